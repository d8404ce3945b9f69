/// **Parameter is neither a vCard parameter nor an X- extension.**
///
/// Parameters are registered (RFC 6350 §5, RFC 6715, RFC 8605, RFC 9554, and ENCODING,
/// CHARSET and RFC 2425's CONTEXT for the older versions) or experimental `X-` names. An
/// unknown name such as `PHOTO;INVALID=jpg` is ignored by consumers, so what it says is lost
/// to them. A vCard 2.1 bare parameter (`TEL;HOME:`) is read as a TYPE and is checked by L012.
struct UnknownParameterRule: LineRule {
  var code: DiagnosticCode { .lintUnknownParameter }
  var name: String { "unknown-parameter" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }
  var lines: LineSelection { .withParameters }

  /// Registered names the model has no case for, with the versions that define them.
  static let otherRegistered: [String: Set<VCardVersion>] = [
    "SERVICE-TYPE": [.v4_0], "USERNAME": [.v4_0], "CONTEXT": [.v3_0],
  ]

  func check(line p: PropertySyntax, _ _: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    for parameter in p.parameters {
      guard case .extended(let text) = parameter.name, !text.isEmpty, text.utf8.allSatisfy(ASCII.isNameByte) else { continue }
      let upper = text.uppercased()
      if upper.hasPrefix("X-") || Self.otherRegistered[upper] != nil { continue }
      findings.add(code, "parameter \(Quoted.text(text)) is not a vCard parameter; extensions are named X-…", at: p.position)
    }
  }
}

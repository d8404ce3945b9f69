/// **Property is neither a vCard property nor an X- extension.**
///
/// Every property must be registered (RFC 6350 §6, its later additions in the IANA vCard
/// registry, and the 2.1/3.0-only AGENT, LABEL, MAILER, CLASS, NAME, PROFILE, SORT-STRING
/// and RFC 2739's CAPURI) or an experimental `X-` name (§6.10). A name like `FOO` is
/// neither: consumers may drop it. It is kept, and written back as it was. Names with
/// characters outside A-Z, 0-9 and '-' are the reader's V008.
struct UnknownPropertyRule: LineRule {
  var code: DiagnosticCode { .lintUnknownProperty }
  var name: String { "unknown-property" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }

  /// Registered names the model has no case for.
  static let otherRegistered: Set<String> = ["CAPURI"]

  func check(line p: PropertySyntax, _ name: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    guard case .extended(let text) = name else { return }
    let upper = text.uppercased()
    if upper.hasPrefix("X-") || Self.otherRegistered.contains(upper) { return }
    if card.readerReported(.invalidPropertyName, at: p.position) { return }
    findings.add(code, "\(Quoted.text(text)) is not a vCard property; extensions are named X-…", at: p.position)
  }
}

/// **Parameter name has characters outside A-Z, 0-9 and '-'.**
///
/// A parameter name is an IANA token or an `X-` name (RFC 6350 §3.3): letters, digits and
/// hyphens only. Anything else (`X_FOO`, `TYPE ` with a space before its `=`, a space after
/// the `;`) breaks strict parsers. Names are checked as written: CardKit reads `TYPE =cell`
/// as TYPE, and `cardkit repair` writes it so. A value without a name (`;=x`, `; =x`) is
/// the reader's V010.
struct ParameterNameRule: LineRule {
  var code: DiagnosticCode { .lintParameterName }
  var name: String { "parameter-name" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }
  var lines: LineSelection { .withParameters }

  func check(line p: PropertySyntax, _ _: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    for text in Self.invalidNames(p) {
      findings.add(code, "parameter name \(Quoted.text(text)) has characters outside A-Z, 0-9 and '-'", at: p.position)
    }
  }

  /// The line's parameter names, as written, that have characters outside A-Z, 0-9 and '-'
  /// (white space alone is no name: V010).
  static func invalidNames(_ p: PropertySyntax) -> [String] {
    var invalid: [String] = []
    p.forEachParameterName { name in
      guard !name.allSatisfy(ASCII.isWhitespace), !name.allSatisfy(ASCII.isNameByte) else { return }
      invalid.append(String(decoding: name, as: UTF8.self))
    }
    return invalid
  }
}

/// **Parameter name has characters outside A-Z, 0-9 and '-'.**
///
/// A parameter name is an IANA token or an `X-` name (RFC 6350 §3.3): letters, digits and
/// hyphens only. Anything else (`X_FOO`, `TYPE ` with a space inside) breaks strict parsers.
struct ParameterNameRule: LineRule {
  var code: DiagnosticCode { .lintParameterName }
  var name: String { "parameter-name" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }
  var lines: LineSelection { .withParameters }

  func check(line p: PropertySyntax, _ _: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    for parameter in p.parameters {
      guard case .extended(let text) = parameter.name, !text.isEmpty, !text.utf8.allSatisfy(ASCII.isNameByte) else { continue }
      findings.add(code, "parameter name \(Quoted.text(text)) has characters outside A-Z, 0-9 and '-'", at: p.position)
    }
  }
}

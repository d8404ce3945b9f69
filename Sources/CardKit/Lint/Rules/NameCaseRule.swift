/// **Property name not written in its canonical upper case** (off by default).
///
/// Property names are case-insensitive (RFC 6350 §3.3), so `fn:` is valid; but some strict
/// consumers (sabre/vobject's validator among them) reject lower-case names, and mixed case
/// makes files harder to grep. Known names are compared with their usual spelling (Apple's
/// `X-ABLabel` and `X-ABShowAs` keep theirs); other names should be upper case. Enable with
/// `--enable L005`; `cardkit repair`, writing vCard, writes every name in its canonical case
/// and reports each such line as fixed, whether or not L005 is enabled.
struct NameCaseRule: LineRule {
  var code: DiagnosticCode { .lintNameCase }
  var name: String { "name-case" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }
  var isEnabledByDefault: Bool { false }

  func check(line p: PropertySyntax, _ name: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    let canonical: String
    if case .extended = name { canonical = p.name.uppercased() } else { canonical = name.text }
    if p.name != canonical, p.name != p.name.uppercased(), !card.readerReported(.invalidPropertyName, at: p.position) {
      findings.add(code, "property name \(Quoted.text(p.name)) is not written as \(canonical)", at: p.position)
    }
  }
}

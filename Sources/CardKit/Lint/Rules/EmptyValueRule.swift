/// **Property has an empty value.**
///
/// A line such as `TEL:`, `EMAIL;TYPE=work:`, `FN:` or `ADR:;;;;;;` holds nothing: apps show
/// an empty row, and ez-vcard reports "property has no value". An empty FN is what a writer
/// produces for a card it could not name; `cardkit repair` derives one. N is exempt: an
/// empty `N:;;;;` is how 2.1 and 3.0 cards without a personal name satisfy its requirement.
/// An ADR that holds only a LABEL parameter (4.0) is not empty. Empty labels (`X-ABLabel:`)
/// are L032; a line without ':' is the reader's V034.
struct EmptyValueRule: LineRule {
  var code: DiagnosticCode { .lintEmptyValue }
  var name: String { "empty-value" }
  var category: LintCategory { .hygiene }
  var input: LintInput { .syntax }

  func check(line p: PropertySyntax, _ name: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    switch name {
    case .n, .xABLabel, .version, .begin, .end, .agent: return
    default: break
    }
    guard ValueText.isBlank(p), !card.readerReported(.missingColon, at: p.position) else { return }
    // A 4.0 ADR whose only content is its LABEL parameter is a label-only address.
    if name == .adr, !(p.parameters.value(.label) ?? "").isEmpty { return }
    findings.add(code, "\(name.text) has an empty value", at: p.position)
  }
}

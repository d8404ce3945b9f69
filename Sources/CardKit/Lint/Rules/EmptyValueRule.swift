/// **Property has an empty value.**
///
/// A line such as `TEL:`, `EMAIL;TYPE=work:`, `FN:` or `ADR:;;;;;;` holds nothing: apps show
/// an empty row, and ez-vcard reports "property has no value". An empty FN is what a writer
/// produces for a card it could not name; `cardkit repair` derives one. N is exempt: an
/// empty `N:;;;;` is how 2.1 and 3.0 cards without a personal name satisfy its requirement.
/// An ADR that holds only a LABEL parameter (4.0) is not empty. Empty labels (`X-ABLabel:`)
/// are L032; a line without ':' is the reader's V034. In CSV input, a value kept empty (a
/// label whose value cell is empty: `Phone 2 - Type` = `Emergency`) is reported at its cell.
struct EmptyValueRule: CardRule {
  var code: DiagnosticCode { .lintEmptyValue }
  var name: String { "empty-value" }
  var category: LintCategory { .hygiene }
  var input: LintInput { .card }
  /// vCard and jCard lines are checked as written; the model is checked only for CSV input.
  var readsSyntax: Bool { true }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    guard card.syntax == nil else {
      card.forEachLine { p, name in check(line: p, name, card, &findings) }
      return
    }
    // CSV: the values `cardkit repair` drops when empty, as the model holds them.
    let c = card.card
    for (path, property) in Self.textLists {
      for v in c[keyPath: path] where Self.isEmpty(v.value) { findings.add(code, "\(property) has an empty value", at: v.position) }
    }
    for v in c.addresses where Self.isEmpty(v.value) { findings.add(code, "ADR has an empty value", at: v.position) }
  }

  /// The model's lists of text values, with their property names, whose empty values the CSV
  /// check reports and `cardkit repair` drops (addresses are checked apart, by the other `isEmpty`).
  static var textLists: [(WritableKeyPath<Card, [LabeledValue<String>]>, String)] {
    [(\.phones, "TEL"), (\.emails, "EMAIL"), (\.urls, "URL"), (\.instantMessaging, "IMPP"), (\.titles, "TITLE"), (\.roles, "ROLE"), (\.notes, "NOTE")]
  }

  /// Whether a text value holds nothing but spaces.
  static func isEmpty(_ text: String) -> Bool { text.trimmingSpaces.isEmpty }

  /// Whether an address holds nothing: no component and no delivery label.
  static func isEmpty(_ address: PostalAddress) -> Bool { address.hasNoComponents && (address.formattedLabel ?? "").trimmingSpaces.isEmpty }

  private func check(line p: borrowing PropertySyntax, _ name: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
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

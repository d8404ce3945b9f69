/// **Property group differs from the group the whole card carries.**
///
/// Some writers put one group on every line of a card, `BEGIN` and `END` included
/// (`TEST.BEGIN:VCARD`, `TEST.FN:…`, RFC 2425 §5.8.2 allows a group on any line). When a card
/// is written that way, a line without the group, or with another one, was probably pasted in
/// from elsewhere; strict validators reject it. Apple-style item groups (`item1.TEL`) on
/// ordinary cards are not affected. The card's group is the group of its BEGIN line.
/// Mismatched BEGIN and END groups are the reader's V018.
struct GroupMismatchRule: CardRule {
  var code: DiagnosticCode { .lintGroupMismatch }
  var name: String { "group-mismatch" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    guard let group = card.syntax?.beginGroup else { return }
    card.forEachLine { p, _ in
      guard let other = p.group else {
        findings.add(code, "line has no group, but the card's lines carry group \(Quoted.text(group))", at: p.position)
        return
      }
      if !other.caseInsensitiveEquals(group) {
        findings.add(code, "line has group \(Quoted.text(other)), but the card's lines carry group \(Quoted.text(group))", at: p.position)
      }
    }
  }
}

/// **MEMBER on a card whose KIND is not group.**
///
/// RFC 6350 §6.6.5: "The MEMBER property MUST NOT be present unless the value of the KIND
/// property is `group`." Apple's group cards say the same with `X-ADDRESSBOOKSERVER-KIND:group`
/// and `X-ADDRESSBOOKSERVER-MEMBER`, which CardKit reads as KIND and MEMBER. A member list on
/// a person's card is ignored or misread as the person.
struct KindMemberRule: CardRule {
  var code: DiagnosticCode { .lintKindMember }
  var name: String { "kind-member" }
  var category: LintCategory { .conformance }
  var input: LintInput { .card }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    guard let first = card.card.members.first, card.card.kind?.value != .group else { return }
    let kind = card.card.kind.map { "KIND is \($0.value.text)" } ?? "the card has no KIND"
    findings.add(code, "card has \(card.card.members.count) MEMBER value(s) but \(kind); MEMBER needs KIND:group", at: first.position)
  }
}

/// **Card has no name.**
///
/// A card with no N, ORG or NICKNAME, and an FN that is empty or just repeats the card's
/// email address or phone number, has nothing to file or find it by: the Address Book shows
/// the email, the phone number, or "No Name", and sorts it apart from everyone else. The
/// message says what the card is shown as. `cardkit repair` gives such cards an FN from what
/// they have, but only a person can give them a name, so this rule keeps reporting them.
struct NamelessRule: CardRule {
  var code: DiagnosticCode { .lintNameless }
  var name: String { "nameless" }
  var category: LintCategory { .hygiene }
  var input: LintInput { .card }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    let c = card.card
    if !(c.name?.value.isEmpty ?? true) || !(c.organization?.value.isEmpty ?? true) { return }
    if c.nicknames.contains(where: { !$0.value.trimmingSpaces.isEmpty }) { return }
    let fn = c.formattedName?.value.trimmingSpaces ?? ""
    if !fn.isEmpty && !Self.isContactDetail(fn, of: c) { return }
    let (shown, source) = card.options.nameFormatter.resolve(c)
    let how: String
    switch source {
    case .email: how = "shown as its email address \(Quoted.text(shown))"
    case .phone: how = "shown as its phone number \(Quoted.text(shown))"
    default: how = source == .none ? "shown as \(Quoted.text(shown))" : "shown as \(Quoted.text(shown))"
    }
    if fn.isEmpty {
      findings.add(code, "card has no name (no FN, N, ORG or NICKNAME); \(how)")
    } else {
      findings.add(code, "card's only name is its FN \(Quoted.text(fn)), which is one of its addresses or numbers", at: c.formattedName?.position ?? .unknown)
    }
  }

  /// True when the text is one of the card's email addresses or phone numbers.
  static func isContactDetail(_ text: String, of card: Card) -> Bool {
    if card.emails.contains(where: { $0.value.trimmingSpaces.lowercased() == text.lowercased() }) { return true }
    let digits = text.utf8.filter { $0 >= 0x30 && $0 <= 0x39 }
    guard digits.count >= 3 else { return false }
    return card.phones.contains { $0.value.utf8.filter { $0 >= 0x30 && $0 <= 0x39 } == digits }
  }
}

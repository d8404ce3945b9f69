/// **Card has no phone number.**
///
/// A contact without any TEL cannot be called or texted; in a book meant for a phone (or an
/// emergency list) it is dead weight or a mistake of an export. Group cards (KIND:group) are
/// not reported. A note, since email-only contacts are common. An empty TEL is no number
/// (it is L038).
struct NoPhoneRule: CardRule {
  var code: DiagnosticCode { .lintNoPhone }
  var name: String { "no-phone" }
  var category: LintCategory { .hygiene }
  var input: LintInput { .card }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    guard !card.card.hasPhoneNumber, card.card.kind?.value != .group else { return }
    findings.add(code, "card has no phone number")
  }
}

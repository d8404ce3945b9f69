/// **Phone number has no label.**
///
/// A TEL with no TYPE and no label (or only `VOICE`, `pref` and the like) shows as "other" or
/// "phone"; with several numbers on a card nobody can tell which is the mobile. A note.
struct UnlabeledPhoneRule: CardRule {
  var code: DiagnosticCode { .lintUnlabeledPhone }
  var name: String { "unlabeled-phone" }
  var category: LintCategory { .hygiene }
  var input: LintInput { .card }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    for phone in card.card.phones where card.workspace.labels(phone: true, types: phone.types, label: phone.label).isImplicit {
      findings.add(code, "phone number \(ValueText.quoted(phone.value)) has no label; it shows as other", at: phone.position)
    }
  }
}

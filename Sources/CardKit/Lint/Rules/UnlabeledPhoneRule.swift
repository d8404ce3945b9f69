/// **Phone number has no label.**
///
/// A TEL with no TYPE and no label (or only `VOICE`, `pref` and the like) shows as "other" or
/// "phone"; with several numbers on a card nobody can tell which is the mobile. A note.
/// An empty TEL is L038, not this rule's.
struct UnlabeledPhoneRule: LabelRule {
  var code: DiagnosticCode { .lintUnlabeledPhone }
  var name: String { "unlabeled-phone" }
  var category: LintCategory { .hygiene }
  var input: LintInput { .card }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    for v in card.labelled where v.isPhone && v.facts.isImplicit && !(v.text ?? "").trimmingSpaces.isEmpty {
      findings.add(code, "phone number \(ValueText.quoted(v.text ?? "")) has no label; it shows as other", at: v.position)
    }
  }
}

/// **Label is empty, unprintable or noise.**
///
/// A phone, email, address or URL label that says nothing (an empty `X-ABLabel`, `_$!<>!$_`,
/// `(null)`, `x-123`, `TYPE=asdf`, a lone control or zero-width character) is shown as
/// garbage by some apps and crashed the original Emergency List picker. The value reads as
/// `other`. `cardkit repair` (like `cardkit normalize`) removes such labels.
struct GarbageLabelRule: CardRule {
  var code: DiagnosticCode { .lintGarbageLabel }
  var name: String { "garbage-label" }
  var category: LintCategory { .hygiene }
  var input: LintInput { .card }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    let w = card.workspace
    let c = card.card
    for phone in c.phones {
      let r = w.phoneLabel(types: phone.types, label: phone.label)
      for text in r.garbage {
        findings.add(code, "garbage label \(Quoted.text(text)) on TEL \(ValueText.quoted(phone.value)); it reads as \(r.label)", at: phone.position)
      }
    }
    report(c.emails, "EMAIL", w, &findings)
    report(c.addresses, "ADR", w, &findings)
    report(c.urls, "URL", w, &findings)
  }

  private func report<V>(_ values: [LabeledValue<V>], _ property: String, _ w: LintWorkspace, _ findings: inout LintFindings) {
    for value in values {
      let r = w.contactLabel(types: value.types, label: value.label)
      for text in r.garbage {
        findings.add(code, "garbage label \(Quoted.text(text)) on \(property); it reads as \(r.label)", at: value.position)
      }
    }
  }
}

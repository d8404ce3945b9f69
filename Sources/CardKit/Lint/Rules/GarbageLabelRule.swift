/// **Label is empty, unprintable or noise.**
///
/// A phone, email, address or URL label that says nothing (an empty `X-ABLabel`, `_$!<>!$_`,
/// `(null)`, `x-123`, `TYPE=asdf`, a lone control or zero-width character) is shown as
/// garbage by some apps and crashed the original Emergency List picker. The value reads as
/// `other`. `cardkit repair` (like `cardkit normalize`) removes such labels.
struct GarbageLabelRule: LabelRule {
  var code: DiagnosticCode { .lintGarbageLabel }
  var name: String { "garbage-label" }
  var category: LintCategory { .hygiene }
  var input: LintInput { .card }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    for v in card.labelled {
      let facts = v.facts
      guard !facts.garbage.isEmpty else { continue }
      let on = v.text.map { "\(v.property) \(ValueText.quoted($0))" } ?? v.property
      for text in facts.garbage {
        findings.add(code, "garbage label \(Quoted.text(text)) on \(on); it reads as \(facts.meaning)", at: v.position)
      }
    }
  }
}

/// **Standard label written in a non-standard way.**
///
/// A phone, email, address or URL label that means a standard label but is spelled another
/// way: `TEL;TYPE=mobile` or `TYPE=Handy` for CELL, `homefax` for HOME,FAX, Apple's
/// `_$!<Mobile>!$_` item label, Google's `* Mobile`, Android's `携帯`. Apps that know only
/// the standard types show such numbers as "other" or custom. The message names the standard
/// spelling; `cardkit repair` and `cardkit normalize` rewrite it. Custom labels written as a
/// TYPE are L012; noise is L032.
struct LabelSpellingRule: CardRule {
  var code: DiagnosticCode { .lintLabelSpelling }
  var name: String { "label-spelling" }
  var category: LintCategory { .hygiene }
  var input: LintInput { .card }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    let w = card.workspace
    for phone in card.card.phones {
      let r = w.phoneLabel(types: phone.types, label: phone.label)
      guard r.isRewritten, r.garbage.isEmpty else { continue }
      if case .custom = r.label { continue }
      let old = LabelKey(types: phone.types, label: phone.label).description
      let new = LabelKey(types: r.types, label: r.freeText).description
      findings.add(code, "TEL \(old) means \(r.label); standard spelling: \(new)", at: phone.position)
    }
    report(card.card.emails, "EMAIL", w, &findings)
    report(card.card.addresses, "ADR", w, &findings)
    report(card.card.urls, "URL", w, &findings)
  }

  private func report<V>(_ values: [LabeledValue<V>], _ property: String, _ w: LintWorkspace, _ findings: inout LintFindings) {
    for value in values {
      let r = w.contactLabel(types: value.types, label: value.label)
      guard r.isRewritten, r.garbage.isEmpty else { continue }
      if case .custom = r.label { continue }
      let old = LabelKey(types: value.types, label: value.label).description
      let new = LabelKey(types: r.types, label: r.freeText).description
      findings.add(code, "\(property) \(old) means \(r.label); standard spelling: \(new)", at: value.position)
    }
  }
}

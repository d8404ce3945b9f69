/// **Standard label written in a non-standard way.**
///
/// A phone, email, address or URL label that means a standard label but is spelled another
/// way: `TEL;TYPE=mobile` or `TYPE=Handy` for CELL, `homefax` for HOME,FAX, Apple's
/// `_$!<Mobile>!$_` item label, Google's `* Mobile`, Android's `携帯`. Apps that know only
/// the standard types show such numbers as "other" or custom. The message names the standard
/// spelling; `cardkit repair` and `cardkit normalize` rewrite it. Custom labels written as a
/// TYPE are L012; noise is L032.
struct LabelSpellingRule: LabelRule {
  var code: DiagnosticCode { .lintLabelSpelling }
  var name: String { "label-spelling" }
  var category: LintCategory { .hygiene }
  var input: LintInput { .card }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    for v in card.labelled {
      guard let respelling = v.facts.respelling else { continue }
      findings.add(code, v.property + " " + respelling, at: v.position)
    }
  }
}

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
    // The numbers of one CSV cell (Google's `a ::: b`) share its position and label: the
    // finding is the cell's, made once.
    var previous: (position: SourcePosition, message: String)?
    for v in card.labelled {
      guard let respelling = v.facts.respelling else { continue }
      let message = v.property + " " + respelling
      if let previous, previous.position == v.position, previous.message == message { continue }
      previous = (v.position, message)
      findings.add(code, message, at: v.position)
    }
  }
}

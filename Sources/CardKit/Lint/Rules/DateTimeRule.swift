/// **Date, time or timestamp that does not exist or is malformed.**
///
/// BDAY, ANNIVERSARY and DEATHDATE hold dates (with an optional time), REV and CREATED a
/// timestamp (RFC 6350 §4.3; vCard 2.1 and 3.0 use ISO 8601, and a REV may be a date). A
/// date such as `1985-02-30` or `2023-02-29`, an hour 25 or a minute 60, or a REV that is not
/// a date and time, is invalid; consumers drop it or show something else. A BDAY or
/// ANNIVERSARY that is not a date at all is the reader's V024 (kept as text). A value marked
/// `VALUE=text` is text and not checked. Forms that only vCard 4.0 allows are L019.
struct DateTimeRule: LineRule {
  var code: DiagnosticCode { .lintDateTime }
  var name: String { "date-time" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }
  var lines: LineSelection { .properties([.bday, .anniversary, .deathDate, .rev, .created]) }

  func check(line p: PropertySyntax, _ name: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    let problem: String?
    switch name {
    case .bday, .anniversary, .deathDate:
      if ValueText.valueType(p) == "text" { return }
      let text = ValueText.unescapedTrimmed(p.rawValue)
      if text.isEmpty { return }
      if case .valid = CommonDateTime.check(text) { return }
      if card.readerReported(.invalidValue, at: p.position) { return }
      problem = DateTimeSyntax.dateProblem(text)
    case .rev, .created:
      let text = ValueText.unescapedTrimmed(p.rawValue)
      if text.isEmpty { return }
      if case .valid(let hasTime) = CommonDateTime.check(text), hasTime || card.version != .v4_0 { return }
      problem = DateTimeSyntax.timestampProblem(text, dateOnly: card.version != .v4_0)
    default:
      return
    }
    if let problem {
      findings.add(code, "\(name.text) \(ValueText.quoted(p.rawValue)) \(problem)", at: p.position)
    }
  }
}

/// **Date form defined only in vCard 4.0.**
///
/// vCard 4.0 allows dates without a year (`--0415`), reduced accuracy (`1985`, `1985-04`),
/// a time without a date (`T102200Z`, §4.3.4) and text (`VALUE=text`, "circa 1800") for
/// BDAY, ANNIVERSARY and DEATHDATE (RFC 6350 §4.3.1). vCard 2.1 and 3.0 have only complete
/// dates, so a 3.0 `BDAY:--04-15` (written by Android) is unreadable to a strict 3.0 reader:
/// ez-vcard cannot parse it. Apple writes a yearless 3.0 birthday as `1604-04-15` with
/// `X-APPLE-OMIT-YEAR=1604`, which is valid; `cardkit convert` writes that form.
struct DateFormRule: LineRule {
  var code: DiagnosticCode { .lintDateForm }
  var name: String { "date-form" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }
  var lines: LineSelection { .properties([.bday, .anniversary, .deathDate]) }

  func check(line p: PropertySyntax, _ name: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    guard let version = card.version, version != .v4_0 else { return }
    guard name == .bday || name == .anniversary || name == .deathDate else { return }
    if ValueText.valueType(p) == "text" {
      findings.add(code, "\(name.text) as text (VALUE=text) is defined only in vCard 4.0", at: p.position)
      return
    }
    let text = ValueText.unescapedTrimmed(p.rawValue)
    if case .valid = CommonDateTime.check(text) { return }
    guard let date = PartialDate(parsing: text) else { return }
    if date.isEmpty {
      findings.add(code, "\(name.text) \(ValueText.quoted(p.rawValue)) is a time without a date, which only vCard 4.0 allows", at: p.position)
    } else if date.year == nil {
      findings.add(code, "\(name.text) \(ValueText.quoted(p.rawValue)) has no year, which only vCard 4.0 allows", at: p.position)
    } else if date.month == nil || date.day == nil {
      findings.add(code, "\(name.text) \(ValueText.quoted(p.rawValue)) is not a complete date, which only vCard 4.0 allows", at: p.position)
    }
  }
}

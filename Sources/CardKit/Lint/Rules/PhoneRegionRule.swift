/// **National phone number and no region to check it with.**
///
/// A number written without a country code (`(517) 321-7871`) means different numbers in
/// different countries; libphonenumber needs a region to read it. With `--region auto` the
/// card's address country is used, else the book's dominant country; when the book gives no
/// clue either, the number cannot be checked. Give `--region XX`. A note.
struct PhoneRegionRule: PhoneRule {
  var code: DiagnosticCode { .lintPhoneRegion }
  var name: String { "phone-region" }
  var category: LintCategory { .hygiene }
  var input: LintInput { .phone }

  func check(_ number: CheckedNumber, _ findings: inout LintFindings) {
    guard number.analysis.status == .noRegion else { return }
    findings.add(code, "\(ValueText.quoted(number.text)) has no country code and no region is known to read it with (give --region)", at: number.position)
  }
}

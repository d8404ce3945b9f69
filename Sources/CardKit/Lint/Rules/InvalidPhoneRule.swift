/// **Phone number is not valid for its region.**
///
/// Each TEL is parsed and validated with libphonenumber: with the region given by
/// `--region XX`, or with `--region auto` (the default) with the card's own address country,
/// else the book's dominant country (most international numbers and addresses); a number
/// written with `+` and a country code needs no region. A number libphonenumber calls
/// invalid (`555-1234`, `+49 123`) cannot be dialled; text that is not a number at all
/// (`n/a`, `TBD`) is reported too. Short codes and emergency numbers (`911`, `*86`) are
/// valid short numbers and not reported. `cardkit normalize` leaves such numbers as written.
/// An empty TEL is L038, not this rule's.
struct InvalidPhoneRule: PhoneRule {
  var code: DiagnosticCode { .lintInvalidPhone }
  var name: String { "invalid-phone" }
  var category: LintCategory { .hygiene }
  var input: LintInput { .phone }

  func check(_ number: CheckedNumber, _ findings: inout LintFindings) {
    switch number.analysis.status {
    case .invalid:
      // Built only here: most numbers are valid.
      let region = PhoneText.regionNote(number.text, number.region)
      findings.add(code, "\(ValueText.quoted(number.text)) is not a valid phone number\(region)", at: number.position)
    case .unparsable:
      // An empty value is L038's.
      if number.text.trimmingSpaces.isEmpty { return }
      let reason = number.analysis.parseError.map { " (\($0.rawValue))" } ?? ""
      findings.add(code, "\(ValueText.quoted(number.text)) is not a phone number\(reason)", at: number.position)
    case .valid, .shortNumber, .noRegion:
      break
    }
  }
}

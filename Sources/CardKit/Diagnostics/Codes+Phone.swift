// Codes of phone number and label normalization (family P).
extension DiagnosticCode {
  public static let invalidPhoneNumber = DiagnosticCode("P001", .warning, "phone number is not valid for its region; left as written")
  public static let unparsablePhoneNumber = DiagnosticCode("P002", .warning, "value is not a phone number; left as written")
  public static let garbageLabel = DiagnosticCode("P003", .warning, "label is empty, unprintable or noise; treated as other")
  public static let noPhoneRegion = DiagnosticCode("P004", .warning, "national number and no region to read it with; left as written")
  public static let shortPhoneNumber = DiagnosticCode("P005", .info, "short code or emergency number; left as written")
  public static let vanityNumber = DiagnosticCode("P006", .info, "letters of a vanity number written as keypad digits")
  public static let unknownCountry = DiagnosticCode("P007", .info, "address country not recognised; not used to choose the phone region")

  static let phoneCodes: [DiagnosticCode] = [
    invalidPhoneNumber, unparsablePhoneNumber, garbageLabel, noPhoneRegion, shortPhoneNumber, vanityNumber,
    unknownCountry,
  ]
}

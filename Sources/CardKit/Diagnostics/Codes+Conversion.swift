// Codes of the writers: what a target format cannot express and how it was kept (family C).
extension DiagnosticCode {
  public static let propertyAsExtension = DiagnosticCode("C001", .info, "property not defined in the target version; written as its X- counterpart")
  public static let obsoletePropertyKept = DiagnosticCode("C002", .info, "property dropped from the target version; kept as an X- property")
  public static let valueKeptRaw = DiagnosticCode("C003", .warning, "value cannot be expressed in the target; kept as an X- property")
  public static let kindAsAppleExtension = DiagnosticCode("C004", .info, "KIND or MEMBER written as Apple X-ADDRESSBOOKSERVER properties")
  public static let parameterDropped = DiagnosticCode("C005", .info, "parameter not defined in the target version; written as an X- parameter")
  public static let lossyDate = DiagnosticCode("C006", .info, "date written in the target's form (yearless as 1604 with X-APPLE-OMIT-YEAR)")

  static let conversionCodes: [DiagnosticCode] = [
    propertyAsExtension, obsoletePropertyKept, valueKeptRaw, kindAsAppleExtension, parameterDropped, lossyDate,
  ]
}

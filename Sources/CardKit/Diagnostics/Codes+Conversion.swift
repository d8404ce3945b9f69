// Codes of the writers: what a target format cannot express and how it was kept (family C).
extension DiagnosticCode {
  /// `C001`, info: the target version does not define the property (`NICKNAME` in 2.1); it is
  /// written as its X- counterpart (`X-NICKNAME`).
  public static let propertyAsExtension = DiagnosticCode("C001", .info, "property not defined in the target version; written as its X- counterpart")
  /// `C002`, info: a kept property that the target version dropped (`MAILER` in 4.0, say); it is
  /// written as an X- property so it survives a round trip.
  public static let obsoletePropertyKept = DiagnosticCode("C002", .info, "property dropped from the target version; kept as an X- property")
  /// `C003`, warning: something the target cannot express as read, such as a property name with
  /// invalid characters; it is written in a valid X- form and the message says which.
  public static let valueKeptRaw = DiagnosticCode("C003", .warning, "value cannot be expressed in the target; kept as an X- property")
  /// `C004`, info: a group card written to 3.0 or 2.1, where `KIND` and `MEMBER` do not exist;
  /// written as Apple's `X-ADDRESSBOOKSERVER-KIND` and `-MEMBER`.
  public static let kindAsAppleExtension = DiagnosticCode("C004", .info, "KIND or MEMBER written as Apple X-ADDRESSBOOKSERVER properties")
  /// `C005`, info: a parameter only vCard 4.0 defines (`ALTID`, `PID`, `SORT-AS`, `MEDIATYPE`,
  /// …) written to 3.0 or 2.1 as its X- counterpart (`X-ALTID`); 4.0 output names it back.
  /// So is a preference rank `TYPE=pref` cannot carry: a `PREF` other than the most preferred
  /// value's (or 1), and any `PREF` of a property those versions give no TYPE (`NOTE`); the
  /// 2.1 and 3.0 reader reads `X-PREF` back as the rank.
  public static let parameterAsExtension = DiagnosticCode("C005", .info, "parameter not defined in the target version; written as its X- counterpart")
  /// `C006`, info: a date the target version cannot write as is: in 3.0 and 2.1 a yearless
  /// date is written as year 1604 with `X-APPLE-OMIT-YEAR=1604`, as Apple does (CardKit reads
  /// it back as yearless), and a date without a year or a month (`1985`, `--12`) is written in
  /// its 4.0 form. A `BDAY` that is text (`circa 1800`) is written as it is, without the
  /// `VALUE=text` those versions do not allow for it. In 4.0, a `REV` that is a date alone is
  /// the day's start in UTC (`19971115T000000Z`): a 4.0 REV is a timestamp.
  public static let lossyDate = DiagnosticCode("C006", .info, "date written in the target's form (yearless as 1604 with X-APPLE-OMIT-YEAR)")

  static let conversionCodes: [DiagnosticCode] = [
    propertyAsExtension, obsoletePropertyKept, valueKeptRaw, kindAsAppleExtension, parameterAsExtension, lossyDate,
  ]
}

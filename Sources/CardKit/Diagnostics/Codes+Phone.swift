// Codes of phone number and label normalization (family P).
extension DiagnosticCode {
  /// `P001`, warning (phone normalization): libphonenumber parses the number but finds it not
  /// valid for its region (wrong length or prefix); the value is left as written.
  public static let invalidPhoneNumber = DiagnosticCode("P001", .warning, "phone number is not valid for its region; left as written")
  /// `P002`, warning (phone normalization): the value does not parse as a phone number at all;
  /// it is left as written.
  public static let unparsablePhoneNumber = DiagnosticCode("P002", .warning, "value is not a phone number; left as written")
  /// `P003`, warning (phone normalization): a label that is empty, unprintable or noise; it is
  /// removed and the value reads by its other labels, or as other.
  public static let garbageLabel = DiagnosticCode("P003", .warning, "label is empty, unprintable or noise; treated as other")
  /// `P004`, warning (phone normalization): a national number (no country code) on a card for
  /// which no region is known; see ``PhoneRegionResolver``.
  public static let noPhoneRegion = DiagnosticCode("P004", .warning, "national number and no region to read it with; left as written")
  /// `P005`, info (phone normalization): a short code or emergency number (`112`), which has no
  /// international form; left as written.
  public static let shortPhoneNumber = DiagnosticCode("P005", .info, "short code or emergency number; left as written")
  /// `P006`, info (phone normalization): a vanity number (`1-800-FLOWERS`); its letters are
  /// written as the digits of the phone keypad.
  public static let vanityNumber = DiagnosticCode("P006", .info, "letters of a vanity number written as keypad digits")
  /// `P007`, info (phone normalization): an address country CardKit does not recognise; the
  /// card's phone region is chosen without it.
  public static let unknownCountry = DiagnosticCode("P007", .info, "address country not recognised; not used to choose the phone region")

  static let phoneCodes: [DiagnosticCode] = [
    invalidPhoneNumber, unparsablePhoneNumber, garbageLabel, noPhoneRegion, shortPhoneNumber, vanityNumber,
    unknownCountry,
  ]
}

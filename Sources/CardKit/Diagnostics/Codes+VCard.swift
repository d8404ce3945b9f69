// Codes of the vCard and jCard readers (family V).
extension DiagnosticCode {
  public static let unreadableInput = DiagnosticCode("V001", .error, "input cannot be read")
  public static let transcodedInput = DiagnosticCode("V002", .info, "input was not UTF-8 and was transcoded")
  public static let invalidUTF8 = DiagnosticCode("V003", .warning, "invalid UTF-8; the bytes were replaced by U+FFFD")
  public static let missingBegin = DiagnosticCode("V004", .error, "content outside BEGIN:VCARD … END:VCARD")
  public static let missingEnd = DiagnosticCode("V005", .error, "card without END:VCARD")
  public static let endWithoutBegin = DiagnosticCode("V006", .warning, "END:VCARD without BEGIN:VCARD")
  public static let unparsableLine = DiagnosticCode("V007", .error, "line is not a content line; kept as X-CARDKIT-UNPARSED")
  public static let invalidPropertyName = DiagnosticCode("V008", .warning, "property name has characters outside A-Z, 0-9 and '-'")
  public static let invalidGroupName = DiagnosticCode("V009", .error, "property group is empty or has invalid characters")
  public static let invalidParameter = DiagnosticCode("V010", .warning, "parameter without name or value")
  public static let unknownCharset = DiagnosticCode("V011", .warning, "unknown CHARSET; value decoded as UTF-8")
  public static let invalidCharsetBytes = DiagnosticCode("V012", .warning, "bytes invalid in the declared CHARSET")
  public static let invalidQuotedPrintable = DiagnosticCode("V013", .warning, "malformed quoted-printable escape kept literally")
  public static let invalidBase64 = DiagnosticCode("V014", .warning, "malformed base64; value kept as text")
  public static let missingVersion = DiagnosticCode("V015", .warning, "card without VERSION; read as the version its syntax suggests")
  public static let unknownVersion = DiagnosticCode("V016", .warning, "unknown VERSION value")
  public static let orphanContinuation = DiagnosticCode("V017", .warning, "folded continuation line with nothing to continue")
  public static let mismatchedGroup = DiagnosticCode("V018", .warning, "BEGIN and END carry different groups")
  public static let nestingTooDeep = DiagnosticCode("V019", .error, "nested AGENT cards deeper than the limit; inner card kept as text")
  public static let lineTooLong = DiagnosticCode("V020", .error, "logical line longer than the limit; skipped")
  public static let cardTooLarge = DiagnosticCode("V021", .error, "card larger than the limit; skipped")
  public static let tooManyProperties = DiagnosticCode("V022", .error, "card has more properties than the limit; the rest skipped")
  public static let photoTooLarge = DiagnosticCode("V023", .warning, "inline binary value larger than the limit; skipped")
  public static let invalidValue = DiagnosticCode("V024", .warning, "value does not fit the property's type; kept as text")
  public static let controlCharacters = DiagnosticCode("V025", .warning, "value contains NUL or control characters")
  public static let emptyInput = DiagnosticCode("V026", .warning, "input holds no card")
  public static let jsonSyntax = DiagnosticCode("V027", .error, "jCard input is not valid JSON")
  public static let jcardStructure = DiagnosticCode("V028", .error, "JSON value is not a jCard property or card")
  public static let nestedBegin = DiagnosticCode("V029", .error, "BEGIN:VCARD inside a card that is not an AGENT value")
  public static let invalidEscape = DiagnosticCode("V030", .info, "unknown backslash escape kept literally")
  public static let unsupportedVersionValue = DiagnosticCode("V031", .warning, "VERSION appears more than once or after other properties")
  public static let invalidBegin = DiagnosticCode("V032", .error, "BEGIN with a value other than VCARD")

  public static let foreignComponent = DiagnosticCode("V033", .warning, "a component other than VCARD (BEGIN:VCALENDAR, …) was skipped")
  public static let missingColon = DiagnosticCode("V034", .warning, "property name without ':'; read as an empty value")

  static let vcardCodes: [DiagnosticCode] = [
    unreadableInput, transcodedInput, invalidUTF8, missingBegin, missingEnd, endWithoutBegin,
    unparsableLine, invalidPropertyName, invalidGroupName, invalidParameter, unknownCharset,
    invalidCharsetBytes, invalidQuotedPrintable, invalidBase64, missingVersion, unknownVersion,
    orphanContinuation, mismatchedGroup, nestingTooDeep, lineTooLong, cardTooLarge,
    tooManyProperties, photoTooLarge, invalidValue, controlCharacters, emptyInput, jsonSyntax,
    jcardStructure, nestedBegin, invalidEscape, unsupportedVersionValue, invalidBegin, foreignComponent,
    missingColon,
  ]
}

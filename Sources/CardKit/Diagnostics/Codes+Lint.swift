// Codes of the lint rules (family L). Each code belongs to exactly one rule in Lint/Rules/;
// the rule's doc comment is the code's user documentation (docs/lint-rules.md).
extension DiagnosticCode {
  // Conformance: what the card's vCard version requires.
  public static let lintMissingFN = DiagnosticCode("L001", .warning, "card has no FN, which vCard 3.0 and 4.0 require")
  public static let lintMissingN = DiagnosticCode("L002", .warning, "card has no N, which vCard 2.1 and 3.0 require")
  public static let lintRepeatedProperty = DiagnosticCode("L003", .warning, "property allowed once appears more than once")
  public static let lintComponentCount = DiagnosticCode("L004", .warning, "structured value has the wrong number of components (N 5, ADR 7)")
  public static let lintNameCase = DiagnosticCode("L005", .info, "property name not written in its canonical upper case")
  public static let lintUnknownProperty = DiagnosticCode("L006", .warning, "property is neither a vCard property nor an X- extension")
  public static let lintPropertyVersion = DiagnosticCode("L007", .warning, "property is not defined in the card's vCard version")
  public static let lintGroupMismatch = DiagnosticCode("L008", .warning, "property group differs from the group the whole card carries")
  public static let lintParameterName = DiagnosticCode("L009", .error, "parameter name has characters outside A-Z, 0-9 and '-'")
  public static let lintUnknownParameter = DiagnosticCode("L010", .warning, "parameter is neither a vCard parameter nor an X- extension")
  public static let lintParameterVersion = DiagnosticCode("L011", .warning, "parameter is not defined in the card's vCard version")
  public static let lintTypeValue = DiagnosticCode("L012", .warning, "TYPE value not defined for this property in this vCard version")
  public static let lintPrefValue = DiagnosticCode("L013", .error, "PREF is not an integer from 1 to 100")
  public static let lintEncoding = DiagnosticCode("L014", .warning, "ENCODING value not valid in this vCard version")
  public static let lintCharset = DiagnosticCode("L015", .warning, "CHARSET outside vCard 2.1, or a legacy character set")
  public static let lintValueType = DiagnosticCode("L016", .warning, "VALUE type unknown, or not allowed for this property and version")
  public static let lintParameterValue = DiagnosticCode("L017", .warning, "parameter value malformed")
  public static let lintDateTime = DiagnosticCode("L018", .warning, "date, time or timestamp that does not exist or is malformed")
  public static let lintDateForm = DiagnosticCode("L019", .warning, "date form defined only in vCard 4.0")
  public static let lintUTCOffset = DiagnosticCode("L020", .warning, "time zone or UTC offset malformed or out of range")
  public static let lintGeo = DiagnosticCode("L021", .warning, "GEO is not a latitude and longitude in range")
  public static let lintURI = DiagnosticCode("L022", .warning, "value is not a URI")
  public static let lintEmail = DiagnosticCode("L023", .warning, "email address malformed")
  public static let lintKindMember = DiagnosticCode("L024", .warning, "MEMBER on a card whose KIND is not group")
  public static let lintControlCharacters = DiagnosticCode("L025", .warning, "DEL or C1 control character in a value, or a control character in a parameter")
  public static let lintLineLength = DiagnosticCode("L026", .info, "line longer than 75 octets")
  public static let lintLineEnding = DiagnosticCode("L027", .warning, "line not ended by CRLF")
  public static let lintMediaValue = DiagnosticCode("L028", .warning, "PHOTO, LOGO, SOUND or KEY value does not match its encoding")
  public static let lintEnumeratedValue = DiagnosticCode("L029", .warning, "PROFILE, KIND or GENDER value outside its set")
  // Hygiene: what makes a book hard to use, whatever its format.
  public static let lintNameless = DiagnosticCode("L030", .warning, "card has no name")
  public static let lintNoPhone = DiagnosticCode("L031", .info, "card has no phone number")
  public static let lintGarbageLabel = DiagnosticCode("L032", .warning, "label is empty, unprintable or noise")
  public static let lintUnlabeledPhone = DiagnosticCode("L033", .info, "phone number has no label")
  public static let lintInvalidPhone = DiagnosticCode("L034", .warning, "phone number is not valid for its region")
  public static let lintPhoneRegion = DiagnosticCode("L035", .info, "national phone number and no region to check it with")
  public static let lintSharedNumber = DiagnosticCode("L036", .info, "the same phone number is on several cards")
  public static let lintDuplicateValue = DiagnosticCode("L037", .warning, "the same value with the same labels appears twice on a card")
  public static let lintEmptyValue = DiagnosticCode("L038", .warning, "property has an empty value")
  public static let lintLargePhoto = DiagnosticCode("L039", .warning, "inline image or sound larger than the limit")
  public static let lintMissingUID = DiagnosticCode("L040", .info, "card has no UID")
  public static let lintLabelSpelling = DiagnosticCode("L041", .info, "standard label written in a non-standard way")
  public static let lintSharedUID = DiagnosticCode("L042", .warning, "the same UID is on several cards")
  // Conformance, added later.
  public static let lintBeginEndLine = DiagnosticCode("L043", .warning, "BEGIN or END line with more than BEGIN:VCARD or END:VCARD")
  // Hygiene, added later.
  public static let lintLikelyDuplicate = DiagnosticCode("L044", .warning, "cards that are likely the same person")

  static let lintCodes: [DiagnosticCode] = [
    lintMissingFN, lintMissingN, lintRepeatedProperty, lintComponentCount, lintNameCase,
    lintUnknownProperty, lintPropertyVersion, lintGroupMismatch, lintParameterName,
    lintUnknownParameter, lintParameterVersion, lintTypeValue, lintPrefValue, lintEncoding,
    lintCharset, lintValueType, lintParameterValue, lintDateTime, lintDateForm, lintUTCOffset,
    lintGeo, lintURI, lintEmail, lintKindMember, lintControlCharacters, lintLineLength,
    lintLineEnding, lintMediaValue, lintEnumeratedValue, lintNameless, lintNoPhone,
    lintGarbageLabel, lintUnlabeledPhone, lintInvalidPhone, lintPhoneRegion, lintSharedNumber,
    lintDuplicateValue, lintEmptyValue, lintLargePhoto, lintMissingUID, lintLabelSpelling,
    lintSharedUID, lintBeginEndLine, lintLikelyDuplicate,
  ]
}

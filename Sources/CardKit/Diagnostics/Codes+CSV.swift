// Codes of the CSV reader and writers (family S).
extension DiagnosticCode {
  // Reading: bytes and encodings.
  public static let csvWindows1252 = DiagnosticCode("S001", .info, "input is not valid UTF-8; read as Windows-1252")
  public static let csvFieldNotUTF8 = DiagnosticCode("S002", .warning, "field is not valid UTF-8; its bytes were read as Windows-1252")
  public static let csvInvalidUTF16 = DiagnosticCode("S003", .warning, "invalid UTF-16 (unpaired surrogate or odd byte); replaced by U+FFFD")
  // Reading: RFC 4180 syntax.
  public static let csvUnbalancedQuote = DiagnosticCode("S004", .warning, "quoted field never closed; its opening quote was read as a literal character")
  public static let csvTextAfterQuote = DiagnosticCode("S005", .warning, "text after a closing quote; kept literally")
  public static let csvStrayQuote = DiagnosticCode("S006", .warning, "quoted field spanning lines is followed by text; its opening quote was read as a literal character")
  public static let csvFieldTooLong = DiagnosticCode("S007", .error, "quoted field longer than the limit; its opening quote was read as a literal character")
  public static let csvRaggedRow = DiagnosticCode("S008", .warning, "record has a different number of fields than the header")
  public static let csvEmptyInput = DiagnosticCode("S009", .warning, "input holds no header row")
  // Reading: layouts and columns.
  public static let csvUnknownLayout = DiagnosticCode("S010", .warning, "header is not a known layout; columns were mapped by their names")
  public static let csvColumnKeptRaw = DiagnosticCode("S011", .info, "column has no field in the model; its values are kept as an X- property")
  public static let csvDuplicateColumn = DiagnosticCode("S012", .warning, "column repeats another column's meaning; its values are kept as an X- property")
  public static let csvNoHeader = DiagnosticCode("S013", .warning, "first row looks like data, not a header; columns were guessed from their content")
  public static let csvInvalidDate = DiagnosticCode("S014", .warning, "date not understood; kept as text")
  public static let csvSystemGroup = DiagnosticCode("S015", .info, "Google system group `* myContacts` (every contact's implicit group) is not kept as a category")
  public static let csvInvalidCell = DiagnosticCode("S016", .warning, "cell of the generic layout is malformed; kept as an X- property")
  // Writing.
  public static let csvOverflowToNotes = DiagnosticCode("S017", .warning, "value does not fit the layout's columns; written into Notes")
  public static let csvFormulaNeutralised = DiagnosticCode("S018", .info, "cell would run as a spreadsheet formula; a leading apostrophe was added")
  public static let csvUnencodable = DiagnosticCode("S019", .warning, "character not representable in the output encoding; written as '?'")
  public static let csvInexact = DiagnosticCode("S020", .warning, "value cannot be written exactly in this layout; written as close as possible")
  public static let csvNotWritten = DiagnosticCode("S021", .warning, "property has no column in this layout and was not written")

  static let csvCodes: [DiagnosticCode] = [
    csvWindows1252, csvFieldNotUTF8, csvInvalidUTF16, csvUnbalancedQuote, csvTextAfterQuote,
    csvStrayQuote, csvFieldTooLong, csvRaggedRow, csvEmptyInput, csvUnknownLayout,
    csvColumnKeptRaw, csvDuplicateColumn, csvNoHeader, csvInvalidDate, csvSystemGroup,
    csvInvalidCell, csvOverflowToNotes, csvFormulaNeutralised, csvUnencodable, csvInexact,
    csvNotWritten,
  ]
}

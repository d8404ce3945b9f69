// Codes of the CSV reader and writers (family S).
extension DiagnosticCode {
  // Reading: bytes and encodings.
  /// `S001`, info: the CSV input is not valid UTF-8; it is read as Windows-1252 (reported once per
  /// file; ``CSVReadOptions`` can name another encoding).
  public static let csvWindows1252 = DiagnosticCode("S001", .info, "input is not valid UTF-8; read as Windows-1252")
  /// `S002`, warning: one field of a file read as UTF-8 is not valid UTF-8; that field's bytes
  /// are read as Windows-1252.
  public static let csvFieldNotUTF8 = DiagnosticCode("S002", .warning, "field is not valid UTF-8; its bytes were read as Windows-1252")
  /// `S003`, warning: UTF-16 input with unpaired surrogates or an odd byte; each bad code unit
  /// becomes U+FFFD (reported once per file with the count).
  public static let csvInvalidUTF16 = DiagnosticCode("S003", .warning, "invalid UTF-16 (unpaired surrogate or odd byte); replaced by U+FFFD")
  // Reading: RFC 4180 syntax.
  /// `S004`, warning: a quoted field is never closed; its opening quote is read as a literal
  /// character, so one stray quote cannot swallow the rest of the file.
  public static let csvUnbalancedQuote = DiagnosticCode("S004", .warning, "quoted field never closed; its opening quote was read as a literal character")
  /// `S005`, warning: characters between a closing quote and the next delimiter (`"a"b,`); they are
  /// kept in the field, quote included.
  public static let csvTextAfterQuote = DiagnosticCode("S005", .warning, "text after a closing quote; kept literally")
  /// `S006`, warning: a quoted field that spans lines and then has text after its closing quote;
  /// its opening quote is read as a literal character.
  public static let csvStrayQuote = DiagnosticCode("S006", .warning, "quoted field spanning lines is followed by text; its opening quote was read as a literal character")
  /// `S007`, error: a quoted field longer than ``CSVReadOptions/maximumFieldBytes`` (8 MiB by
  /// default); its opening quote is read as a literal character.
  public static let csvFieldTooLong = DiagnosticCode("S007", .error, "quoted field longer than the limit; its opening quote was read as a literal character")
  /// `S008`, warning: a record with more or fewer fields than the header; missing fields read as
  /// empty and extra fields are kept as `X-CSV-COLUMN-n` properties.
  public static let csvRaggedRow = DiagnosticCode("S008", .warning, "record has a different number of fields than the header")
  /// `S009`, warning: the CSV input holds neither a header row nor a record.
  public static let csvEmptyInput = DiagnosticCode("S009", .warning, "input holds no header row")
  // Reading: layouts and columns.
  /// `S010`, warning: the header is not a layout CardKit knows; each column is mapped by its name
  /// where the name is known (the message lists the mapped columns).
  public static let csvUnknownLayout = DiagnosticCode("S010", .warning, "header is not a known layout; columns were mapped by their names")
  /// `S011`, info: a column with no counterpart in the model; its values are kept as an X-
  /// property (the message names it).
  public static let csvColumnKeptRaw = DiagnosticCode("S011", .info, "column has no field in the model; its values are kept as an X- property")
  /// `S012`, warning: a column repeats the meaning of an earlier column; its values are kept as an
  /// X- property.
  public static let csvDuplicateColumn = DiagnosticCode("S012", .warning, "column repeats another column's meaning; its values are kept as an X- property")
  /// `S013`, warning: the first row holds an email address or phone number, so it is read as a
  /// record, not a header; columns are guessed from their content.
  public static let csvNoHeader = DiagnosticCode("S013", .warning, "first row looks like data, not a header; columns were guessed from their content")
  /// `S014`, warning: a date cell (birthday, anniversary) that is not a date CardKit understands;
  /// it is kept as a text value.
  public static let csvInvalidDate = DiagnosticCode("S014", .warning, "date not understood; kept as text")
  /// `S015`, info: Google's `* myContacts` group, which every exported contact carries, is not
  /// kept as a category; the Google CSV writer adds it back.
  public static let csvSystemGroup = DiagnosticCode("S015", .info, "Google system group `* myContacts` (every contact's implicit group) is not kept as a category")
  /// `S016`, warning: a cell of CardKit's generic layout (extra properties, parameters, name
  /// parts, version) does not follow the layout's syntax; it is kept as an X- property.
  public static let csvInvalidCell = DiagnosticCode("S016", .warning, "cell of the generic layout is malformed; kept as an X- property")
  // Writing.
  /// `S017`, warning (writing): values without a free column in the layout (more phones than
  /// Outlook has columns, say); they are written into the Notes column.
  public static let csvOverflowToNotes = DiagnosticCode("S017", .warning, "value does not fit the layout's columns; written into Notes")
  /// `S018`, info (writing): a cell that a spreadsheet would run as a formula; an apostrophe is
  /// put before it (see ``CSVWriteOptions``).
  public static let csvFormulaNeutralised = DiagnosticCode("S018", .info, "cell would run as a spreadsheet formula; a leading apostrophe was added")
  /// `S019`, warning (writing): characters the chosen output encoding (such as Windows-1252)
  /// cannot represent; each is written as `?`.
  public static let csvUnencodable = DiagnosticCode("S019", .warning, "character not representable in the output encoding; written as '?'")
  /// `S020`, warning (writing): a value the layout can hold only approximately; the closest form is
  /// written (repeats are summarised once per file).
  public static let csvInexact = DiagnosticCode("S020", .warning, "value cannot be written exactly in this layout; written as close as possible")
  /// `S021`, warning (writing): properties with no column in the layout are not written; the
  /// generic CSV layout and the vCard formats keep them.
  public static let csvNotWritten = DiagnosticCode("S021", .warning, "property has no column in this layout and was not written")
  /// `S022`, warning: a layout was asked for (`--csv-profile`), but the header row is another
  /// known layout's, of another family; the file is read as asked, its columns mapped by the
  /// names the asked layout knows (the message names both).
  public static let csvLayoutMismatch = DiagnosticCode("S022", .warning, "header is another layout's than the one asked for; read as asked")

  static let csvCodes: [DiagnosticCode] = [
    csvWindows1252, csvFieldNotUTF8, csvInvalidUTF16, csvUnbalancedQuote, csvTextAfterQuote,
    csvStrayQuote, csvFieldTooLong, csvRaggedRow, csvEmptyInput, csvUnknownLayout,
    csvColumnKeptRaw, csvDuplicateColumn, csvNoHeader, csvInvalidDate, csvSystemGroup,
    csvInvalidCell, csvOverflowToNotes, csvFormulaNeutralised, csvUnencodable, csvInexact,
    csvNotWritten, csvLayoutMismatch,
  ]
}

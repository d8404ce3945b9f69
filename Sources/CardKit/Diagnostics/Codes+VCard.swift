// Codes of the vCard and jCard readers (family V).
extension DiagnosticCode {
  /// `V001`, error: an input cannot be opened or read (missing file, permission, I/O error).
  public static let unreadableInput = DiagnosticCode("V001", .error, "input cannot be read")
  /// `V002`, info: the input is UTF-16 (little- or big-endian) and was transcoded to UTF-8 before
  /// reading; reported once per file.
  public static let transcodedInput = DiagnosticCode("V002", .info, "input was not UTF-8 and was transcoded")
  /// `V003`, warning: a value or parameter value is not valid UTF-8 and no CHARSET says what it
  /// is; its bytes are read as Windows-1252, so no byte is lost.
  public static let invalidUTF8 = DiagnosticCode("V003", .warning, "invalid UTF-8; the bytes were replaced by U+FFFD")
  /// `V004`, error: text outside any `BEGIN:VCARD` … `END:VCARD` block. Stray text is skipped (the
  /// message quotes it); properties without a `BEGIN:VCARD` before them are read as a card.
  public static let missingBegin = DiagnosticCode("V004", .error, "content outside BEGIN:VCARD … END:VCARD")
  /// `V005`, error: a card is still open at the end of the input; it ends where the file ends and
  /// its properties are kept.
  public static let missingEnd = DiagnosticCode("V005", .error, "card without END:VCARD")
  /// `V006`, warning: an `END:VCARD` line with no open card; it is ignored.
  public static let endWithoutBegin = DiagnosticCode("V006", .warning, "END:VCARD without BEGIN:VCARD")
  /// `V007`, error: a line inside a card that has no property name; its text is kept in an
  /// `X-CARDKIT-UNPARSED` property so that it is written back.
  public static let unparsableLine = DiagnosticCode("V007", .error, "line is not a content line; kept as X-CARDKIT-UNPARSED")
  /// `V008`, warning: a property name with characters RFC 6350 §3.3 does not allow; the property is
  /// still read (the writer cleans the name into an `X-CARDKIT-` name).
  public static let invalidPropertyName = DiagnosticCode("V008", .warning, "property name has characters outside A-Z, 0-9 and '-'")
  /// `V009`, error: the group before the dot (`item1.TEL`) is empty or not a valid name.
  public static let invalidGroupName = DiagnosticCode("V009", .error, "property group is empty or has invalid characters")
  /// `V010`, warning: an empty parameter (`;;`), a value without a name (`;=x`), or a named
  /// parameter with no value.
  public static let invalidParameter = DiagnosticCode("V010", .warning, "parameter without name or value")
  /// `V011`, warning: a `CHARSET` the reader does not know; the value is decoded as UTF-8.
  public static let unknownCharset = DiagnosticCode("V011", .warning, "unknown CHARSET; value decoded as UTF-8")
  /// `V012`, warning: a value's bytes are invalid in the `CHARSET` it declares (or in UTF-8);
  /// each invalid sequence is replaced by U+FFFD.
  public static let invalidCharsetBytes = DiagnosticCode("V012", .warning, "bytes invalid in the declared CHARSET")
  /// `V013`, warning: a quoted-printable value has an `=` escape that is not two hex digits; the
  /// characters are kept as written.
  public static let invalidQuotedPrintable = DiagnosticCode("V013", .warning, "malformed quoted-printable escape kept literally")
  /// `V014`, warning: a value declared base64 (`ENCODING=b` or `BASE64`) does not decode; its text
  /// is kept. When the only fault is one character too many at the end (six bits, no whole
  /// byte: the data was cut short or a character added), it is decoded without it, as ez-vcard
  /// does, and the message says so.
  public static let invalidBase64 = DiagnosticCode("V014", .warning, "malformed base64")
  /// `V015`, warning: a card has no `VERSION`; it is read as the version its syntax suggests (the
  /// message names it).
  public static let missingVersion = DiagnosticCode("V015", .warning, "card without VERSION; read as the version its syntax suggests")
  /// `V016`, warning: a `VERSION` other than 2.1, 3.0 or 4.0; the card is read as the version the
  /// message names.
  public static let unknownVersion = DiagnosticCode("V016", .warning, "unknown VERSION value")
  /// `V017`, warning: a line starting with a space or tab (a fold) with no line before it to
  /// continue; it is read as a line of its own.
  public static let orphanContinuation = DiagnosticCode("V017", .warning, "folded continuation line with nothing to continue")
  /// `V018`, warning: `BEGIN:VCARD` and `END:VCARD` carry different groups (`a.BEGIN` … `b.END`).
  public static let mismatchedGroup = DiagnosticCode("V018", .warning, "BEGIN and END carry different groups")
  /// `V019`, error: vCard 2.1 `AGENT` cards nested deeper than ``ReadLimits/maxAgentDepth``; the
  /// inner card is kept as text.
  public static let nestingTooDeep = DiagnosticCode("V019", .error, "nested AGENT cards deeper than the limit; inner card kept as text")
  /// `V020`, error: a logical (unfolded) line longer than ``ReadLimits/maxLineLength`` bytes; the
  /// line is skipped.
  public static let lineTooLong = DiagnosticCode("V020", .error, "logical line longer than the limit; skipped")
  /// `V021`, error: a card larger than ``ReadLimits/maxCardSize`` bytes; the card is skipped and
  /// the cards after it are read. Declared for the readers; not reported by them yet.
  public static let cardTooLarge = DiagnosticCode("V021", .error, "card larger than the limit; skipped")
  /// `V022`, error: a card with more than ``ReadLimits/maxPropertiesPerCard`` properties; the
  /// properties past the limit are skipped.
  public static let tooManyProperties = DiagnosticCode("V022", .error, "card has more properties than the limit; the rest skipped")
  /// `V023`, warning: an inline PHOTO, LOGO, SOUND or KEY whose decoded size is over
  /// ``ReadLimits/maxBinarySize`` bytes; the value is skipped.
  public static let photoTooLarge = DiagnosticCode("V023", .warning, "inline binary value larger than the limit; skipped")
  /// `V024`, warning: a value does not parse as its property's type (a `BDAY` that is not a
  /// date); it is kept as text.
  public static let invalidValue = DiagnosticCode("V024", .warning, "value does not fit the property's type; kept as text")
  /// `V025`, warning: a value holds NUL or other control characters; the value is kept as read.
  public static let controlCharacters = DiagnosticCode("V025", .warning, "value contains NUL or control characters")
  /// `V026`, warning: no card was found in the input (reported once per file, for every format).
  public static let emptyInput = DiagnosticCode("V026", .warning, "input holds no card")
  /// `V027`, error: jCard input that is not well-formed JSON (including an unclosed array or text
  /// after it); reported at the line and column where parsing stopped.
  public static let jsonSyntax = DiagnosticCode("V027", .error, "jCard input is not valid JSON")
  /// `V028`, error: JSON that is well-formed but not shaped as a jCard (`["vcard", [properties]]`)
  /// or a property (`[name, {parameters}, type, value…]`). A warning for an empty third element
  /// (`["vcard", [properties], []]`, jCal's list of sub-components, which ical.js writes).
  public static let jcardStructure = DiagnosticCode("V028", .error, "JSON value is not a jCard property or card")
  /// `V029`, error: `BEGIN:VCARD` inside an open card that is not an `AGENT` value: the card
  /// before it has no `END:VCARD`. The new card is read.
  public static let nestedBegin = DiagnosticCode("V029", .error, "BEGIN:VCARD inside a card that is not an AGENT value")
  /// `V030`, info: in a vCard 3.0 or 4.0 text value, a backslash followed by a character that
  /// is not an escape (`\n`, `\,`, `\;`, `\\`; and `\:` and `\"`, which exporters write: ez-vcard's
  /// samples of Mac Address Book and Gmail files have `\"`) or by nothing; both characters are
  /// kept. Reported once per property, at the first such backslash (a Windows path written
  /// unescaped, `DOMAIN\user`). vCard 2.1 has no such escapes, and unknown `X-` properties
  /// are kept as written, so neither is checked.
  public static let invalidEscape = DiagnosticCode("V030", .info, "unknown backslash escape kept literally")
  /// `V031`, warning: `VERSION` repeated, or placed after other properties; the first one counts
  /// and the others are left out (the message quotes each), since a card has one version.
  public static let unsupportedVersionValue = DiagnosticCode("V031", .warning, "VERSION appears more than once or after other properties")
  /// `V032`, error: a `BEGIN` line whose value is not `VCARD` (`BEGIN:VCARDX`); between cards it
  /// is read as a card, inside a card it is kept as a raw property.
  public static let invalidBegin = DiagnosticCode("V032", .error, "BEGIN with a value other than VCARD")

  /// `V033`, warning: a whole component other than a vCard (`BEGIN:VCALENDAR` … `END:VCALENDAR`)
  /// in the input; it is skipped and the cards around it are read.
  public static let foreignComponent = DiagnosticCode("V033", .warning, "a component other than VCARD (BEGIN:VCALENDAR, …) was skipped")
  /// `V034`, warning: a line with a property name and no `:`; it is read as the property with an
  /// empty value.
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

/// How to write a CSV file.
public struct CSVWriteOptions: Sendable, Hashable {
  /// When fields are put between quotes.
  public enum Quoting: Sendable, Hashable {
    /// Only fields holding the delimiter, a quote, CR or LF, or starting or ending with a space.
    case minimal
    /// Every field (as Outlook for Windows writes).
    case all
  }

  /// The line break after each record.
  public enum LineEnding: Sendable, Hashable {
    /// CR LF (RFC 4180, Excel, Outlook).
    case crlf
    /// LF alone (Unix tools).
    case lf
  }

  /// The output encoding. Default UTF-8, which spreadsheets read correctly only with a byte
  /// order mark.
  public var encoding: CSVEncoding
  /// Whether a byte order mark starts the file (UTF-8 and UTF-16 only). Default true: Excel
  /// needs it to read UTF-8.
  public var byteOrderMark: Bool
  /// The field delimiter. Default `,`.
  public var delimiter: CSVDelimiter
  /// Quoting; nil uses the layout's usual style (all fields for Outlook, minimal otherwise).
  public var quoting: Quoting?
  /// The record separator. Default CR LF.
  public var lineEnding: LineEnding
  /// When false (the default), a cell a spreadsheet would run as a formula gets a leading
  /// apostrophe (see `CSVFormula`); phone numbers such as `+1 408 555 0100` are left alone.
  public var allowFormulas: Bool
  /// The name used in diagnostics.
  public var fileName: String

  /// Options; the defaults suit spreadsheets (UTF-8 with BOM, `,`, CR LF, formulas neutralised).
  public init(
    encoding: CSVEncoding = .utf8, byteOrderMark: Bool = true, delimiter: CSVDelimiter = .comma,
    quoting: Quoting? = nil, lineEnding: LineEnding = .crlf, allowFormulas: Bool = false, fileName: String = "<output>"
  ) {
    self.encoding = encoding
    self.byteOrderMark = byteOrderMark
    self.delimiter = delimiter
    self.quoting = quoting
    self.lineEnding = lineEnding
    self.allowFormulas = allowFormulas
    self.fileName = fileName
  }
}

/// The bytes of a CSV file and the findings made while writing it.
public struct CSVWriteResult: Sendable {
  /// The file's bytes, byte order mark included.
  public var bytes: [UInt8]
  /// What could not be written exactly, or was written elsewhere (Notes), and neutralised cells.
  public var diagnostics: [Diagnostic]
}

/// How to read a CSV file. Every choice left nil is detected from the file.
public struct CSVReadOptions: Sendable, Hashable {
  /// Whether the first row is a header.
  public enum HeaderRow: Sendable, Hashable {
    /// A header, unless the first row holds an email address or a phone number.
    case automatic
    /// The first row is a header.
    case present
    /// Every row is data; columns are guessed from the first row's content.
    case absent
  }

  /// The layout; nil detects it from the header row.
  public var layout: CSVLayout?
  /// The encoding; nil detects it (byte order mark, UTF-16 zero bytes, UTF-8 validity,
  /// otherwise Windows-1252).
  public var encoding: CSVEncoding?
  /// The delimiter; nil picks the most frequent of `,` `;` tab in the first record.
  public var delimiter: CSVDelimiter?
  /// Whether the first row is a header.
  public var headerRow: HeaderRow
  /// A quoted field longer than this is taken to start with a stray quote (bounds memory).
  public var maximumFieldBytes: Int
  /// Bytes read from the input at a time. The default, 128 KiB, holds about as many records
  /// as a conversion batch: a chunk is tokenized on the calling thread while the workers
  /// convert the batch before it, and a larger one left them waiting (1 MiB chunks made CSV
  /// to vCard 4.0 about 8% slower on two cores).
  public var chunkSize: Int

  /// Options; the defaults detect everything.
  public init(
    layout: CSVLayout? = nil, encoding: CSVEncoding? = nil, delimiter: CSVDelimiter? = nil,
    headerRow: HeaderRow = .automatic, maximumFieldBytes: Int = 8 << 20, chunkSize: Int = 1 << 17
  ) {
    self.layout = layout
    self.encoding = encoding
    self.delimiter = delimiter
    self.headerRow = headerRow
    self.maximumFieldBytes = maximumFieldBytes
    self.chunkSize = chunkSize
  }
}

/// Everything read from one CSV input.
public struct CSVReadResult: Sendable {
  /// The cards, one per non-empty record, in input order.
  public var cards: [Card]
  /// The findings, in input order.
  public var diagnostics: [Diagnostic]
  /// The layout used (detected or given); nil when the input had no header row.
  public var layout: CSVLayout?
  /// The encoding used (detected or given).
  public var encoding: CSVEncoding?
  /// The delimiter used (sniffed or given).
  public var delimiter: CSVDelimiter?
  /// The header row's names (empty when the input was read as having no header).
  public var header: [String] = []
}

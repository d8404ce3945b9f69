/// Reads contacts CSV into cards, one chunk at a time.
///
/// ```swift
/// let reader = CSVReader(file: try InputFile(path: "contacts.csv"))
/// while let card = try reader.next() { … }
/// let findings = reader.drainDiagnostics()
/// ```
/// Nothing in a cell is dropped: a column the model has no field for is kept on the card as an
/// `X-` property named after the column (reported once per column). Each card's `position`
/// is the line of its record; cards and findings are numbered from 0 in the order read.
public final class CSVReader {
  private let records: CSVRecordReader
  private var mapper: CSVRowMapper?
  private var pending: [Card] = []
  private var head = 0
  private var cardCount = 0
  private var sawHeader = false
  private var diagnostics: [Diagnostic] = []

  /// The layout, known once the header row has been read.
  public private(set) var layout: CSVLayout?
  /// The header row's names (empty for a file read as having no header).
  public private(set) var header: [String] = []
  /// The encoding, known after the first chunk.
  public var encoding: CSVEncoding? { records.encoding }
  /// The delimiter, known after the first chunk.
  public var delimiter: CSVDelimiter? { records.delimiter }
  /// The name used in diagnostics.
  public var fileName: String { records.fileName }
  /// Most non-empty fields read from one data record (``ReadLimits/maxPropertiesPerCard``):
  /// those past it are skipped and reported (V022).
  public var maxFieldsPerRecord = Int.max

  /// Reads a file (or standard input, `-`).
  public init(file: InputFile, options: CSVReadOptions = CSVReadOptions()) {
    records = CSVRecordReader(file: file, options: options)
  }

  /// Reads bytes already in memory.
  public init(bytes: [UInt8], fileName: String, options: CSVReadOptions = CSVReadOptions()) {
    records = CSVRecordReader(bytes: bytes, fileName: fileName, options: options)
  }

  /// Reads a file of which the first bytes were already read (format detection).
  public init(file: InputFile, alreadyRead prefix: [UInt8], options: CSVReadOptions = CSVReadOptions()) {
    records = CSVRecordReader(file: file, alreadyRead: prefix, options: options)
  }

  /// The next card, or nil at the end. Throws only when the input cannot be read.
  public func next() throws(InputError) -> Card? {
    while head == pending.count {
      if records.isAtEnd { return nil }
      pending.removeAll(keepingCapacity: true)
      head = 0
      try records.pump { record in self.take(record) }
      collectDiagnostics()
      if records.isAtEnd && !sawHeader {
        diagnostics.append(Diagnostic(.csvEmptyInput, "input holds no header row and no record", at: SourceLocation(file: fileName)))
      }
    }
    var card = Card()
    swap(&card, &pending[head])  // moves the card out: no copy of its arrays
    head += 1
    return card
  }

  /// Findings gathered since the last call, in input order.
  public func drainDiagnostics() -> [Diagnostic] {
    collectDiagnostics()
    defer { diagnostics.removeAll() }
    return diagnostics
  }

  /// Reads every card of an input in memory.
  public static func read(bytes: [UInt8], fileName: String, options: CSVReadOptions = CSVReadOptions()) -> CSVReadResult {
    let reader = CSVReader(bytes: bytes, fileName: fileName, options: options)
    var cards = [Card]()
    do {
      while let card = try reader.next() { cards.append(card) }
    } catch {
      reader.diagnostics.append(Diagnostic(.unreadableInput, error.description, at: SourceLocation(file: fileName)))
    }
    return CSVReadResult(
      cards: cards, diagnostics: reader.drainDiagnostics(), layout: reader.layout, encoding: reader.encoding,
      delimiter: reader.delimiter, header: reader.header)
  }

  /// Reads every card of a file.
  public static func read(file: InputFile, options: CSVReadOptions = CSVReadOptions()) throws(InputError) -> CSVReadResult {
    let reader = CSVReader(file: file, options: options)
    var cards = [Card]()
    while let card = try reader.next() { cards.append(card) }
    return CSVReadResult(
      cards: cards, diagnostics: reader.drainDiagnostics(), layout: reader.layout, encoding: reader.encoding,
      delimiter: reader.delimiter, header: reader.header)
  }

  private func collectDiagnostics() {
    var batch = records.drainDiagnostics()
    if var m = mapper {
      mapper = nil
      batch += m.drainDiagnostics()
      mapper = m
    }
    guard !batch.isEmpty else { return }
    diagnostics += batch.enumerated().sorted {
      ($0.element.location.line, $0.element.location.column, $0.offset) < ($1.element.location.line, $1.element.location.column, $1.offset)
    }.map(\.element)
  }

  private func take(_ record: CSVRecord) {
    if mapper != nil, record.count > maxFieldsPerRecord, let limited = limitFields(record) {
      limited.withUnsafeBufferPointer { fields in
        take(CSVRecord(bytes: record.bytes, fields: fields, index: record.index, line: record.line))
      }
      return
    }
    if mapper != nil {
      if let card = mapper!.card(from: record, cardIndex: cardCount) {  // mutated in place
        pending.append(card)
        cardCount += 1
      }
      return
    }
    if record.isEmpty { return }  // blank lines before the header
    sawHeader = true
    let encoding = records.encoding ?? .utf8
    var decoder = CSVCellDecoder(encoding: encoding, fileName: fileName)
    var names = [String]()
    var positions = [(Int, Int)]()
    for i in 0..<record.count {
      let span = record.fields[i]
      var name = decoder.string(record[i], line: span.line, column: span.column, record: 0)
      if i == 0 && name.hasPrefix("\u{FEFF}") { name.removeFirst() }
      names.append(name.csvTrimmed)
      positions.append((span.line, span.column))
    }
    let options = records.options
    let headerless = options.headerRow == .absent || (options.headerRow == .automatic && CSVContentGuess.isDataRow(names))
    let map = headerless
      ? CSVHeaderMap(headerlessSample: names, fileName: fileName, line: record.line)
      : CSVHeaderMap(names: names, positions: positions, override: options.layout, fileName: fileName)
    diagnostics += map.diagnostics
    layout = map.layout
    header = headerless ? [] : names
    var m = CSVRowMapper(header: map, decoder: decoder, fileName: fileName)
    if headerless, let card = m.card(from: record, cardIndex: cardCount) {
      pending.append(card)
      cardCount += 1
    }
    mapper = m
  }

  /// The record's fields with those past the limit emptied (reported), or nil within the limit.
  private func limitFields(_ record: CSVRecord) -> [CSVFieldSpan]? {
    var spans = Array(record.fields)
    var kept = 0
    var first: CSVFieldSpan?
    for i in spans.indices where spans[i].count > 0 {
      kept += 1
      if kept > maxFieldsPerRecord {
        if first == nil { first = spans[i] }
        spans[i].end = spans[i].start
      }
    }
    guard let first else { return nil }
    diagnostics.append(
      Diagnostic(
        .tooManyProperties, "record has \(kept) non-empty fields, more than the limit of \(maxFieldsPerRecord); the rest skipped",
        at: SourceLocation(file: fileName, line: first.line, column: first.column, cardIndex: cardCount)))
    return spans
  }
}

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
  /// Set from the header row; copies of it map the data records.
  private var mapper: CSVRowMapper?
  /// The data records of the last chunk read, copied out of the tokenizer's buffers.
  private var batch = CSVRecordBatch()
  /// For ``next()``: cards mapped and numbered, not yet handed out.
  private var pending: [ParsedCard] = []
  private var head = 0
  private var cardCount = 0
  private var sawHeader = false
  /// The keys of the once-per-file findings already reported.
  private var reportedOnce = Set<Int>()
  private var diagnostics: [Diagnostic] = []
  /// A read error met by ``readAhead(_:)``, thrown by ``nextCards(maxRecords:threads:)`` once
  /// the records read before it are mapped.
  private var readError: InputError?

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
    if head == pending.count {
      pending = try nextCards(maxRecords: 256, threads: 1) ?? []
      head = 0
      // The cards' findings join the file's, for `drainDiagnostics`.
      for i in pending.indices {
        diagnostics += pending[i].diagnostics
        pending[i].diagnostics = []
      }
      if pending.isEmpty { return nil }
    }
    var card = Card()
    swap(&card, &pending[head].card)  // moves the card out: no copy of its arrays
    head += 1
    return card
  }

  /// The cards of the next data records (at most `maxRecords` of them), mapped on up to
  /// `threads` threads and numbered, each with its findings; nil at the end. Findings about
  /// the file as a whole, and about records that hold no card, go to ``drainDiagnostics()``.
  func nextCards(maxRecords: Int, threads: Int) throws(InputError) -> [ParsedCard]? {
    while true {
      if batch.unmapped == 0 {
        // A read-ahead's error comes once the records read before it are handed out, as
        // when the reading happens here.
        if let error = readError {
          readError = nil
          throw error
        }
        if records.isAtEnd { return nil }
        try pump()
        continue
      }
      guard let mapper else { preconditionFailure("data records are kept only once the header is known") }
      let cards = number(batch.mapNext(maxRecords, with: mapper, threads: threads))
      if !cards.isEmpty { return cards }
    }
  }

  /// Reads chunks until at least `minimum` data records wait to be mapped (or the input ends),
  /// so that the next ``nextCards(maxRecords:threads:)`` need not: a caller runs it while its
  /// workers are busy with the last cards. A read error is thrown by the next `nextCards`.
  func readAhead(_ minimum: Int) {
    guard readError == nil else { return }
    do {
      while batch.unmapped < minimum && !records.isAtEnd { try pump() }
    } catch {
      readError = error
    }
  }

  /// Reads the next chunk: its data records join those not mapped yet.
  private func pump() throws(InputError) {
    batch.dropMapped()
    try records.pump { record in self.take(record) }
    diagnostics += records.drainDiagnostics()
    if records.isAtEnd && !sawHeader {
      diagnostics.append(Diagnostic(.csvEmptyInput, "input holds no header row and no record", at: SourceLocation(file: fileName)))
    }
  }

  /// Findings gathered since the last call, in line order (those about the whole file, which
  /// have no line, first).
  public func drainDiagnostics() -> [Diagnostic] {
    defer { diagnostics.removeAll() }
    return Diagnostic.inLineOrder(diagnostics)
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

  /// Numbers the cards of mapped rows in input order, giving each finding its card and
  /// keeping the first of each once-per-file finding. The findings of rows that hold no card
  /// go to the file's.
  private func number(_ rows: [CSVMappedRow]) -> [ParsedCard] {
    var cards: [ParsedCard] = []
    cards.reserveCapacity(rows.count)
    for row in rows {
      var found = row.diagnostics
      for finding in row.once where reportedOnce.insert(finding.key).inserted { found.append(finding.diagnostic) }
      guard let card = row.card else {
        diagnostics += Diagnostic.inLineOrder(found)
        continue
      }
      for i in found.indices { found[i].location.cardIndex = cardCount }
      cards.append(ParsedCard(index: cardCount, card: card, diagnostics: Diagnostic.inLineOrder(found)))
      cardCount += 1
    }
    return cards
  }

  private func take(_ record: CSVRecord) {
    if mapper != nil {
      if !record.isEmpty { batch.append(record) }
      return
    }
    if record.isEmpty { return }  // blank lines before the header
    // Excel's `sep=;` line says which delimiter the file uses; the header comes after it.
    if records.startsWithSeparatorLine && record.line == 1 { return }
    sawHeader = true
    let encoding = records.encoding ?? .utf8
    var decoder = CSVCellDecoder(encoding: encoding, fileName: fileName)
    var names = [String]()
    var positions = [(Int, Int)]()
    for i in 0..<record.count {
      let span = record.fields[i]
      var name = decoder.string(record[i], line: span.line, column: span.column)
      if i == 0 && name.hasPrefix("\u{FEFF}") { name.removeFirst() }
      names.append(name.csvTrimmed)
      positions.append((span.line, span.column))
    }
    let options = records.options
    let headerless = options.headerRow == .absent || (options.headerRow == .automatic && CSVContentGuess.isDataRow(names))
    let map = headerless
      ? CSVHeaderMap(headerlessSample: names, fileName: fileName, line: record.line)
      : CSVHeaderMap(names: names, positions: positions, override: options.layout, fileName: fileName)
    diagnostics += map.diagnostics + decoder.drainDiagnostics()
    layout = map.layout
    header = headerless ? [] : names
    mapper = CSVRowMapper(header: map, decoder: decoder, fileName: fileName, maxFields: maxFieldsPerRecord)
    if headerless { batch.append(record) }
  }
}

/// Data records copied out of the tokenizer's buffers, so that they can be mapped on other
/// threads while the next chunk is read.
struct CSVRecordBatch {
  private var bytes: [UInt8] = []
  private var fields: [CSVFieldSpan] = []
  private var records: [Entry] = []
  /// Records before this one have been mapped.
  private var cursor = 0

  private struct Entry {
    var bytes: Range<Int>
    var fields: Range<Int>
    var index: Int
    var line: Int
  }

  /// The number of records not mapped yet.
  var unmapped: Int { records.count - cursor }

  /// Forgets the records already mapped, keeping the others.
  mutating func dropMapped() {
    guard cursor < records.count else {
      bytes.removeAll(keepingCapacity: true)
      fields.removeAll(keepingCapacity: true)
      records.removeAll(keepingCapacity: true)
      cursor = 0
      return
    }
    let first = records[cursor]
    let b = first.bytes.lowerBound
    let f = first.fields.lowerBound
    bytes.removeSubrange(0..<b)
    fields.removeSubrange(0..<f)
    records.removeSubrange(0..<cursor)
    for i in records.indices {
      records[i].bytes = (records[i].bytes.lowerBound - b)..<(records[i].bytes.upperBound - b)
      records[i].fields = (records[i].fields.lowerBound - f)..<(records[i].fields.upperBound - f)
    }
    cursor = 0
  }

  /// Copies a record (its field spans stay relative to its own bytes).
  mutating func append(_ record: CSVRecord) {
    let b = bytes.count
    let f = fields.count
    bytes.append(contentsOf: record.bytes)
    fields.append(contentsOf: record.fields)
    records.append(Entry(bytes: b..<bytes.count, fields: f..<fields.count, index: record.index, line: record.line))
  }

  /// Maps the next `limit` records (or those left) with copies of `mapper`, each copy taking a
  /// run of consecutive records.
  mutating func mapNext(_ limit: Int, with mapper: CSVRowMapper, threads: Int) -> [CSVMappedRow] {
    let start = cursor
    let count = min(limit, unmapped)
    cursor += count
    // Runs of about 16 records: small enough that the threads finish together.
    let runs = threads > 1 ? max(1, count / 16) : 1
    let bounds = (0..<runs).map { (start + $0 * count / runs)..<(start + ($0 + 1) * count / runs) }
    let batch = self
    return parallelMap(bounds, threads: threads) { run in batch.map(run, with: mapper) }.flatMap { $0 }
  }

  private func map(_ run: Range<Int>, with mapper: CSVRowMapper) -> [CSVMappedRow] {
    var mapper = mapper
    var rows: [CSVMappedRow] = []
    rows.reserveCapacity(run.count)
    bytes.withUnsafeBufferPointer { b in
      fields.withUnsafeBufferPointer { f in
        for i in run {
          let e = records[i]
          let record = CSVRecord(
            bytes: UnsafeBufferPointer(rebasing: b[e.bytes]), fields: UnsafeBufferPointer(rebasing: f[e.fields]), index: e.index, line: e.line)
          rows.append(mapper.map(record))
        }
      }
    }
    return rows
  }
}

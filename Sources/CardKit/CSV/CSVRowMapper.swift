/// What mapping one record gave: its card (nil when the record holds nothing) and the
/// findings about it. The mapper does not number cards: ``CSVReader`` numbers them in input
/// order and gives the findings their card index then.
struct CSVMappedRow {
  var card: Card?
  var diagnostics: [Diagnostic]
  /// Findings to report once per file (a column kept raw, Google's system group), keyed:
  /// the reader keeps the first of each key in input order.
  var once: [OnceFinding]

  struct OnceFinding {
    var key: Int
    var diagnostic: Diagnostic
  }
}

/// Maps the records of one file onto cards, following the file's ``CSVHeaderMap``.
///
/// A mapper has no state that outlives a record except what it has reported once, so copies of
/// one mapper can map consecutive runs of records on several threads; each copy reports a
/// once-per-file finding at the first record of its run that has it (see ``CSVMappedRow/once``).
struct CSVRowMapper {
  let header: CSVHeaderMap
  let fileName: String
  /// Most non-empty fields read from a record; those past it are skipped and reported (V022).
  let maxFields: Int
  var decoder: CSVCellDecoder
  private var diagnostics: [Diagnostic] = []
  private var once: [CSVMappedRow.OnceFinding] = []
  /// The keys of the once-per-file findings this mapper has made.
  private var reportedOnce = Set<Int>()
  private let trailingEmptyColumns: Int
  /// Per column, copied out of the header once: its role, whether it is a block column, and its "empty" value.
  private let roles: [CSVColumnRole]
  private let isBlock: [Bool]
  private let emptyValues: [String?]
  /// The block cells of the record being mapped, by column (reused from record to record).
  private var blockCells: [String?]
  private var blockPositions: [SourcePosition]
  private var touched: [Int] = []

  /// The key of Google's system group among the once-per-file findings (columns are 0 and up).
  private static let systemGroupKey = -1

  init(header: CSVHeaderMap, decoder: CSVCellDecoder, fileName: String, maxFields: Int = .max) {
    self.header = header
    self.decoder = decoder
    self.fileName = fileName
    self.maxFields = maxFields
    trailingEmptyColumns = header.columns.reversed().prefix { $0.name.csvTrimmed.isEmpty }.count
    roles = header.columns.map(\.role)
    isBlock = header.columns.map { if case .block = $0.role { true } else { false } }
    emptyValues = header.columns.map(\.emptyValue)
    blockCells = Array(repeating: nil, count: header.columns.count)
    blockPositions = Array(repeating: .unknown, count: header.columns.count)
  }

  /// Maps one data record.
  mutating func map(_ record: CSVRecord) -> CSVMappedRow {
    let card: Card?
    if record.count > maxFields, let limited = limitFields(record) {
      card = limited.withUnsafeBufferPointer { fields in
        self.card(from: CSVRecord(bytes: record.bytes, fields: fields, index: record.index, line: record.line))
      }
    } else {
      card = self.card(from: record)
    }
    let row = CSVMappedRow(card: card, diagnostics: diagnostics + decoder.drainDiagnostics(), once: once)
    diagnostics.removeAll(keepingCapacity: true)
    once.removeAll(keepingCapacity: true)
    return row
  }

  /// The card of one data record; nil for an empty record.
  private mutating func card(from record: CSVRecord) -> Card? {
    if record.isEmpty { return nil }
    checkShape(record)
    var assembly = CSVCardAssembly(layout: header.layout, fileName: fileName)
    assembly.card.position = SourcePosition(line: record.line, column: 1)
    let generic = header.layout == .generic
    var sawContent = false
    for i in 0..<record.count {
      let span = record.fields[i]
      if span.count == 0 { continue }
      let inHeader = i < roles.count
      let block = inHeader && isBlock[i]
      var bytes = record[i]
      if !generic && (block || !inHeader || roles[i] != .field(.note)) {
        bytes = ASCII.trimmingSpacesAndTabs(bytes)  // other layouts: surrounding spaces are no content
        if bytes.isEmpty { continue }
      }
      var text = decoder.string(bytes, line: span.line, column: span.column)
      if bytes.first == 0x27 { text = CSVFormula.restore(text) }  // only a leading apostrophe can be ours
      if !generic {
        if text.isEmpty { continue }
        if inHeader, let empty = emptyValues[i], text.lowercased() == empty { continue }
      }
      let position = SourcePosition(line: span.line, column: span.column)
      sawContent = true
      if block {
        blockCells[i] = text
        blockPositions[i] = position
        touched.append(i)
        continue
      }
      let role = inHeader ? roles[i] : .unmapped
      if role == .unmapped {
        let name = inHeader ? header.columns[i].extensionName : .extended("X-CSV-COLUMN-\(i + 1)")
        reportKeptColumn(i, name: name, span: span)
        assembly.card.extras.append(RawProperty(name: name, value: TextEscaping.escape(text), position: position))
        continue
      }
      assembly.apply(role, text, at: position)
    }
    // A row whose every cell is empty once spaces and a layout's placeholders (Outlook's
    // `0/0/00`, `Normal`) are set aside holds nothing: it is a blank line, not an empty card.
    if !sawContent { return nil }
    if !touched.isEmpty {
      for slot in header.blockSlots {
        var cells = CSVCardAssembly.BlockCells()
        var position: SourcePosition?
        cells.entries.reserveCapacity(slot.parts.count)
        for part in slot.parts {
          guard let text = blockCells[part.column] else { continue }
          cells.entries.append(CSVCardAssembly.BlockEntry(part: part.part, text: text))
          if position == nil { position = blockPositions[part.column] }
        }
        if let position { assembly.blocks.append(CSVCardAssembly.Block(key: slot.key, cells: cells, position: position)) }
      }
      for i in touched { blockCells[i] = nil }
      touched.removeAll(keepingCapacity: true)
    }
    let card = assembly.finish()
    if assembly.sawSystemGroup && isFirst(Self.systemGroupKey) {
      once.append(
        CSVMappedRow.OnceFinding(
          key: Self.systemGroupKey,
          diagnostic: Diagnostic(.csvSystemGroup, "Google's `* myContacts` group (every contact's implicit group) is not kept as a category; the Google writer adds it back",
            at: SourceLocation(file: fileName, line: record.line, column: 0))))
    }
    diagnostics += assembly.diagnostics.map { d in
      var d = d
      d.cardName = card.displayName
      return d
    }
    return card
  }

  /// Reports a record whose field count differs from the header's, unless only empty trailing
  /// fields or unnamed trailing columns make the difference.
  private mutating func checkShape(_ record: CSVRecord) {
    let expected = header.columns.count
    if record.count == expected || header.headerless { return }
    if record.count > expected {
      var extraEmpty = true
      for i in expected..<record.count where record.fields[i].count > 0 { extraEmpty = false }
      if extraEmpty { return }
    } else if expected - record.count <= trailingEmptyColumns {
      return
    }
    diagnostics.append(
      Diagnostic(.csvRaggedRow, "record has \(record.count) fields, the header \(expected); \(record.count > expected ? "extra fields kept as X-CSV-COLUMN-n properties" : "missing fields read as empty")",
        at: SourceLocation(file: fileName, line: record.line, column: 1)))
  }

  private mutating func reportKeptColumn(_ i: Int, name: PropertyName, span: CSVFieldSpan) {
    guard isFirst(i) else { return }
    let column = i < header.columns.count ? "column '\(header.columns[i].name)'" : "field \(i + 1) beyond the header"
    once.append(
      CSVMappedRow.OnceFinding(
        key: i,
        diagnostic: Diagnostic(.csvColumnKeptRaw, "\(column) has no field in the model; its values are kept as \(name.text)",
          at: SourceLocation(file: fileName, line: span.line, column: span.column))))
  }

  /// Whether this mapper meets a once-per-file finding's key for the first time.
  private mutating func isFirst(_ key: Int) -> Bool {
    reportedOnce.insert(key).inserted
  }
}

extension CSVRowMapper {
  /// The record's fields with those past the limit emptied (reported), or nil within the limit.
  private mutating func limitFields(_ record: CSVRecord) -> [CSVFieldSpan]? {
    var spans = Array(record.fields)
    var kept = 0
    var first: CSVFieldSpan?
    for i in spans.indices where spans[i].count > 0 {
      kept += 1
      if kept > maxFields {
        if first == nil { first = spans[i] }
        spans[i].end = spans[i].start
      }
    }
    guard let first else { return nil }
    diagnostics.append(
      Diagnostic(
        .tooManyProperties, "record has \(kept) non-empty fields, more than the limit of \(maxFields); the rest skipped",
        at: SourceLocation(file: fileName, line: first.line, column: first.column)))
    return spans
  }
}

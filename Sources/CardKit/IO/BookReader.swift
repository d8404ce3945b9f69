/// Reads an address book file of any supported format, recognised by content (not by file
/// name): jCard when it starts with `[`, vCard when it has a `BEGIN:VCARD` line, CSV otherwise
/// when its first line looks like a header. A file that is plainly something else, known by
/// its first bytes (an archive, a spreadsheet, a picture), is refused with an ``InputError``
/// that says what it is. Cards come in batches, parsed on several threads, in constant memory.
public final class BookReader {
  /// The path as given, or `<stdin>` for standard input; used in every finding's location.
  public let fileName: String
  /// The format recognised from the file's content.
  public let format: BookFormat
  /// For vCard, the version on the first `VERSION` line in the first 4 KiB (the first card's
  /// version, as a rule); nil when there is none there or the file is not vCard.
  public let leadingVersion: VCardVersion?
  private let input: DecodedInput
  private var source: Source
  /// Findings about the file as a whole (encoding, emptiness), available after the first batch.
  public private(set) var fileDiagnostics: [Diagnostic] = []
  private var cardsRead = 0
  private var finished = false
  private var notedEncoding = false

  private enum Source {
    case vcard(VCardReader)
    case jcard(JCardReader)
    case csv(CSVReader)
  }

  /// Opens a path (`-` for standard input) and recognises its format.
  public init(path: String, options: ReadOptions = ReadOptions()) throws(InputError) {
    // The batches will run on the worker threads: start them while the file is opened.
    WorkerThreads.prepare(options.parallelism)
    let file = try InputFile(path: path)
    fileName = file.displayName
    // Read the first bytes raw; each reader then starts from them.
    var head: [UInt8] = []
    while head.count < 4096 {
      if try file.read(appendingTo: &head, maximum: 1 << 16) == 0 { break }
    }
    if let foreign = ForeignFile.identify(head, name: fileName) {
      throw InputError(path: fileName, reason: "it is \(foreign.what), not a vCard, jCard or CSV file", advice: foreign.advice)
    }
    let text = BookReader.sniffingText(head)
    format = options.forceCSV ? .csv : BookReader.sniff(text)
    // CSV is what is left when nothing else fits: binary data would come out as rows of junk.
    if format == .csv, !options.forceCSV, options.csv.encoding == nil, let controls = BookReader.binaryControlBytes(head) {
      throw InputError(
        path: fileName,
        reason: "it holds binary data (\(controls) control bytes in its first \(head.count)), not a vCard, jCard or CSV file",
        advice: "export the contacts again as vCard or CSV (cardkit convert reads a CSV file in another encoding with --encoding, and any file as CSV with --csv-profile custom)")
    }
    leadingVersion = format == .vcard ? BookReader.firstVersion(text) : nil
    input = DecodedInput(file: file, alreadyRead: format == .csv ? [] : head)
    switch format {
    case .jcard:
      source = .jcard(JCardReader(input: input, fileName: fileName, head: [], options: options))
    case .vcard:
      source = .vcard(VCardReader(input: input, fileName: fileName, options: options))
    case .csv:
      // The line length limit bounds a CSV field; the property limit, a record's fields.
      var csvOptions = options.csv
      csvOptions.maximumFieldBytes = min(csvOptions.maximumFieldBytes, options.limits.maxLineLength)
      let reader = CSVReader(file: file, alreadyRead: head, options: csvOptions)
      reader.maxFieldsPerRecord = options.limits.maxPropertiesPerCard
      source = .csv(reader)
    }
    threads = max(1, options.parallelism)
  }

  private let threads: Int

  /// The first bytes as text for format detection: without a byte order mark, and for UTF-16
  /// every other byte (the markers looked for are ASCII). UTF-16 that starts with other than
  /// ASCII and has no mark can only be CSV: the CSV reader tells it by its zero bytes.
  static func sniffingText(_ head: [UInt8]) -> [UInt8] {
    if head.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(head.dropFirst(3)) }
    guard let (encoding, bom) = head.withUnsafeBufferPointer(CSVEncodingSniffer.utf16ByItsStart) else { return head }
    var out: [UInt8] = []
    var i = bom
    while i + 1 < head.count {
      out.append(encoding == .utf16LittleEndian ? head[i] : head[i + 1])
      i += 2
    }
    return out
  }

  /// For a file's first bytes that are neither vCard nor jCard: the number of C0 control bytes
  /// (other than tab, line and page breaks and the DOS end-of-file mark) when they are more than
  /// one byte in twenty of at least 64, as in binary data and never in a contacts CSV; nil
  /// otherwise, and for UTF-16 text (``CSVEncodingSniffer/utf16(_:)``), whose zero bytes are
  /// text and whose other bytes are any value (a CJK character's low byte is a control byte
  /// one time in eight).
  static func binaryControlBytes(_ head: [UInt8]) -> Int? {
    guard head.count >= 64, head.withUnsafeBufferPointer(CSVEncodingSniffer.utf16) == nil else { return nil }
    var controls = 0
    for b in head where b < 0x20 {
      switch b {
      case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1A: continue
      default: controls += 1
      }
    }
    return controls * 20 > head.count ? controls : nil
  }

  /// The size of the input in bytes when known, and how much has been consumed (for progress).
  public var progress: (read: Int, total: Int?) { (input.file.bytesRead, input.file.size) }

  /// The next batch of cards passed through `transform` on worker threads; nil at the end.
  ///
  /// `meanwhile` runs once per call on the calling thread, while the workers transform the
  /// batch (before returning when there is none): the caller's own serial work (writing the
  /// last batch) then overlaps the reading instead of leaving a core idle.
  public func nextBatch<T: Sendable>(
    maxCards: Int = 256, meanwhile: () -> Void = {}, _ transform: @escaping @Sendable (consuming ParsedCard) -> T
  ) throws(InputError) -> [T]? {
    // The readers run it while their workers transform a batch; here it runs on the way out
    // when they did not (no batch left, a read error), so it runs once whichever way.
    var ranMeanwhile = false
    func once() {
      if !ranMeanwhile {
        ranMeanwhile = true
        meanwhile()
      }
    }
    defer { once() }
    guard !finished else { return nil }
    let batch: [T]?
    switch source {
    case .vcard(let r): batch = try r.nextBatch(maxCards: maxCards, meanwhile: once, transform)
    case .jcard(let r): batch = try r.nextBatch(maxCards: maxCards, meanwhile: once, transform)
    case .csv(let r): batch = try nextCSVBatch(r, maxCards: maxCards, meanwhile: once, transform)
    }
    // The encoding, known once the first bytes are decoded, is noted before the first batch is
    // handed out; after that the list only grows (a caller may hand findings out as it goes).
    if !notedEncoding {
      notedEncoding = true
      if input.encoding == .utf16LE || input.encoding == .utf16BE {
        fileDiagnostics.insert(Diagnostic(.transcodedInput, "input is \(input.encoding.rawValue); read as Unicode", at: SourceLocation(file: fileName)), at: 0)
      }
    }
    if let batch {
      cardsRead += batch.count
      return batch
    }
    finished = true
    switch source {
    case .vcard(let r): fileDiagnostics += r.trailingDiagnostics
    case .jcard(let r): fileDiagnostics += r.trailingDiagnostics
    case .csv(let r): fileDiagnostics += r.drainDiagnostics()
    }
    if cardsRead == 0 {
      fileDiagnostics.append(Diagnostic(.emptyInput, "no card found in this input", at: SourceLocation(file: fileName)))
    }
    return nil
  }

  /// CSV records become cards on the worker threads (``CSVReader`` numbers them in order),
  /// then the transform runs on them there too, while this thread reads the next chunk ahead.
  /// Findings of a row go with its card, findings about the file to ``fileDiagnostics``.
  private func nextCSVBatch<T: Sendable>(
    _ reader: CSVReader, maxCards: Int, meanwhile: () -> Void, _ transform: @escaping @Sendable (consuming ParsedCard) -> T
  ) throws(InputError) -> [T]? {
    let parsed = try reader.nextCards(maxRecords: maxCards, threads: threads)
    fileDiagnostics += reader.drainDiagnostics()
    guard let parsed else { return nil }
    let threads = parsed.count >= 16 ? threads : 1
    return parallelMap(parsed, threads: threads, meanwhile: { meanwhile(); reader.readAhead(maxCards) }, transform)
  }

  /// Reads every card of a file.
  public static func readAll(path: String, options: ReadOptions = ReadOptions()) throws(InputError) -> (cards: [ParsedCard], diagnostics: [Diagnostic], format: BookFormat) {
    let reader = try BookReader(path: path, options: options)
    var cards: [ParsedCard] = []
    while let batch = try reader.nextBatch(maxCards: 1024, { $0 }) { cards += batch }
    return (cards, reader.fileDiagnostics, reader.format)
  }

  /// The version of the first `[group.]VERSION:` line in `text`, read as the parser reads it.
  static func firstVersion(_ text: [UInt8]) -> VCardVersion? {
    text.withUnsafeBufferPointer { b -> VCardVersion? in
      var pos = 0
      while pos < b.count, let (end, next) = LineEnds.next(b, from: pos, to: b.count, atEOF: true) {
        if let version = CardParser.version(b, pos, end) { return version }
        pos = next
      }
      return nil
    }
  }

  /// Recognises the format from the first bytes (after any byte order mark).
  static func sniff(_ head: [UInt8]) -> BookFormat {
    /// The index of the first byte from `i` that is no space, tab or line break.
    func skippingBlanks(from i: Int) -> Int {
      var i = i
      while i < head.count, head[i] == ASCII.space || head[i] == ASCII.tab || head[i] == ASCII.lf || head[i] == ASCII.cr { i += 1 }
      return i
    }
    let i = skippingBlanks(from: 0)
    if i < head.count, head[i] == 0x5B {
      // JSON opens a jCard (`["vcard"`) or a list of them (`[["vcard"`, `[]`); a CSV header of
      // bracketed names (`[Name],[Email]`) does not.
      let k = skippingBlanks(from: i + 1)
      if k == head.count || head[k] == ASCII.quote || head[k] == 0x5B || head[k] == 0x5D { return .jcard }
    }
    // Look at the first lines for vCard properties; a CSV header has no `NAME:` start. A line
    // that starts inside a quoted CSV field is not looked at: a CSV note may hold a line
    // `N: …` (or a whole vCard), and CardKit's own Outlook CSV does when a card's extra
    // values go to Notes.
    var lines = 0
    var firstLineHasSeparator = false
    var inQuotes = false
    return head.withUnsafeBufferPointer { b -> BookFormat in
      var pos = i
      while pos < b.count, lines < 50 {
        guard let (end, next) = LineEnds.next(b, from: pos, to: b.count, atEOF: true) else { break }
        var s = pos
        while s < end, ASCII.isWhitespace(b[s]) { s += 1 }
        if !inQuotes,
          ASCII.hasPrefixUpper(b, s, end, "BEGIN:VCARD") || ASCII.hasPrefixUpper(b, s, end, "VERSION:")
            || ASCII.hasPrefixUpper(b, s, end, "FN:") || ASCII.hasPrefixUpper(b, s, end, "N:")
        {
          return .vcard
        }
        if lines == 0 {
          firstLineHasSeparator = b[pos..<end].contains { $0 == ASCII.comma || $0 == ASCII.semicolon || $0 == ASCII.tab }
          // A header of one column (`Email`, `"Primary Email"`) has no separator: it is
          // known by its name, and has no `:` as a vCard line has.
          if !firstLineHasSeparator, !b[pos..<end].contains(ASCII.colon) {
            let cell = String(decoding: UnsafeBufferPointer(rebasing: b[pos..<end]), as: UTF8.self)
            firstLineHasSeparator = CSVHeaderMap.isKnownColumnName(cell.trimmingCharacters(in: "\" \t"))
          }
        }
        // Quotes count only in what may be CSV (the first line has a separator, as a header
        // has), so that an odd quote in a vCard value cannot hide the lines after it.
        if firstLineHasSeparator {
          for k in pos..<end where b[k] == ASCII.quote { inQuotes.toggle() }
        }
        lines += 1
        pos = next
      }
      return firstLineHasSeparator ? .csv : .vcard
    }
  }
}

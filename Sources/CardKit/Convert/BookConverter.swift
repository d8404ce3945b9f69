/// What a conversion did.
public struct ConversionSummary: Sendable {
  /// Cards written to the output, over all inputs.
  public var cards = 0
  /// Findings of severity ``Severity/error`` reported while reading and writing.
  public var errors = 0
  /// Findings of severity ``Severity/warning`` reported while reading and writing.
  public var warnings = 0
  /// Findings that skipped input past a read limit (``DiagnosticCode/isLimitSkip``).
  public var skippedPastLimits = 0
  /// The format detected for each input, in the order the inputs were given.
  public var inputs: [BookFormat] = []
}

/// Why a conversion stopped.
public enum ConversionError: Error, CustomStringConvertible {
  /// An input could not be opened or read; nothing was written.
  case input(InputError)
  /// The output could not be created or written; its old content, if any, is kept.
  case output(OutputError)

  /// The underlying error's message, naming the path and the reason.
  public var description: String {
    switch self {
    case .input(let e): e.description
    case .output(let e): e.description
    }
  }
}

/// Converts address books between formats, streaming: inputs are read in batches, each card
/// parsed and encoded on worker threads, and the output written to a temporary file renamed
/// over the destination at the end (so the output may be one of the inputs).
///
/// A step can run on every card before it is written (``convert(inputs:output:step:collect:report:progress:)``):
/// `cardkit normalize` streams a book through the phone normalizer this way, in the same
/// constant memory as a plain conversion.
public struct BookConverter: Sendable {
  /// The format every card is written in, whatever its input format; nil writes the inputs'
  /// own format (``BookConverter/inputFormat(of:)``).
  public var format: OutputFormat?
  /// How the inputs are read (CSV overrides, limits, worker threads).
  public var options: ReadOptions
  /// How CSV output is written (encoding, delimiter, formulas).
  public var csvOptions: CSVWriteOptions

  /// A converter writing `format` (nil: the inputs' own); `options` and `csvOptions` default
  /// to CardKit's defaults (UTF-8 CSV with a byte order mark, default limits).
  public init(format: OutputFormat?, options: ReadOptions = ReadOptions(), csvOptions: CSVWriteOptions = CSVWriteOptions()) {
    self.format = format
    self.options = options
    self.csvOptions = csvOptions
  }

  /// The format a book is written in when no format is asked for: jCard for jCard, the
  /// generic CSV layout for CSV, and for vCard the version of the first card (its VERSION line
  /// near the start of the file; 4.0 when there is none). Inputs that disagree give vCard 4.0.
  /// A vCard card with a VERSION of its own is written in that version; this one is for the
  /// cards without.
  public static func inputFormat(of readers: [BookReader]) -> OutputFormat {
    let formats = readers.map { reader -> OutputFormat in
      switch reader.format {
      case .jcard: return .jcard
      case .csv: return .csv
      case .vcard: return .vcard(reader.leadingVersion ?? .v4_0)
      }
    }
    guard let first = formats.first, formats.allSatisfy({ $0 == first }) else { return .vcard4 }
    return first
  }

  /// Converts `inputs` (paths, `-` for standard input) into `output` (`-` for standard output).
  /// Findings go to `report` as they arise. All inputs are opened before anything is written,
  /// and nothing is written when one cannot be opened or read. `progress`, when given, is
  /// called after each batch (on the calling thread) with how far the reading has come.
  public func convert(
    inputs: [String], output: String, report: (Diagnostic) -> Void, progress: ((ReadProgress) -> Void)? = nil
  ) throws(ConversionError) -> ConversionSummary {
    try convert(inputs: inputs, output: output, step: { _, _, _ in }, collect: { _ in }, report: report, progress: progress)
  }

  /// Converts like ``convert(inputs:output:report:progress:)``, running `step` on every card on
  /// the worker threads before the card is written: it gets the card to change in place, the
  /// card's index in its file and the file's name, and returns what it wants to tell.
  /// `collect` receives those results on the calling thread, in input order, once per card.
  /// With `output` nil nothing is written (a dry run: the cards are read and stepped only).
  public func convert<StepResult: Sendable>(
    inputs: [String], output: String?,
    step: @escaping @Sendable (_ card: inout Card, _ index: Int, _ file: String) -> StepResult,
    collect: (StepResult) -> Void,
    report: (Diagnostic) -> Void, progress: ((ReadProgress) -> Void)? = nil
  ) throws(ConversionError) -> ConversionSummary {
    var readers: [BookReader] = []
    for path in inputs {
      do {
        readers.append(try BookReader(path: path, options: options))
      } catch {
        throw .input(error)
      }
    }
    let format = self.format ?? Self.inputFormat(of: readers)
    // Written in the inputs' own format, a vCard book keeps each card's version (a book put
    // together from several phones' exports); a card without VERSION takes the first card's.
    let ownVersions = self.format == nil && format.vcardVersion != nil
    if let layout = format.csvLayout, let output {
      return try convertToCSV(readers, output: output, layout: layout, step: step, collect: collect, report: report, progress: progress)
    }
    var out: OutputFile?
    if let output {
      do {
        out = try OutputFile(path: output)
      } catch {
        throw .output(error)
      }
    }
    var summary = ConversionSummary()
    func note(_ d: Diagnostic) {
      summary.count(d)
      report(d)
    }
    var tracker = ReadProgressTracker(readers)
    do throws(ConversionError) {
      if format == .jcard, let out { try write(out, Array("[\n".utf8)) }
      let encodes = out != nil
      // Each batch is written while the workers parse the next; the last one in the call that
      // finds no more cards.
      var pending = PendingBatch<(bytes: [UInt8], line: Int, diagnostics: [Diagnostic], result: StepResult)>()
      // The file's own findings are given among the cards' in line order.
      var reader: BookReader?
      var own = FileFindingsCursor()
      func writeOne(_ card: (bytes: [UInt8], line: Int, diagnostics: [Diagnostic], result: StepResult)) throws(ConversionError) {
        if let reader { own.report(reader.fileDiagnostics, before: card.line, to: note) }
        card.diagnostics.forEach(note)
        collect(card.result)
        if let out {
          if format == .jcard && summary.cards > 0 { try write(out, [ASCII.comma, ASCII.lf]) }
          try write(out, card.bytes)
        }
        summary.cards += 1
      }
      for next in readers {
        reader = next
        own = FileFindingsCursor()
        summary.inputs.append(next.format)
        let fileName = next.fileName
        while let batch = try read(next, meanwhile: { pending.flush(writeOne) }, { parsed -> (bytes: [UInt8], line: Int, diagnostics: [Diagnostic], result: StepResult) in
          var parsed = parsed
          let line = Int(parsed.card.position.line)
          let result = step(&parsed.card, parsed.index, fileName)
          guard encodes else { return ([], line, parsed.diagnostics, result) }
          let location = SourceLocation(file: fileName, line: line, column: 0, cardIndex: parsed.index)
          let version = ownVersions ? parsed.card.version.map(OutputFormat.vcard) : nil
          let (bytes, diagnostics) = (version ?? format).encode(parsed.card, location: location)
          return (bytes, line, parsed.diagnostics + diagnostics, result)
        }) {
          try pending.hold(batch)
          let now = tracker.advance(batch.count, in: next)
          progress?(now)
        }
        pending.flush(writeOne)
        try pending.check()
        tracker.finish(next)
        own.report(next.fileDiagnostics, before: nil, to: note)
      }
      if let out {
        if format == .jcard { try write(out, Array("\n]\n".utf8)) }
        do { try out.commit() } catch { throw .output(error) }
      }
    } catch {
      out?.abandon()
      throw error
    }
    return summary
  }

  /// CSV columns depend on every card (blocks grow to the largest count), so the header can
  /// be written only once every card is read. Each card is read, stepped and encoded once, on
  /// the workers; its cells wait in a ``SpillFile`` (on disk: memory stays flat however large
  /// the book) while the header is planned, and are then laid out in the planned columns and
  /// written. Standard input is read the same way.
  private func convertToCSV<StepResult: Sendable>(
    _ readers: [BookReader], output: String, layout: CSVOutputLayout,
    step: @escaping @Sendable (inout Card, Int, String) -> StepResult, collect: (StepResult) -> Void,
    report: (Diagnostic) -> Void, progress: ((ReadProgress) -> Void)?
  ) throws(ConversionError) -> ConversionSummary {
    var summary = ConversionSummary()
    func note(_ d: Diagnostic) {
      summary.count(d)
      report(d)
    }
    // The output is opened first, so that one that cannot be written fails before the reading.
    let out: OutputFile
    let spill: SpillFile
    do {
      out = try OutputFile(path: output)
      spill = try SpillFile()
    } catch {
      throw .output(error)
    }
    do throws(ConversionError) {
      var plan = CSVColumnPlan(layout: layout)
      let words = LendingPool { LabelWords() }
      let encoder = CSVRowEncoder.forRows(of: layout, options: csvOptions)
      var tracker = ReadProgressTracker(readers)
      for reader in readers {
        summary.inputs.append(reader.format)
        let fileName = reader.fileName
        // The file's own findings are given among the cards' in line order.
        var own = FileFindingsCursor()
        while let batch = try read(reader, { parsed -> EncodedCard<StepResult> in
          var parsed = parsed
          let result = step(&parsed.card, parsed.index, fileName)
          let cells = words.withItem { CSVRowCells(card: parsed.card, layout: layout, encoder: encoder, words: $0) }
          return EncodedCard(
            line: Int(parsed.card.position.line), diagnostics: parsed.diagnostics, result: result, needs: cells.needs(in: layout),
            spilled: cells.spilled())
        }) {
          for card in batch {
            own.report(reader.fileDiagnostics, before: card.line, to: note)
            card.diagnostics.forEach(note)
            collect(card.result)
            plan.include(card.needs)
            do { try spill.append(card.spilled) } catch { throw .output(error) }
          }
          let now = tracker.advance(batch.count, in: reader)
          progress?(now)
        }
        tracker.finish(reader)
        own.report(reader.fileDiagnostics, before: nil, to: note)
      }
      do { try spill.rewind() } catch { throw .output(error) }
      var options = csvOptions
      options.fileName = output == "-" ? "<stdout>" : output
      let table = CSVTableWriter(plan: plan, options: options)
      let renderer = table.renderer
      try write(out, table.header())
      // The rows are laid out on the workers; each batch is written while they make the next.
      var pending = PendingBatch<CSVRenderedRow>()
      func writeOne(_ row: CSVRenderedRow) throws(ConversionError) {
        try write(out, table.append(row))
        summary.cards += 1
      }
      let spillPath = spill.path
      while true {
        let batch: (bytes: [UInt8], records: [Range<Int>])
        do { batch = try spill.next(upTo: 512) } catch { throw .output(error) }
        if batch.records.isEmpty { break }
        let bytes = batch.bytes
        let rows = parallelMap(batch.records, threads: self.options.parallelism, meanwhile: { pending.flush(writeOne) }) { record in
          CSVRowCells(spilled: bytes[record]).map(renderer.render)
        }
        let complete = rows.compactMap { $0 }
        guard complete.count == rows.count else {
          throw .output(OutputError(path: spillPath, reason: "temporary file: a row read back is not one that was written"))
        }
        try pending.hold(complete)
      }
      pending.flush(writeOne)
      try pending.check()
      table.finish().forEach(note)
      do { try out.commit() } catch { throw .output(error) }
    } catch {
      out.abandon()
      throw error
    }
    return summary
  }

  private func read<T: Sendable>(
    _ reader: BookReader, meanwhile: () -> Void = {}, _ transform: @escaping @Sendable (consuming ParsedCard) -> T
  ) throws(ConversionError) -> [T]? {
    do {
      return try reader.nextBatch(maxCards: 512, meanwhile: meanwhile, transform)
    } catch {
      throw .input(error)
    }
  }

  private func write(_ out: OutputFile, _ bytes: [UInt8]) throws(ConversionError) {
    do { try out.write(bytes) } catch { throw .output(error) }
  }
}

/// A card read for CSV output, as the workers hand it back: what the calling thread reports
/// and plans from, and its cells in their spill form.
private struct EncodedCard<StepResult: Sendable>: Sendable {
  let line: Int
  let diagnostics: [Diagnostic]
  let result: StepResult
  let needs: CSVColumnNeeds
  let spilled: [UInt8]
}

/// The batch the workers made last, written on the calling thread while they make the next
/// (the readers' `meanwhile`), so that writing does not leave a core idle. The first write that
/// fails stops the writing; its error is thrown when the next batch comes, or by ``check()``.
private struct PendingBatch<Item> {
  private var items: [Item] = []
  private var failure: ConversionError?

  /// Writes the waiting batch with `write`, item by item (nothing once a write has failed).
  mutating func flush(_ write: (Item) throws(ConversionError) -> Void) {
    defer { items = [] }
    guard failure == nil else { return }
    do throws(ConversionError) {
      for item in items { try write(item) }
    } catch {
      failure = error
    }
  }

  /// Takes the next batch to write, after throwing the error of an earlier write.
  mutating func hold(_ batch: [Item]) throws(ConversionError) {
    try check()
    items = batch
  }

  /// Throws the error of a write that failed.
  func check() throws(ConversionError) {
    if let failure { throw failure }
  }
}

extension ConversionSummary {
  mutating func count(_ d: Diagnostic) {
    if d.severity == .error { errors += 1 }
    if d.severity == .warning { warnings += 1 }
    if d.code.isLimitSkip { skippedPastLimits += 1 }
  }
}

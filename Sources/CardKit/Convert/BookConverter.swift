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
public struct BookConverter: Sendable {
  /// The format every card is written in, whatever its input format.
  public var format: OutputFormat
  /// How the inputs are read (CSV overrides, limits, worker threads).
  public var options: ReadOptions
  /// How CSV output is written (encoding, delimiter, formulas).
  public var csvOptions: CSVWriteOptions

  /// A converter writing `format`; `options` and `csvOptions` default to CardKit's defaults
  /// (UTF-8 CSV with a byte order mark, default limits).
  public init(format: OutputFormat, options: ReadOptions = ReadOptions(), csvOptions: CSVWriteOptions = CSVWriteOptions()) {
    self.format = format
    self.options = options
    self.csvOptions = csvOptions
  }

  /// Converts `inputs` (paths, `-` for standard input) into `output` (`-` for standard output).
  /// Findings go to `report` as they arise. All inputs are opened before anything is written,
  /// and nothing is written when one cannot be opened or read. `progress`, when given, is
  /// called after each batch (on the calling thread) with how far the reading has come (CSV
  /// output reads regular files twice; both passes count towards the total).
  public func convert(
    inputs: [String], output: String, report: (Diagnostic) -> Void, progress: ((ReadProgress) -> Void)? = nil
  ) throws(ConversionError) -> ConversionSummary {
    if let layout = format.csvLayout {
      return try convertToCSV(inputs: inputs, output: output, layout: layout, report: report, progress: progress)
    }
    var readers: [BookReader] = []
    for path in inputs {
      do {
        readers.append(try BookReader(path: path, options: options))
      } catch {
        throw .input(error)
      }
    }
    let out: OutputFile
    do {
      out = try OutputFile(path: output)
    } catch {
      throw .output(error)
    }
    var summary = ConversionSummary()
    func note(_ d: Diagnostic) {
      if d.severity == .error { summary.errors += 1 }
      if d.severity == .warning { summary.warnings += 1 }
      if d.code.isLimitSkip { summary.skippedPastLimits += 1 }
      report(d)
    }
    var tracker = ReadProgressTracker(readers)
    do throws(ConversionError) {
      if format == .jcard { try write(out, Array("[\n".utf8)) }
      let format = self.format
      for reader in readers {
        summary.inputs.append(reader.format)
        let fileName = reader.fileName
        while let batch = try read(reader, { parsed in
          let location = SourceLocation(file: fileName, line: Int(parsed.card.position.line), column: 0, cardIndex: parsed.index)
          let (bytes, diagnostics) = format.encode(parsed.card, location: location)
          return (bytes, parsed.diagnostics + diagnostics)
        }) {
          for (bytes, diagnostics) in batch {
            diagnostics.forEach(note)
            if format == .jcard && summary.cards > 0 { try write(out, [ASCII.comma, ASCII.lf]) }
            try write(out, bytes)
            summary.cards += 1
          }
          let now = tracker.advance(batch.count, in: reader)
          progress?(now)
        }
        tracker.finish(reader)
        reader.fileDiagnostics.forEach(note)
      }
      if format == .jcard { try write(out, Array("\n]\n".utf8)) }
      do { try out.commit() } catch { throw .output(error) }
    } catch {
      out.abandon()
      throw error
    }
    return summary
  }

  /// CSV columns depend on every card (blocks grow to the largest count), so CSV output takes
  /// two passes: the first plans the columns, the second writes the rows. Regular files are
  /// read twice (memory stays flat); standard input is kept in memory between the passes.
  private func convertToCSV(
    inputs: [String], output: String, layout: CSVOutputLayout, report: (Diagnostic) -> Void, progress: ((ReadProgress) -> Void)?
  ) throws(ConversionError) -> ConversionSummary {
    var summary = ConversionSummary()
    func note(_ d: Diagnostic) {
      if d.severity == .error { summary.errors += 1 }
      if d.severity == .warning { summary.warnings += 1 }
      if d.code.isLimitSkip { summary.skippedPastLimits += 1 }
      report(d)
    }
    var readers: [BookReader] = []
    for path in inputs {
      do { readers.append(try BookReader(path: path, options: options)) } catch { throw .input(error) }
    }
    let rereadable = !inputs.contains("-")
    var kept: [Card] = []
    var plan = CSVColumnPlan(layout: layout)
    var tracker = ReadProgressTracker(readers, passes: rereadable ? 2 : 1)
    for reader in readers {
      summary.inputs.append(reader.format)
      while let batch = try read(reader, { $0 }) {
        for parsed in batch {
          parsed.diagnostics.forEach(note)
          plan.include(parsed.card)
          if !rereadable { kept.append(parsed.card) }
        }
        let now = tracker.advance(batch.count, in: reader)
        progress?(now)
      }
      tracker.finish(reader)
      reader.fileDiagnostics.forEach(note)
    }
    let out: OutputFile
    do { out = try OutputFile(path: output) } catch { throw .output(error) }
    do throws(ConversionError) {
      var options = csvOptions
      options.fileName = output == "-" ? "<stdout>" : output
      let table = CSVTableWriter(plan: plan, options: options)
      try write(out, table.header())
      if rereadable {
        for path in inputs {
          let reader: BookReader
          do { reader = try BookReader(path: path, options: self.options) } catch { throw .input(error) }
          while let batch = try read(reader, { $0.card }) {
            for card in batch {
              try write(out, table.row(card))
              summary.cards += 1
            }
            // The second pass: bytes move on, the cards were counted in the first.
            let now = tracker.advance(0, in: reader)
            progress?(now)
          }
          tracker.finish(reader)
        }
      } else {
        for card in kept {
          try write(out, table.row(card))
          summary.cards += 1
        }
      }
      table.finish().forEach(note)
      do { try out.commit() } catch { throw .output(error) }
    } catch {
      out.abandon()
      throw error
    }
    return summary
  }

  private func read<T: Sendable>(_ reader: BookReader, _ transform: @escaping @Sendable (ParsedCard) -> T) throws(ConversionError) -> [T]? {
    do {
      return try reader.nextBatch(maxCards: 512, transform)
    } catch {
      throw .input(error)
    }
  }

  private func write(_ out: OutputFile, _ bytes: [UInt8]) throws(ConversionError) {
    do { try out.write(bytes) } catch { throw .output(error) }
  }
}

/// What a conversion did.
public struct ConversionSummary: Sendable {
  public var cards = 0
  public var errors = 0
  public var warnings = 0
  public var inputs: [BookFormat] = []
}

/// Why a conversion stopped.
public enum ConversionError: Error, CustomStringConvertible {
  case input(InputError)
  case output(OutputError)

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
  public var format: OutputFormat
  public var options: ReadOptions

  public init(format: OutputFormat, options: ReadOptions = ReadOptions()) {
    self.format = format
    self.options = options
  }

  /// Converts `inputs` (paths, `-` for standard input) into `output` (`-` for standard output).
  /// Findings go to `report` as they arise. All inputs are opened before anything is written,
  /// and nothing is written when one cannot be opened or read.
  public func convert(
    inputs: [String], output: String, report: (Diagnostic) -> Void, progress: ((Int) -> Void)? = nil
  ) throws(ConversionError) -> ConversionSummary {
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
      report(d)
    }
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
          progress?(summary.cards)
        }
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

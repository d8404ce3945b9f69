/// The byte side of reading CSV: takes chunks from a file or an array, finds the encoding
/// (transcoding UTF-16 to UTF-8 on the way) and the delimiter, and runs the tokenizer.
/// Memory stays at about one chunk plus the record being read.
public final class CSVRecordReader {
  private enum Source {
    case file(InputFile)
    case bytes([UInt8])
    /// Bytes already read from the file (by format detection), then the rest of the file.
    case prefixed([UInt8], InputFile)
  }

  /// The name used in diagnostics.
  public let fileName: String
  /// The options the input is read with.
  public let options: CSVReadOptions
  /// The encoding, known after the first chunk.
  public private(set) var encoding: CSVEncoding?
  /// The delimiter, known after the first chunk.
  public private(set) var delimiter: CSVDelimiter?
  /// True when the input starts with Excel's separator line (`sep=;`), which is no record:
  /// known after the first chunk.
  public private(set) var startsWithSeparatorLine = false
  /// True once every record has been handed out.
  public private(set) var isAtEnd = false

  private var source: Source
  private var offset = 0
  private var tokenizer: CSVTokenizer?
  private var utf16: UTF16Transcoder?
  private var raw: [UInt8] = []
  private var transcoded: [UInt8] = []
  private var diagnostics: [Diagnostic] = []

  /// Reads a file (or standard input, `-`) in chunks.
  public init(file: InputFile, options: CSVReadOptions = CSVReadOptions()) {
    source = .file(file)
    fileName = file.displayName
    self.options = options
  }

  /// Reads bytes already in memory.
  public init(bytes: [UInt8], fileName: String, options: CSVReadOptions = CSVReadOptions()) {
    source = .bytes(bytes)
    self.fileName = fileName
    self.options = options
  }

  /// Reads a file of which the first bytes were already read (format detection).
  public init(file: InputFile, alreadyRead prefix: [UInt8], options: CSVReadOptions = CSVReadOptions()) {
    source = .prefixed(prefix, file)
    fileName = file.displayName
    self.options = options
  }

  /// Returns the findings gathered since the last call.
  public func drainDiagnostics() -> [Diagnostic] {
    if var t = tokenizer {
      tokenizer = nil
      diagnostics += t.drainDiagnostics()
      tokenizer = t
    }
    defer { diagnostics.removeAll() }
    return diagnostics
  }

  /// Reads every record, handing each to `body` (valid only during the call).
  public func forEach(_ body: (CSVRecord) -> Void) throws(InputError) {
    while !isAtEnd { try pump(body) }
  }

  /// Reads the next chunk and hands out the records it completes; at the end of the input,
  /// closes the last record.
  public func pump(_ body: (CSVRecord) -> Void) throws(InputError) {
    guard !isAtEnd else { return }
    if tokenizer == nil {
      try start(body)
      return
    }
    raw.removeAll(keepingCapacity: true)
    if try readChunk(minimum: 1) == 0 {
      finish(body)
    } else {
      feed(body)
    }
  }

  private func readChunk(minimum: Int) throws(InputError) -> Int {
    var total = 0
    while total < minimum {
      let n: Int
      switch source {
      case .file(let file):
        // Ask a regular file for no more than it has left: `read` prepares `maximum` bytes.
        let left = file.size.map { max($0 - file.bytesRead, 0) + 1 } ?? options.chunkSize
        n = try file.read(appendingTo: &raw, maximum: min(options.chunkSize, left))
      case .bytes(let bytes):
        n = min(options.chunkSize, bytes.count - offset)
        if n > 0 { raw.append(contentsOf: bytes[offset..<(offset + n)]) }
        offset += n
      case .prefixed(let prefix, let file):
        if offset < prefix.count {
          n = min(options.chunkSize, prefix.count - offset)
          raw.append(contentsOf: prefix[offset..<(offset + n)])
          offset += n
        } else {
          let left = file.size.map { max($0 - file.bytesRead, 0) + 1 } ?? options.chunkSize
          n = try file.read(appendingTo: &raw, maximum: min(options.chunkSize, left))
        }
      }
      if n == 0 { break }
      total += n
    }
    return total
  }

  private func start(_ body: (CSVRecord) -> Void) throws(InputError) {
    // The encoding and the delimiter are decided from the first 64 KiB (or the whole input),
    // whatever the chunk size.
    let sampleSize = 64 << 10
    let got = try readChunk(minimum: sampleSize)
    let atEnd = got < sampleSize
    var bom = 0
    let detected: CSVEncoding
    if let forced = options.encoding {
      detected = forced
      let mark = forced.byteOrderMark
      if !mark.isEmpty && raw.starts(with: mark) { bom = mark.count }
    } else {
      (detected, bom) = raw.withUnsafeBufferPointer {
        CSVEncodingSniffer.detect(UnsafeBufferPointer(rebasing: $0.prefix(sampleSize)), sampleIsWholeInput: atEnd && $0.count <= sampleSize)
      }
      if detected == .windows1252 {
        diagnostics.append(
          Diagnostic(.csvWindows1252, "input is not valid UTF-8; read as Windows-1252 (use --encoding to choose another)",
            at: SourceLocation(file: fileName)))
      }
    }
    encoding = detected
    raw.removeFirst(bom)
    if !detected.isByteOriented { utf16 = UTF16Transcoder(bigEndian: detected == .utf16BigEndian) }
    let text = decodedChunk()
    let named = text.withUnsafeBufferPointer(CSVDelimiter.excelSeparatorLine)
    startsWithSeparatorLine = named != nil
    let chosen = options.delimiter ?? named ?? text.withUnsafeBufferPointer { CSVDelimiter.sniff($0) }
    delimiter = chosen
    tokenizer = CSVTokenizer(delimiter: chosen.byte, fileName: fileName, maximumFieldBytes: options.maximumFieldBytes)
    // The chunk already decoded: decoding it again would run the UTF-16 transcoder a second
    // time from where the first pass left it (a surrogate pair or a byte cut by the chunk's
    // end would then spoil its start).
    feed(body, decoded: text)
    if atEnd { finish(body) }
  }

  /// The current chunk as tokenizer input (UTF-8 for UTF-16 files).
  private func decodedChunk() -> [UInt8] {
    guard var t = utf16 else { return raw }
    transcoded.removeAll(keepingCapacity: true)
    raw.withUnsafeBufferPointer { t.transcode($0, into: &transcoded) }
    utf16 = t
    return transcoded
  }

  private func feed(_ body: (CSVRecord) -> Void, decoded: [UInt8]? = nil) {
    let text = decoded ?? decodedChunk()
    var t = tokenizer!
    tokenizer = nil
    text.withUnsafeBufferPointer { t.feed($0, emit: body) }
    tokenizer = t
  }

  private func finish(_ body: (CSVRecord) -> Void) {
    var t = tokenizer!
    tokenizer = nil
    if var u = utf16 {
      transcoded.removeAll(keepingCapacity: true)
      u.finish(into: &transcoded)
      t.feed(transcoded, emit: body)
      if u.invalidCount > 0 {
        diagnostics.append(
          Diagnostic(.csvInvalidUTF16, "\(u.invalidCount) invalid UTF-16 code unit(s) replaced by U+FFFD", at: SourceLocation(file: fileName)))
      }
      utf16 = u
    }
    t.finish(emit: body)
    tokenizer = t
    isAtEnd = true
  }
}

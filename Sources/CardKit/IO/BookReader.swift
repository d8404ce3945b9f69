/// Reads an address book file of any supported format, recognised by content (not by file
/// name): jCard when it starts with `[`, vCard when it has a `BEGIN:VCARD` line, CSV otherwise
/// when its first line looks like a header. Cards come in batches, parsed on several threads,
/// in constant memory.
public final class BookReader {
  public let fileName: String
  public let format: BookFormat
  private let input: DecodedInput
  private var source: Source
  /// Findings about the file as a whole (encoding, emptiness), available after the first batch.
  public private(set) var fileDiagnostics: [Diagnostic] = []
  private var cardsRead = 0
  private var finished = false

  private enum Source {
    case vcard(VCardReader)
    case jcard(JCardReader)
  }

  /// Opens a path (`-` for standard input) and recognises its format.
  public init(path: String, options: ReadOptions = ReadOptions()) throws(InputError) {
    let file = try InputFile(path: path)
    fileName = file.displayName
    input = DecodedInput(file: file)
    var head: [UInt8] = []
    while head.count < 4096 {
      if try input.read(appendingTo: &head, maximum: 1 << 16) == 0 { break }
    }
    format = BookReader.sniff(head)
    switch format {
    case .jcard:
      source = .jcard(JCardReader(input: input, fileName: fileName, head: head, options: options))
    case .vcard, .csv:
      let reader = VCardReader(input: input, fileName: fileName, options: options)
      reader.prepend(head)
      source = .vcard(reader)
    }
    if input.encoding == .utf16LE || input.encoding == .utf16BE {
      fileDiagnostics.append(Diagnostic(.transcodedInput, "input is \(input.encoding.rawValue); read as Unicode", at: SourceLocation(file: fileName)))
    }
  }

  /// The size of the input in bytes when known, and how much has been consumed (for progress).
  public var progress: (read: Int, total: Int?) { (input.file.bytesRead, input.file.size) }

  /// The next batch of cards passed through `transform` on worker threads; nil at the end.
  public func nextBatch<T: Sendable>(maxCards: Int = 256, _ transform: @escaping @Sendable (ParsedCard) -> T) throws(InputError) -> [T]? {
    guard !finished else { return nil }
    let batch: [T]?
    switch source {
    case .vcard(let r): batch = try r.nextBatch(maxCards: maxCards, transform)
    case .jcard(let r): batch = try r.nextBatch(maxCards: maxCards, transform)
    }
    if let batch {
      cardsRead += batch.count
      return batch
    }
    finished = true
    switch source {
    case .vcard(let r): fileDiagnostics += r.trailingDiagnostics
    case .jcard(let r): fileDiagnostics += r.trailingDiagnostics
    }
    if cardsRead == 0 {
      fileDiagnostics.append(Diagnostic(.emptyInput, "no card found in this input", at: SourceLocation(file: fileName)))
    }
    return nil
  }

  /// Reads every card of a file.
  public static func readAll(path: String, options: ReadOptions = ReadOptions()) throws(InputError) -> (cards: [ParsedCard], diagnostics: [Diagnostic], format: BookFormat) {
    let reader = try BookReader(path: path, options: options)
    var cards: [ParsedCard] = []
    while let batch = try reader.nextBatch(maxCards: 1024, { $0 }) { cards += batch }
    return (cards, reader.fileDiagnostics, reader.format)
  }

  /// Recognises the format from the first bytes (after any byte order mark).
  static func sniff(_ head: [UInt8]) -> BookFormat {
    var i = 0
    while i < head.count, head[i] == ASCII.space || head[i] == ASCII.tab || head[i] == ASCII.lf || head[i] == ASCII.cr { i += 1 }
    if i < head.count, head[i] == 0x5B { return .jcard }
    let text = String(decoding: head, as: UTF8.self).uppercased()
    if text.contains("BEGIN:VCARD") || text.contains("BEGIN :VCARD") { return .vcard }
    if text.contains("VERSION:") || text.contains("\nFN:") || text.contains("\nN:") || text.hasPrefix("FN:") { return .vcard }
    let firstLine = text.prefix { $0 != "\n" && $0 != "\r" }
    if firstLine.contains(",") || firstLine.contains(";") || firstLine.contains("\t") { return .csv }
    return .vcard
  }
}

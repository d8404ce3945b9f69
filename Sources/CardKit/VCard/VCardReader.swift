/// Reads the cards of a vCard stream in batches, in constant memory: the input is split into
/// cards by their BEGIN/END lines, and each batch of cards is parsed (and, when the caller
/// asks, transformed) on several threads, results kept in input order.
public final class VCardReader {
  private let input: DecodedInput
  private var splitter: CardSplitter
  private let parser: CardParser
  private let threads: Int
  private var finished = false
  private var chunkBuffer: [UInt8] = []
  /// The next batch, split while the workers parsed the last one, or what stopped its reading.
  private var prepared: [CardChunk]?
  private var preparedError: InputError?
  /// Findings after the last card.
  public private(set) var trailingDiagnostics: [Diagnostic] = []

  /// A reader of `input`; `fileName` is used in the findings' locations.
  public init(input: DecodedInput, fileName: String, options: ReadOptions = ReadOptions()) {
    self.input = input
    splitter = CardSplitter(fileName: fileName, maxCardSize: options.limits.maxCardSize)
    parser = CardParser(
      fileName: fileName, limits: options.limits, collectSyntax: options.collectSyntax,
      properties: options.properties.map(PropertyNameSet.init),
      fallback: options.properties == nil ? nil : options.fallbackProperties, keepsText: options.keepsSourceText,
      checksSkipped: options.properties != nil && options.checksSkippedLines)
    threads = max(1, options.parallelism)
  }

  /// Feeds bytes already read from the input (by format detection).
  func prepend(_ bytes: [UInt8]) {
    splitter.feed(bytes)
  }

  /// The next batch of at most `maxCards` cards, each passed through `transform` on a worker
  /// thread; nil when the input is exhausted.
  ///
  /// While the workers parse a batch, this thread reads and splits the next one, and runs
  /// `meanwhile` (not when there is no batch: ``BookReader`` runs it then).
  public func nextBatch<T: Sendable>(
    maxCards: Int = 256, meanwhile: () -> Void = {}, _ transform: @escaping @Sendable (consuming ParsedCard) -> T
  ) throws(InputError) -> [T]? {
    let chunks: [CardChunk]
    if let next = prepared {
      chunks = next
      prepared = nil
    } else if let error = preparedError {
      preparedError = nil
      throw error
    } else {
      chunks = try split(maxCards: maxCards)
    }
    if chunks.isEmpty {
      trailingDiagnostics += splitter.takeTrailingDiagnostics()
      return nil
    }
    let parser = self.parser
    return parallelMap(chunks, threads: chunks.count >= 16 ? threads : 1) { [self] in
      meanwhile()
      do throws(InputError) {
        prepared = try split(maxCards: maxCards)
      } catch {
        // Thrown by the next call: the cards before it are this batch.
        preparedError = error
      }
    } _: { chunk in
      transform(parser.parsedCard(chunk))
    }
  }

  /// The next at most `maxCards` cards as chunks, reading input as needed; empty at the end.
  private func split(maxCards: Int) throws(InputError) -> [CardChunk] {
    var chunks: [CardChunk] = []
    chunks.reserveCapacity(maxCards)
    while chunks.count < maxCards {
      if let chunk = splitter.next() {
        chunks.append(chunk)
        continue
      }
      if finished { break }
      chunkBuffer.removeAll(keepingCapacity: true)
      if try input.read(appendingTo: &chunkBuffer, maximum: 1 << 20) == 0 {
        finished = true
        splitter.finish()
      } else {
        splitter.feed(chunkBuffer)
      }
    }
    return chunks
  }

  /// Reads every card.
  public func readAll() throws(InputError) -> [ParsedCard] {
    var all: [ParsedCard] = []
    while let batch = try nextBatch(maxCards: 1024, { $0 }) { all += batch }
    return all
  }
}

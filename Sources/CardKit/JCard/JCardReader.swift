/// Reads the cards of a jCard stream in batches, parsed on several threads.
final class JCardReader {
  private let input: DecodedInput
  private var splitter: JCardSplitter
  private let parser: JCardParser
  private let threads: Int
  private var finished = false
  private var buffer: [UInt8] = []
  private(set) var trailingDiagnostics: [Diagnostic] = []

  init(input: DecodedInput, fileName: String, head: [UInt8], options: ReadOptions) {
    self.input = input
    splitter = JCardSplitter(fileName: fileName, maxCardSize: options.limits.maxCardSize)
    splitter.feed(head)
    parser = JCardParser(fileName: fileName, limits: options.limits, collectSyntax: options.collectSyntax)
    threads = max(1, options.parallelism)
  }

  /// Like ``VCardReader/nextBatch(maxCards:meanwhile:_:)``, without splitting ahead.
  func nextBatch<T: Sendable>(maxCards: Int, meanwhile: () -> Void, _ transform: @escaping @Sendable (consuming ParsedCard) -> T) throws(InputError) -> [T]? {
    let elements = try split(maxCards: maxCards)
    if elements.isEmpty {
      trailingDiagnostics += splitter.takeTrailingDiagnostics()
      return nil
    }
    let parser = self.parser
    return parallelMap(elements, threads: elements.count >= 16 ? threads : 1, meanwhile: meanwhile) { e in
      let (card, diagnostics, syntax) = parser.parse(e)
      return transform(ParsedCard(index: e.index, card: card, diagnostics: diagnostics, syntax: syntax))
    }
  }

  private func split(maxCards: Int) throws(InputError) -> [JCardSplitter.Element] {
    var elements: [JCardSplitter.Element] = []
    while elements.count < maxCards {
      if let e = splitter.next() {
        elements.append(e)
        continue
      }
      if finished { break }
      buffer.removeAll(keepingCapacity: true)
      if try input.read(appendingTo: &buffer, maximum: 1 << 20) == 0 {
        finished = true
        splitter.finish()
      } else {
        splitter.feed(buffer)
      }
    }
    return elements
  }
}

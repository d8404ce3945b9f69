/// The region most of a book points to (``PhoneRegionResolver/dominantRegion(in:)``), with the
/// votes counted on several threads.
enum BookRegion {
  static func dominant(in cards: [Card], workers: Int = PhoneNormalizationOptions.processorCount) -> PhoneRegion? {
    let parts = PhoneNormalizer.inParallel(cards.count, workers: min(max(1, workers), max(1, cards.count / 1024))) { range in
      var resolver = PhoneRegionResolver()
      return cards.withUnsafeBufferPointer { resolver.votes(in: $0[range]) }
    }
    return PhoneRegionResolver.winner(parts.reduce(into: [:]) { $0.merge($1, uniquingKeysWith: +) })
  }
}

/// The best match kind of each card during one query; the ranked list (by kind, then
/// collation order) then comes out of one pass over the collation positions.
struct KindMarks {
  private static let none: UInt8 = .max
  private var byCard: [UInt8]
  /// Cards marked so far.
  private(set) var count = 0

  init(cardCount: Int) {
    byCard = [UInt8](repeating: Self.none, count: cardCount)
  }

  /// Records that `card` matched as `kind`, keeping its best kind.
  @inline(__always)
  mutating func mark(_ card: Int, _ kind: SearchMatchKind) {
    let code = kind.code
    let old = byCard[card]
    if old == Self.none { count += 1 }
    if code < old { byCard[card] = code }
  }

  /// The marked cards, best kind first, then in collation order; at most `limit`.
  func hits(cardAtRank: [UInt32], limit: Int?) -> [SearchHit] {
    guard count > 0 else { return [] }
    let kinds = SearchMatchKind.allCases
    var buckets = [[UInt32]](repeating: [], count: kinds.count)
    byCard.withUnsafeBufferPointer { codes in
      for card in cardAtRank {
        let code = codes[Int(card)]
        if code != Self.none { buckets[Int(code)].append(card) }
      }
    }
    let wanted = min(count, limit ?? count)
    var hits: [SearchHit] = []
    hits.reserveCapacity(wanted)
    for (code, cards) in buckets.enumerated() {
      for card in cards {
        if hits.count == wanted { return hits }
        hits.append(SearchHit(card: Int(card), kind: kinds[code]))
      }
    }
    return hits
  }
}

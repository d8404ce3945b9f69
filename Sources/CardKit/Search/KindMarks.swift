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

  /// The marked cards, best kind first, then in collation order; at most `limit`. A count of
  /// each kind says which kinds fill the limit, so the pass over the collation order collects
  /// only those and stops once it has them.
  func hits(cardAtRank: [UInt32], limit: Int?) -> [SearchHit] {
    guard count > 0 else { return [] }
    let kinds = SearchMatchKind.allCases
    var counts = [Int](repeating: 0, count: kinds.count + 1)
    byCard.withUnsafeBufferPointer { codes in
      for code in codes { counts[min(Int(code), kinds.count)] += 1 }
    }
    // How many of each kind to take.
    var quota = [Int](repeating: 0, count: kinds.count)
    var wanted = min(count, limit ?? count)
    let total = wanted
    for code in kinds.indices where wanted > 0 {
      quota[code] = min(counts[code], wanted)
      wanted -= quota[code]
    }
    var buckets = quota.map { q -> [UInt32] in
      var bucket: [UInt32] = []
      bucket.reserveCapacity(q)
      return bucket
    }
    var collected = 0
    byCard.withUnsafeBufferPointer { codes in
      for card in cardAtRank {
        let code = Int(codes[Int(card)])
        guard code < quota.count, buckets[code].count < quota[code] else { continue }
        buckets[code].append(card)
        collected += 1
        if collected == total { break }
      }
    }
    var hits: [SearchHit] = []
    hits.reserveCapacity(total)
    for (code, cards) in buckets.enumerated() {
      for card in cards { hits.append(SearchHit(card: Int(card), kind: kinds[code])) }
    }
    return hits
  }
}

/// Finds cards of one book that are probably the same person, with evidence and a confidence
/// per cluster.
///
/// Cards are only compared when they share a blocking key (a UID, the last nine digits of a
/// number, an email address, or a name key), so a book of 100,000 cards takes well under a
/// second, not hours. Each compared pair gets a confidence from its evidence
/// (``DuplicateConfidence``): the same UID, or the same name and a shared number or email, is
/// strong; a shared number or email with names that agree without being equal, or a nameless
/// card, is likely; the same name alone (when the cards do not both have numbers or both have
/// emails that all differ), or a shared number under different names, is possible. Differing birthdays lower a pair by one level. Names compare with the
/// collation of `locale` at primary strength (case and accents ignored), in any word order.
///
/// Clusters are built from the strongest links down, and never join groups of cards that hold
/// names which do not match (a nameless card sharing one number with Alice and an email with Bob
/// does not make Alice and Bob one person). Two lone cards with different names that share a
/// number form a possible cluster of their own, which grows no further.
///
/// For lint ("likely duplicate contacts"): `DuplicateFinder(threshold: .normal, locale: …,
/// region: …).clusters(in: cards)`; each cluster's `members` index the cards passed in.
public struct DuplicateFinder: Sendable {
  /// The least confidence a cluster needs to be returned by ``clusters(in:)``.
  public var threshold: DuplicateThreshold
  let extractor: FeatureExtractor
  /// Blocks larger than this are not compared pair by pair: a number or an email shared by
  /// that many cards is a switchboard or a shared mailbox, and a name that common says little.
  static let blockLimit = 64

  /// A finder comparing names with the collation of `locale`; `region` reads national numbers
  /// (`auto`: each card's address country, else the book's dominant region).
  public init(
    threshold: DuplicateThreshold = .normal, locale: String = "en",
    region: PhoneNormalizationOptions.RegionChoice = .auto
  ) throws(NamesError) {
    self.threshold = threshold
    extractor = try FeatureExtractor(locale: locale, region: region)
  }

  /// Clusters of cards at or above the threshold, ordered by their first member.
  public func clusters(in cards: [Card]) -> [DuplicateCluster] {
    analyze(cards).clusters(threshold)
  }

  /// The pairs of cards with some evidence of being one person (at any confidence): every pair
  /// sharing a UID, number or email, and cards of one name next to each other in book order
  /// (a chain, which clusters them just as all pairs would).
  public func links(in cards: [Card]) -> [DuplicateLink] {
    analyze(cards).links
  }

  /// The features and links of a book, from which clusters at any threshold can be drawn.
  func analyze(_ cards: [Card], bookRegion: PhoneRegion? = nil) -> DuplicateAnalysis {
    let features = extractor.features(of: cards, bookRegion: bookRegion)
    return DuplicateAnalysis(features: features, links: Self.links(features, threads: extractor.workers))
  }

  /// Links from blocks: every pair of a UID, number or email block; consecutive cards of a name
  /// block (a name alone is weak evidence, and a chain clusters the block just the same, in
  /// linear rather than quadratic time). Keys are compared by hash: a collision only adds a
  /// pair that the comparison then rejects.
  ///
  /// Every step runs on every core: each range of cards deals its keys into one share per
  /// thread by hash (a block never spans two shares), each share is sorted into blocks that
  /// name their pairs, and the pairs are dealt by their first card, so that each range of
  /// cards is sorted and rid of repeats on its own and the ranges follow one another in pair
  /// order.
  static func links(_ features: [CardFeatures], threads: Int = PhoneNormalizationOptions.processorCount) -> [DuplicateLink] {
    let shares = max(1, threads)
    let cardsPerRange = features.count / shares + 1
    // Each range of cards deals its keys into the shares.
    let ranges = (0..<shares).map { r in min(features.count, r * cardsPerRange)..<min(features.count, (r + 1) * cardsPerRange) }
    let entries = parallelMap(ranges, threads: shares) { range in
      var entries = [[BlockEntry]](repeating: [], count: shares)
      for p in entries.indices { entries[p].reserveCapacity(range.count * 6 / shares) }
      features.withUnsafeBufferPointer { f in
        for i in range {
          for key in f[i].blockHashes {
            let entry = BlockEntry(hash: key.hash, card: Int32(i), isName: key.isName)
            entries[Self.share(of: UInt(bitPattern: key.hash), shares)].append(entry)
          }
        }
      }
      return entries
    }
    // The pairs of each share of the keys, dealt by the range of their first card.
    let dealt = parallelMap(Array(0..<shares), threads: shares) { share in
      // In card order as dealt, so sorting by hash alone orders them by hash and card.
      var sorted = entries.flatMap { $0[share] }
      Self.sortByHash(&sorted)
      var out = [[UInt64]](repeating: [], count: shares)
      Self.blockPairs(sorted, features) { a, b in out[a / cardsPerRange].append(UInt64(a) << 32 | UInt64(b)) }
      return out
    }
    let unique = parallelMap(Array(0..<shares), threads: shares) { r in
      var pairs = dealt.flatMap { $0[r] }
      pairs.sort()
      var unique: [UInt64] = []
      unique.reserveCapacity(pairs.count)
      for p in pairs where unique.last != p { unique.append(p) }
      return unique
    }
    let ordered = Array(unique.joined())
    // The comparisons, in pair order, in parts on every core.
    let size = max(4096, ordered.count / (threads * 4))
    let parts = stride(from: 0, to: ordered.count, by: size).map { $0..<min(ordered.count, $0 + size) }
    let linked = parallelMap(parts, threads: threads) { part in
      features.withUnsafeBufferPointer { f in
        ordered[part].compactMap { p in
          let (a, b) = (Int(p >> 32), Int(p & 0xFFFF_FFFF))
          return link(a, b, f[a], f[b])
        }
      }
    }
    return Array(linked.joined())
  }

  /// One blocking key of one card, by hash.
  struct BlockEntry: Sendable {
    var hash: Int
    var card: Int32
    var isName: Bool
  }

  /// Sorts entries by hash (as signed integers), keeping the order of entries with equal
  /// hashes: a least-significant-digit radix sort, 16 bits a pass. A comparison sort of the
  /// 300,000 keys of each share of the benchmark book took a third of the finder's time.
  static func sortByHash(_ entries: inout [BlockEntry]) {
    let n = entries.count
    guard n > 1 else { return }
    var other = entries
    var counts = [Int](repeating: 0, count: 1 << 16)
    for pass in 0..<4 {
      let shift = UInt64(16 * pass)
      // The sign bit flipped on the last pass: negative hashes come first.
      let flip: UInt64 = pass == 3 ? 0x8000 : 0
      func digit(_ e: BlockEntry) -> Int { Int(((UInt64(bitPattern: Int64(e.hash)) >> shift) & 0xFFFF) ^ flip) }
      entries.withUnsafeBufferPointer { from in
        other.withUnsafeMutableBufferPointer { to in
          counts.withUnsafeMutableBufferPointer { counts in
            counts.update(repeating: 0)
            for e in from { counts[digit(e)] += 1 }
            var start = 0
            for d in counts.indices {
              let c = counts[d]
              counts[d] = start
              start += c
            }
            for e in from {
              let d = digit(e)
              to[counts[d]] = e
              counts[d] += 1
            }
          }
        }
      }
      swap(&entries, &other)
    }
  }

  /// The share of `shares` a key's hash falls in (by its top bits, so shares are about even).
  private static func share(of hash: UInt, _ shares: Int) -> Int {
    Int(hash.multipliedFullWidth(by: UInt(shares)).high)
  }

  /// Calls `pair(a, b)` (a < b) for the pairs of each block of `entries`, sorted by hash and
  /// card; a pair may come more than once.
  private static func blockPairs(_ entries: [BlockEntry], _ features: [CardFeatures], _ pair: (Int, Int) -> Void) {
    func add(_ a: Int, _ b: Int) { if a != b { pair(min(a, b), max(a, b)) } }
    var members: [Int] = []
    var start = 0
    while start < entries.count {
      var end = start + 1
      while end < entries.count && entries[end].hash == entries[start].hash { end += 1 }
      defer { start = end }
      members.removeAll(keepingCapacity: true)
      for e in entries[start..<end] where members.last != Int(e.card) { members.append(Int(e.card)) }
      guard members.count > 1 else { continue }
      if entries[start].isName {
        guard members.count <= blockLimit else { continue }
        for k in members.indices.dropFirst() { add(members[k - 1], members[k]) }
      } else if members.count <= blockLimit {
        for x in members.indices { for y in members.index(after: x)..<members.endIndex { add(members[x], members[y]) } }
      } else {
        // A busy number or address: only cards that also share a name key are compared.
        var byName: [[UInt8]: Int] = [:]
        for m in members {
          guard let nameKey = features[m].name.keys.first else { continue }
          if let previous = byName[nameKey] { add(previous, m) }
          byName[nameKey] = m
        }
      }
    }
  }

  /// Compares cards `a` and `b` by their features; nil when nothing links them.
  private static func link(_ a: Int, _ b: Int, _ fa: borrowing CardFeatures, _ fb: borrowing CardFeatures) -> DuplicateLink? {
    let uidsB = fb.uids
    let sharedUID = fa.uids.contains { uidsB.contains($0) }
    if (fa.isGroup || fb.isGroup) && !sharedUID { return nil }
    let names = NameRelation.between(fa.name, fb.name)
    var evidence: [DuplicateEvidence] = []
    if sharedUID { evidence.append(.init(.sameUID)) }
    let phone = fa.sharedPhone(with: fb)
    if let phone { evidence.append(.init(.samePhone, fa.phoneTexts[phone])) }
    let email = fa.sharedEmail(with: fb)
    if let email { evidence.append(.init(.sameEmail, email)) }
    evidence.append(DuplicateEvidence(names))
    var level: DuplicateConfidence?
    if sharedUID {
      level = names == .different ? .possible : .strong
    } else if phone != nil || email != nil {
      switch names {
      case .same: level = .strong
      case .similar, .partial, .missing: level = .likely
      case .different: level = .possible
      }
    } else if names == .same && !fa.contactsDiffer(from: fb) {
      // A name alone, when nothing speaks against it: two John Smiths with different numbers
      // are two people.
      level = .possible
    }
    guard var confidence = level else { return nil }
    let against = fa.evidenceAgainst(fb)
    if !against.isEmpty {
      // Father and son of one name may share a landline: evidence against costs a level.
      evidence += against
      confidence = DuplicateConfidence(rawValue: max(1, confidence.rawValue - 1))!
    }
    return DuplicateLink(first: a, second: b, confidence: confidence, names: names, evidence: evidence)
  }
}

/// Merges the duplicate clusters of one book at a chosen confidence (what `cardkit dedupe`
/// runs) and reports the clusters it left alone.
///
/// Within a cluster the card with the most values is the base (the earliest on a tie); the
/// others are merged into it in book order with ``CardMerger``, so every value of every card is
/// in the result. The merged card takes the place of the cluster's first card; the other cards
/// keep their order. A card without a name that matches people whose names do not match is
/// left alone and reported as ambiguous (``DedupeReport/ambiguous``).
public struct Deduplicator: Sendable {
  /// The least confidence a cluster needs to be merged (default: strong evidence only).
  public var threshold: DuplicateThreshold
  let finder: DuplicateFinder

  /// A deduplicator merging clusters at `threshold`, comparing names with the collation of
  /// `locale`; `region` reads national vanity numbers (`auto`: address country, else the book's).
  public init(
    threshold: DuplicateThreshold = .strict, locale: String = "en",
    region: PhoneNormalizationOptions.RegionChoice = .auto
  ) throws(NamesError) {
    self.threshold = threshold
    finder = try DuplicateFinder(threshold: threshold, locale: locale, region: region)
  }

  /// Deduplicates a book. `locations` (parallel to `cards`) name the cards in the report.
  public func run(_ cards: [Card], locations: [SourceLocation]? = nil) -> DedupeResult {
    let analysis = finder.analyze(cards)
    let merged = analysis.clusters(threshold)
    // Every cluster and every ambiguous card, for what was left alone.
    let loose = analysis.grouping(.loose)
    let all = loose.clusters
    func ref(_ i: Int) -> CardReference { CardReference(cards[i], index: i, location: locations?[i]) }

    var clusterOf: [Int: Int] = [:]
    for (c, cluster) in merged.enumerated() { for m in cluster.members { clusterOf[m] = c } }
    let merger = CardMerger()
    var output: [Card] = []
    var origins: [[Int]] = []
    var report = DedupeReport(threshold: threshold, inputCards: cards.count)
    output.reserveCapacity(cards.count)
    for i in cards.indices {
      guard let c = clusterOf[i] else {
        output.append(cards[i])
        origins.append([i])
        continue
      }
      let cluster = merged[c]
      guard cluster.members[0] == i else { continue }
      let base = Self.base(of: cluster.members, cards)
      var card = cards[base]
      var entry = MergedCluster(
        cards: cluster.members.map(ref), base: ref(base), output: output.count, confidence: cluster.confidence,
        evidence: Self.evidence(of: cluster))
      for m in cluster.members where m != base {
        let outcome = merger.merge(cards[m], into: &card)
        entry.addedValues += outcome.addedValues
        entry.foldedValues += outcome.foldedValues
        entry.conflicts += outcome.conflicts
      }
      output.append(card)
      origins.append([base] + cluster.members.filter { $0 != base })
      report.merged.append(entry)
    }
    for cluster in all {
      // Clusters at the threshold are built from the strongest links first, as at loose, so
      // each lies wholly inside one loose cluster.
      var insideIndexes: [Int] = []
      for m in cluster.members { if let c = clusterOf[m], insideIndexes.last != c, !insideIndexes.contains(c) { insideIndexes.append(c) } }
      let inside = insideIndexes.sorted().map { merged[$0] }
      if inside.count == 1 && inside[0].members == cluster.members { continue }
      report.leftAlone.append(
        UnmergedCluster(
          cards: cluster.members.map(ref), confidence: cluster.confidence, evidence: Self.evidence(of: cluster),
          mergedParts: inside.map(\.members)))
    }
    report.ambiguous = loose.ambiguous.map { AmbiguousMatch(cards: $0.members.map(ref), candidates: $0.candidates.map(ref)) }
    report.outputCards = output.count
    return DedupeResult(cards: output, origins: origins, report: report)
  }

  /// The member with the most values; the earliest on a tie.
  static func base(of members: [Int], _ cards: [Card]) -> Int {
    var best = members[0]
    var most = cards[best].valueInventory.count
    for m in members.dropFirst() {
      let n = cards[m].valueInventory.count
      if n > most {
        best = m
        most = n
      }
    }
    return best
  }

  /// Each piece of evidence of a cluster's links once, in link order.
  static func evidence(of cluster: DuplicateCluster) -> [DuplicateEvidence] {
    var out: [DuplicateEvidence] = []
    for link in cluster.links { for e in link.evidence where !out.contains(e) { out.append(e) } }
    return out
  }
}

/// The cards of a deduplicated book and where each came from.
public struct DedupeResult: Sendable {
  /// The book after merging.
  public var cards: [Card]
  /// For each output card, the input cards it holds: the base first, then those merged into it.
  public var origins: [[Int]]
  /// The clusters merged and left alone.
  public var report: DedupeReport
}

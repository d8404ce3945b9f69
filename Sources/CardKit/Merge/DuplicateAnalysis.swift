/// The compared features and links of one book: clusters at any threshold come from it
/// without comparing the cards again.
struct DuplicateAnalysis: Sendable {
  let features: [CardFeatures]
  let links: [DuplicateLink]

  /// Clusters of the links at or above the threshold (``grouping(_:)``).
  func clusters(_ threshold: DuplicateThreshold) -> [DuplicateCluster] {
    grouping(threshold).clusters
  }

  /// Clusters of the links at or above the threshold, built from the strongest links down, and
  /// the nameless cards left out as ambiguous. A link is skipped when it would put names that
  /// do not match into one cluster, except a link between two lone cards whose own names
  /// differ (a possible duplicate such as `Mom` / `Jane Doe` sharing a number), which may pair
  /// them but never chain further.
  ///
  /// Links are taken one confidence at a time. Before the links of a confidence are taken,
  /// cards without a name that they tie (directly or through one another) to names that do not
  /// match are ambiguous: which person they belong to is not known, so none of their links is
  /// taken, at that confidence or below, whatever the order of the book.
  func grouping(_ threshold: DuplicateThreshold) -> DuplicateGrouping {
    let minimum = threshold.minimumConfidence
    // Strongest first; at one confidence, links whose names agree before those whose names differ.
    let ordered = links.filter { $0.confidence >= minimum }.sorted { a, b in
      if a.confidence != b.confidence { return a.confidence > b.confidence }
      if (a.names == .different) != (b.names == .different) { return b.names == .different }
      return (a.first, a.second) < (b.first, b.second)
    }
    var parent: [Int: Int] = [:]
    func root(_ i: Int) -> Int {
      var r = i
      while let p = parent[r], p != r { r = p }
      var j = i
      while let p = parent[j], p != r {
        parent[j] = r
        j = p
      }
      return r
    }
    // Members with a name, one per distinct name, to check each union against.
    var named: [Int: [Int]] = [:]
    func names(_ card: Int) -> [Int] { named[root(card)] ?? representatives(of: card) }
    var weakest: [Int: DuplicateConfidence] = [:]
    var accepted: [DuplicateLink] = []
    // Roots of the nameless cards found ambiguous, and what each matched.
    var ambiguous: [Int: (cards: [Int], candidates: [Int])] = [:]
    var start = ordered.startIndex
    while start < ordered.endIndex {
      var end = start
      while end < ordered.endIndex && ordered[end].confidence == ordered[start].confidence { end += 1 }
      let level = ordered[start..<end].filter { ambiguous[root($0.first)] == nil && ambiguous[root($0.second)] == nil }
      for (r, found) in ambiguousNameless(level, parent: parent, root: root, names: names) { ambiguous[r] = found }
      for link in level {
        let a = root(link.first)
        let b = root(link.second)
        if ambiguous[a] != nil || ambiguous[b] != nil { continue }
        if a == b {
          accepted.append(link)
          continue
        }
        let namesA = names(link.first)
        let namesB = names(link.second)
        if link.names == .different {
          // A shared number under two names (a landline, a switchboard) joins only two lone
          // cards: it must not chain people together.
          guard named[a] == nil && named[b] == nil && parent[a] == nil && parent[b] == nil else { continue }
        } else if !compatible(namesA, namesB) {
          continue
        }
        let (keep, gone) = a < b ? (a, b) : (b, a)
        parent[gone] = keep
        parent[keep] = keep
        named[keep] = union(namesA, namesB)
        named[gone] = nil
        weakest[keep] = min(weakest[a] ?? .strong, weakest[b] ?? .strong, link.confidence)
        weakest[gone] = nil
        accepted.append(link)
      }
      start = end
    }
    var members: [Int: [Int]] = [:]
    for i in parent.keys { members[root(i), default: []].append(i) }
    var linksByRoot: [Int: [DuplicateLink]] = [:]
    for link in accepted { linksByRoot[root(link.first), default: []].append(link) }
    let clusters = members.compactMap { r, m -> DuplicateCluster? in
      guard m.count > 1 else { return nil }
      let links = (linksByRoot[r] ?? []).sorted { ($0.first, $0.second) < ($1.first, $1.second) }
      return DuplicateCluster(members: m.sorted(), confidence: weakest[r] ?? minimum, links: links)
    }.sorted { $0.members[0] < $1.members[0] }
    let left = ambiguous.values.map { AmbiguousCards(members: $0.cards.sorted(), candidates: $0.candidates.sorted()) }
    return DuplicateGrouping(clusters: clusters, ambiguous: left.sorted { $0.members[0] < $1.members[0] })
  }

  /// The nameless clusters (by root) that the links of one confidence tie to names that do not
  /// match, with their cards and the named cards they matched. Nameless clusters linked to each
  /// other count as one: each could be the other's person.
  private func ambiguousNameless(
    _ level: [DuplicateLink], parent: [Int: Int], root: (Int) -> Int, names: (Int) -> [Int]
  ) -> [Int: (cards: [Int], candidates: [Int])] {
    // Nameless roots tied together at this level, each to the first of its group.
    var group: [Int: Int] = [:]
    func top(_ r: Int) -> Int {
      var t = r
      while let g = group[t], g != t { t = g }
      return t
    }
    for link in level where names(link.first).isEmpty && names(link.second).isEmpty {
      let (a, b) = (top(root(link.first)), top(root(link.second)))
      if a != b { group[max(a, b)] = min(a, b) }
    }
    var matched: [Int: (names: [Int], candidates: [Int])] = [:]
    for link in level {
      for (nameless, other) in [(link.first, link.second), (link.second, link.first)]
      where names(nameless).isEmpty && !names(other).isEmpty {
        let g = top(root(nameless))
        matched[g, default: ([], [])].names += names(other)
        if matched[g]?.candidates.contains(other) == false { matched[g]?.candidates.append(other) }
      }
    }
    var out: [Int: (cards: [Int], candidates: [Int])] = [:]
    var clustered: [Int: [Int]]?
    for (g, found) in matched where !compatible(found.names, found.names) {
      var roots = Set([g])
      for link in level {
        for end in [link.first, link.second] where names(end).isEmpty && top(root(end)) == g { roots.insert(root(end)) }
      }
      // The cards of each root: itself alone, or the cluster it heads.
      if clustered == nil { clustered = Dictionary(grouping: parent.keys, by: root) }
      let cards = roots.flatMap { clustered?[$0] ?? [$0] }
      for r in roots { out[r] = (cards, found.candidates) }
    }
    return out
  }

  /// A card as its cluster's list of distinct names (empty for a nameless card).
  private func representatives(of card: Int) -> [Int] {
    features[card].name.isEmpty ? [] : [card]
  }

  /// Two lists of distinct names as one (each list is already free of repeats).
  private func union(_ a: [Int], _ b: [Int]) -> [Int] {
    var out = a
    for c in b where !a.contains(where: { NameRelation.between(features[$0].name, features[c].name) == .same }) {
      out.append(c)
    }
    return out
  }

  private func compatible(_ a: [Int], _ b: [Int]) -> Bool {
    a.allSatisfy { x in b.allSatisfy { y in NameRelation.between(features[x].name, features[y].name).isCompatible } }
  }
}

/// Clusters at one threshold, and the nameless cards left out of them as ambiguous.
struct DuplicateGrouping: Sendable {
  let clusters: [DuplicateCluster]
  let ambiguous: [AmbiguousCards]
}

/// Cards without a name that match people whose names do not match (a number shared with
/// Alice, an email with Bob): which one they belong to is not known, so they are left alone.
struct AmbiguousCards: Sendable {
  /// The nameless cards (linked to each other, when more than one), ascending.
  let members: [Int]
  /// The named cards they matched, ascending.
  let candidates: [Int]
}

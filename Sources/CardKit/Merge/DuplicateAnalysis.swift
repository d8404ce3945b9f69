/// The compared features and links of one book: clusters at any threshold come from it
/// without comparing the cards again.
struct DuplicateAnalysis: Sendable {
  let features: [CardFeatures]
  let links: [DuplicateLink]

  /// Clusters of the links at or above the threshold, built from the strongest links down. A
  /// link is skipped when it would put names that do not match into one cluster, except a link
  /// between two lone cards whose own names differ (a possible duplicate such as `Mom` / `Jane
  /// Doe` sharing a number), which may pair them but never chain further.
  func clusters(_ threshold: DuplicateThreshold) -> [DuplicateCluster] {
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
    var weakest: [Int: DuplicateConfidence] = [:]
    var accepted: [DuplicateLink] = []
    for link in ordered {
      let a = root(link.first)
      let b = root(link.second)
      if a == b {
        accepted.append(link)
        continue
      }
      let namesA = named[a] ?? representatives(of: link.first)
      let namesB = named[b] ?? representatives(of: link.second)
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
    var members: [Int: [Int]] = [:]
    for i in parent.keys { members[root(i), default: []].append(i) }
    var linksByRoot: [Int: [DuplicateLink]] = [:]
    for link in accepted { linksByRoot[root(link.first), default: []].append(link) }
    return members.compactMap { r, m -> DuplicateCluster? in
      guard m.count > 1 else { return nil }
      let links = (linksByRoot[r] ?? []).sorted { ($0.first, $0.second) < ($1.first, $1.second) }
      return DuplicateCluster(members: m.sorted(), confidence: weakest[r] ?? minimum, links: links)
    }.sorted { $0.members[0] < $1.members[0] }
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

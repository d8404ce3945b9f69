/// How the names of two cards relate, from the strongest to the weakest agreement.
public enum NameRelation: String, Hashable, Sendable, Codable, CaseIterable {
  /// The same words, ignoring case, accents and order (`Smith, John` and `john smith`).
  case same
  /// The same person written differently: every word of the shorter name matches a word of
  /// the longer one (equal, an initial or short form such as `J.` / `Chris`, a common
  /// nickname such as `Tom` / `Thomas`, or one typo in a long word), and at least one word is
  /// equal (`John Smith` / `John Q. Smith`, `Tom Becker` / `Thomas Becker`).
  case similar
  /// One name is a single word of the other (`Becker` / `Thomas Becker`).
  case partial
  /// At least one card has no name.
  case missing
  /// Both cards have names and they do not match, or their structured names have different
  /// honorific suffixes (`Jr.` / `Sr.`, `II` / `III`: father and son).
  case different

  /// True when the names do not speak against one person (everything but ``different``).
  public var isCompatible: Bool { self != .different }

  /// Compares two signatures: the best relation between any of their sources.
  static func between(_ a: NameSignature, _ b: NameSignature) -> NameRelation {
    if a.isEmpty || b.isEmpty { return .missing }
    if !a.suffix.isEmpty && !b.suffix.isEmpty && a.suffix != b.suffix { return .different }
    let keysA = a.keys
    if b.keys.contains(where: { keysA.contains($0) }) { return .same }
    var best = NameRelation.different
    for x in a.sources {
      for y in b.sources {
        let r = tokens(x, y)
        if r == .similar { return .similar }
        if r == .partial { best = .partial }
      }
    }
    return best
  }

  /// Aligns the words of the shorter name with distinct words of the longer one.
  private static func tokens(_ x: [NameSignature.Token], _ y: [NameSignature.Token]) -> NameRelation {
    let (short, long) = x.count <= y.count ? (x, y) : (y, x)
    var used = [Bool](repeating: false, count: long.count)
    var exact = 0
    // Equal words first, so a short form cannot take the word an equal one needs.
    var pending: [NameSignature.Token] = []
    for t in short {
      if let i = long.indices.first(where: { !used[$0] && long[$0].key == t.key }) {
        used[i] = true
        exact += 1
      } else {
        pending.append(t)
      }
    }
    guard exact > 0 else { return .different }
    for t in pending {
      guard let i = long.indices.first(where: { !used[$0] && wordsMatch(t, long[$0]) }) else { return .different }
      used[i] = true
    }
    return short.count == 1 ? .partial : .similar
  }

  /// Two different words of one person's name: an initial or short form (one key a prefix
  /// of the other), a common nickname, or one typo in words of four letters or more; but not
  /// two words that differ only in a final `a`, `o` or `i` (`differInEnding`).
  static func wordsMatch(_ a: NameSignature.Token, _ b: NameSignature.Token) -> Bool {
    let la = a.text.lowercased()
    let lb = b.text.lowercased()
    let sa = Array(la.unicodeScalars)
    let sb = Array(lb.unicodeScalars)
    if differInEnding(sa, sb) { return false }
    let (shorter, longer) = a.key.count <= b.key.count ? (a, b) : (b, a)
    if MatchKey(bytes: longer.key).hasPrefix(MatchKey(bytes: shorter.key)) { return true }
    if GivenNameVariants.areVariants(la, lb) { return true }
    return sa.count >= 4 && sb.count >= 4 && editDistanceAtMostOne(sa, sb)
  }

  /// True when two words of at least three letters in common differ only in their last letter,
  /// one of `a`, `o` or `i` (one word has it and the other has none or another of them):
  /// `Michael` / `Michaela`, `Mario` / `Maria`, `Paul` / `Paula`, `Ivanov` / `Ivanova`. In
  /// many languages that ending tells a man's name from a woman's: two people (siblings, a
  /// couple sharing a landline), not an initial, a short form or a typo.
  static func differInEnding(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
    var common = 0
    while common < a.count, common < b.count, a[common] == b[common] { common += 1 }
    let tails = (a[common...], b[common...])
    guard common >= 3, tails.0.count <= 1, tails.1.count <= 1, tails.0.count + tails.1.count > 0 else { return false }
    return (tails.0 + tails.1).allSatisfy { $0 == "a" || $0 == "o" || $0 == "i" }
  }

  /// True when one insertion, deletion, substitution or swap of neighbours turns `a` into `b`.
  static func editDistanceAtMostOne(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
    if abs(a.count - b.count) > 1 { return false }
    var i = 0
    while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
    if i == a.count && i == b.count { return true }
    if a.count == b.count {
      if a[(i + 1)...] == b[(i + 1)...] { return true }
      // Neighbours swapped: `jonh` / `john`.
      return i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i] && a[(i + 2)...] == b[(i + 2)...]
    }
    let (short, long) = a.count < b.count ? (a, b) : (b, a)
    return short[i...] == long[(i + 1)...]
  }
}

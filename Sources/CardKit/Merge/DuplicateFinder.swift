/// Finds cards of one book that are probably the same person, with evidence and a confidence
/// per cluster.
///
/// Cards are only compared when they share a blocking key (a UID, the last nine digits of a
/// number, an email address, or a name key), so a book of 100,000 cards takes well under a
/// second, not hours. Each compared pair gets a confidence from its evidence
/// (``DuplicateConfidence``): the same UID, or the same name and a shared number or email, is
/// strong; a shared number or email with names that agree without being equal, or a nameless
/// card, is likely; the same name alone, or a shared number under different names, is
/// possible. Differing birthdays lower a pair by one level. Names compare with the
/// collation of `locale` at primary strength (case and accents ignored), in any word order.
///
/// Clusters are built from the strongest links down. A likely or strong link never joins two
/// groups of cards that hold names which do not match (a nameless card sharing one number with
/// Alice and an email with Bob does not make Alice and Bob one person).
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

  /// Every pair of cards with some evidence of being one person (at any confidence).
  public func links(in cards: [Card]) -> [DuplicateLink] {
    analyze(cards).links
  }

  /// The features and links of a book, from which clusters at any threshold can be drawn.
  func analyze(_ cards: [Card]) -> DuplicateAnalysis {
    let features = extractor.features(of: cards)
    return DuplicateAnalysis(features: features, links: Self.links(features))
  }

  static func links(_ features: [CardFeatures]) -> [DuplicateLink] {
    var blocks: [BlockKey: [Int]] = [:]
    for (i, f) in features.enumerated() {
      for key in f.blockKeys where blocks[key]?.last != i { blocks[key, default: []].append(i) }
    }
    var pairs = Set<UInt64>()
    func pair(_ a: Int, _ b: Int) { pairs.insert(UInt64(min(a, b)) << 32 | UInt64(max(a, b))) }
    for (key, members) in blocks where members.count > 1 {
      if members.count <= blockLimit {
        for x in members.indices { for y in members.index(after: x)..<members.endIndex { pair(members[x], members[y]) } }
        continue
      }
      if case .name = key { continue }
      // A busy number or address: only cards that also share a name key are compared.
      var byName: [[UInt8]: Int] = [:]
      for m in members {
        guard let nameKey = features[m].name.keys.first else { continue }
        if let previous = byName[nameKey] { pair(previous, m) }
        byName[nameKey] = m
      }
    }
    var links: [DuplicateLink] = []
    for p in pairs.sorted() {
      if let link = link(Int(p >> 32), Int(p & 0xFFFF_FFFF), features) { links.append(link) }
    }
    return links
  }

  /// Compares two cards; nil when nothing links them.
  static func link(_ a: Int, _ b: Int, _ features: [CardFeatures]) -> DuplicateLink? {
    let x = features[a]
    let y = features[b]
    let sharedUID = x.uids.contains { y.uids.contains($0) }
    if (x.isGroup || y.isGroup) && !sharedUID { return nil }
    let names = NameRelation.between(x.name, y.name)
    var evidence: [DuplicateEvidence] = []
    if sharedUID { evidence.append(.init(.sameUID)) }
    let phone = x.sharedPhone(with: y)
    if let phone { evidence.append(.init(.samePhone, x.phoneTexts[phone])) }
    let email = x.sharedEmail(with: y)
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
    } else if names == .same {
      level = .possible
    }
    guard var confidence = level else { return nil }
    if x.birthdayConflicts(with: y) {
      // Father and son of one name may share a landline: differing birthdays cost a level.
      evidence.append(.init(.differentBirthdays))
      confidence = DuplicateConfidence(rawValue: max(1, confidence.rawValue - 1))!
    }
    return DuplicateLink(first: a, second: b, confidence: confidence, names: names, evidence: evidence)
  }
}

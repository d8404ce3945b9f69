/// Merges incoming cards into a base book (what `cardkit merge` runs).
///
/// Each incoming card is matched to the base by, in order:
/// 1. the same UID (also a UID an earlier merge kept aside);
/// 2. a shared phone number or email address and a compatible name (equal, similar, or one
///    card without a name; see ``NameRelation``);
/// 3. the same name, ignoring case, accents and word order (the collation of `locale`);
/// 4. when no rule above found a card, the same values (``Card/valueInventory``): a card with
///    nothing to match by (no name, number, email or UID, such as a card holding only a note;
///    a group card without UID) is the base card that holds exactly its values, so merging a
///    book with itself gives the same cards back.
///
/// Names whose `N` suffixes differ (`Jr.` / `Sr.`) never match (``NameRelation/different``).
/// Rules 2 and 3 also leave out base cards that something speaks against, the evidence
/// dedupe weighs (`CardFeatures.evidenceAgainst(_:)`: a different full birthday); the
/// decision lists them as kept apart. A UID is the card's identity: rule 1 follows it whatever
/// differs (the other birthday is kept aside as a conflict).
///
/// The first rule that finds base cards decides: exactly one card, and the incoming card is
/// merged into it (``CardMerger``); several, and nothing is added: the card is reported as
/// ambiguous (but of several cards sharing a number, the one card of the same name is the
/// person). When no rule finds a card, the incoming card is added at the end. Incoming cards
/// are matched against the base only, not against each other (run dedupe for that).
public struct BookMerger: Sendable {
  let extractor: FeatureExtractor

  /// A merger comparing names with the collation of `locale`; `region` reads national vanity numbers.
  public init(locale: String = "en", region: PhoneNormalizationOptions.RegionChoice = .auto) throws(NamesError) {
    extractor = try FeatureExtractor(locale: locale, region: region)
  }

  /// Merges `incoming` into `base`; the locations (parallel to the cards) name them in the report.
  public func merge(
    base: [Card], incoming: [Card], baseLocations: [SourceLocation]? = nil, incomingLocations: [SourceLocation]? = nil
  ) -> BookMergeResult {
    let bookRegion = BookRegion.dominant(in: base) ?? BookRegion.dominant(in: incoming)
    var baseFeatures = extractor.features(of: base, bookRegion: bookRegion)
    let incomingFeatures = extractor.features(of: incoming, bookRegion: bookRegion)
    var index: [BlockKey: [Int]] = [:]
    func add(_ i: Int) {
      for key in baseFeatures[i].blockKeys where index[key]?.contains(i) != true { index[key, default: []].append(i) }
    }
    for i in base.indices { add(i) }

    var cards = base
    var report = MergeReport(baseCards: base.count, incomingCards: incoming.count)
    let merger = CardMerger(region: bookRegion)
    let service = PhoneNumberService()
    var added: [Card] = []
    // The base cards by their values, made when a card first needs it (rule 4).
    var byValues: [[String]: [Int]]?
    for (j, card) in incoming.enumerated() {
      let incomingRef = CardReference(card, index: j, location: incomingLocations?[j])
      func ref(_ i: Int) -> CardReference { CardReference(cards[i], index: i, location: baseLocations?[i]) }
      var (rule, candidates, apart) = Self.candidates(for: incomingFeatures[j], baseFeatures, index)
      if rule == nil {
        // Nothing to match by (no name, number, email or UID; a group card without UID): a
        // base card holding exactly its values is that card, so a book merged with itself
        // gives its cards back.
        if byValues == nil { byValues = Dictionary(grouping: base.indices) { Self.valueKey(base[$0]) } }
        candidates = byValues?[Self.valueKey(card)] ?? []
        if !candidates.isEmpty { rule = .sameValues }
      }
      var decision = MergeDecision(action: .added, rule: rule, incoming: incomingRef)
      decision.keptApart = apart.map { KeptApart(card: ref($0.card), rule: $0.rule, evidence: $0.evidence) }
      if candidates.count > 1 {
        decision.action = .ambiguous
        decision.candidates = candidates.map(ref)
      } else if let b = candidates.first {
        decision.action = .merged
        decision.into = ref(b)
        let outcome = merger.merge(card, into: &cards[b])
        decision.addedValues = outcome.addedValues
        decision.foldedValues = outcome.foldedValues
        decision.conflicts = outcome.conflicts
        decision.output = b
        baseFeatures[b] = FeatureExtractor.features(of: cards[b], names: extractor.names, region: bookRegion, service: service)
        add(b)
      } else {
        decision.output = base.count + added.count
        added.append(card)
      }
      report.decisions.append(decision)
    }
    cards += added
    report.outputCards = cards.count
    return BookMergeResult(cards: cards, report: report)
  }

  /// A card's values in one order (``Card/valueInventory`` sorted): equal for cards that hold
  /// the same values, however they are spelled or ordered.
  static func valueKey(_ card: Card) -> [String] {
    card.valueInventory.sorted()
  }

  /// The rule that found base cards for an incoming card, and the cards (ascending); no rule
  /// and no cards when nothing matches. Also the base cards rules 2 and 3 found but left out
  /// for evidence against one person, with the rule and the evidence.
  static func candidates(
    for card: CardFeatures, _ base: [CardFeatures], _ index: [BlockKey: [Int]]
  ) -> (MergeDecision.Rule?, [Int], [(card: Int, rule: MergeDecision.Rule, evidence: [DuplicateEvidence])]) {
    var found = Set<Int>()
    for u in card.uids { found.formUnion(index[.uid(u)] ?? []) }
    if !found.isEmpty { return (.uid, found.sorted(), []) }
    guard !card.isGroup else { return (nil, [], []) }
    for p in card.phones {
      guard let tail = p.tailKey else { continue }
      for b in index[.phone(tail)] ?? [] where base[b].phones.contains(where: { $0.isEvidence && $0.isEquivalent(to: p) }) {
        found.insert(b)
      }
    }
    for e in card.emails { found.formUnion(index[.email(e)] ?? []) }
    // Names must not contradict each other, as one name key does not make them agree: two
    // different suffixes in N (`Jr.` / `Sr.`) are two people. Nor may anything else speak
    // against one person: such a card is kept apart, and said so.
    var apart: [(card: Int, rule: MergeDecision.Rule, evidence: [DuplicateEvidence])] = []
    func matching(_ found: Set<Int>, _ rule: MergeDecision.Rule) -> [Int] {
      found.sorted().filter { b in
        guard !base[b].isGroup && NameRelation.between(card.name, base[b].name).isCompatible else { return false }
        let against = card.evidenceAgainst(base[b])
        if against.isEmpty { return true }
        if !apart.contains(where: { $0.card == b }) { apart.append((b, rule, against)) }
        return false
      }
    }
    let byContact = matching(found, .contact)
    if byContact.count > 1 {
      // Several cards share the number (a family's landline): the one with the same name is
      // the person, when exactly one has it (Michaela Meier, not Michael Meier).
      let same = byContact.filter { NameRelation.between(card.name, base[$0].name) == .same }
      if same.count == 1 { return (.contact, same, apart) }
    }
    if !byContact.isEmpty { return (.contact, byContact, apart) }
    found = []
    for k in card.name.keys { found.formUnion(index[.name(k)] ?? []) }
    let byName = matching(found, .name)
    if !byName.isEmpty { return (.name, byName, apart) }
    return (nil, [], apart)
  }
}

/// The merged book and the decisions taken.
public struct BookMergeResult: Sendable {
  /// The base cards (merged ones updated in place) followed by the added cards.
  public var cards: [Card]
  /// The decision taken for each incoming card.
  public var report: MergeReport
}

/// Finds cards by name, by keypad digits (T9) and by phone number. Built once from a list of
/// cards (the work: transliteration, collation keys, libphonenumber parsing), it then answers
/// each query with a few binary searches in sorted key tables and a pass over the matches.
///
/// Results are ordered by how they matched (``SearchMatchKind``), then by the collation order
/// of the cards (``SearchOptions/names``). The index only reads its data after it is built, so
/// one index can serve several threads.
///
/// ```swift
/// let index = try SearchIndex(cards: cards, options: SearchOptions(names: NameSortOptions(locale: "de")))
/// for hit in index.search(.name("mül"), limit: 20) { print(index.displayNames[hit.card]) }
/// index.search(.t9("37337"))          // Fred Smith (FredS)
/// index.search(.phonePrefix("(408)")) // +1 408 555 0100, 408-555-0199
/// ```
public final class SearchIndex: Sendable {
  /// The cards, in the order given.
  public let cards: [Card]
  /// The name shown for each card (``NameSortOptions/format``).
  public let displayNames: [String]
  /// What the index was built with.
  public let options: SearchOptions
  /// The region national queries and national numbers were read in under `auto` when the
  /// card gives none: ``SearchOptions/bookRegion`` or the book's dominant region.
  public let bookRegion: PhoneRegion?

  let collator: Collator
  let names: NameStore
  let wordTable: PrefixTable
  let fullNameTable: PrefixTable
  let dial: DialStore
  let dialWordTable: PrefixTable
  let dialInitialTable: PrefixTable
  let numbers: NumberStore
  let numberStartTable: PrefixTable
  let numberInnerTable: PrefixTable
  /// The card at each collation position.
  let cardAtRank: [UInt32]

  /// Builds the index of `cards`. Throws only when ICU has no collation data for the locale.
  public init(cards: [Card], options: SearchOptions = SearchOptions()) throws(NamesError) {
    collator = try NameMatcher(locale: options.locale).collator
    self.cards = cards
    self.options = options
    var bookRegion: PhoneRegion?
    if case .auto = options.region, !options.queries.isDisjoint(with: [.keypad, .phones]) {
      var resolver = PhoneRegionResolver()
      bookRegion = options.bookRegion ?? resolver.dominantRegion(in: cards)
    }
    self.bookRegion = bookRegion
    let region = bookRegion
    let results = PhoneNormalizer.inParallel(cards.count, workers: options.workers) { range -> Result<SearchShard, NamesError> in
      do throws(NamesError) {
        let builder = try SearchShardBuilder(options: options, bookRegion: region)
        cards.withUnsafeBufferPointer { cards in
          for index in range { builder.add(cards[index], index: index) }
        }
        return .success(builder.shard)
      } catch {
        return .failure(error)
      }
    }
    var shard = SearchShard()
    for result in results {
      switch result {
      case .success(let part): shard.append(part)
      case .failure(let error): throw error
      }
    }
    let order = NameSorter.order(cards.indices, keys: shard.sortKeys)
    shard.sortKeys = []
    cardAtRank = order.map { UInt32($0) }
    displayNames = shard.displayNames
    let tables = parallelMap(
      [shard.names.entries, shard.names.fullNameEntries, shard.dial.wordEntries, shard.dial.initialEntries,
       shard.numbers.startEntries, shard.numbers.innerEntries], threads: options.workers) { PrefixTable($0) }
    (wordTable, fullNameTable, dialWordTable, dialInitialTable, numberStartTable, numberInnerTable) =
      (tables[0], tables[1], tables[2], tables[3], tables[4], tables[5])
    shard.names.entries = []
    shard.names.fullNameEntries = []
    shard.dial.wordEntries = []
    shard.dial.initialEntries = []
    shard.numbers.startEntries = []
    shard.numbers.innerEntries = []
    names = shard.names
    dial = shard.dial
    numbers = shard.numbers
  }

  /// The number of cards.
  public var count: Int { cards.count }

  /// The cards matching `query`, best first; at most `limit` when given. Each hit says which
  /// parts matched (``SearchHit/matches``).
  public func search(_ query: SearchQuery, limit: Int? = nil) -> [SearchHit] {
    var hits = rankedHits(query, limit: limit)
    for i in hits.indices { hits[i].matches = matches(of: hits[i], for: query) }
    return hits
  }

  /// The cards matching `query`, best first, without the matched parts (the cheaper call when
  /// only the cards are needed; ``matches(of:for:)`` gives the parts of one hit).
  public func rankedHits(_ query: SearchQuery, limit: Int? = nil) -> [SearchHit] {
    var marks = KindMarks(cardCount: cards.count)
    guard options.queries.contains(SearchQueryKinds(query)) else { return [] }
    switch query {
    case .name(let text): markNames(text, &marks)
    case .t9(let text): markDialled(SearchQuery.t9Digits(text), &marks)
    case .phonePrefix(let text): markNumbers(text, exact: false, &marks)
    case .phoneExact(let text): markNumbers(text, exact: true, &marks)
    }
    return marks.hits(cardAtRank: cardAtRank, limit: limit)
  }

  /// The parts of a hit's card that match `query`.
  public func matches(of hit: SearchHit, for query: SearchQuery) -> [SearchMatch] {
    guard cards.indices.contains(hit.card), options.queries.contains(SearchQueryKinds(query)) else { return [] }
    return switch query {
    case .name(let text): nameMatches(card: hit.card, text)
    case .t9(let text): dialMatches(card: hit.card, SearchQuery.t9Digits(text))
    case .phonePrefix(let text): numberMatches(card: hit.card, text, exact: false)
    case .phoneExact(let text): numberMatches(card: hit.card, text, exact: true)
    }
  }
}

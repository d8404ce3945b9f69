/// How a ``SearchIndex`` reads names and numbers.
public struct SearchOptions: Sendable, Hashable {
  /// Collation locale for matching (primary strength: `é` = `E`, but Swedish `Å` ≠ `A`) and
  /// the order of results (``NameSortOptions/locale``), the display names shown
  /// (``NameSortOptions/format``) and how ties are ordered (``NameSortOptions/sortBy``).
  public var names: NameSortOptions
  /// The default region for numbers written without a country code, and the region national
  /// queries (`(408)`) are read in: a fixed region, or `auto` (each card's address country,
  /// else the book's dominant region, as `cardkit normalize` does).
  public var region: PhoneNormalizationOptions.RegionChoice
  /// For ``PhoneNormalizationOptions/RegionChoice/auto``: the book region when the caller
  /// already knows it; nil to work it out from the cards.
  public var bookRegion: PhoneRegion?
  /// Threads used to build the index (at least 1).
  public var workers: Int
  /// The kinds of query the index is built for; a query of another kind finds nothing. A
  /// one-off search builds only what it needs (`cardkit search` does).
  public var queries: SearchQueryKinds

  /// Options; by default English collation, results tied by display name, region `auto`.
  public init(
    names: NameSortOptions = NameSortOptions(sortBy: .display), region: PhoneNormalizationOptions.RegionChoice = .auto,
    bookRegion: PhoneRegion? = nil, workers: Int = PhoneNormalizationOptions.processorCount,
    queries: SearchQueryKinds = .all
  ) {
    self.names = names
    self.region = region
    self.bookRegion = bookRegion
    self.workers = max(1, workers)
    self.queries = queries
  }

  /// The collation locale.
  public var locale: String { names.locale }
}

/// Kinds of ``SearchQuery`` an index answers.
public struct SearchQueryKinds: OptionSet, Sendable, Hashable {
  /// The bits of the set.
  public let rawValue: UInt8
  /// A set from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// ``SearchQuery/name(_:)``.
  public static let names = SearchQueryKinds(rawValue: 1)
  /// ``SearchQuery/t9(_:)`` (names and numbers by keypad digits).
  public static let keypad = SearchQueryKinds(rawValue: 2)
  /// ``SearchQuery/phonePrefix(_:)`` and ``SearchQuery/phoneExact(_:)``.
  public static let phones = SearchQueryKinds(rawValue: 4)
  /// Every kind.
  public static let all: SearchQueryKinds = [.names, .keypad, .phones]

  /// The kind of one query.
  public init(_ query: SearchQuery) {
    switch query {
    case .name: self = .names
    case .t9: self = .keypad
    case .phonePrefix, .phoneExact: self = .phones
    }
  }
}

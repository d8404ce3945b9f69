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

  /// Options; by default English collation, results tied by display name, region `auto`.
  public init(
    names: NameSortOptions = NameSortOptions(sortBy: .display), region: PhoneNormalizationOptions.RegionChoice = .auto,
    bookRegion: PhoneRegion? = nil, workers: Int = PhoneNormalizationOptions.processorCount
  ) {
    self.names = names
    self.region = region
    self.bookRegion = bookRegion
    self.workers = max(1, workers)
  }

  /// The collation locale.
  public var locale: String { names.locale }
}

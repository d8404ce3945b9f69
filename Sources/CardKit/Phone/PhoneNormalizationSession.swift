/// Normalizes cards one at a time, from any thread: what streams a book through the phone
/// normalizer (`cardkit normalize` runs it as a ``BookConverter`` step on the reading threads).
///
/// Each call borrows a worker from a pool, with its own libphonenumber context, region resolver
/// and label caches, so concurrent calls never share one and the caches stay warm across calls.
/// With ``PhoneNormalizationOptions/RegionChoice/auto``, `bookRegion` is the region a card
/// without an address country falls back to (``PhoneNormalizer/bookRegion(inputs:readOptions:)``).
public final class PhoneNormalizationSession: Sendable {
  /// What to normalize and how.
  public let options: PhoneNormalizationOptions
  /// The book's dominant region, for `auto`.
  public let bookRegion: PhoneRegion?
  private let workers: LendingPool<PhoneNormalizationWorker>

  /// A session normalizing with `options`; `bookRegion` is used only by `auto`.
  public init(options: PhoneNormalizationOptions, bookRegion: PhoneRegion? = nil) {
    let bookRegion = bookRegion ?? options.bookRegion
    self.options = options
    self.bookRegion = bookRegion
    workers = LendingPool {
      let worker = PhoneNormalizationWorker(options: options, file: "", bookRegion: bookRegion)
      // Room for a batch's worth of distinct numbers up front: a cache grown one rehash at a
      // time costs more than it saves on a book of mostly distinct numbers.
      worker.reserveCapacity(1 << 15)
      return worker
    }
  }

  /// Normalizes one card in place and returns what was changed and found, located at `file`
  /// and `index` (the card's index in its file).
  public func normalize(_ card: inout Card, index: Int, file: String) -> PhoneNormalizationReport {
    let output = workers.withItem { $0.normalize(&card, index: index, file: file) }
    var report = PhoneNormalizationReport()
    report.changes = output.changes
    report.diagnostics = output.diagnostics
    report.summary = output.summary
    report.bookRegion = bookRegion
    return report
  }

  /// How the workers' number services worked so far, summed (read it once no call runs).
  public var counters: PhoneServiceCounters {
    var sum = PhoneServiceCounters(fastParses: 0, libraryParses: 0, cacheHits: 0, cacheMisses: 0)
    for worker in workers.all { sum.add(worker.counters) }
    return sum
  }
}

extension PhoneServiceCounters {
  mutating func add(_ other: PhoneServiceCounters) {
    fastParses += other.fastParses
    libraryParses += other.libraryParses
    cacheHits += other.cacheHits
    cacheMisses += other.cacheMisses
  }
}

extension PhoneNormalizationReport {
  /// Adds another report's counts to this one, and its changes and findings unless
  /// `keepingEntries` is false (a caller that printed them as they came).
  public mutating func add(_ other: PhoneNormalizationReport, keepingEntries: Bool = true) {
    if keepingEntries {
      changes += other.changes
      diagnostics += other.diagnostics
    }
    summary.add(other.summary)
    if bookRegion == nil { bookRegion = other.bookRegion }
  }
}

extension PhoneNormalizer {
  /// The region `auto` falls back to for a book read from files: the region given in the
  /// options, else the one most of the book's international numbers and address countries
  /// point to (a reading pass of its own over `inputs`; standard input cannot be read twice,
  /// so a caller reading it spools it first). Nil when the options do not need one.
  public func bookRegion(inputs: [String], readOptions: ReadOptions) throws(InputError) -> PhoneRegion? {
    guard case .auto = options.region, options.mapsNumbers else { return nil }
    if let given = options.bookRegion { return given }
    // One resolver for the whole book, so each country name and calling code is looked up once.
    var resolver = PhoneRegionResolver()
    var votes: [PhoneRegion: Int] = [:]
    for path in inputs {
      let reader = try BookReader(path: path, options: readOptions)
      while let batch = try reader.nextBatch(maxCards: 512, { $0.card }) {
        votes.merge(resolver.votes(in: batch), uniquingKeysWith: +)
      }
    }
    return PhoneRegionResolver.winner(votes)
  }
}

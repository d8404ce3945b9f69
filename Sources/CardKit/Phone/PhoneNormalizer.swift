/// Normalizes the phone numbers and labels of a book: what `cardkit normalize` runs.
///
/// Numbers are parsed with a default region (``PhoneNormalizationOptions/region``), and valid
/// ones are rewritten in the chosen format; a number libphonenumber calls invalid is left
/// exactly as written and reported. Labels are respelled canonically (``PhoneLabelReading``,
/// ``ContactLabelReading``); noise is removed and reported. A whole book is split across the
/// processors, each thread with its own libphonenumber context and caches.
public struct PhoneNormalizer: Sendable {
  /// What to normalize and how.
  public var options: PhoneNormalizationOptions

  /// A normalizer; by default automatic regions, E.164, numbers and labels.
  public init(options: PhoneNormalizationOptions = PhoneNormalizationOptions()) {
    self.options = options
  }

  /// Normalizes the cards in place. `file` names the source in diagnostics; card indexes in
  /// the report are positions in `cards`.
  public func normalize(_ cards: inout [Card], file: String) -> PhoneNormalizationReport {
    let (report, edits) = run(cards, file: file)
    for edit in edits { Self.apply(edit, to: &cards[edit.card]) }
    return report
  }

  /// What ``normalize(_:file:)`` would do, without changing anything (`--dry-run`).
  public func plan(_ cards: [Card], file: String) -> PhoneNormalizationReport {
    run(cards, file: file).report
  }

  private func run(_ cards: [Card], file: String) -> (report: PhoneNormalizationReport, edits: [ValueEdit]) {
    var report = PhoneNormalizationReport()
    let bookRegion = bookRegion(of: cards)
    report.bookRegion = bookRegion
    let options = self.options
    let outputs = Self.inParallel(cards.count, workers: options.workers) { range in
      PhoneNormalizationWorker(options: options, file: file, bookRegion: bookRegion).run(cards, range)
    }
    var edits: [ValueEdit] = []
    for (slot, output) in outputs.enumerated() {
      // The first slot's arrays are taken over as they are; later ones are appended.
      if slot == 0 {
        edits = output.edits
        report.changes = output.changes
        report.diagnostics = output.diagnostics
      } else {
        edits += output.edits
        report.changes += output.changes
        report.diagnostics += output.diagnostics
      }
      report.summary.add(output.summary)
      report.counters.add(output.counters)
    }
    return (report, edits)
  }

  /// The region `auto` falls back to: the one given, else the book's dominant region.
  private func bookRegion(of cards: [Card]) -> PhoneRegion? {
    guard case .auto = options.region, options.mapsNumbers else { return nil }
    if let given = options.bookRegion { return given }
    let votes = Self.inParallel(cards.count, workers: options.workers) { range in
      var resolver = PhoneRegionResolver()
      return cards.withUnsafeBufferPointer { resolver.votes(in: $0[range]) }
    }
    return PhoneRegionResolver.winner(votes.reduce(into: [:]) { $0.merge($1, uniquingKeysWith: +) })
  }

  /// Runs `work` over contiguous ranges of `0..<count` on up to `workers` threads and returns
  /// the results in range order.
  static func inParallel<T: Sendable>(
    _ count: Int, workers: Int, _ work: @escaping @Sendable (Range<Int>) -> T
  ) -> [T] {
    let ranges = split(count, into: workers)
    if ranges.count == 1 { return [work(ranges[0])] }
    let slots = ResultSlots<T>(count: ranges.count)
    WorkerThreads.run(ranges.count) { slot in
      slots.set(slot, work(ranges[slot]))
    }
    return (0..<ranges.count).map { slots.take($0) }
  }

  /// Contiguous ranges, one per worker; small books get one (threads cost more than they save).
  static func split(_ count: Int, into workers: Int) -> [Range<Int>] {
    let parts = max(1, min(workers, count / 256))
    let size = count / parts
    let extra = count % parts
    var ranges: [Range<Int>] = []
    var start = 0
    for part in 0..<parts {
      let end = start + size + (part < extra ? 1 : 0)
      ranges.append(start..<end)
      start = end
    }
    return ranges
  }

  /// Applies one recorded edit to its card (the edit's value index must still match).
  static func apply(_ edit: ValueEdit, to card: inout Card) {
    switch edit.property {
    case .phone:
      guard card.phones.indices.contains(edit.index) else { return }
      if let value = edit.value { card.phones[edit.index].value = value }
      edit.apply(to: &card.phones[edit.index])
    case .email:
      guard card.emails.indices.contains(edit.index) else { return }
      edit.apply(to: &card.emails[edit.index])
    case .address:
      guard card.addresses.indices.contains(edit.index) else { return }
      edit.apply(to: &card.addresses[edit.index])
    case .url:
      guard card.urls.indices.contains(edit.index) else { return }
      edit.apply(to: &card.urls[edit.index])
    }
  }
}

/// One result slot per worker. Each slot is written by exactly one thread and read only after
/// all threads have finished, which is what makes the unchecked `Sendable` sound.
private final class ResultSlots<T>: @unchecked Sendable {
  private let slots: UnsafeMutablePointer<T?>
  private let count: Int

  init(count: Int) {
    self.count = count
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil, count: count)
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  func set(_ slot: Int, _ value: T) { slots[slot] = value }

  func take(_ slot: Int) -> T {
    defer { slots[slot] = nil }
    guard let value = slots[slot] else { fatalError("a worker produced no result") }
    return value
  }
}

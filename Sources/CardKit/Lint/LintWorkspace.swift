/// What one worker thread keeps between cards: its libphonenumber service, region resolver,
/// region votes and label readings (the same few label spellings recur across a book, so
/// each is read once per thread). Not `Sendable`: each worker slot has its own.
final class LintWorkspace {
  let options: LintOptions
  private var serviceStorage: PhoneNumberService?
  var resolver = PhoneRegionResolver()
  /// Votes for the book's dominant region (`--region auto`), from this worker's cards.
  var votes: [PhoneRegion: Int] = [:]
  private var phoneLabels: [LabelKey: PhoneLabelReading] = [:]
  private var contactLabels: [LabelKey: ContactLabelReading] = [:]
  /// ``TypeValueRule``'s findings by TYPE value, property and version (nil: no finding).
  var typeVerdicts: [TypeVerdictKey: (text: String, severity: Severity?)?] = [:]

  init(options: LintOptions) {
    self.options = options
  }

  /// The thread's phone number service, made on first use.
  var service: PhoneNumberService {
    if let serviceStorage { return serviceStorage }
    let made = PhoneNumberService()
    serviceStorage = made
    return made
  }

  /// How a phone value's labels read (memoized by types and label).
  func phoneLabel(types: [TypeToken], label: String?) -> PhoneLabelReading {
    let key = LabelKey(types: types, label: label)
    if let known = phoneLabels[key] { return known }
    let reading = PhoneLabelReading(types: types, label: label)
    phoneLabels[key] = reading
    return reading
  }

  /// How an email, address or URL value's labels read (memoized by types and label).
  func contactLabel(types: [TypeToken], label: String?) -> ContactLabelReading {
    let key = LabelKey(types: types, label: label)
    if let known = contactLabels[key] { return known }
    let reading = ContactLabelReading(types: types, label: label)
    contactLabels[key] = reading
    return reading
  }
}

/// One workspace per worker slot. Slot `k` is only ever used by the thread running slot `k`
/// of a parallel step, and steps do not overlap, which is what makes the unchecked `Sendable`
/// sound.
final class LintWorkspaces: @unchecked Sendable {
  let items: [LintWorkspace]

  init(count: Int, options: LintOptions) {
    items = (0..<max(1, count)).map { _ in LintWorkspace(options: options) }
  }

  /// Runs `work` over contiguous ranges of `0..<count`, one per worker, each with its slot's
  /// workspace; results come back in range order.
  func run<T: Sendable>(_ count: Int, _ work: @escaping @Sendable (Range<Int>, LintWorkspace) -> T) -> [T] {
    let ranges = PhoneNormalizer.split(count, into: items.count)
    return PhoneNormalizer.inParallel(count, workers: items.count) { range in
      let slot = ranges.firstIndex(of: range) ?? 0
      return work(range, self.items[slot])
    }
  }
}

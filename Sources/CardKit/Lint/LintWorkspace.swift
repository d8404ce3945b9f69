#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one worker thread keeps between cards: its libphonenumber service, region resolver,
/// region votes and label readings (the same few label spellings recur across a book, so
/// each is read once per thread). Not `Sendable`: each worker slot has its own.
final class LintWorkspace {
  let options: LintOptions
  private var serviceStorage: PhoneNumberService?
  var resolver = PhoneRegionResolver()
  /// Votes for the book's dominant region (`--region auto`), from this worker's cards.
  var votes: [PhoneRegion: Int] = [:]
  private var labels: [LabelFactsKey: LabelFacts] = [:]
  /// ``TypeValueRule``'s findings by TYPE value, property and version (nil: no finding).
  var typeVerdicts: [TypeVerdictKey: (text: String, severity: Severity?)?] = [:]

  init(options: LintOptions) {
    self.options = options
  }

  /// Name keys for ``LikelyDuplicateRule`` (collation of ``LintOptions/locale``), made on first
  /// use; nil when ICU has no collator for the locale.
  lazy var nameSignatures: NameSignatureMaker? = try? NameSignatureMaker(locale: options.locale)

  /// The thread's phone number service, made on first use.
  var service: PhoneNumberService {
    if let serviceStorage { return serviceStorage }
    let made = PhoneNumberService()
    serviceStorage = made
    return made
  }

  /// What the label mapping makes of a value's labels: the phone mapping for TEL, the
  /// contact mapping for EMAIL, ADR and URL (memoized: the same few spellings recur).
  func labels(phone: Bool, types: [TypeToken], label: String?) -> LabelFacts {
    let key = LabelFactsKey(phone: phone, labels: LabelKey(types: types, label: label))
    if let known = labels[key] { return known }
    let facts = phone ? LabelFacts(PhoneLabelReading(types: types, label: label)) : LabelFacts(ContactLabelReading(types: types, label: label))
    labels[key] = facts
    return facts
  }
}

/// The workspaces of a run, lent one at a time: a thread checking a card borrows one (made on
/// first need, so there are as many as threads ever checked at once) and gives it back, so no
/// two threads share one and each keeps its caches warm across cards. Guarded by a lock; the
/// workspaces themselves are only touched by the thread holding them, which is what makes
/// the unchecked `Sendable` sound.
final class LintWorkspaces: @unchecked Sendable {
  private let options: LintOptions
  private var idle: [LintWorkspace] = []
  private var made: [LintWorkspace] = []
  private let lock: UnsafeMutablePointer<pthread_mutex_t>

  init(options: LintOptions) {
    self.options = options
    lock = .allocate(capacity: 1)
    pthread_mutex_init(lock, nil)
  }

  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  /// Runs `body` with a workspace no other thread holds meanwhile.
  func withWorkspace<T>(_ body: (LintWorkspace) -> T) -> T {
    pthread_mutex_lock(lock)
    let workspace: LintWorkspace
    if let free = idle.popLast() {
      workspace = free
    } else {
      workspace = LintWorkspace(options: options)
      made.append(workspace)
    }
    pthread_mutex_unlock(lock)
    defer {
      pthread_mutex_lock(lock)
      idle.append(workspace)
      pthread_mutex_unlock(lock)
    }
    return body(workspace)
  }

  /// Every workspace made so far; read them only while no thread checks cards.
  var all: [LintWorkspace] {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    return made
  }

  /// Runs `work` over contiguous ranges of `0..<count` on `workers` threads, each range with a
  /// workspace of its own; results come back in range order.
  func run<T: Sendable>(_ count: Int, workers: Int, _ work: @escaping @Sendable (Range<Int>, LintWorkspace) -> T) -> [T] {
    PhoneNormalizer.inParallel(count, workers: workers) { range in
      self.withWorkspace { work(range, $0) }
    }
  }
}

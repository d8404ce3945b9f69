#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Builds an ICU transliterator on a thread of its own, so that the reading threads need not
/// wait for it: the first `Han-Latin` of a process takes about 0.15 s of CPU to compile, after
/// which ICU lends the compiled rules to every instance opened. Until ``isReady``, the name
/// index sets aside the cards that need the rules and files them at the end.
///
/// Use from the thread that made it; ``isReady`` may be asked from any thread.
final class TransliteratorWarmup: @unchecked Sendable {
  /// Set by the building thread when it is done.
  private final class Flag: @unchecked Sendable {
    private let lock = Lock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    func set() { lock.withLock { value = true } }
  }

  private let done = Flag()
  private var thread: pthread_t?

  /// Starts building the transliterator `id`. When no thread can be started, it is reported
  /// ready at once: the first reader that needs the rules then builds them, as without a
  /// warm-up.
  init(id: String) {
    let done = done
    thread = WorkerThreads.start {
      _ = try? Transliterator(id: id, cacheLimit: 0)
      done.set()
    }
    if thread == nil { done.set() }
  }

  /// A warm-up left unwaited for finishes on its own (a small book may be done first).
  deinit {
    if let thread { pthread_detach(thread) }
  }

  /// True once the rules are built (or failed to build: readers then fall back as usual).
  var isReady: Bool { done.isSet }

  /// Waits until the rules are built.
  func wait() {
    if let thread {
      pthread_join(thread, nil)
      self.thread = nil
    }
  }
}

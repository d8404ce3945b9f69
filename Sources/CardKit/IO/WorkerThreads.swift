#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs work on POSIX threads and waits for all of it.
///
/// Dispatch's `concurrentPerform` runs its iterations one after another when called from a
/// Swift concurrency task (the cooperative pool is already as wide as the machine), which is
/// where an async command runs; plain threads give both cores in every context.
///
/// The threads of ``run(_:_:)`` are started once and then wait for the next call (a reader
/// calls it for every batch of cards): waking a waiting thread takes microseconds, while a
/// new thread can wait for the scheduler's next tick (up to 4 ms) before it first runs, a
/// quarter of the time a 1,000-card book takes to convert. Like any library that keeps
/// threads, the pool is not for the child of a `fork` that does not `exec`.
enum WorkerThreads {
  /// Calls `body(0)`, …, `body(count - 1)` at the same time: `body(0)` on the calling thread,
  /// each other index on a thread of the pool. While the pool runs another call (a `body`
  /// that calls `run` itself, or a second thread calling it), every index runs on the calling
  /// thread, one after another; so does an index whose thread could not be started.
  static func run(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    pool.run(count, body)
  }

  /// Starts the threads that ``run(_:_:)`` with `count` would use, so that they are waiting
  /// by the time the first work comes (a thread's first start is the slow one).
  static func prepare(_ count: Int) {
    pool.prepare(count - 1)
  }

  private static let pool = Pool()

  /// Threads numbered from 1, each waiting for a call that wants it; never stopped. The
  /// process has one (tests make their own).
  final class Pool: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = .allocate(capacity: 1)
    /// Signalled when a call is posted; the threads wait on it.
    private let posted: UnsafeMutablePointer<pthread_cond_t> = .allocate(capacity: 1)
    /// Signalled when the last thread of a call is done; the caller waits on it.
    private let finished: UnsafeMutablePointer<pthread_cond_t> = .allocate(capacity: 1)
    // State below is touched only with `mutex` held.
    private var threads = 0
    private var busy = false
    private var call = 0
    private var body: (@Sendable (Int) -> Void)?
    private var wanted = 0
    private var pending = 0

    init() {
      pthread_mutex_init(mutex, nil)
      pthread_cond_init(posted, nil)
      pthread_cond_init(finished, nil)
    }

    /// Starts threads until there are `count` (see ``WorkerThreads/prepare(_:)``).
    func prepare(_ count: Int) {
      pthread_mutex_lock(mutex)
      if !busy { startThreads(count) }
      pthread_mutex_unlock(mutex)
    }

    /// Runs `body` for every index below `count` (see ``WorkerThreads/run(_:_:)``).
    func run(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
      guard count > 1 else {
        if count == 1 { body(0) }
        return
      }
      pthread_mutex_lock(mutex)
      if busy {
        pthread_mutex_unlock(mutex)
        for index in 0..<count { body(index) }
        return
      }
      busy = true
      startThreads(count - 1)
      let helpers = min(count - 1, threads)
      self.body = body
      wanted = helpers
      pending = helpers
      call += 1
      pthread_cond_broadcast(posted)
      pthread_mutex_unlock(mutex)

      body(0)
      for index in (helpers + 1)..<count { body(index) }

      pthread_mutex_lock(mutex)
      while pending > 0 { pthread_cond_wait(finished, mutex) }
      self.body = nil
      busy = false
      pthread_mutex_unlock(mutex)
    }

    /// Starts threads until there are `count` (as many as can be started); `mutex` is held.
    private func startThreads(_ count: Int) {
      while threads < count {
        let index = threads + 1
        let seen = call
        guard let thread = WorkerThreads.start({ [self] in serve(index, after: seen) }) else { return }
        pthread_detach(thread)
        threads += 1
      }
    }

    /// The loop of thread `index`: runs its share of each call posted after call `seen`.
    private func serve(_ index: Int, after seen: Int) {
      var seen = seen
      pthread_mutex_lock(mutex)
      while true {
        while call == seen { pthread_cond_wait(posted, mutex) }
        seen = call
        guard index <= wanted, let body else { continue }
        pthread_mutex_unlock(mutex)
        body(index)
        pthread_mutex_lock(mutex)
        pending -= 1
        if pending == 0 { pthread_cond_signal(finished) }
      }
    }
  }

  /// Starts `body` on a thread of its own, to be joined with `pthread_join` or detached; nil
  /// when no thread could be started (`body` has not run then).
  static func start(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
    let work = Unmanaged.passRetained(Work(body))
    #if canImport(Darwin)
      var thread: pthread_t?
      let result = pthread_create(&thread, nil, { raw in
        Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().run()
        return nil
      }, work.toOpaque())
    #else
      var thread = pthread_t()
      let result = pthread_create(&thread, nil, { raw in
        if let raw { Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().run() }
        return nil
      }, work.toOpaque())
    #endif
    guard result == 0 else {
      work.release()
      return nil
    }
    return thread
  }

  private final class Work: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
}

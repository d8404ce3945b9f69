#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs work on dedicated POSIX threads and waits for all of it.
///
/// Dispatch's `concurrentPerform` runs its iterations one after another when called from a
/// Swift concurrency task (the cooperative pool is already as wide as the machine), which is
/// where an async command runs; plain threads give both cores in every context.
enum WorkerThreads {
  /// Calls `body(0)`, …, `body(count - 1)` at the same time: `body(0)` on the calling thread,
  /// each other index on a thread of its own. If a thread cannot be started, its index runs on
  /// the calling thread instead.
  static func run(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    guard count > 1 else {
      if count == 1 { body(0) }
      return
    }
    var started: [pthread_t] = []
    for index in 1..<count {
      let work = Unmanaged.passRetained(Work { body(index) })
      if let thread = start(work) {
        started.append(thread)
      } else {
        work.release()
        body(index)
      }
    }
    body(0)
    for thread in started { pthread_join(thread, nil) }
  }

  /// Starts `body` on a thread of its own, to be joined with `pthread_join`; nil when no
  /// thread could be started (`body` has not run then).
  static func start(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
    let work = Unmanaged.passRetained(Work(body))
    guard let thread = start(work) else {
      work.release()
      return nil
    }
    return thread
  }

  private final class Work: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }

  private static func start(_ work: Unmanaged<Work>) -> pthread_t? {
    #if canImport(Darwin)
      var thread: pthread_t?
      let result = pthread_create(&thread, nil, { raw in
        Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().run()
        return nil
      }, work.toOpaque())
      return result == 0 ? thread : nil
    #else
      var thread = pthread_t()
      let result = pthread_create(&thread, nil, { raw in
        if let raw { Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().run() }
        return nil
      }, work.toOpaque())
      return result == 0 ? thread : nil
    #endif
  }
}

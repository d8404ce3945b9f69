import Testing

#if canImport(Glibc)
  import Glibc
#endif

@testable import CardKit

/// The threads that run each batch: started once, woken for every call, and safe to call from
/// inside a call or from two threads at once (the work then runs on the calling thread).
@Suite struct WorkerThreadsTests {
  @Test(arguments: [0, 1, 2, 3, 5]) func everyIndexRunsOnceAndZeroOnTheCaller(count: Int) {
    let pool = WorkerThreads.Pool()
    let log = RunLog()
    let caller = pthread_self()
    for _ in 0..<20 {
      log.reset()
      pool.run(count) { index in log.add(index, onCaller: pthread_equal(pthread_self(), caller) != 0) }
      #expect(log.indexes.sorted() == Array(0..<count))
      #expect(log.onCaller == (count > 0 ? [0] : []))
    }
  }

  /// The same threads serve call after call: the pool starts one per helper index, once.
  @Test func threadsAreStartedOnceAndReused() {
    let pool = WorkerThreads.Pool()
    let threads = ThreadSet()
    for _ in 0..<50 {
      pool.run(3) { index in if index > 0 { threads.add(pthread_self()) } }
    }
    #expect(threads.count == 2)
    pool.prepare(2)
    pool.run(3) { index in if index > 0 { threads.add(pthread_self()) } }
    #expect(threads.count == 2)
  }

  /// A body that calls `run` again (parallel work nested in parallel work) gets its indices run
  /// on its own thread instead of waiting for threads that are busy with the outer call.
  @Test func nestedCallsRunOnTheCallingThread() {
    let pool = WorkerThreads.Pool()
    let log = RunLog()
    pool.run(2) { outer in
      let me = pthread_self()
      pool.run(3) { inner in log.add(outer * 10 + inner, onCaller: pthread_equal(pthread_self(), me) != 0) }
    }
    #expect(log.indexes.sorted() == [0, 1, 2, 10, 11, 12])
    #expect(log.onCaller.sorted() == [0, 1, 2, 10, 11, 12])
  }

  /// Two threads calling at once: each call runs all of its indices, whichever gets the pool.
  @Test func concurrentCallersEachRunEveryIndex() {
    let pool = WorkerThreads.Pool()
    let log = RunLog()
    let outer = WorkerThreads.Pool()
    outer.run(2) { caller in
      for round in 0..<100 {
        pool.run(2) { index in log.add(caller * 1000 + round * 10 + index, onCaller: false) }
      }
    }
    var expected: [Int] = []
    for c in 0..<2 {
      for r in 0..<100 { expected += [c * 1000 + r * 10, c * 1000 + r * 10 + 1] }
    }
    #expect(log.indexes.sorted() == expected.sorted())
  }
}

/// What ran, from any thread.
private final class RunLog: @unchecked Sendable {
  private let lock = Lock()
  private var ran: [Int] = []
  private var caller: [Int] = []
  var indexes: [Int] { lock.withLock { ran } }
  var onCaller: [Int] { lock.withLock { caller } }
  func reset() { lock.withLock { ran = []; caller = [] } }
  func add(_ index: Int, onCaller: Bool) {
    lock.withLock {
      ran.append(index)
      if onCaller { caller.append(index) }
    }
  }
}

/// The distinct threads seen.
private final class ThreadSet: @unchecked Sendable {
  private let lock = Lock()
  private var threads: [pthread_t] = []
  var count: Int { lock.withLock { threads.count } }
  func add(_ thread: pthread_t) {
    lock.withLock { if !threads.contains(where: { pthread_equal($0, thread) != 0 }) { threads.append(thread) } }
  }
}

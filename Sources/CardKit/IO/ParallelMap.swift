import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Applies a transform to every element on up to `threads` threads and returns the results in
/// order. Used to parse and convert batches of cards on both cores.
///
/// The threads take small blocks of elements in turn as they finish the last, so one card that
/// costs much more than the others (a large photo) does not leave the other threads waiting at
/// the end of the batch, as fixed shares would.
///
/// `meanwhile` runs once on the calling thread while the other threads start on the blocks;
/// the calling thread then joins them. Work that must stay on one thread (reading and splitting
/// the next batch, writing the last) thus overlaps the transform instead of leaving a core idle.
func parallelMap<Input: Sendable, Output: Sendable>(
  _ inputs: [Input], threads: Int, meanwhile: () -> Void = {}, _ transform: @Sendable (Input) -> Output
) -> [Output] {
  guard threads > 1, inputs.count > 1 else {
    meanwhile()
    return inputs.map(transform)
  }
  return withoutActuallyEscaping(meanwhile) { meanwhile in
    parallelMap(inputs, threads: threads, callerWork: CallerOnlyWork(meanwhile), transform)
  }
}

private func parallelMap<Input: Sendable, Output: Sendable>(
  _ inputs: [Input], threads: Int, callerWork: CallerOnlyWork, _ transform: @Sendable (Input) -> Output
) -> [Output] {
  let count = inputs.count
  let stripes = min(threads, count)
  // About eight blocks per thread: small enough to even out, large enough to claim rarely.
  let block = max(1, count / (stripes * 8))
  let blocks = BlockCounter(total: (count + block - 1) / block)
  let caller = pthread_self()
  let results = [Output](unsafeUninitializedCapacity: count) { buffer, initialized in
    nonisolated(unsafe) let out = buffer
    DispatchQueue.concurrentPerform(iterations: stripes) { _ in
      if pthread_equal(pthread_self(), caller) != 0 { callerWork.run() }
      while let b = blocks.claim() {
        for i in (b * block)..<min(count, (b + 1) * block) {
          (out.baseAddress! + i).initialize(to: transform(inputs[i]))
        }
      }
    }
    initialized = count
  }
  // In case the calling thread took no share (the system ran every share elsewhere).
  callerWork.run()
  return results
}

/// Work for the calling thread of ``parallelMap(_:threads:meanwhile:_:)``, run once. Only that
/// thread touches it (before and after the other threads, which never do), so it needs no lock.
private final class CallerOnlyWork: @unchecked Sendable {
  private var work: (() -> Void)?

  init(_ work: (() -> Void)?) {
    self.work = work
  }

  func run() {
    let work = self.work
    self.work = nil
    work?()
  }
}

/// Hands out block numbers 0, 1, … once each, to whichever thread asks next.
private final class BlockCounter: @unchecked Sendable {
  private let total: Int
  private var next = 0
  private let lock: UnsafeMutablePointer<pthread_mutex_t>

  init(total: Int) {
    self.total = total
    lock = .allocate(capacity: 1)
    pthread_mutex_init(lock, nil)
  }

  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  /// The next block not yet taken; nil when all are.
  func claim() -> Int? {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    guard next < total else { return nil }
    next += 1
    return next - 1
  }
}

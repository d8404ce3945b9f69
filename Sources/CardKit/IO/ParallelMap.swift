#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Applies a transform to every element on up to `threads` threads and returns the results in
/// order. Used to parse and convert batches of cards on both cores.
///
/// The threads take blocks of elements in turn as they finish the last, blocks that shrink as
/// the work runs out, so one card that costs much more than the others (a large photo) does
/// not leave the other threads waiting at the end of the batch, as fixed shares would.
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
  let blocks = BlockCounter(total: count, threads: stripes)
  return withoutActuallyEscaping(transform) { transform in
    [Output](unsafeUninitializedCapacity: count) { buffer, initialized in
      nonisolated(unsafe) let out = buffer
      // Stripe 0 is the calling thread: it does the caller's work first, then joins in.
      WorkerThreads.run(stripes) { stripe in
        if stripe == 0 { callerWork.run() }
        while let range = blocks.claim() {
          for i in range {
            (out.baseAddress! + i).initialize(to: transform(inputs[i]))
          }
        }
      }
      initialized = count
    }
  }
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

/// Hands out the indexes 0..<total in consecutive blocks, each once, to whichever thread asks
/// next. Blocks shrink as the work runs out (each is an even share of half of what is left,
/// at least a few elements): large blocks early keep claims rare, small ones at the end keep
/// the threads finishing together.
final class BlockCounter: @unchecked Sendable {
  private let total: Int
  private let threads: Int
  private var next = 0
  private let lock = Lock()

  init(total: Int, threads: Int) {
    self.total = total
    self.threads = max(1, threads)
  }

  /// The next block not yet taken; nil when all are.
  func claim() -> Range<Int>? {
    lock.withLock {
      guard next < total else { return nil }
      // A few elements at least, unless there are few at all (two sort halves: one each).
      let smallest = total >= 16 * threads ? 4 : 1
      let size = max(smallest, (total - next) / (2 * threads))
      let block = next..<min(total, next + size)
      next = block.upperBound
      return block
    }
  }
}

/// Changes every element of `items` in place on up to `threads` threads, each element on one
/// of them (contiguous shares, one per thread).
func updateInParallel<Element>(_ items: inout [Element], threads: Int, _ update: @escaping @Sendable (inout Element) -> Void) {
  let count = items.count
  let stripes = min(max(1, threads), count)
  guard stripes > 1 else {
    for i in items.indices { update(&items[i]) }
    return
  }
  items.withUnsafeMutableBufferPointer { buffer in
    nonisolated(unsafe) let slots = buffer
    WorkerThreads.run(stripes) { stripe in
      for i in (count * stripe / stripes)..<(count * (stripe + 1) / stripes) { update(&slots[i]) }
    }
  }
}

/// Empties `items` on up to `threads` threads: every element is replaced by `empty` where it
/// stands, so what it held (strings, arrays, a card's findings) is freed on the thread that
/// replaced it, and what is left for the calling thread is an array of empty values. A lint
/// run's hundred thousand findings and facts take a noticeable time to free on one thread,
/// at the end of the run when nothing else is left to do.
func emptyInParallel<Element>(_ items: inout [Element], threads: Int, with empty: @escaping @Sendable () -> Element) {
  // On one thread, dropping the array frees the same.
  if threads > 1 && items.count > 1 { updateInParallel(&items, threads: threads) { $0 = empty() } }
  items = []
}

/// Renders `parts` of a long output on up to `threads` threads and hands the results to `emit`
/// in order, a wave of one part per thread at a time: each wave is handed out (on the calling
/// thread) while the next renders, so writing overlaps rendering and only two waves are held
/// at once. `render` gets its range and, to render into again, the part of the same slot two
/// waves back, already handed out (nil at first). An error from `emit` stops the rendering
/// after the current wave and is thrown.
func renderInWaves<Part: Sendable, E: Error>(
  _ parts: [Range<Int>], threads: Int, render: @Sendable (Range<Int>, _ reuse: Part?) -> Part,
  emit: (Part) throws(E) -> Void
) throws(E) {
  let perWave = max(1, threads)
  var done: [Part] = []
  var spare: [Part] = []
  var failure: E?
  for start in stride(from: 0, to: parts.count, by: perWave) {
    let previous = done
    let work = parts[start..<min(parts.count, start + perWave)].enumerated().map { k, range in
      (range: range, reuse: k < spare.count ? spare[k] : nil)
    }
    done = parallelMap(work, threads: threads, meanwhile: {
      do throws(E) {
        for part in previous where failure == nil { try emit(part) }
      } catch {
        failure = error
      }
    }) { render($0.range, $0.reuse) }
    if let failure { throw failure }
    spare = previous
  }
  for part in done { try emit(part) }
}

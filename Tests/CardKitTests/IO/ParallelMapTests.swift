import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@testable import CardKit

/// The worker pool that parses and encodes batches, and the calling thread's side work
/// (`meanwhile`) that overlaps it: splitting the next batch, writing the last.
@Suite struct ParallelMapTests {
  @Test(arguments: [1, 2, 4]) func resultsKeepInputOrder(threads: Int) {
    let inputs = Array(0..<1000)
    #expect(parallelMap(inputs, threads: threads) { $0 * 3 } == inputs.map { $0 * 3 })
  }

  /// Blocks cover every index once, in order, and shrink towards the end; two elements on two
  /// threads are two blocks (the sort's halves must not go to one thread).
  @Test func blocksShrinkAndCoverEveryIndexOnce() {
    func blocks(_ total: Int, _ threads: Int) -> [Range<Int>] {
      let counter = BlockCounter(total: total, threads: threads)
      var out: [Range<Int>] = []
      while let b = counter.claim() { out.append(b) }
      return out
    }
    for (total, threads) in [(512, 2), (2048, 2), (100, 4), (2, 2), (1, 2), (17, 2)] {
      let b = blocks(total, threads)
      #expect(b.first?.lowerBound == 0 && b.last?.upperBound == total)
      #expect(zip(b, b.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound && $0.count >= $1.count })
    }
    #expect(blocks(2, 2) == [0..<1, 1..<2])
    #expect(blocks(512, 2).first == 0..<128)
    #expect(blocks(512, 2).last!.count <= 4)
  }

  @Test(arguments: [1, 2, 4]) func meanwhileRunsOnceOnTheCallingThread(threads: Int) {
    let caller = pthread_self()
    var runs = 0
    var onCaller = false
    let out = parallelMap(Array(0..<500), threads: threads, meanwhile: {
      runs += 1
      onCaller = pthread_equal(pthread_self(), caller) != 0
    }) { $0 + 1 }
    #expect(out == Array(1...500))
    #expect(runs == 1)
    #expect(onCaller)
    // Also for an empty input and a single element (no worker threads then).
    var small = 0
    _ = parallelMap([Int](), threads: threads, meanwhile: { small += 1 }) { $0 }
    _ = parallelMap([7], threads: threads, meanwhile: { small += 1 }) { $0 }
    #expect(small == 2)
  }

  /// A reader runs `meanwhile` once per call, also for the call that finds no more cards, so
  /// a caller writing the last batch there writes every batch exactly once.
  @Test func readerRunsMeanwhileOncePerCall() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pm-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    var text = ""
    for i in 0..<1300 { text += "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Card \(i)\r\nEND:VCARD\r\n" }
    let path = dir.appendingPathComponent("book.vcf").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let reader = try BookReader(path: path)
    var calls = 0
    var meanwhiles = 0
    var names: [String] = []
    var unwritten: [String] = []
    while let batch = try reader.nextBatch(maxCards: 512, meanwhile: {
      meanwhiles += 1
      names += unwritten
      unwritten = []
    }, { $0.card.formattedName?.value ?? "" }) {
      calls += 1
      unwritten = batch
    }
    calls += 1  // the call that returned nil
    #expect(calls == 4)
    #expect(meanwhiles == calls)
    #expect(unwritten.isEmpty)
    #expect(names == (0..<1300).map { "Card \($0)" })
  }

  /// Every element is changed once, in place, whatever the number of threads.
  @Test(arguments: [0, 1, 2, 7, 1000]) func updatingChangesEveryElementOnce(count: Int) {
    for threads in [1, 2, 3] {
      var items = Array(0..<count)
      updateInParallel(&items, threads: threads) { $0 = $0 * 2 + 1 }
      #expect(items == (0..<count).map { $0 * 2 + 1 })
    }
  }

  /// Every element is freed once, on the threads, and the array is left empty.
  @Test(arguments: [0, 1, 2, 7, 1000]) func emptyingFreesEveryElementOnce(count: Int) {
    let freed = FreedCounter()
    var items = (0..<count).map { _ in Tracked(freed) }
    emptyInParallel(&items, threads: 2) { Tracked(nil) }
    #expect(items.isEmpty)
    #expect(freed.value == count)
  }
}

/// Counts the ``Tracked`` values freed, from any thread.
private final class FreedCounter: @unchecked Sendable {
  private let lock = Lock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func add() { lock.withLock { count += 1 } }
}

/// A value that says when it is freed.
private final class Tracked: @unchecked Sendable {
  let counter: FreedCounter?
  init(_ counter: FreedCounter?) { self.counter = counter }
  deinit { counter?.add() }
}

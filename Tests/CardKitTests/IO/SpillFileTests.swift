import Foundation
import Testing

@testable import CardKit

/// Records written to a spill file come back whole and in order, however they fall across its
/// reading chunks, and a spill that cannot be made says where and why.
@Suite struct SpillFileTests {
  @Test func recordsComeBackInOrderAcrossChunks() throws {
    // Sizes around the 1 MiB chunk, an empty record, and many small ones after a large one.
    let sizes = [0, 1, 7, 1 << 20, (1 << 20) - 9, (1 << 20) + 3, 0] + Array(repeating: 33, count: 5000) + [3 << 20, 5]
    let records = sizes.enumerated().map { k, size in (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ k) } }
    let spill = try SpillFile()
    for record in records { try spill.append(record) }
    try spill.rewind()
    var back: [[UInt8]] = []
    var batches = 0
    while true {
      let batch = try spill.next(upTo: 512)
      if batch.records.isEmpty { break }
      #expect(batch.records.count <= 512)
      #expect(batch.records.last?.upperBound == batch.bytes.count)
      back += batch.records.map { Array(batch.bytes[$0]) }
      batches += 1
    }
    #expect(back.count == records.count)
    #expect(back == records)
    #expect(batches == (records.count + 511) / 512)
    #expect(try spill.next(upTo: 10).records.isEmpty)
  }

  @Test func theFileHasNoNameInItsDirectory() throws {
    let spill = try SpillFile()
    try spill.append([1, 2, 3])
    #expect(spill.path.contains("cardkit-spill-"))
    #expect(!FileManager.default.fileExists(atPath: spill.path))
  }

  @Test func aDirectoryThatCannotHoldItIsNamed() throws {
    let missing = "/nonexistent-cardkit-\(UUID().uuidString)"
    do {
      _ = try SpillFile(directory: missing + "/")
      Issue.record("a spill file was made in \(missing)")
    } catch {
      #expect(error.path.hasPrefix(missing + "/cardkit-spill-"))
      #expect(error.reason.contains("no such file or directory") && error.reason.contains("TMPDIR"))
    }
  }
}

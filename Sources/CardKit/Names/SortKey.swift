#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A binary collation key: comparing two keys byte by byte gives the collator's order of the
/// strings they were made from, so a list is sorted by computing one key per entry.
///
/// Keys made by different collators (locales, strengths) must not be compared. Keys are
/// zero-terminated and contain no other zero byte, so concatenated keys compare like tuples.
public struct SortKey: Hashable, Comparable, Sendable {
  /// The key's bytes, including the terminating zero.
  public let bytes: [UInt8]

  /// A key from bytes a collator made.
  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Byte order, which is the collator's order of the texts.
  public static func < (lhs: SortKey, rhs: SortKey) -> Bool {
    compareKeyBytes(lhs.bytes, rhs.bytes) < 0
  }
}

/// Three-way byte comparison of two keys (shorter first on a common prefix).
@inline(__always)
func compareKeyBytes(_ a: [UInt8], _ b: [UInt8]) -> Int {
  a.withUnsafeBufferPointer { pa in
    b.withUnsafeBufferPointer { pb in
      let n = min(pa.count, pb.count)
      var i = 0
      while i < n {
        let x = pa[i]
        let y = pb[i]
        if x != y { return x < y ? -1 : 1 }
        i += 1
      }
      return pa.count == pb.count ? 0 : (pa.count < pb.count ? -1 : 1)
    }
  }
}

/// Many sort keys in one buffer, for sorting a list by them: the comparisons read the bytes in
/// place. Keys held as separate arrays are retained and released on every comparison, which
/// cost more than the comparisons themselves on a 100,000-card book.
struct KeyTable {
  private var bytes: [UInt8] = []
  /// Where each key ends in `bytes` (it starts where the one before it ends).
  private var ends: [Int] = []

  /// An empty table with room for `count` keys.
  init(capacity count: Int) {
    ends.reserveCapacity(count)
    bytes.reserveCapacity(count * 48)
  }

  /// Adds the next key (its position is the number of keys before it). A `group`, when given,
  /// orders keys before their bytes do (the index's section); give one to every key or to none.
  mutating func append(_ key: [UInt8], group: Int? = nil) {
    if let group {
      precondition((0..<65_536).contains(group), "group out of range")
      bytes.append(UInt8(group >> 8))
      bytes.append(UInt8(group & 0xFF))
    }
    bytes += key
    ends.append(bytes.count)
  }

  /// `positions` (of keys in the table) in key order, equal keys in position order. A long
  /// list is sorted in two halves on two threads, then merged (the order is total, so the
  /// result is the same).
  func order(_ positions: some Sequence<Int>) -> [Int] {
    let all = Array(positions)
    guard all.count >= 16_384 else { return sorted(all) }
    let halves = [0..<(all.count / 2), (all.count / 2)..<all.count]
    let sortedHalves = parallelMap(halves, threads: 2) { half in self.sorted(Array(all[half])) }
    return merged(sortedHalves[0], sortedHalves[1])
  }

  private func sorted(_ positions: [Int]) -> [Int] {
    var result = positions
    withKeys { less in result.sort(by: less) }
    return result
  }

  private func merged(_ a: [Int], _ b: [Int]) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(a.count + b.count)
    withKeys { less in
      var i = 0
      var j = 0
      while i < a.count && j < b.count {
        if less(b[j], a[i]) {
          result.append(b[j])
          j += 1
        } else {
          result.append(a[i])
          i += 1
        }
      }
      result += a[i...]
      result += b[j...]
    }
    return result
  }

  /// Runs `body` with the order of two positions: by key bytes, then by position.
  private func withKeys(_ body: ((Int, Int) -> Bool) -> Void) {
    bytes.withUnsafeBufferPointer { b in
      ends.withUnsafeBufferPointer { e in
        body { x, y in
          let xs = x == 0 ? 0 : e[x - 1]
          let ys = y == 0 ? 0 : e[y - 1]
          let xl = e[x] - xs
          let yl = e[y] - ys
          let n = min(xl, yl)
          if n > 0, let base = b.baseAddress {
            let c = memcmp(base + xs, base + ys, n)
            if c != 0 { return c < 0 }
          }
          return xl != yl ? xl < yl : x < y
        }
      }
    }
  }
}

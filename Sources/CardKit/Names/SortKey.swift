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

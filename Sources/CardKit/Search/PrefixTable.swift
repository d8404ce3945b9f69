/// A sorted table of short keys, each with a 32-bit payload, answering "which entries start
/// with this prefix" with two binary searches: the entries form one contiguous run.
///
/// A key is the start of a longer string packed into 64 bits so that integer order is the
/// strings' order: digits as nibbles (16 digits, ``PackedKey/digits(_:)``) or bytes (8 bytes,
/// ``PackedKey/bytes(_:)``). Strings longer than a key share its entries, so a caller whose
/// prefix is longer than a key checks each entry against the full string.
struct PrefixTable: Sendable {
  private(set) var keys: [UInt64] = []
  private(set) var payloads: [UInt32] = []

  init() {}

  /// A table of the entries, sorted by key then payload (so equal builds give equal tables).
  init(_ entries: [PrefixEntry]) {
    var entries = entries
    entries.sort { $0.key != $1.key ? $0.key < $1.key : $0.payload < $1.payload }
    keys = entries.map(\.key)
    payloads = entries.map(\.payload)
  }

  var count: Int { keys.count }

  /// The positions of the entries whose key lies in `range`.
  func positions(_ range: PackedKey.Range) -> Range<Int> {
    keys.withUnsafeBufferPointer { keys in
      let lower = Self.firstIndex(in: keys) { $0 >= range.low }
      let upper = Self.firstIndex(in: keys) { $0 > range.high }
      return lower..<max(lower, upper)
    }
  }

  /// The first index whose key satisfies a predicate that is false, then true, along the keys.
  private static func firstIndex(in keys: UnsafeBufferPointer<UInt64>, _ isAtOrAfter: (UInt64) -> Bool) -> Int {
    var low = 0
    var high = keys.count
    while low < high {
      let mid = (low + high) >> 1
      if isAtOrAfter(keys[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}

/// One entry before a ``PrefixTable`` is sorted.
struct PrefixEntry: Sendable {
  var key: UInt64
  var payload: UInt32
}

/// Packs the start of a digit or byte string into 64 bits, keeping the strings' order.
enum PackedKey {
  /// The keys starting with a prefix: every key from `low` to `high`, both included.
  struct Range: Hashable {
    var low: UInt64
    var high: UInt64
    /// True when the prefix is longer than a key: entries in range must be checked in full.
    var isTruncated: Bool
  }

  /// Digits a key holds.
  static let digitCapacity = 16
  /// Bytes a key holds.
  static let byteCapacity = 8

  /// ASCII digits, four bits each (the digit plus one, so a shorter string sorts first),
  /// first digit highest; digits after the sixteenth are left out.
  static func digits<C: Collection<UInt8>>(_ digits: C) -> UInt64 {
    var key: UInt64 = 0
    var count = 0
    for digit in digits.prefix(digitCapacity) {
      key = key << 4 | UInt64(digit &- 0x2F)
      count += 1
    }
    return count == 0 ? 0 : key << (4 * UInt64(digitCapacity - count))
  }

  /// The keys whose digits start with `prefix` (non-empty ASCII digits).
  static func digitRange<C: Collection<UInt8>>(_ prefix: C) -> Range {
    let low = digits(prefix)
    let used = min(prefix.count, digitCapacity)
    return Range(low: low, high: low | lowBits(4 * (digitCapacity - used)), isTruncated: prefix.count > digitCapacity)
  }

  /// Bytes, first byte highest; bytes after the eighth are left out. Keys must not contain a
  /// zero byte (collation keys do not), so a shorter string sorts first.
  static func bytes<C: Collection<UInt8>>(_ bytes: C) -> UInt64 {
    var key: UInt64 = 0
    var count = 0
    for byte in bytes.prefix(byteCapacity) {
      key = key << 8 | UInt64(byte)
      count += 1
    }
    return count == 0 ? 0 : key << (8 * UInt64(byteCapacity - count))
  }

  /// The keys whose bytes start with `prefix` (non-empty).
  static func byteRange<C: Collection<UInt8>>(_ prefix: C) -> Range {
    let low = bytes(prefix)
    let used = min(prefix.count, byteCapacity)
    return Range(low: low, high: low | lowBits(8 * (byteCapacity - used)), isTruncated: prefix.count > byteCapacity)
  }

  /// A mask of the lowest `count` bits (0 to 64).
  private static func lowBits(_ count: Int) -> UInt64 {
    count >= 64 ? .max : (1 << UInt64(count)) - 1
  }
}

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

  /// Digits a key holds (bytes: 8).
  static let digitCapacity = 16

  /// ASCII digits, four bits each (the digit plus one, so a shorter string sorts first),
  /// first digit highest; digits after the sixteenth are left out.
  static func digits<C: Collection<UInt8>>(_ digits: C) -> UInt64 {
    pack(digits, bits: 4) { $0 &- 0x2F }
  }

  /// The keys whose digits start with `prefix` (non-empty ASCII digits).
  static func digitRange<C: Collection<UInt8>>(_ prefix: C) -> Range {
    range(of: digits(prefix), length: prefix.count, bits: 4)
  }

  /// Bytes, first byte highest; bytes after the eighth are left out. Keys must not contain a
  /// zero byte (collation keys do not), so a shorter string sorts first.
  static func bytes<C: Collection<UInt8>>(_ bytes: C) -> UInt64 {
    pack(bytes, bits: 8) { $0 }
  }

  /// The keys whose bytes start with `prefix` (non-empty).
  static func byteRange<C: Collection<UInt8>>(_ prefix: C) -> Range {
    range(of: bytes(prefix), length: prefix.count, bits: 8)
  }

  /// The first `64 / bits` values, `bits` each, first value highest, the rest zero.
  private static func pack<C: Collection<UInt8>>(_ values: C, bits: Int, _ value: (UInt8) -> UInt8) -> UInt64 {
    let capacity = 64 / bits
    var key: UInt64 = 0
    var count = 0
    for v in values.prefix(capacity) {
      key = key << UInt64(bits) | UInt64(value(v))
      count += 1
    }
    return count == 0 ? 0 : key << UInt64(bits * (capacity - count))
  }

  /// The keys from `low` (a packed prefix of `length` values) to the same key with every
  /// value after the prefix at its largest.
  private static func range(of low: UInt64, length: Int, bits: Int) -> Range {
    let capacity = 64 / bits
    let used = min(length, capacity)
    return Range(low: low, high: low | lowBits(bits * (capacity - used)), isTruncated: length > capacity)
  }

  /// A mask of the lowest `count` bits (0 to 64).
  private static func lowBits(_ count: Int) -> UInt64 {
    count >= 64 ? .max : (1 << UInt64(count)) - 1
  }
}

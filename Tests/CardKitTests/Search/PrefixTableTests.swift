import Testing
@testable import CardKit

@Suite struct PrefixTableTests {
  /// Digit strings of 1 to 20 digits from a fixed generator (some longer than a key).
  static func digitStrings(_ count: Int) -> [[UInt8]] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return state >> 33
    }
    return (0..<count).map { _ in (0..<(1 + Int(next() % 20))).map { _ in UInt8(0x30 + next() % 4) } }
  }

  @Test func digitKeysKeepTheOrderOfTheirFirstSixteenDigits() {
    let strings = Self.digitStrings(2000)
    for (a, b) in zip(strings, strings.dropFirst()) {
      let ka = PackedKey.digits(a)
      let kb = PackedKey.digits(b)
      let pa = Array(a.prefix(16))
      let pb = Array(b.prefix(16))
      #expect((ka < kb) == pa.lexicographicallyPrecedes(pb), "\(a) \(b)")
      #expect((ka == kb) == (pa == pb))
    }
  }

  @Test func aPrefixRangeHoldsExactlyTheStringsStartingWithIt() {
    let strings = Self.digitStrings(3000)
    let table = PrefixTable(strings.indices.map { PrefixEntry(key: PackedKey.digits(strings[$0]), payload: UInt32($0)) })
    let prefixes: [[UInt8]] = [[0x30], [0x31, 0x32], [0x33, 0x33, 0x30], Array(strings[7].prefix(16)), strings[11], [0x39]]
    for prefix in prefixes {
      let range = PackedKey.digitRange(prefix)
      var found = Set(table.positions(range).map { Int(table.payloads[$0]) })
      if range.isTruncated { found = found.filter { strings[$0].starts(with: prefix) } }
      let expected = Set(strings.indices.filter { strings[$0].starts(with: prefix) })
      #expect(found == expected, "\(prefix)")
    }
  }

  @Test func byteKeys() {
    let a: [UInt8] = [0x41, 0x42]
    let b: [UInt8] = [0x41, 0x42, 0x01]
    let c: [UInt8] = [0x41, 0x43]
    #expect(PackedKey.bytes(a) < PackedKey.bytes(b) && PackedKey.bytes(b) < PackedKey.bytes(c))
    let range = PackedKey.byteRange(a)
    #expect(range.low <= PackedKey.bytes(b) && PackedKey.bytes(b) <= range.high)
    #expect(PackedKey.bytes(c) > range.high)
    #expect(!range.isTruncated && PackedKey.byteRange([UInt8](repeating: 0xFF, count: 9)).isTruncated)
    #expect(PackedKey.byteRange([UInt8](repeating: 0xFF, count: 8)).high == .max)
  }
}

import Testing

@testable import CardKit

/// `KeyTable.order` sorts long lists in two halves on two threads and merges them; the result
/// must be the single-threaded order: by key bytes (a shorter key first on a common prefix),
/// then by position.
@Suite struct KeyTableTests {
  /// Keys from a small alphabet, so many share prefixes and many are equal.
  static func keys(count: Int, seed: UInt64) -> [[UInt8]] {
    var state = seed
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    return (0..<count).map { _ in (0..<Int(next() % 5)).map { _ in UInt8(1 + next() % 3) } }
  }

  static func expected(_ keys: [[UInt8]], groups: [Int]?, positions: [Int]) -> [Int] {
    func full(_ i: Int) -> [UInt8] {
      guard let groups else { return keys[i] }
      return [UInt8(groups[i] >> 8), UInt8(groups[i] & 0xFF)] + keys[i]
    }
    return positions.sorted { x, y in
      let (a, b) = (full(x), full(y))
      if a != b { return a.lexicographicallyPrecedes(b) }
      return x < y
    }
  }

  @Test(arguments: [0, 1, 2, 100, 16_383, 16_384, 40_001])
  func orderEqualsOneSort(count: Int) {
    let keys = Self.keys(count: count, seed: UInt64(count) + 7)
    var table = KeyTable(capacity: count)
    for key in keys { table.append(key) }
    let positions = Array(0..<count)
    #expect(table.order(positions) == Self.expected(keys, groups: nil, positions: positions))
  }

  @Test func groupsOrderBeforeKeysAndSomePositionsLeftOut() {
    let count = 30_000
    let keys = Self.keys(count: count, seed: 42)
    let groups = (0..<count).map { ($0 * 7_919) % 300 }
    var table = KeyTable(capacity: count)
    for i in 0..<count { table.append(keys[i], group: groups[i]) }
    let positions = (0..<count).filter { $0 % 3 != 1 }
    let order = table.order(positions)
    #expect(order == Self.expected(keys, groups: groups, positions: positions))
    #expect(order.count == positions.count)
  }
}

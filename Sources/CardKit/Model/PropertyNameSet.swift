/// A set of property names asked on every content line a reader skips or reads: one bit per
/// known name, so the test is a shift instead of hashing the name. Names outside the model
/// (``PropertyName/extended(_:)``) are kept in an ordinary set.
struct PropertyNameSet: Sendable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0
  private var extended: Set<PropertyName> = []

  init(_ names: Set<PropertyName> = []) {
    for name in names { insert(name) }
  }

  /// Adds `name`; false when it was already there.
  @inline(__always)
  @discardableResult
  mutating func insert(_ name: PropertyName) -> Bool {
    guard let bit = name.ordinal else { return extended.insert(name).inserted }
    let mask: UInt64 = 1 << UInt64(bit & 63)
    if bit < 64 {
      defer { low |= mask }
      return low & mask == 0
    }
    defer { high |= mask }
    return high & mask == 0
  }

  @inline(__always)
  func contains(_ name: PropertyName) -> Bool {
    guard let bit = name.ordinal else { return !extended.isEmpty && extended.contains(name) }
    return bit < 64 ? low & (1 << UInt64(bit)) != 0 : high & (1 << UInt64(bit - 64)) != 0
  }
}

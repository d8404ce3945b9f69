/// A set of property names asked on every content line a reader skips or reads: one bit per
/// known name, so the test is a shift instead of hashing the name. Names outside the model
/// (``PropertyName/extended(_:)``) are kept in an ordinary set.
struct PropertyNameSet: Sendable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0
  private var extended: Set<PropertyName> = []

  init(_ names: Set<PropertyName>) {
    for name in names {
      if let bit = name.ordinal {
        if bit < 64 { low |= 1 << UInt64(bit) } else { high |= 1 << UInt64(bit - 64) }
      } else {
        extended.insert(name)
      }
    }
  }

  @inline(__always)
  func contains(_ name: PropertyName) -> Bool {
    guard let bit = name.ordinal else { return !extended.isEmpty && extended.contains(name) }
    return bit < 64 ? low & (1 << UInt64(bit)) != 0 : high & (1 << UInt64(bit - 64)) != 0
  }
}

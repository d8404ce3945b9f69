/// A fast path for the date and time forms nearly every card uses (`1985-04-12`, `19850412`,
/// each optionally followed by `T10:22:00Z`, `T102200`, `T10:22:00-05:00`): it validates them
/// in one pass over the bytes without allocating, and says "not recognised" for every other
/// form, which the general checks of ``DateTimeSyntax`` then read.
enum CommonDateTime {
  enum Verdict {
    /// A complete date (with a time when there was one), and it exists.
    case valid(hasTime: Bool)
    /// Not one of the common forms, or one that is wrong: read it the general way.
    case unrecognised
  }

  static func check(_ text: String) -> Verdict {
    var copy = text
    return copy.withUTF8 { check($0) }
  }

  static func check(_ b: UnsafeBufferPointer<UInt8>) -> Verdict {
    var i = 0
    let n = b.count
    func digits(_ count: Int) -> Int? {
      guard i + count <= n else { return nil }
      var v = 0
      for k in i..<(i + count) {
        let c = b[k] &- 0x30
        guard c < 10 else { return nil }
        v = v * 10 + Int(c)
      }
      i += count
      return v
    }
    func skip(_ c: UInt8) -> Bool {
      if i < n, b[i] == c {
        i += 1
        return true
      }
      return false
    }
    guard let year = digits(4) else { return .unrecognised }
    let extended = skip(0x2D)
    guard let month = digits(2) else { return .unrecognised }
    if extended { guard skip(0x2D) else { return .unrecognised } }
    guard let day = digits(2) else { return .unrecognised }
    guard (1...12).contains(month), day >= 1, day <= DateTimeSyntax.daysIn(month: month, year: year) else { return .unrecognised }
    if i == n { return .valid(hasTime: false) }
    guard b[i] == 0x54 || b[i] == 0x74 else { return .unrecognised }
    i += 1
    guard let hour = digits(2), hour <= 23 else { return .unrecognised }
    let colons = skip(0x3A)
    guard let minute = digits(2), minute <= 59 else { return .unrecognised }
    if colons { guard skip(0x3A) else { return .unrecognised } }
    guard let second = digits(2), second <= 60 else { return .unrecognised }
    if i == n { return .valid(hasTime: true) }
    if (b[i] == 0x5A || b[i] == 0x7A) && i + 1 == n { return .valid(hasTime: true) }
    guard b[i] == 0x2B || b[i] == 0x2D else { return .unrecognised }
    i += 1
    guard let zoneHours = digits(2), zoneHours <= 23 else { return .unrecognised }
    if i == n { return .valid(hasTime: true) }
    _ = skip(0x3A)
    guard let zoneMinutes = digits(2), zoneMinutes <= 59, i == n else { return .unrecognised }
    return .valid(hasTime: true)
  }
}

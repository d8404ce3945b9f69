/// A date whose year, month or day may be missing (RFC 6350 §4.3.1), with an optional time.
///
/// Birthdays without a year are common: Apple writes them as `1604-MM-DD` with
/// `X-APPLE-OMIT-YEAR=1604`, outlook.com as year 1604, vCard 4.0 as `--MMDD`. All read as a
/// date with `year == nil`.
public struct PartialDate: Hashable, Sendable {
  /// The year; nil for a yearless date (`--0412`, or Apple's 1604 with `X-APPLE-OMIT-YEAR`).
  public var year: Int?
  /// The month, 1 to 12; nil when missing (`1985` alone).
  public var month: Int?
  /// The day of the month, 1 to 31; nil when missing.
  public var day: Int?
  /// The time part after `T`, as written (`102200Z`, `10:22:00-05:00`), when present.
  public var time: String?

  /// A date from its parts; parts are not range-checked here.
  public init(year: Int? = nil, month: Int? = nil, day: Int? = nil, time: String? = nil) {
    self.year = year
    self.month = month
    self.day = day
    self.time = time
  }

  /// Parses ISO 8601 basic or extended forms and the vCard 4.0 reduced forms:
  /// `19850412`, `1985-04-12`, `--0412`, `--04-12`, `---12`, `1985`, `1985-04`, each optionally
  /// followed by `T` and a time. Returns nil for anything else.
  public init?(parsing text: String) {
    let all = Array(text.trimmingSpaces.utf8)
    var end = all.count
    var time: String?
    if let t = all.firstIndex(where: { $0 == 0x54 || $0 == 0x74 }) {
      guard t + 1 < all.count else { return nil }
      time = String(decoding: all[(t + 1)...], as: UTF8.self)
      end = t
    }
    let d = all[..<end]
    guard !d.isEmpty, d.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }) else { return nil }
    var leading = 0
    while leading < d.count, d[leading] == 0x2D { leading += 1 }
    // Digit runs between hyphens.
    let parts = d[leading...].split(separator: 0x2D, omittingEmptySubsequences: false)
    func num(_ p: ArraySlice<UInt8>) -> Int? {
      guard !p.isEmpty else { return nil }
      var n = 0
      for c in p { n = n * 10 + Int(c - 0x30) }
      return n
    }
    let lengths = parts.map(\.count)
    switch leading {
    case 0:
      switch lengths {
      case [4]: self.init(year: num(parts[0]), time: time)
      case [6]:  // YYYYMM: not ISO basic, but written by some exporters for year and month
        self.init(year: num(parts[0].prefix(4)), month: num(parts[0].suffix(2)), time: time)
      case [8]:
        let p = parts[0]
        self.init(year: num(p.prefix(4)), month: num(p.dropFirst(4).prefix(2)), day: num(p.suffix(2)), time: time)
      case [4, 2]: self.init(year: num(parts[0]), month: num(parts[1]), time: time)
      case [4, 2, 2]: self.init(year: num(parts[0]), month: num(parts[1]), day: num(parts[2]), time: time)
      default: return nil
      }
    case 2:
      switch lengths {
      case [4]: self.init(month: num(parts[0].prefix(2)), day: num(parts[0].suffix(2)), time: time)
      case [2]: self.init(month: num(parts[0]), time: time)
      case [2, 2]: self.init(month: num(parts[0]), day: num(parts[1]), time: time)
      default: return nil
      }
    case 3:
      guard lengths == [2] else { return nil }
      self.init(day: num(parts[0]), time: time)
    default:
      return nil
    }
    if let m = month, !(1...12).contains(m) { return nil }
    if let d = day, !(1...31).contains(d) { return nil }
  }

  /// True when there is neither a year, a month nor a day.
  public var isEmpty: Bool { year == nil && month == nil && day == nil }

  /// The vCard 4.0 form (RFC 6350 §4.3.1, basic format): `19850412`, `--0412`, `---12`, `1985-04`, `1985`.
  public var vcard4Text: String {
    var out: String
    switch (year, month, day) {
    case let (y?, m?, d?): out = pad(y, 4) + pad(m, 2) + pad(d, 2)
    case let (y?, m?, nil): out = pad(y, 4) + "-" + pad(m, 2)
    case let (y?, nil, _): out = pad(y, 4)
    case let (nil, m?, d?): out = "--" + pad(m, 2) + pad(d, 2)
    case let (nil, m?, nil): out = "--" + pad(m, 2)
    case let (nil, nil, d?): out = "---" + pad(d, 2)
    case (nil, nil, nil): out = ""
    }
    if let time { out += "T" + time }
    return out
  }

  /// The ISO 8601 extended form used by vCard 3.0 writers (`1985-04-12`); a missing year is
  /// written as `yearlessPlaceholder`.
  public func extendedText(yearlessPlaceholder: Int = 1604) -> String {
    var out = pad(year ?? yearlessPlaceholder, 4)
    if let month { out += "-" + pad(month, 2) }
    if let day, month != nil { out += "-" + pad(day, 2) }
    if let time { out += "T" + time }
    return out
  }

  private func pad(_ n: Int, _ width: Int) -> String {
    let s = String(n)
    return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
  }
}

/// A date property's value: a (partial) date, or free text (`VALUE=text`, or text that is not a date).
public enum DateValue: Hashable, Sendable {
  /// A date, possibly partial.
  case date(PartialDate)
  /// Free text (`VALUE=text`, or a value that is not a date), kept as written.
  case text(String)

  /// The date, when the value is one.
  public var date: PartialDate? {
    if case .date(let d) = self { return d }
    return nil
  }
}

extension String {
  /// The string without leading and trailing ASCII spaces and tabs.
  var trimmingSpaces: String {
    let u = utf8
    guard let f = u.first, let l = u.last, f == 0x20 || f == 0x09 || l == 0x20 || l == 0x09 else { return self }
    return trimmingCharacters(in: " \t")
  }
}

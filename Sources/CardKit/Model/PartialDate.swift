/// A date whose year, month or day may be missing (RFC 6350 §4.3.1), with an optional time.
///
/// Birthdays without a year are common: Apple writes them as `1604-MM-DD` with
/// `X-APPLE-OMIT-YEAR=1604`, outlook.com as year 1604, vCard 4.0 as `--MMDD`. All read as a
/// date with `year == nil`.
public struct PartialDate: Hashable, Sendable {
  public var year: Int?
  public var month: Int?
  public var day: Int?
  /// The time part after `T`, as written (`102200Z`, `10:22:00-05:00`), when present.
  public var time: String?

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
    var s = Substring(text.trimmingSpaces)
    var time: String?
    if let t = s.firstIndex(where: { $0 == "T" || $0 == "t" }) {
      time = String(s[s.index(after: t)...])
      s = s[..<t]
      if time!.isEmpty { return nil }
    }
    let digits = s.filter(\.isNumber)
    let hyphensLeading = s.prefix { $0 == "-" }.count
    guard s.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }), !digits.isEmpty else { return nil }
    func num(_ str: Substring) -> Int? { Int(str) }
    switch hyphensLeading {
    case 0:
      let parts = s.split(separator: "-", omittingEmptySubsequences: false)
      if parts.count == 1 {
        let d = parts[0]
        switch d.count {
        case 4: self.init(year: num(d), time: time)
        case 6:  // YYYYMM is not ISO basic, but written by some exporters for year-month.
          self.init(year: num(d.prefix(4)), month: num(d.suffix(2)), time: time)
        case 8: self.init(year: num(d.prefix(4)), month: num(d.dropFirst(4).prefix(2)), day: num(d.suffix(2)), time: time)
        default: return nil
        }
      } else if parts.count == 2, parts[0].count == 4, parts[1].count == 2 {
        self.init(year: num(parts[0]), month: num(parts[1]), time: time)
      } else if parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2 {
        self.init(year: num(parts[0]), month: num(parts[1]), day: num(parts[2]), time: time)
      } else {
        return nil
      }
    case 2:
      let rest = s.dropFirst(2)
      let parts = rest.split(separator: "-", omittingEmptySubsequences: false)
      if parts.count == 1, parts[0].count == 4 {
        self.init(month: num(parts[0].prefix(2)), day: num(parts[0].suffix(2)), time: time)
      } else if parts.count == 1, parts[0].count == 2 {
        self.init(month: num(parts[0]), time: time)
      } else if parts.count == 2, parts[0].count == 2, parts[1].count == 2 {
        self.init(month: num(parts[0]), day: num(parts[1]), time: time)
      } else {
        return nil
      }
    case 3:
      let rest = s.dropFirst(3)
      guard rest.count == 2 else { return nil }
      self.init(day: num(rest), time: time)
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
  case date(PartialDate)
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
    var s = Substring(self)
    while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
    while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
    return String(s)
  }
}

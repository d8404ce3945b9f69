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
  /// The time part after `T`, when present: in the basic form (`102200Z`, `102200-0500`), in
  /// whichever form it was written, so that one time reads alike from vCard 4.0, 3.0 and
  /// jCard; a time that is not one is kept as written.
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
  /// followed by `T` and a time, and a time alone after `T` (`T102200Z`, RFC 6350 §4.3.4's
  /// date-and-or-time), which has no year, month or day. Returns nil for anything else.
  public init?(parsing text: String) {
    var text = text
    guard let date = text.withUTF8({ Self.parse($0) }) else { return nil }
    self = date
  }

  /// The parsing of ``init(parsing:)`` on the text's bytes, making nothing but the time's text:
  /// it runs for every date read and checked (BDAY, ANNIVERSARY, CSV birthdays), and lists of
  /// parts and array patterns cost it several allocations each time.
  private static func parse(_ text: UnsafeBufferPointer<UInt8>) -> PartialDate? {
    // Spaces and tabs around the text do not count.
    let b = ASCII.trimmingSpacesAndTabs(text)
    let start = 0
    let end = b.count
    // A time after the first `T`, in the basic form when it is a time.
    var time: String?
    var dateEnd = end
    if let t = (start..<end).first(where: { b[$0] == 0x54 || b[$0] == 0x74 }) {
      guard t + 1 < end else { return nil }
      let written = String(decoding: UnsafeBufferPointer(rebasing: b[(t + 1)..<end]), as: UTF8.self)
      time = DateTimeText.basicTime(written) ?? written
      dateEnd = t
    }
    if dateEnd == start {
      // A time without a date: only when it is a time (`Tuesday` is text).
      guard let time, DateTimeText.basicTime(time) != nil else { return nil }
      return PartialDate(time: time)
    }
    for i in start..<dateEnd where !((b[i] >= 0x30 && b[i] <= 0x39) || b[i] == 0x2D) { return nil }
    var first = start
    while first < dateEnd, b[first] == 0x2D { first += 1 }
    let leading = first - start
    // The digit runs between hyphens (empty ones too); no form has more than three.
    var runs = (first..<first, first..<first, first..<first)
    var count = 0
    var runStart = first
    for k in first...dateEnd where k == dateEnd || b[k] == 0x2D {
      guard count < 3 else { return nil }
      switch count {
      case 0: runs.0 = runStart..<k
      case 1: runs.1 = runStart..<k
      default: runs.2 = runStart..<k
      }
      count += 1
      runStart = k + 1
    }
    func num(_ r: Range<Int>) -> Int {
      var n = 0
      for i in r { n = n * 10 + Int(b[i] - 0x30) }
      return n
    }
    let (r0, r1, r2) = runs
    let lengths = (count, r0.count, count > 1 ? r1.count : 0, count > 2 ? r2.count : 0)
    var date: PartialDate
    switch (leading, lengths) {
    case (0, (1, 4, _, _)): date = PartialDate(year: num(r0), time: time)
    // YYYYMM: not ISO basic, but written by some exporters for year and month.
    case (0, (1, 6, _, _)): date = PartialDate(year: num(r0.prefix(4)), month: num(r0.suffix(2)), time: time)
    case (0, (1, 8, _, _)):
      date = PartialDate(year: num(r0.prefix(4)), month: num(r0.dropFirst(4).prefix(2)), day: num(r0.suffix(2)), time: time)
    case (0, (2, 4, 2, _)): date = PartialDate(year: num(r0), month: num(r1), time: time)
    case (0, (3, 4, 2, 2)): date = PartialDate(year: num(r0), month: num(r1), day: num(r2), time: time)
    case (2, (1, 4, _, _)): date = PartialDate(month: num(r0.prefix(2)), day: num(r0.suffix(2)), time: time)
    case (2, (1, 2, _, _)): date = PartialDate(month: num(r0), time: time)
    case (2, (2, 2, 2, _)): date = PartialDate(month: num(r0), day: num(r1), time: time)
    case (3, (1, 2, _, _)): date = PartialDate(day: num(r0), time: time)
    default: return nil
    }
    if let m = date.month, !(1...12).contains(m) { return nil }
    if let d = date.day, !(1...31).contains(d) { return nil }
    return date
  }

  /// True when there is neither a year, a month nor a day (a time alone may be there).
  public var isEmpty: Bool { year == nil && month == nil && day == nil }

  /// The vCard 4.0 form (RFC 6350 §4.3.1, basic format): `19850412`, `--0412`, `---12`, `1985-04`,
  /// `1985`, with a time in the basic form too (`19531015T231000Z`, whichever form it was read
  /// in; a time that is none is written as it was).
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
    if let time { out += "T" + (DateTimeText.basicTime(time) ?? time) }
    return out
  }

  /// The ISO 8601 extended form used by vCard 3.0 writers (`1985-04-12`,
  /// `1953-10-15T23:10:00Z`); a missing year is written as `yearlessPlaceholder`.
  public func extendedText(yearlessPlaceholder: Int = 1604) -> String {
    var out = pad(year ?? yearlessPlaceholder, 4)
    if let month { out += "-" + pad(month, 2) }
    if let day, month != nil { out += "-" + pad(day, 2) }
    if let time { out += "T" + (DateTimeText.extendedTime(time) ?? time) }
    return out
  }

  /// The ISO 8601 extended form, whichever vCard version the date is written in and with no
  /// placeholder year: `1985-04-12`, `--04-12`, `1985-04`, `---12`, a time as `T10:22:00Z`.
  /// CSV cells and the text of merge reports use it. Nil when the date has no such form (a day
  /// and a year without a month, a year beyond 9999).
  var iso8601ExtendedText: String? {
    var out: String
    switch (year, month, day) {
    case let (y?, m?, d?): out = pad(y, 4) + "-" + pad(m, 2) + "-" + pad(d, 2)
    case let (y?, m?, nil): out = pad(y, 4) + "-" + pad(m, 2)
    case let (y?, nil, nil): out = pad(y, 4)
    case let (nil, m?, d?): out = "--" + pad(m, 2) + "-" + pad(d, 2)
    case let (nil, m?, nil): out = "--" + pad(m, 2)
    case let (nil, nil, d?): out = "---" + pad(d, 2)
    case (nil, nil, nil) where time != nil: out = ""  // a time alone (`T10:22:00Z`)
    default: return nil
    }
    if let time { out += "T" + (DateTimeText.extendedTime(time) ?? time) }
    return PartialDate(parsing: out) == self ? out : nil
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

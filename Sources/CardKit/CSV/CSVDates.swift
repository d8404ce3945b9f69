/// Dates as contacts CSV files write them.
enum CSVDates {
  /// The result of reading a date cell.
  enum Reading: Equatable {
    /// The cell says "no date" (Outlook's `0/0/00`).
    case none
    case date(PartialDate)
    /// Not a date we understand.
    case unreadable
  }

  /// Reads ISO 8601 (`1985-04-12`, `--04-12`, `19850412`), slashed dates (`4/12/1985`,
  /// `12/04/1985` when the first number cannot be a month, two-digit years as 19xx or 20xx),
  /// and dotted day-first dates (`12.04.1985`). Year 1604 means "no year" (outlook.com, Apple);
  /// `0/0/00` and `0000-00-00` mean no date.
  static func read(_ cell: String) -> Reading {
    let reading = readForm(cell)
    // `2/30/1981` has a date's form but is no day: kept as text and reported, like any other
    // cell that is not a date, rather than written as a date our own lint then flags.
    if case .date(let d) = reading, !exists(d) { return .unreadable }
    return reading
  }

  /// Whether a date's day is in its month (February 29 only in a leap year, or without one).
  static func exists(_ d: PartialDate) -> Bool {
    guard let month = d.month, let day = d.day else { return true }
    return day <= DateTimeSyntax.daysIn(month: month, year: d.year)
  }

  private static func readForm(_ cell: String) -> Reading {
    let text = cell.csvTrimmed
    if text.isEmpty || text == "0/0/00" || text == "0/0/0000" || text == "0000-00-00" || text == "00.00.0000" { return .none }
    if let d = fastISO(text) { return .date(d) }
    if var d = PartialDate(parsing: text) {
      if d.year == 1604 { d.year = nil }
      return .date(d)
    }
    // `1985-4-12` (ISO-like without padding), as some producers write.
    for separator: Character in ["/", ".", "-"] {
      let parts = text.split(separator: separator, omittingEmptySubsequences: false)
      guard parts.count == 3, let a = Int(parts[0]), let b = Int(parts[1]), let c = Int(parts[2]) else { continue }
      var (year, month, day): (Int, Int, Int)
      if parts[0].count == 4 {
        (year, month, day) = (a, b, c)
      } else if separator == "/" {
        (month, day, year) = a > 12 ? (b, a, c) : (a, b, c)
      } else {
        (day, month, year) = (a, b, c)
      }
      if parts[2].count <= 2 && parts[0].count != 4 { year += year < 30 ? 2000 : 1900 }
      if month == 0 && day == 0 { return .none }
      guard (1...12).contains(month), (1...31).contains(day) else { return .unreadable }
      return .date(PartialDate(year: year == 1604 || year == 0 ? nil : year, month: month, day: day))
    }
    return .unreadable
  }

  /// `YYYY-MM-DD` and `--MM-DD` read byte by byte (the forms Google writes); nil for anything
  /// else, which the general parser then reads.
  static func fastISO(_ text: String) -> PartialDate? {
    var utf8 = text.utf8.makeIterator()
    var digits = [Int](repeating: 0, count: 10)
    var n = 0
    while let b = utf8.next() {
      guard n < 10 else { return nil }
      digits[n] = b == 0x2D ? -1 : (b >= 0x30 && b <= 0x39 ? Int(b - 0x30) : -2)
      n += 1
    }
    func number(_ from: Int, _ count: Int) -> Int? {
      var v = 0
      for i in from..<(from + count) {
        guard digits[i] >= 0 else { return nil }
        v = v * 10 + digits[i]
      }
      return v
    }
    var year: Int?, month: Int?, day: Int?
    if n == 10, digits[4] == -1, digits[7] == -1 {
      (year, month, day) = (number(0, 4), number(5, 2), number(8, 2))
      guard year != nil else { return nil }
    } else if n == 7, digits[0] == -1, digits[1] == -1, digits[4] == -1 {
      (month, day) = (number(2, 2), number(5, 2))
    } else {
      return nil
    }
    guard let m = month, let d = day, (1...12).contains(m), (1...31).contains(d) else { return nil }
    return PartialDate(year: year == 1604 ? nil : year, month: m, day: d)
  }

  /// Outlook's form: `M/D/YYYY`, a yearless date with year 1604.
  static func outlookText(_ d: PartialDate) -> String? {
    guard let month = d.month, let day = d.day else { return nil }
    return "\(month)/\(day)/\(d.year ?? 1604)"
  }

  /// Google's form: `YYYY-MM-DD`, or `--MM-DD` without a year.
  static func googleText(_ d: PartialDate) -> String? {
    var copy = d
    copy.time = nil
    return copy.iso8601ExtendedText
  }

  /// Thunderbird's three columns: nil when all three are empty; `.unreadable` when a part is
  /// not a number in its range, the day is not in its month, or a year and a day have no month
  /// between them (no vCard date says that).
  static func fromParts(year: String?, month: String?, day: String?) -> Reading? {
    let parts = [year, month, day].map { $0?.csvTrimmed ?? "" }
    if parts.allSatisfy(\.isEmpty) { return nil }
    func number(_ text: String, _ range: ClosedRange<Int>) -> Int?? {
      if text.isEmpty { return .some(nil) }
      guard let n = Int(text), range.contains(n) else { return nil }
      return .some(n)
    }
    guard let y = number(parts[0], 0...9999), let m = number(parts[1], 1...12), let d = number(parts[2], 1...31),
      !(y != nil && d != nil && m == nil)
    else { return .unreadable }
    let date = PartialDate(year: y == 1604 ? nil : y, month: m, day: d)
    return exists(date) ? .date(date) : .unreadable
  }
}

/// Checks of date, time, timestamp and UTC offset values (RFC 6350 §4.3 and §4.7, ISO 8601
/// basic and extended forms as vCard 2.1 and 3.0 use them). Each check returns what is wrong,
/// or nil when the value is well formed.
enum DateTimeSyntax {
  /// A (possibly partial) date with an optional time: the date must exist and the time be valid.
  static func dateProblem(_ text: String) -> String? {
    guard let date = PartialDate(parsing: text) else { return "is not a date" }
    if let month = date.month, let day = date.day, day > daysIn(month: month, year: date.year) {
      if month == 2 && day == 29 { return "is February 29 of a year that is not a leap year" }
      return "is a day that does not exist (month \(month) has \(daysIn(month: month, year: date.year)) days)"
    }
    if let time = date.time, let problem = timeProblem(time) { return problem }
    return nil
  }

  /// A time of day after `T`: `hh`, `hhmm`, `hhmmss`, `hh:mm`, `hh:mm:ss`, an optional
  /// fraction of a second, the 4.0 truncated forms `-mmss` and `--ss`, then an optional zone
  /// (`Z`, `±hh`, `±hhmm`, `±hh:mm`).
  static func timeProblem(_ time: String) -> String? {
    let b = Array(time.utf8)
    var i = 0
    var fields: [Int] = []
    var leadingHyphens = 0
    while i < b.count, b[i] == 0x2D, leadingHyphens < 2 {
      leadingHyphens += 1
      i += 1
    }
    while i < b.count {
      if b[i] == 0x3A, !fields.isEmpty { i += 1 }
      guard i + 1 < b.count, isDigit(b[i]), isDigit(b[i + 1]) else { break }
      fields.append(Int(b[i] - 0x30) * 10 + Int(b[i + 1] - 0x30))
      i += 2
      if fields.count + leadingHyphens == 3 { break }
    }
    guard !fields.isEmpty else { return "has a time \(Quoted.text(time)) that is not hours, minutes and seconds" }
    let names = ["hour", "minute", "second"]
    let limits = [23, 59, 60]
    for (k, value) in fields.enumerated() {
      let slot = k + leadingHyphens
      if value > limits[slot] { return "has \(names[slot]) \(value) in \(Quoted.text(time))" }
    }
    if i < b.count, b[i] == 0x2E || b[i] == 0x2C {
      i += 1
      let start = i
      while i < b.count, isDigit(b[i]) { i += 1 }
      if i == start { return "has an empty fraction of a second in \(Quoted.text(time))" }
    }
    if i == b.count { return nil }
    if b[i] == 0x5A || b[i] == 0x7A { return i + 1 == b.count ? nil : "has text after its zone in \(Quoted.text(time))" }
    if b[i] == 0x2B || b[i] == 0x2D {
      return utcOffsetProblem(String(decoding: b[i...], as: UTF8.self)).map { "has a zone that \($0)" }
    }
    return "has a time \(Quoted.text(time)) that is not hours, minutes and seconds"
  }

  /// A complete date and time (vCard 4.0 `timestamp`, the REV of 2.1 and 3.0). `dateOnly`
  /// accepts a date without a time (2.1 and 3.0 allow one).
  static func timestampProblem(_ text: String, dateOnly: Bool) -> String? {
    let trimmed = text.trimmingSpaces
    guard let date = PartialDate(parsing: trimmed), date.year != nil, date.month != nil, date.day != nil else {
      return "is not a complete date and time"
    }
    if date.time == nil && !dateOnly { return "has a date but no time (a timestamp needs both)" }
    return dateProblem(trimmed)
  }

  /// A UTC offset: `±hh`, `±hhmm` or `±hh:mm`, hours 00–23 and minutes 00–59.
  static func utcOffsetProblem(_ text: String) -> String? {
    let b = Array(text.utf8)
    guard let sign = b.first, sign == 0x2B || sign == 0x2D else { return "does not start with + or -" }
    var digits: [UInt8] = []
    var colons = 0
    for c in b.dropFirst() {
      if isDigit(c) {
        digits.append(c - 0x30)
      } else if c == 0x3A, digits.count == 2 {
        colons += 1
      } else {
        return "is not ±hh:mm"
      }
    }
    guard digits.count == 2 || digits.count == 4, colons == 0 || digits.count == 4 else { return "is not ±hh:mm" }
    let hours = Int(digits[0]) * 10 + Int(digits[1])
    if hours > 23 { return "has hours \(hours), more than 23" }
    if digits.count == 4 {
      let minutes = Int(digits[2]) * 10 + Int(digits[3])
      if minutes > 59 { return "has minutes \(minutes), more than 59" }
    }
    return nil
  }

  static func daysIn(month: Int, year: Int?) -> Int {
    switch month {
    case 2:
      guard let year else { return 29 }
      return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
}

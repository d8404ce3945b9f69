/// vCard dates, times and UTC offsets in the two ISO 8601 forms: the basic form vCard 4.0
/// writes (`19960415`, `--0203`, `T102200Z`, `19951031T222710Z`, `-0500`; RFC 6350 §4.3) and the
/// extended form of jCard (RFC 7095 §3.5.3–3.5.8: `1996-04-15`, `--02-03`, `T10:22:00Z`,
/// `1995-10-31T22:27:10Z`, `-05:00`) and of vCard 3.0 as most writers spell it. A value in
/// neither form (a text birthday, a damaged date) gives nil, and the writers keep it as it is.
enum DateTimeText {
  /// `value` in the extended form of `type`, or nil when it is not a value of that type. The
  /// usual timestamps are told from their bytes.
  static func extended(_ value: String, type: ValueType) -> String? {
    if type == .timestamp || type == .dateTime {
      var text = value
      switch text.withUTF8(usualTimestamp) {
      case .extended: return value
      case .basic: return extendedTimestamp(basic: value)
      case .other: break
      }
    }
    return parsedExtended(value, type: type)
  }

  /// ``extended(_:type:)`` by parsing the value.
  static func parsedExtended(_ value: String, type: ValueType) -> String? {
    let b = Array(value.utf8)[...]
    let out: [UInt8]?
    switch type {
    case .date: out = date(b)
    case .time: out = b.first == 0x54 ? time(b.dropFirst()).map { [0x54] + $0 } : time(b)
    case .dateTime, .timestamp: out = dateTime(b)
    case .dateAndOrTime:
      if b.first == 0x54 {
        out = time(b.dropFirst()).map { [0x54] + $0 }
      } else {
        out = b.contains(0x54) ? dateTime(b) : date(b)
      }
    case .utcOffset: out = offset(b)
    default: out = nil
    }
    return out.map { String(decoding: $0, as: UTF8.self) }
  }

  /// A complete date and time (`1995-10-31T22:27:10Z`, `19951031T222710Z`) in the basic form of a
  /// vCard 4.0 timestamp: `19951031T222710Z`; nil for anything else (a date alone, text).
  static func basicTimestamp(_ value: String) -> String? {
    // The usual forms (a REV on every card) are told from their bytes, without building the
    // parts; anything else is parsed.
    var text = value
    switch text.withUTF8(usualTimestamp) {
    case .basic: return value
    case .extended: return String(decoding: value.utf8.filter { $0 != dash && $0 != colon }, as: UTF8.self)
    case .other: return parsedBasicTimestamp(value)
    }
  }

  /// ``basicTimestamp(_:)`` by parsing the date and the time.
  static func parsedBasicTimestamp(_ value: String) -> String? {
    guard let e = dateTime(Array(value.utf8)[...]), let t = e.firstIndex(of: 0x54), t == 10 else { return nil }
    return String(decoding: e[..<t].filter { $0 != dash } + [0x54] + e[(t + 1)...].filter { $0 != colon }, as: UTF8.self)
  }

  private enum UsualTimestamp { case basic, extended, other }

  /// `19951031T222710Z` (or without `Z`) as `1995-10-31T22:27:10Z`.
  private static func extendedTimestamp(basic value: String) -> String {
    let b = Array(value.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(20)
    out += b[0..<4]
    out.append(dash)
    out += b[4..<6]
    out.append(dash)
    out += b[6..<11]
    out.append(colon)
    out += b[11..<13]
    out.append(colon)
    out += b[13...]
    return String(decoding: out, as: UTF8.self)
  }

  /// `19951031T222710Z` or `19951031T222710` (basic), `1995-10-31T22:27:10Z` (extended), or
  /// another form.
  private static func usualTimestamp(_ b: UnsafeBufferPointer<UInt8>) -> UsualTimestamp {
    func digits(_ range: Range<Int>) -> Bool { range.allSatisfy { b[$0] >= 0x30 && b[$0] <= 0x39 } }
    switch b.count {
    case 15, 16:
      guard b[8] == 0x54, digits(0..<8), digits(9..<15), b.count == 15 || b[15] == 0x5A else { return .other }
      return .basic
    case 20:
      guard b[4] == dash, b[7] == dash, b[10] == 0x54, b[13] == colon, b[16] == colon, b[19] == 0x5A,
        digits(0..<4), digits(5..<7), digits(8..<10), digits(11..<13), digits(14..<16), digits(17..<19)
      else { return .other }
      return .extended
    default:
      return .other
    }
  }

  /// A time (`102200Z`, `10:22:00-05:00`, `-2200`) in the basic form: `102200Z`,
  /// `102200-0500`, `-2200`; nil when it is not a time.
  static func basicTime(_ value: String) -> String? {
    time(Array(value.utf8)[...]).map { String(decoding: $0.filter { $0 != colon }, as: UTF8.self) }
  }

  /// A time in the extended form: `10:22:00Z`, `10:22:00-05:00`, `-22:00`; nil when it is not
  /// a time.
  static func extendedTime(_ value: String) -> String? {
    time(Array(value.utf8)[...]).map { String(decoding: $0, as: UTF8.self) }
  }

  private static let dash: UInt8 = 0x2D
  private static let colon: UInt8 = 0x3A

  private static func digits(_ b: ArraySlice<UInt8>) -> Bool {
    b.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }

  /// `YYYYMMDD`, `YYYY-MM-DD`, `YYYY-MM`, `YYYY`, `--MMDD`, `--MM-DD`, `--MM`, `---DD`.
  static func date(_ b: ArraySlice<UInt8>) -> [UInt8]? {
    let s = b.startIndex
    switch b.count {
    case 8 where digits(b):
      return Array(b[s..<s + 4]) + [dash] + b[s + 4..<s + 6] + [dash] + b[s + 6..<s + 8]
    case 4 where digits(b):
      return Array(b)
    case 10 where b[s + 4] == dash && b[s + 7] == dash && digits(b[s..<s + 4]) && digits(b[s + 5..<s + 7]) && digits(b[s + 8..<s + 10]):
      return Array(b)
    case 7 where b[s + 4] == dash && digits(b[s..<s + 4]) && digits(b[s + 5..<s + 7]):
      return Array(b)
    case 7 where b[s] == dash && b[s + 1] == dash && b[s + 4] == dash && digits(b[s + 2..<s + 4]) && digits(b[s + 5..<s + 7]):
      return Array(b)
    case 6 where b[s] == dash && b[s + 1] == dash && digits(b[s + 2..<s + 6]):
      return [dash, dash] + b[s + 2..<s + 4] + [dash] + b[s + 4..<s + 6]
    case 4 where b[s] == dash && b[s + 1] == dash && digits(b[s + 2..<s + 4]):
      return Array(b)
    case 5 where b[s] == dash && b[s + 1] == dash && b[s + 2] == dash && digits(b[s + 3..<s + 5]):
      return Array(b)
    default:
      return nil
    }
  }

  /// A date, `T`, a time: `19961022T140000`, `--1022T1400Z`, `1996-10-22T14:00:00+02:00`.
  static func dateTime(_ b: ArraySlice<UInt8>) -> [UInt8]? {
    guard let t = b.firstIndex(of: 0x54), let d = date(b[b.startIndex..<t]), let time = time(b[(t + 1)...]) else { return nil }
    return d + [0x54] + time
  }

  /// `HHMMSS`, `HHMM`, `HH`, `-MMSS`, `-MM`, `--SS` (or the same with colons), then an
  /// optional zone: `Z`, `±HHMM`, `±HH:MM`, `±HH`.
  static func time(_ b: ArraySlice<UInt8>) -> [UInt8]? {
    var i = b.startIndex
    var leading = 0
    while leading < 2, i < b.endIndex, b[i] == dash {
      leading += 1
      i += 1
    }
    // The clock part ends where a zone starts (after at least one digit).
    var end = i
    while end < b.endIndex, (b[end] >= 0x30 && b[end] <= 0x39) || b[end] == colon { end += 1 }
    let written = b[i..<end]
    let clock = written.filter { $0 != colon }
    guard !clock.isEmpty, clock.count % 2 == 0, clock.count <= 6 - 2 * leading else { return nil }
    var out = [UInt8](repeating: dash, count: leading)
    for k in stride(from: 0, to: clock.count, by: 2) {
      if k > 0 { out.append(colon) }
      out += clock[k..<k + 2]
    }
    // Written with colons, they must stand between the pairs, as in the extended form.
    if written.contains(colon) && Array(written) != Array(out.dropFirst(leading)) { return nil }
    let zone = b[end...]
    if zone.isEmpty { return out }
    if zone.count == 1, zone.first == 0x5A { return out + [0x5A] }
    guard let z = offset(zone) else { return nil }
    return out + z
  }

  /// `±HHMM`, `±HH:MM` or `±HH`, written `±HH:MM` (`±HH` kept).
  static func offset(_ b: ArraySlice<UInt8>) -> [UInt8]? {
    let s = b.startIndex
    guard let sign = b.first, sign == 0x2B || sign == dash else { return nil }
    switch b.count {
    case 5 where digits(b[s + 1..<s + 5]):
      return [sign] + b[s + 1..<s + 3] + [colon] + b[s + 3..<s + 5]
    case 6 where b[s + 3] == colon && digits(b[s + 1..<s + 3]) && digits(b[s + 4..<s + 6]):
      return Array(b)
    case 3 where digits(b[s + 1..<s + 3]):
      return Array(b)
    default:
      return nil
    }
  }
}

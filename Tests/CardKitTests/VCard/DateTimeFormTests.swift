import Foundation
import Testing

@testable import CardKit

/// Dates and times in the form each output wants: basic in vCard 4.0 (RFC 6350 §4.3),
/// extended in jCard (RFC 7095 §3.5.3–3.5.8) and vCard 3.0, never a mix of the two.
@Suite struct DateTimeFormTests {
  static let extendedCases: [(String, ValueType, String?)] = [
    ("19960415", .date, "1996-04-15"), ("1996-04-15", .date, "1996-04-15"), ("1985-04", .date, "1985-04"),
    ("1985", .date, "1985"), ("--0203", .date, "--02-03"), ("--02-03", .date, "--02-03"), ("--04", .date, "--04"),
    ("---12", .date, "---12"),
    ("102200", .time, "10:22:00"), ("1022", .time, "10:22"), ("10", .time, "10"), ("-2200", .time, "-22:00"),
    ("--00", .time, "--00"), ("102200Z", .time, "10:22:00Z"), ("102200-0500", .time, "10:22:00-05:00"),
    ("10:22:00+05:30", .time, "10:22:00+05:30"),
    ("19961022T140000", .dateTime, "1996-10-22T14:00:00"), ("--1022T1400", .dateTime, "--10-22T14:00"),
    ("---22T14", .dateTime, "---22T14"), ("19951031T222710Z", .timestamp, "1995-10-31T22:27:10Z"),
    ("1995-10-31T22:27:10Z", .timestamp, "1995-10-31T22:27:10Z"),
    ("--0203", .dateAndOrTime, "--02-03"), ("T102200Z", .dateAndOrTime, "T10:22:00Z"),
    ("19531015T231000Z", .dateAndOrTime, "1953-10-15T23:10:00Z"), ("-0500", .utcOffset, "-05:00"),
    ("+0530", .utcOffset, "+05:30"), ("-05:00", .utcOffset, "-05:00"), ("+01", .utcOffset, "+01"),
    // Not of the type: left to the writer, which keeps them as written.
    ("circa 1800", .dateAndOrTime, nil), ("1996041", .date, nil), ("10:2200", .time, nil), ("1022000", .time, nil),
    ("19961022T", .dateTime, nil), ("0500", .utcOffset, nil), ("1022Q", .time, nil), ("--0203", .text, nil),
  ]

  @Test(arguments: extendedCases)
  func extendedForm(_ value: String, _ type: ValueType, _ expected: String?) {
    #expect(DateTimeText.extended(value, type: type) == expected, "\(value) as \(type.rawValue)")
  }

  @Test func timesInBothForms() {
    #expect(DateTimeText.basicTime("23:10:00Z") == "231000Z")
    #expect(DateTimeText.basicTime("08:30:00-06:00") == "083000-0600")
    #expect(DateTimeText.basicTime("231000Z") == "231000Z")
    #expect(DateTimeText.extendedTime("083000-0600") == "08:30:00-06:00")
    #expect(DateTimeText.basicTime("noon") == nil && DateTimeText.extendedTime("25") == "25")
  }

  /// The usual timestamps are told from their bytes (in both directions); every value gives
  /// what parsing gives:
  /// the usual forms, near misses of them (a letter for a digit, a separator moved or missing,
  /// lower-case `t` or `z`, a zone other than Z) and each of their prefixes.
  @Test func usualTimestampsAnswerAsParsingDoes() {
    let usual = ["19951031T222710Z", "19951031T222710", "1995-10-31T22:27:10Z"]
    var values = ["", "T", "Z", "1995-10-31T22:27:10", "1995-10-31T22:27:10+02:00", "19951031T2227", "19951031t222710z", "1995-10-31t22:27:10z"]
    for value in usual {
      let bytes = Array(value.utf8)
      for i in bytes.indices {
        values.append(String(decoding: bytes[..<i], as: UTF8.self))
        for replacement: UInt8 in [0x41, 0x2D, 0x3A, 0x54, 0x5A, 0x20, 0x39] where replacement != bytes[i] {
          var changed = bytes
          changed[i] = replacement
          values.append(String(decoding: changed, as: UTF8.self))
        }
        var removed = bytes
        removed.remove(at: i)
        values.append(String(decoding: removed + [0x30], as: UTF8.self))
      }
      values.append(value)
    }
    for value in values {
      #expect(DateTimeText.basicTimestamp(value) == DateTimeText.parsedBasicTimestamp(value), "\(value)")
      for type in [ValueType.timestamp, .dateTime] {
        #expect(DateTimeText.extended(value, type: type) == DateTimeText.parsedExtended(value, type: type), "\(value) \(type)")
      }
    }
    #expect(usual.map(DateTimeText.basicTimestamp) == ["19951031T222710Z", "19951031T222710", "19951031T222710Z"])
  }

  /// REV is written as a basic timestamp in vCard 4.0 and an extended one in 3.0, whichever
  /// form it was read in; a REV that is no complete date and time is kept as written.
  @Test func revisionIsABasicTimestampInVCard4() throws {
    #expect(DateTimeText.basicTimestamp("1995-10-31T22:27:10Z") == "19951031T222710Z")
    #expect(DateTimeText.basicTimestamp("1987-09-27T08:30:00-06:00") == "19870927T083000-0600")
    #expect(DateTimeText.basicTimestamp("19951031T222710Z") == "19951031T222710Z")
    #expect(DateTimeText.basicTimestamp("1997-11-15") == nil && DateTimeText.basicTimestamp("--1031T2227") == nil)
    func written(_ rev: String, _ format: OutputFormat) throws -> String {
      let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nN:Lee;Ann;;;\r\nREV:\(rev)\r\nEND:VCARD\r\n"
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-rev-\(UUID().uuidString).vcf")
      try Data(text.utf8).write(to: url)
      defer { try? FileManager.default.removeItem(at: url) }
      let card = try #require(try BookReader.readAll(path: url.path).cards.first).card
      let out = String(decoding: format.encode(card, location: SourceLocation(file: url.path)).bytes, as: UTF8.self)
      return out.components(separatedBy: "\r\n").first { $0.hasPrefix("REV:") } ?? ""
    }
    #expect(try written("1995-10-31T22:27:10Z", .vcard4) == "REV:19951031T222710Z")
    #expect(try written("1995-10-31T22:27:10Z", .vcard3) == "REV:1995-10-31T22:27:10Z")
    #expect(try written("19951031T222710Z", .vcard3) == "REV:1995-10-31T22:27:10Z")
    // A 4.0 REV is a timestamp: a date alone is the day's start in UTC.
    #expect(try written("1997-11-15", .vcard4) == "REV:19971115T000000Z")
    #expect(try written("1997-11-15", .vcard3) == "REV:1997-11-15")
  }

  /// Every reader holds REV alike: a card converted to generic CSV and read back (the CSV
  /// reader sets REV itself) writes the same basic timestamp in 4.0, and CSV spells it extended.
  @Test func revisionReadFromCSVIsHeldAlike() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-rev-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let vcf = dir.appendingPathComponent("a.vcf")
    try Data("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann\r\nREV:19951031T222710Z\r\nEND:VCARD\r\n".utf8).write(to: vcf)
    let csv = dir.appendingPathComponent("a.csv")
    _ = try BookConverter(format: .csv).convert(inputs: [vcf.path], output: csv.path, report: { _ in })
    #expect(try String(contentsOf: csv, encoding: .utf8).contains(",1995-10-31T22:27:10Z,"))
    let back = try #require(try BookReader.readAll(path: csv.path).cards.first).card
    #expect(back.revision?.value == "19951031T222710Z")
    #expect(RevisionCodec.held("1997-11-15") == "1997-11-15" && RevisionCodec.written("1997-11-15", extended: true) == "1997-11-15")
  }

  /// A date-time read in either form is written whole in the target's form; before, the date
  /// part was converted and the time kept as read (`BDAY:19531015T23:10:00Z` in 4.0).
  @Test func partialDateWritesItsTimeInTheDatesForm() throws {
    let extended = try #require(PartialDate(parsing: "1953-10-15T23:10:00Z"))
    #expect(extended.vcard4Text == "19531015T231000Z")
    #expect(extended.extendedText() == "1953-10-15T23:10:00Z")
    let basic = try #require(PartialDate(parsing: "19870927T083000-0600"))
    #expect(basic.vcard4Text == "19870927T083000-0600")
    #expect(basic.extendedText() == "1987-09-27T08:30:00-06:00")
    // Built in code with an extended time, a date is written in each form all the same.
    let made = PartialDate(year: 1953, month: 10, day: 15, time: "23:10:00Z")
    #expect(made.vcard4Text == "19531015T231000Z" && made.extendedText() == "1953-10-15T23:10:00Z")
    // A time that is none is written as it was read.
    let odd = PartialDate(year: 1990, month: 1, day: 2, time: "noon")
    #expect(odd.vcard4Text == "19900102Tnoon")
    // One time reads alike in either form, so cards compare equal (dedupe, merge).
    #expect(extended == PartialDate(parsing: "19531015T231000Z"))
    #expect(extended.time == "231000Z")
  }

  /// jCard output: the model's dates extended; a property kept raw named by its default type
  /// when its value plainly is one (a URI, a language tag, a GEO in 3.0's spelling as 4.0's
  /// geo: URI, a TZ zone name as text), "unknown" otherwise.
  @Test func jcardWritesExtendedDatesAndTypesRawProperties() throws {
    let vcard = """
      BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann\r\nBDAY:19531015T231000Z\r\nANNIVERSARY:--0203\r
      CALADRURI:http://example.com/calendar/ann\r\nLANG;PREF=1:fr\r\nGEO:37.386013;-122.082932\r
      TZ:America/New_York\r
      X-FOO:a;b\r\nEND:VCARD\r\n
      """
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-dates-\(UUID().uuidString).vcf")
    try Data(vcard.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let card = try #require(try BookReader.readAll(path: url.path).cards.first).card
    var out: [UInt8] = []
    JCardWriter().write(card, to: &out)
    let json = String(decoding: out, as: UTF8.self)
    for line in [
      #"["bday",{},"date-and-or-time","1953-10-15T23:10:00Z"]"#, #"["anniversary",{},"date-and-or-time","--02-03"]"#,
      #"["caladruri",{},"uri","http://example.com/calendar/ann"]"#,
      #"["lang",{"pref":"1"},"language-tag","fr"]"#, #"["geo",{},"uri","geo:37.386013,-122.082932"]"#,
      #"["tz",{},"text","America/New_York"]"#,
      #"["x-foo",{},"unknown",["a","b"]]"#,
    ] {
      #expect(json.contains(line), "\(line) not in\n\(json)")
    }
    // And it reads back as the same card.
    let back = try #require(try JCardReaderCheck.read(json))
    #expect(back.birthday?.value == card.birthday?.value && back.anniversary?.value == card.anniversary?.value)
  }
}

/// Reads jCard text through a temporary file.
enum JCardReaderCheck {
  static func read(_ json: String) throws -> Card? {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-dates-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try BookReader.readAll(path: url.path).cards.first?.card
  }
}

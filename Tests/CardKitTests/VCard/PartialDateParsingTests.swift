import Foundation
import Testing

@testable import CardKit

/// `PartialDate(parsing:)` reads the date forms of vCard 4.0, ISO 8601 and the exporters. It
/// is read on bytes without allocating; these tests hold it to the forms it accepts and to a
/// plain, allocating reading of the same rules (kept here as the oracle) over many strings.
@Suite struct PartialDateParsingTests {
  /// The same rules written plainly: trim spaces and tabs, split off a time at the first `T`
  /// (nothing before it: a time alone, when it is one), then match the lengths of the digit
  /// runs between hyphens.
  static func oracle(_ text: String) -> PartialDate? {
    var all = Array(text.utf8)
    while let f = all.first, f == 0x20 || f == 0x09 { all.removeFirst() }
    while let l = all.last, l == 0x20 || l == 0x09 { all.removeLast() }
    var end = all.count
    var time: String?
    if let t = all.firstIndex(where: { $0 == 0x54 || $0 == 0x74 }) {
      guard t + 1 < all.count else { return nil }
      // The time in the basic form when it is one (DateTimeFormTests holds that conversion).
      let written = String(decoding: all[(t + 1)...], as: UTF8.self)
      time = DateTimeText.basicTime(written) ?? written
      end = t
    }
    let d = all[..<end]
    if d.isEmpty, let time, DateTimeText.basicTime(time) != nil { return PartialDate(time: time) }
    guard !d.isEmpty, d.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }) else { return nil }
    var leading = 0
    while leading < d.count, d[leading] == 0x2D { leading += 1 }
    let parts = d[leading...].split(separator: 0x2D, omittingEmptySubsequences: false).map { Array($0) }
    func num(_ p: ArraySlice<UInt8>) -> Int { p.reduce(0) { $0 * 10 + Int($1 - 0x30) } }
    let lengths = parts.map(\.count)
    var date: PartialDate
    switch (leading, lengths) {
    case (0, [4]): date = PartialDate(year: num(parts[0][...]), time: time)
    case (0, [6]): date = PartialDate(year: num(parts[0].prefix(4)), month: num(parts[0].suffix(2)), time: time)
    case (0, [8]): date = PartialDate(year: num(parts[0].prefix(4)), month: num(parts[0][4..<6]), day: num(parts[0].suffix(2)), time: time)
    case (0, [4, 2]): date = PartialDate(year: num(parts[0][...]), month: num(parts[1][...]), time: time)
    case (0, [4, 2, 2]): date = PartialDate(year: num(parts[0][...]), month: num(parts[1][...]), day: num(parts[2][...]), time: time)
    case (2, [4]): date = PartialDate(month: num(parts[0].prefix(2)), day: num(parts[0].suffix(2)), time: time)
    case (2, [2]): date = PartialDate(month: num(parts[0][...]), time: time)
    case (2, [2, 2]): date = PartialDate(month: num(parts[0][...]), day: num(parts[1][...]), time: time)
    case (3, [2]): date = PartialDate(day: num(parts[0][...]), time: time)
    default: return nil
    }
    if let m = date.month, !(1...12).contains(m) { return nil }
    if let d = date.day, !(1...31).contains(d) { return nil }
    return date
  }

  @Test func readsEachForm() {
    #expect(PartialDate(parsing: "19850412") == PartialDate(year: 1985, month: 4, day: 12))
    #expect(PartialDate(parsing: " 1985-04-12\t") == PartialDate(year: 1985, month: 4, day: 12))
    #expect(PartialDate(parsing: "1985-04") == PartialDate(year: 1985, month: 4))
    #expect(PartialDate(parsing: "198504") == PartialDate(year: 1985, month: 4))
    #expect(PartialDate(parsing: "1985") == PartialDate(year: 1985))
    #expect(PartialDate(parsing: "--0412") == PartialDate(month: 4, day: 12))
    #expect(PartialDate(parsing: "--04-12") == PartialDate(month: 4, day: 12))
    #expect(PartialDate(parsing: "--04") == PartialDate(month: 4))
    #expect(PartialDate(parsing: "---12") == PartialDate(day: 12))
    #expect(PartialDate(parsing: "1985-04-12T10:22:00Z") == PartialDate(year: 1985, month: 4, day: 12, time: "102200Z"))
    #expect(PartialDate(parsing: "19850412t102200") == PartialDate(year: 1985, month: 4, day: 12, time: "102200"))
    for bad in ["Tuesday", "today", "T", "T10:2", "T1", "", " ", "1985-13-01", "1985-04-32", "1985-4-12", "85-04-12", "1985-04-12T", "--", "----12", "1985-04-12-01", "abc", "1985/04/12", "19850412 T1"] {
      #expect(PartialDate(parsing: bad) == nil, "\(bad)")
    }
  }

  /// A time without a date (RFC 6350 §4.3.4: date-and-or-time, which BDAY and ANNIVERSARY
  /// take, allows a time alone after `T`) is a date value with no year, month or day; it is
  /// written back in vCard 4.0 as it was read, in the basic form.
  @Test(arguments: [
    ("T102200Z", "102200Z"), ("T10:22:00Z", "102200Z"), ("T1022", "1022"), ("T10", "10"), ("T-2200", "-2200"),
    ("T--00", "--00"), ("T102200-0800", "102200-0800"), (" t102200 ", "102200"),
  ])
  func readsATimeWithoutADate(_ text: String, _ time: String) {
    let date = PartialDate(parsing: text)
    #expect(date == PartialDate(time: time))
    #expect(date?.isEmpty == true)
    #expect(date?.vcard4Text == "T" + time)
  }

  /// Random strings over the characters that matter, and every date value of our corpora and
  /// the external one: the same reading as the oracle.
  @Test func agreesWithThePlainReading() throws {
    var texts: [String] = []
    let alphabet = Array("0123456789--Tt :Z+ \t".unicodeScalars) + ["\u{301}", "é"]
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<200_000 {
      let length = Int.random(in: 0...14, using: &rng)
      var s = String.UnicodeScalarView()
      for _ in 0..<length { s.append(alphabet.randomElement(using: &rng)!) }
      texts.append(String(s))
    }
    // Shapes close to the accepted forms, digit by digit.
    for shape in ["dddddddd", "dddd-dd-dd", "dddd-dd", "dddddd", "dddd", "--dddd", "--dd-dd", "--dd", "---dd"] {
      for _ in 0..<2_000 {
        texts.append(String(shape.map { $0 == "d" ? Character(String(Int.random(in: 0...9, using: &rng))) : $0 }))
      }
    }
    var files = Paths.files(in: Paths.corpora.appendingPathComponent("vcard"), extensions: ["vcf"])
    if let entries = try? ManifestEntry.load() { files += entries.map(\.url).filter { $0.pathExtension.lowercased() == "vcf" } }
    var fromFiles = 0
    for file in files {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      for line in text.components(separatedBy: .newlines) {
        let upper = line.uppercased()
        guard upper.hasPrefix("BDAY") || upper.contains("ANNIVERSARY") || upper.contains("X-ABDATE") || upper.hasPrefix("REV"),
          let colon = line.firstIndex(of: ":")
        else { continue }
        texts.append(String(line[line.index(after: colon)...]))
        fromFiles += 1
      }
    }
    #expect(fromFiles > 50)
    var accepted = 0
    for text in texts {
      let expected = Self.oracle(text)
      #expect(PartialDate(parsing: text) == expected, "\(text.debugDescription)")
      if expected != nil { accepted += 1 }
    }
    #expect(accepted > 3_000, "the strings reach the accepted forms")
  }
}

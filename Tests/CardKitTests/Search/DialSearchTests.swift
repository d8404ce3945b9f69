import Testing
@testable import CardKit

@Suite struct DialSearchTests {
  /// Typed digits against a small US book: each hit as "name kind", in order.
  struct Case: Sendable, CustomTestStringConvertible {
    let typed: String
    let expected: [String]
    var testDescription: String { typed }
  }

  static let book: [Card] = [
    SearchBook.person("Fred", "Smith", phones: ["+1 408 555 0100"]),
    SearchBook.person("John", "Smith"),
    SearchBook.person("Carl Maria", "Ruiz"),
    SearchBook.person("Zoë", "Ångström"),
    SearchBook.person("伟", "张"),
    SearchBook.person("Пётр", "Иванов"),
    SearchBook.person("太郎", "山田", phoneticGiven: "たろう", phoneticFamily: "やまだ"),
    SearchBook.person("Jrue", "Holiday", phones: ["(212) 555-0157"]),
    SearchBook.person("Kate", "Bell", phones: ["+44 20 7946 0958"]),
  ]

  static let cases: [Case] = [
    // From the start of the name, running across words (FredS).
    Case(typed: "3733", expected: ["Fred Smith nameStart"]),
    Case(typed: "37337", expected: ["Fred Smith nameStart"]),
    // From a later word.
    Case(typed: "76484", expected: ["Fred Smith wordStart", "John Smith wordStart"]),
    // Initials of the first two and of the last two words; a name start ranks first, numbers after.
    Case(typed: "57", expected: ["Jrue Holiday nameStart", "John Smith initials"]),
    Case(typed: "67", expected: ["Carl Maria Ruiz initials"]),
    Case(typed: "26", expected: ["Zoë Ångström wordStart", "Carl Maria Ruiz initials"]),
    Case(typed: "27", expected: []),
    // Accents fold; non-Latin names dial through their Latin form.
    Case(typed: "963", expected: ["Zoë Ångström nameStart"]),
    Case(typed: "2647", expected: ["Zoë Ångström wordStart"]),
    Case(typed: "94264", expected: ["张伟 nameStart"]),
    Case(typed: "934", expected: ["张伟 wordStart"]),
    Case(typed: "7387", expected: ["Пётр Иванов nameStart"]),
    Case(typed: "48266", expected: ["Пётр Иванов wordStart"]),
    Case(typed: "926232", expected: ["山田太郎 nameStart"]),
    // Numbers: national number, after the country code, with it, NANP local number,
    // NANP long-distance form, UK national dialling form (trunk 0), and inside.
    Case(typed: "408", expected: ["Fred Smith numberStart"]),
    Case(typed: "1408", expected: ["Fred Smith numberStart"]),
    Case(typed: "5550100", expected: ["Fred Smith numberStart"]),
    Case(typed: "2079", expected: ["Kate Bell numberStart"]),
    Case(typed: "442079", expected: ["Kate Bell numberStart"]),
    Case(typed: "02079", expected: ["Kate Bell numberStart"]),
    Case(typed: "7946", expected: ["Kate Bell numberInner"]),
    Case(typed: "0100", expected: ["Fred Smith numberInner"]),
    Case(typed: "8888", expected: []),
    Case(typed: "", expected: []),
  ]

  @Test(arguments: cases)
  func dials(_ c: Case) throws {
    let index = try SearchBook.index(Self.book)
    #expect(index.ranked(.t9(c.typed)) == c.expected)
  }

  @Test func ranksNameStartThenNumbersThenInner() throws {
    let book = [
      SearchBook.person("Inner", "Match", phones: ["(650) 253-2100"]),
      SearchBook.person("Number", "Match", phones: ["(532) 555-0100"]),
      SearchBook.person("Alex", "Jebsen"),
      SearchBook.person("Jeb", "Wong"),
    ]
    let index = try SearchBook.index(book)
    let expected = ["Jeb Wong nameStart", "Alex Jebsen wordStart", "Number Match numberStart", "Inner Match numberInner"]
    #expect(index.ranked(.t9("532")) == expected)
    // Letters type their key.
    #expect(index.ranked(.t9("jeb")) == expected)
  }

  @Test func reportsTheMatchedLettersAndDigits() throws {
    let index = try SearchBook.index(Self.book)
    func parts(_ typed: String) -> [String] {
      index.search(.t9(typed)).first?.matches.map { "\($0.field.rawValue)\($0.transliterated ? "*" : ""): \($0.bracketed)" } ?? []
    }
    #expect(parts("37337") == ["displayName: [Fred] [S]mith"])
    #expect(parts("57") == ["displayName: [Jr]ue Holiday", "phone: (212) 555-01[57]"])
    #expect(parts("963") == ["displayName: [Zoë] Ångström"])
    #expect(parts("934") == ["displayName*: zhang [wei]"])
    #expect(parts("408") == ["phone: +1 [408] 555 0100"])
    #expect(parts("1408555") == ["phone: +[1 408 555] 0100"])
    #expect(parts("02079") == ["phone: +44 [20 79]46 0958"])
    #expect(parts("442079") == ["phone: +[44 20 79]46 0958"])
    #expect(parts("7946") == ["phone: +44 20 [7946] 0958"])
    #expect(parts("5550157") == ["phone: (212) [555-0157]"])
  }
}

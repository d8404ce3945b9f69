import Testing
@testable import CardKit

@Suite struct PhoneSearchTests {
  /// A phone query against a book read in a region: the display names expected, in order.
  struct Case: Sendable, CustomTestStringConvertible {
    let query: String
    var exact = false
    /// `--region`; nil for `auto`.
    var region: String? = "US"
    let expected: [String]
    var testDescription: String { "\(exact ? "exact " : "")\(query) in \(region ?? "auto")" }
  }

  static let usBook: [Card] = [
    SearchBook.person("Ann", "Able", phones: ["+1 408 555 0100"]),
    SearchBook.person("Bob", "Baker", phones: ["408-555-0199"]),
    SearchBook.person("Cy", "Cole", phones: ["(415) 555-0408"]),
    SearchBook.person("Di", "Dunn", phones: ["+44 408 123 456"]),
    SearchBook.person("Ed", "Eng", phones: ["1-800-FLOWERS"]),
    SearchBook.person("Flo", "Fox", phones: ["tel:+1-650-253-0000;ext=12"]),
    SearchBook.person("Gus", "Gray", phones: ["call me at 9 4 9 9"]),
  ]

  static let usCases: [Case] = [
    // National queries: the region's national numbers, whatever the separators.
    Case(query: "(408)", expected: ["Ann Able", "Bob Baker"]),
    Case(query: "408", expected: ["Ann Able", "Bob Baker"]),
    // Text libphonenumber cannot read is found by its digits.
    Case(query: "949", expected: ["Gus Gray"]),
    Case(query: "408-555-01", expected: ["Ann Able", "Bob Baker"]),
    Case(query: "408 555 0199", expected: ["Bob Baker"]),
    Case(query: "1 408", expected: ["Ann Able", "Bob Baker"]),
    Case(query: "555", expected: []),
    // International queries: country code and national number.
    Case(query: "+1 408", expected: ["Ann Able", "Bob Baker"]),
    Case(query: "+44 408", expected: ["Di Dunn"]),
    Case(query: "+4", expected: ["Di Dunn"]),
    Case(query: "+1 650 253", expected: ["Flo Fox"]),
    // Vanity numbers are read as digits on both sides.
    Case(query: "1-800-FLOW", expected: ["Ed Eng"]),
    Case(query: "800356", expected: ["Ed Eng"]),
    // The same number in any format.
    Case(query: "+1 (408) 555-0199", exact: true, expected: ["Bob Baker"]),
    Case(query: "408.555.0100", exact: true, expected: ["Ann Able"]),
    Case(query: "+14085550100", exact: true, expected: ["Ann Able"]),
    Case(query: "408 555", exact: true, expected: []),
    Case(query: "+1 650 253 0000", exact: true, expected: ["Flo Fox"]),
    Case(query: "", expected: []),
    Case(query: "abc", expected: []),
  ]

  @Test(arguments: usCases)
  func findsInAUSBook(_ c: Case) throws {
    let index = try SearchBook.index(Self.usBook, region: c.region)
    #expect(index.names(c.exact ? .phoneExact(c.query) : .phonePrefix(c.query)) == c.expected)
  }

  static let ukBook: [Card] = [
    SearchBook.person("Kate", "Bell", phones: ["020 7946 0958"], country: "United Kingdom"),
    SearchBook.person("Liam", "Moss", phones: ["+44 20 7946 0000"]),
    SearchBook.person("Mia", "Noor", phones: ["07700 900123"], country: "UK"),
    SearchBook.person("Ned", "Ober", phones: ["+1 202 555 0147"]),
  ]

  static let ukCases: [Case] = [
    Case(query: "+44 20", region: "GB", expected: ["Kate Bell", "Liam Moss"]),
    Case(query: "+44 20", region: nil, expected: ["Kate Bell", "Liam Moss"]),
    Case(query: "020 79", region: nil, expected: ["Kate Bell", "Liam Moss"]),
    Case(query: "2079", region: nil, expected: ["Kate Bell", "Liam Moss"]),
    Case(query: "07700", region: nil, expected: ["Mia Noor"]),
    Case(query: "+447700", region: nil, expected: ["Mia Noor"]),
    Case(query: "202", region: nil, expected: []),
    Case(query: "+1 202", region: nil, expected: ["Ned Ober"]),
    Case(query: "+44 20 7946 0958", exact: true, region: nil, expected: ["Kate Bell"]),
    Case(query: "020 7946 0000", exact: true, region: nil, expected: ["Liam Moss"]),
    // A number of another region is found as written, even when the query region reads it differently.
    Case(query: "020 7946 0958", exact: true, region: "US", expected: ["Kate Bell"]),
    Case(query: "07700 900123", exact: true, region: "FR", expected: ["Mia Noor"]),
    // Read in the US, a UK national number has no country code: only its written digits match.
    Case(query: "+44 20", region: "US", expected: ["Liam Moss"]),
    Case(query: "020", region: "US", expected: ["Kate Bell"]),
  ]

  @Test(arguments: ukCases)
  func findsInAUKBook(_ c: Case) throws {
    let index = try SearchBook.index(Self.ukBook, region: c.region)
    #expect(index.names(c.exact ? .phoneExact(c.query) : .phonePrefix(c.query)) == c.expected)
  }

  @Test func autoRegionIsTheBooksDominantRegion() throws {
    #expect(try SearchBook.index(Self.ukBook, region: nil).bookRegion?.code == "GB")
    #expect(try SearchBook.index(Self.usBook, region: nil).bookRegion?.code == "US")
    #expect(try SearchBook.index(Self.ukBook, region: "US").queryRegion?.code == "US")
  }

  @Test func reportsTheMatchedDigits() throws {
    let index = try SearchBook.index(Self.usBook)
    func parts(_ query: SearchQuery) -> [String] {
      index.search(query).map { hit in hit.matches.map(\.bracketed).joined(separator: ", ") }
    }
    #expect(parts(.phonePrefix("(408)")) == ["+1 [408] 555 0100", "[408]-555-0199"])
    #expect(parts(.phonePrefix("+1 408 555")) == ["+[1 408 555] 0100", "[408-555]-0199"])
    #expect(parts(.phoneExact("4085550100")) == ["+[1 408 555 0100]"])
    #expect(parts(.phonePrefix("+1650")) == ["tel:+[1-650]-253-0000;ext=12"])
  }
}

import Foundation
import Testing

@testable import CardKit

/// `corpora/stats/locate.vcf` and `locate-tie.vcf`, counted by hand (`corpora/stats/README.md`),
/// and books built in code.
@Suite struct LocatorTests {
  func locate(_ name: String) throws -> LocationGuess {
    try Locator(locale: "en").locate(MergeCorpus.cards(Paths.corpora.appendingPathComponent("stats/" + name)))
  }

  @Test func findsTheKnownAnswer() throws {
    let g = try locate("locate.vcf")
    #expect(g.cards == 8)
    #expect(g.cardsWithAddresses == 7)
    #expect(g.addresses == 8)
    #expect(g.internationalNumbers == 4)
    #expect(g.country.top == LocationCount(value: "DE", count: 5, share: 5.0 / 7, country: "DE"))
    #expect(g.country.runnerUp?.value == "CH" && g.country.runnerUp?.count == 1)
    #expect(g.country.cards == 7 && g.country.distinct == 3 && !g.country.tie)
    #expect(g.city.top == LocationCount(value: "Berlin", count: 4, share: 4.0 / 7, country: "DE"))
    #expect(g.city.runnerUp?.value == "München")
    #expect(g.city.distinct == 4 && !g.city.tie)
    #expect(g.postalCode.top?.value == "10115" && g.postalCode.top?.count == 3)
    #expect(g.postalCode.runnerUp?.value == "10117")
    #expect(g.postalCode.distinct == 5)
    #expect(g.region.cards == 3 && g.region.distinct == 3 && g.region.tie)
    #expect(g.region.top?.value == "Bayern")
    #expect(g.callingCode.top == LocationCount(value: "+49", count: 2, share: 2.0 / 3, country: "DE"))
    #expect(g.callingCode.runnerUp?.value == "+1")
    #expect(g.confidence == .medium)
  }

  @Test func reportsATie() throws {
    let g = try locate("locate-tie.vcf")
    #expect(g.city.tie)
    #expect(g.city.top?.value == "Lyon" && g.city.top?.count == 2)
    #expect(g.city.runnerUp?.count == 2)
    #expect(g.country.top?.value == "FR" && g.country.top?.count == 4 && !g.country.tie)
    #expect(g.postalCode.top?.value == "69002" && g.postalCode.top?.count == 2)
    #expect(g.confidence == .low)
    #expect(g.callingCode.top == nil && g.region.top == nil)
  }

  /// 30 cards: 14 in Zürich (written four ways), 9 in Bern, 7 without an address; known shares.
  @Test func highConfidenceOnABiggerBook() throws {
    var cards: [Card] = []
    let zurich = ["Zürich", "Zurich", "ZÜRICH", " zürich "]
    for i in 0..<14 {
      var c = card(fn: "Z\(i)")
      c.append(LabeledValue(PostalAddress(locality: [zurich[i % 4]], postalCode: ["80\(i % 2)1"], country: ["Switzerland"])), to: \.addresses)
      cards.append(c)
    }
    for i in 0..<9 {
      var c = card(fn: "B\(i)", phones: ["+41 31 123 45 6\(i)"])
      c.append(LabeledValue(PostalAddress(locality: ["Bern"], region: ["BE"], country: ["CH"])), to: \.addresses)
      cards.append(c)
    }
    for i in 0..<7 { cards.append(card(fn: "N\(i)", phones: ["044 668 18 0\(i)"])) }
    let g = try Locator(locale: "de").locate(cards)
    #expect(g.cardsWithAddresses == 23)
    #expect(g.city.top?.count == 14 && g.city.top?.country == "CH")
    #expect(g.city.distinct == 2)
    #expect(g.country.top == LocationCount(value: "CH", count: 23, share: 1, country: "CH"))
    #expect(g.postalCode.top?.value == "8001" && g.postalCode.top?.count == 7 && g.postalCode.tie)
    #expect(g.callingCode.top?.value == "+41" && g.callingCode.cards == 9)
    #expect(g.internationalNumbers == 9)
    #expect(g.confidence == .high)
  }

  /// The same guess whatever the number of threads; the counts of a repeated book scale.
  @Test func threadsDoNotChangeTheGuess() throws {
    let once = try MergeCorpus.cards(Paths.corpora.appendingPathComponent("stats/locate.vcf"))
    let cards = Array([[Card]](repeating: once, count: 400).joined())
    let locator = try Locator(locale: "en")
    let one = locator.locate(cards, workers: 1)
    let two = locator.locate(cards, workers: 2)
    #expect(one == two)
    #expect(one.city.top == LocationCount(value: "Berlin", count: 1600, share: 4.0 / 7, country: "DE"))
    #expect(one.cardsWithAddresses == 2800 && one.addresses == 3200)
  }

  @Test func noAddressesNoGuess() throws {
    let g = try Locator().locate([card(fn: "A", phones: ["+1 201-555-0123"])])
    #expect(g.confidence == .none)
    #expect(g.city.top == nil)
    #expect(g.callingCode.top?.value == "+1")
  }

  struct PostalCase: Sendable, CustomStringConvertible {
    var written: String
    var counted: String
    var description: String { written }
  }

  @Test(arguments: [
    PostalCase(written: "94103-1234", counted: "94103"), PostalCase(written: "sw1a 1aa", counted: "SW1A1AA"),
    PostalCase(written: " 10 115 ", counted: "10115"), PostalCase(written: "1234-567", counted: "1234-567"),
  ])
  func normalizesPostalCodes(_ c: PostalCase) {
    #expect(Locator.postalCode(c.written) == c.counted)
  }

  /// A book of cards with one address each: (city, region, postal code, country).
  static func book(_ addresses: [(String, String, String, String)]) -> [Card] {
    addresses.enumerated().map { i, a in
      var c = Card()
      c.formattedName = Attributed("C\(i)")
      let parts = [a.0, a.1, a.2, a.3].map { $0.isEmpty ? [] : [$0] }
      c.append(LabeledValue(PostalAddress(street: ["\(i) Street"], locality: parts[0], region: parts[1], postalCode: parts[2], country: parts[3])), to: \.addresses)
      return c
    }
  }

  /// One name in two countries is two places; a card without a country joins the country its
  /// value is most often seen with.
  @Test func aPlaceIsCountedInItsCountry() throws {
    let paris = try Locator().locate(Self.book([
      ("Paris", "", "75001", "France"), ("Paris", "", "75002", "France"), ("Paris", "TX", "75460", "USA"),
      ("Paris", "TX", "75460", "USA"), ("Dallas", "TX", "75201", "USA"),
    ]))
    #expect(paris.city.top == LocationCount(value: "Paris", count: 2, share: 0.4, country: "US"))
    #expect(paris.city.runnerUp == LocationCount(value: "Paris", count: 2, share: 0.4, country: "FR"))
    #expect(paris.city.tie && paris.city.distinct == 3)
    let zip = try Locator().locate(Self.book([
      ("Berlin", "", "10115", "Germany"), ("Berlin", "", "10115", "Germany"), ("New York", "NY", "10115", "USA"),
    ]))
    #expect(zip.postalCode.top == LocationCount(value: "10115", count: 2, share: 2.0 / 3, country: "DE"))
    let region = try Locator().locate(Self.book([("Fresno", "California", "93650", ""), ("Fresno", "CA", "93650", "USA")]))
    #expect(region.region.top == LocationCount(value: "CA", count: 2, share: 1, country: "US"))
    #expect(region.region.distinct == 1 && region.city.top?.count == 2 && region.postalCode.top?.count == 2)
  }

  /// On a tie, the answer in the top country comes first, for every component alike.
  @Test func aTieIsSettledForTheTopCountry() throws {
    let g = try Locator().locate(Self.book([
      ("Toronto", "", "M5V3L9", "Canada"), ("Toronto", "", "M5V3L9", "Canada"), ("Ottawa", "", "K1A0B1", "Canada"),
      ("London", "", "SW1A1AA", "UK"), ("London", "", "SW1A1AA", "UK"),
    ]))
    #expect(g.country.top?.value == "CA")
    #expect(g.city.tie && g.city.top?.value == "Toronto" && g.city.runnerUp?.value == "London")
    #expect(g.postalCode.tie && g.postalCode.top?.value == "M5V3L9")
  }

  /// The top city's share is of the cards with addresses: one city among 25 addresses is no
  /// sure guess.
  @Test func confidenceCountsEveryCardWithAnAddress() throws {
    let g = try Locator().locate(Self.book([("Berlin", "", "", "Germany")] + Array(repeating: ("", "", "", "Germany"), count: 24)))
    #expect(g.cardsWithAddresses == 25 && g.city.top?.share == 1)
    #expect(g.confidence == .low)
    #expect(g.text().hasSuffix("confidence: low (top city 4.0% of 25 cards with addresses)\n"))
  }

  @Test func statesAreCountedByAbbreviation() {
    #expect(RegionNames.code("California", country: "US") == "CA")
    #expect(RegionNames.code("new  york", country: "US") == "NY")
    #expect(RegionNames.code("Ontario", country: nil) == "ON")
    #expect(RegionNames.code("WA", country: "AU") == "WA")
    #expect(RegionNames.code("Western Australia", country: "AU") == "WA")
    #expect(RegionNames.code("Bayern", country: "DE") == nil)
  }
}

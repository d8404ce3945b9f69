import Testing

@testable import CardKit

@Suite struct PhoneRegionTests {
  static let countryNames: [(String, String?)] = [
    ("USA", "US"), ("U.S.A.", "US"), ("United States", "US"), ("united states of america", "US"), ("us", "US"),
    ("Deutschland", "DE"), ("Germany", "DE"), ("Allemagne", "DE"), ("DEU", "DE"), ("de", "DE"),
    ("United Kingdom", "GB"), ("UK", "GB"), ("Great Britain", "GB"), ("Österreich", "AT"), ("Osterreich", "AT"),
    ("Schweiz", "CH"), ("Suisse", "CH"), ("España", "ES"), ("Italia", "IT"), ("Nederland", "NL"), ("Holland", "NL"),
    ("Japan", "JP"), ("日本", "JP"), ("Россия", "RU"), ("Polska", "PL"), (" France ", "FR"), ("Brasil", "BR"),
    ("Narnia", nil), ("", nil), ("123", nil),
  ]

  @Test(arguments: countryNames)
  func countryNamesAndCodes(_ name: String, _ code: String?) {
    #expect(PhoneRegion(countryName: name)?.code == code)
  }

  static func card(addresses: [(country: String, group: String?, abadr: String?, preference: Int?)]) -> Card {
    var card = Card()
    for address in addresses {
      card.append(
        LabeledValue(PostalAddress(country: [address.country]), preference: address.preference, group: address.group),
        to: \.addresses)
      if let code = address.abadr {
        card.extras.append(RawProperty(group: address.group, name: PropertyName("X-ABADR"), value: code))
      }
    }
    return card
  }

  @Test func appleCountryCodeInTheSameGroupWins() {
    var resolver = PhoneRegionResolver()
    let card = Self.card(addresses: [("Deutschland", "item1", "us", nil)])
    #expect(resolver.region(of: card)?.region.code == "US")
    // An X-ABADR in another group does not belong to the address.
    let other = Self.card(addresses: [("Deutschland", "item1", nil, nil)])
    var withStray = other
    withStray.extras.append(RawProperty(group: "item2", name: PropertyName("X-ABADR"), value: "fr"))
    #expect(resolver.region(of: withStray)?.region.code == "DE")
  }

  @Test func preferredAddressFirst() {
    var resolver = PhoneRegionResolver()
    let card = Self.card(addresses: [("France", nil, nil, nil), ("Japan", nil, nil, 1)])
    let found = resolver.region(of: card)
    #expect(found?.region.code == "JP")
    #expect(found?.addressIndex == 1)
    let unknownFirst = Self.card(addresses: [("Atlantis", nil, nil, nil), ("Canada", nil, nil, nil)])
    #expect(resolver.region(of: unknownFirst)?.region.code == "CA")
  }

  @Test func dominantRegionCountsNumbersAndAddresses() {
    var resolver = PhoneRegionResolver()
    var cards: [Card] = []
    for number in ["+44 20 7031 3000", "+44 161 123 4567", "tel:+44-20-7031-3000", "+1 650 253 0000"] {
      var card = Card()
      card.append(LabeledValue(number), to: \.phones)
      cards.append(card)
    }
    cards.append(Self.card(addresses: [("USA", nil, nil, nil)]))
    #expect(resolver.dominantRegion(in: cards)?.code == "GB")
    // A tie goes to the alphabetically first code; no evidence gives nil.
    cards.append(Self.card(addresses: [("USA", nil, nil, nil)]))
    #expect(resolver.dominantRegion(in: cards)?.code == "GB")
    cards.append(Self.card(addresses: [("USA", nil, nil, nil)]))
    #expect(resolver.dominantRegion(in: cards)?.code == "US")
    #expect(resolver.dominantRegion(in: [Card()]) == nil)
  }

  @Test func internationalPrefixReading() {
    var resolver = PhoneRegionResolver()
    #expect(resolver.internationalRegion("+7 495 123-45-67")?.code == "RU")
    #expect(resolver.internationalRegion(" (+49) 30 123456")?.code == "DE")
    #expect(resolver.internationalRegion("+800 1234 5678") == nil)
    #expect(resolver.internationalRegion("030 123456") == nil)
    #expect(resolver.internationalRegion("+") == nil)
  }
}

/// The owner's likely home area, as counts over a book (``Locator``).
public struct LocationGuess: Hashable, Sendable, Codable {
  /// How sure the guess is.
  public enum Confidence: String, Hashable, Sendable, Codable {
    /// At least 20 cards with addresses, the top city has 40% of them (of the cards with
    /// addresses, not only of those with a city) and no tie.
    case high
    /// At least 5 cards with addresses, the top city has 20% of them and no tie.
    case medium
    /// Some addresses, but too few or too spread out.
    case low
    /// No card has an address.
    case none
  }

  /// Cards read.
  public var cards: Int
  /// Cards with at least one address with text.
  public var cardsWithAddresses = 0
  /// Addresses with text.
  public var addresses = 0
  /// Phone numbers written with a country code (`+…`).
  public var internationalNumbers = 0
  /// Countries, as region codes where recognised.
  public var country = LocationRanking(cards: 0, distinct: 0, tie: false)
  /// Regions, states and provinces.
  public var region = LocationRanking(cards: 0, distinct: 0, tie: false)
  /// Cities.
  public var city = LocationRanking(cards: 0, distinct: 0, tie: false)
  /// Postal codes.
  public var postalCode = LocationRanking(cards: 0, distinct: 0, tie: false)
  /// Country calling codes (`+49`) of international numbers, counted once per card.
  public var callingCode = LocationRanking(cards: 0, distinct: 0, tie: false)

  /// An empty guess for a book of `cards` cards.
  public init(cards: Int) {
    self.cards = cards
  }

  /// The confidence, from the number of cards with addresses and the top city's share of
  /// them: one Berlin card among 25 addresses without a city is no sure guess.
  public var confidence: Confidence {
    guard cardsWithAddresses > 0 else { return .none }
    let share = topCityShare
    if cardsWithAddresses >= 20 && share >= 0.4 && !city.tie { return .high }
    if cardsWithAddresses >= 5 && share >= 0.2 && !city.tie { return .medium }
    return .low
  }

  /// The top city's cards over the cards with addresses.
  var topCityShare: Double {
    guard cardsWithAddresses > 0, let top = city.top else { return 0 }
    return Double(top.count) / Double(cardsWithAddresses)
  }

  enum CodingKeys: String, CodingKey {
    case cards, cardsWithAddresses, addresses, internationalNumbers, country, region, city, postalCode, callingCode
    case confidence
  }

  /// Decodes the form ``encode(to:)`` writes; the confidence is recomputed, not read.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    cards = try c.decode(Int.self, forKey: .cards)
    cardsWithAddresses = try c.decode(Int.self, forKey: .cardsWithAddresses)
    addresses = try c.decode(Int.self, forKey: .addresses)
    internationalNumbers = try c.decode(Int.self, forKey: .internationalNumbers)
    country = try c.decode(LocationRanking.self, forKey: .country)
    region = try c.decode(LocationRanking.self, forKey: .region)
    city = try c.decode(LocationRanking.self, forKey: .city)
    postalCode = try c.decode(LocationRanking.self, forKey: .postalCode)
    callingCode = try c.decode(LocationRanking.self, forKey: .callingCode)
  }

  /// Encodes the counts, the rankings and the derived confidence (for `cardkit locate --format
  /// json`).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(cards, forKey: .cards)
    try c.encode(cardsWithAddresses, forKey: .cardsWithAddresses)
    try c.encode(addresses, forKey: .addresses)
    try c.encode(internationalNumbers, forKey: .internationalNumbers)
    try c.encode(country, forKey: .country)
    try c.encode(region, forKey: .region)
    try c.encode(city, forKey: .city)
    try c.encode(postalCode, forKey: .postalCode)
    try c.encode(callingCode, forKey: .callingCode)
    try c.encode(confidence, forKey: .confidence)
  }

  /// The guess as aligned lines: each component with its count, share and runner-up.
  public func text() -> String { TerminalText.escapingControls(reportText(), keepingLayout: true) }

  private func reportText() -> String {
    var lines = ["locate: \(cards) cards, \(cardsWithAddresses) with addresses (\(addresses) addresses), \(internationalNumbers) international numbers"]
    // The top country, against which the other answers are checked: a region, city or code
    // of another country is no guess of the same place (a book with one Tokyo address among
    // Berlin ones has its only region in Japan).
    let topCountry = country.tie ? nil : country.top.map { $0.country ?? $0.value }
    func line(_ title: String, _ r: LocationRanking, of what: String) {
      let label = title + String(repeating: " ", count: max(1, 13 - title.count))
      guard let top = r.top else {
        lines.append(label + "-")
        return
      }
      var text = label + Self.show(top) + "  \(top.count) of \(r.cards) \(what) (\(Self.percent(top.share)))"
      if let next = r.runnerUp {
        text += r.tie ? "; tied with " : "; runner-up "
        text += Self.show(next) + " \(next.count) (\(Self.percent(next.share)))"
      }
      if title != "country", let topCountry, let other = top.country, other != topCountry {
        text += "; not in \(topCountry), the top country"
      }
      lines.append(text)
    }
    line("country", country, of: "cards with a country")
    line("region", region, of: "cards with a region")
    line("city", city, of: "cards with a city")
    line("postal code", postalCode, of: "cards with a postal code")
    line("calling code", callingCode, of: "cards with international numbers")
    var verdict = "confidence: \(confidence.rawValue)"
    if city.top != nil { verdict += " (top city \(Self.percent(topCityShare)) of \(cardsWithAddresses) cards with addresses)" }
    lines.append(verdict)
    return lines.joined(separator: "\n") + "\n"
  }

  static func show(_ c: LocationCount) -> String {
    guard let country = c.country, country != c.value else { return c.value }
    return "\(c.value) (\(country))"
  }

  /// A share as a percentage with one decimal (`66.7%`).
  static func percent(_ share: Double) -> String {
    let tenths = Int((share * 1000).rounded())
    return "\(tenths / 10).\(tenths % 10)%"
  }
}

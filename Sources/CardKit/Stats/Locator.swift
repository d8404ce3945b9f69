/// Guesses the owner's home area from a book (what `cardkit locate` runs): the most common
/// country, region, city and postal code over the cards' addresses, and the most common
/// country calling code among international numbers.
///
/// Each card counts once per value, however many addresses name it. Values are normalized
/// before counting: countries to region codes (Apple's `X-ABADR` code first, then the country
/// text in any language or as a code, via ``PhoneRegion/init(countryName:)``); US, Canadian and
/// Australian states to their abbreviations; cities and regions by primary-strength collation
/// (`ZÜRICH` = `Zurich`); postal codes without spaces, upper-cased, US ZIP+4 as its five
/// digits. The result holds counts and the winning values only, never a contact's name.
public struct Locator: Sendable {
  let collator: Collator

  /// A locator comparing place names with the collation of `locale`.
  public init(locale: String = "en") throws(NamesError) {
    collator = try Collator(locale: locale, strength: .primary)
  }

  /// The guess for a book.
  public func locate(_ cards: [Card]) -> LocationGuess {
    var resolver = PhoneRegionResolver()
    let service = PhoneNumberService()
    var country = Tally(), region = Tally(), city = Tally(), postal = Tally(), calling = Tally()
    var guess = LocationGuess(cards: cards.count)
    for card in cards {
      var countries: [([UInt8], String, String?)] = []
      var regions: [([UInt8], String, String?)] = []
      var cities: [([UInt8], String, String?)] = []
      var codes: [([UInt8], String, String?)] = []
      for (i, address) in card.addresses.enumerated() where !address.value.hasNoComponents {
        guess.addresses += 1
        let a = address.value
        let code = resolver.region(ofAddress: i, in: card)?.code
        let countryText = Self.clean(a.countryText)
        if let code {
          countries.append((Array(code.utf8), code, code))
        } else if !countryText.isEmpty {
          countries.append((key(countryText), countryText, nil))
        }
        let regionText = Self.clean(a.regionText)
        if !regionText.isEmpty {
          if let abbreviation = RegionNames.code(regionText, country: code) {
            regions.append((Array(("\(code ?? "")/" + abbreviation).utf8), abbreviation, code))
          } else {
            regions.append((key(regionText), regionText, code))
          }
        }
        let cityText = Self.clean(a.city)
        if !cityText.isEmpty { cities.append((key(cityText), cityText, code)) }
        let postalText = Self.postalCode(a.postalCodeText)
        if !postalText.isEmpty { codes.append((Array(postalText.utf8), postalText, code)) }
      }
      if !countries.isEmpty || !regions.isEmpty || !cities.isEmpty || !codes.isEmpty { guess.cardsWithAddresses += 1 }
      country.add(countries)
      region.add(regions)
      city.add(cities)
      postal.add(codes)
      var callingCodes: [([UInt8], String, String?)] = []
      for phone in card.phones where PhoneDigits(phone.value).international {
        guess.internationalNumbers += 1
        guard let number = service.analyze(phone.value, region: nil, format: .e164).number else { continue }
        let cc = number.countryCode
        callingCodes.append((Array(String(cc).utf8), "+\(cc)", PhoneRegion(countryCallingCode: cc)?.code))
      }
      calling.add(callingCodes)
    }
    guess.country = country.ranking()
    guess.region = region.ranking()
    guess.city = city.ranking()
    guess.postalCode = postal.ranking()
    guess.callingCode = calling.ranking()
    return guess
  }

  private func key(_ text: String) -> [UInt8] { NameSignatureMaker.key(text, collator) }

  /// Text with runs of white space made one space, trimmed.
  static func clean(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  /// A postal code without spaces, upper-cased; a US ZIP+4 (`94103-1234`) as its ZIP.
  static func postalCode(_ text: String) -> String {
    let compact = String(text.unicodeScalars.filter { !$0.properties.isWhitespace }).uppercased()
    let bytes = Array(compact.utf8)
    if bytes.count == 10, bytes[5] == UInt8(ascii: "-"),
      bytes.enumerated().allSatisfy({ $0.offset == 5 || ($0.element >= 0x30 && $0.element <= 0x39) })
    {
      return String(compact.prefix(5))
    }
    return compact
  }
}

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
    var keys: [String: [UInt8]] = [:]
    func key(_ text: String) -> [UInt8] {
      if let known = keys[text] { return known }
      let k = NameSignatureMaker.key(text, collator)
      keys[text] = k
      return k
    }
    var abbreviations: [String: String?] = [:]
    func abbreviation(_ region: String, _ country: String?) -> String? {
      let cacheKey = (country ?? "") + "/" + region
      if let known = abbreviations[cacheKey] { return known }
      let found = RegionNames.code(region, country: country)
      abbreviations[cacheKey] = found
      return found
    }
    var callingRegions: [Int: String?] = [:]
    var guess = LocationGuess(cards: cards.count)
    var countries: [Tally.Value] = [], regions: [Tally.Value] = [], cities: [Tally.Value] = []
    var codes: [Tally.Value] = [], callingCodes: [Tally.Value] = []
    cards.withUnsafeBufferPointer { cards in
      for card in cards {
        countries.removeAll(keepingCapacity: true)
        regions.removeAll(keepingCapacity: true)
        cities.removeAll(keepingCapacity: true)
        codes.removeAll(keepingCapacity: true)
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
            if let abbreviation = abbreviation(regionText, code) {
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
        callingCodes.removeAll(keepingCapacity: true)
        for phone in card.phones where PhoneDigits.isInternational(phone.value) {
          guess.internationalNumbers += 1
          guard let number = try? service.parse(phone.value, region: nil) else { continue }
          let cc = number.countryCode
          if callingRegions[cc] == nil { callingRegions[cc] = PhoneRegion(countryCallingCode: cc)?.code }
          callingCodes.append((Array(String(cc).utf8), "+\(cc)", callingRegions[cc]!))
        }
        calling.add(callingCodes)
      }
    }
    guess.country = country.ranking()
    guess.region = region.ranking()
    guess.city = city.ranking()
    guess.postalCode = postal.ranking()
    guess.callingCode = calling.ranking()
    return guess
  }

  /// Text with runs of white space (ASCII spaces, tabs, line breaks) made one space, trimmed.
  static func clean(_ text: String) -> String {
    let utf8 = text.utf8
    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
    var tidy = !(utf8.first.map(isSpace) ?? false) && !(utf8.last.map(isSpace) ?? false)
    if tidy {
      var previous: UInt8 = 0
      for b in utf8 {
        if isSpace(b) && (isSpace(previous) || b != 0x20) {
          tidy = false
          break
        }
        previous = b
      }
    }
    if tidy { return text }
    var out: [UInt8] = []
    out.reserveCapacity(utf8.count)
    var pendingSpace = false
    for b in utf8 {
      if isSpace(b) {
        pendingSpace = !out.isEmpty
      } else {
        if pendingSpace { out.append(0x20) }
        pendingSpace = false
        out.append(b)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// A postal code without spaces, upper-cased; a US ZIP+4 (`94103-1234`) as its ZIP.
  static func postalCode(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for b in text.utf8 where b != 0x20 && b != 0x09 && b != 0x0A && b != 0x0D {
      bytes.append(b >= 0x61 && b <= 0x7A ? b - 0x20 : b)
    }
    var compact = String(decoding: bytes, as: UTF8.self)
    if bytes.contains(where: { $0 >= 0x80 }) { compact = compact.uppercased() }
    if bytes.count == 10, bytes[5] == UInt8(ascii: "-"),
      bytes.enumerated().allSatisfy({ $0.offset == 5 || ($0.element >= 0x30 && $0.element <= 0x39) })
    {
      return String(compact.prefix(5))
    }
    return compact
  }
}

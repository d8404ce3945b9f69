/// Counts the places and calling codes of a range of cards on one thread, with its own
/// libphonenumber context and caches of normalized place names.
final class LocatorWorker {
  /// The counts of one worker; the workers' counts are added up at the end.
  struct Tallies: Sendable {
    var country = Tally(), region = Tally(), city = Tally(), postal = Tally(), calling = Tally()
    var cardsWithAddresses = 0
    var addresses = 0
    var internationalNumbers = 0

    mutating func add(_ o: Tallies) {
      country.add(o.country)
      region.add(o.region)
      city.add(o.city)
      postal.add(o.postal)
      calling.add(o.calling)
      cardsWithAddresses += o.cardsWithAddresses
      addresses += o.addresses
      internationalNumbers += o.internationalNumbers
    }
  }

  private(set) var tallies = Tallies()
  private let collator: Collator
  private let service = PhoneNumberService()
  private var resolver = PhoneRegionResolver()
  private var keys: [String: [UInt8]] = [:]
  private var abbreviations: [String: String?] = [:]
  private var callingRegions: [Int: String?] = [:]
  private var countries: [Tally.Value] = [], regions: [Tally.Value] = [], cities: [Tally.Value] = []
  private var codes: [Tally.Value] = [], callingCodes: [Tally.Value] = []

  init(collator: Collator) {
    self.collator = collator
  }

  /// Counts one card: each value once, however many of its addresses name it.
  func count(_ card: borrowing Card) {
    countries.removeAll(keepingCapacity: true)
    regions.removeAll(keepingCapacity: true)
    cities.removeAll(keepingCapacity: true)
    codes.removeAll(keepingCapacity: true)
    for (i, address) in card.addresses.enumerated() where !address.value.hasNoComponents {
      tallies.addresses += 1
      let a = address.value
      let code = resolver.region(ofAddress: i, in: card)?.code
      let countryText = Locator.clean(a.countryText)
      if let code {
        countries.append((Array(code.utf8), code, code))
      } else if !countryText.isEmpty {
        countries.append((key(countryText), countryText, nil))
      }
      let regionText = Locator.clean(a.regionText)
      if !regionText.isEmpty {
        if let abbreviation = abbreviation(regionText, code) {
          // The country is counted beside the key (``Tally``): `California` without a country
          // and `CA` in the US are one region.
          regions.append((Array(("/" + abbreviation).utf8), abbreviation, code))
        } else {
          regions.append((key(regionText), regionText, code))
        }
      }
      let cityText = Locator.clean(a.city)
      if !cityText.isEmpty { cities.append((key(cityText), cityText, code)) }
      let postalText = Locator.postalCode(a.postalCodeText)
      if !postalText.isEmpty { codes.append((Array(postalText.utf8), postalText, code)) }
    }
    if !countries.isEmpty || !regions.isEmpty || !cities.isEmpty || !codes.isEmpty { tallies.cardsWithAddresses += 1 }
    tallies.country.add(countries)
    tallies.region.add(regions)
    tallies.city.add(cities)
    tallies.postal.add(codes)
    callingCodes.removeAll(keepingCapacity: true)
    for phone in card.phones where PhoneDigits.isInternational(phone.value) {
      tallies.internationalNumbers += 1
      guard let number = try? service.parse(phone.value, region: nil) else { continue }
      let cc = number.countryCode
      if callingRegions[cc] == nil { callingRegions[cc] = PhoneRegion(countryCallingCode: cc)?.code }
      callingCodes.append((Array(String(cc).utf8), "+\(cc)", callingRegions[cc]!))
    }
    tallies.calling.add(callingCodes)
  }

  /// The primary-strength key of a place name (cached: books repeat their cities).
  private func key(_ text: String) -> [UInt8] {
    if let known = keys[text] { return known }
    let k = NameSignatureMaker.key(text, collator)
    keys[text] = k
    return k
  }

  /// The abbreviation of a state or province (cached).
  private func abbreviation(_ region: String, _ country: String?) -> String? {
    let cacheKey = (country ?? "") + "/" + region
    if let known = abbreviations[cacheKey] { return known }
    let found = RegionNames.code(region, country: country)
    abbreviations[cacheKey] = found
    return found
  }
}

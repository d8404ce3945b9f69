/// Guesses the owner's home area from a book (what `cardkit locate` runs): the most common
/// country, region, city and postal code over the cards' addresses, and the most common
/// country calling code among international numbers.
///
/// Each card counts once per value, however many addresses name it, and a value counts apart
/// in each country it is seen with (Paris, France and Paris, Texas). Values are normalized
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

  /// The guess for a book (the cards are counted on several threads).
  public func locate(_ cards: [Card], workers: Int = PhoneNormalizationOptions.processorCount) -> LocationGuess {
    let collator = self.collator
    let parts = PhoneNormalizer.inParallel(cards.count, workers: min(max(1, workers), max(1, cards.count / 1024))) { range in
      let worker = LocatorWorker(collator: collator)
      cards.withUnsafeBufferPointer { cards in
        for i in range { worker.count(cards[i]) }
      }
      return worker.tallies
    }
    var total = LocatorWorker.Tallies()
    for part in parts { total.add(part) }
    var guess = LocationGuess(cards: cards.count)
    guess.cardsWithAddresses = total.cardsWithAddresses
    guess.addresses = total.addresses
    guess.internationalNumbers = total.internationalNumbers
    guess.country = total.country.ranking()
    // On a tie, the answer of the top country (a Toronto and a London card in a Canadian book).
    let topCountry = guess.country.tie ? nil : guess.country.top.map { $0.country ?? $0.value }
    guess.region = total.region.ranking(preferring: topCountry)
    guess.city = total.city.ranking(preferring: topCountry)
    guess.postalCode = total.postal.ranking(preferring: topCountry)
    guess.callingCode = total.calling.ranking(preferring: topCountry)
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

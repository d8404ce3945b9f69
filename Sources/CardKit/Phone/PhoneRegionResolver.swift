/// Chooses the default region for reading national numbers when the user asks for `auto`.
///
/// A card's own addresses win: Apple's `X-ABADR` country code in the address's item group
/// (`item1.ADR` + `item1.X-ABADR:us`), then the address's country text (`USA`, `Deutschland`,
/// `United Kingdom`, `DE`). Without one, the book's dominant region counts international
/// numbers (`+44 …` votes for GB) and address countries across the book.
///
/// A resolver remembers country names it has looked up, so it is not `Sendable`; use one per thread.
public struct PhoneRegionResolver {
  private var names: [String: PhoneRegion?] = [:]
  private var callingCodes: [Int: PhoneRegion?] = [:]

  /// A resolver with empty caches.
  public init() {}

  /// The region of a card's first address that names a recognised country, with that address's
  /// index; addresses are tried in preference order (`PREF`, then file order).
  public mutating func region(of card: Card) -> (region: PhoneRegion, addressIndex: Int)? {
    let regions = card.addresses.indices.map { region(ofAddress: $0, in: card) }
    return Self.choose(regions, card)
  }

  /// The first region in preference order among per-address regions already looked up.
  static func choose(_ regions: [PhoneRegion?], _ card: Card) -> (region: PhoneRegion, addressIndex: Int)? {
    var best: (region: PhoneRegion, addressIndex: Int, preference: Int)?
    for (index, region) in regions.enumerated() {
      guard let region else { continue }
      let preference = card.addresses[index].preference ?? Int.max
      if best == nil || preference < best!.preference { best = (region, index, preference) }
    }
    return best.map { ($0.region, $0.addressIndex) }
  }

  /// The region one address names: its `X-ABADR` code, else its country text.
  public mutating func region(ofAddress index: Int, in card: Card) -> PhoneRegion? {
    let address = card.addresses[index]
    if let group = address.group,
      let code = card.extras.first(where: { $0.group?.caseInsensitiveEquals(group) == true && $0.name.upperText == "X-ABADR" }),
      let region = countryRegion(TextEscaping.unescape(code.value))
    {
      return region
    }
    for country in address.value.country {
      if let region = countryRegion(country) { return region }
    }
    return nil
  }

  /// The region a country name or code stands for (cached).
  public mutating func countryRegion(_ text: String) -> PhoneRegion? {
    if let known = names[text] { return known }
    let trimmed = LabelText.trimmed(text)
    let region = trimmed.isEmpty ? nil : PhoneRegion(countryName: trimmed)
    names[text] = region
    return region
  }

  /// The region that most international numbers and address countries in the book point to;
  /// ties go to the alphabetically first code. Nil when the book gives no evidence.
  public mutating func dominantRegion<S: Sequence>(in cards: S) -> PhoneRegion? where S.Element == Card {
    Self.winner(votes(in: cards))
  }

  /// Each address country and each international number is one vote for its region.
  mutating func votes<S: Sequence>(in cards: S) -> [PhoneRegion: Int] where S.Element == Card {
    var votes: [PhoneRegion: Int] = [:]
    for card in cards { addVotes(of: card, to: &votes) }
    return votes
  }

  /// Adds one card's votes (its address countries and international numbers) to `votes`.
  mutating func addVotes(of card: Card, to votes: inout [PhoneRegion: Int]) {
    for index in card.addresses.indices {
      if let region = region(ofAddress: index, in: card) { votes[region, default: 0] += 1 }
    }
    for phone in card.phones {
      if let region = internationalRegion(phone.value) { votes[region, default: 0] += 1 }
    }
  }

  /// The region with most votes; a tie goes to the alphabetically first code.
  static func winner(_ votes: [PhoneRegion: Int]) -> PhoneRegion? {
    votes.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }?.key
  }

  /// For `+CC…` text (or `tel:+CC…`): the main region of its calling code.
  mutating func internationalRegion(_ text: String) -> PhoneRegion? {
    var utf8 = text.utf8[...]
    while let first = utf8.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "(") { utf8 = utf8.dropFirst() }
    if utf8.count > 4, utf8.prefix(4).map({ $0 | 0x20 }).elementsEqual("tel:".utf8) { utf8 = utf8.dropFirst(4) }
    guard utf8.first == UInt8(ascii: "+") else { return nil }
    var code = 0
    var digits = 0
    for byte in utf8.dropFirst() {
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        code = code * 10 + Int(byte - UInt8(ascii: "0"))
        digits += 1
        if code == 0 { return nil }
        if let region = callingCodeRegion(code) { return region }
        if digits == 3 { return nil }
      } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "-") && byte != UInt8(ascii: "(")
        && byte != UInt8(ascii: ")") && byte != UInt8(ascii: ".")
      {
        return nil
      }
    }
    return nil
  }

  private mutating func callingCodeRegion(_ code: Int) -> PhoneRegion? {
    if let known = callingCodes[code] { return known }
    let region = PhoneRegion(countryCallingCode: code)
    callingCodes[code] = region
    return region
  }

}

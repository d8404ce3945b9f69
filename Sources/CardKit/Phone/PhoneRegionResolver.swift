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

  public init() {}

  /// The region of a card's first address that names a recognised country, with that address's
  /// index; addresses are tried in preference order (`PREF`, then file order).
  public mutating func region(of card: Card) -> (region: PhoneRegion, addressIndex: Int)? {
    for index in addressOrder(card) {
      if let region = region(ofAddress: index, in: card) { return (region, index) }
    }
    return nil
  }

  /// The region one address names: its `X-ABADR` code, else its country text.
  public mutating func region(ofAddress index: Int, in card: Card) -> PhoneRegion? {
    let address = card.addresses[index]
    if let group = address.group?.uppercased(),
      let code = card.extras.first(where: { $0.name.upperText == "X-ABADR" && $0.group?.uppercased() == group }),
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
    let trimmed = LabelText.trimmed(text)
    if trimmed.isEmpty { return nil }
    if let known = names[trimmed] { return known }
    let region = PhoneRegion(countryName: trimmed)
    names[trimmed] = region
    return region
  }

  /// The region that most international numbers and address countries in the book point to;
  /// ties go to the alphabetically first code. Nil when the book gives no evidence.
  public mutating func dominantRegion<S: Sequence>(in cards: S) -> PhoneRegion? where S.Element == Card {
    var votes: [PhoneRegion: Int] = [:]
    for card in cards {
      for index in card.addresses.indices {
        if let region = region(ofAddress: index, in: card) { votes[region, default: 0] += 1 }
      }
      for phone in card.phones {
        if let region = internationalRegion(phone.value) { votes[region, default: 0] += 1 }
      }
    }
    return votes.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }?.key
  }

  /// For `+CC…` text (or `tel:+CC…`): the main region of its calling code.
  mutating func internationalRegion(_ text: String) -> PhoneRegion? {
    var utf8 = text.utf8[...]
    while let first = utf8.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "(") { utf8 = utf8.dropFirst() }
    if PhoneText.hasTelScheme(String(decoding: utf8.prefix(4), as: UTF8.self)) { utf8 = utf8.dropFirst(4) }
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

  private func addressOrder(_ card: Card) -> [Int] {
    card.addresses.indices.sorted { a, b in
      let pa = card.addresses[a].preference ?? Int.max
      let pb = card.addresses[b].preference ?? Int.max
      return pa != pb ? pa < pb : a < b
    }
  }
}

/// The phone numbers of the cards as libphonenumber read them, with table entries for the
/// start of each of their digit forms (``NumberForms``) and for every later position of their
/// national number.
struct NumberStore: Sendable {
  var numberCard: [UInt32] = []
  /// The position of the number among its card's phones.
  var numberPhone: [UInt16] = []
  /// The country calling code, 0 when the number could not be parsed.
  var numberCountry: [UInt16] = []
  /// The national significant number (ASCII digits), empty when not parsed.
  var numberNational: [String] = []
  /// The digits of the national dialling form (`02079460958`), empty when not valid.
  var numberDialled: [String] = []
  /// The numbers of card `c` are `cardNumbers[c]..<cardNumbers[c + 1]`.
  var cardNumbers: [UInt32] = [0]
  /// Packed start of each distinct form; payload `number << 6 | kinds`.
  var startEntries: [PrefixEntry] = []
  /// Packed digits from each inner position of the national number; payload the card.
  var innerEntries: [PrefixEntry] = []

  static let kindBits: UInt32 = 6
  /// Inner positions indexed (national numbers are at most 17 digits).
  static let innerPositions = 32

  var count: Int { numberCard.count }

  /// Adds one number of a card.
  mutating func add(card: Int, phone: Int, text: String, number: PhoneNumber?, dialled: String) {
    let id = UInt32(numberCard.count)
    let written = NumberForms.writtenDigits(of: text)
    let national = number?.nationalSignificantNumber ?? ""
    let country = number?.countryCode ?? 0
    numberCard.append(UInt32(card))
    numberPhone.append(UInt16(clamping: phone))
    numberCountry.append(UInt16(clamping: country))
    numberNational.append(national)
    numberDialled.append(dialled)
    let forms = NumberForms(
      written: written.digits, writtenInternational: written.international, countryCode: country, national: national,
      nationalFormat: dialled)
    for form in forms.forms {
      startEntries.append(PrefixEntry(key: PackedKey.digits(form.digits), payload: id << Self.kindBits | UInt32(form.kinds.rawValue)))
    }
    let inner = forms.inner
    if inner.count > 1 {
      for position in 1..<min(inner.count, Self.innerPositions) {
        innerEntries.append(PrefixEntry(key: PackedKey.digits(inner[position...]), payload: UInt32(card)))
      }
    }
  }

  /// The forms of number `id` (as ``add(card:phone:text:number:dialled:)`` made them).
  func forms(of id: Int, written: (digits: [UInt8], offsets: [Int], international: Bool)) -> NumberForms {
    NumberForms(
      written: written.digits, writtenInternational: written.international, countryCode: Int(numberCountry[id]),
      national: numberNational[id], nationalFormat: numberDialled[id])
  }

  /// Closes the current card's numbers.
  mutating func endCard() {
    cardNumbers.append(UInt32(numberCard.count))
  }

  /// Appends another store's numbers (for cards after this store's), shifting its indices.
  mutating func append(_ other: NumberStore) {
    let base = UInt32(numberCard.count)
    numberCard += other.numberCard
    numberPhone += other.numberPhone
    numberCountry += other.numberCountry
    numberNational += other.numberNational
    numberDialled += other.numberDialled
    cardNumbers += other.cardNumbers.dropFirst().map { $0 + base }
    startEntries += other.startEntries.map { PrefixEntry(key: $0.key, payload: $0.payload + base << Self.kindBits) }
    innerEntries += other.innerEntries
  }
}

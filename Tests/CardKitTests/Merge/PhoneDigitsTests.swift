import Testing

@testable import CardKit

/// How a phone value as written is read for duplicate matching: the number's digits, the
/// extension's, whether it is international, and how many letters it holds.
struct PhoneDigitsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var digits: String
    var ext: String?
    var international: Bool
    var letters: Int
    var testDescription: String { text.debugDescription }
  }

  static let cases: [Case] = [
    Case(text: "(415) 555-0123", digits: "4155550123", ext: nil, international: false, letters: 0),
    Case(text: "+49 30 12345678", digits: "493012345678", ext: nil, international: true, letters: 0),
    Case(text: "  (+44) 20 7946 0000", digits: "442079460000", ext: nil, international: true, letters: 0),
    Case(text: "tel:+1-415-555-0123", digits: "14155550123", ext: nil, international: true, letters: 0),
    Case(text: "TEL:+1-415-555-0123;ext=45", digits: "14155550123", ext: "45", international: true, letters: 2),
    Case(text: "555 0100 x12", digits: "5550100", ext: "12", international: false, letters: 0),
    Case(text: "555 0100 ext. 12", digits: "5550100", ext: "12", international: false, letters: 2),
    Case(text: "555 0100 #7", digits: "5550100", ext: "7", international: false, letters: 0),
    Case(text: "33932876,,8799", digits: "33932876", ext: "8799", international: false, letters: 0),
    // A separator before any digit does not start an extension.
    Case(text: "x 555 0100", digits: "5550100", ext: nil, international: false, letters: 0),
    Case(text: "1-800-FLOWERS", digits: "1800", ext: nil, international: false, letters: 7),
    Case(text: "+1 800 FLOWERS", digits: "1800", ext: nil, international: true, letters: 7),
    Case(text: "0 12 # ", digits: "012", ext: nil, international: false, letters: 0),
    Case(text: "", digits: "", ext: nil, international: false, letters: 0),
    Case(text: "tel:", digits: "", ext: nil, international: false, letters: 0),
    Case(text: "Ｔel ٣٤٥ 12", digits: "12", ext: nil, international: false, letters: 2),
    Case(text: "+", digits: "", ext: nil, international: true, letters: 0),
  ]

  @Test(arguments: cases)
  func reading(_ c: Case) {
    let read = PhoneDigits(c.text)
    #expect(read.digits == c.digits)
    #expect(read.ext == c.ext)
    #expect(read.international == c.international)
    #expect(read.letters == c.letters)
  }

  @Test func vanityNeedsThreeLettersAndNoCountry() {
    #expect(PhoneDigits("1-800-FLOWERS").mayBeVanity)
    #expect(!PhoneDigits("+1 800 FLOWERS").mayBeVanity)
    #expect(!PhoneDigits("555 0100 ext. 12").mayBeVanity)
  }
}

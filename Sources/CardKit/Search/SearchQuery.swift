/// What to look for in a ``SearchIndex``.
public enum SearchQuery: Sendable, Hashable {
  /// Name words: every word of the query must start a word of the card's names (given,
  /// family, middle, nickname, phonetic, organization, display name, or the Latin form of
  /// one of them), ignoring case and accents the way the locale's collation does.
  case name(String)
  /// Keypad digits (Android SmartDial rules) against names and phone numbers. Letters are
  /// read as the digit of their key (`jsmith` is `576484`); anything else is ignored.
  case t9(String)
  /// A phone number or its start (`(408)`, `+44 20`), compared once both are normalized.
  case phonePrefix(String)
  /// The same number in any format (`+1 408 555 0100` finds `(408) 555-0100` in a US book).
  case phoneExact(String)

  /// True when the query has something to look for (a name letter, a digit).
  public var isEmpty: Bool {
    switch self {
    case .name(let text): NameMatcher.words(of: text).isEmpty
    case .t9(let text): SearchQuery.t9Digits(text).isEmpty
    case .phonePrefix(let text), .phoneExact(let text): PhoneQuery(text).digits.isEmpty
    }
  }

  /// The keypad digits of typed T9 input: digits as they are, letters as their key's digit
  /// (accents folded), everything else dropped.
  static func t9Digits(_ text: String) -> [UInt8] {
    var digits: [UInt8] = []
    for scalar in text.unicodeScalars {
      if let digit = T9Key.digit(for: scalar) { digits.append(digit) }
    }
    return digits
  }
}

/// A phone query once normalized: its digits, and whether it names its country (`+44 20`).
struct PhoneQuery: Hashable {
  /// ASCII digits; vanity letters count as their keypad digit (`1-800-FLOWERS`).
  var digits: [UInt8]
  /// True when the text starts with `+` (after spaces and an opening parenthesis).
  var isInternational: Bool

  init(_ text: String) {
    var digits: [UInt8] = []
    var plus = false
    var letters: [UInt8] = []
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        digits.append(byte)
      case UInt8(ascii: "+") where digits.isEmpty:
        plus = true
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
        letters.append(byte)
        if let digit = T9Key.digit(for: Unicode.Scalar(byte)) { digits.append(digit) }
      default:
        break
      }
    }
    // Like libphonenumber, letters stand for digits only in a vanity number (three or more).
    if !letters.isEmpty && letters.count < 3 {
      digits = text.utf8.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
    self.digits = digits
    self.isInternational = plus
  }
}

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
  /// ASCII digits; the letters of a vanity number count as their keypad digit (`1-800-FLOWERS`).
  var digits: [UInt8]
  /// True when the text starts with `+` (after spaces, a parenthesis or a `tel:` scheme).
  var isInternational: Bool

  /// The query in `text`; `service` decides whether letters spell a vanity number (three or
  /// more letters, as libphonenumber has it; `x123` and `ext. 12` are extensions). Without a
  /// service only the digits count.
  init(_ text: String, service: PhoneNumberService? = nil) {
    let written = NumberForms.writtenDigits(of: text)
    isInternational = written.international
    let letters = text.utf8.reduce(0) { count, byte in count + ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A ? 1 : 0) }
    guard letters >= 3, let service, service.isVanityNumber(text) else {
      digits = written.digits
      return
    }
    digits = text.unicodeScalars.compactMap { scalar in scalar.value < 0x80 ? T9Key.digit(for: scalar) : nil }
  }
}

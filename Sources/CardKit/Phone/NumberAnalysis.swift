/// What libphonenumber makes of one phone value, as ``PhoneNumberService/analyze(_:region:format:dialledFrom:)``
/// reports it.
public struct NumberAnalysis: Hashable, Sendable {
  /// The verdict on a value.
  public enum Status: String, Hashable, Sendable, Codable {
    /// A valid number; ``NumberAnalysis/formatted`` holds it in the requested format.
    case valid
    /// Parsed, but libphonenumber says no such number exists in its region.
    case invalid
    /// A valid short number of the region (emergency number, service code), not a full number.
    case shortNumber
    /// The text is not a phone number (or has too few or too many digits).
    case unparsable
    /// A national number and no default region to read it with.
    case noRegion
  }

  // `isVanity` is declared first so that the memberwise initializer (`isVanity:status:…`)
  // differs from the public one, which calls it from an extension: an initializer in the
  // type's body that assigns each property leaves the optimizer a copy and a release of the
  // whole value (see ``ParsedCard``), here in every number analysed.

  /// True when letters stood for keypad digits (`1-800-FLOWERS`).
  public var isVanity: Bool
  /// The verdict.
  public var status: Status
  /// The parsed number, when parsing succeeded.
  public var number: PhoneNumber?
  /// The number's region code (`US`, `001` for global services, `ZZ` when none), when parsed.
  public var regionCode: String?
  /// The number in the requested format, when valid.
  public var formatted: String?
  /// Why parsing failed, when it did.
  public var parseError: PhoneParseError?
}

extension NumberAnalysis {
  /// An analysis from its parts (``PhoneNumberService`` builds them).
  public init(
    status: Status, number: PhoneNumber? = nil, regionCode: String? = nil, formatted: String? = nil,
    parseError: PhoneParseError? = nil, isVanity: Bool = false
  ) {
    self.init(isVanity: isVanity, status: status, number: number, regionCode: regionCode, formatted: formatted, parseError: parseError)
  }
}

/// A cheap look at a phone value's bytes before libphonenumber sees it (one pass, no allocation
/// beyond the key).
struct PhoneText {
  /// The cache key: `+` and the digits for plain text (digits, spaces, `-`, `.`, `/` and
  /// parentheses, at least three digits), which libphonenumber reads the same way whatever the
  /// separators; the text without surrounding white space otherwise.
  let key: String
  /// True when the text starts with `+` (or `tel:+`): it names its own country.
  let isInternational: Bool
  /// True when the text holds ASCII letters (vanity numbers, extension marks, `tel:`).
  let hasLetters: Bool
  /// True when the value is a `tel:` URI (vCard 4.0 `VALUE=uri`).
  let isURI: Bool

  init(_ text: String) {
    var digits: [UInt8] = []
    digits.reserveCapacity(20)
    var plain = true
    var plus = false
    var started = false
    var letters = false
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        digits.append(byte)
        started = true
      case UInt8(ascii: "+"):
        if started { plain = false }
        plus = true
        started = true
      case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"),
        UInt8(ascii: "/"):
        break
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
        letters = true
        plain = false
      default:
        plain = false
      }
    }
    let trimmed = PhoneText.trim(text)
    isURI = PhoneText.hasTelScheme(trimmed)
    hasLetters = letters
    if plain && digits.count >= 3 {
      key = (plus ? "+" : "") + String(decoding: digits, as: UTF8.self)
      isInternational = plus
    } else {
      key = trimmed
      let firstMeaningful = trimmed.utf8.first { $0 != UInt8(ascii: "(") && $0 != UInt8(ascii: " ") }
      isInternational = firstMeaningful == UInt8(ascii: "+") || (isURI && trimmed.utf8.dropFirst(4).first == UInt8(ascii: "+"))
    }
  }

  /// How a finding about `text` names the region it was read with: ` (read with region DE)`,
  /// or nothing when no region was used (none known, or the text starts with `+` and names its
  /// own country; a number written with an international prefix such as `0049` does depend on
  /// the region, which says whether `00` is that prefix).
  static func regionNote(_ text: String, _ region: PhoneRegion?) -> String {
    guard let region, !PhoneText(text).isInternational else { return "" }
    return " (read with region " + region.code + ")"
  }

  /// True when the text starts with `tel:` in any case.
  static func hasTelScheme(_ text: String) -> Bool {
    var utf8 = text.utf8.makeIterator()
    for expected in "tel:".utf8 {
      guard let byte = utf8.next(), byte | 0x20 == expected | 0x20 else { return false }
    }
    return true
  }

  /// The text without leading and trailing ASCII white space.
  static func trim(_ text: String) -> String {
    let utf8 = text.utf8
    guard let first = utf8.first, let last = utf8.last else { return text }
    if !isSpace(first) && !isSpace(last) { return text }
    let bytes = Array(utf8)
    var start = 0
    var end = bytes.count
    while start < end, isSpace(bytes[start]) { start += 1 }
    while end > start, isSpace(bytes[end - 1]) { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
}

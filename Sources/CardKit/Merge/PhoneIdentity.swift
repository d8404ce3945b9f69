/// What makes two phone values the same number, whatever their spelling: `+49 30 12345678`,
/// `030 12345678` and `tel:+49-30-12345678` are one number; `+1 415 555 0100` and
/// `+44 415 555 0100` are not; `… x12` and `… x13` are different lines.
///
/// International numbers (`+…`) are compared by their E.164 parts as libphonenumber parses
/// them. National numbers are compared by their digits, so the answer does not depend on the
/// default region: against an international number they match when their digits are its
/// national significant number, possibly after a one- or two-digit trunk prefix (`0`, `1`, `8`).
/// Text libphonenumber cannot read falls back to its digits.
struct PhoneIdentity: Hashable, Sendable {
  /// True when the text names its country (`+…`, `tel:+…`).
  var international: Bool
  /// The country calling code, for a parsed international number.
  var countryCode: Int?
  /// The digits compared: the national significant number of a parsed international number,
  /// else the digits of the number part as written (vanity letters as keypad digits).
  var digits: String
  /// The extension's digits, nil when none.
  var ext: String?

  /// Digits needed before a number is evidence that two cards are one person (shorter ones are
  /// service codes and emergency numbers that many cards share).
  static let minimumEvidenceDigits = 7

  /// True when the number is long enough to be evidence (it has a ``tailKey``), without
  /// making the key.
  var isEvidence: Bool { digits.utf8.count >= Self.minimumEvidenceDigits }

  /// The blocking key: the last nine digits and the extension, nil for short numbers. Two
  /// equivalent numbers always share it.
  var tailKey: String? {
    guard isEvidence else { return nil }
    let tail = String(decoding: digits.utf8.suffix(9), as: UTF8.self)
    return ext.map { tail + "x" + $0 } ?? tail
  }

  /// True when the two values are the same number (and extension).
  func isEquivalent(to other: PhoneIdentity) -> Bool {
    // Values without digits are not numbers; callers compare their text.
    guard ext == other.ext, !digits.isEmpty, !other.digits.isEmpty else { return false }
    switch (international, other.international) {
    case (true, true):
      if let a = countryCode, let b = other.countryCode { return a == b && digits == other.digits }
      return digits == other.digits
    case (false, false):
      return digits == other.digits
    case (true, false):
      return Self.national(other.digits, matches: digits, parsed: countryCode != nil)
    case (false, true):
      return Self.national(digits, matches: other.digits, parsed: other.countryCode != nil)
    }
  }

  /// A national spelling against a parsed international number's national significant number:
  /// equal, or the same after a trunk prefix of one or two digits.
  private static func national(_ national: String, matches nsn: String, parsed: Bool) -> Bool {
    guard parsed else { return national == nsn }
    if national == nsn { return true }
    let extra = national.utf8.count - nsn.utf8.count
    return extra >= 1 && extra <= 2 && nsn.utf8.count >= 6 && national.utf8.hasSuffix(nsn.utf8)
  }
}

extension PhoneIdentity {
  /// Reads a phone value (text or `tel:` URI). `region` is used only to read the letters of
  /// national vanity numbers (`1-800-FLOWERS`); other national numbers are compared by digits.
  init(_ text: String, region: PhoneRegion?, service: PhoneNumberService) {
    self.init(text, PhoneDigits(text), region: region, service: service)
  }

  /// The identity of a value whose digits were already read.
  init(_ text: String, _ written: PhoneDigits, region: PhoneRegion?, service: PhoneNumberService) {
    var number: PhoneNumber?
    if written.international {
      number = try? service.parse(text, region: nil)
    } else if written.mayBeVanity, let region, service.isVanityNumber(text) {
      number = try? service.parse(text, region: region)
    }
    self.init(written, parsed: number)
  }

  /// The identity of the digits as written, unless libphonenumber parsed the number. An
  /// international value's reading does not depend on a default region, so a parse made with
  /// any region serves, such as the one `cardkit lint` makes to validate the number.
  init(_ written: PhoneDigits, parsed number: PhoneNumber?) {
    international = written.international
    countryCode = written.international ? number?.countryCode : nil
    digits = written.digits
    ext = written.ext
    if let number {
      digits = number.nationalSignificantNumber
      ext = Self.nonEmpty(number.extension.map(Self.digitsOnly)) ?? (written.letters >= 3 ? nil : written.ext)
    }
  }

  private static func digitsOnly(_ text: String) -> String {
    String(decoding: text.utf8.filter { $0 >= 0x30 && $0 <= 0x39 }, as: UTF8.self)
  }

  private static func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }
}

extension String.UTF8View {
  /// True when the view ends with `suffix`.
  func hasSuffix(_ suffix: String.UTF8View) -> Bool {
    guard suffix.count <= count else { return false }
    return self.suffix(suffix.count).elementsEqual(suffix)
  }
}

/// The digits of a phone value as written: the number part (before an extension mark), the
/// extension's digits, and whether it starts with `+`. One pass over the bytes.
struct PhoneDigits {
  var digits = ""
  var ext: String?
  var international = false
  /// ASCII letters other than `x` (so `ext.` counts two): three or more may be a vanity number.
  var letters = 0

  /// True when the text starts with `+` (after spaces, `(` and a `tel:` scheme), without
  /// reading the rest.
  static func isInternational(_ text: String) -> Bool {
    var utf8 = text.utf8[...]
    while let first = utf8.first, first == 0x20 || first == 0x09 || first == UInt8(ascii: "(") { utf8 = utf8.dropFirst() }
    if utf8.count >= 4, utf8.prefix(4).lazy.map({ $0 | 0x20 }).elementsEqual("tel:".utf8) { utf8 = utf8.dropFirst(4) }
    return utf8.first == UInt8(ascii: "+")
  }

  /// A national number with enough letters to be a vanity number (read with a region).
  var mayBeVanity: Bool { !international && letters >= 3 }

  init(_ text: String) {
    var text = text
    self = text.withUTF8 { Self(bytes: $0) }
  }

  /// One pass over the bytes in place; the digits are written straight into their strings.
  private init(bytes: UnsafeBufferPointer<UInt8>) {
    var start = 0
    while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 || bytes[start] == UInt8(ascii: "(") { start += 1 }
    if bytes.count - start >= 4, bytes[start..<start + 4].lazy.map({ $0 | 0x20 }).elementsEqual("tel:".utf8) { start += 4 }
    international = start < bytes.count && bytes[start] == UInt8(ascii: "+")
    // `x12`, `ext. 12` (the `x` of `ext`), `;ext=12`, `#12`, `,12` (pause then extension): a
    // mark after a digit starts the extension.
    var extStart: Int?
    var letters = 0
    let room = bytes.count - start
    digits = String(unsafeUninitializedCapacity: room) { out in
      var n = 0
      for i in start..<bytes.count {
        switch bytes[i] {
        case 0x30...0x39:
          if extStart == nil {
            out[n] = bytes[i]
            n += 1
          }
        case UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "#"), UInt8(ascii: ";"), UInt8(ascii: ","):
          if n > 0 && extStart == nil { extStart = i }
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
          letters += 1
        default:
          break
        }
      }
      return n
    }
    self.letters = letters
    guard let extStart else { return }
    let extDigits = String(unsafeUninitializedCapacity: bytes.count - extStart) { out in
      var n = 0
      for byte in bytes[extStart...] where byte >= 0x30 && byte <= 0x39 {
        out[n] = byte
        n += 1
      }
      return n
    }
    ext = extDigits.isEmpty ? nil : extDigits
  }
}

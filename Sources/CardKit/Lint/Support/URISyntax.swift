/// Checks of URI values (RFC 3986 §3; non-ASCII characters are accepted as IRIs, RFC 3987).
enum URISyntax {
  /// What is wrong with the value as a URI, or nil when it is one.
  static func problem(_ text: String) -> String? {
    let b = Array(text.utf8)
    guard !b.isEmpty else { return "is empty" }
    guard isAlpha(b[0]) else { return "has no scheme (such as https: or mailto:)" }
    var i = 1
    while i < b.count, isAlpha(b[i]) || isDigit(b[i]) || b[i] == 0x2B || b[i] == 0x2D || b[i] == 0x2E { i += 1 }
    guard i < b.count, b[i] == 0x3A else { return "has no scheme (such as https: or mailto:)" }
    let scheme = String(decoding: b[..<i], as: UTF8.self)
    i += 1
    if i == b.count { return "has nothing after \(scheme):" }
    while i < b.count {
      let c = b[i]
      switch c {
      case 0x00...0x20, 0x7F: return c == 0x20 ? "contains a space" : "contains a control character"
      case 0x22, 0x3C, 0x3E, 0x5C, 0x5E, 0x60, 0x7B, 0x7C, 0x7D:
        return "contains \(Quoted.text(String(UnicodeScalar(c)))), which a URI cannot hold unencoded"
      case 0x25:
        guard isHex(b[safe: i + 1]), isHex(b[safe: i + 2]) else {
          return "has a % not followed by two hexadecimal digits"
        }
        i += 3
        continue
      default:
        break
      }
      i += 1
    }
    return nil
  }

  /// The scheme, lower-cased, when the text starts with one.
  static func scheme(_ text: String) -> String? {
    guard let colon = text.utf8.firstIndex(of: 0x3A) else { return nil }
    let head = text.utf8[..<colon]
    guard let first = head.first, isAlpha(first),
      head.allSatisfy({ isAlpha($0) || isDigit($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E })
    else { return nil }
    return String(decoding: head, as: UTF8.self).lowercased()
  }

  /// `text` with every byte `keeps` refuses written `%XX` (RFC 3986 §2.1, upper-case hex).
  static func percentEncoded(_ text: String, keeping keeps: (UInt8) -> Bool) -> String {
    guard !text.utf8.allSatisfy(keeps) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 8)
    for b in text.utf8 {
      if keeps(b) {
        out.append(b)
      } else {
        out.append(0x25)
        out.append(ASCII.hexDigit(b >> 4))
        out.append(ASCII.hexDigit(b & 15))
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// `text` with each `%XX` as its byte; nil when an escape is malformed or the bytes are not
  /// UTF-8.
  static func percentDecoded(_ text: Substring) -> String? {
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
      guard bytes[i] == 0x25 else {
        out.append(bytes[i])
        i += 1
        continue
      }
      guard i + 2 < bytes.count, let high = QuotedPrintable.hex(bytes[i + 1]), let low = QuotedPrintable.hex(bytes[i + 2]) else { return nil }
      out.append(high << 4 | low)
      i += 3
    }
    return String(validating: out, as: UTF8.self)
  }

  static func isAlpha(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
  static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
  static func isHex(_ c: UInt8?) -> Bool {
    guard let c else { return false }
    return isDigit(c) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66)
  }
}

extension Array where Element == UInt8 {
  /// The byte at `index`, nil past the end.
  subscript(safe index: Int) -> UInt8? { index >= 0 && index < count ? self[index] : nil }
}

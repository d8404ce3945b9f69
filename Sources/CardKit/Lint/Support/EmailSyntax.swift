/// Checks of email addresses (the `addr-spec` of RFC 5322 §3.4.1, with RFC 6531's UTF-8).
enum EmailSyntax {
  /// What is wrong with the address, or nil when it is well formed.
  static func problem(_ text: String) -> String? {
    let address = text.trimmingSpaces
    guard !address.isEmpty else { return "is empty" }
    if address.utf8.count > 7, address.utf8.prefix(7).lazy.map({ $0 | 0x20 }).elementsEqual("mailto:".utf8) {
      return "starts with mailto:, which belongs to a URI, not to an EMAIL value"
    }
    // Read in place, in one pass: every card has an address or two, and most are well formed.
    var bytes = address
    return bytes.withUTF8 { b in
      // The last @ outside a quoted local part separates local part and domain.
      var at: Int?
      var quoted = false
      var ats = 0
      var angle = false
      for (i, c) in b.enumerated() {
        if c == 0x22 { quoted.toggle() }
        if c == 0x40 && !quoted {
          at = i
          ats += 1
        }
        if c == 0x3C || c == 0x3E { angle = true }
      }
      if angle { return "holds a display name or angle brackets, not just an address" }
      guard let at else { return "has no @" }
      if ats > 1 { return "has more than one @" }
      let local = b[..<at]
      let domain = b[(at + 1)...]
      if local.isEmpty { return "has nothing before the @" }
      if domain.isEmpty { return "has nothing after the @" }
      if local.count > 64 { return "has a local part longer than 64 octets" }
      if let problem = localProblem(local) { return problem }
      return domainProblem(domain)
    }
  }

  /// The ASCII characters of `atext` (RFC 5322 §3.2.3) other than letters and digits.
  private static func isAtextSymbol(_ c: UInt8) -> Bool {
    switch c {
    case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"),
      UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "?"),
      UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"),
      UInt8(ascii: "~"):
      true
    default: false
    }
  }

  private static func localProblem(_ local: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
    if local.first == 0x22 && local.last == 0x22 && local.count >= 2 { return nil }
    if local.first == 0x2E || local.last == 0x2E { return "has a local part that starts or ends with a dot" }
    var previousDot = false
    for c in local {
      if c == 0x2E {
        if previousDot { return "has two dots in a row" }
        previousDot = true
        continue
      }
      previousDot = false
      if c >= 0x80 { continue }
      let atext = UInt8(ascii: "a")...UInt8(ascii: "z") ~= (c | 0x20) || (c >= 0x30 && c <= 0x39) || isAtextSymbol(c)
      if !atext {
        return c == 0x20 ? "contains a space" : "contains \(Quoted.text(String(UnicodeScalar(c)))) outside quotes"
      }
    }
    return nil
  }

  private static func domainProblem(_ domain: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
    if domain.first == 0x5B && domain.last == 0x5D { return nil }  // [192.0.2.1]
    if domain.first == 0x2E || domain.last == 0x2E { return "has a domain that starts or ends with a dot" }
    // Label by label, in place.
    var start = domain.startIndex
    while start <= domain.endIndex {
      var end = start
      while end < domain.endIndex && domain[end] != 0x2E { end += 1 }
      let label = domain[start..<end]
      if label.isEmpty { return "has two dots in a row in its domain" }
      if label.count > 63 { return "has a domain label longer than 63 octets" }
      if label.first == 0x2D || label.last == 0x2D { return "has a domain label that starts or ends with a hyphen" }
      for c in label where c < 0x80 {
        let ok = ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A) || (c >= 0x30 && c <= 0x39) || c == 0x2D
        if !ok {
          return c == 0x20 ? "contains a space" : "has \(Quoted.text(String(UnicodeScalar(c)))) in its domain"
        }
      }
      start = end + 1
    }
    return nil
  }
}

/// Quoted-printable (RFC 2045 §6.7) as used by vCard 2.1.
enum QuotedPrintable {
  /// Decodes `=XX` escapes; soft line breaks were already joined by the unfolder. Returns the
  /// bytes and whether a malformed escape was kept literally.
  static func decode(_ input: some Collection<UInt8>) -> (bytes: [UInt8], malformed: Bool) {
    var out = [UInt8]()
    out.reserveCapacity(input.count)
    var malformed = false
    let a = Array(input)
    var i = 0
    while i < a.count {
      let c = a[i]
      if c == ASCII.equals {
        if i + 2 < a.count, let h = hex(a[i + 1]), let l = hex(a[i + 2]) {
          out.append(h << 4 | l)
          i += 3
          continue
        }
        if i == a.count - 1 {  // a trailing soft break marker
          i += 1
          continue
        }
        malformed = true
      }
      out.append(c)
      i += 1
    }
    return (out, malformed)
  }

  @inline(__always) static func hex(_ c: UInt8) -> UInt8? {
    switch c {
    case 0x30...0x39: c - 0x30
    case 0x41...0x46: c - 0x41 + 10
    case 0x61...0x66: c - 0x61 + 10
    default: nil
    }
  }

  /// `=0D=0A`, a line break as a 2.1 value writes it (made once, not for every value).
  private static let lineBreak = Array("=0D=0A".utf8)

  /// Encodes for a 2.1 value: printable ASCII stays, everything else (and `=`) becomes `=XX`;
  /// a line break (LF, CRLF or a lone CR, which the readers all take for one) becomes `=0D=0A`,
  /// as in the vCard 2.1 specification's examples, so a value reads back the same however
  /// its lines ended (a CSV cell keeps CRLF, a vCard value has LF). Soft line breaks are
  /// inserted by the line writer.
  static func encode(_ bytes: some Collection<UInt8>) -> [UInt8] {
    let lineBreak = Self.lineBreak
    var out = [UInt8]()
    out.reserveCapacity(bytes.count * 2)
    var previousCR = false
    for b in bytes {
      defer { previousCR = b == 0x0D }
      if b == 0x0A && previousCR { continue }  // the LF of a CRLF, written with its CR
      if b == 0x0A || b == 0x0D {
        out.append(contentsOf: lineBreak)
      } else if (b >= 0x21 && b <= 0x7E && b != ASCII.equals) || b == ASCII.space {
        out.append(b)
      } else {
        out.append(ASCII.equals)
        out.append(ASCII.hexDigit(b >> 4))
        out.append(ASCII.hexDigit(b & 15))
      }
    }
    // A trailing space must be encoded (RFC 2045 rule 3).
    if out.last == ASCII.space {
      out.removeLast()
      out += Array("=20".utf8)
    }
    return out
  }
}

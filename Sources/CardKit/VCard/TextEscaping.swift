/// Backslash escaping of vCard 3.0/4.0 text values (RFC 6350 §3.4, RFC 2426 §5.8.4).
enum TextEscaping {
  /// Escapes `\`, newline, `,` and `;`.
  static func escape(_ text: String, commas: Bool = true, semicolons: Bool = true) -> String {
    var needs = false
    for b in text.utf8 where b == 0x5C || b == 0x0A || b == 0x0D || (commas && b == 0x2C) || (semicolons && b == 0x3B) {
      needs = true
      break
    }
    guard needs else { return text }
    var out = [UInt8]()
    out.reserveCapacity(text.utf8.count + 8)
    var previousCR = false
    for b in text.utf8 {
      switch b {
      case 0x5C: out += [0x5C, 0x5C]
      case 0x0D: out += [0x5C, 0x6E]
      case 0x0A: if !previousCR { out += [0x5C, 0x6E] }
      case 0x2C where commas: out += [0x5C, 0x2C]
      case 0x3B where semicolons: out += [0x5C, 0x3B]
      default: out.append(b)
      }
      previousCR = b == 0x0D
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Undoes `escape`: `\n` and `\N` become a newline, `\\`, `\,`, `\;` their character;
  /// an unknown escape keeps its backslash.
  static func unescape(_ text: String) -> String {
    guard text.containsByte(0x5C) else { return text }
    var out = [UInt8]()
    out.reserveCapacity(text.utf8.count)
    var escaped = false
    for b in text.utf8 {
      if escaped {
        switch b {
        case 0x6E, 0x4E: out.append(0x0A)
        case 0x5C, 0x2C, 0x3B, 0x3A, 0x22: out.append(b)
        default: out += [0x5C, b]
        }
        escaped = false
      } else if b == 0x5C {
        escaped = true
      } else {
        out.append(b)
      }
    }
    if escaped { out.append(0x5C) }
    return String(decoding: out, as: UTF8.self)
  }
}

internal import CICU

/// Decoding of legacy character sets to UTF-8: Windows-1252 and ISO-8859-1 natively, every
/// other charset ICU knows (Shift_JIS, Big5, GB18030, KOI8-R, …) through ICU converters.
enum Charset {
  /// The result of decoding: UTF-8 bytes and how many input sequences were invalid (each was
  /// replaced by U+FFFD).
  struct Decoded {
    var bytes: [UInt8]
    var invalid: Int
  }

  /// Windows-1252 code points for 0x80–0x9F. The five bytes Windows leaves undefined map to
  /// the C1 control with the same value, as web browsers do, so no byte is lost.
  static let cp1252High: [UInt32] = [
    0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
    0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
  ]

  /// Normalizes a charset name for comparison: upper case without `-`, `_` and spaces.
  static func key(_ name: String) -> String {
    String(name.uppercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " }.map(Character.init))
  }

  /// True for names that mean UTF-8.
  static func isUTF8(_ name: String) -> Bool {
    let k = key(name)
    return k == "UTF8" || k == "UTF8BOM"
  }

  /// Decodes bytes in `charset`; nil when the charset is unknown.
  static func decode(_ bytes: some Collection<UInt8>, charset: String) -> Decoded? {
    switch key(charset) {
    case "UTF8":
      return decodeUTF8(bytes)
    case "USASCII", "ASCII":
      var invalid = 0
      var out = [UInt8]()
      out.reserveCapacity(bytes.count)
      for b in bytes {
        if b < 0x80 { out.append(b) } else { invalid += 1; out += [0xEF, 0xBF, 0xBD] }
      }
      return Decoded(bytes: out, invalid: invalid)
    case "ISO88591", "LATIN1", "ISOLATIN1", "L1", "CP819", "IBM819":
      return Decoded(bytes: latin1(bytes), invalid: 0)
    case "WINDOWS1252", "CP1252", "MSANSI", "ANSI":
      return windows1252(bytes)
    default:
      return viaICU(Array(bytes), charset: charset)
    }
  }

  /// Validates UTF-8, replacing each invalid sequence by U+FFFD.
  static func decodeUTF8(_ bytes: some Collection<UInt8>) -> Decoded {
    if let s = String(validating: bytes, as: UTF8.self) {
      return Decoded(bytes: Array(s.utf8), invalid: 0)
    }
    var invalid = 0
    var out = [UInt8]()
    out.reserveCapacity(bytes.count + 8)
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let s): appendUTF8(s.value, to: &out)
      case .emptyInput: break loop
      case .error:
        invalid += 1
        out += [0xEF, 0xBF, 0xBD]
      }
    }
    return Decoded(bytes: out, invalid: invalid)
  }

  static func latin1(_ bytes: some Collection<UInt8>) -> [UInt8] {
    var out = [UInt8]()
    out.reserveCapacity(bytes.count + 16)
    for b in bytes { appendUTF8(UInt32(b), to: &out) }
    return out
  }

  static func windows1252(_ bytes: some Collection<UInt8>) -> Decoded {
    var out = [UInt8]()
    out.reserveCapacity(bytes.count + 16)
    for b in bytes {
      appendUTF8(b >= 0x80 && b <= 0x9F ? cp1252High[Int(b - 0x80)] : UInt32(b), to: &out)
    }
    return Decoded(bytes: out, invalid: 0)
  }

  private static func viaICU(_ bytes: [UInt8], charset: String) -> Decoded? {
    guard let converter = charset.withCString({ cicu_converter_open($0) }) else { return nil }
    defer { cicu_converter_close(converter) }
    var capacity = bytes.count * 3 + 16
    while true {
      var invalid: Int64 = 0
      var out = [UInt8](repeating: 0, count: capacity)
      let needed = bytes.withUnsafeBufferPointer { src in
        out.withUnsafeMutableBufferPointer { dst in
          cicu_converter_to_utf8(converter, src.baseAddress, Int64(src.count), dst.baseAddress, Int64(capacity), &invalid)
        }
      }
      if needed < 0 { return nil }
      if Int(needed) <= capacity {
        out.removeLast(capacity - Int(needed))
        return Decoded(bytes: out, invalid: Int(invalid))
      }
      capacity = Int(needed)
    }
  }
}

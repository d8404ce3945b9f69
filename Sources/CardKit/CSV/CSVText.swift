/// Byte-level text conversions used by the CSV reader and writers.
enum CSVText {
  /// Windows-1252 code points for 0x80–0x9F. The five bytes Windows leaves undefined map to
  /// the C1 control with the same value, as web browsers do, so no byte is lost.
  static let cp1252High: [UInt32] = [
    0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
    0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
  ]

  /// The reverse of ``cp1252High`` for the characters outside Latin-1.
  static let cp1252Reverse: [UInt32: UInt8] = {
    var map = [UInt32: UInt8]()
    for (i, cp) in cp1252High.enumerated() where cp > 0xFF { map[cp] = UInt8(0x80 + i) }
    return map
  }()

  @inline(__always)
  static func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
    switch scalar {
    case 0..<0x80:
      out.append(UInt8(scalar))
    case 0x80..<0x800:
      out.append(0xC0 | UInt8(scalar >> 6))
      out.append(0x80 | UInt8(scalar & 0x3F))
    case 0x800..<0x10000:
      out.append(0xE0 | UInt8(scalar >> 12))
      out.append(0x80 | UInt8((scalar >> 6) & 0x3F))
      out.append(0x80 | UInt8(scalar & 0x3F))
    default:
      out.append(0xF0 | UInt8(scalar >> 18))
      out.append(0x80 | UInt8((scalar >> 12) & 0x3F))
      out.append(0x80 | UInt8((scalar >> 6) & 0x3F))
      out.append(0x80 | UInt8(scalar & 0x3F))
    }
  }

  /// True when every byte is ASCII.
  @inline(__always)
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for b in bytes where b >= 0x80 { return false }
    return true
  }

  /// Decodes Windows-1252 or ISO-8859-1 bytes.
  static func decodeSingleByte(_ bytes: UnsafeBufferPointer<UInt8>, windows1252: Bool) -> String {
    if isASCII(bytes) { return String(decoding: bytes, as: UTF8.self) }
    var out = [UInt8]()
    out.reserveCapacity(bytes.count + bytes.count / 2)
    for b in bytes {
      if b < 0x80 {
        out.append(b)
      } else if windows1252 && b < 0xA0 {
        appendUTF8(cp1252High[Int(b - 0x80)], to: &out)
      } else {
        appendUTF8(UInt32(b), to: &out)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Encodes text for output; characters the encoding cannot hold become `?` and are counted.
  static func encode(_ text: String, as encoding: CSVEncoding, into out: inout [UInt8]) -> Int {
    switch encoding {
    case .utf8:
      out.append(contentsOf: text.utf8)
      return 0
    case .utf16LittleEndian, .utf16BigEndian:
      let little = encoding == .utf16LittleEndian
      for unit in text.utf16 {
        if little {
          out.append(UInt8(unit & 0xFF))
          out.append(UInt8(unit >> 8))
        } else {
          out.append(UInt8(unit >> 8))
          out.append(UInt8(unit & 0xFF))
        }
      }
      return 0
    case .windows1252, .isoLatin1:
      var lost = 0
      for scalar in text.unicodeScalars {
        let v = scalar.value
        if v < 0x80 || (v >= 0xA0 && v <= 0xFF) || (encoding == .isoLatin1 && v <= 0xFF) {
          out.append(UInt8(v))
        } else if encoding == .windows1252, let b = cp1252Reverse[v] {
          out.append(b)
        } else {
          out.append(0x3F)
          lost += 1
        }
      }
      return lost
    }
  }
}

/// Streaming UTF-16 to UTF-8 transcoding: chunks may split a code unit or a surrogate pair.
struct CSVUTF16Transcoder {
  let bigEndian: Bool
  private var pendingByte: UInt8?
  private var pendingHigh: UInt16?
  /// Code units that could not be decoded (each became U+FFFD).
  private(set) var invalidCount = 0

  init(bigEndian: Bool) {
    self.bigEndian = bigEndian
  }

  mutating func transcode(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
    out.reserveCapacity(out.count + bytes.count)
    var i = 0
    if let first = pendingByte, bytes.count > 0 {
      pendingByte = nil
      unit(bigEndian ? UInt16(first) << 8 | UInt16(bytes[0]) : UInt16(bytes[0]) << 8 | UInt16(first), into: &out)
      i = 1
    }
    while i + 1 < bytes.count {
      let a = UInt16(bytes[i])
      let b = UInt16(bytes[i + 1])
      unit(bigEndian ? a << 8 | b : b << 8 | a, into: &out)
      i += 2
    }
    if i < bytes.count { pendingByte = bytes[i] }
  }

  /// Ends the input: an odd byte or an unpaired high surrogate becomes U+FFFD.
  mutating func finish(into out: inout [UInt8]) {
    if pendingHigh != nil || pendingByte != nil {
      invalidCount += 1
      CSVText.appendUTF8(0xFFFD, to: &out)
    }
    pendingHigh = nil
    pendingByte = nil
  }

  @inline(__always)
  private mutating func unit(_ u: UInt16, into out: inout [UInt8]) {
    if let high = pendingHigh {
      pendingHigh = nil
      if u >= 0xDC00 && u <= 0xDFFF {
        CSVText.appendUTF8(0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(u) - 0xDC00), to: &out)
        return
      }
      invalidCount += 1
      CSVText.appendUTF8(0xFFFD, to: &out)
    }
    if u >= 0xD800 && u <= 0xDBFF {
      pendingHigh = u
    } else if u >= 0xDC00 && u <= 0xDFFF {
      invalidCount += 1
      CSVText.appendUTF8(0xFFFD, to: &out)
    } else if u < 0x80 {
      out.append(UInt8(u))
    } else {
      CSVText.appendUTF8(UInt32(u), to: &out)
    }
  }
}

/// Trims spaces and tabs at both ends of a byte range (before decoding it).
@inline(__always)
func csvTrimmedBytes(_ b: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
  var start = 0
  var end = b.count
  while start < end && (b[start] == 0x20 || b[start] == 0x09) { start += 1 }
  while end > start && (b[end - 1] == 0x20 || b[end - 1] == 0x09) { end -= 1 }
  return start == 0 && end == b.count ? b : UnsafeBufferPointer(rebasing: b[start..<end])
}

extension String {
  /// True when the UTF-8 form holds `byte` (a tight loop over the contiguous bytes; the
  /// generic `utf8.contains` walks string indices).
  func csvContains(byte: UInt8) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
  }

  /// True when the string starts with `* ` (Google's primary and system-group marker).
  var csvStartsWithStar: Bool {
    utf8.withContiguousStorageIfAvailable { $0.count >= 2 && $0[0] == 0x2A && $0[1] == 0x20 } ?? hasPrefix("* ")
  }

  /// The string without leading and trailing spaces and tabs; the string itself (no copy)
  /// when there are none, which is the usual case.
  var csvTrimmed: String {
    let clean = self.utf8.withContiguousStorageIfAvailable { b -> Bool in
      guard let first = b.first, let last = b.last else { return true }
      return first != 0x20 && first != 0x09 && last != 0x20 && last != 0x09
    }
    if clean == true { return self }
    let utf8 = self.utf8
    var start = utf8.startIndex
    var end = utf8.endIndex
    while start < end, utf8[start] == 0x20 || utf8[start] == 0x09 { start = utf8.index(after: start) }
    while end > start {
      let before = utf8.index(before: end)
      guard utf8[before] == 0x20 || utf8[before] == 0x09 else { break }
      end = before
    }
    return String(self[start..<end])
  }
}

/// Byte-level text conversions used by the CSV reader and writers.
enum CSVText {
  /// The reverse of ``cp1252High`` for the characters outside Latin-1.
  static let cp1252Reverse: [UInt32: UInt8] = {
    var map = [UInt32: UInt8]()
    for (i, cp) in Charset.cp1252High.enumerated() where cp > 0xFF { map[cp] = UInt8(0x80 + i) }
    return map
  }()

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
        appendUTF8(Charset.cp1252High[Int(b - 0x80)], to: &out)
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
      out.append(utf8: text)
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

extension String {
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

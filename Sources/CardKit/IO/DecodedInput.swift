/// The text encoding of an input file, as detected from its first bytes.
public enum InputEncoding: String, Sendable {
  case utf8 = "UTF-8"
  case utf8BOM = "UTF-8 with BOM"
  case utf16LE = "UTF-16LE"
  case utf16BE = "UTF-16BE"
}

/// An input file seen as UTF-8 bytes: a UTF-8 byte order mark is removed and UTF-16 (with a
/// byte order mark, or without one when the first characters are ASCII) is transcoded, chunk
/// by chunk, so memory stays flat.
public final class DecodedInput {
  public let file: InputFile
  public private(set) var encoding: InputEncoding = .utf8
  private var sniffed = false
  private var raw: [UInt8] = []
  private var pendingSurrogate: UInt16?
  private var sawEOF = false

  public init(file: InputFile) {
    self.file = file
  }

  /// Reads a file of which the first bytes were already read (format detection).
  public init(file: InputFile, alreadyRead prefix: [UInt8]) {
    self.file = file
    raw = prefix
  }

  /// True once the underlying file is exhausted and every byte was delivered.
  public var isAtEnd: Bool { sawEOF && raw.isEmpty }

  /// Appends up to about `maximum` decoded bytes to `buffer`; returns how many (0 at the end).
  public func read(appendingTo buffer: inout [UInt8], maximum: Int = 1 << 20) throws(InputError) -> Int {
    if !sniffed { try sniff() }
    switch encoding {
    case .utf8, .utf8BOM:
      if !raw.isEmpty {
        let n = raw.count
        buffer.append(contentsOf: raw)
        raw.removeAll()
        return n
      }
      if sawEOF { return 0 }
      let n = try file.read(appendingTo: &buffer, maximum: maximum)
      if n == 0 { sawEOF = true }
      return n
    case .utf16LE, .utf16BE:
      while raw.count < 2 && !sawEOF {
        if try file.read(appendingTo: &raw, maximum: maximum) == 0 { sawEOF = true }
      }
      if raw.count < 2 {
        if !raw.isEmpty { buffer += [0xEF, 0xBF, 0xBD] }  // a stray odd byte at the end
        raw.removeAll()
        return 0
      }
      let before = buffer.count
      let usable = raw.count & ~1
      transcodeUTF16(usable, into: &buffer)
      raw.removeFirst(usable)
      if !sawEOF, raw.count < maximum {
        if try file.read(appendingTo: &raw, maximum: maximum) == 0 { sawEOF = true }
      }
      return buffer.count - before
    }
  }

  private func sniff() throws(InputError) {
    sniffed = true
    while raw.count < 4 {
      if try file.read(appendingTo: &raw, maximum: 1 << 16) == 0 {
        sawEOF = true
        break
      }
    }
    if raw.starts(with: [0xEF, 0xBB, 0xBF]) {
      encoding = .utf8BOM
      raw.removeFirst(3)
    } else if raw.starts(with: [0xFF, 0xFE]) {
      encoding = .utf16LE
      raw.removeFirst(2)
    } else if raw.starts(with: [0xFE, 0xFF]) {
      encoding = .utf16BE
      raw.removeFirst(2)
    } else if raw.count >= 4, raw[0] != 0, raw[1] == 0, raw[2] != 0, raw[3] == 0 {
      encoding = .utf16LE
    } else if raw.count >= 4, raw[0] == 0, raw[1] != 0, raw[2] == 0, raw[3] != 0 {
      encoding = .utf16BE
    }
  }

  private func transcodeUTF16(_ count: Int, into out: inout [UInt8]) {
    let littleEndian = encoding == .utf16LE
    out.reserveCapacity(out.count + count + count / 2)
    raw.withUnsafeBufferPointer { b in
      var i = 0
      while i + 1 < count {
        let unit = littleEndian ? UInt16(b[i]) | UInt16(b[i + 1]) << 8 : UInt16(b[i]) << 8 | UInt16(b[i + 1])
        i += 2
        if let high = pendingSurrogate {
          pendingSurrogate = nil
          if unit >= 0xDC00 && unit <= 0xDFFF {
            let scalar = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(unit) - 0xDC00)
            appendUTF8(scalar, to: &out)
            continue
          }
          appendUTF8(0xFFFD, to: &out)
        }
        if unit >= 0xD800 && unit <= 0xDBFF {
          pendingSurrogate = unit
        } else if unit >= 0xDC00 && unit <= 0xDFFF {
          appendUTF8(0xFFFD, to: &out)
        } else {
          appendUTF8(UInt32(unit), to: &out)
        }
      }
    }
  }
}

/// Appends the UTF-8 encoding of a scalar value.
@inline(__always)
func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
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

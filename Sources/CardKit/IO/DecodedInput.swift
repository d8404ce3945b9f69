/// The text encoding of an input file, as detected from its first bytes.
public enum InputEncoding: String, Sendable {
  /// UTF-8 without a byte order mark (also what is assumed for other 8-bit input; the readers
  /// report bytes that are not UTF-8).
  case utf8 = "UTF-8"
  /// UTF-8 starting with the byte order mark EF BB BF, which is removed.
  case utf8BOM = "UTF-8 with BOM"
  /// UTF-16 little-endian, transcoded to UTF-8.
  case utf16LE = "UTF-16LE"
  /// UTF-16 big-endian, transcoded to UTF-8.
  case utf16BE = "UTF-16BE"
}

/// An input file seen as UTF-8 bytes: a UTF-8 byte order mark is removed and UTF-16 (with a
/// byte order mark, or without one when the first characters are ASCII) is transcoded, chunk
/// by chunk, so memory stays flat.
public final class DecodedInput {
  /// The file the bytes come from.
  public let file: InputFile
  /// The encoding detected from the first bytes; ``InputEncoding/utf8`` until the first read.
  public private(set) var encoding: InputEncoding = .utf8
  private var sniffed = false
  private var raw: [UInt8] = []
  private var transcoder: UTF16Transcoder?
  private var sawEOF = false

  /// Decodes `file` from its first byte.
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
      if transcoder == nil { transcoder = UTF16Transcoder(bigEndian: encoding == .utf16BE) }
      if raw.isEmpty && !sawEOF {
        if try file.read(appendingTo: &raw, maximum: maximum) == 0 { sawEOF = true }
      }
      let before = buffer.count
      raw.withUnsafeBufferPointer { transcoder!.transcode($0, into: &buffer) }
      raw.removeAll(keepingCapacity: true)
      if sawEOF {
        transcoder!.finish(into: &buffer)
        if buffer.count == before { return 0 }
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

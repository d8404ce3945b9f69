/// The text encoding of a CSV file.
public enum CSVEncoding: Hashable, Sendable, CaseIterable {
  /// UTF-8 (a byte order mark is skipped when reading).
  case utf8
  /// UTF-16 little-endian (Windows "Unicode" exports, old Google exports).
  case utf16LittleEndian
  /// UTF-16 big-endian.
  case utf16BigEndian
  /// Windows-1252 ("ANSI" on western Windows, Outlook's usual export).
  case windows1252
  /// ISO-8859-1.
  case isoLatin1

  /// Parses a user-facing name (`utf-8`, `utf16le`, `windows-1252`, `cp1252`, `latin1`, …).
  public init?(name: String) {
    let key = String(name.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " }.map(Character.init))
    switch key {
    case "utf8", "utf8bom": self = .utf8
    case "utf16", "utf16le", "unicode": self = .utf16LittleEndian
    case "utf16be": self = .utf16BigEndian
    case "windows1252", "cp1252", "ansi", "mswindows1252": self = .windows1252
    case "iso88591", "latin1", "l1": self = .isoLatin1
    default: return nil
    }
  }

  /// The usual name.
  public var name: String {
    switch self {
    case .utf8: "UTF-8"
    case .utf16LittleEndian: "UTF-16LE"
    case .utf16BigEndian: "UTF-16BE"
    case .windows1252: "Windows-1252"
    case .isoLatin1: "ISO-8859-1"
    }
  }

  /// True for the encodings the tokenizer reads directly (one byte per ASCII character).
  var isByteOriented: Bool { self != .utf16LittleEndian && self != .utf16BigEndian }

  /// The byte order mark written before the text.
  var byteOrderMark: [UInt8] {
    switch self {
    case .utf8: [0xEF, 0xBB, 0xBF]
    case .utf16LittleEndian: [0xFF, 0xFE]
    case .utf16BigEndian: [0xFE, 0xFF]
    case .windows1252, .isoLatin1: []
    }
  }
}

/// Encoding detection from a file's first bytes.
enum CSVEncodingSniffer {
  /// The encoding and the length of its byte order mark. Without a mark: UTF-16 when its zero
  /// bytes say so (``utf16(_:)``), UTF-8 when the sample is valid UTF-8 (a sequence cut by the
  /// end of the sample is allowed) or holds at least as many characters beyond ASCII in UTF-8
  /// as bytes that are not UTF-8 (an export with a stray byte: each field that is not UTF-8 is
  /// then read as Windows-1252 alone, S002, instead of every name), otherwise Windows-1252
  /// (whose letters beyond ASCII, followed by ASCII, are never UTF-8).
  static func detect(_ sample: UnsafeBufferPointer<UInt8>, sampleIsWholeInput: Bool) -> (CSVEncoding, bomLength: Int) {
    let s = sample
    if s.count >= 3, s[0] == 0xEF, s[1] == 0xBB, s[2] == 0xBF { return (.utf8, 3) }
    if let utf16 = utf16(s) { return utf16 }
    let allowTruncatedEnd = !sampleIsWholeInput
    if isValidUTF8(s, allowTruncatedEnd: allowTruncatedEnd) { return (.utf8, 0) }
    let counts = tally(s, allowTruncatedEnd: allowTruncatedEnd)
    return (counts.multiByte > 0 && counts.multiByte >= counts.invalid ? .utf8 : .windows1252, 0)
  }

  /// UTF-16 and its byte order, with the length of its byte order mark; nil for text in a byte
  /// encoding. Without a mark, UTF-16 is told by its zero bytes: each ASCII character (a comma,
  /// a line break, a digit) has one, after it little-endian and before it big-endian, and text
  /// in a byte encoding has none. So the first two characters ASCII with zero bytes after or
  /// before them, or zero bytes in at least one byte in 32 of the sample, nine in ten of them at
  /// one parity (a file whose first characters are not ASCII, such as a header of Japanese
  /// column names; a few CJK characters have a zero byte of their own, at either parity).
  static func utf16(_ s: UnsafeBufferPointer<UInt8>) -> (CSVEncoding, bomLength: Int)? {
    if let marked = utf16ByItsStart(s) { return marked }
    var zeros = (even: 0, odd: 0)
    for i in s.indices where s[i] == 0 {
      if i & 1 == 0 { zeros.even += 1 } else { zeros.odd += 1 }
    }
    let all = zeros.even + zeros.odd
    guard all >= 4, all * 32 >= s.count, max(zeros.even, zeros.odd) * 10 >= all * 9 else { return nil }
    return (zeros.odd > zeros.even ? .utf16LittleEndian : .utf16BigEndian, 0)
  }

  /// UTF-16 told by its first bytes alone: a byte order mark, or two ASCII characters with
  /// their zero bytes (what format detection goes by: a vCard or jCard starts with ASCII; a
  /// UTF-8 file with stray zero bytes stays UTF-8 to it).
  static func utf16ByItsStart(_ s: UnsafeBufferPointer<UInt8>) -> (CSVEncoding, bomLength: Int)? {
    if s.count >= 2, s[0] == 0xFF, s[1] == 0xFE { return (.utf16LittleEndian, 2) }
    if s.count >= 2, s[0] == 0xFE, s[1] == 0xFF { return (.utf16BigEndian, 2) }
    if s.count >= 4, s[0] != 0, s[1] == 0, s[2] != 0, s[3] == 0 { return (.utf16LittleEndian, 0) }
    if s.count >= 4, s[0] == 0, s[1] != 0, s[2] == 0, s[3] != 0 { return (.utf16BigEndian, 0) }
    return nil
  }

  /// Validates UTF-8 (shortest forms, no surrogates, at most U+10FFFF).
  static func isValidUTF8(_ s: UnsafeBufferPointer<UInt8>, allowTruncatedEnd: Bool) -> Bool {
    var i = 0
    while i < s.count {
      if s[i] < 0x80 {
        i += 1
        continue
      }
      guard let length = sequenceLength(at: i, in: s, allowTruncatedEnd: allowTruncatedEnd) else { return false }
      i += length
    }
    return true
  }

  /// How many characters beyond ASCII the bytes hold as valid UTF-8, and how many bytes are
  /// not UTF-8 (each such byte counted alone, the next one read afresh).
  static func tally(_ s: UnsafeBufferPointer<UInt8>, allowTruncatedEnd: Bool) -> (multiByte: Int, invalid: Int) {
    var counts = (multiByte: 0, invalid: 0)
    var i = 0
    while i < s.count {
      if s[i] < 0x80 {
        i += 1
      } else if let length = sequenceLength(at: i, in: s, allowTruncatedEnd: allowTruncatedEnd) {
        counts.multiByte += 1
        i += length
      } else {
        counts.invalid += 1
        i += 1
      }
    }
    return counts
  }

  /// The length of the valid UTF-8 sequence that starts with the byte at `i` (0x80 or above),
  /// or of what is left of it when the end of `s` cuts it and `allowTruncatedEnd` allows that;
  /// nil when the bytes there are not UTF-8.
  @inline(__always)
  private static func sequenceLength(at i: Int, in s: UnsafeBufferPointer<UInt8>, allowTruncatedEnd: Bool) -> Int? {
    let b = s[i]
    let (length, minimum, lead): (Int, UInt32, UInt32)
    switch b {
    case 0xC2...0xDF: (length, minimum, lead) = (2, 0x80, UInt32(b & 0x1F))
    case 0xE0...0xEF: (length, minimum, lead) = (3, 0x800, UInt32(b & 0x0F))
    case 0xF0...0xF4: (length, minimum, lead) = (4, 0x10000, UInt32(b & 0x07))
    default: return nil
    }
    if i + length > s.count {
      guard allowTruncatedEnd else { return nil }
      for k in (i + 1)..<s.count where s[k] & 0xC0 != 0x80 { return nil }
      return s.count - i
    }
    var scalar = lead
    for k in 1..<length {
      let c = s[i + k]
      guard c & 0xC0 == 0x80 else { return nil }
      scalar = scalar << 6 | UInt32(c & 0x3F)
    }
    if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return nil }
    return length
  }
}

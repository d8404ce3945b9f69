/// ASCII byte helpers for the tokenizers.
enum ASCII {
  static let tab: UInt8 = 0x09
  static let lf: UInt8 = 0x0A
  static let cr: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let quote: UInt8 = 0x22
  static let comma: UInt8 = 0x2C
  static let hyphen: UInt8 = 0x2D
  static let dot: UInt8 = 0x2E
  static let colon: UInt8 = 0x3A
  static let semicolon: UInt8 = 0x3B
  static let equals: UInt8 = 0x3D
  static let backslash: UInt8 = 0x5C
  static let caret: UInt8 = 0x5E

  @inline(__always) static func upper(_ b: UInt8) -> UInt8 { (b >= 0x61 && b <= 0x7A) ? b - 0x20 : b }
  @inline(__always) static func isAlnum(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
  }
  @inline(__always) static func isNameByte(_ b: UInt8) -> Bool { isAlnum(b) || b == hyphen }
  /// The upper-case hexadecimal digit of a value below 16, as `=0D` and `%2F` write it.
  @inline(__always) static func hexDigit(_ nibble: UInt8) -> UInt8 {
    let digits: StaticString = "0123456789ABCDEF"
    return digits.utf8Start[Int(nibble & 15)]
  }
  @inline(__always) static func isWhitespace(_ b: UInt8) -> Bool { b == space || b == tab }

  /// The bytes without the spaces and tabs at both ends (indexed from 0).
  @inline(__always)
  static func trimmingSpacesAndTabs(_ b: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    var start = 0
    var end = b.count
    while start < end && isWhitespace(b[start]) { start += 1 }
    while end > start && isWhitespace(b[end - 1]) { end -= 1 }
    return start == 0 && end == b.count ? b : UnsafeBufferPointer(rebasing: b[start..<end])
  }

  /// Case-insensitive comparison of bytes with an upper-case ASCII literal.
  @inline(__always)
  static func equalsUpper(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard end - start == count else { return false }
    let lit = literal.utf8Start
    for i in 0..<count where upper(bytes[start + i]) != lit[i] { return false }
    return true
  }

  /// Case-insensitive prefix test with an upper-case ASCII literal.
  @inline(__always)
  static func hasPrefixUpper(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard end - start >= count else { return false }
    let lit = literal.utf8Start
    for i in 0..<count where upper(bytes[start + i]) != lit[i] { return false }
    return true
  }

  /// An upper-cased ASCII string from bytes (non-ASCII bytes kept).
  static func upperString(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
    String(unsafeUninitializedCapacity: end - start) { out in
      for i in start..<end { out[i - start] = upper(bytes[i]) }
      return end - start
    }
  }

  /// The bytes as a string, as written.
  static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }
}

extension Array where Element == UInt8 {
  /// Appends the UTF-8 of `text` in one copy: `+= text.utf8` walks a small (inline) string
  /// byte by byte, and writers append many short strings.
  @inline(__always)
  mutating func append(utf8 text: String) {
    var text = text
    text.withUTF8 { append(contentsOf: $0) }
  }
}

extension String {
  /// True when the UTF-8 form holds `byte`: a tight loop over the contiguous bytes, where the
  /// generic `utf8.contains` walks string indices (some 500 instructions for a short value).
  func containsByte(_ byte: UInt8) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
  }

  /// ASCII case-insensitive equality (group names and property names are ASCII): equal
  /// strings at once, else one loop over both byte sequences (a `zip` of the two UTF-8 views
  /// took about five times the instructions in the vCard writer's label checks).
  func caseInsensitiveEquals(_ other: String) -> Bool {
    if self == other { return true }
    guard utf8.count == other.utf8.count else { return false }
    var others = other.utf8.makeIterator()
    for a in utf8 {
      guard let b = others.next() else { return false }
      if a != b && !(a | 0x20 == b | 0x20 && (a | 0x20) >= 0x61 && (a | 0x20) <= 0x7A) { return false }
    }
    return true
  }
}

/// UTF-8 validation without the standard library's generic `String(validating:as:)`, which
/// looks up type metadata on every call on Linux (measurable on the reading path).
enum UTF8Check {
  /// The bytes as a string when they are valid UTF-8, else nil.
  static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    isValid(bytes) ? String(decoding: bytes, as: UTF8.self) : nil
  }

  /// The bytes as a string when they are valid UTF-8, else nil.
  static func string(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer { string($0) }
  }

  /// True when the bytes are valid UTF-8 (shortest forms, no surrogates, at most U+10FFFF).
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    CSVText.isASCII(bytes) || CSVEncodingSniffer.isValidUTF8(bytes, allowTruncatedEnd: false)
  }

  /// True when the bytes are valid UTF-8.
  static func isValid(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { isValid($0) }
  }
}

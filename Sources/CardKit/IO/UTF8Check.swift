/// UTF-8 validation without the standard library's generic `String(validating:as:)`, which
/// looks up type metadata on every call on Linux (measurable on the reading path).
enum UTF8Check {
  /// True when the bytes are valid UTF-8 (shortest forms, no surrogates, at most U+10FFFF).
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    CSVText.isASCII(bytes) || CSVEncodingSniffer.isValidUTF8(bytes, allowTruncatedEnd: false)
  }

  /// True when the bytes are valid UTF-8.
  static func isValid(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { isValid($0) }
  }
}

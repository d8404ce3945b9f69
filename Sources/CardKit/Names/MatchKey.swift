/// A primary-strength collation key for prefix matching: case and accents are ignored
/// (`pé` matches `Peter`, `PETER`, `Pétur`), the locale's letters are respected (in Swedish `a`
/// does not match `Åsa`; in Czech `c` does not match `Chrudim`, since CH is a letter).
///
/// A query matches a word when the query's key is a prefix of the word's key (the method
/// Android's contacts provider uses for its name lookup). Contractions can make a key prefix
/// miss at the end of a query (Czech `c` before `h`).
public struct MatchKey: Hashable, Comparable, Sendable {
  /// The primary weights, without the terminating zero.
  public let bytes: [UInt8]

  /// A key from primary weights (``NameMatcher/matchKey(_:)`` makes them).
  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// True when `prefix` is a prefix of this key, i.e. the text it came from starts with the
  /// prefix's text at primary strength.
  public func hasPrefix(_ prefix: MatchKey) -> Bool {
    guard prefix.bytes.count <= bytes.count else { return false }
    return bytes.withUnsafeBufferPointer { b in
      prefix.bytes.withUnsafeBufferPointer { p in
        var i = 0
        while i < p.count {
          if b[i] != p[i] { return false }
          i += 1
        }
        return true
      }
    }
  }

  /// True for the key of a text without letters or digits.
  public var isEmpty: Bool { bytes.isEmpty }

  /// Byte order, which is the collator's primary order of the texts.
  public static func < (lhs: MatchKey, rhs: MatchKey) -> Bool {
    compareKeyBytes(lhs.bytes, rhs.bytes) < 0
  }
}

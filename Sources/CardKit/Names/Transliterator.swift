internal import CICU

/// An ICU transliterator (`Han-Latin/Names; Latin-ASCII`, `Any-Latin`, …) with a cache of
/// results, since the names of an address book repeat (and `Han-Latin` costs tens of
/// microseconds per name).
///
/// Not thread-safe: ICU transliterators keep no per-call state in theory, but their rule data
/// is shared and locked internally, and the cache here is unsynchronized. Give each thread its
/// own instance.
public final class Transliterator {
  private let handle: OpaquePointer
  /// The ID the transliterator was opened with.
  public let id: String
  private var cache: [String: String] = [:]
  private let cacheLimit: Int

  /// Well-known IDs used by CardKit.
  public enum ID {
    /// Chinese characters to pinyin without tones; the first character read as a surname
    /// (曾 as Zeng, 单 as Shan). Android bucketing uses the same with `Any-Upper`.
    public static let pinyinForNames = "Han-Latin/Names; Latin-ASCII"
    /// Chinese characters to pinyin without tones, ordinary readings (for given names).
    public static let pinyin = "Han-Latin; Latin-ASCII"
    /// Any script to plain ASCII Latin letters (Пётр → Petr, やまだ → yamada, Åsa → Asa).
    public static let latinASCII = "Any-Latin; Latin-ASCII"
  }

  /// Opens the transliterator `id`; `cacheLimit` results are remembered (0 disables the cache).
  public init(id: String, cacheLimit: Int = 8192) throws(NamesError) {
    var error = [CChar](repeating: 0, count: 64)
    guard let handle = cicu_transliterator_open(id, &error, error.count) else {
      let reason = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw .invalidTransliterator(id: id, reason: reason)
    }
    self.handle = handle
    self.id = id
    self.cacheLimit = cacheLimit
  }

  deinit {
    cicu_transliterator_close(handle)
  }

  /// The transliteration of `text`.
  public func transliterate(_ text: String) -> String {
    if let cached = cache[text] { return cached }
    let result = withUTF8Pointer(text) { p, n in
      var length: Int32 = 0
      let out = cicu_transliterate(handle, p, n, &length)
      return stringFromShim(out, length)
    }
    if cacheLimit > 0 {
      if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
      cache[text] = result
    }
    return result
  }
}

@available(*, unavailable, message: "ICU transliterators are not for concurrent use; open one per thread")
extension Transliterator: Sendable {}

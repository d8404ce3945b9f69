internal import CICU

/// ICU's alphabetic index for a locale: the labels of an index bar (A…Z, Å Ä Ö for Swedish,
/// あ か さ … for Japanese, ㄱ ㄴ ㄷ … for Korean) and the bucket each name falls in.
///
/// Immutable once built, so safe to share between threads.
public final class AlphabeticIndex: @unchecked Sendable {
  /// What a bucket holds.
  public enum BucketKind: String, Sendable, Hashable, Codable {
    /// Names starting with the label (`A`, `Å`, `か`, `ㄱ`, …).
    case letter
    /// Names sorting before the first label.
    case underflow
    /// Names between two scripts' labels.
    case inflow
    /// Names sorting after the last label.
    case overflow
  }

  /// One bucket: its label and kind.
  public struct Bucket: Sendable, Hashable {
    /// The label shown for the bucket (`A`, `Å`, `か`, `…`).
    public let label: String
    /// Whether the bucket is a letter or an under-, in- or overflow bucket.
    public let kind: BucketKind
  }

  /// The locales whose labels Android's contacts provider adds to every index, so that
  /// names in other scripts get their own buckets: English (all Latin), Japanese kana, Korean
  /// consonants, Thai, Arabic, Hebrew, Greek, Ukrainian and Serbian (Cyrillic).
  public static let defaultExtraLocales = ["en", "ja", "ko", "th", "ar", "he", "el", "uk", "sr"]

  private let handle: OpaquePointer
  /// The locale the index was built for.
  public let locale: String
  /// The buckets in index order.
  public let buckets: [Bucket]

  /// Builds the index of `locale` with the labels of `extraLocales` added.
  public init(locale: String, extraLocales: [String] = AlphabeticIndex.defaultExtraLocales,
              maxLabelCount: Int = 300) throws(NamesError) {
    let extras = extraLocales.filter { $0 != locale }
    let opened: OpaquePointer? = withCStrings(extras) { pointers in
      cicu_alphabetic_index_open(locale, pointers, Int32(extras.count), Int32(maxLabelCount))
    }
    guard let handle = opened else { throw .indexUnavailable(locale: locale) }
    self.handle = handle
    self.locale = locale
    var buckets: [Bucket] = []
    for i in 0..<cicu_alphabetic_index_bucket_count(handle) {
      var length: Int32 = 0
      let label = cicu_alphabetic_index_bucket_label(handle, i, &length)
      let text = label.map { stringFromShim(UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), length) } ?? ""
      let kind: BucketKind =
        switch Int(cicu_alphabetic_index_bucket_kind(handle, i)) {
        case Int(CICU_BUCKET_UNDERFLOW): .underflow
        case Int(CICU_BUCKET_INFLOW): .inflow
        case Int(CICU_BUCKET_OVERFLOW): .overflow
        default: .letter
        }
      buckets.append(Bucket(label: text, kind: kind))
    }
    self.buckets = buckets
  }

  deinit {
    cicu_alphabetic_index_close(handle)
  }

  /// The index in ``buckets`` of the bucket `name` belongs to.
  public func bucketIndex(for name: String) -> Int {
    let i = withUTF8Pointer(name) { p, n in Int(cicu_alphabetic_index_bucket_of(handle, p, n)) }
    return buckets.indices.contains(i) ? i : 0
  }

  /// The labels of the letter buckets, in order.
  public var letterLabels: [String] { buckets.filter { $0.kind == .letter }.map(\.label) }
}

/// Calls `body` with a C array of C strings valid for the duration of the call.
private func withCStrings<R>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
  var joined: [CChar] = []
  var offsets: [Int] = []
  for string in strings {
    offsets.append(joined.count)
    joined.append(contentsOf: string.utf8CString)
  }
  return joined.withUnsafeBufferPointer { buffer in
    let base = buffer.baseAddress
    return body(offsets.map { offset in base.map { $0 + offset } })
  }
}

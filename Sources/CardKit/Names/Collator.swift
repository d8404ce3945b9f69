internal import CICU

/// An ICU collator: locale-aware string order (Swedish Å Ä Ö after Z, German Ä with A, Czech
/// CH after H, Chinese by pinyin, …) and binary sort keys.
///
/// A collator is safe to use from several threads at once: every operation only reads it
/// (ICU's const API is thread-safe).
public final class Collator: @unchecked Sendable {
  /// How many levels of difference count (ICU collation strength).
  public enum Strength: Sendable, Hashable {
    /// Base letters only: case and accents are ignored (`é` = `E`).
    case primary
    /// Base letters and accents.
    case secondary
    /// Base letters, accents and case (the default for sorting).
    case tertiary
    /// Like tertiary, and then punctuation and spaces when they are ignorable (ICU's fourth level).
    case quaternary
    /// Every code point difference counts.
    case identical

    var icuValue: Int32 {
      switch self {
      case .primary: Int32(CICU_STRENGTH_PRIMARY)
      case .secondary: Int32(CICU_STRENGTH_SECONDARY)
      case .tertiary: Int32(CICU_STRENGTH_TERTIARY)
      case .quaternary: Int32(CICU_STRENGTH_QUATERNARY)
      case .identical: Int32(CICU_STRENGTH_IDENTICAL)
      }
    }
  }

  private let handle: OpaquePointer
  /// The locale asked for (a BCP 47 tag such as `sv`, `zh-Hant` or an ICU ID).
  public let requestedLocale: String
  /// The locale whose rules ICU loaded; `root` when it had nothing closer.
  public let locale: String
  /// The levels of difference that count.
  public let strength: Strength

  /// Opens the collation of `locale`. Unknown locales get ICU's root collation (check
  /// ``locale``); only a missing ICU data library makes this throw.
  public init(locale: String, strength: Strength = .tertiary, numeric: Bool = false) throws(NamesError) {
    guard let handle = cicu_collator_open(locale, strength.icuValue, numeric ? 1 : 0) else {
      throw .collatorUnavailable(locale: locale)
    }
    self.handle = handle
    self.requestedLocale = locale
    self.locale = String(cString: cicu_collator_locale(handle))
    self.strength = strength
  }

  /// Whether `locale` is a well-formed locale name: a BCP 47 tag (`sv`, `zh-Hant`, `sr-Latn`,
  /// `zh-u-co-stroke`) or an ICU locale ID (`sv_SE`, `de@collation=phonebook`), by ICU's
  /// syntax. Not whether ICU has a collation for it: `xx` and `svv` are well-formed and open
  /// ICU's root order (see `fellBackToRoot`). An empty name, `123` or `en-` are not.
  public static func isWellFormed(locale: String) -> Bool {
    cicu_locale_is_well_formed(locale) != 0
  }

  /// True when ICU has no collation for the locale asked for and gave its root order instead:
  /// a tag it does not know (`svv`, `xx-YY`), not one whose language sorts as the root does
  /// (`en`, `fr` and `nl` are known locales with root rules).
  public var fellBackToRoot: Bool {
    locale == "root" && !["root", "und", ""].contains(requestedLocale.lowercased())
  }

  deinit {
    cicu_collator_close(handle)
  }

  /// The binary sort key of `text`.
  public func sortKey(_ text: String) -> SortKey {
    var bytes: [UInt8] = []
    appendSortKey(of: text, to: &bytes)
    return SortKey(bytes: bytes)
  }

  /// One key for several fields (family, given, …): all fields are compared on base letters
  /// first, then on accents, then on case, so `Muller, Zoe` does not sort before `Müller, Anna`.
  public func sortKey(fields: [String]) -> SortKey {
    var bytes: [UInt8] = []
    appendSortKey(of: fields, to: &bytes)
    return SortKey(bytes: bytes)
  }

  /// Order of two strings: negative, zero or positive.
  public func compare(_ a: String, _ b: String) -> Int {
    withUTF8Pointer(a) { pa, na in
      withUTF8Pointer(b) { pb, nb in Int(cicu_collator_compare(handle, pa, na, pb, nb)) }
    }
  }

  /// True when the strings are equal at this collator's strength.
  public func equals(_ a: String, _ b: String) -> Bool { compare(a, b) == 0 }

  /// Appends the key of `text` (with its terminating zero) to `bytes`.
  func appendSortKey(of text: String, to bytes: inout [UInt8]) {
    withUTF8Pointer(text) { p, n in
      appendKey(to: &bytes) { out, capacity in cicu_collator_sort_key(handle, p, n, out, capacity) }
    }
  }

  /// Appends the merged key of `fields` (at most 16) to `bytes`.
  func appendSortKey(of fields: [String], to bytes: inout [UInt8]) {
    let count = min(fields.count, 16)
    if count <= 1 { return appendSortKey(of: fields.first ?? "", to: &bytes) }
    var total = 0
    for i in 0..<count { total += fields[i].utf8.count }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(total, 1)) { text in
      withUnsafeTemporaryAllocation(of: UnsafePointer<UInt8>?.self, capacity: count) { pointers in
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { lengths in
          var at = 0
          for i in 0..<count {
            let n = fields[i].utf8.count
            _ = UnsafeMutableBufferPointer(rebasing: text[at..<at + n]).initialize(from: fields[i].utf8)
            pointers[i] = UnsafePointer(text.baseAddress! + at)
            lengths[i] = Int32(n)
            at += n
          }
          appendKey(to: &bytes) { out, capacity in
            cicu_collator_merged_sort_key(handle, pointers.baseAddress, lengths.baseAddress, Int32(count), out, capacity)
          }
        }
      }
    }
  }

  /// Runs a shim call that fills a caller buffer and returns the length needed; keys that do
  /// not fit a stack buffer are made again into the array.
  private func appendKey(to bytes: inout [UInt8], _ fill: (UnsafeMutablePointer<UInt8>?, Int32) -> Int32) {
    let stackSize = 512
    let needed = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stackSize) { buffer -> Int in
      let n = Int(fill(buffer.baseAddress, Int32(stackSize)))
      if n <= stackSize { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<n])) }
      return n
    }
    guard needed > stackSize else { return }
    let start = bytes.count
    bytes += [UInt8](repeating: 0, count: needed)
    bytes.withUnsafeMutableBufferPointer { buffer in
      _ = fill(buffer.baseAddress! + start, Int32(needed))
    }
  }
}

/// Why a names service (collator, transliterator, alphabetic index) could not be opened.
public enum NamesError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ICU has no collation data for the locale (not even the root collation).
  case collatorUnavailable(locale: String)
  /// ICU rejected the transliterator ID; `reason` is ICU's error name.
  case invalidTransliterator(id: String, reason: String)
  /// ICU could not build an alphabetic index for the locale.
  case indexUnavailable(locale: String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .collatorUnavailable(let locale): "no collation available for locale '\(locale)'"
    case .invalidTransliterator(let id, let reason): "invalid transliterator '\(id)' (\(reason))"
    case .indexUnavailable(let locale): "no alphabetic index available for locale '\(locale)'"
    }
  }
}

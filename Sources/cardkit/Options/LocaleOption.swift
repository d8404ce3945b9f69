import CardKit
import FoundationEssentials

/// Options that take a `--locale` (its `transform` is ``LocaleCheck/wellFormed(_:)``): the
/// option groups ``NameOptions`` and ``MatchingOptions``, and the commands with an option of
/// their own. They check and resolve it here, alike.
protocol LocaleOption {
  /// The `--locale` given; nil for the environment's.
  var locale: String? { get }
}

extension LocaleOption {
  /// Warns about a `--locale` ICU has no collation for; called by `run()`, so that a usage
  /// error is reported alone.
  func warnIfUnknownLocale() { LocaleCheck.warnIfUnknown(locale) }

  /// The locale to use: `--locale`, else the environment's (LC_ALL, LC_COLLATE or LANG), else en.
  var resolvedLocale: String { resolvedLocale(in: ProcessInfo.processInfo.environment) }

  /// The locale to use, with `environment` for the process's.
  func resolvedLocale(in environment: [String: String]) -> String {
    locale ?? NameSortOptions.environmentLocale(environment)
  }
}

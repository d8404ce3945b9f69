import CardKit

/// Warns when ICU has no collation for a locale named with `--locale` (a misspelt `svv`,
/// `xx-YY`): the command still runs, with ICU's root order, which is no language's own. A
/// locale from the environment is not checked; the user did not type it.
enum LocaleCheck {
  static func warnIfUnknown(_ locale: String?) {
    guard let locale, let collator = try? Collator(locale: locale), collator.fellBackToRoot else { return }
    Console.error(
      "cardkit: warning: ICU has no collation for locale '\(locale)'; its root order is used "
        + "(expected a BCP 47 tag such as en, de, sv, zh-Hant)")
  }
}

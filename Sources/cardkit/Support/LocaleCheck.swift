import ArgumentParser
import CardKit

/// Checks the locale named with `--locale`. A value that is no locale name at all (empty,
/// `123`, `en-`) is wrong usage. A well-formed tag ICU has no collation for (a misspelt `svv`,
/// `xx-YY`) only gets a warning: the command still runs, with ICU's root order, which is no
/// language's own. A locale from the environment is not checked; the user did not type it.
enum LocaleCheck {
  /// The value of a `--locale` option, once it is known to be well-formed (its `transform`).
  static func wellFormed(_ argument: String) throws -> String {
    if Collator.isWellFormed(locale: argument) { return argument }
    let what = argument.isEmpty ? "the locale is empty" : "not a BCP 47 tag or ICU locale ID"
    throw ValidationError("\(what); expected a tag such as en, de, sv, zh-Hant, de-u-co-phonebk (or no --locale, for the environment's)")
  }

  static func warnIfUnknown(_ locale: String?) {
    guard let locale, let collator = try? Collator(locale: locale), collator.fellBackToRoot else { return }
    Console.error(
      "cardkit: warning: ICU has no collation for locale '\(locale)'; its root order is used "
        + "(expected a BCP 47 tag such as en, de, sv, zh-Hant)")
  }
}

import ArgumentParser
import CardKit

/// How names are composed, sorted and filed.
struct NameOptions: ParsableArguments, LocaleOption {
  @Option(help: "Collation locale, a BCP 47 tag such as en, sv, de, zh, ja (default: from LC_ALL, LC_COLLATE or LANG, else en).", transform: LocaleCheck.wellFormed)
  var locale: String?

  @Option(help: "Name order in display names: automatic (family first for Chinese, Japanese and Korean names), given or family.")
  var nameOrder: DisplayNameFormatter.NameOrder = .automatic

  @Flag(help: "File and sort every non-Latin name by its Latin transliteration (Пётр under P).")
  var transliterate = false

  func sortOptions(by field: NameSortField = .family) -> NameSortOptions {
    NameSortOptions(
      locale: resolvedLocale, sortBy: field, transliterate: transliterate,
      format: DisplayNameFormatter(order: nameOrder))
  }
}

extension DisplayNameFormatter.NameOrder: ExpressibleByArgument {}
extension NameSortField: ExpressibleByArgument {}

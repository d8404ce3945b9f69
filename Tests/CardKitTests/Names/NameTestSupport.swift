@testable import CardKit

/// Cards built with the model API for the Names tests.
enum NameCards {
  /// A person with a structured name (and optional phonetic reading and numbers).
  static func person(
    family: String = "", given: String = "", additional: String = "", prefix: String = "", suffix: String = "",
    phoneticFamily: String = "", phoneticGiven: String = "", phones: [String] = []
  ) -> Card {
    var c = Card()
    c.name = Attributed(StructuredName(
      family: family.isEmpty ? [] : [family], given: given.isEmpty ? [] : [given],
      additional: additional.isEmpty ? [] : [additional], prefixes: prefix.isEmpty ? [] : [prefix],
      suffixes: suffix.isEmpty ? [] : [suffix]))
    if !phoneticFamily.isEmpty || !phoneticGiven.isEmpty {
      c.phoneticName = StructuredName(family: phoneticFamily.isEmpty ? [] : [phoneticFamily],
                                      given: phoneticGiven.isEmpty ? [] : [phoneticGiven])
    }
    for p in phones { c.append(LabeledValue(p, types: [.cell]), to: \.phones) }
    return c
  }

  /// A card with only a formatted name (`FN`).
  static func formatted(_ fn: String, phones: [String] = []) -> Card {
    var c = Card()
    c.formattedName = Attributed(fn)
    for p in phones { c.append(LabeledValue(p, types: [.cell]), to: \.phones) }
    return c
  }

  /// A card without any name: only emails and numbers.
  static func nameless(email: String? = nil, phones: [String] = []) -> Card {
    var c = Card()
    if let email { c.append(LabeledValue(email), to: \.emails) }
    for p in phones { c.append(LabeledValue(p, types: [.cell]), to: \.phones) }
    return c
  }

  /// Family names in sorted order under `options`.
  static func sortedFamilies(_ families: [String], _ options: NameSortOptions) throws -> [String] {
    let cards = families.map { person(family: $0) }
    return try NameSorter(options: options).sortedIndices(of: cards).map { families[$0] }
  }
}

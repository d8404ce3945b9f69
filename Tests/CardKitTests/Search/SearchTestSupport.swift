@testable import CardKit

/// Cards and indexes for the Search tests.
enum SearchBook {
  /// A person (given name first, as written in `display` when given) with optional extras.
  static func person(
    _ given: String, _ family: String, phones: [String] = [], nickname: String? = nil, org: String? = nil,
    phoneticGiven: String = "", phoneticFamily: String = "", country: String? = nil
  ) -> Card {
    var card = NameCards.person(family: family, given: given, phoneticFamily: phoneticFamily, phoneticGiven: phoneticGiven, phones: phones)
    if let nickname { card.append(LabeledValue(nickname), to: \.nicknames) }
    if let org { card.organization = Attributed(Organization(name: org)) }
    if let country { card.append(LabeledValue(PostalAddress(country: [country])), to: \.addresses) }
    return card
  }

  /// A company card: only an organization name.
  static func company(_ name: String, phones: [String] = []) -> Card {
    var card = Card()
    card.organization = Attributed(Organization(name: name))
    for p in phones { card.append(LabeledValue(p), to: \.phones) }
    return card
  }

  /// The index of `cards`.
  static func index(_ cards: [Card], locale: String = "en", region: String? = "US") throws -> SearchIndex {
    let choice: PhoneNormalizationOptions.RegionChoice = region.flatMap { PhoneRegion($0) }.map { .fixed($0) } ?? .auto
    return try SearchIndex(cards: cards, options: SearchOptions(names: NameSortOptions(locale: locale, sortBy: .display), region: choice))
  }
}

extension SearchIndex {
  /// The display names of the hits, in order.
  func names(_ query: SearchQuery) -> [String] {
    search(query).map { displayNames[$0.card] }
  }

  /// Display name and kind of each hit, in order.
  func ranked(_ query: SearchQuery) -> [String] {
    search(query).map { "\(displayNames[$0.card]) \($0.kind.rawValue)" }
  }
}

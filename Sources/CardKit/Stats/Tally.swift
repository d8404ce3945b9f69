/// Counts values under a normalized key, remembering the spellings seen (the most common one
/// is shown) and, per key, the countries they were seen with.
struct Tally: Sendable {
  private struct Entry: Sendable {
    var count = 0
    var spellings: [String: Int] = [:]
    var countries: [String: Int] = [:]
  }

  private var entries: [[UInt8]: Entry] = [:]
  /// How many cards gave at least one value.
  private(set) var total = 0

  /// One value of a card: its normalized key, its spelling, the country seen with it.
  typealias Value = (key: [UInt8], spelling: String, country: String?)

  /// Counts one card's values: each key once per card.
  mutating func add(_ values: [Value]) {
    guard !values.isEmpty else { return }
    total += 1
    for (n, (key, spelling, country)) in values.enumerated() where !values[..<n].contains(where: { $0.key == key }) {
      entries[key, default: Entry()].count += 1
      entries[key]!.spellings[spelling, default: 0] += 1
      if let country { entries[key]!.countries[country, default: 0] += 1 }
    }
  }

  /// Adds the counts of another tally (of other cards).
  mutating func add(_ other: Tally) {
    total += other.total
    for (key, e) in other.entries {
      entries[key, default: Entry()].count += e.count
      entries[key]!.spellings.merge(e.spellings, uniquingKeysWith: +)
      entries[key]!.countries.merge(e.countries, uniquingKeysWith: +)
    }
  }

  /// The ranking. A value seen with several countries counts apart in each (Paris, France is
  /// not Paris, Texas; a postal code is one country's); cards that gave the value without a
  /// country count with the country it is most often seen with. By count, then the
  /// `preferred` country's values first (the top country: on a tie, the guess stays in it),
  /// then by spelling. The top two, and whether they tie.
  func ranking(preferring preferred: String? = nil) -> LocationRanking {
    func top<K: Comparable>(_ counts: [K: Int]) -> K? {
      counts.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }?.key
    }
    func share(_ count: Int) -> Double { total == 0 ? 0 : Double(count) / Double(total) }
    var ranked: [LocationCount] = []
    for e in entries.values {
      let spelling = top(e.spellings) ?? ""
      guard let dominant = top(e.countries) else {
        ranked.append(LocationCount(value: spelling, count: e.count, share: share(e.count), country: nil))
        continue
      }
      let withoutCountry = e.count - e.countries.values.reduce(0, +)
      for (country, n) in e.countries {
        let count = n + (country == dominant ? withoutCountry : 0)
        ranked.append(LocationCount(value: spelling, count: count, share: share(count), country: country))
      }
    }
    ranked.sort { a, b in
      if a.count != b.count { return a.count > b.count }
      let aPreferred = preferred != nil && a.country == preferred
      let bPreferred = preferred != nil && b.country == preferred
      if aPreferred != bPreferred { return aPreferred }
      return a.value != b.value ? a.value < b.value : (a.country ?? "") < (b.country ?? "")
    }
    return LocationRanking(
      cards: total, distinct: ranked.count, top: ranked.first, runnerUp: ranked.dropFirst().first,
      tie: ranked.count > 1 && ranked[0].count == ranked[1].count)
  }
}

/// The most common values of one address component (or calling code) over the cards.
public struct LocationRanking: Hashable, Sendable, Codable {
  /// Cards that gave a value.
  public var cards: Int
  /// Distinct values after normalization.
  public var distinct: Int
  /// The most common value (on a tie: the first in code point order).
  public var top: LocationCount?
  /// The next most common value.
  public var runnerUp: LocationCount?
  /// True when the top two have the same count: the answer is a coin toss.
  public var tie: Bool
}

/// One value with the number of cards that have it.
public struct LocationCount: Hashable, Sendable, Codable {
  /// The value, in its most common spelling (country and calling codes as codes: `DE`, `+49`).
  public var value: String
  /// Cards that have this value.
  public var count: Int
  /// `count` over the cards that gave a value for this component.
  public var share: Double
  /// The country most often seen with it (a region code such as `US`), when known.
  public var country: String?
}

/// Computes ``BookStatistics`` for a book, splitting the cards across the processors (each
/// thread with its own libphonenumber context).
public struct StatsCollector: Sendable {
  /// How national numbers get their region (`--region XX|auto`).
  public var region: PhoneNormalizationOptions.RegionChoice
  /// Collation locale for comparing names when counting duplicates.
  public var locale: String
  /// Threads to use; at least 1.
  public var workers: Int

  /// A collector; by default automatic regions, English collation and every processor.
  public init(
    region: PhoneNormalizationOptions.RegionChoice = .auto, locale: String = "en",
    workers: Int = PhoneNormalizationOptions.processorCount
  ) {
    self.region = region
    self.locale = locale
    self.workers = max(1, workers)
  }

  /// The statistics of a book.
  public func statistics(of cards: [Card]) throws(NamesError) -> BookStatistics {
    let bookRegion: PhoneRegion?
    switch region {
    case .fixed(let r): bookRegion = r
    case .auto: bookRegion = BookRegion.dominant(in: cards, workers: workers)
    }
    let choice = region
    let parts = PhoneNormalizer.inParallel(cards.count, workers: min(workers, max(1, cards.count / 256))) { range in
      Self.count(cards, range, choice, bookRegion)
    }
    var stats = BookStatistics()
    for part in parts { stats.add(part) }
    var categories = Set<String>()
    for card in cards { for c in card.categories { categories.insert(c.value.trimmingSpaces) } }
    categories.remove("")
    stats.categories = categories.count
    stats.numbers.region = bookRegion?.code
    let finder = try DuplicateFinder(threshold: .normal, locale: locale, region: region)
    let clusters = finder.analyze(cards, bookRegion: bookRegion).clusters(finder.threshold)
    stats.duplicates.clusters = clusters.count
    stats.duplicates.cards = clusters.reduce(0) { $0 + $1.members.count }
    return stats
  }

  private static func count(
    _ cards: [Card], _ range: Range<Int>, _ choice: PhoneNormalizationOptions.RegionChoice, _ bookRegion: PhoneRegion?
  ) -> BookStatistics {
    let service = PhoneNumberService()
    var resolver = PhoneRegionResolver()
    var labels: [LabelKey: PhoneLabelReading] = [:]
    var s = BookStatistics()
    for i in range {
      let card = cards[i]
      s.cards += 1
      s.versions[card.version?.rawValue ?? "none", default: 0] += 1
      if card.isNameless { s.withoutName += 1 }
      if !card.hasPhoneNumber { s.withoutPhone += 1 }
      if card.emails.isEmpty { s.withoutEmail += 1 }
      if !card.photos.isEmpty { s.withPhoto += 1 }
      if card.kind?.value == .group { s.groupCards += 1 }
      if card.kind?.value == .organization { s.organizationCards += 1 }
      guard card.hasPhoneNumber else { continue }
      var region = bookRegion
      if case .auto = choice, !card.addresses.isEmpty, let own = resolver.region(of: card)?.region { region = own }
      // An empty TEL is no number (lint's L038).
      for phone in card.phones where !phone.value.trimmingSpaces.isEmpty {
        s.phones += 1
        let key = LabelKey(types: phone.types, label: phone.label)
        if let known = labels[key] {
          s.phoneLabels.count(known)
        } else {
          let reading = PhoneLabelReading(phone)
          labels[key] = reading
          s.phoneLabels.count(reading)
        }
        s.numbers.count(service.analyze(phone.value, region: region, format: .e164).status)
      }
    }
    return s
  }
}

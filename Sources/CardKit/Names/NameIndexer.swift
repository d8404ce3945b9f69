/// Files cards into index sections the way phone contact lists do: ICU's alphabetic index for
/// the locale plus the labels of other scripts (Android's ContactLocaleUtils), a `#` section
/// for names starting with a digit or symbol and for cards without a name, and overflow
/// sections.
///
/// Chinese names go under the letter of their pinyin, Japanese names under the kana of their
/// phonetic name when they have one, Korean names under their initial consonant; with
/// ``NameSortOptions/transliterate`` every non-Latin name goes under the Latin letter of its
/// transliteration (Пётр under P). Members are sorted by ``NameSorter`` within each section.
///
/// Holds ICU transliterators, so use one indexer per thread.
public final class NameIndexer {
  /// One slot of the full index: ICU's buckets with `#` before the last (overflow) one.
  struct Slot {
    let title: String
    let kind: NameIndex.SectionKind
  }

  /// Orders the members of each section.
  public let sorter: NameSorter
  /// ICU's index for the locale plus the extra locales' labels.
  public let alphabeticIndex: AlphabeticIndex
  let slots: [Slot]
  private let numberSlot: Int
  private var bucketCache: [String: Int] = [:]
  private let extraLocales: [String]

  /// An indexer for the locale, sort field and readings of `options`.
  ///
  /// - Parameters:
  ///   - options: The collation locale, the name sorted and filed by, and how non-Latin names
  ///     are read (English, by family name, by default).
  ///   - extraLocales: Locales whose labels are added to the locale's own
  ///     (``AlphabeticIndex/defaultExtraLocales`` by default; pass `[]` for ICU's labels alone).
  /// - Throws: ``NamesError`` when ICU cannot open a collator, index or transliterator for the
  ///   locale.
  public init(options: NameSortOptions = NameSortOptions(),
              extraLocales: [String] = AlphabeticIndex.defaultExtraLocales) throws(NamesError) {
    self.extraLocales = extraLocales
    sorter = try NameSorter(options: options)
    alphabeticIndex = try AlphabeticIndex(locale: options.collationLocale, extraLocales: extraLocales)
    var slots: [Slot] = alphabeticIndex.buckets.map { bucket in
      let kind: NameIndex.SectionKind =
        switch bucket.kind {
        case .letter: .letter
        case .underflow: .underflow
        case .inflow: .inflow
        case .overflow: .overflow
        }
      return Slot(title: bucket.label, kind: kind)
    }
    // Japanese lists file kanji names without a reading under 他 ("others"), after わ.
    if LocaleTag(options.locale).isJapanese, let wa = slots.firstIndex(where: { $0.title == "わ" }),
      wa + 1 < slots.count, slots[wa + 1].kind != .letter
    {
      slots[wa + 1] = Slot(title: "他", kind: .other)
    }
    // `#` goes before the final overflow bucket (after 他 when that ends the list).
    numberSlot = slots.last?.kind == .overflow ? slots.count - 1 : slots.count
    slots.insert(Slot(title: "#", kind: .number), at: numberSlot)
    self.slots = slots
  }

  /// The options the indexer was made with.
  public var options: NameSortOptions { sorter.options }

  /// Every title of the index bar in order (letters, `#`, `他`), whether or not any card is
  /// filed under it. The `…` overflow titles are left out.
  public var titles: [String] { slots.filter(\.isIndexTitle).map(\.title) }

  /// The title of the section `card` is filed under.
  public func sectionTitle(for card: Card) -> String {
    slots[slot(for: sorter.reader.reading(for: card))].title
  }

  /// Where one card is filed: its section slot, its sort key and its display name. Made per
  /// card by ``filing(for:)`` (on any thread, by an indexer of that thread), then put together
  /// by ``index(_:)``.
  public struct Filing: Sendable {
    let slot: Int
    let key: [UInt8]
    let name: String
  }

  /// Where `card` is filed.
  public func filing(for card: Card) -> Filing {
    let reading = sorter.reader.reading(for: card, displayName: true)
    return Filing(slot: slot(for: reading), key: sorter.keyBytes(for: reading), name: reading.displayName)
  }

  /// Files `cards` (those passing `include`, when given) into sections. Member `card` values
  /// are positions in `cards`.
  public func index(_ cards: [Card], where include: ((Card) -> Bool)? = nil) -> NameIndex {
    let positions = include.map { include in cards.indices.filter { include(cards[$0]) } } ?? Array(cards.indices)
    // Large books are read on both cores, the second half by an indexer of its own.
    let filed = inHalves(positions, owner: self, partner: partner) {
      indexer, i in indexer.filing(for: cards[i])
    }
    var filings: [Filing?] = Array(repeating: nil, count: cards.count)
    for (i, filing) in zip(positions, filed) { filings[i] = filing }
    return index(filings)
  }

  /// The index of cards already filed (made by indexers of the same options); nil leaves a
  /// card out. Member `card` values are positions in `filings`.
  public func index(_ filings: [Filing?]) -> NameIndex {
    // By slot, then key, then position.
    var table = KeyTable(capacity: filings.count)
    for filing in filings { table.append(filing?.key ?? [], group: filing?.slot ?? 0) }
    let positions = table.order(filings.indices.lazy.filter { filings[$0] != nil })
    var sections: [NameIndex.Section] = []
    var sectionOfSlot: [Int?] = Array(repeating: nil, count: slots.count)
    for i in positions {
      // The filing's fields are read in place (a copy of the filing would retain its key).
      let s = filings[i]!.slot
      if sectionOfSlot[s] == nil {
        sectionOfSlot[s] = sections.count
        sections.append(NameIndex.Section(title: slots[s].title, kind: slots[s].kind, members: []))
      }
      sections[sectionOfSlot[s]!].members.append(NameIndex.Member(card: i, name: filings[i]!.name))
    }
    var titles: [NameIndex.Title] = []
    var nearest: Int? = sections.isEmpty ? nil : 0
    for (s, slot) in slots.enumerated() {
      if let own = sectionOfSlot[s] { nearest = own }
      if slot.isIndexTitle || sectionOfSlot[s] != nil {
        titles.append(NameIndex.Title(title: slot.title, section: nearest))
      }
    }
    return NameIndex(locale: options.locale, sections: sections, titles: titles)
  }

  /// Reads the inputs with `loader` and files each card on the reading threads (this indexer
  /// on one, indexers like it on the others), keeping no card: a large book is indexed in the
  /// memory of its names. Member `card` values are positions in the inputs, in order.
  ///
  /// Only the properties names come from (``NameSorter/properties``, and the email and phone
  /// of cards without a name) are read from vCard input, so the problems reported are those
  /// of the names; `cardkit lint` reports the rest.
  public func index(
    reading inputs: [String], with loader: BookLoader, report: (Diagnostic) -> Void,
    progress: ((ReadProgress) -> Void)? = nil
  ) throws(InputError) -> NameIndex {
    let options = options, extraLocales = extraLocales
    let indexers = LendingPool(seed: [self]) { try? NameIndexer(options: options, extraLocales: extraLocales) }
    let filings = try readNames(
      inputs, with: loader, options: options, workers: indexers, reader: { $0.sorter.reader }, report: report, progress: progress,
      value: { indexer, card in indexer.filing(for: card) }, keep: { _ in () }
    ).values
    return index(filings)
  }

  /// An indexer like this one (same options and extra locales), for another thread; nil when
  /// ICU cannot open another collator or transliterator.
  func partner() -> NameIndexer? {
    try? NameIndexer(options: options, extraLocales: extraLocales)
  }

  /// The slot a card is filed in.
  func slot(for reading: NameReading) -> Int {
    if reading.filesUnderNumber { return numberSlot }
    let bucket = bucketIndex(for: NameReader.droppingLeadingSeparators(reading.readings.first ?? ""))
    return bucket < numberSlot ? bucket : bucket + 1
  }

  /// ICU's bucket for a name, cached by the name's first six characters: ICU compares names
  /// with the buckets' boundary strings (one to three characters), so characters after the
  /// sixth cannot change the bucket, and family names repeat a lot in an address book.
  private func bucketIndex(for name: String) -> Int {
    let scalars = name.unicodeScalars
    let prefixEnd = scalars.index(scalars.startIndex, offsetBy: 6, limitedBy: scalars.endIndex) ?? scalars.endIndex
    let key = String(scalars[..<prefixEnd])
    if let bucket = bucketCache[key] { return bucket }
    let bucket = alphabeticIndex.bucketIndex(for: key)
    if bucketCache.count >= 65_536 { bucketCache.removeAll(keepingCapacity: true) }
    bucketCache[key] = bucket
    return bucket
  }
}

extension NameIndexer.Slot {
  /// Letters, `#` and `他` appear in the index bar; `…` only when something is filed there.
  var isIndexTitle: Bool { kind == .letter || kind == .number || kind == .other }
}

@available(*, unavailable, message: "holds ICU transliterators; use one NameIndexer per thread")
extension NameIndexer: Sendable {}

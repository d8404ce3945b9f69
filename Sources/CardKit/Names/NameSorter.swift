/// Sorts cards by name with ICU collation for a locale: one binary sort key per card,
/// computed once, then a byte comparison per pair.
///
/// The key reads, in order: the vCard 3.0 `SORT-STRING` (not when sorting by given name: it
/// is one text, in practice the family name), the vCard 4.0 `SORT-AS` of `N` (or
/// `ORG` for company cards), the phonetic name (`X-PHONETIC-…`, how phones sort CJK names),
/// then the name itself; Chinese names by pinyin (see ``HanReading``). Cards without any name
/// (only an email or a number) sort last. Equal keys keep their input order.
///
/// Holds ICU transliterators, so use one sorter per thread.
public final class NameSorter {
  /// The options the sorter was made with.
  public let options: NameSortOptions
  /// The collator keys are made with (shared, thread-safe).
  public let collator: Collator
  let reader: NameReader

  /// The properties a card's sort key and display name are made from when it has a name: the
  /// name and its readings, the organization, nickname, and what makes a company card. A
  /// reader that sets ``ReadOptions/properties`` to these and ``ReadOptions/fallbackProperties``
  /// to ``fallbackProperties`` reads cards that sort, file and show exactly as whole ones do.
  public static let properties: Set<PropertyName> = [
    .version, .kind, .xAddressBookServerKind, .xABShowAs, .n, .fn, .org, .nickname,
    .sortString, .xPhoneticFirstName, .xPhoneticMiddleName, .xPhoneticLastName,
  ]

  /// The email and phone a card without a name is shown, sorted and filed by: needed only by
  /// the cards whose ``properties`` give no display name.
  public static let fallbackProperties = FallbackProperties([.email, .tel]) { card in
    DisplayNameFormatter().source(of: card).isNameless
  }

  /// A sorter for `options`; throws only when ICU has no collation data at all.
  public init(options: NameSortOptions = NameSortOptions()) throws(NamesError) {
    self.options = options
    collator = try Collator(locale: options.collationLocale)
    reader = NameReader(options: options)
  }

  /// The sort key of one card. Keys of the same sorter compare in list order.
  public func sortKey(for card: Card) -> SortKey {
    SortKey(bytes: keyBytes(for: reader.reading(for: card)))
  }

  /// The positions of `cards` in sorted order (stable).
  public func sortedIndices(of cards: [Card]) -> [Int] {
    Self.order(cards.indices, keys: inHalves(cards.indices, owner: self, partner: { try? NameSorter(options: options) }) { sorter, i in
      sorter.keyBytes(for: sorter.reader.reading(for: cards[i]))
    })
  }

  /// `cards` in sorted order (stable).
  public func sorted(_ cards: [Card]) -> [Card] {
    sortedIndices(of: cards).map { cards[$0] }
  }

  /// Reads the inputs with `loader` and sorts their cards, holding of each card of vCard
  /// input only its bytes and its key: the names are read on the reading threads (this sorter
  /// on one, sorters like it on the others) and the rest of the card is not parsed, so a large
  /// book is sorted in little more than the memory of its text. CSV and jCard cards are read
  /// whole.
  ///
  /// Only the properties names come from are read from vCard input (see
  /// ``NameIndexer/index(reading:with:report:progress:)``), so the problems reported are
  /// those of the names; `cardkit lint` reports the rest.
  public func sorted(
    reading inputs: [String], with loader: BookLoader, report: (Diagnostic) -> Void,
    progress: ((ReadProgress) -> Void)? = nil
  ) throws(InputError) -> SortedBook {
    let options = options
    var loader = loader
    loader.options.keepsSourceText = true
    let sorters = LendingPool(seed: [self]) { try? NameSorter(options: options) }
    let (keys, kept) = try readNames(
      inputs, with: loader, options: options, workers: sorters, reader: { $0.reader }, report: report, progress: progress,
      value: { sorter, card in sorter.keyBytes(for: sorter.reader.reading(for: card)) }
    ) { parsed -> SortedBook.Entry in
      if let text = parsed.sourceText { return .text(text) }
      // The file is filled in below: the reader's cards do not carry it.
      let location = SourceLocation(file: "", line: Int(parsed.card.position.line), column: 0, cardIndex: parsed.index)
      return .card(parsed.card, at: location)
    }
    var table = KeyTable(capacity: keys.count)
    for key in keys { table.append(key!) }
    let entries = table.order(keys.indices).map { i -> SortedBook.Entry in
      guard case .card(let card, var location) = kept.values[i] else { return kept.values[i] }
      location.file = kept.sources[i]
      return .card(card, at: location)
    }
    return SortedBook(entries: entries, formats: kept.formats)
  }

  /// The key: a byte putting nameless cards last, the merged key of the readings, then (when
  /// a reading differs from the text) the merged key of the texts, so that 张 and 章, both
  /// read Zhang, still have a fixed order.
  func keyBytes(for reading: NameReading) -> [UInt8] {
    var key: [UInt8] = [reading.source.isNameless ? 2 : 1]
    key.reserveCapacity(64)
    collator.appendSortKey(of: reading.readings, to: &key)
    if reading.readings != reading.fields {
      collator.appendSortKey(of: reading.fields, to: &key)
    }
    return key
  }

  /// Indices ordered by key, ties by index.
  static func order<C: Collection<Int>>(_ indices: C, keys: [[UInt8]]) -> [Int] {
    var table = KeyTable(capacity: keys.count)
    for key in keys { table.append(key) }
    return table.order(indices)
  }
}

/// Runs `work` for every position of `positions` and returns the results in order. A large
/// list is split in two and the second half runs on another core with a `partner` of its own
/// (sorters and indexers hold ICU transliterators and caches: one per thread); a small one, or
/// one whose partner cannot be made, runs on the calling thread with `owner`.
func inHalves<Worker: AnyObject, Result: Sendable>(
  _ positions: some Collection<Int>, owner: Worker, partner: () -> Worker?, _ work: (Worker, Int) -> Result
) -> [Result] {
  let all = Array(positions)
  guard all.count >= 4096, let partner = partner() else { return all.map { work(owner, $0) } }
  let half = all.count / 2
  nonisolated(unsafe) let workers = [owner, partner]
  nonisolated(unsafe) let work = work
  let parts = parallelMap([0, 1], threads: 2) { part in
    (part == 0 ? all[..<half] : all[half...]).map { work(workers[part], $0) }
  }
  return parts[0] + parts[1]
}

@available(*, unavailable, message: "holds ICU transliterators; use one NameSorter per thread")
extension NameSorter: Sendable {}

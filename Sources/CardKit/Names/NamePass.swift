/// Reads the inputs for their names (``NameSorter/properties``, and the email and phone of
/// cards without a name, from vCard input) and makes `value` of each card on the reading
/// threads, with a worker lent to that thread by `workers`; `keep` says what else is kept of
/// each card. What `cardkit index` and `cardkit sort` hold of a book: no whole vCard card.
///
/// The pinyin rules are built meanwhile on a thread of their own (when the options read Han
/// names as pinyin); a card that needs them before then is set aside and done at the end, so
/// the reading threads do not wait for ICU to compile them.
///
/// Returns one value and one kept item per card, in input order, with the inputs' formats and
/// each card's input. Every value is there (the optional saves a copy of the list).
func readNames<Worker: AnyObject, Value: Sendable, Kept: Sendable>(
  _ inputs: [String], with loader: BookLoader, options: NameSortOptions, workers: LendingPool<Worker>,
  reader: @escaping @Sendable (Worker) -> NameReader, report: (Diagnostic) -> Void, progress: ((ReadProgress) -> Void)?,
  value: @escaping @Sendable (Worker, Card) -> Value, keep: @escaping @Sendable (consuming ParsedCard) -> Kept
) throws(InputError) -> (values: [Value?], kept: LoadedValues<Kept>) {
  var loader = loader
  loader.options.properties = NameSorter.properties
  loader.options.fallbackProperties = NameSorter.fallbackProperties
  let warmup = options.readsHanAsPinyin || options.transliterate ? TransliteratorWarmup(id: Transliterator.ID.pinyinForNames) : nil
  let loaded = try loader.load(inputs, report: report, progress: progress) { parsed -> (PendingValue<Value>, Kept) in
    let pending = workers.withItem { worker -> PendingValue<Value> in
      if let warmup, !warmup.isReady, reader(worker).needsPinyin(parsed.card) { return .later(parsed.card) }
      return .done(value(worker, parsed.card))
    }
    return (pending, keep(parsed))
  }
  var values = loaded.values.map(\.0.value)
  let later = values.indices.filter { values[$0] == nil }
  if !later.isEmpty {
    warmup?.wait()
    let laterValues = parallelMap(later, threads: loader.options.parallelism) { i in
      guard case .later(let card) = loaded.values[i].0 else { preconditionFailure("not set aside") }
      return workers.withItem { value($0, card) }
    }
    for (i, value) in zip(later, laterValues) { values[i] = value }
  }
  var kept = LoadedValues<Kept>()
  kept.values = loaded.values.map(\.1)
  kept.formats = loaded.formats
  kept.sources = loaded.sources
  return (values, kept)
}

/// A card's value made on a reading thread, or the card set aside until the pinyin rules are
/// built (boxed: a card inline would make every element of a 100,000-card list as large as a
/// card).
private enum PendingValue<Value: Sendable>: Sendable {
  case done(Value)
  indirect case later(Card)

  var value: Value? {
    if case .done(let value) = self { value } else { nil }
  }
}

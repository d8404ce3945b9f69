/// The cards of one or more inputs, read whole (for commands that need every card at once:
/// sort, index, dedupe, …), with what was read.
public struct LoadedBook: Sendable {
  /// The cards of every input, in input order; each carries its own findings.
  public var cards: [ParsedCard] = []
  /// The format of each input, in order.
  public var formats: [BookFormat] = []
  /// The path of each card's input, parallel to `cards`.
  public var sources: [String] = []

  /// Where each card came from (file, line of BEGIN, index in its file), parallel to `cards`.
  public var locations: [SourceLocation] {
    // By index: iterating the cards would copy each (retaining everything a card holds).
    cards.indices.map { i in
      SourceLocation(file: sources[i], line: Int(cards[i].card.position.line), column: 0, cardIndex: cards[i].index)
    }
  }

  /// An empty book (no inputs, no cards).
  public init() {}

  /// The format to write by default: the inputs' own when they agree (their vCard version
  /// when all cards share one), vCard 4.0 otherwise.
  public var naturalOutputFormat: OutputFormat {
    Self.naturalOutputFormat(formats: formats, declaredVersions: Set(cards.compactMap(\.card.version)))
  }

  /// The format to write by default for inputs of `formats` whose cards declare
  /// `declaredVersions` (see ``naturalOutputFormat``).
  static func naturalOutputFormat(formats: [BookFormat], declaredVersions: Set<VCardVersion>) -> OutputFormat {
    guard let first = formats.first, formats.allSatisfy({ $0 == first }) else { return .vcard4 }
    switch first {
    case .jcard: return .jcard
    case .csv: return .csv
    case .vcard:
      guard declaredVersions.count == 1, let v = declaredVersions.first else { return .vcard4 }
      return .vcard(v)
    }
  }

  /// The cards, leaving the book without them, so that a large book is not held twice (once
  /// as read, once as cards to work on).
  public mutating func takeCards() -> [Card] {
    defer { cards = [] }
    return cards.map(\.card)
  }

  /// True when the book is vCard text and its cards declare several versions (exports of
  /// several phones put together). ``naturalOutputFormat`` is then 4.0; a command that writes
  /// the input's format keeps each card's own version instead (``keptVersions``).
  public var hasSeveralVCardVersions: Bool { keptVersions != nil }

  /// For a book of several vCard versions (``hasSeveralVCardVersions``), the version each
  /// card is written in when a command keeps the input's format: its own. Ask before
  /// ``takeCards()``: the answer depends on the cards. Nil for any other book.
  public var keptVersions: KeptVersions? {
    guard !formats.isEmpty, formats.allSatisfy({ $0 == .vcard }), let first = cards.first(where: { $0.card.version != nil })?.card.version else {
      return nil
    }
    guard cards.contains(where: { $0.card.version != nil && $0.card.version != first }) else { return nil }
    return KeptVersions(withoutVersion: first)
  }

  /// The version to write each of `cards` in: its own, 4.0 for a card without VERSION.
  @available(*, deprecated, message: "use keptVersions, which writes a card without VERSION as convert and normalize do")
  public static func versions(of cards: [Card]) -> [VCardVersion] {
    cards.map { $0.version ?? .v4_0 }
  }
}

/// Each card's own vCard version, for writing a book of several versions in its input format
/// (``LoadedBook/keptVersions``).
public struct KeptVersions: Sendable, Hashable {
  /// The version a card without VERSION is written in: the book's first declared one, as
  /// `cardkit convert` and `normalize` write it when they keep the input's format.
  public var withoutVersion: VCardVersion

  /// The version to write each of `cards` in (the cards read, or merged from them), for
  /// ``BookWriter/write(_:sources:order:versions:to:report:)``.
  public func versions(of cards: [Card]) -> [VCardVersion] {
    cards.map { $0.version ?? withoutVersion }
  }
}

/// Reads whole address books, reporting findings as they come.
public struct BookLoader: Sendable {
  /// How the inputs are read (CSV overrides, limits, syntax collection, worker threads).
  public var options: ReadOptions

  /// A loader reading with `options`.
  public init(options: ReadOptions = ReadOptions()) {
    self.options = options
  }

  /// Reads every input (`-` is standard input) in order. All inputs are opened first, so a
  /// missing one fails before any work. `progress`, when given, is called after each batch of
  /// cards (on the calling thread) with how far the read has come.
  public func load(
    _ inputs: [String], report: (Diagnostic) -> Void, progress: ((ReadProgress) -> Void)? = nil
  ) throws(InputError) -> LoadedBook {
    let loaded = try load(inputs, report: report, progress: progress) { $0 }
    var book = LoadedBook()
    book.cards = loaded.values
    book.formats = loaded.formats
    book.sources = loaded.sources
    return book
  }

  /// Reads every input like ``load(_:report:progress:)``, keeping only what `keep` makes of
  /// each card. `keep` runs on the reading threads, so per-card work (a sort key, a section)
  /// overlaps the reading, and a command that needs little of each card holds only that.
  /// A card's findings are reported before `keep`'s value is stored.
  public func load<Value: Sendable>(
    _ inputs: [String], report: (Diagnostic) -> Void, progress: ((ReadProgress) -> Void)? = nil,
    keeping keep: @escaping @Sendable (consuming ParsedCard) -> Value
  ) throws(InputError) -> LoadedValues<Value> {
    var readers: [BookReader] = []
    for path in inputs { readers.append(try BookReader(path: path, options: options)) }
    var loaded = LoadedValues<Value>()
    var tracker = ReadProgressTracker(readers)
    for reader in readers {
      loaded.formats.append(reader.format)
      // The file's own findings are reported among the cards' in line order.
      var own = FileFindingsCursor()
      // The card is handed on, not copied (a copy would retain everything it holds).
      while let batch = try reader.nextBatch(maxCards: 1024, { parsed in
        let diagnostics = parsed.diagnostics
        let line = Int(parsed.card.position.line)
        return (line, diagnostics, keep(parsed))
      }) {
        for (line, diagnostics, value) in batch {
          own.report(reader.fileDiagnostics, before: line, to: report)
          diagnostics.forEach(report)
          loaded.values.append(value)
          loaded.sources.append(reader.fileName)
        }
        let now = tracker.advance(batch.count, in: reader)
        progress?(now)
      }
      tracker.finish(reader)
      own.report(reader.fileDiagnostics, before: nil, to: report)
    }
    return loaded
  }
}

/// What ``BookLoader/load(_:report:progress:keeping:)`` kept of each card of one or more inputs.
public struct LoadedValues<Value: Sendable>: Sendable {
  /// One value per card, in input order.
  public var values: [Value] = []
  /// The format of each input, in order.
  public var formats: [BookFormat] = []
  /// The path of each card's input, parallel to `values`.
  public var sources: [String] = []

  /// Nothing loaded yet.
  public init() {}
}

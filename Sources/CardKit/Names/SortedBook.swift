/// An address book in sorted order, as ``NameSorter/sorted(reading:with:report:progress:)``
/// read it: each card of vCard input as the bytes it was read from, each card of CSV or jCard
/// input whole.
public struct SortedBook: Sendable {
  /// One card of the book.
  public enum Entry: Sendable, Hashable {
    /// A card of vCard input, as found there.
    case text(CardText)
    /// A card of CSV or jCard input, with where it was read (boxed: a card inline would make
    /// every entry of a 100,000-card book as large as a card).
    indirect case card(Card, at: SourceLocation)
  }

  /// The cards in sorted order.
  public private(set) var entries: [Entry]
  /// The format of each input, in input order.
  public let formats: [BookFormat]

  /// A book of `entries`, already in order, read from inputs of `formats` (made only by the
  /// sorter, which keeps text from vCard input alone).
  init(entries: [Entry], formats: [BookFormat]) {
    self.entries = entries
    self.formats = formats
  }

  /// The format the book is written in: CSV when every input is CSV, jCard when every input
  /// is jCard, vCard otherwise. In a vCard output each card read from vCard is written as it
  /// was read (its own version, line ends and folding; nothing is encoded again) and each
  /// other card as vCard 4.0.
  public var outputFormat: BookFormat {
    guard let first = formats.first, formats.allSatisfy({ $0 == first }) else { return .vcard }
    return first
  }

  /// Writes the book in ``outputFormat`` to a file (atomically) or standard output (`-`);
  /// the findings of encoding cards (C… codes) go to `report`. Nothing is written when an
  /// error occurs (the destination keeps its old content).
  public func write(to path: String, csvOptions: CSVWriteOptions = CSVWriteOptions(), report: (Diagnostic) -> Void) throws(OutputError) {
    let format: OutputFormat
    switch outputFormat {
    case .csv: format = .csv
    case .jcard: format = .jcard
    case .vcard: format = .vcard4
    }
    if format != .vcard4 {
      // Every card is whole here: text is kept from vCard input only.
      var cards: [Card] = []
      var locations: [SourceLocation] = []
      cards.reserveCapacity(entries.count)
      locations.reserveCapacity(entries.count)
      for entry in entries {
        guard case .card(let card, let location) = entry else { preconditionFailure("vCard text in a \(outputFormat) book") }
        cards.append(card)
        locations.append(location)
      }
      try BookWriter(format: format, csvOptions: csvOptions).write(cards, sources: locations, to: path, report: report)
      return
    }
    // The cards are copied (or, when not read from vCard, encoded) in order on this thread:
    // copying is cheaper than handing the bytes to other threads.
    let out = try OutputFile(path: path)
    do {
      var framed: [UInt8] = []
      for entry in entries {
        switch entry {
        case .text(let text) where text.isComplete:
          try out.write(text.bytes)
        case .text(let text):
          framed.removeAll(keepingCapacity: true)
          text.appendComplete(to: &framed)
          try out.write(framed)
        case .card(let card, let location):
          let (bytes, findings) = format.encode(card, location: location)
          findings.forEach(report)
          try out.write(bytes)
        }
      }
      try out.commit()
    } catch {
      out.abandon()
      throw error
    }
  }
}

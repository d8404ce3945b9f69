/// Writes a whole list of cards to a file (atomically) or standard output in one format.
public struct BookWriter: Sendable {
  /// The format every card is written in.
  public var format: OutputFormat
  /// How CSV output is written.
  public var csvOptions: CSVWriteOptions
  /// Whether a vCard or jCard card without an FN gets one composed
  /// (``VCardWriter/composesFormattedName``).
  var composesFormattedName = true

  /// A writer for `format`; `csvOptions` applies only to the CSV formats.
  public init(format: OutputFormat, csvOptions: CSVWriteOptions = CSVWriteOptions()) {
    self.format = format
    self.csvOptions = csvOptions
  }

  /// Writes the cards; conversion findings go to `report`, located at each card's source
  /// (`sources[i]` is the input file of card `i`, when known). Nothing is written when an
  /// error occurs (the destination keeps its old content).
  ///
  /// `order`, when given, lists the positions of `cards` to write, in the order to write them
  /// (a sorted book is written without reordering its cards in memory first).
  ///
  /// `versions`, when given with a vCard format, is each card's own vCard version (parallel
  /// to `cards`): card `i` is written in `versions[i]` instead of the format's version, so a
  /// book whose cards are of several versions keeps them (`cardkit repair`).
  public func write(
    _ cards: [Card], sources: [SourceLocation]? = nil, order: [Int]? = nil, versions: [VCardVersion]? = nil, to path: String,
    report: (Diagnostic) -> Void
  ) throws(OutputError) {
    precondition(versions.map { $0.count == cards.count } ?? true, "one version for each card")
    let out = try OutputFile(path: path)
    if let layout = format.csvLayout {
      var options = csvOptions
      options.fileName = path == "-" ? "<stdout>" : path
      do {
        let ordered = order.map { $0.map { cards[$0] } } ?? cards
        try CSVWriter.write(cards: ordered, layout: layout, options: options, to: out).forEach(report)
        try out.commit()
      } catch {
        out.abandon()
        throw error
      }
      return
    }
    do {
      if format == .jcard { try out.write([0x5B, 0x0A]) }
      // Cards are encoded a batch at a time on both cores, written in order.
      let format = self.format
      let composesFormattedName = self.composesFormattedName
      let versions = format.vcardVersion == nil ? nil : versions
      let fileName = path == "-" ? "<stdout>" : path
      let count = order?.count ?? cards.count
      var start = 0
      while start < count {
        let end = min(count, start + 512)
        let encoded = parallelMap(Array(start..<end), threads: end - start >= 16 ? 2 : 1) { k in
          let i = order?[k] ?? k
          let location = sources?[i] ?? SourceLocation(file: fileName, line: 0, column: 0, cardIndex: i)
          return (versions.map { OutputFormat.vcard($0[i]) } ?? format).encode(cards[i], location: location, composesFormattedName: composesFormattedName)
        }
        for (k, (bytes, diagnostics)) in encoded.enumerated() {
          diagnostics.forEach(report)
          if format == .jcard && start + k > 0 { try out.write([0x2C, 0x0A]) }
          try out.write(bytes)
        }
        start = end
      }
      if format == .jcard { try out.write([0x0A, 0x5D, 0x0A]) }
      try out.commit()
    } catch {
      out.abandon()
      throw error
    }
  }
}

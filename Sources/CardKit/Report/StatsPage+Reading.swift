extension StatsPage {
  /// Reads the inputs once (`-` is standard input) and builds the page: ``StatsCollector``'s
  /// figures, a lint run with the default rules over all inputs as `cardkit lint` makes it
  /// (book-wide rules see every file), and the index for `locale`. Every reader finding also
  /// goes to `report` as it is met, as `cardkit stats` prints them. `readOptions` sets the
  /// read limits (and CSV overrides) as for every other reading.
  ///
  /// - Throws: ``InputError`` when an input cannot be read, ``NamesError`` when the locale is
  ///   unusable.
  public static func reading(
    _ paths: [String], region: PhoneNormalizationOptions.RegionChoice = .auto, locale: String = "en",
    readOptions: ReadOptions = ReadOptions(), report: (Diagnostic) -> Void
  ) throws -> StatsPage {
    var lintOptions = LintOptions(region: region, read: readOptions)
    lintOptions.locale = locale
    let linter = Linter(options: lintOptions)
    var readOptions = linter.options.read
    readOptions.collectSyntax = linter.plan.needsSyntax
    var readers: [BookReader] = []
    for path in paths { readers.append(try BookReader(path: path, options: readOptions)) }
    var run = LintRun(linter: linter)
    var cards: [Card] = []
    for reader in readers {
      run.beginFile(reader.fileName, format: reader.format)
      // The file's own findings are reported among the cards' in line order.
      var own = FileFindingsCursor()
      while let batch = try reader.nextBatch(maxCards: 2048, { $0 }) {
        for parsed in batch {
          own.report(reader.fileDiagnostics, before: Int(parsed.card.position.line), to: report)
          parsed.diagnostics.forEach(report)
          cards.append(parsed.card)
        }
        run.check(batch)
      }
      own.report(reader.fileDiagnostics, before: nil, to: report)
      run.endFile(fileDiagnostics: reader.fileDiagnostics)
    }
    let lint = run.finish()
    let statistics = try StatsCollector(region: region, locale: locale).statistics(of: cards)
    let index = try NameIndexer(options: NameSortOptions(locale: locale)).index(cards)
    return StatsPage(sources: paths, statistics: statistics, lint: lint, index: index)
  }
}

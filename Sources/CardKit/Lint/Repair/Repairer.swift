/// Fixes what has a safe fix in address books: what `cardkit repair` runs.
///
/// Each card gets, when it needs them: an FN derived from N, else ORG, NICKNAME, EMAIL or
/// the phone number; a UID (derived from its content with ``RepairOptions/stableUIDs``);
/// identical copies of a value merged and empty values dropped; labels respelled with the
/// phone-label mapping (`cardkit normalize --labels-only`); and then it is written in its
/// version (or the one asked for), which adds VERSION and an N where 2.1 and 3.0 need one,
/// pads N and ADR, writes a property the version lacks in its vendor or X- form, UTF-8,
/// canonical property names, each version's own encodings and CRLF lines folded at 75
/// octets. Every fix is reported with the code of the finding it removes and severity
/// `fixed`; findings that cannot be fixed safely are reported as they are. No value is ever
/// removed.
public struct Repairer: Sendable {
  /// What is repaired and how the remaining findings are checked.
  public var options: RepairOptions

  /// A repairer; by default random UIDs, each input's own format, default lint rules.
  public init(options: RepairOptions = RepairOptions()) {
    self.options = options
  }

  /// Reads and repairs every input (`-` is standard input).
  public func repair(paths: [String]) throws(InputError) -> RepairReport {
    var readOptions = options.lint.read
    readOptions.collectSyntax = true
    var readers: [BookReader] = []
    for path in paths { readers.append(try BookReader(path: path, options: readOptions)) }
    var book = LoadedBook()
    var files: [(name: String, format: BookFormat, cards: Range<Int>, diagnostics: [Diagnostic])] = []
    for reader in readers {
      let start = book.cards.count
      while let batch = try reader.nextBatch(maxCards: 2048, { $0 }) {
        book.cards += batch
        book.sources += repeatElement(reader.fileName, count: batch.count)
      }
      book.formats.append(reader.format)
      files.append((reader.fileName, reader.format, start..<book.cards.count, reader.fileDiagnostics))
    }
    var report = RepairReport()
    report.outputFormat = options.outputFormat ?? book.naturalOutputFormat
    report.cardVersions = options.outputFormat == nil ? Self.ownVersions(book) : nil
    for file in files {
      repair(Array(book.cards[file.cards]), file: file.name, format: file.format, fileDiagnostics: file.diagnostics, into: &report)
    }
    return report
  }

  /// Repairs cards already read (with ``ReadOptions/collectSyntax``), as one file.
  public func repair(_ cards: [ParsedCard], file: String, format: BookFormat, fileDiagnostics: [Diagnostic] = []) -> RepairReport {
    var book = LoadedBook()
    book.cards = cards
    book.formats = [format]
    var report = RepairReport()
    report.outputFormat = options.outputFormat ?? book.naturalOutputFormat
    report.cardVersions = options.outputFormat == nil ? Self.ownVersions(book) : nil
    repair(cards, file: file, format: format, fileDiagnostics: fileDiagnostics, into: &report)
    return report
  }

  /// Each card's own version, when every input is vCard text and the cards are of several
  /// versions (nil otherwise: ``LoadedBook/naturalOutputFormat`` is then the cards' one
  /// version, or the one format of jCard or CSV inputs). A repair changes no card's version
  /// unless asked to (`--to`). A card without a VERSION keeps the version it was read as.
  static func ownVersions(_ book: LoadedBook) -> [VCardVersion]? {
    guard book.formats.allSatisfy({ $0 == .vcard }) else { return nil }
    let versions = book.cards.map { $0.card.version ?? $0.syntax?.effectiveVersion ?? .v4_0 }
    guard let first = versions.first, versions.contains(where: { $0 != first }) else { return nil }
    return versions
  }

  private func repair(_ parsed: [ParsedCard], file: String, format: BookFormat, fileDiagnostics: [Diagnostic], into report: inout RepairReport) {
    let findings = Linter(options: options.lint).lint(parsed, file: file, format: format, fileDiagnostics: fileDiagnostics).diagnostics
    let output = report.outputFormat
    let first = report.cards.count
    var repairs = parsed.map(CardRepair.init)
    for i in repairs.indices {
      repairs[i].deriveFormattedName(options.lint.nameFormatter)
      repairs[i].uppercaseExtensionNames()
      repairs[i].mergeDuplicatesAndDropEmpty()
      if format != .csv { repairs[i].recordRewrite(versionOfOutput: report.cardVersions?[first + i] ?? output.vcardVersion, input: format) }
    }
    // Labels: the phone-label mapping, labels only.
    var cards = repairs.map(\.card)
    let before = cards
    let normalizer = PhoneNormalizer(options: PhoneNormalizationOptions(scope: .labelsOnly, workers: options.lint.workers))
    let labelReport = normalizer.normalize(&cards, file: file)
    var changesByCard: [Int: [PhoneChange]] = [:]
    for change in labelReport.changes { changesByCard[change.cardIndex, default: []].append(change) }
    let stable = options.stableUIDs ? StableUID() : nil
    for i in repairs.indices {
      repairs[i].card = cards[i]
      repairs[i].recordLabelChanges(changesByCard[i] ?? [], before: before[i])
      repairs[i].addUID(stable: stable)
    }
    // Fixes, then what is left of the findings, card by card.
    var findingsByCard: [Int: [Diagnostic]] = [:]
    var fileLevel: [Diagnostic] = []
    for d in findings {
      if let c = d.location.cardIndex { findingsByCard[c, default: []].append(d) } else { fileLevel.append(d) }
    }
    for (i, repair) in repairs.enumerated() {
      let index = parsed[i].index
      let name = options.lint.nameFormatter.resolve(repair.card).text
      var fixedKeys = Set<FixKey>()
      var diagnostics: [Diagnostic] = []
      let found = Set((findingsByCard[index] ?? []).map { FixKey(code: $0.code, line: $0.location.line) })
      for fix in repair.fixes {
        if fix.onlyIfFound && !found.contains(FixKey(code: fix.code, line: Int(fix.position.line))) { continue }
        let location = SourceLocation(file: file, line: Int(fix.position.line), column: Int(fix.position.column), cardIndex: index)
        diagnostics.append(Diagnostic(fix.code, fix.message, at: location, severity: .fixed, cardName: name))
        fixedKeys.insert(FixKey(code: fix.code, line: Int(fix.position.line)))
      }
      for d in findingsByCard[index] ?? [] where !fixedKeys.contains(FixKey(code: d.code, line: d.location.line)) {
        diagnostics.append(d)
      }
      report.diagnostics += diagnostics.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
      report.cards.append(repair.card)
      report.sources.append(SourceLocation(file: file, line: Int(parsed[i].card.position.line), column: 0, cardIndex: index))
    }
    for d in fileLevel {
      if d.code == .transcodedInput {
        report.diagnostics.append(Diagnostic(d.code, "text written as UTF-8", at: d.location, severity: .fixed))
      } else {
        report.diagnostics.append(d)
      }
    }
    report.files.append(LintedFile(path: file, format: format, cards: parsed.count))
  }

  private struct FixKey: Hashable {
    var code: DiagnosticCode
    var line: Int
  }
}

/// How `cardkit repair` works.
public struct RepairOptions: Sendable {
  /// Derive added UIDs from each card's content, so that repeated runs agree.
  public var stableUIDs: Bool
  /// The output format; nil for the inputs' own (see ``LoadedBook/naturalOutputFormat``).
  public var outputFormat: OutputFormat?
  /// How the remaining findings are found (rules, region) and cards named.
  public var lint: LintOptions

  /// Options; the defaults add random (version 4) UUIDs and keep each input's format.
  public init(stableUIDs: Bool = false, outputFormat: OutputFormat? = nil, lint: LintOptions = LintOptions()) {
    self.stableUIDs = stableUIDs
    self.outputFormat = outputFormat
    self.lint = lint
  }
}

/// What a repair did: the repaired cards, the fixes (severity `fixed`) and the findings it
/// left, in file and card order.
public struct RepairReport: Sendable {
  /// The repaired cards of every input, in input order.
  public var cards: [Card] = []
  /// Where each card came from, parallel to `cards`.
  public var sources: [SourceLocation] = []
  /// Fixes and remaining findings.
  public var diagnostics: [Diagnostic] = []
  /// The inputs with their formats and card counts.
  public var files: [LintedFile] = []
  /// The format the cards are meant to be written in.
  public var outputFormat: OutputFormat = .vcard4
  /// Each card's own vCard version, parallel to `cards`, when the cards are written each in
  /// its version rather than all in ``outputFormat``'s: vCard inputs whose cards are of
  /// several versions, repaired without an output format asked for.
  public var cardVersions: [VCardVersion]?
  /// An empty report.
  public init() {}

  /// The fixes alone.
  public var fixes: [Diagnostic] { diagnostics.filter { $0.severity == .fixed } }

  /// Writes the repaired cards to `path` (`-`: standard output) in ``outputFormat``, each in
  /// its own version when ``cardVersions`` says so; conversion findings go to `report`.
  public func write(to path: String, report: (Diagnostic) -> Void) throws(OutputError) {
    try BookWriter(format: outputFormat).write(cards, sources: sources, versions: cardVersions, to: path, report: report)
  }

  /// Counts, as `cardkit lint` prints them.
  public var summary: LintSummary {
    LintReport(diagnostics: diagnostics, files: files, rules: []).summary
  }
}

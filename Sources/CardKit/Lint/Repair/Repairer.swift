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

  /// Reads and repairs every input (`-` is standard input). Cards are repaired and checked
  /// batch by batch on the reading threads; of each card only the repaired card and its fixes
  /// are kept (not the card as read with its syntax record), until its file's findings are
  /// complete.
  public func repair(paths: [String]) throws(InputError) -> RepairReport {
    var readOptions = options.lint.read
    readOptions.collectSyntax = true
    var readers: [BookReader] = []
    for path in paths { readers.append(try BookReader(path: path, options: readOptions)) }
    var session = RepairSession(options: options, formats: readers.map(\.format))
    for reader in readers {
      session.beginFile(reader.fileName, format: reader.format)
      while let batch = try reader.nextBatch(maxCards: 2048, session.preparer) { session.add(batch) }
      session.endFile(fileDiagnostics: reader.fileDiagnostics)
    }
    return session.finish()
  }

  /// Repairs cards already read (with ``ReadOptions/collectSyntax``), as one file.
  public func repair(_ cards: [ParsedCard], file: String, format: BookFormat, fileDiagnostics: [Diagnostic] = []) -> RepairReport {
    var session = RepairSession(options: options, formats: [format])
    session.beginFile(file, format: format)
    let prepare = session.preparer
    var start = 0
    while start < cards.count {
      let end = min(cards.count, start + 2048)
      session.add(parallelMap(Array(cards[start..<end]), threads: options.lint.workers, prepare))
      start = end
    }
    session.endFile(fileDiagnostics: fileDiagnostics)
    return session.finish()
  }
}

/// One repair across its files. Each card is repaired on the thread that read it, as far as
/// the card alone allows (FN, extension names, copies and empty values, labels, what the
/// rewrite fixes), and checked by the file's lint run; UIDs are then added in card order
/// (stable UIDs count identical cards). When a file ends, its lint findings are complete
/// (the book rules), and each card's fixes take the place of the findings they fix.
private struct RepairSession {
  let options: RepairOptions
  /// The formats of all inputs, known once they are opened.
  let formats: [BookFormat]
  private var report = RepairReport()
  /// The version every card's rewrite is written in when it does not depend on the card:
  /// `--to`'s, or 4.0 for inputs of several formats or jCard; nil for CSV output.
  private let sharedVersion: VCardVersion?
  /// Whether each card is written in its own version (vCard inputs, no `--to`).
  private let keepsOwnVersions: Bool
  /// Each card's own version (the declared one, else the one it was read as) and the
  /// versions cards declare, for the output format of vCard inputs.
  private var ownVersions: [VCardVersion] = []
  private var declaredVersions = Set<VCardVersion>()

  // The current file.
  private var file = ""
  private var format = BookFormat.vcard
  private var run: LintRun?
  private var stable: StableUID?
  /// The current file's repaired cards, and what else is kept of each until the file ends.
  private var pendingCards: [Card] = []
  private var pending: [RepairedCard] = []
  /// The phone-label mapping, labels only (`cardkit normalize --labels-only`).
  private let labels: PhoneNormalizationSession

  /// A card repaired as far as it can be alone, and its lint outcome.
  struct Prepared: Sendable {
    var checked: CardChecker.Checked
    var repair: CardRepair
    var kept: RepairedCard
    var ownVersion: VCardVersion
    var declaredVersion: VCardVersion?
  }

  /// What is kept of a card besides the card itself until its file ends: its fixes (the UID
  /// included), its name and where it came from.
  struct RepairedCard: Sendable {
    var fixes: [CardRepair.Fix] = []
    var name: String
    var index: Int
    var position: SourcePosition
  }

  init(options: RepairOptions, formats: [BookFormat]) {
    self.formats = formats
    // An X- type is valid (L012 allows it): it stays as it is, rather than moving into a
    // free-text label as `cardkit normalize` moves it.
    labels = PhoneNormalizationSession(
      options: PhoneNormalizationOptions(scope: .labelsOnly, workers: options.lint.workers, keepsExtensionTypes: true))
    if let asked = options.outputFormat {
      sharedVersion = asked.vcardVersion
      keepsOwnVersions = false
    } else if formats.allSatisfy({ $0 == .vcard }) {
      sharedVersion = nil
      keepsOwnVersions = true
    } else {
      // jCard (4.0), CSV (no vCard version) or inputs of several formats (4.0).
      sharedVersion = LoadedBook.naturalOutputFormat(formats: formats, declaredVersions: []).vcardVersion
      keepsOwnVersions = false
    }
    var options = options
    // Written as vCard text, every property name is in its canonical case: the finding that
    // fix removes is looked for even though `lint` leaves it out by default, so that the fix
    // is reported like the others. Not for jCard or CSV output, which has no such names.
    if keepsOwnVersions || sharedVersion != nil { options.lint.rules.insert(.lintNameCase) }
    self.options = options
  }

  mutating func beginFile(_ name: String, format: BookFormat) {
    file = name
    self.format = format
    var run = LintRun(linter: Linter(options: options.lint))
    run.beginFile(name, format: format)
    self.run = run
    stable = options.stableUIDs ? StableUID() : nil
    pendingCards = []
    pending = []
  }

  /// Repairs and checks one card on the thread that read it.
  var preparer: @Sendable (consuming ParsedCard) -> Prepared {
    guard let run else { preconditionFailure("beginFile comes before the cards") }
    let checker = run.checker
    let formatter = options.lint.nameFormatter
    let format = format
    let file = file
    let labels = labels
    let sharedVersion = sharedVersion
    let keepsOwnVersions = keepsOwnVersions
    return { parsed in
      let own = parsed.card.version ?? parsed.syntax?.effectiveVersion ?? .v4_0
      let declared = parsed.card.version
      let index = parsed.index
      let position = parsed.card.position
      let output = keepsOwnVersions ? own : sharedVersion
      var repair = CardRepair(parsed)
      repair.deriveFormattedName(formatter)
      repair.uppercaseExtensionNames()
      repair.dropEmpty()
      if format != .csv { repair.recordRewrite(versionOfOutput: output, input: format) }
      repair.forgetSource()
      let before = repair.card
      let changes = labels.normalize(&repair.card, index: index, file: file).changes
      repair.recordLabelChanges(changes, before: before)
      repair.mergeCopies(writtenIn: output)
      let name = formatter.resolve(repair.card).text
      let checked = checker(parsed)
      let kept = RepairedCard(name: name, index: index, position: position)
      return Prepared(checked: checked, repair: repair, kept: kept, ownVersion: own, declaredVersion: declared)
    }
  }

  /// Takes a batch of prepared cards: their lint outcomes, and UIDs added in card order.
  mutating func add(_ batch: consuming [Prepared]) {
    var batch = batch
    var checked: [CardChecker.Checked] = []
    checked.reserveCapacity(batch.count)
    for i in batch.indices {
      var one = CardChecker.Checked(outcome: CardChecker.Outcome(diagnostics: [], facts: BookFacts()))
      swap(&one, &batch[i].checked)
      checked.append(one)
      if let declared = batch[i].declaredVersion { declaredVersions.insert(declared) }
      batch[i].repair.addUID(stable: stable)
      ownVersions.append(batch[i].ownVersion)
      // The card is moved out, not copied (a copy retains all it holds).
      var card = Card()
      swap(&card, &batch[i].repair.card)
      pendingCards.append(consume card)
      batch[i].kept.fixes = batch[i].repair.fixes
      pending.append(batch[i].kept)
    }
    run?.add(checked)
  }

  /// Ends the current file: its findings, with each card's fixes in place of what they fix.
  mutating func endFile(fileDiagnostics: [Diagnostic]) {
    guard var run else { return }
    run.endFile(fileDiagnostics: fileDiagnostics)
    let findings = run.finish().diagnostics
    self.run = nil
    var findingsByCard: [Int: [Diagnostic]] = [:]
    var fileLevel: [Diagnostic] = []
    for d in findings {
      if let c = d.location.cardIndex { findingsByCard[c, default: []].append(d) } else { fileLevel.append(d) }
    }
    // Each card's fixes in place of the findings they fix, on every core.
    let cards = pending
    let file = file
    let byCard = findingsByCard
    let merged = parallelMap(Array(cards.indices), threads: options.lint.workers) { k in
      Self.merge(cards[k], findings: byCard[cards[k].index] ?? [], file: file)
    }
    report.diagnostics.reserveCapacity(report.diagnostics.count + merged.reduce(0) { $0 + $1.count })
    for k in cards.indices {
      report.diagnostics += merged[k]
      report.sources.append(SourceLocation(file: file, line: Int(cards[k].position.line), column: 0, cardIndex: cards[k].index))
    }
    if report.cards.isEmpty {
      swap(&report.cards, &pendingCards)
    } else {
      report.cards += pendingCards
    }
    for d in fileLevel {
      if d.code == .transcodedInput {
        report.diagnostics.append(Diagnostic(d.code, "text written as UTF-8", at: d.location, severity: .fixed))
      } else {
        report.diagnostics.append(d)
      }
    }
    report.files.append(LintedFile(path: file, format: format, cards: pending.count))
    pendingCards = []
    pending = []
  }

  /// The report: the output format (`--to`'s, else the inputs' own) and, when cards are
  /// written each in its own version, those versions. A card without a VERSION keeps the
  /// version it was read as.
  consuming func finish() -> RepairReport {
    report.outputFormat = options.outputFormat ?? LoadedBook.naturalOutputFormat(formats: formats, declaredVersions: declaredVersions)
    if keepsOwnVersions, ownVersions.contains(where: { $0 != report.outputFormat.vcardVersion }) {
      report.cardVersions = ownVersions
    }
    return report
  }

  /// A card's fixes and the findings no fix removes, in line and column order. A fix the
  /// rewrite makes anyway is reported only where the finding it fixes was found. A value the
  /// repair dropped takes the other findings at its position with it (an empty TEL is no
  /// longer an invalid number either).
  private static func merge(_ repaired: RepairedCard, findings: [Diagnostic], file: String) -> [Diagnostic] {
    var fixedKeys = Set<FixKey>()
    var removed = Set<Place>()
    var diagnostics: [Diagnostic] = []
    let found = Set(findings.map { FixKey(code: $0.code, line: $0.location.line) })
    for fix in repaired.fixes {
      if fix.onlyIfFound && !found.contains(FixKey(code: fix.code, line: Int(fix.position.line))) { continue }
      let location = SourceLocation(file: file, line: Int(fix.position.line), column: Int(fix.position.column), cardIndex: repaired.index)
      diagnostics.append(Diagnostic(fix.code, fix.message, at: location, severity: .fixed, cardName: repaired.name))
      fixedKeys.insert(FixKey(code: fix.code, line: Int(fix.position.line)))
      // A CSV card starts where its first cell does: findings about the whole card stay.
      if fix.removesValue, Place(fix.position) != Place(repaired.position) { removed.insert(Place(fix.position)) }
    }
    for d in findings where !fixedKeys.contains(FixKey(code: d.code, line: d.location.line)) {
      if removed.contains(Place(line: d.location.line, column: d.location.column)) { continue }
      diagnostics.append(d)
    }
    return diagnostics.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
  }

  /// A line and column that compare as such (`SourcePosition`s are all equal: where a value
  /// was read is not part of it).
  fileprivate struct Place: Hashable {
    var line: Int
    var column: Int
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
  /// its version rather than all in ``outputFormat``'s: vCard inputs repaired without an
  /// output format asked for, whose cards are of several versions or have none (a card
  /// without VERSION keeps the version it was read as).
  public var cardVersions: [VCardVersion]?
  /// An empty report.
  public init() {}

  /// The fixes alone.
  public var fixes: [Diagnostic] { diagnostics.filter { $0.severity == .fixed } }

  /// Writes the repaired cards to `path` (`-`: standard output) in ``outputFormat``, each in
  /// its own version when ``cardVersions`` says so; conversion findings go to `report`.
  public func write(to path: String, report: (Diagnostic) -> Void) throws(OutputError) {
    // Every card that can be named has its FN (``CardRepair/deriveFormattedName(_:)``); one
    // that cannot is written without, as it was, rather than with an empty FN.
    var writer = BookWriter(format: outputFormat)
    writer.composesFormattedName = false
    try writer.write(cards, sources: sources, versions: cardVersions, to: path, report: report)
  }

  /// Counts, as `cardkit lint` prints them.
  public var summary: LintSummary {
    LintReport(diagnostics: diagnostics, files: files, rules: []).summary
  }
}

extension RepairSession.Place {
  init(_ position: SourcePosition) { self.init(line: Int(position.line), column: Int(position.column)) }
}

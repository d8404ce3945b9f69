/// Checks address books against the rules of ``LintCatalogue``: what `cardkit lint` runs.
///
/// Files are read in batches; each card is checked on the thread that read it (with a
/// workspace of its own: libphonenumber service, caches) and then dropped, so memory
/// holds only findings and the few facts book-wide rules combine at the end (numbers and UIDs
/// seen on several cards). Every reader finding (V…, S…) is reported as the reader made it;
/// the lint rules (L…) never report what the reader already reports.
public struct Linter: Sendable {
  /// The rules, region, limits and threads of every run.
  public var options: LintOptions

  /// A linter; by default the default rules with automatic phone regions.
  public init(options: LintOptions = LintOptions()) {
    self.options = options
  }

  /// Checks every input (`-` is standard input). All inputs are opened first, so a missing
  /// one fails before any work. `progress`, when given, is called after each batch of cards
  /// (on the calling thread) with how far the read has come.
  public func lint(paths: [String], progress: ((ReadProgress) -> Void)? = nil) throws(InputError) -> LintReport {
    var readOptions = options.read
    let plan = self.plan
    readOptions.collectSyntax = plan.needsSyntax
    if let modelled = plan.modelledProperties, readOptions.properties == nil {
      // Conformance rules read every line as written but the card's model only for a few
      // facts and the card's name: the other lines are checked, not built into the card.
      readOptions.properties = modelled
      readOptions.fallbackProperties = NameSorter.fallbackProperties
      readOptions.checksSkippedLines = true
    }
    var readers: [BookReader] = []
    for path in paths { readers.append(try BookReader(path: path, options: readOptions)) }
    var run = LintRun(linter: self)
    var tracker = ReadProgressTracker(readers)
    for reader in readers {
      run.beginFile(reader.fileName, format: reader.format)
      // Each card is checked on the thread that read it, so a batch is never held as cards.
      while let checked = try reader.nextBatch(maxCards: 2048, run.checker) {
        let count = checked.count
        run.add(checked)
        let now = tracker.advance(count, in: reader)
        progress?(now)
      }
      tracker.finish(reader)
      run.endFile(fileDiagnostics: reader.fileDiagnostics)
    }
    return run.finish()
  }

  /// Checks cards already read (with ``ReadOptions/collectSyntax`` for the syntax rules), as
  /// one file.
  public func lint(_ cards: [ParsedCard], file: String, format: BookFormat, fileDiagnostics: [Diagnostic] = []) -> LintReport {
    var run = LintRun(linter: self)
    run.beginFile(file, format: format)
    var start = 0
    while start < cards.count {
      let end = min(cards.count, start + 2048)
      run.check(Array(cards[start..<end]))
      start = end
    }
    run.endFile(fileDiagnostics: fileDiagnostics)
    return run.finish()
  }

  /// The enabled rules, sorted by how they run.
  var plan: LintPlan { LintPlan(options.rules) }
}

/// The enabled rules of a run, by the input they read.
struct LintPlan: Sendable {
  private(set) var lineRules: [any LineRule] = []
  private(set) var syntaxRules: [any CardRule] = []
  private(set) var cardRules: [any CardRule] = []
  private(set) var phoneRules: [any PhoneRule] = []
  private(set) var bookRules: [any BookRule] = []
  /// Which of `lineRules` each line goes to.
  private(set) var lineRouting = LineRouting([])

  /// Whether phone numbers are checked with libphonenumber at all (asked for every card).
  private(set) var checksNumbers = false
  /// Whether a rule reads the card's labels (``LintCard/labelled``; asked for every card).
  private(set) var needsLabels = false

  init(_ codes: Set<DiagnosticCode>) {
    for run in LintCatalogue.runs where codes.contains(run.rule.code) {
      if run.rule.category != .conformance { conformanceOnly = false }
      switch run {
      case .line(let rule): lineRules.append(rule)
      case .card(let rule) where rule.input == .syntax: syntaxRules.append(rule)
      case .card(let rule): cardRules.append(rule)
      case .phone(let rule): phoneRules.append(rule)
      case .book(let rule): bookRules.append(rule)
      }
    }
    lineRouting = LineRouting(lineRules)
    checksNumbers = !phoneRules.isEmpty || bookRules.contains { $0.input == .phone }
    needsLabels = cardRules.contains { $0.readsLabels }
  }

  /// Whether the cards' syntax record is read: for every rule that reads it
  /// (``CardRule/readsSyntax``).
  var needsSyntax: Bool { !syntaxRules.isEmpty || !lineRules.isEmpty || cardRules.contains { $0.readsSyntax } }

  /// Whether only conformance rules run.
  private(set) var conformanceOnly = true

  /// The properties the cards' model is read with when only conformance rules run (nil: the
  /// whole card). Those rules read the content lines as written; of the model, the card rules
  /// read FN, N, EMAIL, KIND and MEMBER (``MissingFNRule``, ``MissingNRule``, ``EmailRule``,
  /// ``KindMemberRule``), every finding names its card (``NameSorter/properties``, with TEL
  /// and EMAIL for a card without a name), and the reader reports problems while it reads
  /// VERSION, a stray BEGIN and the dates into the model (V016, V031, V032, V024).
  var modelledProperties: Set<PropertyName>? {
    conformanceOnly ? Self.conformanceModel : nil
  }

  private static let conformanceModel = NameSorter.properties.union([
    .email, .kind, .member, .xAddressBookServerMember, .begin, .bday, .anniversary, .xAnniversary, .xABDate,
  ])
}

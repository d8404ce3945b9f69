/// The state of one lint run across its files: each card's findings and book facts in book
/// order, the national numbers that wait for the book's region, and where each file's cards
/// start.
struct LintRun {
  private let options: LintOptions
  private let plan: LintPlan
  private let workspaces: LendingPool<LintWorkspace>
  private var outcomes: [CardChecker.Outcome] = []
  private var deferred: [(slot: Int, number: DeferredNumber)] = []
  private var files: [LintedFile] = []
  private var fileDiagnostics: [[Diagnostic]] = []
  private var fileStarts: [Int] = []
  /// The line each card starts on, by slot: a file's own findings are placed among its cards'.
  private var cardLines: [Int32] = []

  init(linter: Linter) {
    let options = linter.options
    self.options = options
    plan = linter.plan
    workspaces = LendingPool { LintWorkspace(options: options) }
  }

  mutating func beginFile(_ name: String, format: BookFormat) {
    files.append(LintedFile(path: name, format: format, cards: 0))
    fileStarts.append(outcomes.count)
    fileDiagnostics.append([])
  }

  /// Checks one card of the current file, on whichever thread calls it (the reading threads
  /// call it as each card is read); ``add(_:)`` then puts the results in book order.
  var checker: @Sendable (consuming ParsedCard) -> CardChecker.Checked {
    let workspaces = self.workspaces
    guard let file = files.last else { preconditionFailure("beginFile comes before the cards") }
    // One checker for the file: made for each card, it copied the plan (eight lists) each time.
    let checker = CardChecker(plan: plan, file: file.path, format: file.format)
    return { parsed in
      // The card is handed on, not captured: a capture would copy it (some fifty references).
      let workspace = workspaces.lend()
      defer { workspaces.takeBack(workspace) }
      return checker.run(parsed, in: workspace)
    }
  }

  /// Adds the checked cards of the current file, in the order they were read. Each outcome
  /// is moved out of the batch, not copied (a copy retains all it holds, and the batch then
  /// releases it all).
  mutating func add(_ checked: consuming [CardChecker.Checked]) {
    var checked = checked
    files[files.count - 1].cards += checked.count
    for i in checked.indices {
      let slot = outcomes.count
      cardLines.append(checked[i].outcome.facts.cardPosition.line)
      for number in checked[i].deferred { deferred.append((slot, number)) }
      var outcome = CardChecker.Outcome(diagnostics: [], facts: BookFacts())
      swap(&outcome, &checked[i].outcome)
      outcomes.append(outcome)
    }
  }

  /// Checks cards already read, as the next cards of the current file.
  mutating func check(_ batch: [ParsedCard]) {
    add(parallelMap(batch, threads: options.workers, checker))
  }

  /// Takes the file's own findings (those of no card: a CSV header or quote, a line after the
  /// last card), in line order; those without a line, about the whole file, come first.
  mutating func endFile(fileDiagnostics diagnostics: [Diagnostic]) {
    fileDiagnostics[fileDiagnostics.count - 1] = Diagnostic.inLineOrder(diagnostics.filter { options.reports($0.code) && options.reports($0.severity) })
  }

  mutating func finish() -> LintReport {
    checkDeferredNumbers()
    combineBookFacts()
    // Reader findings come sorted; rule findings join them in line and column order (each
    // card's list sorted where it is, on both cores; the sort is stable). Findings below
    // `--min-severity` leave in the same pass, whichever step made them.
    let options = options
    updateInParallel(&outcomes, threads: options.workers) { outcome in
      if options.minimumSeverity != nil { outcome.diagnostics.removeAll { !options.reports($0.severity) } }
      guard outcome.diagnostics.count > 1 else { return }
      outcome.diagnostics.sort { a, b in (a.location.line, a.location.column) < (b.location.line, b.location.column) }
    }
    let all = placeFindings()
    release(&outcomes) { CardChecker.Outcome(diagnostics: [], facts: BookFacts()) }
    if options.keepsMemoryUntilExit { KeptUntilExit.keep(fileDiagnostics) }
    fileDiagnostics = []
    var report = LintReport(diagnostics: all, files: files, rules: options.rules)
    report.minimumSeverity = options.minimumSeverity
    return report
  }

  /// The report's list of findings, file by file in line order: each card's findings, and
  /// the file's own before those of the first card that starts on or after their line (those
  /// without a line first). They are placed on every core (a quarter of a million findings, some 30 MB).
  private func placeFindings() -> [Diagnostic] {
    // Where each list goes: a card's slot (`file` -1), or a part of a file's own (`card` -1).
    var pieces: [(card: Int, file: Int, part: Range<Int>, at: Int)] = []
    pieces.reserveCapacity(outcomes.count + files.count)
    var total = 0
    for (f, start) in fileStarts.enumerated() {
      let end = f + 1 < fileStarts.count ? fileStarts[f + 1] : outcomes.count
      var own = FileFindingsCursor()
      func placeOwn(before line: Int?) {
        let part = own.take(fileDiagnostics[f], before: line)
        guard !part.isEmpty else { return }
        pieces.append((-1, f, part, total))
        total += part.count
      }
      for slot in start..<end {
        placeOwn(before: Int(cardLines[slot]))
        pieces.append((slot, -1, 0..<0, total))
        total += outcomes[slot].diagnostics.count
      }
      placeOwn(before: nil)
    }
    let placed = pieces
    let outcomes = outcomes
    let own = fileDiagnostics
    let moves = options.keepsMemoryUntilExit
    let stripes = min(max(1, options.workers), max(1, placed.count))
    return [Diagnostic](unsafeUninitializedCapacity: total) { buffer, initialized in
      nonisolated(unsafe) let slots = buffer
      let stripe: @Sendable (Int) -> Void = { k in
        for p in placed[(placed.count * k / stripes)..<(placed.count * (k + 1) / stripes)] {
          if p.card >= 0 {
            Self.place(outcomes[p.card].diagnostics[...], in: slots, at: p.at, moving: moves)
          } else {
            Self.place(own[p.file][p.part], in: slots, at: p.at, moving: moves)
          }
        }
      }
      if stripes > 1 { WorkerThreads.run(stripes, stripe) } else { stripe(0) }
      initialized = total
    }
  }

  /// Puts findings into the report's list at `offset`. When the run's records are kept until
  /// the process exits (`moving`), the findings are moved there bit for bit, without
  /// retaining what they hold (a quarter of a million findings, each with three or four
  /// strings): the records they come from are never destroyed, so they never release it
  /// either, and the report becomes the one owner. Otherwise they are copied.
  private static func place(_ findings: ArraySlice<Diagnostic>, in buffer: UnsafeMutableBufferPointer<Diagnostic>, at offset: Int, moving: Bool) {
    findings.withUnsafeBufferPointer { source in
      guard let from = source.baseAddress, !source.isEmpty else { return }
      let to = buffer.baseAddress! + offset
      if moving {
        UnsafeMutableRawPointer(to).copyMemory(from: from, byteCount: source.count * MemoryLayout<Diagnostic>.stride)
      } else {
        to.initialize(from: from, count: source.count)
      }
    }
  }

  /// National numbers of cards without a region, read with the book's dominant region.
  private mutating func checkDeferredNumbers() {
    guard !deferred.isEmpty else { return }
    var votes: [PhoneRegion: Int] = [:]
    for workspace in workspaces.all { votes.merge(workspace.votes, uniquingKeysWith: +) }
    let region = PhoneRegionResolver.winner(votes)
    let plan = self.plan
    let deferred = self.deferred
    let workspaces = self.workspaces
    let outputs = PhoneNormalizer.inParallel(deferred.count, workers: options.workers) { range in
      workspaces.withItem { workspace in
        var out: [(slot: Int, diagnostics: [Diagnostic], facts: BookFacts)] = []
        for (slot, d) in deferred[range] {
          let analysis = workspace.service.analyze(d.text, region: region, format: .e164)
          let number = CheckedNumber(
            text: d.text, position: d.position, region: region, regionSource: region == nil ? .none : .book,
            analysis: analysis)
          var findings = LintFindings(file: d.file, cardIndex: d.cardIndex, cardPosition: d.cardPosition)
          var facts = BookFacts()
          for rule in plan.phoneRules { rule.check(number, &findings) }
          for rule in plan.bookRules { rule.collect(number, into: &facts) }
          out.append((slot, findings.diagnostics, facts))
        }
        return out
      }
    }
    for output in outputs {
      for (slot, diagnostics, facts) in output {
        let name = outcomes[slot].facts.cardName
        outcomes[slot].diagnostics += diagnostics.map { d in
          var d = d
          d.cardName = name
          return d
        }
        outcomes[slot].facts.phoneNumbers += facts.phoneNumbers
      }
    }
    self.deferred = []
  }

  /// Book rules report from the facts of every card. The rules are independent, so they run
  /// on the workers side by side, except those that spread their own work over the threads,
  /// which run after them one at a time; their findings are placed in rule order, as when they
  /// ran one after another.
  private mutating func combineBookFacts() {
    guard !plan.bookRules.isEmpty else { return }
    let facts = takeFacts()
    let rules = plan.bookRules
    let threads = options.workers
    @Sendable func run(_ rule: any BookRule, threads: Int) -> [(slot: Int, finding: BookFinding)] {
      var findings: [(slot: Int, finding: BookFinding)] = []
      rule.combine(facts, threads: threads) { findings.append(($0, $1)) }
      return findings
    }
    var found = [[(slot: Int, finding: BookFinding)]](repeating: [], count: rules.count)
    let sideBySide = rules.indices.filter { !rules[$0].spreadsItsWork }
    for (i, findings) in zip(sideBySide, parallelMap(sideBySide, threads: threads) { run(rules[$0], threads: 1) }) { found[i] = findings }
    for i in rules.indices where rules[i].spreadsItsWork { found[i] = run(rules[i], threads: threads) }
    for (slot, finding) in found.joined() {
      // The card's facts are read where they stand: a copy would retain all they hold.
      let at = finding.position.line > 0 ? finding.position : facts[slot].cardPosition
      let location = SourceLocation(file: facts[slot].file, line: Int(at.line), column: Int(at.column), cardIndex: facts[slot].cardIndex)
      outcomes[slot].diagnostics.append(Diagnostic(finding.code, finding.message, at: location, cardName: facts[slot].cardName))
    }
    var spent = consume facts
    release(&spent) { BookFacts() }
  }

  /// Frees records of every card on every thread, or keeps them until the process exits
  /// (``LintOptions/keepsMemoryUntilExit``).
  private func release<Element>(_ items: inout [Element], with empty: @escaping @Sendable () -> Element) {
    if options.keepsMemoryUntilExit {
      KeptUntilExit.keep(items)
      items = []
    } else {
      emptyInParallel(&items, threads: options.workers, with: empty)
    }
  }

  /// The facts of every card, moved out of the outcomes, not copied: no retain and release
  /// of everything they hold. Each outcome is left with empty facts.
  private mutating func takeFacts() -> [BookFacts] {
    let count = outcomes.count
    return outcomes.withUnsafeMutableBufferPointer { outcomes in
      [BookFacts](unsafeUninitializedCapacity: count) { buffer, initialized in
        for i in 0..<count {
          withUnsafeMutablePointer(to: &outcomes[i].facts) { facts in
            (buffer.baseAddress! + i).moveInitialize(from: facts, count: 1)
            facts.initialize(to: BookFacts())
          }
        }
        initialized = count
      }
    }
  }
}

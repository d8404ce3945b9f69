/// Checks one card on the thread that read it: the reader's findings, the syntax and card
/// rules, the phone numbers the card's own region (or their country code) lets it check now,
/// and the facts for the book rules. National numbers that need the book's dominant region
/// are handed back for later.
struct CardChecker {
  let plan: LintPlan
  let file: String
  let format: BookFormat

  /// What one card left behind.
  struct Outcome: Sendable {
    var diagnostics: [Diagnostic]
    var facts: BookFacts
  }

  /// A checked card: its outcome and the numbers waiting for the book's region.
  struct Checked: Sendable {
    var outcome: Outcome
    var deferred: [DeferredNumber] = []
  }

  /// Checks one card with a workspace of the calling thread, and counts its votes for the
  /// book's region (`--region auto`).
  func run(_ parsed: consuming ParsedCard, in workspace: LintWorkspace) -> Checked {
    var deferred: [DeferredNumber] = []
    let card = LintCard(consume parsed, format: format, workspace: workspace, readLabels: plan.needsLabels)
    let outcome = check(card, &deferred)
    return Checked(outcome: outcome, deferred: deferred)
  }

  /// The card is borrowed, not taken `inout`: passing an `inout` card on to the rules made a
  /// copy of it for them.
  private func check(_ card: borrowing LintCard, _ deferred: inout [DeferredNumber]) -> Outcome {
    let workspace = card.workspace
    let options = workspace.options
    var findings = LintFindings(file: file, cardIndex: card.index, cardPosition: card.card.position)
    if options.silencedCodes.isEmpty {
      findings.append(contentsOf: card.readerDiagnostics)
    } else {
      findings.append(contentsOf: card.readerDiagnostics.filter { options.reports($0.code) })
    }
    // Each rule is called where it stands in the plan's lists, read through a local constant:
    // `for rule in rules`, or a buffer pointer, copies every rule (an existential) out of its
    // list for every line of every card.
    let plan = plan
    if card.syntax != nil {
      if !plan.lineRules.isEmpty {
        card.forEachLine { line, name in
          for k in plan.lineRouting.positions(name, hasParameters: !line.parameters.isEmpty) {
            plan.lineRules[plan.lineRouting.rule(at: k)].check(line: line, name, card, &findings)
          }
        }
      }
      for i in plan.syntaxRules.indices { plan.syntaxRules[i].check(card, &findings) }
    }
    for i in plan.cardRules.indices where card.isVCard || plan.cardRules[i].appliesToCSV {
      plan.cardRules[i].check(card, &findings)
    }
    var facts = BookFacts(file: file, cardIndex: card.index, cardPosition: card.card.position)
    let deferredBefore = deferred.count
    // Numbers first: the book rules' card facts reuse what libphonenumber made of them.
    let numbers = plan.checksNumbers ? checkNumbers(card, &findings, &facts, &deferred) : []
    for i in plan.bookRules.indices { plan.bookRules[i].collect(card, numbers: numbers, into: &facts) }
    // Moved out of the findings: a copy would share their storage, and naming each finding
    // below would then copy them all.
    var diagnostics = (consume findings).diagnostics
    let needsName = !diagnostics.isEmpty || facts.holdsFacts || deferred.count > deferredBefore
    if plan.checksNumbers, case .auto = options.region {
      workspace.resolver.addVotes(of: card.card, to: &workspace.votes)
    }
    if needsName {
      let name = options.nameFormatter.resolve(card.card).text
      for i in diagnostics.indices where diagnostics[i].location.cardIndex != nil { diagnostics[i].cardName = name }
      facts.cardName = name
    }
    return Outcome(diagnostics: consume diagnostics, facts: facts)
  }

  /// Reads the card's numbers with its region: the one given, else (auto) the card's own
  /// address country; international numbers need none. The rest wait for the book region.
  /// Returns each phone's analysis (nil for those that wait).
  private func checkNumbers(
    _ card: LintCard, _ findings: inout LintFindings, _ facts: inout BookFacts, _ deferred: inout [DeferredNumber]
  ) -> [NumberAnalysis?] {
    let workspace = card.workspace
    let phones = card.card.phones
    var region: PhoneRegion?
    var source = PhoneRegionSource.none
    let auto: Bool
    switch workspace.options.region {
    case .fixed(let fixed):
      region = fixed
      source = .option
      auto = false
    case .auto:
      auto = true
      if !phones.isEmpty, let found = workspace.resolver.region(of: card.card) {
        region = found.region
        source = .cardAddress
      }
    }
    var analyses: [NumberAnalysis?] = []
    analyses.reserveCapacity(phones.count)
    for phone in phones {
      if region == nil && auto && !PhoneText(phone.value).isInternational {
        deferred.append(
          DeferredNumber(
            text: phone.value, position: phone.position, file: file, cardIndex: card.index,
            cardPosition: card.card.position))
        analyses.append(nil)
        continue
      }
      let analysis = workspace.service.analyze(phone.value, region: region, format: .e164)
      analyses.append(analysis)
      let number = CheckedNumber(
        text: phone.value, position: phone.position, region: region, regionSource: region == nil ? .none : source,
        analysis: analysis)
      for i in plan.phoneRules.indices { plan.phoneRules[i].check(number, &findings) }
      for i in plan.bookRules.indices { plan.bookRules[i].collect(number, into: &facts) }
    }
    return analyses
  }
}

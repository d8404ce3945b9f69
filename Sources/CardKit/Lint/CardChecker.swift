/// Checks one card on the thread that read it: the reader's findings, the syntax and card
/// rules, the phone numbers the card's own region (or their country code) lets it check now,
/// and the facts for the book rules. National numbers that need the book's dominant region
/// are handed back for later.
struct CardChecker {
  let plan: LintPlan
  let workspace: LintWorkspace
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

  /// Checks one card, and counts its votes for the book's region (`--region auto`).
  func run(_ parsed: ParsedCard) -> Checked {
    var deferred: [DeferredNumber] = []
    let outcome = check(parsed, &deferred)
    if plan.checksNumbers, case .auto = workspace.options.region {
      workspace.resolver.addVotes(of: parsed.card, to: &workspace.votes)
    }
    return Checked(outcome: outcome, deferred: deferred)
  }

  private func check(_ parsed: ParsedCard, _ deferred: inout [DeferredNumber]) -> Outcome {
    let options = workspace.options
    var findings = LintFindings(file: file, cardIndex: parsed.index, cardPosition: parsed.card.position)
    if options.silencedCodes.isEmpty {
      findings.append(contentsOf: parsed.diagnostics)
    } else {
      findings.append(contentsOf: parsed.diagnostics.filter { options.reports($0.code) })
    }
    let card = LintCard(parsed, format: format, workspace: workspace, parseNames: plan.needsSyntax)
    // The rules are called in place (through buffer pointers): `for rule in rules` would copy
    // each rule out of its list for every line of every card.
    if card.syntax != nil {
      if !plan.lineRules.isEmpty {
        plan.lineRules.withUnsafeBufferPointer { rules in
          card.forEachLine { line, name in
            for i in rules.indices { rules[i].check(line: line, name, card, &findings) }
          }
        }
      }
      plan.syntaxRules.withUnsafeBufferPointer { rules in
        for i in rules.indices { rules[i].check(card, &findings) }
      }
    }
    plan.cardRules.withUnsafeBufferPointer { rules in
      for i in rules.indices where card.isVCard || rules[i].appliesToCSV { rules[i].check(card, &findings) }
    }
    var facts = BookFacts(file: file, cardIndex: parsed.index, cardPosition: parsed.card.position)
    plan.bookRules.withUnsafeBufferPointer { rules in
      for i in rules.indices { rules[i].collect(card, into: &facts) }
    }
    let deferredBefore = deferred.count
    if plan.checksNumbers { checkNumbers(card, &findings, &facts, &deferred) }
    var diagnostics = findings.diagnostics
    let needsName = !diagnostics.isEmpty || !facts.phoneNumbers.isEmpty || facts.uid != nil || deferred.count > deferredBefore
    if needsName {
      let name = options.nameFormatter.resolve(parsed.card).text
      for i in diagnostics.indices where diagnostics[i].location.cardIndex != nil { diagnostics[i].cardName = name }
      facts.cardName = name
    }
    return Outcome(diagnostics: diagnostics, facts: facts)
  }

  /// Reads the card's numbers with its region: the one given, else (auto) the card's own
  /// address country; international numbers need none. The rest wait for the book region.
  private func checkNumbers(
    _ card: LintCard, _ findings: inout LintFindings, _ facts: inout BookFacts, _ deferred: inout [DeferredNumber]
  ) {
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
    for phone in phones {
      if region == nil && auto && !PhoneText(phone.value).isInternational {
        deferred.append(
          DeferredNumber(
            text: phone.value, position: phone.position, file: file, cardIndex: card.index,
            cardPosition: card.card.position))
        continue
      }
      let analysis = workspace.service.analyze(phone.value, region: region, format: .e164)
      let number = CheckedNumber(
        text: phone.value, position: phone.position, region: region, regionSource: region == nil ? .none : source,
        analysis: analysis)
      plan.phoneRules.withUnsafeBufferPointer { rules in
        for i in rules.indices { rules[i].check(number, &findings) }
      }
      plan.bookRules.withUnsafeBufferPointer { rules in
        for i in rules.indices { rules[i].collect(number, into: &facts) }
      }
    }
  }
}

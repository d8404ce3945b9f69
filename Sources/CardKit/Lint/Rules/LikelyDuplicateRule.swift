/// **Two or more cards are likely the same person.**
///
/// The duplicate finder of `cardkit dedupe` runs over the whole book at its `normal`
/// threshold: cards that share a UID, a phone number (compared as libphonenumber reads it) or
/// an email address and whose names agree (case, accents and word order ignored, `Smith, John`
/// = `John Smith`), or a nameless card sharing a number or email with a named one. Names alone
/// are not enough, and cards whose names do not match are never put together. Reported on
/// every card of a cluster after the first, naming the first card and the evidence. A warning:
/// duplicates are what contact apps get wrong most; `cardkit dedupe --threshold normal`
/// merges them without losing a value.
struct LikelyDuplicateRule: BookRule {
  var code: DiagnosticCode { .lintLikelyDuplicate }
  var name: String { "likely-duplicate" }
  var category: LintCategory { .hygiene }
  var input: LintInput { .book }

  func collect(_ card: LintCard, numbers: [NumberAnalysis?], into facts: inout BookFacts) {
    let workspace = card.workspace
    guard let names = workspace.nameSignatures else { return }
    var region: PhoneRegion?
    switch workspace.options.region {
    case .fixed(let r): region = r
    case .auto: region = card.card.addresses.isEmpty ? nil : workspace.resolver.region(of: card.card)?.region
    }
    facts.duplicateFeatures = FeatureExtractor.features(
      of: card.card, names: names, region: region, service: workspace.service, memo: workspace.nameKeys, numbers: numbers)
  }

  /// Finding the links is spread over the threads: the rule runs alone.
  var spreadsItsWork: Bool { true }

  func combine(_ facts: [BookFacts], threads: Int, _ report: (Int, BookFinding) -> Void) {
    let none = CardFeatures()
    let features = facts.map { $0.duplicateFeatures ?? none }
    let analysis = DuplicateAnalysis(features: features, links: DuplicateFinder.links(features, threads: threads))
    for cluster in analysis.clusters(.normal) {
      guard let first = cluster.members.first else { continue }
      let reference = facts[first].reference
      for member in cluster.members.dropFirst() {
        let evidence = cluster.links.filter { $0.first == member || $0.second == member }.flatMap(\.evidence)
        var seen = Set<DuplicateEvidence>()
        let reasons = evidence.filter { seen.insert($0).inserted }.map(DedupeReport.describe).joined(separator: ", ")
        let message = "likely the same person as card \(reference): \(reasons)"
        report(member, BookFinding(code: code, message: message, position: facts[member].cardPosition))
      }
    }
  }
}

/// Every decision `cardkit merge` took, one per incoming card.
public struct MergeReport: Sendable, Codable {
  /// Cards in the base book.
  public var baseCards: Int
  /// Incoming cards, all books together.
  public var incomingCards: Int
  /// Cards written: the base cards and the added ones.
  public var outputCards = 0
  /// One decision per incoming card, in input order.
  public var decisions: [MergeDecision] = []

  /// An empty report for a merge of `incomingCards` cards into `baseCards`.
  public init(baseCards: Int, incomingCards: Int) {
    self.baseCards = baseCards
    self.incomingCards = incomingCards
  }

  /// Incoming cards merged into a base card.
  public var mergedCount: Int { decisions.filter { $0.action == .merged }.count }
  /// Incoming cards added as new cards.
  public var addedCount: Int { decisions.filter { $0.action == .added }.count }
  /// Incoming cards that matched several base cards and were left out.
  public var ambiguousCount: Int { decisions.filter { $0.action == .ambiguous }.count }

  /// One line of counts.
  public var summary: String {
    "merge: \(incomingCards) incoming card\(incomingCards == 1 ? "" : "s"): \(mergedCount) merged, \(addedCount) added, \(ambiguousCount) ambiguous (not added); \(baseCards) base cards, \(outputCards) out"
  }

  /// A readable report: the summary, then one block per decision.
  public func text() -> String { TerminalText.escapingControls(reportText(), keepingLayout: true) }

  private func reportText() -> String {
    var lines = [summary]
    for d in decisions {
      switch d.action {
      case .merged:
        lines.append("merged \(d.incoming) into \(d.into.map(\.description) ?? "?") by \(d.rule?.description ?? "?"): \(d.addedValues) values added, \(d.foldedValues) already there")
        for c in d.conflicts { lines.append("  " + DedupeReport.describe(c)) }
      case .added:
        lines.append("added \(d.incoming) as card \((d.output ?? 0) + 1): " + (d.keptApart.isEmpty ? "no match" : "every match kept apart"))
      case .ambiguous:
        lines.append("ambiguous \(d.incoming): \(d.candidates.count) base cards match by \(d.rule?.description ?? "?"); nothing added")
        for c in d.candidates { lines.append("  \(c)") }
      }
      for k in d.keptApart {
        lines.append("  kept apart from \(k.card), found by \(k.rule): " + k.evidence.map(DedupeReport.describe).joined(separator: ", "))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// What happened to one incoming card.
public struct MergeDecision: Sendable, Codable {
  /// What became of the incoming card: merged into a base card, added, or left out as ambiguous.
  public enum Action: String, Sendable, Codable {
    /// `merged`: folded into the one base card a rule found; `added`: no base card matched, so it
    /// was appended; `ambiguous`: a rule found several base cards, so the card was left out.
    case merged, added, ambiguous
  }

  /// The matching rule that decided.
  public enum Rule: String, Sendable, Codable, CustomStringConvertible {
    /// The same UID.
    case uid
    /// A shared phone number or email and a compatible name.
    case contact
    /// The same name.
    case name
    /// The same values, for a card no other rule found (nothing to match by).
    case sameValues

    /// A short phrase for reports (`UID`, `phone or email and name`, `name`, `same values`).
    public var description: String {
      switch self {
      case .uid: "UID"
      case .contact: "phone or email and name"
      case .name: "name"
      case .sameValues: "same values"
      }
    }
  }

  /// What became of the card.
  public var action: Action
  /// The rule that found the base card(s); nil for an added card.
  public var rule: Rule?
  /// The incoming card.
  public var incoming: CardReference
  /// The base card it was merged into.
  public var into: CardReference?
  /// The base cards an ambiguous card matched.
  public var candidates: [CardReference] = []
  /// Index of the card in the output (merged or added).
  public var output: Int?
  /// Values of the incoming card the base card did not have (merged cards).
  public var addedValues = 0
  /// Values of the incoming card the base card already had.
  public var foldedValues = 0
  /// Single values that disagreed, kept as `X-CARDKIT-MERGED-…`.
  public var conflicts: [MergeConflict] = []
  /// Base cards a rule found but did not join to the incoming card, because something speaks
  /// against one person (a different full birthday).
  public var keptApart: [KeptApart] = []

  /// A decision about `incoming`.
  public init(action: Action, rule: Rule?, incoming: CardReference) {
    self.action = action
    self.rule = rule
    self.incoming = incoming
  }
}

/// A base card a merge rule found for an incoming card but kept apart from it.
public struct KeptApart: Sendable, Codable {
  /// The base card.
  public var card: CardReference
  /// The rule that found it (a shared number or email, or the name).
  public var rule: MergeDecision.Rule
  /// What speaks against one person, as dedupe reports it (``DuplicateEvidence/Kind/differentBirthdays``).
  public var evidence: [DuplicateEvidence]

  /// A base card kept apart by `rule` for `evidence`.
  public init(card: CardReference, rule: MergeDecision.Rule, evidence: [DuplicateEvidence]) {
    self.card = card
    self.rule = rule
    self.evidence = evidence
  }
}

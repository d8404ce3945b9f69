/// Every decision `cardkit merge` took, one per incoming card.
public struct MergeReport: Sendable, Codable {
  public var baseCards: Int
  public var incomingCards: Int
  public var outputCards = 0
  public var decisions: [MergeDecision] = []

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
  public func text() -> String {
    var lines = [summary]
    for d in decisions {
      switch d.action {
      case .merged:
        lines.append("merged \(d.incoming) into \(d.into.map(\.description) ?? "?") by \(d.rule?.description ?? "?"): \(d.addedValues) values added, \(d.foldedValues) already there")
        for c in d.conflicts { lines.append("  " + DedupeReport.describe(c)) }
      case .added:
        lines.append("added \(d.incoming) as card \((d.output ?? 0) + 1): no match")
      case .ambiguous:
        lines.append("ambiguous \(d.incoming): \(d.candidates.count) base cards match by \(d.rule?.description ?? "?"); nothing added")
        for c in d.candidates { lines.append("  \(c)") }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// What happened to one incoming card.
public struct MergeDecision: Sendable, Codable {
  public enum Action: String, Sendable, Codable {
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

    public var description: String {
      switch self {
      case .uid: "UID"
      case .contact: "phone or email and name"
      case .name: "name"
      }
    }
  }

  public var action: Action
  /// The rule that found the base card(s); nil for an added card.
  public var rule: Rule?
  public var incoming: CardReference
  /// The base card it was merged into.
  public var into: CardReference?
  /// The base cards an ambiguous card matched.
  public var candidates: [CardReference] = []
  /// Index of the card in the output (merged or added).
  public var output: Int?
  public var addedValues = 0
  public var foldedValues = 0
  public var conflicts: [MergeConflict] = []

  public init(action: Action, rule: Rule?, incoming: CardReference) {
    self.action = action
    self.rule = rule
    self.incoming = incoming
  }
}

/// What `cardkit dedupe` did: the clusters it merged and the ones it left alone.
public struct DedupeReport: Sendable, Codable {
  /// The confidence a cluster needed to be merged.
  public var threshold: DuplicateThreshold
  /// Cards read.
  public var inputCards: Int
  /// Cards written: the input less the cards merged into others.
  public var outputCards = 0
  /// Clusters merged into one card each.
  public var merged: [MergedCluster] = []
  /// Clusters with weaker evidence than the threshold (parts of them may have been merged).
  public var leftAlone: [UnmergedCluster] = []
  /// Cards without a name that match people whose names do not match, left alone.
  public var ambiguous: [AmbiguousMatch] = []

  /// An empty report for a run at `threshold` over `inputCards` cards.
  public init(threshold: DuplicateThreshold, inputCards: Int) {
    self.threshold = threshold
    self.inputCards = inputCards
  }

  /// One line of counts.
  public var summary: String {
    let verb = merged.isEmpty ? "nothing merged" : "\(merged.count) cluster\(merged.count == 1 ? "" : "s") merged"
    let alone = "\(leftAlone.count) cluster\(leftAlone.count == 1 ? "" : "s") left alone"
    // Said only when there are any, so the line of most books stays as it was.
    let unclear = ambiguous.isEmpty ? "" : ", \(ambiguous.count) ambiguous (left alone)"
    return "dedupe (\(threshold.rawValue)): \(inputCards) cards in, \(outputCards) out; \(verb), \(alone)\(unclear)"
  }

  /// A readable report: the summary, then one block per cluster.
  public func text() -> String { TerminalText.escapingControls(reportText(), keepingLayout: true) }

  private func reportText() -> String {
    var lines = [summary]
    for m in merged {
      lines.append("merged (\(m.confidence)) into \(m.base):")
      for c in m.cards where c.index != m.base.index { lines.append("  \(c)") }
      lines.append("  evidence: " + m.evidence.map(Self.describe).joined(separator: ", "))
      lines.append("  values: \(m.addedValues) added, \(m.foldedValues) already there")
      for c in m.conflicts { lines.append("  " + Self.describe(c)) }
    }
    for u in leftAlone {
      lines.append("left alone (\(u.confidence)): " + u.cards.map(\.description).joined(separator: ", "))
      lines.append("  evidence: " + u.evidence.map(Self.describe).joined(separator: ", "))
      if !u.mergedParts.isEmpty {
        lines.append("  merged within it: " + u.mergedParts.map { "cards " + $0.map { String($0 + 1) }.joined(separator: "+") }.joined(separator: "; "))
      }
    }
    for a in ambiguous {
      lines.append("ambiguous \(a.cards.map(\.description).joined(separator: ", ")): \(a.candidates.count) cards of names that do not match; left alone")
      for c in a.candidates { lines.append("  \(c)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func describe(_ e: DuplicateEvidence) -> String {
    switch e.kind {
    case .sameUID: "same UID"
    case .samePhone: "same number \(e.value ?? "")"
    case .sameEmail: "same email \(e.value ?? "")"
    case .sameName: "same name"
    case .similarName: "similar names"
    case .partialName: "one name part of the other"
    case .nameMissing: "a card without name"
    case .differentNames: "different names"
    case .differentBirthdays: "different birthdays"
    }
  }

  /// One conflict in the text report. A single text (FN, UID, …) is shown as it reads
  /// (`Smith, John`, not the vCard text `Smith\, John`); N and ORG keep their `;` between parts.
  /// A BDAY or ANNIVERSARY, held in vCard 4.0's form (`--0412`, `19850412`), is shown in ISO
  /// 8601's extended form (`--04-12`, `1985-04-12`), which reads the same whatever version the
  /// book is written in, where 4.0's form would be none a 3.0 book holds.
  static func describe(_ c: MergeConflict) -> String {
    func shown(_ text: String) -> String {
      if c.property == .n || c.property == .org { return text }
      let value = TextEscaping.unescape(text)
      guard c.property.isDate else { return value }
      return PartialDate(parsing: value)?.iso8601ExtendedText ?? value
    }
    return "conflict \(c.property.rawValue): kept \"\(shown(c.kept))\", other \"\(shown(c.other))\" kept as \(c.property.propertyName)"
  }
}

/// A cluster merged into one card.
public struct MergedCluster: Sendable, Codable {
  /// The cards of the cluster, in book order.
  public var cards: [CardReference]
  /// The card the others were merged into.
  public var base: CardReference
  /// Index of the merged card in the output.
  public var output: Int
  /// How sure the finder is that the cluster is one person.
  public var confidence: DuplicateConfidence
  /// What linked the cards (shared UID, number, email; how the names relate).
  public var evidence: [DuplicateEvidence]
  /// Values the other cards added to the base, and values the base already had.
  public var addedValues = 0
  /// Values of the other cards the base already had (folded into its copy, not added again).
  public var foldedValues = 0
  /// Single values that disagreed (kept as `X-CARDKIT-MERGED-…`).
  public var conflicts: [MergeConflict] = []
}

/// A cluster below the threshold, left as it was.
public struct UnmergedCluster: Sendable, Codable {
  /// The cards of the cluster, in book order; each stays in the output as it was.
  public var cards: [CardReference]
  /// How sure the finder is; below the threshold, so nothing was merged.
  public var confidence: DuplicateConfidence
  /// What linked the cards.
  public var evidence: [DuplicateEvidence]
  /// Members (input indexes) of clusters inside it that met the threshold and were merged.
  public var mergedParts: [[Int]]
}

/// Cards without a name that match several people (a number shared with Alice, an email with
/// Bob) whose names do not match: which person they belong to is not known, so they are left
/// as they were, as `merge` leaves an ambiguous card out.
public struct AmbiguousMatch: Sendable, Codable {
  /// The nameless cards (several when they match each other too), in book order; each stays
  /// in the output as it was, unless they were merged with one another.
  public var cards: [CardReference]
  /// The cards with a name that they match, in book order.
  public var candidates: [CardReference]
}

/// How sure the duplicate finder is that cards are one person.
public enum DuplicateConfidence: Int, Comparable, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
  /// One weak sign: the same name and nothing against it (the cards do not both have numbers,
  /// or both emails, that all differ), or a shared number or email under different names (a
  /// family landline, a company switchboard).
  case possible = 1
  /// A shared number or email and names that agree without being equal (`Tom` / `Thomas
  /// Becker`, `Becker` / `Thomas Becker`), or one card without a name.
  case likely = 2
  /// The same UID, or the same name (ignoring case, accents and order) and a shared number
  /// or email.
  case strong = 3

  /// Orders from the weakest (``possible``) to the strongest (``strong``).
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `possible`, `likely` or `strong`, as printed and as encoded in JSON.
  public var description: String {
    switch self {
    case .possible: "possible"
    case .likely: "likely"
    case .strong: "strong"
    }
  }

  /// Decodes the printed form (`"likely"`); throws for any other text.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let value = Self.allCases.first(where: { $0.description == text }) else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown confidence \(text)"))
    }
    self = value
  }

  /// Encodes the printed form (`"likely"`), not the number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

/// The least confidence at which duplicates are acted on (`--threshold`).
public enum DuplicateThreshold: String, Hashable, Sendable, Codable, CaseIterable {
  /// Strong evidence only: the default of `cardkit dedupe` ("never merge two different people").
  case strict
  /// Strong and likely duplicates: what `cardkit stats` counts and lint warns about.
  case normal
  /// Every sign, however weak.
  case loose

  /// The confidence a cluster needs.
  public var minimumConfidence: DuplicateConfidence {
    switch self {
    case .strict: .strong
    case .normal: .likely
    case .loose: .possible
    }
  }
}

/// One reason to think two cards are one person, or one reason against.
public struct DuplicateEvidence: Hashable, Sendable, Codable {
  /// What the evidence is: shared identifiers, how the names relate, differing birthdays.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// Shared identifiers: the same UID, a shared phone number (the same number however it is
    /// spelled: `+49 30 12345678` and `030 12345678`), or a shared email address (normalized).
    case sameUID, samePhone, sameEmail
    /// How the names relate; see ``NameRelation`` (`differentNames` speaks against one person).
    case sameName, similarName, partialName, nameMissing, differentNames
    /// Both cards have a birthday and they differ: evidence against one person.
    case differentBirthdays
  }

  /// What was found.
  public var kind: Kind
  /// The shared number (as the first card writes it) or email address.
  public var value: String?

  /// Evidence of a kind, with the shared number or email when there is one.
  public init(_ kind: Kind, _ value: String? = nil) {
    self.kind = kind
    self.value = value
  }

  /// The evidence a name relation gives.
  init(_ names: NameRelation) {
    switch names {
    case .same: kind = .sameName
    case .similar: kind = .similarName
    case .partial: kind = .partialName
    case .missing: kind = .nameMissing
    case .different: kind = .differentNames
    }
  }
}

/// Two cards the finder compared, with what it found and how sure it is.
public struct DuplicateLink: Hashable, Sendable, Codable {
  /// Indexes of the cards in the list given to the finder, `first < second`.
  public var first: Int
  /// Index of the other card, greater than ``first``.
  public var second: Int
  /// How sure the finder is that the two cards are one person.
  public var confidence: DuplicateConfidence
  /// How the two cards' names relate.
  public var names: NameRelation
  /// Everything found for and against, name relation included.
  public var evidence: [DuplicateEvidence]
}

/// Cards that are probably one person, with the evidence linking them.
public struct DuplicateCluster: Hashable, Sendable, Codable {
  /// Indexes of the cards, ascending.
  public var members: [Int]
  /// The weakest link that holds the cluster together.
  public var confidence: DuplicateConfidence
  /// The links between members at or above the threshold the cluster was built with.
  public var links: [DuplicateLink]

  /// Each kind of evidence once, in the order of ``DuplicateEvidence/Kind``.
  public var evidenceKinds: [DuplicateEvidence.Kind] {
    let kinds = Set(links.flatMap { $0.evidence.map(\.kind) })
    let order: [DuplicateEvidence.Kind] = [
      .sameUID, .samePhone, .sameEmail, .sameName, .similarName, .partialName, .nameMissing, .differentNames,
      .differentBirthdays,
    ]
    return order.filter { kinds.contains($0) }
  }
}

/// A sectioned list of cards (A, B, C, …, #): what an app drives a sectioned table from and
/// what `cardkit index` prints. Only sections with members are listed; ``titles`` lists the
/// whole alphabet for an index bar, each title pointing at the section to scroll to.
///
/// Encodes to JSON as `{"locale", "sections": [{"title", "kind", "count", "members": [{"card",
/// "name"}]}], "titles": [{"title", "section"}]}`.
public struct NameIndex: Sendable, Hashable, Codable {
  /// What a section holds.
  public enum SectionKind: String, Sendable, Hashable, Codable {
    /// Names starting with the title's letter.
    case letter
    /// `#`: names starting with a digit or symbol, and cards without a name.
    case number
    /// Names in no letter section: before the first (`underflow`), between two scripts
    /// (`inflow`) or after the last (`overflow`); all titled `…`.
    case underflow, inflow, overflow
    /// Japanese `他` (others): kanji names without a reading.
    case other
  }

  /// One entry of a section.
  public struct Member: Sendable, Hashable, Codable {
    /// The card's position in the input list.
    public var card: Int
    /// Its display name.
    public var name: String

    /// A member: the card's input position and its display name.
    public init(card: Int, name: String) {
      self.card = card
      self.name = name
    }
  }

  /// A non-empty section, members in collation order.
  public struct Section: Sendable, Hashable, Codable {
    /// The section's title (`A`, `#`, `…`, `他`).
    public var title: String
    /// What the section holds.
    public var kind: SectionKind
    /// The cards of the section, in collation order.
    public var members: [Member]
    /// Number of members.
    public var count: Int { members.count }

    /// A section with its members.
    public init(title: String, kind: SectionKind, members: [Member]) {
      self.title = title
      self.kind = kind
      self.members = members
    }

    private enum CodingKeys: String, CodingKey { case title, kind, count, members }

    /// Decodes a section (its `count` is recomputed from the members).
    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      title = try c.decode(String.self, forKey: .title)
      kind = try c.decode(SectionKind.self, forKey: .kind)
      members = try c.decode([Member].self, forKey: .members)
    }

    /// Encodes title, kind, count and members.
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(title, forKey: .title)
      try c.encode(kind, forKey: .kind)
      try c.encode(count, forKey: .count)
      try c.encode(members, forKey: .members)
    }
  }

  /// An index-bar title and the section it scrolls to: its own when it has members, else the
  /// nearest earlier one with members (the first section for titles before it; nil only when
  /// the index is empty).
  public struct Title: Sendable, Hashable, Codable {
    /// The index-bar title.
    public var title: String
    /// Position in ``NameIndex/sections``.
    public var section: Int?

    /// A title and the section it scrolls to.
    public init(title: String, section: Int?) {
      self.title = title
      self.section = section
    }
  }

  /// The locale the index was built for.
  public var locale: String
  /// The sections that have members, in index order.
  public var sections: [Section]
  /// Every index-bar title in order, each with the section it scrolls to.
  public var titles: [Title]

  /// An index from its parts (``NameIndexer/index(_:where:)`` builds them).
  public init(locale: String, sections: [Section], titles: [Title]) {
    self.locale = locale
    self.sections = sections
    self.titles = titles
  }

  /// The section to show when `title` is tapped in the index bar.
  public func section(forTitle title: String) -> Int? {
    titles.first { $0.title == title }?.section
  }

  /// Card positions in display order: section by section.
  public var cardOrder: [Int] { sections.flatMap { $0.members.map(\.card) } }

  /// Number of cards listed.
  public var count: Int { sections.reduce(0) { $0 + $1.count } }

  /// A plain-text listing: each section with its count and members, then the title map.
  public func text() -> String { TerminalText.escapingControls(reportText(), keepingLayout: true) }

  private func reportText() -> String {
    var out = ""
    for section in sections {
      out += "\(section.title) (\(section.count))\n"
      for member in section.members { out += "  \(member.name)\n" }
    }
    out += "titles:"
    for title in titles {
      out += " \(title.title)→\(title.section.map { sections[$0].title } ?? "-")"
    }
    return out + "\n"
  }
}

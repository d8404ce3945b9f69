/// The structured name (`N`, RFC 6350 §6.2.2): each component may hold several values.
public struct StructuredName: Hashable, Sendable {
  public var family: [String]
  public var given: [String]
  public var additional: [String]
  public var prefixes: [String]
  public var suffixes: [String]
  /// Components after the fifth (RFC 9554 adds secondary family names and generation), kept as read.
  public var extra: [[String]]

  public init(
    family: [String] = [], given: [String] = [], additional: [String] = [],
    prefixes: [String] = [], suffixes: [String] = [], extra: [[String]] = []
  ) {
    self.family = family
    self.given = given
    self.additional = additional
    self.prefixes = prefixes
    self.suffixes = suffixes
    self.extra = extra
  }

  /// Builds a name from its components in `N` order (family, given, additional, prefixes, suffixes, …).
  public init(components: [[String]]) {
    func at(_ i: Int) -> [String] { i < components.count ? components[i].filter { !$0.isEmpty } : [] }
    self.init(
      family: at(0), given: at(1), additional: at(2), prefixes: at(3), suffixes: at(4),
      extra: components.count > 5 ? Array(components[5...]) : [])
  }

  /// The components in `N` order, always at least five.
  public var components: [[String]] { [family, given, additional, prefixes, suffixes] + extra }

  /// True when no component holds any text.
  public var isEmpty: Bool { components.allSatisfy { $0.allSatisfy { $0.isEmpty } } }

  /// Family names joined with spaces.
  public var familyName: String { family.joined(separator: " ") }
  /// Given names joined with spaces.
  public var givenName: String { given.joined(separator: " ") }
  /// Additional (middle) names joined with spaces.
  public var additionalName: String { additional.joined(separator: " ") }
}

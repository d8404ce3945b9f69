/// The structured name (`N`, RFC 6350 §6.2.2): each component may hold several values.
///
/// Stored as its components in `N` order (family, given, additional, prefixes, suffixes, then
/// any later components RFC 9554 adds), so reading and writing need no conversion; empty
/// values are never stored.
public struct StructuredName: Hashable, Sendable {
  /// The components in `N` order, always at least five.
  public private(set) var components: [[String]]

  /// A name from its named components; `extra` holds components after the fifth.
  public init(
    family: [String] = [], given: [String] = [], additional: [String] = [],
    prefixes: [String] = [], suffixes: [String] = [], extra: [[String]] = []
  ) {
    self.init(components: [family, given, additional, prefixes, suffixes] + extra)
  }

  /// Builds a name from its components in `N` order; empty values are dropped and missing
  /// components added.
  public init(components: [[String]]) {
    var c = components
    for i in c.indices where c[i].contains(where: \.isEmpty) { c[i] = c[i].filter { !$0.isEmpty } }
    while c.count < 5 { c.append([]) }
    self.components = c
  }

  private subscript(_ i: Int) -> [String] {
    get { components[i] }
    set { components[i] = newValue.filter { !$0.isEmpty } }
  }

  /// Family names (surnames), first component.
  public var family: [String] { get { self[0] } set { self[0] = newValue } }
  /// Given names, second component.
  public var given: [String] { get { self[1] } set { self[1] = newValue } }
  /// Additional (middle) names, third component.
  public var additional: [String] { get { self[2] } set { self[2] = newValue } }
  /// Honorific prefixes (`Dr.`), fourth component.
  public var prefixes: [String] { get { self[3] } set { self[3] = newValue } }
  /// Honorific suffixes (`Jr.`, `PhD`), fifth component.
  public var suffixes: [String] { get { self[4] } set { self[4] = newValue } }
  /// Components after the fifth (RFC 9554 secondary family names, generation), kept as read.
  public var extra: [[String]] {
    get { Array(components.dropFirst(5)) }
    set { components = Array(components.prefix(5)) + newValue }
  }

  /// True when no component holds any text.
  public var isEmpty: Bool { components.allSatisfy(\.isEmpty) }

  /// Family names joined with spaces.
  public var familyName: String { family.joined(separator: " ") }
  /// Given names joined with spaces.
  public var givenName: String { given.joined(separator: " ") }
  /// Additional (middle) names joined with spaces.
  public var additionalName: String { additional.joined(separator: " ") }
}

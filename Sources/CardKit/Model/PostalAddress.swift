/// A postal address (`ADR`, RFC 6350 §6.3.1). Each component may hold several values.
///
/// Stored as its components in `ADR` order (post office box, extended address, street,
/// locality, region, postal code, country, then any later components RFC 9554 adds); empty
/// values are never stored.
public struct PostalAddress: Hashable, Sendable {
  /// The components in `ADR` order, always at least seven.
  public private(set) var components: [[String]]
  /// The formatted delivery label (3.0 `LABEL` property, 4.0 `LABEL` parameter).
  public var formattedLabel: String?

  /// An address from its named components; `extra` holds components after the seventh.
  public init(
    poBox: [String] = [], extended: [String] = [], street: [String] = [], locality: [String] = [],
    region: [String] = [], postalCode: [String] = [], country: [String] = [], extra: [[String]] = [],
    formattedLabel: String? = nil
  ) {
    self.init(components: [poBox, extended, street, locality, region, postalCode, country] + extra, formattedLabel: formattedLabel)
  }

  /// Builds an address from its components in `ADR` order; empty values are dropped and
  /// missing components added.
  public init(components: [[String]], formattedLabel: String? = nil) {
    var c = components
    for i in c.indices where c[i].contains(where: \.isEmpty) { c[i] = c[i].filter { !$0.isEmpty } }
    while c.count < 7 { c.append([]) }
    self.components = c
    self.formattedLabel = formattedLabel
  }

  private subscript(_ i: Int) -> [String] {
    get { components[i] }
    set { components[i] = newValue.filter { !$0.isEmpty } }
  }

  /// Post office box (first component; deprecated by RFC 6350 but still written by some).
  public var poBox: [String] { get { self[0] } set { self[0] = newValue } }
  /// Extended address: apartment or suite (second component; deprecated by RFC 6350).
  public var extended: [String] { get { self[1] } set { self[1] = newValue } }
  /// Street address lines (third component).
  public var street: [String] { get { self[2] } set { self[2] = newValue } }
  /// City or locality.
  public var locality: [String] { get { self[3] } set { self[3] = newValue } }
  /// Region, state or province.
  public var region: [String] { get { self[4] } set { self[4] = newValue } }
  /// Postal code or ZIP.
  public var postalCode: [String] { get { self[5] } set { self[5] = newValue } }
  /// Country name as written (seventh component); not normalised to a code.
  public var country: [String] { get { self[6] } set { self[6] = newValue } }
  /// Components after the seventh (RFC 9554), kept as read.
  public var extra: [[String]] {
    get { Array(components.dropFirst(7)) }
    set { components = Array(components.prefix(7)) + newValue }
  }

  /// True when no component holds any text (a label alone may still be present).
  public var hasNoComponents: Bool { components.allSatisfy(\.isEmpty) }

  /// The street values joined with `, `; empty when there is none.
  public var streetText: String { street.joined(separator: ", ") }
  /// The locality values joined with `, `.
  public var city: String { locality.joined(separator: ", ") }
  /// The region values joined with `, `.
  public var regionText: String { region.joined(separator: ", ") }
  /// The postal code values joined with `, `.
  public var postalCodeText: String { postalCode.joined(separator: ", ") }
  /// The country values joined with `, `.
  public var countryText: String { country.joined(separator: ", ") }
}

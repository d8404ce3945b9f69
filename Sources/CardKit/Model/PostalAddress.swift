/// A postal address (`ADR`, RFC 6350 §6.3.1). Each component may hold several values.
public struct PostalAddress: Hashable, Sendable {
  public var poBox: [String]
  public var extended: [String]
  public var street: [String]
  /// City or locality.
  public var locality: [String]
  /// Region, state or province.
  public var region: [String]
  /// Postal code or ZIP.
  public var postalCode: [String]
  public var country: [String]
  /// Components after the seventh (RFC 9554), kept as read.
  public var extra: [[String]]
  /// The formatted delivery label (3.0 `LABEL` property, 4.0 `LABEL` parameter).
  public var formattedLabel: String?

  public init(
    poBox: [String] = [], extended: [String] = [], street: [String] = [], locality: [String] = [],
    region: [String] = [], postalCode: [String] = [], country: [String] = [], extra: [[String]] = [],
    formattedLabel: String? = nil
  ) {
    self.poBox = poBox
    self.extended = extended
    self.street = street
    self.locality = locality
    self.region = region
    self.postalCode = postalCode
    self.country = country
    self.extra = extra
    self.formattedLabel = formattedLabel
  }

  /// Builds an address from its components in `ADR` order.
  public init(components: [[String]], formattedLabel: String? = nil) {
    func at(_ i: Int) -> [String] { i < components.count ? components[i].filter { !$0.isEmpty } : [] }
    self.init(
      poBox: at(0), extended: at(1), street: at(2), locality: at(3), region: at(4),
      postalCode: at(5), country: at(6), extra: components.count > 7 ? Array(components[7...]) : [],
      formattedLabel: formattedLabel)
  }

  /// The components in `ADR` order, always at least seven.
  public var components: [[String]] {
    [poBox, extended, street, locality, region, postalCode, country] + extra
  }

  /// True when no component holds any text (a label alone may still be present).
  public var hasNoComponents: Bool { components.allSatisfy { $0.allSatisfy { $0.isEmpty } } }

  public var streetText: String { street.joined(separator: ", ") }
  public var city: String { locality.joined(separator: ", ") }
  public var regionText: String { region.joined(separator: ", ") }
  public var postalCodeText: String { postalCode.joined(separator: ", ") }
  public var countryText: String { country.joined(separator: ", ") }
}

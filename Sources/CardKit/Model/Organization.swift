/// An organization (`ORG`, RFC 6350 §6.6.4): its name and organizational units.
public struct Organization: Hashable, Sendable {
  /// The organization's name (first `ORG` component); may be empty when only units are given.
  public var name: String
  /// Organizational units, from the largest to the smallest (`Sales`, `EMEA`).
  public var units: [String]

  /// An organization with its units.
  public init(name: String, units: [String] = []) {
    self.name = name
    self.units = units
  }

  /// The components as written in `ORG`.
  public var components: [String] { [name] + units }

  /// True when neither the name nor any unit holds text.
  public var isEmpty: Bool { name.isEmpty && units.allSatisfy(\.isEmpty) }
}

/// An organization (`ORG`, RFC 6350 §6.6.4): its name and organizational units.
public struct Organization: Hashable, Sendable {
  public var name: String
  public var units: [String]

  public init(name: String, units: [String] = []) {
    self.name = name
    self.units = units
  }

  /// The components as written in `ORG`.
  public var components: [String] { [name] + units }

  public var isEmpty: Bool { name.isEmpty && units.allSatisfy(\.isEmpty) }
}

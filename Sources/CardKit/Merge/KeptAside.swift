/// Single-valued properties whose incoming value lost to a different base value in a merge.
///
/// The base value stays; the other is kept on the merged card as `X-CARDKIT-MERGED-<NAME>`
/// (`X-CARDKIT-MERGED-FN:Tom Becker`, `X-CARDKIT-MERGED-N:Becker;Tom;;;`) with its parameters,
/// so no value the user gave is lost, and the merge report lists it as a conflict.
public enum KeptAside: String, CaseIterable, Sendable, Codable {
  /// The formatted name.
  case fn = "FN"
  /// The structured name.
  case n = "N"
  /// The organization.
  case org = "ORG"
  /// The birthday.
  case bday = "BDAY"
  /// The anniversary.
  case anniversary = "ANNIVERSARY"
  /// The UID; a later merge also matches cards by a UID kept aside.
  case uid = "UID"
  /// The revision timestamp.
  case rev = "REV"
  /// The card kind.
  case kind = "KIND"

  /// The property that holds a kept-aside value (`X-CARDKIT-MERGED-FN`).
  public var propertyName: String { "X-CARDKIT-MERGED-" + rawValue }

  /// The property a raw property name stands for, when it is one of ours.
  init?(propertyName name: PropertyName) {
    let upper = name.upperText
    guard upper.hasPrefix("X-CARDKIT-MERGED-") else { return nil }
    self.init(rawValue: String(upper.dropFirst(17)))
  }

  /// The value as vCard text (escaped like the property it came from).
  static func text(_ name: StructuredName) -> String {
    String(decoding: PropertyText(components: name.components).bytes, as: UTF8.self)
  }

  static func text(_ org: Organization) -> String {
    String(decoding: PropertyText(components: org.components.map { [$0] }).bytes, as: UTF8.self)
  }

  /// The ``Card/valueInventory`` entries the kept-aside value stands for, so checking that a
  /// merge lost nothing finds `FN:Tom Becker` in `X-CARDKIT-MERGED-FN:Tom Becker`.
  func inventory(ofValue value: String) -> [String] {
    var out: [String] = []
    func add(_ kind: String, _ text: String) {
      let v = text.trimmingSpaces
      if !v.isEmpty { out.append(kind + ":" + v) }
    }
    switch self {
    case .n:
      for (i, component) in PropertyText(bytes: Array(value.utf8)).components().enumerated() {
        for item in component { add("N\(i)", item) }
      }
    case .org:
      for component in PropertyText(bytes: Array(value.utf8)).components(lists: false) { component.forEach { add("ORG", $0) } }
    default:
      add(rawValue, TextEscaping.unescape(value))
    }
    return out
  }
}

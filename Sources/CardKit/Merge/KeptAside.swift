/// Single-valued properties whose incoming value lost to a different base value in a merge.
///
/// The base value stays; the other is kept on the merged card as `X-CARDKIT-MERGED-<NAME>`
/// (`X-CARDKIT-MERGED-FN:Tom Becker`, `X-CARDKIT-MERGED-N:Becker;Tom;;;`) with its parameters,
/// so no value the user gave is lost, and the merge report lists it as a conflict.
public enum KeptAside: String, CaseIterable, Sendable, Codable {
  case fn = "FN"
  case n = "N"
  case org = "ORG"
  case bday = "BDAY"
  case anniversary = "ANNIVERSARY"
  case uid = "UID"
  case rev = "REV"
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
    name.components.map { $0.map { TextEscaping.escape($0) }.joined(separator: ",") }.joined(separator: ";")
  }

  static func text(_ org: Organization) -> String {
    org.components.map { TextEscaping.escape($0) }.joined(separator: ";")
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
      for (i, component) in Self.split(value, on: 0x3B).enumerated() {
        for item in Self.split(component, on: 0x2C) { add("N\(i)", TextEscaping.unescape(item)) }
      }
    case .org:
      for component in Self.split(value, on: 0x3B) { add("ORG", TextEscaping.unescape(component)) }
    default:
      add(rawValue, TextEscaping.unescape(value))
    }
    return out
  }

  /// Splits escaped text at separators not preceded by a backslash (escapes are kept).
  static func split(_ text: String, on separator: UInt8) -> [String] {
    var parts: [String] = []
    var current: [UInt8] = []
    var escaped = false
    for b in text.utf8 {
      if escaped {
        current.append(b)
        escaped = false
      } else if b == 0x5C {
        current.append(b)
        escaped = true
      } else if b == separator {
        parts.append(String(decoding: current, as: UTF8.self))
        current.removeAll(keepingCapacity: true)
      } else {
        current.append(b)
      }
    }
    parts.append(String(decoding: current, as: UTF8.self))
    return parts
  }
}

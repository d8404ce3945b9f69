/// Identifies one value of a multi-valued property within its card, like the Address Book's
/// multivalue identifiers: it is assigned when the value is added and stays the same while other
/// values are added, removed or reordered.
public struct ValueID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The number, unique within one card; 0 for a value not yet added to a card.
  public let rawValue: UInt32
  /// An identifier with this number.
  public init(_ rawValue: UInt32) { self.rawValue = rawValue }
  /// Orders by number: later-added values have larger identifiers.
  public static func < (lhs: ValueID, rhs: ValueID) -> Bool { lhs.rawValue < rhs.rawValue }
  /// `#` followed by the number (`#3`).
  public var description: String { "#\(rawValue)" }
}

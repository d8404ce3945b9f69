/// Identifies one value of a multi-valued property within its card, like the Address Book's
/// multivalue identifiers: it is assigned when the value is added and stays the same while other
/// values are added, removed or reordered.
public struct ValueID: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let rawValue: UInt32
  public init(_ rawValue: UInt32) { self.rawValue = rawValue }
  public static func < (lhs: ValueID, rhs: ValueID) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "#\(rawValue)" }
}

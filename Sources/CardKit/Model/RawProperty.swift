/// A property CardKit does not interpret, kept so that it is written back unchanged.
///
/// `value` is the property value as text in vCard 3.0/4.0 escaping (`\n`, `\,`, `\;`, `\\`),
/// after unfolding and after any quoted-printable or CHARSET decoding: converting between
/// versions only changes how it is encoded, never what it says.
public struct RawProperty: Hashable, Sendable {
  /// Property group (`item1`), without the dot; nil when ungrouped.
  public var group: String?
  /// The property name; unknown names are ``PropertyName/extended(_:)`` with their spelling.
  public var name: PropertyName
  /// Every parameter as read, in input order.
  public var parameters: [Parameter]
  /// The value in vCard 3.0/4.0 escaping (see the type's discussion).
  public var value: String
  /// Where the property was read; not part of equality.
  public var position: SourcePosition

  /// A raw property; `value` must already be escaped.
  public init(group: String? = nil, name: PropertyName, parameters: [Parameter] = [], value: String, position: SourcePosition = .unknown) {
    self.group = group
    self.name = name
    self.parameters = parameters
    self.value = value
    self.position = position
  }
}

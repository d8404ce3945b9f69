/// A property CardKit does not interpret, kept so that it is written back unchanged.
///
/// `value` is the property value as text in vCard 3.0/4.0 escaping (`\n`, `\,`, `\;`, `\\`),
/// after unfolding and after any quoted-printable or CHARSET decoding: converting between
/// versions only changes how it is encoded, never what it says.
public struct RawProperty: Hashable, Sendable {
  // The name is declared first so that the memberwise initializer (`name:group:…`) differs
  // from the public one, which calls it from an extension: an initializer in the type's body
  // that assigns each property leaves the optimizer a copy and a release of the whole value
  // (see ``ParsedCard``).

  /// The property name; unknown names are ``PropertyName/extended(_:)`` with their spelling.
  public var name: PropertyName
  /// Property group (`item1`), without the dot; nil when ungrouped.
  public var group: String?
  /// Every parameter as read, in input order.
  public var parameters: [Parameter]
  /// The value in vCard 3.0/4.0 escaping (see the type's discussion).
  public var value: String
  /// Where the property was read; not part of equality.
  public var position: SourcePosition
}

extension RawProperty {
  /// A raw property; `value` must already be escaped.
  public init(group: String? = nil, name: PropertyName, parameters: [Parameter] = [], value: String, position: SourcePosition = .unknown) {
    self.init(name: name, group: group, parameters: parameters, value: value, position: position)
  }
}

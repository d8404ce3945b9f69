/// A property CardKit does not interpret, kept so that it is written back unchanged.
///
/// `value` is the property value as text in vCard 3.0/4.0 escaping (`\n`, `\,`, `\;`, `\\`),
/// after unfolding and after any quoted-printable or CHARSET decoding: converting between
/// versions only changes how it is encoded, never what it says.
public struct RawProperty: Hashable, Sendable {
  public var group: String?
  public var name: PropertyName
  public var parameters: [Parameter]
  public var value: String
  public var position: SourcePosition

  public init(group: String? = nil, name: PropertyName, parameters: [Parameter] = [], value: String, position: SourcePosition = .unknown) {
    self.group = group
    self.name = name
    self.parameters = parameters
    self.value = value
    self.position = position
  }
}

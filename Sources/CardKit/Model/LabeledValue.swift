/// One value of a multi-valued property (a phone, an email, an address, …) with its labels.
///
/// Labels are the `TYPE` tokens of the property plus an optional free-text label (Apple
/// `X-ABLabel`, a CSV column's label). `preference` is 1 (most preferred) to 100; `TYPE=pref`
/// reads as 1. Parameters CardKit does not interpret, and the property group, are kept so that
/// writing the same version loses nothing.
public struct LabeledValue<Value: Hashable & Sendable>: Hashable, Sendable {
  public var value: Value
  public var types: [TypeToken]
  /// Free-text label, as read (Apple tokens such as `_$!<Mobile>!$_` are kept as written).
  public var label: String?
  public var preference: Int?
  public var id: ValueID
  /// Property group (`item1` in `item1.TEL`), without the dot.
  public var group: String?
  /// Parameters not represented by the fields above, in input order.
  public var parameters: [Parameter]
  /// Where the value was read; not part of equality.
  public var position: SourcePosition

  public init(
    _ value: Value, types: [TypeToken] = [], label: String? = nil, preference: Int? = nil,
    id: ValueID = ValueID(0), group: String? = nil, parameters: [Parameter] = [],
    position: SourcePosition = .unknown
  ) {
    self.value = value
    self.types = types
    self.label = label
    self.preference = preference
    self.id = id
    self.group = group
    self.parameters = parameters
    self.position = position
  }

  /// True when `types` holds this token.
  public func has(_ token: TypeToken) -> Bool { types.contains(token) }

  /// Equality of content: the identifier and the source position are not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.value == rhs.value && lhs.types == rhs.types && lhs.label == rhs.label
      && lhs.preference == rhs.preference && lhs.group == rhs.group && lhs.parameters == rhs.parameters
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
    hasher.combine(types)
    hasher.combine(label)
    hasher.combine(preference)
  }
}

/// A single-valued property (FN, N, BDAY, …) with its group and uninterpreted parameters.
public struct Attributed<Value: Hashable & Sendable>: Hashable, Sendable {
  public var value: Value
  public var group: String?
  public var parameters: [Parameter]
  public var position: SourcePosition

  public init(_ value: Value, group: String? = nil, parameters: [Parameter] = [], position: SourcePosition = .unknown) {
    self.value = value
    self.group = group
    self.parameters = parameters
    self.position = position
  }
}

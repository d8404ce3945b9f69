/// One value of a multi-valued property (a phone, an email, an address, …) with its labels.
///
/// Labels are the `TYPE` tokens of the property plus an optional free-text label (Apple
/// `X-ABLabel`, a CSV column's label). `preference` is 1 (most preferred) to 100; `TYPE=pref`
/// reads as 1. Parameters CardKit does not interpret, and the property group, are kept so that
/// writing the same version loses nothing.
public struct LabeledValue<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value itself (a phone number as written, an address, a media reference, …).
  public var value: Value
  /// The `TYPE` tokens in input order, each once (`cell`, `home`, …); `TYPE=pref` is read into
  /// ``preference`` instead.
  public var types: [TypeToken]
  /// Free-text label, as read (Apple tokens such as `_$!<Mobile>!$_` are kept as written).
  public var label: String?
  /// 1 (most preferred) to 100; nil when the value carries no preference.
  public var preference: Int?
  /// The value's identifier within its card; 0 until the value is added with ``Card/append(_:to:)``.
  public var id: ValueID
  /// Property group (`item1` in `item1.TEL`), without the dot.
  public var group: String?
  /// Parameters not represented by the fields above, in input order.
  public var parameters: [Parameter]
  /// Where the value was read; not part of equality.
  public var position: SourcePosition

  /// A value with its labels; `id` is normally assigned by ``Card/append(_:to:)``.
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
    lhs.group == rhs.group && lhs.hasSameContent(as: rhs)
  }

  /// Equality of content but for the group (two lines that say the same thing).
  func hasSameContent(as other: Self) -> Bool {
    value == other.value && types == other.types && label == other.label && preference == other.preference
      && parameters == other.parameters
  }

  /// Hashes value, types, label and preference (a subset of what `==` compares).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
    hasher.combine(types)
    hasher.combine(label)
    hasher.combine(preference)
  }
}

/// A single-valued property (FN, N, BDAY, …) with its group and uninterpreted parameters.
public struct Attributed<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The property's value.
  public var value: Value
  /// Property group (`item1` in `item1.FN`), without the dot; nil when ungrouped.
  public var group: String?
  /// Parameters CardKit does not interpret, in input order, written back as read.
  public var parameters: [Parameter]
  /// Where the property was read; not part of equality.
  public var position: SourcePosition

  /// A single-valued property; the defaults suit values built in code.
  public init(_ value: Value, group: String? = nil, parameters: [Parameter] = [], position: SourcePosition = .unknown) {
    self.value = value
    self.group = group
    self.parameters = parameters
    self.position = position
  }
}

/// The jCard value type of a property (RFC 7095 §3.5), also used to pick `VALUE=` in vCard.
enum ValueType: String, Sendable {
  case text, uri, date, time, dateTime = "date-time", dateAndOrTime = "date-and-or-time"
  case timestamp, boolean, integer, float, utcOffset = "utc-offset", languageTag = "language-tag"
  case unknown
}

/// A property value as a writer produces it, before escaping for the target syntax.
enum OutValue: Sendable {
  /// One text value; one of URI type (``OutProperty/type``) is written as it is, since URI
  /// values take no text escaping.
  case text(String)
  /// A comma-separated list (NICKNAME, CATEGORIES).
  case list([String])
  /// `;`-separated components, each a comma list (N, ADR, ORG).
  case structured([[String]])
  /// Text already in vCard 3.0/4.0 escaping (raw properties).
  case raw(String)
  /// Binary data, written base64 with the version's ENCODING parameter (2.1, 3.0).
  case binary([UInt8])
}

/// One property ready to be serialized as vCard text or jCard. Types and preference are kept
/// as the model has them; each serializer spells them for its target.
struct OutProperty: Sendable {
  var group: String?
  var name: String
  var types: [TypeToken] = []
  /// 4.0 `PREF`.
  var preference: Int? = nil
  /// 2.1/3.0 `TYPE=pref`: the most preferred value of its property.
  var preferred = false
  /// Parameters the codec adds (ENCODING, VALUE, LABEL, …), written first.
  var leading: [Parameter] = []
  /// The value's own parameters, kept as read.
  var parameters: [Parameter] = []
  var value: OutValue
  var type: ValueType
  /// Where the property was read, for the writer's findings about it (unknown: the card's).
  var position: SourcePosition = .unknown
}

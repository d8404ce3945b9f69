/// What a card describes (vCard 4.0 `KIND`, RFC 6350 §6.1.4).
public enum CardKind: Hashable, Sendable {
  /// A person (the default when a card has no `KIND`).
  case individual
  /// An organization (`KIND:org`).
  case organization
  /// A group of other cards, listed in ``Card/members``.
  case group
  /// A named place (`KIND:location`).
  case location
  /// An `x-name` or `iana-token` kind, spelled as read.
  case extended(String)

  /// Parses a KIND value case-insensitively.
  public init(_ text: String) {
    switch text.lowercased() {
    case "individual": self = .individual
    case "org": self = .organization
    case "group": self = .group
    case "location": self = .location
    default: self = .extended(text)
    }
  }

  /// The value as written in `KIND`.
  public var text: String {
    switch self {
    case .individual: "individual"
    case .organization: "org"
    case .group: "group"
    case .location: "location"
    case .extended(let s): s
    }
  }
}

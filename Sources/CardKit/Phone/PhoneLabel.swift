/// The canonical label of a phone number, whatever spelling the source used.
///
/// `TEL;TYPE=CELL`, `TEL;TYPE=mobile`, Apple's `_$!<Mobile>!$_`, Google's `Mobile`, Outlook's
/// "Mobile Phone" column, Android's `携帯` and German `Handy` are all ``mobile``. Free text
/// with no standard meaning (`Emergency`) stays a ``custom(_:)`` label.
public enum PhoneLabel: Hashable, Sendable, CustomStringConvertible {
  /// A mobile phone (`TYPE=cell`).
  case mobile
  /// Apple's iPhone label (`TYPE=IPHONE`), a mobile the Address Book shows apart.
  case iPhone
  /// A home phone.
  case home
  /// A work phone.
  case work
  /// The main number of a business (`TYPE=main`).
  case main
  /// A fax at home (`TYPE=home,fax`).
  case homeFax
  /// A fax at work (`TYPE=work,fax`).
  case workFax
  /// A fax without home or work (`TYPE=fax`).
  case otherFax
  /// A pager.
  case pager
  /// Any other number (`TYPE=other`), also what a garbage label reads as.
  case other
  /// A label written as free text, kept as the user wrote it.
  case custom(String)

  /// The standard labels, in the order address books list them.
  public static let standard: [PhoneLabel] = [
    .mobile, .iPhone, .home, .work, .main, .homeFax, .workFax, .otherFax, .pager, .other,
  ]

  /// A short English name (`mobile`, `home fax`), or the custom text.
  public var name: String {
    switch self {
    case .mobile: "mobile"
    case .iPhone: "iPhone"
    case .home: "home"
    case .work: "work"
    case .main: "main"
    case .homeFax: "home fax"
    case .workFax: "work fax"
    case .otherFax: "other fax"
    case .pager: "pager"
    case .other: "other"
    case .custom(let text): text
    }
  }

  /// The name, or `custom "text"` for a custom label.
  public var description: String {
    if case .custom(let text) = self { return "custom \"\(text)\"" }
    return name
  }

  /// The `TYPE` tokens that say this label in the model (version-neutral; writers respell them
  /// per target with ``spelling(for:capabilities:)``). Custom labels have none: their text is
  /// the label.
  public var modelTokens: [TypeToken] {
    switch self {
    case .mobile: [.cell]
    case .iPhone: [.iPhone]
    case .home: [.home]
    case .work: [.work]
    case .main: [.main]
    case .homeFax: [.home, .fax]
    case .workFax: [.work, .fax]
    case .otherFax: [.fax]
    case .pager: [.pager]
    case .other: [.other]
    case .custom: []
    }
  }
}

/// What a number can do besides voice calls, as vCard 4.0 `TYPE` says it (RFC 6350 §6.4.1).
public struct PhoneCapabilities: OptionSet, Hashable, Sendable {
  /// The capabilities as bits.
  public let rawValue: UInt8
  /// Capabilities from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Receives text messages (`TYPE=text`).
  public static let text = PhoneCapabilities(rawValue: 1 << 0)
  /// Voice calls (`TYPE=voice`, the default).
  public static let voice = PhoneCapabilities(rawValue: 1 << 1)
  /// Video calls (`TYPE=video`).
  public static let video = PhoneCapabilities(rawValue: 1 << 2)
  /// A telecommunication device for people with hearing or speech difficulties (`TYPE=textphone`).
  public static let textphone = PhoneCapabilities(rawValue: 1 << 3)

  /// The tokens, in RFC 6350 order.
  public var tokens: [TypeToken] {
    var tokens: [TypeToken] = []
    if contains(.text) { tokens.append(.text) }
    if contains(.voice) { tokens.append(.voice) }
    if contains(.video) { tokens.append(.video) }
    if contains(.textphone) { tokens.append(.textphone) }
    return tokens
  }
}

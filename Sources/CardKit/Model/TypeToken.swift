/// One value of a `TYPE` parameter (or a 2.1 bare parameter), such as `cell` or `home`.
///
/// Known tokens are cases; anything else keeps its spelling in `.extended` and round-trips.
public enum TypeToken: Hashable, Sendable {
  // Shared by several properties.
  /// `HOME`, `WORK`, `OTHER` and `PREF`: valid on most properties.
  case home, work, other, pref
  // TEL (RFC 2426 §3.3.1, RFC 6350 §6.4.1) and Apple additions.
  /// Telephone kinds (`CELL` is `cell`, `IPHONE` is `iPhone`).
  case voice, cell, fax, pager, text, video, textphone, msg, bbs, modem, car, isdn, pcs, main, iPhone
  // EMAIL (RFC 2426 §3.3.2).
  /// Email kinds of vCard 2.1 and 3.0.
  case internet, x400
  // ADR (RFC 2426 §3.2.1).
  /// Address kinds of vCard 2.1 and 3.0 (`DOM` is `domestic`, `INTL` is `international`).
  case domestic, international, postal, parcel
  // Apple and Google.
  /// Vendor tokens: `SCHOOL` (a school address or phone) and `HOMEPAGE` (a URL).
  case school, homepage
  /// Any other token, as spelled in the input.
  case extended(String)

  private static let known: [String: TypeToken] = [
    "HOME": .home, "WORK": .work, "OTHER": .other, "PREF": .pref, "VOICE": .voice, "CELL": .cell,
    "FAX": .fax, "PAGER": .pager, "TEXT": .text, "VIDEO": .video, "TEXTPHONE": .textphone,
    "MSG": .msg, "BBS": .bbs, "MODEM": .modem, "CAR": .car, "ISDN": .isdn, "PCS": .pcs,
    "MAIN": .main, "IPHONE": .iPhone, "INTERNET": .internet, "X400": .x400, "DOM": .domestic,
    "INTL": .international, "POSTAL": .postal, "PARCEL": .parcel, "SCHOOL": .school,
    "HOMEPAGE": .homepage,
  ]

  private static let fast = NameTable(known.map { ($0.key, $0.value) })

  /// Parses a token case-insensitively; unknown tokens keep their spelling.
  public init(_ text: String) {
    self = Self.fast.lookup(text) ?? .extended(text)
  }

  /// The vCard 4.0 spelling (lower case); unknown tokens as read.
  public var text: String {
    switch self {
    case .home: "home"
    case .work: "work"
    case .other: "other"
    case .pref: "pref"
    case .voice: "voice"
    case .cell: "cell"
    case .fax: "fax"
    case .pager: "pager"
    case .text: "text"
    case .video: "video"
    case .textphone: "textphone"
    case .msg: "msg"
    case .bbs: "bbs"
    case .modem: "modem"
    case .car: "car"
    case .isdn: "isdn"
    case .pcs: "pcs"
    case .main: "main"
    case .iPhone: "iphone"
    case .internet: "internet"
    case .x400: "x400"
    case .domestic: "dom"
    case .international: "intl"
    case .postal: "postal"
    case .parcel: "parcel"
    case .school: "school"
    case .homepage: "homepage"
    case .extended(let s): s
    }
  }

  /// The vCard 2.1/3.0 spelling (upper case); unknown tokens as read.
public var upperText: String {
    switch self {
    case .home: "HOME"
    case .work: "WORK"
    case .other: "OTHER"
    case .pref: "PREF"
    case .voice: "VOICE"
    case .cell: "CELL"
    case .fax: "FAX"
    case .pager: "PAGER"
    case .text: "TEXT"
    case .video: "VIDEO"
    case .textphone: "TEXTPHONE"
    case .msg: "MSG"
    case .bbs: "BBS"
    case .modem: "MODEM"
    case .car: "CAR"
    case .isdn: "ISDN"
    case .pcs: "PCS"
    case .main: "MAIN"
    case .iPhone: "IPHONE"
    case .internet: "INTERNET"
    case .x400: "X400"
    case .domestic: "DOM"
    case .international: "INTL"
    case .postal: "POSTAL"
    case .parcel: "PARCEL"
    case .school: "SCHOOL"
    case .homepage: "HOMEPAGE"
    case .extended(let s): s
    }
  }

  /// True when the token is not one of the known cases.
  public var isUnknown: Bool {
    if case .extended = self { return true }
    return false
  }
}

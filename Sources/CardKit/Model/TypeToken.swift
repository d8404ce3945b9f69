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
  // EMAIL (RFC 2426 §3.3.2 and the vCard 2.1 specification).
  /// Email kinds of vCard 2.1 and 3.0.
  case internet, x400
  /// The mail services vCard 2.1 lists beside `INTERNET` and `X400`: America Online, AppleLink,
  /// AT&T Mail, CompuServe, eWorld, IBM Mail, MCI Mail, PowerShare, Prodigy and telex.
  case aol, appleLink, attMail, cis, eWorld, ibmMail, mciMail, powerShare, prodigy, tlx
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
    "MAIN": .main, "IPHONE": .iPhone, "INTERNET": .internet, "X400": .x400, "AOL": .aol,
    "APPLELINK": .appleLink, "ATTMAIL": .attMail, "CIS": .cis, "EWORLD": .eWorld, "IBMMAIL": .ibmMail,
    "MCIMAIL": .mciMail, "POWERSHARE": .powerShare, "PRODIGY": .prodigy, "TLX": .tlx, "DOM": .domestic,
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
    case .aol: "aol"
    case .appleLink: "applelink"
    case .attMail: "attmail"
    case .cis: "cis"
    case .eWorld: "eworld"
    case .ibmMail: "ibmmail"
    case .mciMail: "mcimail"
    case .powerShare: "powershare"
    case .prodigy: "prodigy"
    case .tlx: "tlx"
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
    case .aol: "AOL"
    case .appleLink: "APPLELINK"
    case .attMail: "ATTMAIL"
    case .cis: "CIS"
    case .eWorld: "EWORLD"
    case .ibmMail: "IBMMAIL"
    case .mciMail: "MCIMAIL"
    case .powerShare: "POWERSHARE"
    case .prodigy: "PRODIGY"
    case .tlx: "TLX"
    case .domestic: "DOM"
    case .international: "INTL"
    case .postal: "POSTAL"
    case .parcel: "PARCEL"
    case .school: "SCHOOL"
    case .homepage: "HOMEPAGE"
    case .extended(let s): s
    }
  }

  /// True for an email kind other than Internet mail: `x400` and vCard 2.1's mail services.
  /// An address of such a kind is not written `local@domain`.
  public var isOtherMailSystem: Bool {
    switch self {
    case .x400, .aol, .appleLink, .attMail, .cis, .eWorld, .ibmMail, .mciMail, .powerShare, .prodigy, .tlx: true
    default: false
    }
  }

  /// True when the token is not one of the known cases.
  public var isUnknown: Bool {
    if case .extended = self { return true }
    return false
  }
}

/// The `TYPE` values each property may carry in each vCard version.
///
/// vCard 2.1 §2 lists them per property; RFC 2426 §3 for 3.0 (media types of PHOTO, LOGO,
/// SOUND and KEY are IANA registrations, so any media subtype is accepted there); RFC 4770
/// for IMPP; RFC 6350 §5.6 and §6 for 4.0, where `work` and `home` go on most properties,
/// TEL adds its own and RELATED has a list of relations.
enum TypeValueTable {
  /// What a TYPE value is for a property in a version.
  enum Verdict: Equatable {
    /// Defined for the property in this version (or an `X-` name, always allowed).
    case defined
    /// Not defined here, but defined for the property in another version, or a well-known
    /// vendor value (Apple's `iPhone`, `main`, `other`); `note` says which.
    case elsewhere(note: String)
    /// Defined nowhere for this property.
    case undefined
  }

  static func verdict(_ token: String, property: PropertyName, version: VCardVersion) -> Verdict {
    let upper = token.uppercased()
    if upper.hasPrefix("X-") { return .defined }
    if accepts(upper, property: property, version: version) { return .defined }
    let others = VCardVersion.allCases.filter { $0 != version && accepts(upper, property: property, version: $0) }
    if !others.isEmpty {
      return .elsewhere(note: "defined in vCard " + others.map(\.rawValue).joined(separator: " and "))
    }
    if vendor.contains(upper), [.tel, .email, .adr, .url, .label, .impp].contains(property) {
      return .elsewhere(note: "an Apple and Google extension")
    }
    return .undefined
  }

  /// Whether the property has any TYPE values in this version.
  static func hasTypes(_ property: PropertyName, version: VCardVersion) -> Bool {
    switch version {
    case .v2_1: return v21[property] != nil
    case .v3_0: return v30[property] != nil || v30Media.contains(property)
    case .v4_0: return v40Properties.contains(property)
    }
  }

  private static func accepts(_ upper: String, property: PropertyName, version: VCardVersion) -> Bool {
    switch version {
    case .v2_1:
      return v21[property]?.contains(upper) ?? false
    case .v3_0:
      if v30Media.contains(property) { return isMediaSubtype(upper) }
      return v30[property]?.contains(upper) ?? false
    case .v4_0:
      guard v40Properties.contains(property) else { return false }
      if upper == "WORK" || upper == "HOME" { return true }
      if property == .tel { return v40Tel.contains(upper) }
      if property == .related { return v40Related.contains(upper) }
      return false
    }
  }

  /// An IANA media subtype name as 3.0 writes it (`JPEG`, `PNG`, `X509`, `svg+xml`).
  private static func isMediaSubtype(_ upper: String) -> Bool {
    !upper.isEmpty && upper.utf8.allSatisfy { ASCII.isAlnum($0) || $0 == 0x2D || $0 == 0x2B || $0 == 0x2E || $0 == 0x5F }
  }

  private static let v21Address: Set<String> = ["DOM", "INTL", "POSTAL", "PARCEL", "HOME", "WORK", "PREF"]
  private static let v21Image: Set<String> = [
    "GIF", "CGM", "WMF", "BMP", "MET", "PMB", "DIB", "PICT", "TIFF", "PDF", "PS", "JPEG", "QTIME", "MPEG", "MPEG2", "AVI",
  ]
  private static let v21: [PropertyName: Set<String>] = [
    .tel: ["PREF", "WORK", "HOME", "VOICE", "FAX", "MSG", "CELL", "PAGER", "BBS", "MODEM", "CAR", "ISDN", "VIDEO"],
    .adr: v21Address, .label: v21Address,
    .email: [
      "AOL", "APPLELINK", "ATTMAIL", "CIS", "EWORLD", "INTERNET", "IBMMAIL", "MCIMAIL", "POWERSHARE", "PRODIGY", "TLX",
      "X400", "PREF",
    ],
    .photo: v21Image, .logo: v21Image,
    .sound: ["WAVE", "PCM", "AIFF"],
    .key: ["X509", "PGP"],
  ]

  private static let v30Address: Set<String> = ["DOM", "INTL", "POSTAL", "PARCEL", "HOME", "WORK", "PREF"]
  private static let v30: [PropertyName: Set<String>] = [
    .tel: ["HOME", "MSG", "WORK", "PREF", "VOICE", "FAX", "CELL", "VIDEO", "PAGER", "BBS", "MODEM", "CAR", "ISDN", "PCS"],
    .adr: v30Address, .label: v30Address,
    .email: ["INTERNET", "X400", "PREF"],
    .impp: ["PERSONAL", "BUSINESS", "HOME", "WORK", "MOBILE", "PREF"],
  ]
  private static let v30Media: Set<PropertyName> = [.photo, .logo, .sound, .key]

  private static let v40Properties: Set<PropertyName> = [
    .fn, .nickname, .photo, .adr, .tel, .email, .impp, .lang, .tz, .geo, .title, .role, .logo, .org, .related,
    .categories, .note, .sound, .url, .key, .fburl, .caladrURI, .calURI,
  ]
  private static let v40Tel: Set<String> = ["TEXT", "VOICE", "FAX", "CELL", "VIDEO", "PAGER", "TEXTPHONE"]
  private static let v40Related: Set<String> = [
    "CONTACT", "ACQUAINTANCE", "FRIEND", "MET", "CO-WORKER", "COLLEAGUE", "CO-RESIDENT", "NEIGHBOR", "CHILD",
    "PARENT", "SIBLING", "SPOUSE", "KIN", "MUSE", "CRUSH", "DATE", "SWEETHEART", "ME", "AGENT", "EMERGENCY",
  ]
  /// Values Apple and Google write on phones, emails, addresses and URLs that no version defines.
  private static let vendor: Set<String> = ["IPHONE", "MAIN", "OTHER", "SCHOOL", "HOMEPAGE", "MOBILE", "HOME", "WORK"]
}

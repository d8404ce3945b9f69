/// The value types `VALUE=` may name, per version and for the properties that restrict it.
///
/// vCard 2.1 §2.1.5 (INLINE, CONTENT-ID/CID, URL); RFC 2426 §4 and §3 for 3.0; RFC 6350 §4 and
/// §5.2 for 4.0, where each property's ABNF lists the VALUE it accepts, and the RFCs that add
/// properties to it (RFC 9554's SOCIALPROFILE is a URI or, with `VALUE=text`, a user name).
enum ValueTypeTable {
  static func isKnown(_ value: String, in version: VCardVersion) -> Bool {
    switch version {
    case .v2_1: v21.contains(value)
    case .v3_0: v30.contains(value)
    case .v4_0: v40.contains(value)
    }
  }

  /// The value types a property accepts in a version; nil when the version lists none for it
  /// (any known type is then accepted).
  static func allowed(for property: PropertyName, in version: VCardVersion) -> Set<String>? {
    switch version {
    case .v2_1:
      switch property {
      case .photo, .logo, .sound, .key, .agent: return ["inline", "content-id", "cid", "url"]
      default: return nil
      }
    case .v3_0:
      switch property {
      case .bday, .rev: return ["date", "date-time"]
      case .tz: return ["utc-offset", "text"]
      case .photo, .logo, .sound: return ["binary", "uri"]
      case .key: return ["binary", "text"]
      case .url, .source, .fburl, .calURI, .caladrURI, .impp: return ["uri"]
      case .agent: return ["vcard", "uri"]
      case .geo: return ["float"]
      case .tel: return ["phone-number", "text"]
      case .n, .fn, .adr, .label, .email, .title, .role, .org, .note, .nickname, .categories: return ["text"]
      default: return nil
      }
    case .v4_0:
      switch property {
      case .bday, .anniversary, .deathDate: return ["date-and-or-time", "date", "date-time", "time", "text"]
      case .rev, .created: return ["timestamp"]
      case .tz: return ["text", "uri", "utc-offset"]
      case .tel: return ["text", "uri"]
      case .uid, .related, .key, .socialProfile: return ["text", "uri"]
      case .photo, .logo, .sound, .url, .source, .fburl, .calURI, .caladrURI, .impp, .member, .geo, .orgDirectory,
        .contactURI:
        return ["uri"]
      case .lang: return ["language-tag"]
      case .n, .fn, .adr, .email, .title, .role, .org, .note, .nickname, .categories, .kind, .gender, .prodid,
        .birthPlace, .deathPlace, .expertise, .hobby, .interest:
        return property == .birthPlace || property == .deathPlace ? ["text", "uri"] : ["text"]
      default: return nil
      }
    }
  }

  private static let v21: Set<String> = ["inline", "content-id", "cid", "url"]
  private static let v30: Set<String> = [
    "binary", "boolean", "date", "date-time", "float", "integer", "text", "time", "uri", "utc-offset", "vcard",
    "phone-number",
  ]
  private static let v40: Set<String> = [
    "text", "uri", "date", "time", "date-time", "date-and-or-time", "timestamp", "boolean", "integer", "float",
    "utc-offset", "language-tag",
  ]
}

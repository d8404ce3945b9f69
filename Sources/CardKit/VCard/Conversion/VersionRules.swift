/// Rules for moving properties between vCard versions, as tables. Sources: vCard 2.1 §2,
/// RFC 2426 §3, RFC 6350 §6 and Appendix A, sabre/vobject's VCardConverter and ez-vcard's
/// writer (facts collected in FORMATS.md).
enum VersionRules {
  /// A property the target version does not define is written as its `X-` counterpart
  /// (`GENDER` -> `X-GENDER` in 3.0); reading a file whose version lacks the property maps the
  /// counterpart back, so converting there and back restores the property.
  static func extensionCounterpart(of name: PropertyName) -> PropertyName {
    PropertyName("X-" + name.text)
  }

  /// Whether `version` allows `name` at most once in a card (RFC 6350 §6's cardinalities;
  /// before 4.0, FN too). VERSION is the reader's own matter.
  static func allowsOnce(_ name: PropertyName, in version: VCardVersion) -> Bool {
    if name == .version { return false }
    if name == .fn { return version != .v4_0 }
    return name.isSingular
  }

  /// Whether a raw property repeats, as only vCard 4.0 allows, a property `version` allows
  /// once: an ALTID alternative (`N;ALTID=1` in another language, RFC 6350 §5.4) or a second
  /// FN. The model holds the first instance; written as a second one, 3.0 and 2.1 readers
  /// would keep one of the two, so the writers give it the property's `X-` name instead, and
  /// reading a 3.0 or 2.1 card maps that name back (``standardProperty(forExtension:parameters:in:)``).
  static func isFourOnlyRepeat(_ name: PropertyName, parameters: [Parameter], in version: VCardVersion) -> Bool {
    guard version != .v4_0, allowsOnce(name, in: version) else { return false }
    return name == .fn || parameters.contains { $0.name == .altID || fourOnlyParameter(forExtension: $0.name) == .altID }
  }

  /// The property an `X-` name stands for in a version that lacks it, if any, or in a 3.0 or
  /// 2.1 card a 4.0 repeat written with it (``isFourOnlyRepeat(_:parameters:in:)``).
  static func standardProperty(forExtension name: PropertyName, parameters: [Parameter], in version: VCardVersion) -> PropertyName? {
    guard case .extended(let text) = name, text.count > 2, text.uppercased().hasPrefix("X-") else { return nil }
    let base = PropertyName(String(text.dropFirst(2)))
    if case .extended = base { return nil }
    guard base != .begin, base != .end, base != .version else { return nil }
    guard !base.isDefined(in: version) || isFourOnlyRepeat(base, parameters: parameters, in: version) else { return nil }
    return base
  }

  /// Spells each `VALUE` parameter the way `version` names the same value type: 2.1 calls a
  /// URI `URL`, 3.0 and 4.0 `uri`; 3.0 has no `timestamp` but `date-time` (RFC 2426 §4, RFC
  /// 6350 §4.3.5). A type that says nothing in `version` is not written
  /// (``impliedTypes(of:in:)``): `NOTE;VALUE=text` is plain `NOTE` in 2.1, Sabre's
  /// `REV;VALUE=DATE` plain `REV`. Other types are kept as read.
  static func spellValueTypes(_ parameters: inout [Parameter], of property: String, in version: VCardVersion) {
    var emptied = false
    for i in parameters.indices where parameters[i].name == .value {
      // Looked up for the few properties with a VALUE, not for every property written.
      let implied = impliedTypes(of: PropertyName(property), in: version)
      if !implied.isEmpty, !parameters[i].values.isEmpty {
        parameters[i].values.removeAll { type in implied.contains { type.caseInsensitiveEquals($0) } }
        emptied = emptied || parameters[i].values.isEmpty
      }
      for k in parameters[i].values.indices {
        let type = parameters[i].values[k]
        switch (type.lowercased(), version) {
        case ("uri", .v2_1): parameters[i].values[k] = "URL"
        case ("url", .v3_0), ("url", .v4_0): parameters[i].values[k] = "uri"
        case ("timestamp", .v3_0): parameters[i].values[k] = "date-time"
        default: continue
        }
      }
    }
    if emptied { parameters.removeAll { $0.name == .value && $0.values.isEmpty } }
  }

  /// The value types that say nothing on `name` in `version`: types the version has no name
  /// for, which the property's value has there anyway. 2.1 names only INLINE, URL and
  /// CONTENT-ID (vCard 2.1 §2.1.2): its values are text unless said otherwise, its TEL a
  /// number, its BDAY and REV ISO 8601 dates and times, its TZ an offset, its GEO two floats,
  /// its inline media binary and its AGENT a card; such a property keeps a `VALUE=text`, which
  /// says it is text after all (a BDAY `circa 1800`). 4.0's TEL is text (RFC 6350 §6.4.1), and
  /// 3.0's `phone-number` no 4.0 type. None for an `X-` property, which may stand for any of
  /// them (a 4.0 BDAY that is text, repeated, is `X-BDAY;VALUE=text`).
  private static func impliedTypes(of name: PropertyName, in version: VCardVersion) -> [String] {
    guard !name.isExtension else { return [] }
    switch (version, name) {
    case (.v2_1, .tel): return ["text", "phone-number"]
    case (.v2_1, .bday), (.v2_1, .rev): return ["date", "date-time", "timestamp", "date-and-or-time"]
    case (.v2_1, .tz): return ["utc-offset"]
    case (.v2_1, .geo): return ["float"]
    case (.v2_1, .photo), (.v2_1, .logo), (.v2_1, .sound), (.v2_1, .key): return ["binary"]
    case (.v2_1, .agent): return ["vcard"]
    case (.v2_1, _): return ["text"]
    case (.v4_0, .tel): return ["phone-number"]
    default: return []
    }
  }

  /// Spells the preferred mark of a property whose parameters are written as read (a codec
  /// that reads types and preference writes its own): 2.1 and 3.0 mark it with `TYPE=pref`,
  /// 4.0 with `PREF=1` (RFC 6350 §5.3), so Apple's `X-ABDATE;type=pref` anniversary is
  /// `ANNIVERSARY;PREF=1` in 4.0 and `PREF=1` is `TYPE=pref` in 3.0. Another PREF stays as it
  /// is, and so does the PREF of a property the target defines without TYPE (`NOTE`, `TITLE`
  /// in 3.0): a TYPE there is a lint warning; the PREF becomes `X-PREF`
  /// (``spellParameterNames(_:in:)``). An `X-` property takes any TYPE.
  static func spellPreference(_ parameters: inout [Parameter], of property: String, in version: VCardVersion) {
    if version == .v4_0 {
      var marked = false
      for i in parameters.indices where parameters[i].name == .type {
        let count = parameters[i].values.count
        parameters[i].values.removeAll { $0.caseInsensitiveEquals("pref") }
        marked = marked || parameters[i].values.count != count
      }
      guard marked else { return }
      parameters.removeAll { $0.name == .type && $0.values.isEmpty }
      if !parameters.contains(where: { $0.name == .pref }) { parameters.append(Parameter(.pref, "1")) }
    } else {
      guard let i = parameters.firstIndex(where: { $0.name == .pref }), parameters[i].values.map(\.trimmingSpaces) == ["1"] else {
        return
      }
      if !marksPreferenceWithType(property, in: version) { return }
      parameters.remove(at: i)
      let pref = version == .v2_1 ? "PREF" : "pref"
      if let t = parameters.firstIndex(where: { $0.name == .type }) {
        parameters[t].values.append(pref)
      } else {
        parameters.append(Parameter(.type, pref))
      }
    }
  }

  /// Whether 2.1 or 3.0 can mark `property` preferred with `TYPE=pref`: an `X-` property takes
  /// any TYPE, a standard one when the version gives it TYPE values, and a 3.0 URL as Apple
  /// marks it (`URL;type=pref`, which Apple's readers know and an `X-PREF` would not tell
  /// them). Apple writes no 2.1: a 2.1 URL takes `X-PREF`, as a NOTE does.
  static func marksPreferenceWithType(_ property: String, in version: VCardVersion) -> Bool {
    let name = PropertyName(property)
    return name.isExtension || (name == .url && version == .v3_0) || TypeValueTable.hasTypes(name, version: version)
  }

  /// Gives each parameter the name `version` knows it by: a parameter only vCard 4.0 defines
  /// (ALTID, PID, SORT-AS, MEDIATYPE, GEO, TZ, INDEX, LEVEL, a PREF other than the preferred
  /// mark, which ``spellPreference(_:in:)`` spells first; ``ParameterName/isVCard4Only``) takes
  /// its `X-` name in 3.0 and 2.1 (`X-ALTID=1`), where only X- parameters are open to
  /// extension (RFC 2426 §4) and a reader ignores it as it would the 4.0 name; in 4.0 such an
  /// `X-` name is the parameter again, so converting there and back restores it. Returns the
  /// names given an `X-`, for the writer to report.
  static func spellParameterNames(_ parameters: inout [Parameter], in version: VCardVersion) -> [String] {
    var renamed: [String] = []
    for i in parameters.indices {
      let name = parameters[i].name
      if version == .v4_0 {
        guard let standard = fourOnlyParameter(forExtension: name), !parameters.contains(where: { $0.name == standard }) else { continue }
        parameters[i].name = standard
      } else if isFourOnly(name) {
        let counterpart = "X-" + name.text
        guard !parameters.contains(where: { $0.name.text.caseInsensitiveEquals(counterpart) }) else { continue }
        parameters[i].name = .extended(counterpart)
        renamed.append(name.text)
      }
    }
    return renamed
  }

  private static func isFourOnly(_ name: ParameterName) -> Bool {
    if name.isVCard4Only { return true }
    guard case .extended(let text) = name, !name.isExtension else { return false }
    return UnknownParameterRule.otherRegistered[text.uppercased()] == [.v4_0]
  }

  /// The 4.0 parameter an `X-` name stands for in 3.0 and 2.1 (``spellParameterNames(_:in:)``).
  /// Not the RFC 9554 names registered after vendors' own: Apple's `X-SERVICE-TYPE` is the
  /// name 4.0 address books know, so it stays that.
  static func fourOnlyParameter(forExtension name: ParameterName) -> ParameterName? {
    guard name.isExtension, case .extended(let text) = name, text.utf8.count > 2 else { return nil }
    let base = ParameterName(String(text.dropFirst(2)))
    return base.isVCard4Only ? base : nil
  }

  /// Properties that vCard 4.0 removed (RFC 6350 Appendix A.2); kept as `X-` properties.
  static func isObsolete(_ name: PropertyName, in version: VCardVersion) -> Bool {
    guard version == .v4_0 else { return false }
    switch name {
    case .name, .mailer, .class, .agent, .label, .sortString, .profile: return true
    default: return false
    }
  }

  /// 2.1 and 3.0 media `TYPE` values and their media types (RFC 2426 §3.1.4 uses IANA image
  /// subtype names; 2.1 lists GIF, CGM, WMF, BMP, MET, PMB, DIB, PICT, TIFF, PS, PDF, JPEG,
  /// MPEG, MPEG2, AVI, QTIME, and sound and key formats).
  static let mediaTypeOfToken: [String: String] = [
    "JPEG": "image/jpeg", "JPG": "image/jpeg", "PNG": "image/png", "GIF": "image/gif",
    "BMP": "image/bmp", "TIFF": "image/tiff", "PDF": "application/pdf", "PS": "application/postscript",
    "WMF": "image/wmf", "CGM": "image/cgm", "PICT": "image/pict", "HEIC": "image/heic", "WEBP": "image/webp",
    "WAVE": "audio/wav", "WAV": "audio/wav", "BASIC": "audio/basic", "AIFF": "audio/aiff", "MP3": "audio/mpeg",
    "OGG": "audio/ogg", "X509": "application/pkix-cert", "PGP": "application/pgp-keys",
    "MPEG": "video/mpeg", "MPEG2": "video/mpeg", "AVI": "video/x-msvideo", "QTIME": "video/quicktime",
  ]

  /// The 2.1/3.0 `TYPE` token for a media type (`image/jpeg` -> `JPEG`).
  static func token(forMediaType mediaType: String) -> String {
    let lower = mediaType.lowercased()
    if let hit = preferredTokens[lower] { return hit }
    // A token we did not know was read as `application/x-<token>`: give it back as it was.
    if lower.hasPrefix("application/x-") { return String(mediaType.dropFirst(14)).uppercased() }
    if let slash = lower.firstIndex(of: "/") { return String(lower[lower.index(after: slash)...]).uppercased() }
    return mediaType.uppercased()
  }

  private static let preferredTokens: [String: String] = [
    "image/jpeg": "JPEG", "image/png": "PNG", "image/gif": "GIF", "image/bmp": "BMP", "image/tiff": "TIFF",
    "application/pdf": "PDF", "audio/wav": "WAVE", "audio/mpeg": "MP3", "application/pgp-keys": "PGP",
    "application/pkix-cert": "X509", "video/quicktime": "QTIME", "audio/basic": "BASIC",
  ]

  /// The media type for a 2.1/3.0 `TYPE` token or a media type string.
  static func mediaType(forToken token: String) -> String {
    if token.contains("/") { return token.lowercased() }
    return mediaTypeOfToken[token.uppercased()] ?? "application/x-" + token.lowercased()
  }

  /// The year Apple and outlook.com write for a date without a year.
  static let yearlessPlaceholder = 1604
}

/// Properties CardKit keeps raw whose value each version spells its own way: GEO, TZ, and the
/// ENCODING of base64 data (2.1 `BASE64`, 3.0 `b`). The value is read in whichever spelling it
/// came in and written in the target's, so converting a card does not leave a 3.0 GEO in a 4.0
/// file; a value in no known spelling is written as read (and the linter says what is wrong
/// with it).
///
/// - GEO: `37.386013;-122.082932` in 3.0 (RFC 2426 §3.4.2), the same or with a comma in 2.1,
///   a `geo:37.386013,-122.082932` URI in 4.0 (RFC 6350 §6.5.2). The numbers are kept as
///   written; a URI with more than a latitude and a longitude (altitude, `;u=` uncertainty)
///   has no 3.0 spelling and stays as it is.
/// - TZ: a UTC offset is 3.0's default (`TZ:-05:00`, RFC 2426 §3.4.1), while 4.0 says so with
///   `VALUE=utc-offset` and writes it `-0500` (RFC 6350 §6.5.1); a zone name is 4.0's default
///   and needs `VALUE=text` in 3.0. 2.1 knows offsets only.
/// - GENDER: 4.0's first component is a letter (`M`, `F`, `O`, `N`, `U`) and free text goes in
///   the second (RFC 6350 §6.2.7), while the `X-GENDER` of 3.0 and 2.1 writers holds a word
///   (`X-GENDER:male`, Roundcube). In 4.0, `male` and `female` are `M` and `F`, and other text
///   without components is the free-text component (`GENDER:;it's complicated`).
enum RawValueForms {
  /// Rewrites `property`, a raw property named `name`, in the spelling of `version` when its
  /// value is one CardKit knows.
  /// Returns what the writer should report, when the value had to change more than its
  /// spelling.
  static func adapt(_ property: inout OutProperty, _ name: PropertyName, to version: VCardVersion) -> (DiagnosticCode, String)? {
    guard case .raw(let value) = property.value else { return nil }
    // Base64 is 2.1's `ENCODING=BASE64` and 3.0's `ENCODING=b` (an X- picture, say); 4.0 has
    // no ENCODING, and a raw value there keeps what it had.
    if version != .v4_0, let i = property.parameters.firstIndex(where: { $0.name == .encoding }),
      property.parameters[i].values.count == 1
    {
      let encoding = property.parameters[i].values[0].lowercased()
      if encoding == "b" || encoding == "base64" { property.parameters[i].values = [version == .v3_0 ? "b" : "BASE64"] }
    }
    switch name {
    case .geo: adaptGeo(&property, value, to: version)
    case .tz: adaptTimeZone(&property, value, to: version)
    case .gender where version == .v4_0: adaptGender(&property, value)
    case _ where KeptAside(propertyName: name)?.isDate == true:
      return adaptKeptAsideDate(&property, value, to: version)
    case .rev where version == .v4_0:
      // A second REV, kept raw: a date alone is a timestamp as the first one's is.
      guard let (midnight, note) = RevisionCodec.timestamp(ofDate: TextEscaping.unescape(value), &property.parameters) else { return nil }
      property.value = .raw(midnight)
      return note
    default: return nil
    }
    return nil
  }

  /// The value of a raw GEO, TZ, GENDER, REV or DEATHDATE in one spelling whichever version it
  /// was read or written in (for ``Card/valueInventory``), or nil when it is not one of those or
  /// in no known spelling.
  static func canonicalText(_ raw: RawProperty) -> String? {
    switch raw.name {
    case .geo:
      return coordinates(raw.value).map { "geo:\($0.0),\($0.1)" }
    case .tz:
      return offset(raw.value, declared: raw.parameters.value(.value)?.lowercased())
    case .gender:
      return TextEscaping.unescape(fourGender(raw.value) ?? raw.value)
    case .extended(let name) where name.caseInsensitiveEquals("X-GENDER"):
      // X-GENDER, which a card may hold beside its GENDER (ez-vcard's test card does): 3.0
      // gives the two the same name, and reading it back either may be the GENDER.
      return TextEscaping.unescape(fourGender(raw.value) ?? raw.value)
    case .rev:
      let text = TextEscaping.unescape(raw.value)
      return RevisionCodec.midnight(text) ?? text
    case .deathDate:
      return dateText(raw)
    case .extended(let name) where name.caseInsensitiveEquals("X-DEATHDATE"):
      // 3.0 has no DEATHDATE: the 4.0 property written there, often in the extended form.
      return dateText(raw)
    default:
      return nil
    }
  }

  /// A raw date property that holds a date, in vCard 4.0's form (`2020-01-02` and `20200102`
  /// are one date); nil for text (`VALUE=text`, `circa 1800`).
  private static func dateText(_ raw: RawProperty) -> String? {
    guard raw.parameters.value(.value)?.lowercased() != "text" else { return nil }
    return PartialDate(parsing: TextEscaping.unescape(raw.value))?.vcard4Text
  }

  /// A date a merge kept aside (`X-CARDKIT-MERGED-BDAY`, `-ANNIVERSARY`), held in vCard 4.0's
  /// form as the card's own dates are (or read back in 3.0's), written as the version writes
  /// the date property itself (`DateCodec`): a 3.0 card gets `1604-04-12` with
  /// `X-APPLE-OMIT-YEAR=1604`, not 4.0's `--0412`. Text that is no date stays as it is.
  private static func adaptKeptAsideDate(_ property: inout OutProperty, _ value: String, to version: VCardVersion) -> (DiagnosticCode, String)? {
    var parameters = property.parameters
    let omitted = DateCodec.takeOmittedYear(&parameters)
    guard let date = PartialDate(parsing: TextEscaping.unescape(value)) else { return nil }
    let (text, note) = DateCodec.text(of: DateCodec.yearless(date, omitted: omitted), property.name, in: version, &parameters)
    property.parameters = parameters
    property.value = .raw(text)
    return note.map { (.lossyDate, $0) }
  }

  private static func adaptGeo(_ property: inout OutProperty, _ value: String, to version: VCardVersion) {
    guard let (latitude, longitude) = coordinates(value) else { return }
    property.parameters.remove(.value)
    if version == .v4_0 {
      property.value = .text("geo:\(latitude),\(longitude)")
      property.type = .uri
    } else {
      property.value = .raw("\(latitude);\(longitude)")
      property.type = .float
    }
  }

  /// Latitude and longitude as written, from any version's GEO (read as text, since a comma
  /// of a URI may come escaped, `geo:37.38\,-122.08`); nil for anything else.
  static func coordinates(_ value: String) -> (String, String)? {
    let text = TextEscaping.unescape(value).trimmingSpaces
    var parts: [Substring]
    if text.prefix(4).lowercased() == "geo:" {
      parts = text.dropFirst(4).split(separator: ",", omittingEmptySubsequences: false)
    } else {
      parts = text[...].split(separator: ";", omittingEmptySubsequences: false)
      if parts.count == 1 { parts = text[...].split(separator: ",", omittingEmptySubsequences: false) }
    }
    guard parts.count == 2 else { return nil }
    let latitude = parts[0].trimmingSpaces
    let longitude = parts[1].trimmingSpaces
    guard isDecimal(latitude), isDecimal(longitude), let lat = Double(latitude), let lon = Double(longitude),
      (-90...90).contains(lat), (-180...180).contains(lon)
    else { return nil }
    return (latitude, longitude)
  }

  /// An optional sign, digits and an optional fraction (`-122.082932`), nothing else: no
  /// exponent or `nan`, which `Double` would take.
  private static func isDecimal(_ text: String) -> Bool {
    var b = Array(text.utf8)[...]
    if let first = b.first, first == 0x2B || first == ASCII.hyphen { b = b.dropFirst() }
    let parts = b.split(separator: ASCII.dot, maxSplits: 1, omittingEmptySubsequences: false)
    let isDigit = { (c: UInt8) in c >= 0x30 && c <= 0x39 }
    guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(isDigit) else { return false }
    return parts.count == 1 || (!parts[1].isEmpty && parts[1].allSatisfy(isDigit))
  }

  /// A TZ that is a UTC offset (declared so, or not declared at all), in the extended form
  /// (`-05:00`); nil for a zone name or anything else.
  private static func offset(_ value: String, declared: String?) -> String? {
    guard declared == nil || declared == "utc-offset" else { return nil }
    return DateTimeText.extended(value.trimmingSpaces, type: .utcOffset)
  }

  private static func adaptGender(_ property: inout OutProperty, _ value: String) {
    if let four = fourGender(value) { property.value = .raw(four) }
  }

  /// A GENDER value (escaped) in its 4.0 form, when that differs from `value`.
  private static func fourGender(_ value: String) -> String? {
    let first = ValueText.firstComponent(value)
    let sex = first.trimmingSpaces
    guard !sex.isEmpty, !["M", "F", "O", "N", "U"].contains(sex.uppercased()) else { return nil }
    let rest = String(decoding: value.utf8.dropFirst(first.utf8.count), as: UTF8.self)
    switch sex.lowercased() {
    case "male": return "M" + rest
    case "female": return "F" + rest
    default: return rest.isEmpty ? ";" + value : nil
    }
  }

  private static func adaptTimeZone(_ property: inout OutProperty, _ value: String, to version: VCardVersion) {
    let declared = property.parameters.value(.value)?.lowercased()
    let text = value.trimmingSpaces
    if let extended = offset(value, declared: declared) {
      property.parameters.remove(.value)
      property.type = .utcOffset
      if version == .v4_0 {
        property.leading.append(Parameter(.value, "utc-offset"))
        property.value = .text(String(extended.filter { $0 != ":" }))
      } else {
        property.value = .text(extended)
      }
    } else if declared == nil, version == .v3_0 {
      // A zone name, which 3.0 reads as an offset unless told.
      property.leading.append(Parameter(.value, "text"))
    } else if declared == "text" || declared == nil, version == .v4_0 {
      // Text is 4.0's default; VALUE=text stays said where the text looks like an offset,
      // which a reader would otherwise take for one. jCard names the type (a value with a
      // `;` stays "unknown": jCard would write its parts as a list).
      if declared != nil, DateTimeText.extended(text, type: .utcOffset) == nil { property.parameters.remove(.value) }
      if !value.contains(";") { property.type = .text }
    }
  }
}

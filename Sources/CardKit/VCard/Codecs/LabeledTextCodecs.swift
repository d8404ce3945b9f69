/// Reading and writing of properties whose values are one text each, with labels.
enum LabeledText {
  /// The property's text as a labeled value with a fresh identifier.
  static func value(_ p: inout PropertyContext, _ card: inout Card) -> LabeledValue<String> {
    card.identified(p.labeled(p.value.text()))
  }

  /// Writes every value of one property; `transform`, when given, adapts a value to the target version,
  /// `isURI` says which values are URIs, written as they are (no text escaping).
  static func write(
    _ values: [LabeledValue<String>], _ property: PropertyName, into out: inout PropertyEmitter,
    type: ValueType = .text, transform: ((inout LabeledValue<String>, VCardVersion) -> Void)? = nil,
    isURI: (LabeledValue<String>, VCardVersion) -> Bool = { _, _ in false }
  ) {
    // The first value's position only: `values.first` copied the whole value.
    guard !values.isEmpty else { return }
    let name = out.name(for: property, position: values[0].position)
    let preferred = PropertyEmitter.preferred(values)
    func emit(_ v: LabeledValue<String>) {
      out.emitLabeled(v, name: name, value: .text(v.value), type: isURI(v, out.version) ? .uri : type, isPreferred: v.id == preferred)
    }
    // Through a buffer pointer, and a copy only for a value to change: a plain `for var v`
    // loop makes about a quarter more copies (each retains everything a value holds).
    values.withUnsafeBufferPointer { values in
      for i in values.indices {
        if let transform {
          var v = values[i]
          transform(&v, out.version)
          emit(v)
        } else {
          emit(values[i])
        }
      }
    }
  }
}

/// `EMAIL` (RFC 6350 §6.4.2, RFC 2426 §3.3.2).
enum EmailCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    let v = LabeledText.value(&p, &card)
    card.emails.append(v)
    return true
  }
  /// In 4.0 an email has no `internet` type: RFC 2426 made it 3.0's default (as it is 2.1's),
  /// and RFC 6350 dropped it, all email being Internet email. Written there without it (3.0
  /// readers take an email without types as Internet email all the same); x400 stays.
  static func write(_ card: Card, into out: inout PropertyEmitter) {
    guard out.version == .v4_0, card.emails.contains(where: { $0.types.contains(.internet) }) else {
      LabeledText.write(card.emails, .email, into: &out)
      return
    }
    let emails = card.emails.map { v in
      var v = v
      v.types.removeAll { $0 == .internet }
      return v
    }
    LabeledText.write(emails, .email, into: &out)
  }
}

/// `URL` (RFC 6350 §6.7.8, RFC 2426 §3.6.8).
enum URLCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    let v = LabeledText.value(&p, &card)
    card.urls.append(v)
    return true
  }
  static func write(_ card: Card, into out: inout PropertyEmitter) {
    LabeledText.write(card.urls, .url, into: &out, type: .uri)
  }
}

/// `IMPP` (RFC 6350 §6.4.3, RFC 4770 for 3.0). Not defined in 2.1: written as `X-IMPP`.
enum IMPPCodec: PropertyCodec {
  /// The URI scheme of an instant-messaging service named as CSV exports name it (Google's
  /// `IM 1 - Label` = `Skype`, a `Skype` column), as Apple's and ez-vcard's IMPP values spell
  /// it: an IMPP value is a URI, and a CSV's is the bare handle (`skype:marisol.q` against
  /// `marisol.q`). Nil for a service without a scheme of its own (QQ, WhatsApp, …).
  static func scheme(forService service: String) -> String? {
    switch service.trimmingSpaces.lowercased() {
    // (Each scheme is also in ``imSchemes``.)
    case "skype": "skype"
    case "jabber", "xmpp", "google talk", "googletalk", "gtalk": "xmpp"
    case "aim": "aim"
    case "yahoo", "yahoo messenger": "ymsgr"
    case "msn", "windows live", "windows live messenger": "msnim"
    case "icq": "icq"
    case "irc": "irc"
    case "sip": "sip"
    case "matrix": "matrix"
    default: nil
    }
  }

  /// The schemes ``scheme(forService:)`` gives, and Google Talk's legacy `gtalk:`, which
  /// address books still write for an XMPP handle (rcmcarddav's `gtalk:ann@example.com`).
  private static let imSchemes: Set<String> = ["skype", "xmpp", "gtalk", "aim", "ymsgr", "msnim", "icq", "irc", "sip", "matrix"]

  /// A CSV handle as an IMPP URI: with its service's scheme, unless it has an IM scheme
  /// already (`xmpp:ann@example.org`). A colon alone does not make a URI: Skype names of
  /// Microsoft accounts are `live:…` (`skype:live:ann.lee`). A handle of a service without a
  /// scheme of its own (QQ, WhatsApp), or of no service named, is Apple's `x-apple:` URI with
  /// the handle percent-encoded (`x-apple:12345678`, `x-apple:ann%20lee`), as macOS and iOS
  /// Contacts write it (a bare handle is no URI, L022), unless it is a URI already
  /// (`twitter:kdecommunity`, which a vCard's IMPP may be, read back from a CSV).
  static func uri(_ handle: String, service: String?) -> String {
    guard !handle.isEmpty else { return handle }
    let handleScheme = URISyntax.scheme(handle)
    if let handleScheme, imSchemes.contains(handleScheme) { return handle }
    if let service, let scheme = scheme(forService: service) { return scheme + ":" + pathEncoded(handle) }
    if let handleScheme, handle.utf8.count > handleScheme.utf8.count + 1 { return handle }
    return appleScheme + pathEncoded(handle)
  }

  /// A handle as a URI path: RFC 3986 `pchar` and `/` kept as they are (an XMPP resource,
  /// `ann@example.org/home`), everything else (`%`, spaces, `?`, `#`) percent-encoded, as Apple
  /// writes `skype:SKYPE%20DOE`.
  private static func pathEncoded(_ handle: String) -> String {
    URISyntax.percentEncoded(handle) { ASCII.isAlnum($0) || "-._~!$&'()*+,;=:@/".utf8.contains($0) }
  }

  /// An IMPP URI as a CSV handle of the service `label` names: without the scheme when it is
  /// that service's, and without Apple's `x-apple:` whatever the service, the handle
  /// percent-decoded (`skype:SKYPE%20DOE` is `SKYPE DOE`; a handle whose escapes are not
  /// UTF-8 stays as written). The inverse of ``uri(_:service:)``.
  static func handle(_ uri: String, service: String?) -> String {
    if uri.utf8.count > appleScheme.utf8.count, uri.prefix(appleScheme.count).lowercased() == appleScheme,
      let handle = URISyntax.percentDecoded(uri.dropFirst(appleScheme.count))
    {
      return handle
    }
    guard let service, let scheme = scheme(forService: service), uri.utf8.count > scheme.utf8.count + 1,
      uri.prefix(scheme.count + 1).lowercased() == scheme + ":"
    else { return uri }
    let path = uri.dropFirst(scheme.count + 1)
    return URISyntax.percentDecoded(path) ?? String(path)
  }

  /// The scheme Apple's Contacts give an IM handle of a service without one.
  private static let appleScheme = "x-apple:"

  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    let v = LabeledText.value(&p, &card)
    card.instantMessaging.append(v)
    return true
  }
  static func write(_ card: Card, into out: inout PropertyEmitter) {
    LabeledText.write(card.instantMessaging, .impp, into: &out, type: .uri)
  }

  /// Reads KDE's legacy instant-messaging property, written by KAddressBook before it wrote
  /// IMPP: `X-messaging/xmpp-All:ann@example.org`, one or more addresses separated by U+E000.
  /// Each address is an IMPP value with the protocol of the name as its URI scheme
  /// (`xmpp:ann@example.org`), as KDE's own reader makes of it. False for any other property.
  static func readKDELegacy(_ p: inout PropertyContext, into card: inout Card) -> Bool {
    guard case .extended(let name) = p.name, let scheme = kdeLegacyScheme(name) else { return false }
    let addresses = p.value.text().split(separator: "\u{E000}")
    guard !addresses.isEmpty else { return false }
    let labeled = p.labeled("")
    for address in addresses {
      var value = labeled
      value.value = scheme + ":" + address
      card.instantMessaging.append(card.identified(value))
    }
    return true
  }

  /// The protocol of a KDE legacy messaging property name (`X-messaging/irc-All` → `irc`), if
  /// the name is one and the protocol a URI scheme (a letter, then letters, digits, `+`, `-`, `.`).
  static func kdeLegacyScheme(_ name: String) -> String? {
    let prefix = "x-messaging/", suffix = "-all"
    // Most extended names are not it: told by the slash before anything is allocated.
    guard name.utf8.count > prefix.utf8.count + suffix.utf8.count, name.utf8.dropFirst(prefix.utf8.count - 1).first == UInt8(ascii: "/") else {
      return nil
    }
    let bytes = Array(name.utf8)
    guard String(decoding: bytes.prefix(prefix.utf8.count), as: UTF8.self).lowercased() == prefix,
      String(decoding: bytes.suffix(suffix.utf8.count), as: UTF8.self).lowercased() == suffix
    else { return nil }
    let scheme = bytes[prefix.utf8.count..<(bytes.count - suffix.utf8.count)]
    guard let first = scheme.first, ASCII.isAlnum(first), !(0x30...0x39).contains(first),
      scheme.allSatisfy({ ASCII.isNameByte($0) || $0 == ASCII.dot || $0 == UInt8(ascii: "+") })
    else { return nil }
    return String(decoding: scheme, as: UTF8.self).lowercased()
  }
}

/// `TITLE` (RFC 6350 §6.6.1, RFC 2426 §3.5.1).
enum TitleCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    let v = LabeledText.value(&p, &card)
    card.titles.append(v)
    return true
  }
  static func write(_ card: Card, into out: inout PropertyEmitter) {
    LabeledText.write(card.titles, .title, into: &out)
  }
}

/// `ROLE` (RFC 6350 §6.6.2, RFC 2426 §3.5.2).
enum RoleCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    let v = LabeledText.value(&p, &card)
    card.roles.append(v)
    return true
  }
  static func write(_ card: Card, into out: inout PropertyEmitter) {
    LabeledText.write(card.roles, .role, into: &out)
  }
}

/// `NOTE` (RFC 6350 §6.7.2, RFC 2426 §3.6.2).
enum NoteCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    let v = LabeledText.value(&p, &card)
    card.notes.append(v)
    return true
  }
  static func write(_ card: Card, into out: inout PropertyEmitter) {
    LabeledText.write(card.notes, .note, into: &out)
  }
}

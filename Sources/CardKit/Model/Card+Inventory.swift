extension Card {
  /// Every value the card holds, one string per value, in a form that does not depend on the
  /// vCard version or on how the value was spelled: property kind and value (a `tel:` URI as its
  /// text form, dates in vCard 4.0 form, GEO and a TZ offset in one form, binary data by size
  /// and checksum). Labels, types and
  /// preferences are not values. Used to prove that a conversion, merge or dedupe lost nothing:
  /// every entry of the input must be in the output.
  public var valueInventory: [String] {
    var out: [String] = []
    func add(_ kind: String, _ value: String) {
      let v = value.trimmingSpaces
      if !v.isEmpty { out.append(kind + ":" + v) }
    }
    add("FN", formattedName?.value ?? "")
    if let n = name?.value { for (i, c) in n.components.enumerated() { for v in c { add("N\(i)", v) } } }
    for v in nicknames { add("NICKNAME", v.value) }
    if let org = organization?.value { for c in org.components { add("ORG", c) } }
    for v in titles { add("TITLE", v.value) }
    for v in roles { add("ROLE", v.value) }
    for v in phones { add("TEL", v.value.lowercased().hasPrefix("tel:") ? TelephoneCodec.text(ofTelURI: v.value) : v.value) }
    for v in emails { add("EMAIL", v.value) }
    for v in urls { add("URL", v.value) }
    for v in addresses {
      for (i, c) in v.value.components.enumerated() { for x in c { add("ADR\(i)", x) } }
      add("LABEL", v.value.formattedLabel ?? "")
    }
    for v in instantMessaging { add("IMPP", v.value) }
    for v in [phones, emails, urls, instantMessaging].joined() { add("CUSTOM-LABEL", v.label ?? "") }
    add("BDAY", birthday.map { Self.dateText($0.value) } ?? "")
    add("ANNIVERSARY", anniversary.map { Self.dateText($0.value) } ?? "")
    for v in notes { add("NOTE", v.value) }
    for (kind, media) in [("PHOTO", photos), ("LOGO", logos), ("SOUND", sounds), ("KEY", keys)] {
      for v in media { add(kind, Self.mediaText(v.value)) }
    }
    for v in categories { add("CATEGORIES", v.value) }
    for v in members { add("MEMBER", v.value) }
    add("UID", uid?.value ?? "")
    add("REV", revision.map { RevisionCodec.midnight($0.value) ?? $0.value } ?? "")
    if let kind { add("KIND", kind.value.text) }
    for raw in extras {
      add("EXTRA", RawValueForms.canonicalText(raw) ?? TextEscaping.unescape(raw.value))
    }
    return out
  }

  static func dateText(_ d: DateValue) -> String {
    switch d {
    case .date(let p): p.vcard4Text
    case .text(let t): t
    }
  }

  static func mediaText(_ m: Media) -> String {
    switch m {
    case .uri(let u): return u
    case .inline(let bytes, _):
      var h: UInt64 = 0xcbf2_9ce4_8422_2325
      for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
      return "\(bytes.count) bytes \(String(h, radix: 16))"
    }
  }
}

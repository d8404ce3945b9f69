/// Builds a card from its decoded properties, for vCard and jCard alike: dispatches each
/// property to its codec, attaches Apple item-group labels (`itemN.X-ABLabel`) to the
/// property of their group, attaches 2.1/3.0 LABEL properties to their ADR, and keeps every
/// property no codec takes as a raw property.
enum CardBuilder {
  /// Builds a card from a list of decoded properties (jCard).
  static func build(_ contexts: [PropertyContext], version: VCardVersion, into card: inout Card, _ r: inout ReadReporter) {
    var assembler = CardAssembler(version: version)
    var counts = PropertyCounts()
    for p in contexts {
      counts.count(p.name)
      if p.name == .xABLabel, let g = p.group { assembler.noteGroupLabel(group: g, text: p.value.text()) }
    }
    counts.reserve(in: &card)
    for p in contexts {
      if !assembler.add(p, into: &card, &r) { card.extras.append(p.raw) }
    }
    assembler.finish(&card)
  }

  /// Dispatches a property to its codec; false keeps it raw.
  static func read(_ p: inout PropertyContext, into card: inout Card, version: VCardVersion, _ r: inout ReadReporter) -> Bool {
    switch p.name {
    case .fn: return FormattedNameCodec.read(&p, into: &card, &r)
    case .n: return StructuredNameCodec.read(&p, into: &card, &r)
    case .nickname: return NicknameCodec.read(&p, into: &card, &r)
    case .photo: return PhotoCodec.read(&p, into: &card, &r)
    case .logo: return LogoCodec.read(&p, into: &card, &r)
    case .sound: return SoundCodec.read(&p, into: &card, &r)
    case .key: return KeyCodec.read(&p, into: &card, &r)
    case .bday: return BirthdayCodec.read(&p, into: &card, &r)
    case .anniversary, .xAnniversary, .xABDate: return AnniversaryCodec.read(&p, into: &card, &r)
    case .adr: return AddressCodec.read(&p, into: &card, &r)
    case .tel: return TelephoneCodec.read(&p, into: &card, &r)
    case .email: return EmailCodec.read(&p, into: &card, &r)
    case .url: return URLCodec.read(&p, into: &card, &r)
    case .impp: return IMPPCodec.read(&p, into: &card, &r)
    case .title: return TitleCodec.read(&p, into: &card, &r)
    case .role: return RoleCodec.read(&p, into: &card, &r)
    case .note: return NoteCodec.read(&p, into: &card, &r)
    case .org: return OrganizationCodec.read(&p, into: &card, &r)
    case .categories: return CategoriesCodec.read(&p, into: &card, &r)
    case .member, .xAddressBookServerMember: return MemberCodec.read(&p, into: &card, &r)
    case .kind, .xAddressBookServerKind, .xABShowAs: return KindCodec.read(&p, into: &card, &r)
    case .uid: return UIDCodec.read(&p, into: &card, &r)
    case .rev: return RevisionCodec.read(&p, into: &card, &r)
    case .prodid: return ProductIDCodec.read(&p, into: &card, &r)
    case .extended:
      if IMPPCodec.readKDELegacy(&p, into: &card) { return true }
      // An X- counterpart of a property this version lacks (`X-NICKNAME` in 2.1, `X-GENDER`
      // in 3.0) reads as that property, undoing our writers' mapping.
      guard let standard = VersionRules.standardProperty(forExtension: p.name, parameters: p.parameters, in: version) else { return false }
      p.name = standard
      // Kept as read when the codec declines it (a repeat): the codec may change its copy.
      let asRead = p.raw
      if read(&p, into: &card, version: version, &r) { return true }
      card.extras.append(asRead)
      return true
    default:
      return false
    }
  }
}

/// Puts one card together from its properties, one at a time: dispatches each property to
/// its codec, attaches Apple item-group labels (`itemN.X-ABLabel`) to the property of their
/// group, attaches 2.1/3.0 LABEL properties to their ADR (after all ADRs), and keeps every
/// property no codec takes as a raw property, as it was read.
struct CardAssembler {
  let version: VCardVersion
  private var groupLabels: [String: String] = [:]
  private var usedLabels = Set<String>()
  private var deferredLabels: [PropertyContext] = []
  /// Apple labels are kept raw where they stand, then removed when their item used them.
  private var labelIndexes: [(index: Int, group: String?, text: String)] = []
  private var sawVersion = false

  init(version: VCardVersion) {
    self.version = version
  }

  /// Records the text of a group's `X-ABLabel` (before the group's properties are added).
  mutating func noteGroupLabel(group: String, text: String) {
    let g = group.lowercased()
    if groupLabels[g] == nil { groupLabels[g] = text }
  }

  /// Adds one property; false when no codec takes it: the caller then keeps the property as
  /// read as a raw property (the codec may have changed the copy it was given), at once, so
  /// the card's raw properties keep their order.
  mutating func add(_ property: consuming PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    var p = property
    if !groupLabels.isEmpty, let g = p.group?.lowercased() { p.groupLabel = groupLabels[g] }
    switch p.name {
    case .version:
      let text = p.value.text().trimmingSpaces
      if !sawVersion, let v = VCardVersion(rawValue: text) {
        sawVersion = true
        card.version = v
      } else if sawVersion {
        // Not kept: written back, it would give the card two VERSION lines.
        r.report(.unsupportedVersionValue, "VERSION appears more than once; the first one counts, this one ('\(text)') is left out", at: p.position)
      } else {
        // The card is read, and written, as the version named.
        r.report(.unknownVersion, "VERSION '\(text)' is not 2.1, 3.0 or 4.0; read as \(version.rawValue)", at: p.position)
      }
      return true
    case .label:
      deferredLabels.append(p)
      return true
    case .xABLabel:
      labelIndexes.append((card.extras.count, p.group?.lowercased(), p.value.text()))
      card.extras.append(p.raw)
      return true
    case .begin:
      r.report(.invalidBegin, "BEGIN:\(p.value.text()) inside a card; kept as a raw property", at: p.position)
    default:
      break
    }
    let group = p.group
    guard CardBuilder.read(&p, into: &card, version: version, &r) else { return false }
    if p.usedGroupLabel, let g = group?.lowercased() { usedLabels.insert(g) }
    return true
  }

  /// Attaches the deferred LABEL properties and drops the Apple labels their items used.
  mutating func finish(_ card: inout Card) {
    for var p in deferredLabels {
      AddressCodec.attachLabel(&p, to: &card)
      if p.usedGroupLabel, let g = p.group?.lowercased() { usedLabels.insert(g) }
    }
    for entry in labelIndexes.reversed() {
      if let g = entry.group, usedLabels.contains(g), groupLabels[g] == entry.text {
        card.extras.remove(at: entry.index)
      }
    }
  }
}

/// How many values of each multi-valued property a card is about to get, counted as its
/// properties are read, so that the card's lists grow once.
struct PropertyCounts {
  private var phones = 0, emails = 0, addresses = 0, urls = 0, extras = 0

  mutating func count(_ name: PropertyName) {
    switch name {
    case .tel: phones += 1
    case .email: emails += 1
    case .adr: addresses += 1
    case .url: urls += 1
    case .extended, .xABLabel, .xABDate: extras += 1
    default: break
    }
  }

  /// Reserves room in the card's lists for the values counted.
  func reserve(in card: inout Card) {
    if phones > 1 { card.phones.reserveCapacity(phones) }
    if emails > 1 { card.emails.reserveCapacity(emails) }
    if addresses > 1 { card.addresses.reserveCapacity(addresses) }
    if urls > 1 { card.urls.reserveCapacity(urls) }
    if extras > 1 { card.extras.reserveCapacity(extras) }
  }
}

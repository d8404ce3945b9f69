/// Builds a card from its decoded properties, for vCard and jCard alike: dispatches each
/// property to its codec, attaches Apple item-group labels (`itemN.X-ABLabel`) to the
/// property of their group, attaches 2.1/3.0 LABEL properties to their ADR, and keeps every
/// property no codec takes as a raw property.
enum CardBuilder {
  static func build(_ contexts: [PropertyContext], version: VCardVersion, into card: inout Card, _ r: inout ReadReporter) {
    var groupLabels: [String: String] = [:]
    for p in contexts where p.name == .xABLabel {
      guard let g = p.group?.lowercased(), groupLabels[g] == nil else { continue }
      groupLabels[g] = p.value.text()
    }
    var usedLabels = Set<String>()
    var deferredLabels: [PropertyContext] = []
    // Apple labels are kept raw where they stand, then removed when their item used them.
    var labelIndexes: [(index: Int, group: String?, text: String)] = []
    var sawVersion = false
    for var p in contexts {
      if let g = p.group?.lowercased() { p.groupLabel = groupLabels[g] }
      switch p.name {
      case .version:
        let text = p.value.text().trimmingSpaces
        if !sawVersion, let v = VCardVersion(rawValue: text) {
          sawVersion = true
          card.version = v
        } else {
          if sawVersion {
            r.report(.unsupportedVersionValue, "VERSION appears more than once; the first one counts", at: p.position)
          } else {
            r.report(.unknownVersion, "VERSION '\(text)' is not 2.1, 3.0 or 4.0; read as \(version.rawValue)", at: p.position)
          }
          card.extras.append(p.raw)
        }
        continue
      case .label:
        deferredLabels.append(p)
        continue
      case .xABLabel:
        labelIndexes.append((card.extras.count, p.group?.lowercased(), p.value.text()))
        card.extras.append(p.raw)
        continue
      case .begin:
        r.report(.invalidBegin, "BEGIN:\(p.value.text()) inside a card; kept as a raw property", at: p.position)
      default:
        break
      }
      let original = p
      if read(&p, into: &card, version: version, &r) {
        if p.usedGroupLabel, let g = original.group?.lowercased() { usedLabels.insert(g) }
      } else {
        card.extras.append(original.raw)
      }
    }
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

  /// Dispatches a property to its codec; false keeps it raw.
  private static func read(_ p: inout PropertyContext, into card: inout Card, version: VCardVersion, _ r: inout ReadReporter) -> Bool {
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
      // An X- counterpart of a property this version lacks (`X-NICKNAME` in 2.1, `X-GENDER`
      // in 3.0) reads as that property, undoing our writers' mapping.
      guard let standard = VersionRules.standardProperty(forExtension: p.name, in: version) else { return false }
      p.name = standard
      if read(&p, into: &card, version: version, &r) { return true }
      card.extras.append(p.raw)
      return true
    default:
      return false
    }
  }
}

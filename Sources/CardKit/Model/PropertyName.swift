/// A property name. Standard names and the vendor extensions CardKit interprets are cases;
/// every other name keeps its spelling in `.extended`.
public enum PropertyName: Hashable, Sendable {
  /// Identification properties of RFC 6350 §6.1 and §6.2 (`FN` is `fn`, `BDAY` is `bday`).
  case begin, end, version, source, kind, xml, fn, n, nickname, photo, bday, anniversary, gender
  /// Address, communication, geographical, organizational and relationship properties of
  /// RFC 6350 §6.3 to §6.6.
  case adr, label, tel, email, impp, lang, tz, geo, title, role, logo, org, member, related
  /// Explanatory and security properties, plus the 2.1/3.0 ones RFC 6350 dropped (`AGENT`,
  /// `SORT-STRING` is `sortString`, `CLIENTPIDMAP` is `clientPIDMap`).
  case agent, categories, note, prodid, rev, sortString, sound, uid, clientPIDMap, url, key
  /// Calendar properties (`CALADRURI`, `CALURI`, `FBURL`) and the 3.0 `NAME`, `MAILER`, `CLASS`
  /// and `PROFILE`.
  case fburl, caladrURI, calURI, name, mailer, `class`, profile
  // RFC 6474, RFC 6715, RFC 8605, RFC 9554 additions.
  /// Properties of RFC 6474 (birth and death), RFC 6715 (expertise, hobby, interest, org
  /// directory) and RFC 8605 (`CONTACT-URI` is `contactURI`).
  case birthPlace, deathPlace, deathDate, expertise, hobby, interest, orgDirectory, contactURI
  /// Properties of RFC 9554: `CREATED`, `GRAMGENDER`, `LANGUAGE`, `PRONOUNS`, `SOCIALPROFILE`,
  /// `JSPROP`.
  case created, gramGender, language, pronouns, socialProfile, jsprop
  // Vendor extensions with meaning in the model (Apple, Android, Evolution).
  /// Apple extensions: `X-ABLabel` (a grouped label), `X-ABDATE`, `X-ANNIVERSARY`, Apple's group
  /// cards (`X-ADDRESSBOOKSERVER-KIND`, `-MEMBER`) and `X-ABShowAs`.
  case xABLabel, xABDate, xAnniversary, xAddressBookServerKind, xAddressBookServerMember, xABShowAs
  /// Phonetic name parts written by Apple and Android (`X-PHONETIC-FIRST-NAME`, …).
  case xPhoneticFirstName, xPhoneticMiddleName, xPhoneticLastName
  /// Any other name (`X-…` or an IANA name we do not model), as spelled in the input.
  case extended(String)

  private static let table: [(PropertyName, String)] = [
    (.begin, "BEGIN"), (.end, "END"), (.version, "VERSION"), (.source, "SOURCE"), (.kind, "KIND"),
    (.xml, "XML"), (.fn, "FN"), (.n, "N"), (.nickname, "NICKNAME"), (.photo, "PHOTO"),
    (.bday, "BDAY"), (.anniversary, "ANNIVERSARY"), (.gender, "GENDER"), (.adr, "ADR"),
    (.label, "LABEL"), (.tel, "TEL"), (.email, "EMAIL"), (.impp, "IMPP"), (.lang, "LANG"),
    (.tz, "TZ"), (.geo, "GEO"), (.title, "TITLE"), (.role, "ROLE"), (.logo, "LOGO"), (.org, "ORG"),
    (.member, "MEMBER"), (.related, "RELATED"), (.agent, "AGENT"), (.categories, "CATEGORIES"),
    (.note, "NOTE"), (.prodid, "PRODID"), (.rev, "REV"), (.sortString, "SORT-STRING"),
    (.sound, "SOUND"), (.uid, "UID"), (.clientPIDMap, "CLIENTPIDMAP"), (.url, "URL"), (.key, "KEY"),
    (.fburl, "FBURL"), (.caladrURI, "CALADRURI"), (.calURI, "CALURI"), (.name, "NAME"),
    (.mailer, "MAILER"), (.class, "CLASS"), (.profile, "PROFILE"), (.birthPlace, "BIRTHPLACE"),
    (.deathPlace, "DEATHPLACE"), (.deathDate, "DEATHDATE"), (.expertise, "EXPERTISE"),
    (.hobby, "HOBBY"), (.interest, "INTEREST"), (.orgDirectory, "ORG-DIRECTORY"),
    (.contactURI, "CONTACT-URI"), (.created, "CREATED"), (.gramGender, "GRAMGENDER"),
    (.language, "LANGUAGE"), (.pronouns, "PRONOUNS"), (.socialProfile, "SOCIALPROFILE"),
    (.jsprop, "JSPROP"), (.xABLabel, "X-ABLABEL"), (.xABDate, "X-ABDATE"),
    (.xAnniversary, "X-ANNIVERSARY"), (.xAddressBookServerKind, "X-ADDRESSBOOKSERVER-KIND"),
    (.xAddressBookServerMember, "X-ADDRESSBOOKSERVER-MEMBER"), (.xABShowAs, "X-ABSHOWAS"),
    (.xPhoneticFirstName, "X-PHONETIC-FIRST-NAME"), (.xPhoneticMiddleName, "X-PHONETIC-MIDDLE-NAME"),
    (.xPhoneticLastName, "X-PHONETIC-LAST-NAME"),
  ]
  private static let byText: [String: PropertyName] = Dictionary(
    uniqueKeysWithValues: table.map { ($0.1, $0.0) })

  /// Parses a name case-insensitively; unknown names keep their spelling.
  public init(_ text: String) {
    self = Self.byText[text.uppercased()] ?? .extended(text)
  }

  /// Parses an upper-case name (the tokenizer upper-cases ASCII names already).
  init(upper: String, original: String) {
    self = Self.byText[upper] ?? .extended(original)
  }

  private static let fast = NameTable(table.map { ($0.1, $0.0) })

  /// Parses a name straight from bytes, case-insensitively.
  init(bytes b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) {
    self = Self.fast.lookup(b, s, e) ?? .extended(ASCII.string(b, s, e))
  }

  /// The name as written: known names in upper case, Apple's in their usual spelling.
  public var text: String {
    switch self {
    case .extended(let s): return s
    case .xABLabel: return "X-ABLabel"
    case .xABDate: return "X-ABDATE"
    case .xABShowAs: return "X-ABShowAs"
    default: return upperText
    }
  }

  /// PHOTO, LOGO, SOUND and KEY: the properties whose value can be inline binary data.
  var isMedia: Bool {
    switch self {
    case .photo, .logo, .sound, .key: true
    default: false
    }
  }

  /// The upper-case form used for comparisons.
  public var upperText: String {
    switch self {
    case .extended(let s): s.uppercased()
    case .xABLabel: "X-ABLABEL"
    case .xABDate: "X-ABDATE"
    case .xABShowAs: "X-ABSHOWAS"
    case .begin: "BEGIN"
    case .end: "END"
    case .version: "VERSION"
    case .source: "SOURCE"
    case .kind: "KIND"
    case .xml: "XML"
    case .fn: "FN"
    case .n: "N"
    case .nickname: "NICKNAME"
    case .photo: "PHOTO"
    case .bday: "BDAY"
    case .anniversary: "ANNIVERSARY"
    case .gender: "GENDER"
    case .adr: "ADR"
    case .label: "LABEL"
    case .tel: "TEL"
    case .email: "EMAIL"
    case .impp: "IMPP"
    case .lang: "LANG"
    case .tz: "TZ"
    case .geo: "GEO"
    case .title: "TITLE"
    case .role: "ROLE"
    case .logo: "LOGO"
    case .org: "ORG"
    case .member: "MEMBER"
    case .related: "RELATED"
    case .agent: "AGENT"
    case .categories: "CATEGORIES"
    case .note: "NOTE"
    case .prodid: "PRODID"
    case .rev: "REV"
    case .sortString: "SORT-STRING"
    case .sound: "SOUND"
    case .uid: "UID"
    case .clientPIDMap: "CLIENTPIDMAP"
    case .url: "URL"
    case .key: "KEY"
    case .fburl: "FBURL"
    case .caladrURI: "CALADRURI"
    case .calURI: "CALURI"
    case .name: "NAME"
    case .mailer: "MAILER"
    case .class: "CLASS"
    case .profile: "PROFILE"
    case .birthPlace: "BIRTHPLACE"
    case .deathPlace: "DEATHPLACE"
    case .deathDate: "DEATHDATE"
    case .expertise: "EXPERTISE"
    case .hobby: "HOBBY"
    case .interest: "INTEREST"
    case .orgDirectory: "ORG-DIRECTORY"
    case .contactURI: "CONTACT-URI"
    case .created: "CREATED"
    case .gramGender: "GRAMGENDER"
    case .language: "LANGUAGE"
    case .pronouns: "PRONOUNS"
    case .socialProfile: "SOCIALPROFILE"
    case .jsprop: "JSPROP"
    case .xAnniversary: "X-ANNIVERSARY"
    case .xAddressBookServerKind: "X-ADDRESSBOOKSERVER-KIND"
    case .xAddressBookServerMember: "X-ADDRESSBOOKSERVER-MEMBER"
    case .xPhoneticFirstName: "X-PHONETIC-FIRST-NAME"
    case .xPhoneticMiddleName: "X-PHONETIC-MIDDLE-NAME"
    case .xPhoneticLastName: "X-PHONETIC-LAST-NAME"
    }
  }

  /// The known names in a fixed order (the reader's table), for tests.
  static var knownNames: [PropertyName] { table.map(\.0) }

  /// The place of a known name in ``knownNames``; nil for ``extended(_:)``. Gives
  /// ``PropertyNameSet`` a bit per name.
  var ordinal: Int? {
    switch self {
    case .begin: 0
    case .end: 1
    case .version: 2
    case .source: 3
    case .kind: 4
    case .xml: 5
    case .fn: 6
    case .n: 7
    case .nickname: 8
    case .photo: 9
    case .bday: 10
    case .anniversary: 11
    case .gender: 12
    case .adr: 13
    case .label: 14
    case .tel: 15
    case .email: 16
    case .impp: 17
    case .lang: 18
    case .tz: 19
    case .geo: 20
    case .title: 21
    case .role: 22
    case .logo: 23
    case .org: 24
    case .member: 25
    case .related: 26
    case .agent: 27
    case .categories: 28
    case .note: 29
    case .prodid: 30
    case .rev: 31
    case .sortString: 32
    case .sound: 33
    case .uid: 34
    case .clientPIDMap: 35
    case .url: 36
    case .key: 37
    case .fburl: 38
    case .caladrURI: 39
    case .calURI: 40
    case .name: 41
    case .mailer: 42
    case .class: 43
    case .profile: 44
    case .birthPlace: 45
    case .deathPlace: 46
    case .deathDate: 47
    case .expertise: 48
    case .hobby: 49
    case .interest: 50
    case .orgDirectory: 51
    case .contactURI: 52
    case .created: 53
    case .gramGender: 54
    case .language: 55
    case .pronouns: 56
    case .socialProfile: 57
    case .jsprop: 58
    case .xABLabel: 59
    case .xABDate: 60
    case .xAnniversary: 61
    case .xAddressBookServerKind: 62
    case .xAddressBookServerMember: 63
    case .xABShowAs: 64
    case .xPhoneticFirstName: 65
    case .xPhoneticMiddleName: 66
    case .xPhoneticLastName: 67
    case .extended: nil
    }
  }

  /// True for `X-…` names (including the vendor extensions with cases).
  public var isExtension: Bool {
    switch self {
    case .extended(let s):
      // "X-" or "x-", without upper-casing the name.
      var s = s
      return s.withUTF8 { $0.count >= 2 && $0[0] | 0x20 == 0x78 && $0[1] == 0x2D }
    case .xABLabel, .xABDate, .xAnniversary, .xAddressBookServerKind, .xAddressBookServerMember, .xABShowAs,
      .xPhoneticFirstName, .xPhoneticMiddleName, .xPhoneticLastName:
      return true
    default:
      return false
    }
  }

  /// Whether `version` defines this property (without building a set).
  public func isDefined(in version: VCardVersion) -> Bool {
    switch self {
    case .label, .agent, .mailer: version != .v4_0
    case .nickname, .categories, .prodid, .source, .impp, .fburl, .caladrURI, .calURI: version != .v2_1
    case .sortString, .name, .class, .profile: version == .v3_0
    case .kind, .xml, .anniversary, .gender, .lang, .member, .related, .clientPIDMap, .birthPlace,
      .deathPlace, .deathDate, .expertise, .hobby, .interest, .orgDirectory, .contactURI, .created,
      .gramGender, .language, .pronouns, .socialProfile, .jsprop:
      version == .v4_0
    default: true
    }
  }

  /// The versions that define this property; extensions exist in every version.
  ///
  /// From vCard 2.1 §2, RFC 2426 §3 (with RFC 4770 IMPP and RFC 2739 calendar URIs), and
  /// RFC 6350 §6 with its later registrations.
  public var definedIn: Set<VCardVersion> {
    Set(VCardVersion.allCases.filter { isDefined(in: $0) })
  }

  /// Whether a card may hold this property at most once (RFC 6350 cardinality `*1` or `1`).
  public var isSingular: Bool {
    switch self {
    case .version, .kind, .n, .bday, .anniversary, .gender, .prodid, .rev, .uid, .birthPlace,
      .deathPlace, .deathDate, .sortString, .class, .created, .profile, .name, .mailer:
      true
    default: false
    }
  }
}

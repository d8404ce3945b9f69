import Testing

@testable import CardKit

/// Every label form of issue 4, table-driven: what it reads as, and the canonical rewrite.
@Suite struct PhoneLabelReadingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let note: String
    let types: [TypeToken]
    let label: String?
    let expected: PhoneLabel
    /// Tokens after the rewrite; nil when the value must stay exactly as read.
    let rewrittenTypes: [TypeToken]?
    /// Free-text label after the rewrite (only checked when `rewrittenTypes` is given).
    let rewrittenLabel: String?
    var capabilities: PhoneCapabilities = []
    var preferred = false
    var garbage: [String] = []
    var testDescription: String { note }
  }

  static func same(_ note: String, _ types: [TypeToken], _ label: String?, _ expected: PhoneLabel,
                   capabilities: PhoneCapabilities = [], preferred: Bool = false) -> Case {
    Case(note: note, types: types, label: label, expected: expected, rewrittenTypes: nil, rewrittenLabel: nil,
         capabilities: capabilities, preferred: preferred)
  }

  static func maps(_ note: String, _ types: [TypeToken], _ label: String?, _ expected: PhoneLabel,
                   to newTypes: [TypeToken], label newLabel: String? = nil, capabilities: PhoneCapabilities = [],
                   preferred: Bool = false, garbage: [String] = []) -> Case {
    Case(note: note, types: types, label: label, expected: expected, rewrittenTypes: newTypes,
         rewrittenLabel: newLabel, capabilities: capabilities, preferred: preferred, garbage: garbage)
  }

  static let standardTypes: [Case] = [
    // vCard 2.1 bare types and 3.0/4.0 TYPE lists (the reader gives known tokens in any case).
    same("2.1 HOME;CELL", [.home, .cell], nil, .mobile),
    same("2.1 CELL;VOICE", [.cell, .voice], nil, .mobile, capabilities: .voice),
    same("3.0 TYPE=WORK,FAX", [.work, .fax], nil, .workFax),
    same("3.0 TYPE=HOME,FAX", [.home, .fax], nil, .homeFax),
    same("3.0 TYPE=FAX", [.fax], nil, .otherFax),
    same("TYPE=PAGER", [.pager], nil, .pager),
    same("TYPE=work,voice,pref,msg", [.work, .voice, .pref, .msg], nil, .work, capabilities: .voice, preferred: true),
    same("4.0 TYPE=cell,text", [TypeToken("cell"), TypeToken("text")], nil, .mobile, capabilities: .text),
    same("4.0 TYPE=work,cell,voice,video,text", [.work, .cell, .voice, .video, .text], nil, .mobile,
         capabilities: [.voice, .video, .text]),
    same("TYPE=textphone", [.textphone], nil, .other, capabilities: .textphone),
    same("Apple TYPE=IPHONE,CELL,VOICE", [.iPhone, .cell, .voice], nil, .iPhone, capabilities: .voice),
    same("Apple TYPE=MAIN", [.main], nil, .main),
    same("Apple TYPE=OTHER", [.other], nil, .other),
    same("VOICE alone is other", [.voice], nil, .other, capabilities: .voice),
    same("CAR", [.car], nil, .other),
    same("mixed case from a reader", [TypeToken("Cell"), TypeToken("hOmE")], nil, .mobile),
    same("unknown extra tokens next to a label stay",
         [.work, .cell, .extended("foo"), .voice, .extended("bar"), .video, .text], nil, .mobile,
         capabilities: [.voice, .video, .text]),
    same("x-useless next to home stays", [.voice, .home, .pref, .extended("x-useless")], nil, .home,
         capabilities: .voice, preferred: true),
  ]

  static let nonStandardTypes: [Case] = [
    maps("quoted list in one token", [.extended("\"HOME,VOICE\"")], nil, .home, to: [.home, .voice], capabilities: .voice),
    maps("quoted list split with stray quotes", [.extended("\"HOME"), .extended("VOICE\"")], nil, .home,
         to: [.home, .voice], capabilities: .voice),
    maps("quoted work,cell,text", [.extended("\"work,cell,voice,video,text\"")], nil, .mobile,
         to: [.work, .cell, .voice, .video, .text], capabilities: [.voice, .video, .text]),
    maps("TYPE=mobile", [.extended("mobile")], nil, .mobile, to: [.cell]),
    maps("TYPE=x-mobil", [.extended("x-mobil")], nil, .mobile, to: [.cell]),
    maps("TYPE=X-MOBILE,VOICE", [.extended("X-MOBILE"), .voice], nil, .mobile, to: [.voice, .cell], capabilities: .voice),
    maps("TYPE=homefax", [.extended("homefax")], nil, .homeFax, to: [.home, .fax]),
    maps("TYPE=workfax", [.extended("workfax")], nil, .workFax, to: [.work, .fax]),
    maps("TYPE=x-handy", [.extended("x-handy")], nil, .mobile, to: [.cell]),
    maps("Android X-custom label", [.extended("X-Emergency")], nil, .custom("Emergency"), to: [], label: "Emergency"),
    maps("Android 3.0 TYPE=custom label", [.voice, .extended("Grandma")], nil, .custom("Grandma"), to: [.voice],
         label: "Grandma", capabilities: .voice),
  ]

  static let appleTokens: [Case] = [
    maps("_$!<Mobile>!$_", [.pref], "_$!<Mobile>!$_", .mobile, to: [.pref, .cell], preferred: true),
    maps("_$!<iPhone>!$_", [], "_$!<iPhone>!$_", .iPhone, to: [.iPhone]),
    maps("_$!<Main>!$_", [], "_$!<Main>!$_", .main, to: [.main]),
    maps("_$!<HomeFAX>!$_", [], "_$!<HomeFAX>!$_", .homeFax, to: [.home, .fax]),
    maps("_$!<WorkFAX>!$_", [], "_$!<WorkFAX>!$_", .workFax, to: [.work, .fax]),
    maps("_$!<OtherFAX>!$_", [], "_$!<OtherFAX>!$_", .otherFax, to: [.other, .fax]),
    maps("_$!<Pager>!$_", [], "_$!<Pager>!$_", .pager, to: [.pager]),
    maps("_$!<Home>!$_", [.voice], "_$!<Home>!$_", .home, to: [.voice, .home], capabilities: .voice),
    maps("_$!<Work>!$_", [], "_$!<Work>!$_", .work, to: [.work]),
    maps("_$!<Other>!$_", [], "_$!<Other>!$_", .other, to: [.other]),
    maps("HomeFAX without wrapper", [], "HomeFAX", .homeFax, to: [.home, .fax]),
    maps("iPhone without wrapper", [], "iPhone", .iPhone, to: [.iPhone]),
    maps("Mobile without wrapper", [], "Mobile", .mobile, to: [.cell]),
    maps("wrapper with one side lost", [], "_$!<Pager", .pager, to: [.pager]),
    // Apple X-ABLabel free text stays a custom label, exactly as written.
    same("X-ABLabel Emergency", [.pref], "Emergency", .custom("Emergency"), preferred: true),
    same("X-ABLabel Son's school", [], "Son's school", .custom("Son's school")),
    same("X-ABLabel SpecialLabel", [], "SpecialLabel", .custom("SpecialLabel")),
    same("custom text wins over CELL, which stays", [.cell], "Emergency", .custom("Emergency")),
    same("custom-label is meaningful text", [], "custom-label", .custom("custom-label")),
    // A star without a space after it is the label's text, not Google's primary mark.
    same("a label starting with a star", [], "*Emergency*", .custom("*Emergency*")),
  ]

  static let google: [Case] = [
    maps("Google * Home", [], "* Home", .home, to: [.home], preferred: true),
    maps("Google * Mobile", [], "* Mobile", .mobile, to: [.cell], preferred: true),
    maps("Google Mobile", [], "Mobile", .mobile, to: [.cell]),
    maps("Google Work Fax", [], "Work Fax", .workFax, to: [.work, .fax]),
    maps("Google Home Fax", [], "Home Fax", .homeFax, to: [.home, .fax]),
    maps("Google Other Fax", [], "Other Fax", .otherFax, to: [.other, .fax]),
    maps("Google Main", [], "Main", .main, to: [.main]),
    maps("Google Pager", [], "Pager", .pager, to: [.pager]),
    maps("Google Other", [], "Other", .other, to: [.other]),
    maps("Google Work Mobile", [], "Work Mobile", .mobile, to: [.work, .cell]),
    maps("Google Work Pager", [], "Work Pager", .pager, to: [.work, .pager]),
    maps("Google Company Main", [], "Company Main", .main, to: [.work, .main]),
    same("Google Voice is a custom label", [], "Google Voice", .custom("Google Voice")),
    maps("Google * custom", [], "* Grandma", .custom("Grandma"), to: [], label: "Grandma", preferred: true),
  ]

  static let outlook: [Case] = [
    maps("Outlook Mobile Phone", [], "Mobile Phone", .mobile, to: [.cell]),
    maps("Outlook Business Phone", [], "Business Phone", .work, to: [.work]),
    maps("Outlook Business Phone 2", [], "Business Phone 2", .work, to: [.work]),
    maps("Outlook Home Phone 2", [], "Home Phone 2", .home, to: [.home]),
    maps("Outlook Business Fax", [], "Business Fax", .workFax, to: [.work, .fax]),
    maps("Outlook Home Fax", [], "Home Fax", .homeFax, to: [.home, .fax]),
    maps("Outlook Other Fax", [], "Other Fax", .otherFax, to: [.other, .fax]),
    maps("Outlook Company Main Phone", [], "Company Main Phone", .main, to: [.work, .main]),
    maps("Outlook Primary Phone", [], "Primary Phone", .main, to: [.main]),
    maps("Outlook Other Phone", [], "Other Phone", .other, to: [.other]),
    maps("Outlook Pager", [], "Pager", .pager, to: [.pager]),
    maps("Outlook Car Phone", [], "Car Phone", .other, to: [.car]),
    maps("Outlook ISDN", [], "ISDN", .other, to: [.isdn]),
    maps("Outlook TTY/TDD Phone", [], "TTY/TDD Phone", .other, to: [.textphone], capabilities: .textphone),
    same("Outlook Assistant's Phone", [], "Assistant's Phone", .custom("Assistant's Phone")),
    same("Outlook Radio Phone", [], "Radio Phone", .custom("Radio Phone")),
    same("Outlook Callback", [], "Callback", .custom("Callback")),
    same("Outlook Telex", [], "Telex", .custom("Telex")),
  ]

  static let languages: [Case] = [
    // Android's Japanese mobile labels.
    maps("携帯電話", [], "携帯電話", .mobile, to: [.cell]),
    maps("携帯", [], "携帯", .mobile, to: [.cell]),
    maps("ケイタイ", [], "ケイタイ", .mobile, to: [.cell]),
    maps("half-width ｹｲﾀｲ", [], "ｹｲﾀｲ", .mobile, to: [.cell]),
    maps("自宅", [], "自宅", .home, to: [.home]),
    maps("勤務先", [], "勤務先", .work, to: [.work]),
    maps("自宅FAX", [], "自宅FAX", .homeFax, to: [.home, .fax]),
    // European words and abbreviations.
    maps("Mobil", [], "Mobil", .mobile, to: [.cell]),
    maps("Handy", [], "Handy", .mobile, to: [.cell]),
    maps("Portable", [], "Portable", .mobile, to: [.cell]),
    maps("Celular", [], "Celular", .mobile, to: [.cell]),
    maps("Móvil", [], "Móvil", .mobile, to: [.cell]),
    maps("Movil", [], "Movil", .mobile, to: [.cell]),
    maps("Cellulare", [], "Cellulare", .mobile, to: [.cell]),
    maps("Komórka", [], "Komórka", .mobile, to: [.cell]),
    maps("Мобильный", [], "Мобильный", .mobile, to: [.cell]),
    maps("Mobiel", [], "Mobiel", .mobile, to: [.cell]),
    maps("Telemóvel", [], "Telemóvel", .mobile, to: [.cell]),
    maps("Κινητό", [], "Κινητό", .mobile, to: [.cell]),
    maps("M", [], "M", .mobile, to: [.cell]),
    maps("(M)", [], "(M)", .mobile, to: [.cell]),
    maps("cell", [], "cell", .mobile, to: [.cell]),
    maps("mob", [], "mob", .mobile, to: [.cell]),
    maps("Mob.", [], "Mob.", .mobile, to: [.cell]),
    maps("Handy privat", [], "Handy privat", .mobile, to: [.home, .cell]),
    maps("Privat", [], "Privat", .home, to: [.home]),
    maps("Büro", [], "Büro", .work, to: [.work]),
    maps("Geschäftlich", [], "Geschäftlich", .work, to: [.work]),
    maps("Tel. geschäftlich", [], "Tel. geschäftlich", .work, to: [.work]),
    maps("Domicile", [], "Domicile", .home, to: [.home]),
    maps("Travail", [], "Travail", .work, to: [.work]),
    maps("Casa", [], "Casa", .home, to: [.home]),
    maps("Trabajo", [], "Trabajo", .work, to: [.work]),
    maps("Lavoro", [], "Lavoro", .work, to: [.work]),
    maps("Домашний", [], "Домашний", .home, to: [.home]),
    maps("Рабочий", [], "Рабочий", .work, to: [.work]),
    maps("Факс", [], "Факс", .otherFax, to: [.fax]),
    maps("Télécopie", [], "Télécopie", .otherFax, to: [.fax]),
    maps("Piepser", [], "Piepser", .pager, to: [.pager]),
    maps("Zentrale", [], "Zentrale", .main, to: [.main]),
    maps("Sonstige", [], "Sonstige", .other, to: [.other]),
    maps("Telefon", [], "Telefon", .other, to: []),
  ]

  static let garbage: [Case] = [
    maps("empty X-ABLabel", [], "", .other, to: [], garbage: [""]),
    maps("blank X-ABLabel", [.voice], "   ", .other, to: [.voice], capabilities: .voice, garbage: ["   "]),
    maps("control characters", [], "\u{01}\u{02}", .other, to: [], garbage: ["\u{01}\u{02}"]),
    maps("replacement character", [], "\u{FFFD}", .other, to: [], garbage: ["\u{FFFD}"]),
    maps("x-123 as text", [], "x-123", .other, to: [], garbage: ["x-123"]),
    maps("TYPE=x-123", [.extended("x-123")], nil, .other, to: [], garbage: ["x-123"]),
    maps("TYPE=asdf", [.extended("asdf")], nil, .other, to: [], garbage: ["asdf"]),
    maps("qwerty", [], "qwerty", .other, to: [], garbage: ["qwerty"]),
    maps("null", [], "null", .other, to: [], garbage: ["null"]),
    maps("???", [], "???", .other, to: [], garbage: ["???"]),
    maps("xxx", [], "xxx", .other, to: [], garbage: ["xxx"]),
    maps("digits", [], "12345", .other, to: [], garbage: ["12345"]),
    maps("empty TYPE value", [.extended("")], nil, .other, to: [], garbage: [""]),
    maps("lone quote token", [.extended("\"")], nil, .other, to: [], garbage: ["\""]),
    maps("noise next to a real label", [.home, .extended("x-123")], nil, .home, to: [.home], garbage: ["x-123"]),
    maps("garbage text, type still counts", [.cell], "asdf", .mobile, to: [.cell], garbage: ["asdf"]),
  ]

  static let all = standardTypes + nonStandardTypes + appleTokens + google + outlook + languages + garbage

  @Test(arguments: all)
  func reads(_ c: Case) {
    let reading = PhoneLabelReading(types: c.types, label: c.label)
    #expect(reading.label == c.expected)
    #expect(reading.capabilities == c.capabilities)
    #expect(reading.isPreferred == c.preferred)
    #expect(reading.garbage == c.garbage)
    if let types = c.rewrittenTypes {
      #expect(reading.isRewritten)
      #expect(reading.types == types)
      #expect(reading.freeText == c.rewrittenLabel)
    } else {
      #expect(!reading.isRewritten)
      #expect(reading.types == c.types)
      #expect(reading.freeText == c.label)
    }
  }

  @Test func nothingAtAllIsImplicitOther() {
    let empty = PhoneLabelReading(types: [], label: nil)
    #expect(empty.label == .other)
    #expect(empty.isImplicit)
    #expect(!empty.isRewritten)
    #expect(!PhoneLabelReading(types: [.voice], label: nil).isRewritten)
    #expect(!PhoneLabelReading(types: [.other], label: nil).isImplicit)
  }

  /// Reading is total: odd input of any shape gives some label and never traps.
  @Test func oddInputNeverTraps() {
    let odd: [String?] = [
      nil, "", "\u{0}", "_$!<", ">!$_", "_$!<>!$_", "*", "* ", "x-", "X-", "\"", ",,,", "\u{202E}evil",
      String(repeating: "a", count: 10_000), "🙂", "e\u{301}", "\u{D7FF}", "\t\n",
    ]
    for label in odd {
      for types in [[], [TypeToken.extended(label ?? "")], [.extended(","), .cell]] {
        let reading = PhoneLabelReading(types: types, label: label)
        #expect(!reading.label.name.isEmpty || reading.label == .custom(""))
      }
    }
  }
}

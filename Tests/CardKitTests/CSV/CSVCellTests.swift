import Testing
@testable import CardKit

@Suite struct CSVCellTests {
  static let formulas: [(String, Bool)] = [
    ("=SUM(A1:A9)", true), ("=HYPERLINK(\"http://evil\",\"x\")", true), ("@SUM(1)", true), ("+cmd|' /C calc'!A0", true),
    ("-2+3+cmd|' /C calc'!A0", true), ("\tlead tab", true), ("\rlead CR", true), ("-", true), ("- bullet", true),
    ("'=already", true), ("''+x", true),
    ("+1 408 555 0100", false), ("+44 (0)20 7946 0958", false), ("-12.5", false), ("+1-555-0123", false),
    ("+1 (408) 555-0100 ext. 12", false), ("+1 408 555 0100 x12", false), ("+1 555 0100;ext=5", false),
    ("plain text", false), ("'quoted", false), ("a=b", false), ("", false), ("user@example.com", false),
  ]

  @Test(arguments: formulas)
  func formulaDetection(_ text: String, _ neutralise: Bool) {
    #expect(CSVFormula.needsNeutralising(text) == neutralise)
    let written = CSVFormula.neutralise(text)
    #expect(written.hasPrefix("'") == neutralise || text.hasPrefix("'"))
    #expect(CSVFormula.restore(written) == text)
  }

  @Test func formulasInAFileBothWays() {
    var c = Card()
    c.formattedName = Attributed("=cmd|' /C calc'!A0")
    c.append(LabeledValue("+1 408 555 0100", types: [.cell]), to: \.phones)
    c.append(LabeledValue("@evil"), to: \.notes)
    for layout in CSVOutputLayout.allCases {
      let safe = String(decoding: CSVWriter.write(cards: [c], layout: layout).bytes, as: UTF8.self)
      #expect(safe.contains("'@evil"), "\(layout)")
      #expect(safe.contains("+1 408 555 0100") && !safe.contains("'+1 408"), "\(layout)")
      let raw = CSVWriter.write(cards: [c], layout: layout, options: CSVWriteOptions(allowFormulas: true))
      let text = String(decoding: raw.bytes, as: UTF8.self)
      #expect(text.contains("@evil") && !text.contains("'@evil"), "\(layout)")
      #expect(!raw.diagnostics.contains { $0.code == .csvFormulaNeutralised })
      // Read back, the neutralised value is the original again.
      let back = CSVReader.read(bytes: Array(safe.utf8), fileName: "f.csv").cards.first
      #expect(back?.notes.first?.value == "@evil", "\(layout)")
    }
  }

  static let dates: [(String, CSVDates.Reading)] = [
    ("1985-04-12", .date(PartialDate(year: 1985, month: 4, day: 12))),
    ("--04-12", .date(PartialDate(month: 4, day: 12))),
    ("19850412", .date(PartialDate(year: 1985, month: 4, day: 12))),
    ("4/12/1985", .date(PartialDate(year: 1985, month: 4, day: 12))),
    ("20/01/1991", .date(PartialDate(year: 1991, month: 1, day: 20))),
    ("12.04.1985", .date(PartialDate(year: 1985, month: 4, day: 12))),
    ("4/12/85", .date(PartialDate(year: 1985, month: 4, day: 12))),
    ("1/2/05", .date(PartialDate(year: 2005, month: 1, day: 2))),
    ("5/17/1604", .date(PartialDate(month: 5, day: 17))),
    ("1604-05-17", .date(PartialDate(month: 5, day: 17))),
    ("1985-4-2", .date(PartialDate(year: 1985, month: 4, day: 2))),
    ("0/0/00", .none), ("", .none), ("0000-00-00", .none),
    ("next Tuesday", .unreadable), ("13/13/2000", .unreadable),
    // A date's form but no day: not written as a date our own lint flags (L018).
    ("2/30/1981", .unreadable), ("1980-02-30", .unreadable), ("31.04.1999", .unreadable), ("2/29/2001", .unreadable),
    ("2/29/2000", .date(PartialDate(year: 2000, month: 2, day: 29))), ("--02-29", .date(PartialDate(month: 2, day: 29))),
  ]

  @Test(arguments: dates)
  func dateReading(_ text: String, _ expected: CSVDates.Reading) {
    #expect(CSVDates.read(text) == expected)
  }

  /// Thunderbird's Birth Year, Birth Month and Birth Day: a part that does not fit makes the
  /// whole birthday text (reported by the reader), not a date without that part.
  static let dateParts: [((String?, String?, String?), CSVDates.Reading?)] = [
    (("1980", "4", "12"), .date(PartialDate(year: 1980, month: 4, day: 12))),
    (("1980", nil, nil), .date(PartialDate(year: 1980))),
    ((nil, "5", ""), .date(PartialDate(month: 5))),
    (("", "2", "29"), .date(PartialDate(month: 2, day: 29))),
    (("1604", "5", "17"), .date(PartialDate(month: 5, day: 17))),
    ((nil, nil, nil), nil), ((" ", "", nil), nil),
    (("1980", "13", "1"), .unreadable), (("abc", "1", "1"), .unreadable), (("1981", "2", "29"), .unreadable),
    (("1980", "", "3"), .unreadable), (("1980", "4", "0"), .unreadable),
  ]

  @Test(arguments: dateParts)
  func datePartsReading(_ parts: (String?, String?, String?), _ expected: CSVDates.Reading?) {
    #expect(CSVDates.fromParts(year: parts.0, month: parts.1, day: parts.2) == expected)
  }

  /// The reader keeps a birthday whose parts do not fit as text with every part, at the first
  /// part's cell, and reports it (S014).
  @Test func unreadableDatePartsAreKeptAsTextAndReported() throws {
    let text = "First Name,Last Name,Display Name,Primary Email,Birth Year,Birth Month,Birth Day\r\nAda,Okafor,,,1980,13,1\r\nBo,Li,,,1981,,\r\n"
    let read = CSVReader.read(bytes: Array(text.utf8), fileName: "tb.csv")
    #expect(read.layout == .thunderbird)
    #expect(read.cards.map(\.birthday?.value) == [.text("year 1980, month 13, day 1"), .date(PartialDate(year: 1981))])
    let finding = try #require(read.diagnostics.first { $0.code == .csvInvalidDate })
    #expect(finding.message == "birthday 'year 1980, month 13, day 1' is not a date we understand; kept as text")
    #expect(finding.location.line == 2 && finding.location.column == 14)
  }

  @Test func dateWriting() {
    #expect(CSVDates.outlookText(PartialDate(year: 1985, month: 4, day: 12)) == "4/12/1985")
    #expect(CSVDates.outlookText(PartialDate(month: 4, day: 12)) == "4/12/1604")
    #expect(CSVDates.googleText(PartialDate(month: 4, day: 12)) == "--04-12")
    #expect(CSVDates.googleText(PartialDate(year: 1985, month: 4, day: 12, time: "10:00")) == "1985-04-12")
  }

  static let googleWords: [(String, CSVBlockKind, [TypeToken], String?, Int?)] = [
    ("Mobile", .phone, [.cell], nil, nil), ("* Work Fax", .phone, [.work, .fax], nil, 1), ("home fax", .phone, [.home, .fax], nil, nil),
    ("Emergency", .phone, [], "Emergency", nil), ("Home", .email, [.home], nil, nil), ("* Other", .email, [.other], nil, 1),
    ("Home Page", .website, [.homepage], nil, nil), ("Blog", .website, [], "Blog", nil), ("", .phone, [], nil, nil),
    // What the writer spells for tokens without a Google word, and the primary mark alone
    // (`* ` trimmed): read back as the writer meant them, not as free-text labels.
    ("Msg Work", .phone, [.msg, .work], nil, nil), ("* Car Pcs", .phone, [.car, .pcs], nil, 1), ("*", .email, [], nil, 1),
    ("* ", .email, [], nil, 1), ("Home Office", .email, [], "Home Office", nil),
  ]

  @Test(arguments: googleWords)
  func googleLabels(_ cell: String, _ kind: CSVBlockKind, _ types: [TypeToken], _ label: String?, _ preference: Int?) {
    let read = CSVLabels.fromGoogle(cell, kind: kind)
    #expect(read.types == types)
    #expect(read.label == label)
    #expect(read.preference == preference)
    // Written back, the word reads the same.
    let word = CSVLabels.googleWord(types: types + [.voice], label: label, preference: preference, kind: kind)
    let again = CSVLabels.fromGoogle(word, kind: kind)
    #expect(again.types == types && again.label == label && again.preference == preference)
  }

  /// A Google address whose label is there and whose parts are all empty is an empty
  /// labelled address (the writer writes a vCard's empty `ADR;TYPE=WORK;PREF=1:` so), not
  /// nothing: it was dropped without a word. Without a label it is no address.
  @Test func googleAddressLabelWithoutAnAddressIsKept() throws {
    let header = "First Name,Last Name,Address 1 - Label,Address 1 - Street,Address 1 - City,Address 2 - Label,Address 2 - Street"
    let read = CSVReader.read(bytes: Array("\(header)\nAnn,Lee,* Work,,,,\n".utf8), fileName: "google.csv")
    #expect(read.layout == .googleCurrent)
    let card = try #require(read.cards.first)
    #expect(card.addresses.count == 1)
    #expect(card.addresses.first?.types == [.work] && card.addresses.first?.preference == 1)
    #expect(card.addresses.first?.value.hasNoComponents == true)
  }

  /// An empty value has no Google custom field (Google's reader and ours pass an empty one
  /// over): it is left out and said, not written for the reader to drop.
  @Test func emptyCustomFieldIsLeftOutAndSaid() {
    var card = Card()
    card.formattedName = Attributed("Ann Lee")
    card.append(LabeledValue(""), to: \.roles)
    card.append(LabeledValue("Captain"), to: \.roles)
    card.extras.append(RawProperty(name: .extended("X-EVOLUTION-MANAGER"), value: ""))
    let written = CSVWriter.write(cards: [card], layout: .google)
    let text = String(decoding: written.bytes, as: UTF8.self)
    #expect(text.contains("ROLE,Captain") && !text.contains("X-EVOLUTION-MANAGER"), "\(text)")
    let messages = written.diagnostics.filter { $0.code == .csvInexact }.map(\.message)
    #expect(messages.contains { $0.contains("empty ROLE not written") }, "\(messages)")
    #expect(messages.contains { $0.contains("empty X-EVOLUTION-MANAGER not written") }, "\(messages)")
  }

  @Test func appleLabelsBecomeGoogleWords() {
    #expect(CSVLabels.googleWord(types: [], label: "_$!<Mobile>!$_", preference: nil, kind: .phone) == "Mobile")
    #expect(CSVLabels.googleWord(types: [.car, .pcs], label: nil, preference: nil, kind: .phone) == "Car Pcs")
  }

  static let lists: [[String]] = [[], ["a"], ["a", "b"], ["", "x"], [""], ["a ::: b"], ["x,y", "z;w", "back\\slash", "new\nline"], ["\\e"]]

  @Test(arguments: lists)
  func listCells(_ items: [String]) {
    if let joined = GenericCells.joinList(items) {
      #expect(GenericCells.splitList(joined) == items)
    }
    #expect(GenericCells.splitEscaped(GenericCells.joinEscaped(items)) == items)
    #expect(GenericCells.splitNested(GenericCells.joinNested([items, [], items])) == [items, [], items])
  }

  @Test func parameterCells() {
    let params = [
      Parameter(.type, ["home", "pref"]), Parameter(.extended("X-Q"), "a \"b\"; c: d\nnew ^ caret"), Parameter(.extended("X-BARE"), []),
      Parameter(.extended("X-EMPTY"), [""]), Parameter(.language, "de-CH"),
    ]
    let cell = GenericCells.encodeParameters(params)
    #expect(GenericCells.decodeParameters(cell) == params)
    #expect(GenericCells.decodeParameters("=x") == nil)
    #expect(GenericCells.decodeParameters("A=\"unclosed") == nil)
  }

  @Test func extraLines() {
    let properties = [
      RawProperty(name: .extended("X-A"), value: "v"),
      RawProperty(group: "item1", name: .xABLabel, parameters: [Parameter(.type, "x:y")], value: "a:b;c"),
      RawProperty(name: .extended("x-lower"), value: "multi\nline ^"),
    ]
    for p in properties { #expect(GenericCells.decodeExtra(GenericCells.encodeExtra(p)) == p) }
    #expect(GenericCells.decodeExtra("no colon") == nil)
    #expect(GenericCells.decodeExtra(".X-A:v") == nil)
  }

  @Test func mediaCells() {
    let inline = Media.inline(bytes: [0, 255, 7, 8], mediaType: "image/png")
    #expect(GenericCells.decodeMedia(GenericCells.encodeMedia(inline).cell, isURI: false) == inline)
    #expect(GenericCells.encodeMedia(.uri("data:x")).marker == .uri)
    #expect(GenericCells.decodeMedia("data:image/png;base64,@@@", isURI: false) == nil)
  }

  static let headers: [([String], CSVLayout)] = [
    (["Formatted Name", "Given Name", "Phone 1 - Value", "Phone 1 - Types"], .generic),
    (["First Name", "Last Name", "Labels", "E-mail 1 - Label", "E-mail 1 - Value"], .googleCurrent),
    (["First Name", "Last Name", "Email 1 - Label", "Email 1 - Value"], .googleCurrent),
    (["Name", "Given Name", "Family Name", "Group Membership", "E-mail 1 - Type"], .googleLegacy),
    (["First Name", "Last Name", "Display Name", "Primary Email", "Mobile Number"], .thunderbird),
    (["Title", "First Name", "Last Name", "Mobile Phone", "Business Street", "E-mail Address"], .outlookDesktop),
    (["First Name", "Last Name", "Home Country/Region", "Business Phone"], .outlookDesktop),
    (["First Name", "Home Address", "Mobile Phone", "Business Phone"], .outlookFromGoogle),
    (["First Name", "Given Yomi", "Surname Yomi", "Mobile Phone", "E-mail Address"], .outlookWeb),
    (["FIRST NAME", "LAST NAME", "EMAIL", "PHONE"], .custom),
    (["Name", "Email"], .custom),
  ]

  @Test(arguments: headers)
  func layoutDetection(_ names: [String], _ layout: CSVLayout) {
    #expect(CSVLayoutDetector.detect(names.map(CSVHeaderName.normalize)) == layout)
  }

  static let vocabulary: [(String, CSVColumnRole?)] = [
    ("Full Name", .field(.formattedName)), ("Surname", .field(.familyName)), ("E-Mail", .email(CSVSlot())),
    ("Work Email", .email(CSVSlot([.work]))), ("Mobile", .phone(CSVSlot([.cell]))), ("Home Fax", .phone(CSVSlot([.home, .fax]))),
    ("Assistant's Phone", .phone(CSVSlot(label: "Assistant"))), ("Zip Code", .address(CSVSlot(), .postalCode)),
    ("Other Country/Region", .address(CSVSlot([.other]), .country)), ("Company", .field(.organization)),
    ("LinkedIn", .url(CSVSlot(label: "LinkedIn"))), ("IM Skype", .im(CSVSlot(label: "Skype"))),
    ("Manager's Name", nil), ("Maiden Name", nil), ("Connected On", nil), ("E-mail Display Name", nil),
    // Other languages, and Outlook's localised exports.
    ("Vorname", .field(.givenName)), ("PRÉNOM", .field(.givenName)), ("Nom de famille", .field(.familyName)),
    ("Apellidos", .field(.familyName)), ("Cognome", .field(.familyName)), ("Отчество", .field(.additionalName)),
    ("氏名", .field(.formattedName)), ("Firma", .field(.organization)), ("Geburtstag", .field(.birthday)),
    ("Aniversário", .field(.birthday)), ("Aniversario", .field(.anniversary)), ("Remarques", .field(.note)),
    ("Telefon geschäftlich", .phone(CSVSlot([.work]))), ("Mobiltelefon", .phone(CSVSlot([.cell]))),
    ("Fax privat", .phone(CSVSlot([.home, .fax]))), ("Teléfono móvil", .phone(CSVSlot([.cell]))),
    ("Haupttelefon", .phone(CSVSlot([.main]))), ("Telefon Assistent", .phone(CSVSlot(label: "Assistant"))),
    ("Рабочий телефон", .phone(CSVSlot([.work]))), ("携帯電話", .phone(CSVSlot([.cell]))), ("自宅電話", .phone(CSVSlot([.home]))),
    ("Courriel", .email(CSVSlot())), ("E-Mail-Adresse", .email(CSVSlot())), ("Correo electrónico trabajo", .email(CSVSlot([.work]))),
    ("E-Mail: Angezeigter Name", nil), ("E-Mail-Typ", nil),
    ("Land/Region geschäftlich", .address(CSVSlot([.work]), .country)), ("Code postal", .address(CSVSlot(), .postalCode)),
    ("PLZ", .address(CSVSlot(), .postalCode)), ("Ort privat", .address(CSVSlot([.home]), .city)),
    ("Weitere Straße", .address(CSVSlot([.other]), .street)), ("Bundesland/Kanton privat", .address(CSVSlot([.home]), .region)),
    ("Postfach geschäftlich", .address(CSVSlot([.work]), .poBox)), ("住所", .address(CSVSlot(), .street)),
    ("Webseite", .url(CSVSlot())), ("Land Line", nil),
    ("姓（フリガナ）", .field(.phoneticFamily)), ("メイ", .field(.phoneticGiven)), ("Phonetic Last Name", .field(.phoneticFamily)),
    ("Company Yomi", nil), ("Naam", .field(.formattedName)), ("Nombre y apellidos", .field(.formattedName)),
    ("Vor- und Nachname", .field(.formattedName)), ("CAP", .address(CSVSlot(), .postalCode)),
    ("Adresszusatz", .address(CSVSlot(), .extended)), ("Complément d'adresse", .address(CSVSlot(), .extended)),
    ("Adresse de messagerie 2", .email(CSVSlot())), ("Nom complet de l'adresse de messagerie", nil),
    ("Weiterer Ort", .address(CSVSlot([.other]), .city)), ("Name Assistent", nil), ("Phone 1 - Types", nil), ("Phone Label", nil), ("Email 2 - Pref", nil),
  ]

  @Test(arguments: vocabulary)
  func columnNames(_ name: String, _ role: CSVColumnRole?) {
    #expect(HeaderVocabulary.role(for: CSVHeaderName.normalize(name), headerHasJobTitle: false) == role)
  }

  @Test func titleIsAPrefixWhenThereIsAJobTitle() {
    #expect(HeaderVocabulary.role(for: "title", headerHasJobTitle: true) == .field(.namePrefix))
    #expect(HeaderVocabulary.role(for: "title", headerHasJobTitle: false) == .field(.jobTitle))
    #expect(HeaderVocabulary.role(for: "titel", headerHasJobTitle: true) == .field(.namePrefix))
    #expect(HeaderVocabulary.isJobTitle("position") && HeaderVocabulary.isJobTitle("fonction") && !HeaderVocabulary.isJobTitle("titel"))
  }

  /// A German Outlook export (Outlook writes its CSV headers in the user's language) reads into
  /// the same fields as the English one; the display name and type of its email stay X- columns.
  @Test func germanOutlookExport() throws {
    let text = """
      "Anrede","Vorname","Nachname","Firma","Position","Straße geschäftlich","Ort geschäftlich","Postleitzahl geschäftlich",\
      "Land/Region geschäftlich","Telefon geschäftlich","Mobiltelefon","E-Mail-Adresse","E-Mail: Angezeigter Name","Geburtstag"\r\n\
      "Dr.","Jürgen","Müller","ACME GmbH","Leiter","Hauptstr. 1","Berlin","10115","Deutschland","030 1234567","0170 1234567",\
      "jm@example.de","Jürgen Müller (jm@example.de)","1.2.1970"\r\n
      """
    let read = CSVReader.read(bytes: Array(text.utf8), fileName: "de.csv")
    let card = try #require(read.cards.first)
    #expect(card.name?.value.prefixes == ["Dr."])
    #expect(card.name?.value.given == ["Jürgen"])
    #expect(card.name?.value.family == ["Müller"])
    #expect(card.organization?.value.name == "ACME GmbH")
    #expect(card.titles.map(\.value) == ["Leiter"])
    #expect(card.addresses.first?.value.locality == ["Berlin"])
    #expect(card.addresses.first?.value.country == ["Deutschland"])
    #expect(card.addresses.first?.types == [.work])
    #expect(card.phones.map(\.value) == ["030 1234567", "0170 1234567"])
    #expect(card.phones.map(\.types) == [[.work], [.cell]])
    #expect(card.emails.map(\.value) == ["jm@example.de"])
    #expect(card.extras.map(\.name.text) == ["X-E-MAIL-ANGEZEIGTER-NAME"])
  }

  /// A CSV's IM handle is an IMPP URI with its service's scheme (an IMPP value is a URI):
  /// Google's label or legacy service cell, or a column named for the service; a value that is
  /// a URI already stays as written, and the handle of a service without a scheme is Apple's
  /// `x-apple:` URI, percent-encoded. Google's writer gives the handle back.
  @Test func instantMessagingHandlesTakeTheirServiceScheme() throws {
    let text = """
      Name,IM 1 - Label,IM 1 - Value,IM 2 - Label,IM 2 - Value,IM 3 - Label,IM 3 - Value,IM 4 - Label,IM 4 - Value,Skype Name\r\n\
      Ann Lee,* Skype,ann.lee,QQ,12345,Jabber,xmpp:ann@example.org,WhatsApp,49 170 100%,live:annlee\r\n
      """
    let card = try #require(CSVReader.read(bytes: Array(text.utf8), fileName: "im.csv").cards.first)
    // A Microsoft account's Skype name (`live:…`) is a handle, not a URI of its own.
    #expect(
      card.instantMessaging.map(\.value) == [
        "skype:live:annlee", "skype:ann.lee", "x-apple:12345", "xmpp:ann@example.org", "x-apple:49%20170%20100%25",
      ])
    #expect(card.instantMessaging.map(\.label) == ["Skype", "Skype", "QQ", "Jabber", "WhatsApp"])
    let google = String(decoding: CSVWriter.write(cards: [card], layout: .google).bytes, as: UTF8.self)
    #expect(google.contains(",Skype,live:annlee,* Skype,ann.lee,QQ,12345,Jabber,ann@example.org,WhatsApp,49 170 100%"), "\(google)")
  }

  /// A handle in a URI is percent-encoded, whatever the scheme (Apple writes
  /// `skype:SKYPE%20DOE`), and a CSV gets it decoded; a space written bare in a vCard's URI
  /// stays a space.
  @Test func handlesOfEveryServiceArePercentEncodedInTheURI() {
    #expect(IMPPCodec.uri("SKYPE DOE", service: "Skype") == "skype:SKYPE%20DOE")
    #expect(IMPPCodec.handle("skype:SKYPE%20DOE", service: "Skype") == "SKYPE DOE")
    #expect(IMPPCodec.handle("skype:SKYPE DOE", service: "Skype") == "SKYPE DOE")
    #expect(IMPPCodec.uri("live:ann.lee", service: "Skype") == "skype:live:ann.lee")
    #expect(IMPPCodec.handle("xmpp:ann%40example.org", service: "Jabber") == "ann@example.org")
    #expect(IMPPCodec.handle("xmpp:50%", service: "Jabber") == "50%")
    #expect(IMPPCodec.uri("ann@example.org/home office?x#y", service: "Jabber") == "xmpp:ann@example.org/home%20office%3Fx%23y")
    for handle in ["Ann Lee", "100%", "café", "a:b@c", "a/b?c#d"] {
      #expect(IMPPCodec.handle(IMPPCodec.uri(handle, service: "Skype"), service: "Skype") == handle)
    }
  }

  /// Apple's `x-apple:` handle is decoded for a CSV only when its escapes are whole UTF-8.
  @Test func appleHandlesAreDecodedWhenTheyCanBe() {
    #expect(IMPPCodec.handle("x-apple:GROUPWISE%20DOE", service: "Groupwise") == "GROUPWISE DOE")
    #expect(IMPPCodec.handle("X-APPLE:caf%C3%A9", service: nil) == "café")
    #expect(IMPPCodec.handle("x-apple:100%", service: nil) == "x-apple:100%")
    #expect(IMPPCodec.handle("x-apple:%FF", service: nil) == "x-apple:%FF")
    #expect(IMPPCodec.uri("café 1", service: "QQ") == "x-apple:caf%C3%A9%201")
    // A URI already (a vCard's IMPP written to a CSV without a service) stays one.
    #expect(IMPPCodec.uri("twitter:kdecommunity", service: nil) == "twitter:kdecommunity")
    #expect(IMPPCodec.uri("https://wa.me/4917012345", service: "WhatsApp") == "https://wa.me/4917012345")
    #expect(IMPPCodec.uri("ann:", service: nil) == "x-apple:ann:")
    #expect(IMPPCodec.uri("12:30", service: nil) == "x-apple:12:30")
  }

  @Test func extensionNames() throws {
    #expect(CSVHeaderName.extensionName(for: "Connected On", position: 0) == .extended("X-CONNECTED-ON"))
    #expect(CSVHeaderName.extensionName(for: "  Manager's Name ", position: 0) == .extended("X-MANAGER-S-NAME"))
    #expect(CSVHeaderName.extensionName(for: "X-Custom", position: 0) == .extended("X-CUSTOM"))
    #expect(CSVHeaderName.extensionName(for: "携帯", position: 4) == .extended("X-CSV-COLUMN-5"))
    // Names outside ASCII written in Latin letters first (as the reader does): the name survives.
    let latin = try #require(try? Transliterator(id: Transliterator.ID.latinASCII))
    for (name, property) in [("フリガナ", "X-FURIGANA"), ("Straße", "X-STRASSE"), ("Любимый цвет", "X-LUBIMYJ-CVET"), ("Connected On", "X-CONNECTED-ON")] {
      #expect(CSVHeaderName.extensionName(for: name, position: 0, latin: latin.transliterate) == .extended(property), "\(name)")
    }
  }

  /// An unmapped column named outside ASCII keeps its name, in Latin letters, in its property.
  @Test func unmappedNonLatinColumnsKeepTheirNames() {
    let text = "Name,フリガナ,Любимый цвет\r\nAnn,あん,синий\r\n"
    let read = CSVReader.read(bytes: Array(text.utf8), fileName: "t.csv")
    #expect(read.cards.first?.extras.map(\.name.text) == ["X-FURIGANA", "X-LUBIMYJ-CVET"])
  }
}

import Testing
@testable import CardKit

/// model -> Google CSV -> model and model -> Outlook CSV -> model keep what those layouts hold.
@Suite struct CSVVendorRoundTripTests {
  /// Cards as people keep them: the fields the Google round trip must keep.
  static func everydayCards() -> [Card] {
    var a = Card()
    a.formattedName = Attributed("Dr. Amélie Poulain-Dufayel Jr.")
    a.name = Attributed(StructuredName(family: ["Poulain-Dufayel"], given: ["Amélie"], additional: ["Marie"], prefixes: ["Dr."], suffixes: ["Jr."]))
    a.organization = Attributed(Organization(name: "Café des 2 Moulins", units: ["Service"]))
    a.append(LabeledValue("Serveuse"), to: \.titles)
    a.append(LabeledValue("+33 1 42 54 90 11", types: [.cell]), to: \.phones)
    a.append(LabeledValue("+33 1 42 54 90 12", types: [.work]), to: \.phones)
    a.append(LabeledValue("+33 1 42 54 90 13", types: [.home, .fax]), to: \.phones)
    a.append(LabeledValue("+33 1 42 54 90 14", types: [.work, .fax]), to: \.phones)
    a.append(LabeledValue("+33 6 00 00 00 15", label: "Emergency"), to: \.phones)
    a.append(LabeledValue("+33 1 42 54 90 16", types: [.pager]), to: \.phones)
    a.append(LabeledValue("amelie@example.fr", types: [.home]), to: \.emails)
    a.append(LabeledValue("a.poulain@cafe.example", types: [.work]), to: \.emails)
    a.append(
      LabeledValue(
        PostalAddress(street: ["15 rue Lepic"], locality: ["Paris"], region: ["Île-de-France"], postalCode: ["75018"], country: ["France"]),
        types: [.work]), to: \.addresses)
    a.append(
      LabeledValue(PostalAddress(poBox: ["BP 7"], street: ["1 place du Tertre"], locality: ["Paris"], postalCode: ["75018"]), types: [.home]),
      to: \.addresses)
    a.append(LabeledValue("Likes cracking crème brûlée.\nLine two, \"quoted\"; and more."), to: \.notes)
    a.birthday = Attributed(.date(PartialDate(year: 1973, month: 9, day: 3)))
    a.append(LabeledValue("Friends"), to: \.categories)
    a.append(LabeledValue("Starred"), to: \.categories)

    var b = Card()
    b.name = Attributed(StructuredName(family: ["山田"], given: ["太郎"]))
    b.append(LabeledValue("+81 3-1234-5678", types: [.home]), to: \.phones)
    b.append(LabeledValue("+81 90-1234-5678", types: [.main]), to: \.phones)
    b.append(LabeledValue("taro@example.jp", types: []), to: \.emails)
    b.birthday = Attributed(.date(PartialDate(month: 2, day: 29)))  // no year
    b.append(LabeledValue("Work ::: Tokyo"), to: \.categories)

    var c = Card()
    c.name = Attributed(StructuredName(family: ["O'Brien"], given: ["Seán"]))
    c.organization = Attributed(Organization(name: "=Equals Corp"))
    c.append(LabeledValue("-5 degrees\n@home"), to: \.notes)
    c.append(LabeledValue("+1 (408) 555-0100 ext. 12", types: [.work]), to: \.phones)
    return [a, b, c]
  }

  /// The parts of a card both layouts keep; labels compared as Google words would give them.
  struct Essentials: Equatable {
    var name: [[String]]
    var phones: [String]
    var emails: [String]
    var addresses: [String]
    var organization: String
    var notes: [String]
    var birthday: String
    var categories: [String]

    init(_ c: Card, categories keepCategories: Bool = true) {
      func labels<V>(_ v: LabeledValue<V>) -> String {
        "\(Set(CSVLabels.significant(v.types)).map(\.text).sorted()) \(v.label ?? "")"
      }
      name = c.name?.value.components ?? []
      phones = c.phones.map { "\($0.value) \(labels($0))" }
      emails = c.emails.map { "\($0.value) \(labels($0))" }
      addresses = c.addresses.map { "\($0.value.components) \(labels($0))" }
      organization = c.organization.map { "\($0.value.name) \($0.value.units)" } ?? ""
      notes = c.notes.map(\.value)
      birthday = c.birthday.map { "\($0.value)" } ?? ""
      categories = keepCategories ? c.categories.map(\.value) : []
    }
  }

  @Test func googleKeepsWhatItHolds() {
    let cards = Self.everydayCards()
    let written = CSVWriter.write(cards: cards, layout: .google)
    let read = CSVReader.read(bytes: written.bytes, fileName: "google.csv")
    #expect(read.layout == .googleCurrent)
    #expect(read.cards.count == cards.count)
    for (got, want) in zip(read.cards, cards) {
      var want = want
      // A category that holds Google's separator is two labels in Google.
      want.categories = want.categories.flatMap { c in GenericCells.splitList(c.value).map { LabeledValue($0) } }
      #expect(Essentials(got) == Essentials(want))
    }
    // Only `* myContacts`, added by the writer and dropped by the reader, is reported on reading.
    #expect(read.diagnostics.map(\.code) == [.csvSystemGroup])
    // The first card keeps `* starred`.
    #expect(String(decoding: written.bytes, as: UTF8.self).contains("* myContacts ::: Friends ::: * starred"))
  }

  @Test func outlookKeepsWhatItHolds() {
    let cards = Self.everydayCards()
    let written = CSVWriter.write(cards: cards, layout: .outlook)
    let read = CSVReader.read(bytes: written.bytes, fileName: "outlook.csv")
    #expect(read.layout == .outlookDesktop)
    #expect(read.cards.count == cards.count)
    for (got, want) in zip(read.cards, cards) {
      var want = want
      // Outlook has no column for a custom label: the Emergency phone becomes Other Phone (reported).
      for i in want.phones.indices where want.phones[i].label == "Emergency" {
        want.phones[i].label = nil
        want.phones[i].types = [.other]
      }
      // Outlook has no email labels (reported once per file), and ` ::: ` separates categories too.
      for i in want.emails.indices { want.emails[i].types = [] }
      want.categories = want.categories.flatMap { c in GenericCells.splitList(c.value).map { LabeledValue($0) } }
      // Outlook writes its fixed columns in its own order.
      var g = Essentials(got)
      var w = Essentials(want)
      #expect(Set(g.phones) == Set(w.phones))
      #expect(Set(g.addresses) == Set(w.addresses))
      (g.phones, w.phones, g.addresses, w.addresses) = ([], [], [], [])
      #expect(g == w)
    }
    let codes = written.diagnostics.map { "\($0.code)@\($0.location.cardIndex.map(String.init) ?? "-")" }
    #expect(codes.contains("S020@0"))  // the Emergency label
    #expect(written.diagnostics.contains { $0.code == .csvNotWritten && $0.severity == .warning && $0.message.contains("email labels (1 card(s))") })
  }

  /// Apple names an IM's service in `X-SERVICE-TYPE`: Google's label, when the value has no
  /// label of its own. Other parameters of values have no place in Google's or Outlook's
  /// layout: each is reported once per file with its count (S021), not dropped unsaid.
  @Test func serviceTypeIsGooglesLabelAndOtherParametersAreReported() throws {
    let text = """
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\nitem1.IMPP;X-SERVICE-TYPE=QQ:x-apple:12345\r\n\
      item2.IMPP;X-SERVICE-TYPE=Skype;type=pref:skype:ann.lee\r\nTEL;TYPE=CELL;PID=1.1:+1 202 555 0101\r\nEND:VCARD\r\n\
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bo\r\nN:;Bo;;;\r\nTEL;PID=2.1:+1 202 555 0102\r\nEND:VCARD\r\n
      """
    let cards = try read(bytes: Array(text.utf8)).map(\.card)
    let google = CSVWriter.write(cards: cards, layout: .google)
    #expect(String(decoding: google.bytes, as: UTF8.self).contains(",QQ,12345,* Skype,ann.lee"))
    let back = try #require(CSVReader.read(bytes: google.bytes, fileName: "google.csv").cards.first)
    #expect(back.instantMessaging.map(\.value) == ["x-apple:12345", "skype:ann.lee"])
    #expect(back.instantMessaging.map(\.label) == ["QQ", "Skype"])
    for (layout, written) in [("google", google.diagnostics), ("outlook", CSVWriter.write(cards: cards, layout: .outlook).diagnostics)] {
      let report = try #require(written.first { $0.code == .csvNotWritten && $0.message.hasPrefix("no column in the \(layout) layout") }?.message)
      #expect(report.contains("TEL parameter PID (2 card(s))"), "\(report)")
      if layout == "outlook" {
        let notes = String(decoding: CSVWriter.write(cards: cards, layout: .outlook).bytes, as: UTF8.self)
        #expect(notes.contains("IM: 12345\nIM: skype:ann.lee"), "\(notes)")
      }
      // Google writes the service as the label; Outlook has no place for it.
      #expect(report.contains("IMPP parameter X-SERVICE-TYPE (1 card(s))") == (layout == "outlook"), "\(report)")
    }
  }

  /// Google and Outlook have a column for each of N's five components, none for more.
  /// Notes that hold for several cards are counted at the end in the order they were first
  /// given, the same in every run (they came in the order of a dictionary, which changes from
  /// run to run).
  @Test func repeatedNotesAreCountedInTheOrderGiven() {
    var card = Card()
    card.formattedName = Attributed("Ann Lee")
    let names = ["X-A", "X-F", "X-B", "X-E", "X-C", "X-D", "ROLE-LIKE", "X-G"]
    card.extras = names.map { RawProperty(name: .extended($0), value: "") }
    let diagnostics = CSVWriter.write(cards: [card, card, card], layout: .google).diagnostics
    let counted = diagnostics.map(\.message).filter { $0.hasPrefix("2 more card(s) like the one at line ") }
    let named = counted.map { message in message.components(separatedBy: ": empty ").last?.components(separatedBy: " not written").first ?? "" }
    #expect(named == names, "\(counted)")
  }

  @Test func nameComponentsAfterTheFifthAreReported() throws {
    let cards = try read(bytes: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Al Wesker\r\nN:Wesker;Al;;;;Sixth\r\nEND:VCARD\r\n".utf8)).map(\.card)
    for layout in [CSVOutputLayout.google, .outlook] {
      let messages = CSVWriter.write(cards: cards, layout: layout).diagnostics.filter { $0.code == .csvInexact }.map(\.message)
      #expect(messages == ["name components after the fifth not written: Sixth"], "\(layout)")
    }
  }

  /// Google writes several nicknames, titles or categories in one cell, separated by ` ::: `:
  /// one that holds the separator comes back as several, and is reported (S020).
  @Test func googleReportsAListItemHoldingItsSeparator() throws {
    let text = """
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\nNICKNAME:Annie ::: Lee\r\nTITLE:Boss ::: CEO\r\n\
      CATEGORIES:Friends ::: Family,Work\r\nEND:VCARD\r\n
      """
    let cards = try read(bytes: Array(text.utf8)).map(\.card)
    let messages = CSVWriter.write(cards: cards, layout: .google).diagnostics.filter { $0.code == .csvInexact }.map(\.message)
    #expect(
      messages == ["nickname", "title", "category"].map { "\($0) holds ' ::: ', Google's separator of values; read back as several values" },
      "\(messages)")
    let plain = try read(bytes: Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Lee\r\nNICKNAME:Annie,Lee: A\r\nEND:VCARD\r\n".utf8)).map(\.card)
    #expect(CSVWriter.write(cards: plain, layout: .google).diagnostics.filter { $0.code == .csvInexact }.isEmpty)
  }

  /// Google's and Outlook's dates have no time: one a birthday has is left out and reported.
  @Test func aDatesTimeIsReportedNotDroppedUnsaid() throws {
    var card = Card()
    card.formattedName = Attributed("Ann Lee")
    card.name = Attributed(StructuredName(family: ["Lee"], given: ["Ann"]))
    card.birthday = Attributed(.date(try #require(PartialDate(parsing: "20190210T000033"))))
    for layout in [CSVOutputLayout.google, .outlook] {
      let written = CSVWriter.write(cards: [card], layout: layout)
      #expect(
        written.diagnostics.contains { $0.code == .csvInexact && $0.message.contains("20190210T000033 written without its time") },
        "\(layout): \(written.diagnostics)")
    }
  }

  /// Google has one label a value: the free-text label, as Apple shows it; the types it leaves
  /// out are reported (S020).
  @Test func googleWritesTheFreeTextLabelAndSaysWhatTypesItLeftOut() throws {
    let text = """
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\nitem1.TEL;TYPE=CELL,VOICE:+1 202 555 0101\r\n\
      item1.X-ABLabel:Emergency\r\nitem2.EMAIL;TYPE=INTERNET,WORK:a@example.com\r\nitem2.X-ABLabel:Billing\r\n\
      item3.EMAIL;TYPE=INTERNET,HOME:b@example.com\r\nitem3.X-ABLabel:_$!<Home>!$_\r\nEND:VCARD\r\n
      """
    let cards = try read(bytes: Array(text.utf8)).map(\.card)
    let written = CSVWriter.write(cards: cards, layout: .google)
    #expect(String(decoding: written.bytes, as: UTF8.self).contains("Billing,a@example.com,Home,b@example.com,Emergency,+1 202 555 0101"))
    let messages = written.diagnostics.filter { $0.code == .csvInexact }.map(\.message)
    #expect(messages.contains("E-mail 1 - Label is 'Billing'; its types (Work) left out (Google has one label a value)"), "\(messages)")
    #expect(messages.contains("Phone 1 - Label is 'Emergency'; its types (Mobile) left out (Google has one label a value)"), "\(messages)")
    // Apple's own spelling of a type is the type: nothing left out.
    #expect(!messages.contains { $0.hasPrefix("E-mail 2") }, "\(messages)")
  }

  /// What Outlook's address and notes columns cannot hold as it is, said (S020).
  @Test func outlookSaysWhatItsAddressAndNotesColumnsChange() throws {
    let text = """
      BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\n\
      ADR;TYPE=work;LABEL="1 Main St\\nSuite 4\\nTown":;;1 Main St,Suite 4,Floor 2,Room 9;Town;;;;extra\r\n\
      NOTE:one\r\nNOTE:two\r\nEND:VCARD\r\n
      """
    let cards = try read(bytes: Array(text.utf8)).map(\.card)
    let messages = CSVWriter.write(cards: cards, layout: .outlook).diagnostics.filter { $0.code == .csvInexact }.map(\.message)
    for wanted in [
      "address 1: more than three street lines", "address 1: components after the seventh", "address 1: formatted label not written",
      "2 notes written as one",
    ] {
      #expect(messages.contains { $0.hasPrefix(wanted) }, "\(wanted) in \(messages)")
    }
    // A fourth address goes into Notes with every part.
    var four = Card()
    four.formattedName = Attributed("Bo")
    for street in ["1 Home St", "2 Work St", "3 Other St"] {
      four.append(LabeledValue(PostalAddress(street: [street], locality: ["Town"]), types: [.home]), to: \.addresses)
    }
    four.append(
      LabeledValue(PostalAddress(poBox: ["box 7"], extended: ["Flat 2"], street: ["4 Main St"], locality: ["Town"]), types: [.home]),
      to: \.addresses)
    let notes = String(decoding: CSVWriter.write(cards: [four], layout: .outlook).bytes, as: UTF8.self)
    #expect(notes.contains("Address (home): box 7, Flat 2, 4 Main St, Town"), "\(notes)")
  }

  /// A value in an Outlook column that does not say all its types is reported with the types
  /// left out (S020), and a fax without a place goes to Other Fax, not Other Phone.
  @Test(arguments: [
    ("TEL;TYPE=CELL:+1 555 0101\r\nTEL;TYPE=CELL:+1 555 0102", "Other Phone", "+1 555 0102", "phone type cell not kept (written as Other Phone)"),
    ("TEL;TYPE=CELL,HOME,VIDEO:+49 170 2", "Home Phone", "+49 170 2", "phone types cell, video not kept (written as Home Phone)"),
    ("ADR;TYPE=HOME:;;1 Home;A;;;\r\nADR;TYPE=HOME:;;2 Home;B;;;", "Other Street", "2 Home", "address 2 type home not kept (written as Other address)"),
    ("ADR;TYPE=WORK,POSTAL:;;1 Work;A;;;", "Business Street", "1 Work", "address 1 type postal not kept (written as Business address)"),
    ("TEL;TYPE=FAX:+1 555 0109", "Other Fax", "+1 555 0109", nil),
  ])
  func outlookNamesTheTypesItsColumnsLeaveOut(_ lines: String, _ column: String, _ value: String, _ message: String?) throws {
    let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\n\(lines)\r\nEND:VCARD\r\n"
    let written = CSVWriter.write(cards: try read(bytes: Array(text.utf8)).map(\.card), layout: .outlook)
    let rows = Self.records(written.bytes)
    let cell = zip(rows[0], rows[1]).first { $0.0 == column }?.1
    #expect(cell == value, "\(column) holds \(cell ?? "nothing")")
    let messages = written.diagnostics.filter { $0.code == .csvInexact }.map(\.message)
    #expect(messages == (message.map { [$0] } ?? []), "\(messages)")
  }

  /// A formatted name the layout does not keep is named for the card, not by its text: cards
  /// alike share one finding and a count, rather than one line each (30,000 for a big book).
  @Test(arguments: [CSVOutputLayout.google, .outlook])
  func lostFormattedNamesShareOneFinding(_ layout: CSVOutputLayout) throws {
    let text = (0..<3).map { "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Dr. Ann Lee \($0)\r\nN:Lee \($0);Ann;;;\r\nEND:VCARD\r\n" }.joined()
    let written = CSVWriter.write(cards: try read(bytes: Array(text.utf8)).map(\.card), layout: layout)
    let lost = written.diagnostics.filter { $0.code == .csvInexact }.map(\.message)
    let name = layout == .google ? "Google" : "Outlook"
    #expect(lost.count == 2, "\(lost)")
    #expect(lost.first == "formatted name not kept: \(name) shows the name parts, which compose it differently")
    #expect(lost.last?.hasPrefix("2 more card(s) like the one at line 2 (lines 3, 4): formatted name not kept") == true, "\(lost)")
  }

  /// The records of CSV text written by a writer (its byte order mark left out).
  static func records(_ bytes: [UInt8]) -> [[String]] {
    var t = CSVTokenizer()
    var records = [[String]]()
    t.feed(Array(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...])) { records.append($0.strings()) }
    t.finish { records.append($0.strings()) }
    return records
  }

  @Test func googleRelationsEventsAndCustomFieldsComeBack() {
    var c = Card()
    c.name = Attributed(StructuredName(family: ["Doe"], given: ["Jo"]))
    c.anniversary = Attributed(.date(PartialDate(year: 2001, month: 6, day: 30)))
    c.extras = [
      RawProperty(group: "item1", name: .extended("X-ABRELATEDNAMES"), value: "Sam"),
      RawProperty(group: "item1", name: .xABLabel, value: "Spouse"),
      RawProperty(group: "item2", name: .xABDate, value: "2010-01-02"),
      RawProperty(group: "item2", name: .xABLabel, value: "First met"),
      RawProperty(name: .extended("X-SHOE-SIZE"), value: "44"),
    ]
    c.append(LabeledValue("Pilot"), to: \.roles)
    let written = CSVWriter.write(cards: [c], layout: .google)
    let got = CSVReader.read(bytes: written.bytes, fileName: "g.csv").cards[0]
    #expect(got.anniversary == c.anniversary)
    #expect(got.extras.contains(RawProperty(name: .extended("X-SHOE-SIZE"), value: "44")))
    #expect(got.extras.contains(RawProperty(name: .role, value: "Pilot")))
    let pairs = got.extras.filter { $0.group != nil }.map { "\($0.name.text)=\($0.value)" }
    #expect(pairs == ["X-ABRELATEDNAMES=Sam", "X-ABLabel=Spouse", "X-ABDATE=2010-01-02", "X-ABLabel=First met"])
  }

  /// A structured value kept raw (GENDER's sex and identity, CLIENTPIDMAP's number and URI)
  /// comes back from a Google custom field with its components; a text value with a semicolon
  /// comes back as the same text.
  @Test func googleCustomFieldsKeepStructuredValues() {
    var c = Card()
    c.name = Attributed(StructuredName(family: ["Doe"], given: ["Jo"]))
    c.extras = [
      RawProperty(name: .gender, value: "M;Fellow"),
      RawProperty(name: .clientPIDMap, value: "1;urn:uuid:3df403f4-5924-4bb7-b077-3c711d9eb34b"),
      RawProperty(name: .extended("X-MOTTO"), value: #"carpe diem\; or not"#),
    ]
    let written = CSVWriter.write(cards: [c], layout: .google)
    let got = CSVReader.read(bytes: written.bytes, fileName: "g.csv").cards[0]
    for raw in c.extras {
      #expect(got.extras.contains(raw), "\(raw) in \(got.extras)")
    }
  }
}

import Testing
@testable import CardKit

/// model -> generic CSV -> model keeps everything.
@Suite struct CSVGenericRoundTripTests {
  static let options: [(String, CSVWriteOptions)] = [
    ("default", CSVWriteOptions()),
    ("semicolon, LF, no BOM", CSVWriteOptions(byteOrderMark: false, delimiter: .semicolon, lineEnding: .lf)),
    ("tab, quote all", CSVWriteOptions(delimiter: .tab, quoting: .all)),
    ("UTF-16LE", CSVWriteOptions(encoding: .utf16LittleEndian)),
    ("UTF-16BE", CSVWriteOptions(encoding: .utf16BigEndian)),
    ("formulas allowed", CSVWriteOptions(allowFormulas: true)),
  ]

  @Test(arguments: options.indices)
  func richCardSurvives(_ index: Int) {
    let (name, options) = Self.options[index]
    let cards = [CSVTestCards.rich(), CSVTestCards.plain(1), Card(), CSVTestCards.plain(2)]
    let written = CSVWriter.write(cards: cards, layout: .generic, options: options)
    // The rich card's Product ID, third phone (`=1+2`) and second note start like formulas.
    let expectedCodes: [DiagnosticCode] = options.allowFormulas ? [] : [.csvFormulaNeutralised]
    #expect(written.diagnostics.map(\.code) == expectedCodes, "\(name): \(written.diagnostics)")
    if !options.allowFormulas {
      #expect(written.diagnostics.first?.message.hasSuffix("Product ID, Phone 3 - Value, Note 2 - Value") == true)
    }
    let read = CSVReader.read(bytes: written.bytes, fileName: "rt.csv")
    #expect(read.layout == .generic, "\(name)")
    #expect(read.diagnostics.isEmpty, "\(name): \(read.diagnostics)")
    // The empty card is written with its version alone (an empty row would read as a blank
    // line), so it comes back, as a 3.0 card: the book keeps its number of cards.
    var empty = Card()
    empty.version = .v3_0
    let expected = cards.map { $0 == Card() ? empty : $0 }
    #expect(read.cards.count == expected.count, "\(name)")
    for (got, want) in zip(read.cards, expected) {
      #expect(got == want, "\(name)")
      if got != want { CSVTestDiff.report(got, want) }
    }
  }

  @Test func cardsReadBackHaveTheirLines() {
    let written = CSVWriter.write(cards: [CSVTestCards.rich(), CSVTestCards.plain(1)], layout: .generic)
    let read = CSVReader.read(bytes: written.bytes, fileName: "rt.csv")
    // Header on line 1, the rich card on line 2, and its multi-line cells push the next card down.
    #expect(read.cards.map { Int($0.position.line) }.first == 2)
    #expect(read.cards.map { Int($0.position.line) }.last ?? 0 > 3)
  }

  @Test func headerGrowsToTheLargestCount() {
    var a = CSVTestCards.plain(1)
    for i in 0..<4 { a.append(LabeledValue("+1 555 020\(i)", types: [.work]), to: \.phones) }
    let plan = CSVColumnPlan(layout: .generic, cards: [CSVTestCards.plain(2), a])
    #expect(plan.columns.contains("Phone 5 - Value"))
    #expect(!plan.columns.contains("Phone 6 - Value"))
    #expect(plan.columns.contains("Phone 5 - Types"))
    // Optional parts appear only when used.
    #expect(!plan.columns.contains("Phone 1 - Label"))
    #expect(!plan.columns.contains(GenericLayout.extraColumn))
    #expect(plan.columns.prefix(6) == ["Formatted Name", "Name Prefix", "Given Name", "Additional Name", "Family Name", "Name Suffix"])
  }

  @Test func inexactValuesAreReported() {
    var c = CSVTestCards.plain(1)
    c.birthday = Attributed(.date(PartialDate(year: 1990, day: 5)))  // no ISO 8601 form
    let written = CSVWriter.write(cards: [c], layout: .generic)
    #expect(written.diagnostics.map(\.code) == [.csvInexact])
  }

  /// An Apple group label among the extra properties is the label of its group's value, as
  /// in a vCard: taken by a value without one, dropped where the value has the same label
  /// (our sample had both, and 4.0 output then carried the label twice), kept where it
  /// differs. Converting the output again gives the same bytes.
  @Test func groupLabelInExtraPropertiesIsTheValuesLabel() throws {
    let header = "Formatted Name,Phone 1 - Value,Phone 1 - Label,Phone 1 - Group,Email 1 - Value,Email 1 - Group,URL 1 - Value,URL 1 - Label,URL 1 - Group,Extra Properties"
    let row = "Ann Lee,+44 7700 900123,Personal mobile,item1,ann@example.com,item2,https://ann.example,Blog,item3,"
      + "\"item1.X-ABLabel:Personal mobile\nitem2.X-ABLabel:Private\nitem3.X-ABLabel:Site\nitem4.X-ABLabel:Orphan\""
    let read = CSVReader.read(bytes: Array((header + "\n" + row + "\n").utf8), fileName: "generic.csv")
    let card = try #require(read.cards.first)
    #expect(card.phones.map(\.label) == ["Personal mobile"])
    #expect(card.emails.map(\.label) == ["Private"])
    #expect(card.urls.map(\.label) == ["Blog"])
    #expect(card.extras.map { "\($0.group ?? "").\($0.value)" } == ["item3.Site", "item4.Orphan"])
    let once = String(decoding: VCardWriter(version: .v4_0).write([card]).bytes, as: UTF8.self)
    #expect(once.components(separatedBy: "X-ABLabel:Personal mobile").count == 2, "\(once)")
  }

  @Test func anEmptyLabelIsKept() {
    var c = CSVTestCards.plain(1)
    c.append(LabeledValue("x@example.com", label: ""), to: \.emails)
    c.append(LabeledValue("y@example.com"), to: \.emails)
    let written = CSVWriter.write(cards: [c], layout: .generic)
    #expect(written.diagnostics.isEmpty)
    let back = CSVReader.read(bytes: written.bytes, fileName: "t.csv").cards
    #expect(back.first?.emails.suffix(2).map(\.label) == ["", nil])
  }
}

/// Prints which fields of two cards differ, to make a failing round trip readable.
enum CSVTestDiff {
  static func report(_ got: Card, _ want: Card) {
    func check<T: Equatable>(_ name: String, _ path: KeyPath<Card, T>) {
      if got[keyPath: path] != want[keyPath: path] {
        print("DIFF \(name):\n  got  \(got[keyPath: path])\n  want \(want[keyPath: path])")
      }
    }
    check("version", \.version)
    check("kind", \.kind)
    check("fn", \.formattedName)
    check("n", \.name)
    check("nicknames", \.nicknames)
    check("org", \.organization)
    check("titles", \.titles)
    check("roles", \.roles)
    check("phones", \.phones)
    check("emails", \.emails)
    check("urls", \.urls)
    check("addresses", \.addresses)
    check("im", \.instantMessaging)
    check("birthday", \.birthday)
    check("anniversary", \.anniversary)
    check("notes", \.notes)
    check("photos", \.photos)
    check("logos", \.logos)
    check("sounds", \.sounds)
    check("keys", \.keys)
    check("categories", \.categories)
    check("members", \.members)
    check("uid", \.uid)
    check("revision", \.revision)
    check("productID", \.productID)
    check("extras", \.extras)
  }
}

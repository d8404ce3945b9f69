import Testing
@testable import CardKit

/// The table writer's two halves: rows encoded apart (on other threads, in any order) and
/// added in card order give the file and the findings of rows written one by one.
@Suite struct CSVTableWriterTests {
  /// Cards whose rows have findings of every kind the writer numbers: notes given once and
  /// counted for the next cards, values not written, overflow into Notes, neutralised cells.
  static func cards() -> [Card] {
    var crowded = CSVTestCards.plain(7)
    for (i, types) in [[TypeToken.cell], [.cell], [.cell], [.home, .fax], [.home, .fax], [.pager]].enumerated() {
      crowded.append(LabeledValue("+1 555 020\(i)", types: types, label: i == 2 ? "Notruf" : nil), to: \.phones)
    }
    crowded.append(LabeledValue("=HYPERLINK(\"x\")"), to: \.notes)
    return [CSVTestCards.rich(), CSVTestCards.plain(1), crowded, Card(), CSVTestCards.rich(), CSVTestCards.plain(2), crowded]
  }

  @Test(arguments: CSVOutputLayout.allCases)
  func rowsEncodedApartAreWrittenInCardOrder(_ layout: CSVOutputLayout) {
    let cards = Self.cards()
    let options = CSVWriteOptions(fileName: "out.csv")

    let oneByOne = CSVTableWriter(plan: CSVColumnPlan(layout: layout, cards: cards), options: options)
    var expected = oneByOne.header()
    for card in cards { expected += oneByOne.row(card) }
    let expectedFindings = oneByOne.finish()

    let apart = CSVTableWriter(plan: CSVColumnPlan(layout: layout, cards: cards), options: options)
    // Rows are filled through each column name's position: the names must be distinct.
    #expect(Set(apart.plan.columns).count == apart.plan.columns.count)
    var bytes = apart.header()
    let renderer = apart.renderer
    // Encoded last card first, on two threads.
    let rows = parallelMap(Array(cards.indices.reversed()), threads: 2) { renderer.render(cards[$0]) }
    for row in rows.reversed() { bytes += apart.append(row) }
    let findings = apart.finish()

    #expect(bytes == expected)
    #expect(!expectedFindings.isEmpty)
    #expect(findings.map(\.description) == expectedFindings.map(\.description))
    #expect(findings.map { $0.location.cardIndex } == expectedFindings.map { $0.location.cardIndex })
    #expect(findings.map(\.cardName) == expectedFindings.map(\.cardName))
    // Each finding names its card and the line its row starts on: the first row is line 2,
    // and the rich card's notes hold line breaks, so its row takes several lines. The second
    // rich card and the second crowded card repeat the first ones' findings: counted at the end.
    let neutralised = findings.filter { $0.code == .csvFormulaNeutralised }
    #expect(neutralised.map { $0.location.cardIndex } == [0, 2, nil, nil])
    #expect(neutralised.map(\.location.line).prefix(1) == [2])
    #expect(neutralised.count == 4 && neutralised[1].location.line > 3)
    // Counted with the lines the first rows start on, as the first findings give them.
    let counted = neutralised.dropFirst(2).map(\.message)
    #expect(counted.count == 2, "\(counted)")
    #expect(counted.first?.hasPrefix("1 more card(s) like the one at line 2 (line ") == true, "\(counted)")
    #expect(counted.last?.hasPrefix("1 more card(s) like the one at line \(neutralised[1].location.line) (line ") == true, "\(counted)")
  }

  /// A plan made from other cards (a library user's own header) may lack a column a row
  /// needs: the cell is not written, and the finding names its column. (Outlook's header is
  /// fixed: every plan has all its columns.)
  @Test(arguments: [CSVOutputLayout.google, .generic])
  func aCellWithoutAColumnInThePlanIsReported(_ layout: CSVOutputLayout) {
    let writer = CSVTableWriter(plan: CSVColumnPlan(layout: layout, cards: [CSVTestCards.plain(1)]), options: CSVWriteOptions(fileName: "out.csv"))
    var wider = CSVTestCards.plain(2)
    wider.append(LabeledValue("+1 555 0299", types: [.work]), to: \.phones)
    wider.append(LabeledValue("w@example.com", types: [.work]), to: \.emails)
    let header = writer.header()
    let narrow = writer.row(CSVTestCards.plain(3))
    let row = writer.row(wider)
    let findings = writer.finish()
    // Same number of cells as the header, and the values the header has columns for are there.
    let delimiters = { (bytes: [UInt8]) in bytes.filter { $0 == UInt8(ascii: ",") }.count }
    #expect(delimiters(row) == delimiters(header) && delimiters(narrow) == delimiters(header))
    #expect(String(decoding: row, as: UTF8.self).contains("p2@example.com"))
    let notWritten = findings.filter { $0.code == .csvNotWritten }
    #expect(notWritten.count == 1, "\(findings.map(\.description))")
    #expect(notWritten.first?.location.cardIndex == 1)
    let message = notWritten.first?.message ?? ""
    #expect(message.hasPrefix("not written (no column in this layout): '") && message.hasSuffix(" (columns the header does not have)"))
    #expect(message.contains("'Phone 2 - Value'") && message.contains("'\(layout == .google ? "E-mail" : "Email") 2 - Value'"), "\(message)")
    // Only what the plan lacks is named: no finding for the row that fits it.
    #expect(!findings.contains { $0.location.cardIndex == 0 && $0.code == .csvNotWritten })
  }

  /// A finding many rows share is given for the first row and counted for the others, whatever
  /// its code (a Product ID starting with `-` in every card of an Apple export).
  @Test func findingsManyRowsShareAreCounted() {
    let cards = (1...5).map { i -> Card in
      var card = CSVTestCards.plain(i)
      card.productID = Attributed("-//Apple Inc.//iPhone OS 17.0//EN")
      return card
    }
    let written = CSVWriter.write(cards: cards, layout: .generic, options: CSVWriteOptions(fileName: "out.csv"))
    #expect(written.diagnostics.map(\.code) == [.csvFormulaNeutralised, .csvFormulaNeutralised])
    #expect(written.diagnostics.first?.location.cardIndex == 0)
    #expect(written.diagnostics.first?.message == "cells starting like a formula got a leading apostrophe: Product ID")
    #expect(
      written.diagnostics.last?.message
        == "4 more card(s) like the one at line 2 (lines 3, 4, 5, 6): cells starting like a formula got a leading apostrophe: Product ID")
    #expect(written.diagnostics.allSatisfy { $0.severity == .info })
  }

  /// Google's and Outlook's phone cells hold numbers as text: a 4.0 `tel:` URI is written as
  /// its number (the extension as `x7`, as 3.0 writes it), not as `tel:+1-…;ext=7`. The generic
  /// layout keeps the URI with its VALUE=uri.
  @Test(arguments: [CSVOutputLayout.google, .outlook, .generic])
  func telURIsAreWrittenAsNumbers(_ layout: CSVOutputLayout) {
    var card = CSVTestCards.plain(1)
    card.phones = [LabeledValue("tel:+1-415-555-0100;ext=7", types: [.cell], parameters: [Parameter(.value, "uri")])]
    let written = CSVWriter.write(cards: [card], layout: layout)
    let back = CSVReader.read(bytes: written.bytes, fileName: "w.csv")
    let expected = layout == .generic ? "tel:+1-415-555-0100;ext=7" : "+1-415-555-0100 x7"
    #expect(back.cards.first?.phones.map(\.value) == [expected], "\(String(decoding: written.bytes, as: UTF8.self))")
  }

  /// A card that gives the same finding twice (two X-ABADR) counts once: it is not "1 more
  /// card" like itself.
  @Test func aFindingRepeatedInOneRowCountsOnce() {
    func card(_ i: Int) -> Card {
      var card = CSVTestCards.plain(i)
      card.extras = [
        RawProperty(group: "item1", name: .extended("X-ABADR"), value: "us"),
        RawProperty(group: "item2", name: .extended("X-ABADR"), value: "de"),
      ]
      return card
    }
    let one = CSVWriter.write(cards: [card(1)], layout: .google).diagnostics.filter { $0.message.contains("X-ABADR") }
    #expect(one.count == 1 && one.first?.location.cardIndex == 0, "\(one.map(\.message))")
    let three = CSVWriter.write(cards: [card(1), card(2), card(3)], layout: .google).diagnostics.filter { $0.message.contains("X-ABADR") }
    #expect(three.count == 2, "\(three)")
    #expect(three.last?.message.hasPrefix("2 more card(s) like the one at line 2 (lines 3, 4): ") == true, "\(three)")
  }

  /// The rows a counted finding covers are named, the first ten of them.
  @Test func countedFindingsNameTheLinesOfTheirRows() {
    func counted(_ n: Int, every step: Int) -> String? {
      let cards = (1...n).map { i -> Card in
        var card = CSVTestCards.plain(i)
        if i % step == 1 || step == 1 { card.productID = Attributed("-//Apple Inc.//iPhone OS 17.0//EN") }
        return card
      }
      return CSVWriter.write(cards: cards, layout: .generic).diagnostics.last?.message
    }
    #expect(counted(2, every: 1)?.hasPrefix("1 more card(s) like the one at line 2 (line 3): ") == true)
    #expect(counted(30, every: 3)?.hasPrefix("9 more card(s) like the one at line 2 (lines 5, 8, 11, 14, 17, 20, 23, 26, 29): ") == true)
    #expect(
      counted(40, every: 1)?.hasPrefix("39 more card(s) like the one at line 2 (lines 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 and 29 more): ") == true)
  }

  @Test(arguments: CSVOutputLayout.allCases)
  func bookWriterMatchesTheTableWriter(_ layout: CSVOutputLayout) {
    let cards = Self.cards()
    let writer = CSVTableWriter(plan: CSVColumnPlan(layout: layout, cards: cards))
    var expected = writer.header()
    for card in cards { expected += writer.row(card) }
    let written = CSVWriter.write(cards: cards, layout: layout)
    #expect(written.bytes == expected)
    #expect(written.diagnostics.map(\.description) == writer.finish().map(\.description))
  }

  /// Outlook's fixed phone columns: each phone takes the free column its labels fit best.
  @Test func outlookPhonesTakeTheColumnTheirLabelsFit() {
    var card = Card()
    let phones: [(String, [TypeToken], String?)] = [
      ("1", [.cell], nil), ("2", [.work, .fax], nil), ("3", [.work], nil), ("4", [.work], nil), ("5", [.work], nil),
      ("6", [.home], "Assistant"), ("7", [], "_$!<Callback>!$_"), ("8", [.cell], nil), ("9", [], nil), ("10", [.voice], "Radio"),
      ("11", [], "Mobile"),
    ]
    for (value, types, label) in phones { card.append(LabeledValue(value, types: types, label: label), to: \.phones) }
    let encoded = OutlookRowEncoder(card: card)
    // A third work number without a label goes to Other Phone; the unlabelled number that
    // comes after it, and a second and third mobile, find no free column.
    let columns = [
      "Mobile Phone": "1", "Business Fax": "2", "Business Phone": "3", "Business Phone 2": "4", "Other Phone": "5",
      "Assistant's Phone": "6", "Callback": "7", "Radio Phone": "10",
    ]
    for (column, value) in columns { #expect(encoded.cells[column] == value, "\(column)") }
    #expect(encoded.overflow == ["Phone (Mobile): 8", "Phone: 9", "Phone (Mobile): 11"])
  }

  /// The Google words kept for a thread are the words worked out afresh, also once the memo
  /// has started afresh.
  @Test func labelWordsAreTheWordsWorkedOut() {
    let words = LabelWords(capacity: 3)
    let asked: [([TypeToken], String?, CSVBlockKind)] = [
      ([.cell], nil, .phone), ([.work, .fax], nil, .phone), ([], "_$!<Mobile>!$_", .phone), ([.extended("X-Werkstatt")], nil, .phone),
      ([.home], nil, .email), ([.work], "Billing", .email), ([], "Skype", .im), ([.cell], nil, .phone), ([.home], "HomePage", .website),
    ]
    for _ in 0..<2 {
      for (types, label, kind) in asked {
        let word = words.word(types: types, label: label, kind: kind)
        #expect(word == CSVLabels.googleWord(types: types, label: label, preference: nil, kind: kind), "\(types) \(label ?? "-") \(kind)")
      }
    }
    #expect(words.word(types: [.cell], label: nil, kind: .phone) == "Mobile")
  }
}

import Testing

@testable import CardKit

/// A row encoded before its header is planned: its cells survive their spill form (what waits
/// on disk meanwhile), and laid out in the planned columns they make the row a card makes.
@Suite struct CSVRowCellsTests {
  /// Each cell as `column=bytes`, in a stable order.
  static func cells(_ row: CSVRowCells, _ layout: CSVOutputLayout) -> [String] {
    let catalogue = CSVColumnCatalogue.of(layout)
    return row.cells.map { "\(catalogue.name(of: $0.column))=\(String(decoding: row.bytes(of: $0), as: UTF8.self))\($0.neutralised ? " (neutralised)" : "")" }.sorted()
  }

  static let options: [CSVWriteOptions] = [
    CSVWriteOptions(), CSVWriteOptions(encoding: .utf16LittleEndian, delimiter: .semicolon, quoting: .all, lineEnding: .lf),
    CSVWriteOptions(encoding: .windows1252, allowFormulas: true),
  ]

  @Test(arguments: CSVOutputLayout.allCases)
  func spillFormKeepsEverythingAndRendersTheSameRow(_ layout: CSVOutputLayout) throws {
    for options in Self.options {
      let encoder = CSVRowEncoder.forRows(of: layout, options: options)
      for card in [CSVTestCards.rich(), CSVTestCards.plain(7), Card()] {
        let row = CSVRowCells(card: card, layout: layout, encoder: encoder, words: LabelWords())
        // The catalogue numbers every column such a card fills.
        #expect(!row.cells.contains { if case .named = $0.column { true } else { false } })
        let back = try #require(CSVRowCells(spilled: row.spilled()[...]))
        #expect(Self.cells(back, layout) == Self.cells(row, layout))
        #expect(back.lineFeeds == row.lineFeeds && back.cardName == row.cardName)
        #expect(back.inexact == row.inexact && back.notWritten == row.notWritten && back.overflow == row.overflow)
        #expect(back.metadata == row.metadata)
        // Laid out in the card's own header, the row read back is the card's row.
        let plan = CSVColumnPlan(layout: layout, cards: [card])
        let (first, second) = (CSVTableWriter(plan: plan, options: options), CSVTableWriter(plan: plan, options: options))
        let direct = first.append(first.renderer.render(card))
        #expect(second.append(second.renderer.render(back)) == direct)
        #expect(first.finish() == second.finish())
      }
    }
  }

  /// The rich card's cells, quoted and neutralised as the encoder writes any row's.
  @Test func cellsAreWrittenAsTheEncoderWritesThem() throws {
    let encoder = CSVRowEncoder.forRows(of: .generic, options: CSVWriteOptions())
    let card = CSVTestCards.rich()
    let row = CSVRowCells(card: card, layout: .generic, encoder: encoder, words: LabelWords())
    let catalogue = CSVColumnCatalogue.of(.generic)
    let named = GenericRowEncoder(card: card).cells.filter { !$0.value.isEmpty }
    #expect(row.cells.count == named.count)
    for cell in row.cells {
      let value = try #require(named[catalogue.name(of: cell.column)])
      #expect(Array(row.bytes(of: cell)) == encoder.row([value]).dropLast(2), "\(value)")
      #expect(cell.neutralised == CSVFormula.needsNeutralising(value))
    }
    #expect(row.cells.contains { $0.neutralised })
    #expect(row.lineFeeds == named.values.reduce(0) { $0 + $1.utf8.filter { $0 == 0x0A }.count })
  }

  /// Blocks past the catalogue (a 40th phone) are named in full, and still find their column.
  @Test func columnsBeyondTheCatalogueAreNamed() throws {
    var card = Card()
    card.formattedName = Attributed("Many Phones")
    for i in 0..<40 { card.append(LabeledValue("+1 555 01\(i)", types: [.cell]), to: \.phones) }
    for layout in [CSVOutputLayout.google, .generic] {
      let encoder = CSVRowEncoder.forRows(of: layout, options: CSVWriteOptions())
      let row = CSVRowCells(card: card, layout: layout, encoder: encoder, words: LabelWords())
      #expect(row.cells.contains { if case .named = $0.column { true } else { false } })
      #expect(row.cells.contains { if case .known = $0.column { true } else { false } })
      let back = try #require(CSVRowCells(spilled: row.spilled()[...]))
      let plan = CSVColumnPlan(layout: layout, cards: [card])
      let writer = CSVTableWriter(plan: plan)
      let bytes = writer.append(writer.renderer.render(back))
      #expect(String(decoding: bytes, as: UTF8.self).contains("+1 555 0139"))
      #expect(writer.append(writer.renderer.render(card)) == bytes)
    }
  }

  /// Each layout's catalogue names each column once, in fewer than the 65,535 numbers a cell
  /// can take, and holds the columns of the layouts' own headers.
  @Test func cataloguesNumberEachColumnOnce() {
    for layout in CSVOutputLayout.allCases {
      let names = CSVColumnCatalogue.of(layout).names
      #expect(Set(names).count == names.count)
      #expect(names.count < 0xFFFF)
      #expect(Set(CSVColumnPlan(layout: layout, cards: [CSVTestCards.rich()]).columns).isSubset(of: names))
    }
    // Made at the first CSV row a process writes: kept small (some 1,200 names for the
    // generic layout, whose blocks are the most).
    #expect((1000..<1500).contains(CSVColumnCatalogue.of(.generic).names.count))
    #expect(CSVColumnCatalogue.of(.outlook).names == OutlookLayout.desktopColumns.map(\.0))
  }

  @Test func bytesThatAreNoRowAreRefused() {
    let encoder = CSVRowEncoder.forRows(of: .google, options: CSVWriteOptions())
    let good = CSVRowCells(card: CSVTestCards.rich(), layout: .google, encoder: encoder, words: LabelWords()).spilled()
    #expect(CSVRowCells(spilled: good[...]) != nil)
    // Read where it stands in a larger buffer.
    let padded = [7, 7, 7] + good + [9]
    #expect(CSVRowCells(spilled: padded[3..<(3 + good.count)]) != nil)
    for cut in [0, 1, 3, 4, 8, 12, good.count / 2, good.count - 1] {
      #expect(CSVRowCells(spilled: good.prefix(cut)) == nil, "cut at \(cut)")
    }
    #expect(CSVRowCells(spilled: (good + [0])[...]) == nil)
    // A cell count far beyond the bytes there are; a number that never ends.
    #expect(CSVRowCells(spilled: [0, 0, 0xFF, 0xFF, 0xFF, 0x7F, 0, 0, 0, 0][...]) == nil)
    #expect(CSVRowCells(spilled: [0, 0] + Array(repeating: 0xFF, count: 12)) == nil)
    // An empty row: no name, no cells, no findings.
    #expect(CSVRowCells(spilled: [0, 0, 0, 0, 0, 0, 0][...])?.cells.isEmpty == true)
  }
}

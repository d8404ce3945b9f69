import Testing

@testable import CardKit

/// A row's cells and findings survive their spill form (what waits on disk while a CSV header
/// is planned), and a row read back renders as the row it was made from.
@Suite struct CSVRowCellsTests {
  static func sorted(_ cells: [(column: String, value: String)]) -> [String] {
    cells.map { "\($0.column)=\($0.value)" }.sorted()
  }

  @Test(arguments: CSVOutputLayout.allCases)
  func spillFormKeepsEverything(_ layout: CSVOutputLayout) throws {
    for card in [CSVTestCards.rich(), CSVTestCards.plain(7), Card()] {
      let cells = CSVRowCells(card: card, layout: layout, words: LabelWords())
      let back = try #require(CSVRowCells(spilled: cells.spilled()))
      #expect(Self.sorted(back.cells) == Self.sorted(cells.cells))
      #expect(back.cardName == cells.cardName)
      #expect(back.inexact == cells.inexact && back.notWritten == cells.notWritten && back.overflow == cells.overflow)
      #expect(back.metadata == cells.metadata)
      #expect(!cells.cells.contains { $0.value.isEmpty })
      // The row made from the cells read back is the row made from the card.
      let plan = CSVColumnPlan(layout: layout, cards: [card])
      let (first, second) = (CSVTableWriter(plan: plan), CSVTableWriter(plan: plan))
      let direct = first.append(first.renderer.render(card))
      #expect(second.append(second.renderer.render(back)) == direct)
      #expect(direct.count > plan.columns.count - 1)
      #expect(first.finish() == second.finish())
    }
  }

  @Test func awkwardTextSurvives() throws {
    let text = ["", "a", "\u{0}", "line\r\nbreak", "\"quoted\", comma", "Zoë 李洋 🙂", String(repeating: "x", count: 70_000)]
    var cells = CSVRowCells(cells: [:], counts: [:], cardName: "\u{0}name\n", inexact: text, notWritten: [], overflow: ["o"], metadata: ["UID", "REV"])
    cells.cells = text.enumerated().map { ("column \($0)", $1) }
    let back = try #require(CSVRowCells(spilled: cells.spilled()))
    #expect(Self.sorted(back.cells) == Self.sorted(cells.cells))
    #expect(back.cardName == "\u{0}name\n" && back.inexact == text && back.notWritten.isEmpty && back.overflow == ["o"])
    #expect(back.metadata == ["UID", "REV"])
  }

  @Test func bytesThatAreNoRowAreRefused() {
    let good = CSVRowCells(card: CSVTestCards.rich(), layout: .google, words: LabelWords()).spilled()
    #expect(CSVRowCells(spilled: good) != nil)
    // Every cut short, and anything added after the row.
    for cut in [0, 1, 3, 4, good.count / 2, good.count - 1] {
      #expect(CSVRowCells(spilled: Array(good.prefix(cut))) == nil, "cut at \(cut)")
    }
    #expect(CSVRowCells(spilled: good + [0]) == nil)
    // A count far beyond the bytes there are.
    #expect(CSVRowCells(spilled: [0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x7F]) == nil)
  }
}

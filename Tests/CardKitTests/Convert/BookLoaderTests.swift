import Foundation
import Testing

@testable import CardKit

/// Loading whole books: cards in input order from several inputs, with their sources and
/// locations.
@Suite struct BookLoaderTests {
  /// Two inputs of 1,500 and 700 cards (more than one reading batch each).
  static func inputs() throws -> (dir: URL, paths: [String]) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("loader-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    var paths: [String] = []
    for (name, count) in [("a.vcf", 1500), ("b.vcf", 700)] {
      var text = ""
      for i in 0..<count { text += "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(name) \(i)\r\nTEL;TYPE=CELL:+1 555 01\(i % 100)\r\nEND:VCARD\r\n" }
      let path = dir.appendingPathComponent(name).path
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    return (dir, paths)
  }

  @Test func loadsEveryCardInOrderWithItsSource() throws {
    let (dir, paths) = try Self.inputs()
    defer { try? FileManager.default.removeItem(at: dir) }
    let book = try BookLoader().load(paths, report: { _ in })
    #expect(book.cards.count == 2200)
    #expect(book.cards.map(\.card.formattedName?.value) == (0..<1500).map { "a.vcf \($0)" } + (0..<700).map { "b.vcf \($0)" })
    #expect(book.cards.map(\.index) == Array(0..<1500) + Array(0..<700))
    #expect(book.sources == Array(repeating: paths[0], count: 1500) + Array(repeating: paths[1], count: 700))
    let locations = book.locations
    #expect(locations[1500] == SourceLocation(file: paths[1], line: 1, column: 0, cardIndex: 0))
    #expect(locations[1] == SourceLocation(file: paths[0], line: 6, column: 0, cardIndex: 1))
  }

  /// The findings of the file itself (a CSV header, quotes) are reported among the cards' in
  /// line order, each once, across reading batches (what `sort`, `index`, `stats` and the
  /// other commands that load a book print).
  @Test func fileFindingsComeAmongTheCardsInLineOrder() throws {
    var csv = "First Name,Last Name,Shoe Size\n"
    for i in 0..<1500 { csv += i == 1200 ? "\"Row\"x,\(i),1\n" : "Row,\(i),1\n" }
    csv += "Last,Row,\"open\n"
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("loader-\(UUID().uuidString).csv")
    try Data(csv.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    var found: [Diagnostic] = []
    let book = try BookLoader().load([url.path], report: { found.append($0) })
    #expect(book.cards.count == 1501)
    let lines = found.map(\.location.line)
    #expect(lines == lines.sorted(), "\(found.map { "\($0.location.line) \($0.code)" })")
    // The header (line 1), text after the quote of row 1,201 (line 1,202), the open quote of the
    // last row (line 1,502).
    for (code, line) in [("S010", 1), ("S005", 1202), ("S004", 1502)] {
      #expect(found.filter { $0.code.rawValue == code }.map(\.location.line) == [line], "\(code): \(found.map { "\($0.location.line) \($0.code)" })")
    }
  }
}

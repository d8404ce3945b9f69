import Testing

@testable import CardKit

/// A report lists each file's findings in line order: the reader's findings about the file
/// itself (a CSV header, a quote left open, text between vCards) stand among the cards'
/// findings where their lines are, not after the last card.
@Suite struct LintOrderTests {
  /// The (line, code) of every finding, in report order.
  static func lines(_ report: LintReport) -> [(line: Int, code: String)] {
    report.diagnostics.map { ($0.location.line, $0.code.rawValue) }
  }

  @Test func csvReaderFindingsStandAmongTheRows() throws {
    // Line 1: a header of no known layout (S010). Line 2: text after a field's closing quote
    // (S005), and a number without a label (L033).
    // Line 4: a quote never closed (S004) in the last record.
    let csv = "First Name,Last Name,Phone 1 - Value\n\"Ann\"x,Lee,555\nBea,Ray,556\nBob,Roe,\"666\n"
    let report = try LintFixture.lint(csv)
    let found = Self.lines(report)
    #expect(found.map(\.line) == found.map(\.line).sorted(), "\(found)")
    // Each reader finding comes before the findings of the row it is on.
    for (line, code) in [(1, "S010"), (2, "S005"), (4, "S004")] {
      let at = found.firstIndex { $0.code == code }
      #expect(at != nil, "no \(code): \(found)")
      guard let at else { continue }
      #expect(found[at].line == line, "\(code) at \(found[at].line): \(found)")
      #expect(!found[..<at].contains { $0.line >= line && $0.code.hasPrefix("L") }, "\(code) after a rule's finding on its row: \(found)")
    }
    #expect(found.contains { $0.line == 3 && $0.code == "L033" }, "\(found)")
  }

  @Test func textBetweenCardsAndAfterTheLastStandsWhereItIs() throws {
    let text = LintFixture.card("3.0", LintFixture.base) + "junk\r\n" + LintFixture.card("3.0", ["N:Roe;Bob;;;", "FN:Bob Roe", "UID:bob-1"]) + "more junk\r\n"
    let report = try LintFixture.lint(text)
    let found = Self.lines(report)
    #expect(found.map(\.line) == found.map(\.line).sorted(), "\(found)")
    #expect(found.filter { $0.code == "V004" }.map(\.line) == [8, 15], "\(found)")
    // Bob has no phone: his finding sits between the two pieces of junk.
    #expect(found.map(\.code).filter { $0 == "V004" || $0 == "L031" } == ["V004", "L031", "V004"], "\(found)")
  }
}

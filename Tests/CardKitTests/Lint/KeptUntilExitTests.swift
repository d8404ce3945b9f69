import Foundation
import Testing

@testable import CardKit

/// With ``LintOptions/keepsMemoryUntilExit`` (what the command-line tool sets), a run keeps its
/// records instead of freeing them and moves the findings into the report bit for bit. The
/// report must be the same as a run that frees and copies, and must outlive being dropped and
/// read again (a finding released twice, or never owned, would crash or read garbage here).
@Suite struct KeptUntilExitTests {
  @Test func keptRunReportsAsAFreeingRun() throws {
    let files =
      Paths.files(in: Paths.corpora.appendingPathComponent("vcard"), extensions: ["vcf"])
      + Paths.files(in: Paths.corpora.appendingPathComponent("csv"), extensions: ["csv"])
    #expect(files.count >= 20)
    var kept = LintFixture.allRules()
    kept.keepsMemoryUntilExit = true
    let freeing = LintFixture.allRules()
    for _ in 0..<2 {
      let a = try Linter(options: kept).lint(paths: files.map(\.path))
      let b = try Linter(options: freeing).lint(paths: files.map(\.path))
      #expect(a.diagnostics.count > 100)
      #expect(a.diagnostics.map(ConformanceReadingTests.line) == b.diagnostics.map(ConformanceReadingTests.line))
      #expect(a.summary == b.summary)
    }
  }
}

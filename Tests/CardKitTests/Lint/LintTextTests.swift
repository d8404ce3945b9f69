import Testing

@testable import CardKit

/// The text report is rendered in parts on several threads and written out wave by wave: the
/// pieces, joined, are the lines rendered one by one in order, then the summary line.
@Suite struct LintTextTests {
  static func report(_ count: Int) -> LintReport {
    let codes: [DiagnosticCode] = [.lintTypeValue, .lintMissingFN, .invalidValue]
    let findings = (0..<count).map { i in
      Diagnostic(
        codes[i % codes.count], "finding \(i) \"é\"", at: SourceLocation(file: "a b.vcf", line: i + 1, column: i % 7 + 1, cardIndex: i / 3),
        cardName: i % 5 == 0 ? nil : "Card \(i / 3)")
    }
    return LintReport(diagnostics: findings, files: [LintedFile(path: "a b.vcf", format: .vcard, cards: count / 3 + 1)], rules: Set(codes))
  }

  @Test(arguments: [0, 1, 4095, 4096, 8193, 20_001])
  func partsJoinAsOnePass(_ count: Int) {
    let report = Self.report(count)
    for colored in [false, true] {
      let renderer = DiagnosticRenderer(colored: colored)
      let reference = report.diagnostics.map { renderer.render($0) + "\n" }.joined() + report.summary.line + "\n"
      for threads in [1, 2, 3] {
        var bytes: [UInt8] = []
        var pieces = 0
        LintText.write(report, colored: colored, threads: threads) { piece in
          bytes.append(contentsOf: piece)
          pieces += 1
        }
        #expect(String(decoding: bytes, as: UTF8.self) == reference, "\(count) findings, \(threads) threads, colored \(colored)")
        #expect(pieces == (count + 4095) / 4096 + 1, "one piece per 4,096 findings, then the summary")
      }
      #expect(LintText.render(report, colored: colored) == reference)
    }
  }
}

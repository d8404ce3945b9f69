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

  /// Control characters from the input (a stray line with an escape sequence, a property name,
  /// a file name, a card's name) are written as `\u{…}`: each finding stays one line and no
  /// escape sequence of the file reaches the terminal.
  @Test func controlCharactersOfTheInputAreEscaped() throws {
    let text = "junk \u{1B}[31mRED\u{1B}[0m\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\n"
      + "X-\u{1B}]0;owned\u{7}:x\r\nNOTE:a\u{85}b\u{7F}\r\nEND:VCARD\r\n"
    let report = try LintFixture.lint(text)
    #expect(report.diagnostics.contains { $0.message.unicodeScalars.contains("\u{1B}") }, "the messages quote the input")
    let rendered = LintText.render(report, colored: false)
    let lines = rendered.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
    #expect(lines.count == report.diagnostics.count + 2, "\(rendered)")
    #expect(!rendered.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F..<0xA0).contains($0.value) }, "\(rendered)")
    #expect(rendered.contains("\\u{1b}[31mRED"))
    let d = Diagnostic(.invalidValue, "bad \u{9B}2J", at: SourceLocation(file: "a\u{1B}b.vcf", line: 1, column: 1, cardIndex: 0), cardName: "Ann\u{0}")
    #expect(DiagnosticRenderer.plain.render(d) == #"a\u{1b}b.vcf:1:1: warning: [V024] bad \u{9b}2J (card "Ann\u{0}")"#)
  }
}

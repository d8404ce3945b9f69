import Foundation
import Testing

@testable import CardKit

/// Text reports and diagnostics show the control characters of the input as `\u{…}`.
@Suite struct TerminalTextTests {
  @Test(arguments: [
    ("plain Ünïcode text", false, "plain Ünïcode text"),
    ("a\u{1B}[2Jb", false, #"a\u{1b}[2Jb"#),
    ("bell\u{7} del\u{7F} csi\u{9B} nel\u{85}", false, #"bell\u{7} del\u{7f} csi\u{9b} nel\u{85}"#),
    ("line\r\nnext\ttab", false, #"line\u{d}\u{a}next\u{9}tab"#),
    ("line\r\nnext\ttab", true, "line\\u{d}\nnext\ttab"),
    ("¡ÿ\u{A0}", false, "¡ÿ\u{A0}"),
  ])
  func controlsAreEscaped(_ c: (text: String, layout: Bool, expected: String)) {
    #expect(TerminalText.escapingControls(c.text, keepingLayout: c.layout) == c.expected)
  }

  /// A city holding an escape sequence is shown escaped by `cardkit locate`'s report.
  @Test func locateReportEscapesAValueOfTheInput() throws {
    var c = card(fn: "A", phones: ["+1 217 555 0100"])
    c.append(LabeledValue(PostalAddress(locality: ["Spring\u{1B}[31mfield"], region: ["IL"], country: ["US"])), to: \.addresses)
    let text = try Locator(locale: "en").locate([c]).text()
    #expect(text.contains(#"Spring\u{1b}[31mfield"#), "\(text)")
    #expect(!text.unicodeScalars.contains("\u{1B}"))
  }

  /// A finding's card name is quoted as values are: a quote from a CSV cell (`"Ann`) does not
  /// end it early, and an escape sequence is shown, not run.
  @Test(arguments: [
    ("Ann Lee", #"(card "Ann Lee")"#),
    ("\"Ann Lee", #"(card "\"Ann Lee")"#),
    ("Käthe \\ Hübner", #"(card "Käthe \\ Hübner")"#),
    ("Bad\u{1B}[2J", #"(card "Bad\u{1b}[2J")"#),
    ("張偉 Käthe", #"(card "張偉 Käthe")"#),
    ("Käthe\u{85}Hübner", #"(card "Käthe\u{85}Hübner")"#),
  ])
  func cardNameIsQuoted(_ c: (name: String, shown: String)) {
    let d = Diagnostic(.lintNoPhone, "card has no phone number", at: SourceLocation(file: "a.csv", line: 2, column: 1, cardIndex: 0), cardName: c.name)
    #expect(DiagnosticRenderer.plain.render(d) == "a.csv:2:1: info: [L031] card has no phone number \(c.shown)")
    let report = LintReport(diagnostics: [d], files: [LintedFile(path: "a.csv", format: .csv, cards: 1)], rules: [.lintNoPhone])
    let sarif = try? JSONSerialization.jsonObject(with: Data(LintSARIF.encode(report).utf8)) as? [String: Any]
    let result = ((sarif?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first
    #expect((result?["message"] as? [String: Any])?["text"] as? String == "card has no phone number \(c.shown)")
  }

  /// The whole line, plain and colored, with and without a line, a column and a card.
  @Test func linesAreWrittenInFull() {
    let esc = "\u{1B}"
    let cases: [(Diagnostic, String, String)] = [
      (
        Diagnostic(.lintNoPhone, "card has no phone number", at: SourceLocation(file: "a b.vcf", line: 12, column: 0, cardIndex: 3), cardName: "Ann"),
        #"a b.vcf:12: info: [L031] card has no phone number (card "Ann")"#,
        "\(esc)[1ma b.vcf:12:\(esc)[0m \(esc)[1;36minfo:\(esc)[0m [L031] card has no phone number (card \"Ann\")"
      ),
      (
        Diagnostic(.emptyInput, "no card found in this input", at: SourceLocation(file: "x\u{1B}.vcf")),
        #"x\u{1b}.vcf: warning: [V026] no card found in this input"#,
        "\(esc)[1mx\\u{1b}.vcf:\(esc)[0m \(esc)[1;35mwarning:\(esc)[0m [V026] no card found in this input"
      ),
      (
        Diagnostic(.invalidValue, "BDAY \"x\u{7}\" is not a date", at: SourceLocation(file: "b.vcf", line: 4, column: 17, cardIndex: 0), cardName: ""),
        #"b.vcf:4:17: warning: [V024] BDAY "x\u{7}" is not a date"#,
        "\(esc)[1mb.vcf:4:17:\(esc)[0m \(esc)[1;35mwarning:\(esc)[0m [V024] BDAY \"x\\u{7}\" is not a date"
      ),
    ]
    for (d, plain, colored) in cases {
      #expect(DiagnosticRenderer(colored: false).render(d) == plain)
      #expect(DiagnosticRenderer(colored: true).render(d) == colored)
      var bytes: [UInt8] = Array("before ".utf8)
      DiagnosticRenderer(colored: false).append(d, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == "before " + plain)
    }
  }
}

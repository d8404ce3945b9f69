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
}

import Testing

@testable import CardKit

/// User text quoted in messages: quotes and backslashes escaped, control characters visible.
struct QuotedTests {
  @Test(arguments: [
    ("Emergency", #""Emergency""#),
    ("", #""""#),
    (#"say "hi""#, #""say \"hi\"""#),
    (#"C:\home"#, #""C:\\home""#),
    ("tab\there", #""tab\u{9}here""#),
    ("del\u{7F}", #""del\u{7f}""#),
    ("next\u{85}line", #""next\u{85}line""#),
    ("Müller", #""Müller""#),
    ("张伟", #""张伟""#),
  ])
  func quoting(_ text: String, _ expected: String) {
    #expect(Quoted.text(text) == expected)
  }

  @Test func labelKeyDescription() {
    #expect(LabelKey(types: [], label: nil).description == "(no label)")
    #expect(LabelKey(types: [.cell, .voice], label: nil).description == "TYPE=cell,voice")
    #expect(LabelKey(types: [], label: "Emergency").description == #"label "Emergency""#)
    #expect(LabelKey(types: [.home], label: "a\"b").description == #"TYPE=home label "a\"b""#)
  }
}

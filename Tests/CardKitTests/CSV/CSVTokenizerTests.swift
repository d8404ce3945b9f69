import Testing
@testable import CardKit

@Suite struct CSVTokenizerTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var input: String
    var records: [[String]]
    var codes: [DiagnosticCode] = []
    var delimiter: UInt8 = 0x2C
    var maximumFieldBytes = 1 << 20
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "LF", input: "a,b,c\n1,2,3\n", records: [["a", "b", "c"], ["1", "2", "3"]]),
    Case(name: "CRLF", input: "a,b\r\n1,2\r\n", records: [["a", "b"], ["1", "2"]]),
    Case(name: "CR", input: "a,b\r1,2\r", records: [["a", "b"], ["1", "2"]]),
    Case(name: "mixed line ends", input: "a\r\nb\rc\nd", records: [["a"], ["b"], ["c"], ["d"]]),
    Case(name: "no final line break", input: "a,b\n1,2", records: [["a", "b"], ["1", "2"]]),
    Case(name: "quoted delimiter", input: "\"a,b\",c\n", records: [["a,b", "c"]]),
    Case(name: "doubled quotes", input: "\"say \"\"hi\"\"\",x\n", records: [["say \"hi\"", "x"]]),
    Case(name: "line breaks in quotes", input: "\"l1\nl2\r\nl3\rl4\",x\n", records: [["l1\nl2\r\nl3\rl4", "x"]]),
    Case(name: "empty fields", input: ",,\n", records: [["", "", ""]]),
    Case(name: "empty line", input: "a\n\nb\n", records: [["a"], [""], ["b"]]),
    Case(name: "trailing delimiter at end", input: "a,", records: [["a", ""]]),
    Case(name: "quoted empty", input: "\"\",x\n", records: [["", "x"]]),
    Case(name: "quoted at end without break", input: "\"a\"", records: [["a"]]),
    Case(name: "quote inside unquoted field", input: "5'10\" tall,x\n", records: [["5'10\" tall", "x"]]),
    Case(name: "text after closing quote", input: "\"abc\"def,x\n", records: [["abc\"def", "x"]], codes: [.csvTextAfterQuote]),
    Case(name: "quote never closed", input: "a,\"b\nc,d\n", records: [["a", "\"b"], ["c", "d"]], codes: [.csvUnbalancedQuote]),
    Case(
      name: "stray quote before a quoted field", input: "a,\"oops\nb,\"q, r\"\nc,d\n",
      records: [["a", "\"oops"], ["b", "q, r"], ["c", "d"]], codes: [.csvStrayQuote]),
    // The quote after `x,` never closes (the doubled quotes after it stay inside); read again
    // as literal, the next line starts with `""` (an empty quoted field) followed by text.
    Case(
      name: "quote never closed, doubled quotes after it", input: "x,\"a\n\"\"b\"\"\n", records: [["x", "\"a"], ["\"b\"\""]],
      codes: [.csvUnbalancedQuote, .csvTextAfterQuote]),
    Case(name: "field too long", input: "\"0123456789abc,d\ne\n", records: [["\"0123456789abc", "d"], ["e"]], codes: [.csvFieldTooLong], maximumFieldBytes: 8),
    Case(name: "semicolon", input: "a;b,c\n", records: [["a", "b,c"]], delimiter: 0x3B),
    Case(name: "tab", input: "a\tb;c,d\n", records: [["a", "b;c,d"]], delimiter: 0x09),
    Case(name: "UTF-8 passes through", input: "Zoë,東京\n", records: [["Zoë", "東京"]]),
    Case(name: "empty input", input: "", records: []),
    Case(name: "only a line break", input: "\n", records: [[""]]),
  ]

  static func tokenize(_ c: Case, chunk: Int) -> (records: [[String]], lines: [Int], codes: [DiagnosticCode]) {
    var t = CSVTokenizer(delimiter: c.delimiter, fileName: "t.csv", maximumFieldBytes: c.maximumFieldBytes)
    var records = [[String]]()
    var lines = [Int]()
    let bytes = Array(c.input.utf8)
    var i = 0
    while i < bytes.count {
      let end = min(bytes.count, i + chunk)
      t.feed(Array(bytes[i..<end])) { records.append($0.strings()); lines.append($0.line) }
      i = end
    }
    t.finish { records.append($0.strings()); lines.append($0.line) }
    return (records, lines, t.drainDiagnostics().map(\.code))
  }

  @Test(arguments: cases)
  func records(_ c: Case) {
    let whole = Self.tokenize(c, chunk: 1 << 20)
    #expect(whole.records == c.records)
    #expect(whole.codes == c.codes)
    // Chunk boundaries anywhere (inside CRLF, inside a doubled quote, inside UTF-8) change nothing.
    for chunk in [1, 2, 3, 5, 7] {
      let split = Self.tokenize(c, chunk: chunk)
      #expect(split.records == whole.records, "chunk \(chunk)")
      #expect(split.lines == whole.lines, "chunk \(chunk)")
      #expect(split.codes == whole.codes, "chunk \(chunk)")
    }
  }

  @Test func positions() {
    var t = CSVTokenizer()
    var spans = [[CSVFieldSpan]]()
    var lines = [Int]()
    var indexes = [Int]()
    t.feed(Array("h1,h2\n\"x\ny\",z\r\nÿé,last".utf8)) { r in
      spans.append(Array(r.fields))
      lines.append(r.line)
      indexes.append(r.index)
    }
    t.finish { r in
      spans.append(Array(r.fields))
      lines.append(r.line)
      indexes.append(r.index)
    }
    #expect(lines == [1, 2, 4])
    #expect(indexes == [0, 1, 2])
    #expect(spans[1].map { [$0.line, $0.column] } == [[2, 1], [3, 4]])
    #expect(spans[1].map(\.wasQuoted) == [true, false])
    // Columns count bytes: `ÿé` is four bytes.
    #expect(spans[2].map { [$0.line, $0.column] } == [[4, 1], [4, 6]])
  }

  @Test func diagnosticsPointAtTheQuote() {
    var t = CSVTokenizer(fileName: "q.csv")
    t.feed(Array("a,b\nc,\"d\ne,f\n".utf8)) { _ in }
    t.finish { _ in }
    let d = t.drainDiagnostics()
    #expect(d.map(\.code) == [.csvUnbalancedQuote])
    #expect(d.first.map { [$0.location.line, $0.location.column] } == [2, 3])
    #expect(d.first?.location.file == "q.csv")
  }

  @Test func memoryStaysWithTheRecord() {
    // Ten thousand records fed in small chunks: the tokenizer keeps only the open record.
    var t = CSVTokenizer()
    var count = 0
    let row = Array("Ada,Lovelace,\"ada@example.com\",\"note, with comma\"\n".utf8)
    for _ in 0..<10_000 { t.feed(row) { r in count += r.count == 4 ? 1 : 0 } }
    t.finish { _ in count += 100 }
    #expect(count == 10_000)
  }
}

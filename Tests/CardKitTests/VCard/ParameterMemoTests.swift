import Foundation
import Testing

@testable import CardKit

/// A parameter list taken from the memo must be what parsing the line gives: the same
/// content line and the same findings, whichever lines came before it.
@Suite struct ParameterMemoTests {
  /// What tokenizing a line gives, as text to compare.
  static func tokenized(_ t: UnsafeBufferPointer<UInt8>, _ line: LogicalLine, _ tokenizer: ContentLineTokenizer) -> String {
    var findings: [ContentLineTokenizer.Finding] = []
    let result = tokenizer.tokenize(t, line, &findings).map { cl in
      "\(cl.group ?? "-") \(cl.name.text) \(cl.parameters) \(cl.valueRange) bare:\(cl.hasBareParameters) skipped:\(cl.isSkipped)"
    }
    return (result ?? "not a content line") + " | " + findings.map { "\($0.code.rawValue) \($0.message) @\($0.offset)" }.joined(separator: "; ")
  }

  /// Tokenizes every line of `chunks` with and without caret escapes, with no memo and with
  /// one memo for all (each line twice, so the second time comes from the memo when the first
  /// was kept); returns the lines whose results differ, and how many lines were read.
  static func differences(_ chunks: [CardChunk], memo: ParameterMemo) -> (differ: [String], lines: Int) {
    var differ: [String] = []
    var count = 0
    for chunk in chunks {
      let lines = LogicalLines(chunk: chunk)
      lines.text.withUnsafeBufferPointer { t in
        for line in lines.lines {
          count += 1
          for caretEscapes in [true, false] {
            let plain = tokenized(t, line, ContentLineTokenizer(caretEscapes: caretEscapes))
            for pass in 1...2 {
              let remembered = tokenized(t, line, ContentLineTokenizer(caretEscapes: caretEscapes, memo: memo))
              if remembered != plain {
                differ.append("\(ASCII.string(t, line.start, line.end)) (carets \(caretEscapes), pass \(pass)):\n  \(plain)\n  \(remembered)")
              }
            }
          }
        }
      }
    }
    return (differ, count)
  }

  static func chunks(_ bytes: [UInt8]) -> [CardChunk] {
    var splitter = CardSplitter(fileName: "t.vcf")
    splitter.feed(bytes)
    splitter.finish()
    var out: [CardChunk] = []
    while let chunk = splitter.next() { out.append(chunk) }
    return out
  }

  @Test func listsFromTheMemoAreWhatParsingGives() throws {
    let lines = [
      "TEL;TYPE=CELL;TYPE=VOICE:+1 650 253 0000", "item1.TEL;type=pref:1", "TEL;TYPE=\"HOME,VOICE\":2",
      "X-A;X-P=\"a:b;c\";Y=c:value:with:colons", "NOTE;LANGUAGE=^'en^'^n:x", "TEL;HOME;CELL:3", "TEL;;TYPE=CELL:4",
      "TEL;TYPE=CELL;=x:5", "ADR;TYPE=WORK;LABEL=\"1 Main St^nTown\":;;1 Main;Town;;;", "EMAIL;TYPE=\u{00FF}:a@b",
      "TEL;TYPE=CELL", "TEL;TYPE=\"open:6", "TEL;TYPE=\"a\"b;X=1:7", "tel;type=cell,voice:8",
      "PHOTO;ENCODING=b;TYPE=JPEG:AAAA", "X-LONG;X-P=" + String(repeating: "v", count: 300) + ":9",
    ]
    var text = "BEGIN:VCARD\r\n"
    // Each line twice in the card, and the card twice: later copies meet the memo.
    for line in lines + lines { text += line + "\r\n" }
    text += "END:VCARD\r\n"
    var bytes = Array((text + text).utf8)
    // Invalid UTF-8 in a parameter value: such lists are never kept.
    bytes += Array("BEGIN:VCARD\r\nEMAIL;TYPE=".utf8) + [0xFF, 0xFE] + Array(":a@b\r\nEMAIL;TYPE=".utf8) + [0xFF, 0xFE]
      + Array(":a@b\r\nEND:VCARD\r\n".utf8)
    let memo = ParameterMemo()
    let (differ, count) = Self.differences(Self.chunks(bytes), memo: memo)
    #expect(count > 2 * lines.count)
    #expect(differ.isEmpty, "\(differ.joined(separator: "\n"))")
  }

  /// Every line of our corpora and of the external one, through one memo.
  @Test func corpusLinesReadTheSameWithTheMemo() throws {
    var files = Paths.files(in: Paths.corpora.appendingPathComponent("vcard"), extensions: ["vcf"])
    files += Paths.files(in: Paths.corpora.appendingPathComponent("fuzz"), extensions: ["vcf"])
    files += try ManifestEntry.load().map(\.url).filter { $0.pathExtension.lowercased() != "csv" && $0.pathExtension.lowercased() != "json" }
    let memo = ParameterMemo()
    var total = 0
    var differ: [String] = []
    for file in files {
      let (d, n) = Self.differences(Self.chunks(Array(try Data(contentsOf: file))), memo: memo)
      total += n
      differ += d.map { "\(file.lastPathComponent): \($0)" }
    }
    #expect(total > 5_000)
    #expect(differ.isEmpty, "\(differ.prefix(20).joined(separator: "\n"))")
  }
}

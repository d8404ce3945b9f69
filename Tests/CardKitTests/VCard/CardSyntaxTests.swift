import Foundation
import Testing

@testable import CardKit

@Suite struct CardSyntaxTests {
  func parse(_ text: String) -> ParsedCard {
    let chunk = CardChunk(bytes: Array(text.utf8), firstLine: 1, index: 0, hasBegin: true, hasEnd: true, diagnostics: [])
    let parser = CardParser(fileName: "t.vcf", limits: ReadLimits(), collectSyntax: true)
    return parser.parsedCard(chunk)
  }

  @Test func recordsPropertiesAsWritten() throws {
    let p = parse("BEGIN:VCARD\r\nVERSION:2.1\r\nN:Doe;John\r\nNOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:a=3Db\r\nADR;HOME:;;1 Main St\\;x;Town;;;\r\nEND:VCARD\r\n")
    let syntax = try #require(p.syntax)
    #expect(syntax.declaredVersion == .v2_1)
    #expect(syntax.properties.map(\.name) == ["VERSION", "N", "NOTE", "ADR"])
    #expect(syntax.properties[1].componentCount == 2)
    #expect(syntax.properties[3].componentCount == 7)
    #expect(syntax.properties[2].parameters.value(.encoding) == "QUOTED-PRINTABLE")
    #expect(syntax.properties[2].parameters.value(.charset) == "UTF-8")
    #expect(syntax.properties[2].rawValue == "a=3Db")
    #expect(syntax.properties[3].position.line == 5)
    // The model decoded the value and took the encoding parameters.
    #expect(p.card.notes.first?.value == "a=b")
    #expect(p.card.notes.first?.parameters.isEmpty == true)
  }

  @Test func recordsLineLengthsAndEndings() throws {
    let long = String(repeating: "x", count: 80)
    let p = parse("BEGIN:VCARD\r\nVERSION:3.0\nFN:\(long)\r\nEND:VCARD")
    let lines = try #require(p.syntax?.lines)
    #expect(lines.map(\.ending) == [.crlf, .lf, .crlf, .none])
    #expect(lines[2].length == 83)
    #expect(lines.map(\.line) == [1, 2, 3, 4])
  }

  @Test func isNotCollectedByDefault() {
    let chunk = CardChunk(bytes: Array("BEGIN:VCARD\r\nFN:A\r\nEND:VCARD\r\n".utf8), firstLine: 1, index: 0, hasBegin: true, hasEnd: true, diagnostics: [])
    let syntax = CardParser(fileName: "t", limits: ReadLimits()).parsedCard(chunk).syntax
    #expect(syntax == nil)
  }
}

@Suite struct QuotedPrintableWriterTests {
  /// A soft line break just before a space used to start the next line with that space, which
  /// readers (CardKit's too) take for a fold and drop.
  @Test func aSoftBreakNeverLeavesALeadingSpace() throws {
    for length in 40...120 {
      var card = Card()
      card.formattedName = Attributed("Nørrebrogade")
      let text = String(repeating: "ø", count: length / 6) + String(repeating: "a b ", count: length / 4) + "3. th."
      card.append(LabeledValue(text), to: \.notes)
      let (bytes, _) = VCardWriter(version: .v2_1).write([card])
      for line in String(decoding: bytes, as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false).dropFirst() {
        #expect(!line.hasPrefix(" ") && !line.hasPrefix("\t"), "continuation line starts with whitespace: \(line)")
      }
      let back = try read(bytes: bytes)
      #expect(back.first?.card.notes.first?.value == text)
    }
  }
}

import Foundation
import Testing

@testable import CardKit

@Suite struct CardSyntaxTests {
  func parse(_ text: String) -> ParsedCard {
    let chunk = CardChunk(bytes: Array(text.utf8), firstLine: 1, index: 0, hasBegin: true, hasEnd: true, diagnostics: [])
    let parser = CardParser(fileName: "t.vcf", limits: ReadLimits(), collectSyntax: true)
    let (card, diagnostics, syntax) = parser.parseWithSyntax(chunk)
    return ParsedCard(card: card, index: 0, diagnostics: diagnostics, syntax: syntax)
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
    let (_, _, syntax) = CardParser(fileName: "t", limits: ReadLimits()).parseWithSyntax(chunk)
    #expect(syntax == nil)
  }
}

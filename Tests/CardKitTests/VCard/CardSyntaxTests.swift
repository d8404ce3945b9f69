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

  /// Every line break is `=0D=0A`, as in the 2.1 specification: a CSV cell's CRLF and a
  /// vCard value's LF were written `=0D=0A` and `=0A`, so a CSV book converted to 2.1 changed
  /// when converted again (the reader takes both for one LF).
  @Test func everyLineBreakIsCRLF() throws {
    for text in ["a\nb", "a\r\nb", "a\rb"] {
      #expect(String(decoding: QuotedPrintable.encode(Array(text.utf8)), as: UTF8.self) == "a=0D=0Ab", "\(Array(text.utf8))")
    }
    #expect(String(decoding: QuotedPrintable.encode(Array("x\r\n\ny".utf8)), as: UTF8.self) == "x=0D=0A=0D=0Ay")
    var card = Card()
    card.formattedName = Attributed("Ann")
    card.append(LabeledValue("Prix: 25 €.\r\nLivraison le mardi."), to: \.notes)
    let once = VCardWriter(version: .v2_1).write([card]).bytes
    let back = try read(bytes: once)
    #expect(back.first?.card.notes.first?.value == "Prix: 25 €.\nLivraison le mardi.")
    let twice = VCardWriter(version: .v2_1).write([try #require(back.first?.card)]).bytes
    #expect(once == twice, "\(String(decoding: once, as: UTF8.self))")
  }
}

@Suite struct RawPropertyOrderTests {
  /// A nested 2.1 AGENT card and an unparsable line keep their place among the raw
  /// properties: they were put before all of them, so a card written and read again had its
  /// AGENT moved.
  @Test func linesKeptWholeKeepTheirPlace() throws {
    let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Outer\r\nX-A:1\r\nAGENT:\r\nBEGIN:VCARD\r\nVERSION:2.1\r\nFN:Inner\r\nEND:VCARD\r\n"
      + "X-B:2\r\nno colon here\r\nX-C:3\r\nEND:VCARD\r\n"
    let card = try #require(try read(bytes: Array(text.utf8)).first?.card)
    #expect(card.extras.map(\.name.text) == ["X-A", "AGENT", "X-B", "X-CARDKIT-UNPARSED", "X-C"])
  }
}

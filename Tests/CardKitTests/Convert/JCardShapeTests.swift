import Foundation
import Testing

@testable import CardKit

/// jCards that are not quite `["vcard", [properties]]`: what is read, what is kept raw, and
/// that nothing is read twice.
@Suite struct JCardShapeTests {
  /// Reads `json` from a temporary file: the cards as vCard 4.0 text, and every finding.
  private func read(_ json: String) throws -> (text: String, findings: [Diagnostic]) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-jcard-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let read = try BookReader.readAll(path: url.path)
    #expect(read.format == .jcard)
    var text = ""
    var findings = read.diagnostics
    for parsed in read.cards {
      findings += parsed.diagnostics
      let location = SourceLocation(file: url.path, line: Int(parsed.card.position.line), column: 0, cardIndex: parsed.index)
      text += String(decoding: OutputFormat.vcard4.encode(parsed.card, location: location).bytes, as: UTF8.self)
    }
    return (text, findings)
  }

  private func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  /// ical.js writes a vCard as a jCal component, with an empty list of sub-components.
  @Test func emptyComponentListOfIcalJSIsPassedOverWithAWarning() throws {
    let (text, findings) = try read("[\"vcard\",\n [[\"fn\", {}, \"text\", \"Ann\"], [\"note\", {}, \"text\", \"B\"]],\n []\n]\n")
    #expect(count("FN:Ann\r\n", in: text) == 1 && count("NOTE:B\r\n", in: text) == 1, "\(text)")
    #expect(!text.contains("X-CARDKIT-UNPARSED"), "\(text)")
    #expect(findings.map(\.code) == [.jcardStructure], "\(findings)")
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.location.line == 3 && findings.first?.location.column == 2)
  }

  /// A third element that holds something is kept raw, with an error.
  @Test func otherThirdElementIsKeptRaw() throws {
    let (text, findings) = try read("[\"vcard\", [[\"fn\", {}, \"text\", \"Ann\"]], [[\"x\"]]]")
    #expect(count("FN:Ann\r\n", in: text) == 1)
    #expect(text.contains("X-CARDKIT-UNPARSED:[[\"x\"]]\r\n"), "\(text)")
    #expect(findings.map(\.code) == [.jcardStructure] && findings.first?.severity == .error, "\(findings)")
  }

  /// When the property list breaks off after a property, the property read is not also kept
  /// in the raw rest (it used to be, from its own start: the last property came out twice).
  @Test func propertyBeforeABreakIsReadOnce() throws {
    let (text, findings) = try read("[\"vcard\", [[\"fn\", {}, \"text\", \"Ann\"], [\"note\", {}, \"text\", \"B\"] x]]")
    #expect(count("NOTE:B\r\n", in: text) == 1, "\(text)")
    #expect(text.contains("X-CARDKIT-UNPARSED: x]]\r\n"), "\(text)")
    #expect(!text.contains("X-CARDKIT-UNPARSED:[ \"note\"") && !text.contains("X-CARDKIT-UNPARSED:[\"note\""), "\(text)")
    #expect(findings.map(\.code) == [.jsonSyntax], "\(findings)")
  }

  /// A property that is itself broken is kept raw from its start, as before.
  @Test func brokenPropertyIsKeptFromItsStart() throws {
    let (text, findings) = try read("[\"vcard\", [[\"fn\", {}, \"text\", \"Ann\"], [\"note\", {}, \"text\" \"B\"]]]")
    #expect(count("FN:Ann\r\n", in: text) == 1)
    #expect(text.contains("X-CARDKIT-UNPARSED:[\"note\"\\, {}\\, \"text\" \"B\"]]]\r\n"), "\(text)")
    #expect(findings.map(\.code) == [.jsonSyntax], "\(findings)")
  }

  /// A line break in a value is one LF in jCard whatever it was (a CSV cell's CRLF, a lone
  /// CR), as in the vCard writers: reading the jCard back and writing it again gives the same
  /// bytes (a CSV book's notes changed on the second conversion).
  @Test func lineBreaksAreLineFeeds() throws {
    var card = Card()
    card.formattedName = Attributed("Ann")
    card.append(LabeledValue("Prix: 25 €.\r\nLivraison\rle mardi."), to: \.notes)
    card.name = Attributed(StructuredName(family: ["Lee\r\nJr"], given: ["Ann"]))
    let once = JCardWriter().write([card]).bytes
    let text = String(decoding: once, as: UTF8.self)
    #expect(text.contains("\"Prix: 25 €.\\nLivraison\\nle mardi.\"") && text.contains("\"Lee\\nJr\""), "\(text)")
    #expect(!text.contains("\\r"), "\(text)")
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-jcard-\(UUID().uuidString).json")
    try Data(once).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let back = try BookReader.readAll(path: url.path).cards.map(\.card)
    #expect(JCardWriter().write(back).bytes == once)
  }
}

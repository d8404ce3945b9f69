import Foundation
import Testing

@testable import CardKit

/// A card's kept text is written back as a complete card: unchanged when it was complete, with
/// only the missing frame (BEGIN, a last line end, END) added otherwise.
@Suite struct CardTextTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let text: CardText
    let expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "complete", text: CardText(bytes: Array("BEGIN:VCARD\r\nFN:A\r\nEND:VCARD\r\n".utf8)),
         expected: "BEGIN:VCARD\r\nFN:A\r\nEND:VCARD\r\n"),
    Case(name: "LF endings kept", text: CardText(bytes: Array("BEGIN:VCARD\nFN:A\nEND:VCARD\n".utf8)),
         expected: "BEGIN:VCARD\nFN:A\nEND:VCARD\n"),
    Case(name: "no line end at the end of the file", text: CardText(bytes: Array("BEGIN:VCARD\nFN:A\nEND:VCARD".utf8)),
         expected: "BEGIN:VCARD\nFN:A\nEND:VCARD\n"),
    Case(name: "one line, no line end", text: CardText(bytes: Array("FN:A".utf8), hasBegin: false, hasEnd: false),
         expected: "BEGIN:VCARD\r\nFN:A\r\nEND:VCARD\r\n"),
    Case(name: "CR endings", text: CardText(bytes: Array("BEGIN:VCARD\rFN:A\rEND:VCARD\r".utf8)),
         expected: "BEGIN:VCARD\rFN:A\rEND:VCARD\r"),
    Case(name: "no END", text: CardText(bytes: Array("BEGIN:VCARD\r\nFN:A\r\n".utf8), hasEnd: false),
         expected: "BEGIN:VCARD\r\nFN:A\r\nEND:VCARD\r\n"),
    Case(name: "no END nor last line end", text: CardText(bytes: Array("BEGIN:VCARD\r\nFN:A".utf8), hasEnd: false),
         expected: "BEGIN:VCARD\r\nFN:A\r\nEND:VCARD\r\n"),
    Case(name: "no END, LF endings", text: CardText(bytes: Array("BEGIN:VCARD\nFN:A\n".utf8), hasEnd: false),
         expected: "BEGIN:VCARD\nFN:A\nEND:VCARD\n"),
    Case(name: "no BEGIN, CR endings", text: CardText(bytes: Array("FN:A\rEND:VCARD\r".utf8), hasBegin: false),
         expected: "BEGIN:VCARD\rFN:A\rEND:VCARD\r"),
    Case(name: "no BEGIN", text: CardText(bytes: Array("FN:A\r\nEND:VCARD\r\n".utf8), hasBegin: false),
         expected: "BEGIN:VCARD\r\nFN:A\r\nEND:VCARD\r\n"),
  ]

  @Test(arguments: cases) func writesACompleteCard(_ c: Case) {
    var out: [UInt8] = Array("before\n".utf8)
    c.text.appendComplete(to: &out)
    #expect(String(decoding: out, as: UTF8.self) == "before\n" + c.expected)
  }

  /// Cards cut short in the input (no END before the next BEGIN or the end of the file, no
  /// BEGIN) are kept with what the reader saw, and a sorted book written from them reads back
  /// as the same cards with none of those gaps left.
  @Test func brokenFramesAreMendedWhenASortedBookIsWritten() throws {
    let input = "FN:Zed\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Mia\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Al\r\nTEL:1"
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("card-text-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let inPath = folder.appendingPathComponent("in.vcf").path, outPath = folder.appendingPathComponent("out.vcf").path
    try Data(input.utf8).write(to: URL(fileURLWithPath: inPath))

    var options = ReadOptions()
    options.keepsSourceText = true
    let parsed = try BookReader.readAll(path: inPath, options: options).cards
    #expect(parsed.map { [$0.sourceText?.hasBegin, $0.sourceText?.hasEnd] } == [[false, true], [true, false], [true, false]])

    var inputFindings: [Diagnostic] = []
    let book = try NameSorter().sorted(reading: [inPath], with: BookLoader(), report: { inputFindings.append($0) })
    #expect(!inputFindings.isEmpty, "the gaps are reported when read")
    var writeFindings: [Diagnostic] = []
    try book.write(to: outPath) { writeFindings.append($0) }
    #expect(writeFindings.isEmpty)
    let written = try String(contentsOfFile: outPath, encoding: .utf8)
    #expect(written == "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Al\r\nTEL:1\r\nEND:VCARD\r\n"
      + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Mia\r\nEND:VCARD\r\n"
      + "BEGIN:VCARD\r\nFN:Zed\r\nEND:VCARD\r\n")
    let reread = try BookReader.readAll(path: outPath)
    #expect(reread.cards.map { $0.card.formattedName?.value } == ["Al", "Mia", "Zed"])
    #expect(reread.cards.flatMap(\.diagnostics).allSatisfy { $0.severity != .error }, "\(reread.cards.flatMap(\.diagnostics))")
    #expect(reread.cards.flatMap(\.diagnostics).allSatisfy { ![.missingBegin, .missingEnd, .nestedBegin].contains($0.code) })
  }
}

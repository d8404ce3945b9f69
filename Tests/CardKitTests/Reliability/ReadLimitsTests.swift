import Foundation
import Testing

@testable import CardKit

/// Each limit of ``ReadLimits``: input past it is reported with its position and skipped, the
/// cards around it are still read, and the finding counts as a skip past a limit.
@Suite struct ReadLimitsTests {
  static func card(_ name: String, _ extra: String = "") -> String {
    "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(name)\r\nN:\(name);;;;\r\n\(extra)END:VCARD\r\n"
  }

  /// Reads `bytes` (written to a temporary file) with `limits`; the cards' names and every finding.
  static func read(_ bytes: [UInt8], limits: ReadLimits, ext: String = "vcf") throws -> (names: [String], diagnostics: [Diagnostic]) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-limits-\(UUID().uuidString).\(ext)")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    var options = ReadOptions()
    options.limits = limits
    let (cards, fileDiagnostics, _) = try BookReader.readAll(path: url.path, options: options)
    return (cards.map { $0.card.formattedName?.value ?? "" }, cards.flatMap(\.diagnostics) + fileDiagnostics)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var input: String
    var limits: ReadLimits
    var code: DiagnosticCode
    var line: Int
    var names: [String]
    var testDescription: String { name }
  }

  static let big = String(repeating: "x", count: 3000)

  static var cases: [Case] {
    var line = ReadLimits()
    line.maxLineLength = 1000
    var size = ReadLimits()
    size.maxCardSize = 2000
    var props = ReadLimits()
    props.maxPropertiesPerCard = 5
    var binary = ReadLimits()
    binary.maxBinarySize = 100
    var agent = ReadLimits()
    agent.maxAgentDepth = 1
    let photo = "PHOTO;ENCODING=b;TYPE=JPEG:" + Data(repeating: 7, count: 300).base64EncodedString() + "\r\n"
    // A JPEG in base64 without its ENCODING, which the reader takes for the picture it is.
    let unmarked = "PHOTO:" + Data([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 7, count: 296)).base64EncodedString() + "\r\n"
    let many = (1...10).map { "NOTE:n\($0)\r\n" }.joined()
    let agents = "BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Outer\r\nAGENT:\r\nBEGIN:VCARD\r\nVERSION:2.1\r\nFN:Mid\r\nAGENT:\r\nBEGIN:VCARD\r\nVERSION:2.1\r\nFN:Inner\r\nEND:VCARD\r\nEND:VCARD\r\nEND:VCARD\r\n"
    return [
      Case(name: "line length", input: card("A") + card("B", "NOTE:\(big)\r\n") + card("C"), limits: line, code: .lineTooLong, line: 10, names: ["A", "B", "C"]),
      Case(name: "card size", input: card("A") + card("B", "NOTE:\(big)\r\n") + card("C"), limits: size, code: .cardTooLarge, line: 6, names: ["A", "C"]),
      Case(
        name: "card size, folded lines", input: card("A") + card("B", String(repeating: "NOTE:\(String(repeating: "y", count: 70))\r\n", count: 60)) + card("C"),
        limits: size, code: .cardTooLarge, line: 6, names: ["A", "C"]),
      Case(name: "properties", input: card("A") + card("B", many) + card("C"), limits: props, code: .tooManyProperties, line: 12, names: ["A", "B", "C"]),
      Case(name: "photo size", input: card("A") + card("B", photo) + card("C"), limits: binary, code: .photoTooLarge, line: 10, names: ["A", "B", "C"]),
      Case(
        name: "photo size, base64 without ENCODING", input: card("A") + card("B", unmarked) + card("C"), limits: binary, code: .photoTooLarge,
        line: 10, names: ["A", "B", "C"]),
      Case(name: "agent depth", input: card("A") + agents + card("C"), limits: agent, code: .nestingTooDeep, line: 9, names: ["A", "Outer", "C"]),
    ]
  }

  @Test(arguments: cases)
  func limitIsReportedAndSkipped(_ c: Case) throws {
    let (names, diagnostics) = try Self.read(Array(c.input.utf8), limits: c.limits)
    #expect(names == c.names)
    let hits = diagnostics.filter { $0.code == c.code }
    #expect(hits.count == 1, "\(diagnostics.map { "\($0.code) \($0.location.line):\($0.location.column) \($0.message)" })")
    #expect(hits.first?.location.line == c.line)
    #expect(hits.first?.location.column == 1 || c.code == .photoTooLarge || c.code == .nestingTooDeep)
    #expect(hits.first?.location.file.hasSuffix(".vcf") == true)
    #expect(diagnostics.filter(\.code.isLimitSkip).count == 1)
  }

  /// A card far larger than the limit, with a line that has no line end for megabytes, is
  /// skipped without holding it: the splitter never buffers much more than the limit.
  @Test func oversizedCardIsNotBuffered() {
    var splitter = CardSplitter(fileName: "f", maxCardSize: 10_000)
    var names: [Int] = []
    var peak = 0
    func drain() {
      while let c = splitter.next() { names.append(c.firstLine) }
      peak = max(peak, splitter.buffer.count)
    }
    splitter.feed(Array(Self.card("A").utf8) + Array("BEGIN:VCARD\r\nVERSION:3.0\r\nNOTE:".utf8))
    drain()
    let chunk = [UInt8](repeating: 0x61, count: 1 << 16)
    for _ in 0..<64 {  // 4 MB on one line
      splitter.feed(chunk)
      drain()
    }
    splitter.feed(Array("\r\nEND:VCARD\r\n".utf8) + Array(Self.card("C").utf8))
    drain()
    splitter.finish()
    drain()
    let trailing = splitter.takeTrailingDiagnostics()
    #expect(names == [1, 10])
    #expect(peak < 300_000, "the splitter held \(peak) bytes")
    #expect(trailing.map(\.code).isEmpty)
  }

  /// The oversized card's finding goes with the next card read (or the file's findings).
  @Test func oversizedLastCardIsReportedAtTheEnd() throws {
    var limits = ReadLimits()
    limits.maxCardSize = 500
    let (names, diagnostics) = try Self.read(Array((Self.card("A") + Self.card("B", "NOTE:\(Self.big)\r\n")).utf8), limits: limits)
    #expect(names == ["A"])
    #expect(diagnostics.map(\.code) == [.cardTooLarge])
    #expect(diagnostics.first?.location.line == 6)
  }

  /// Garbage without any line end, far past the limit, outside a card.
  @Test func longGarbageWithoutLineEndIsSkipped() throws {
    var limits = ReadLimits()
    limits.maxCardSize = 5000
    let garbage = String(repeating: "z", count: 3_000_000)
    let (names, diagnostics) = try Self.read(Array((Self.card("A") + garbage).utf8), limits: limits)
    #expect(names == ["A"])
    #expect(diagnostics.map(\.code) == [.cardTooLarge])
    #expect(diagnostics.first?.location.line == 6)
  }

  /// The limits that make sense for jCard and CSV: properties per card (CSV: non-empty fields
  /// per record), inline binary size (a `data:` URI, also in vCard 4.0).
  @Test func jCardAndCSVLimits() throws {
    var limits = ReadLimits()
    limits.maxPropertiesPerCard = 3
    limits.maxBinarySize = 100
    let photo = "data:image/jpeg;base64," + Data(repeating: 7, count: 300).base64EncodedString()
    let jcard = """
      [["vcard",[["version",{},"text","4.0"],["fn",{},"text","A"]]],
      ["vcard",[["version",{},"text","4.0"],["fn",{},"text","B"],["note",{},"text","1"],["note",{},"text","2"]]],
      ["vcard",[["version",{},"text","4.0"],["fn",{},"text","C"],["photo",{},"uri","\(photo)"]]]]
      """
    let (jNames, jDiagnostics) = try Self.read(Array(jcard.utf8), limits: limits, ext: "json")
    #expect(jNames == ["A", "B", "C"])
    #expect(jDiagnostics.map(\.code) == [DiagnosticCode.tooManyProperties, .photoTooLarge])
    #expect(jDiagnostics.map { "\($0.location.line):\($0.location.column)" } == ["2:83", "3:60"])

    let v4 = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:D\r\nPHOTO:\(photo)\r\nEND:VCARD\r\n" + Self.card("E")
    let (vNames, vDiagnostics) = try Self.read(Array(v4.utf8), limits: limits)
    #expect(vNames == ["D", "E"])
    #expect(vDiagnostics.map(\.code) == [DiagnosticCode.photoTooLarge])
    #expect(vDiagnostics.first?.location.line == 4)

    let csv = "First Name,Last Name,E-mail Address,Notes\r\nAnn,Lee,ann@example.com,note\r\nBo,,,\r\n"
    let (cNames, cDiagnostics) = try Self.read(Array(csv.utf8), limits: limits, ext: "csv")
    #expect(cNames.count == 2)
    let hit = try #require(cDiagnostics.first { $0.code == .tooManyProperties })
    #expect(hit.location.line == 2 && hit.location.column == 25, "\(hit.location)")
    #expect(cDiagnostics.filter(\.code.isLimitSkip).count == 1)
  }

  /// A jCard card past the size limit, whole in the buffer or megabytes long, is skipped and
  /// the cards after it are read.
  @Test(arguments: [2000, 3_000_000])
  func jCardCardSize(noteLength: Int) throws {
    var limits = ReadLimits()
    limits.maxCardSize = 1000
    let note = String(repeating: "q", count: noteLength)
    let jcard = """
      [["vcard",[["version",{},"text","4.0"],["fn",{},"text","A"]]],
        ["vcard",[["version",{},"text","4.0"],["fn",{},"text","B"],["note",{},"text","\(note) ] \\" ["]]],
      ["vcard",[["version",{},"text","4.0"],["fn",{},"text","C"]]]]
      """
    let (names, diagnostics) = try Self.read(Array(jcard.utf8), limits: limits, ext: "json")
    #expect(names == ["A", "C"])
    #expect(diagnostics.map(\.code) == [DiagnosticCode.cardTooLarge])
    #expect(diagnostics.first.map { "\($0.location.line):\($0.location.column)" } == "2:3")
  }
}

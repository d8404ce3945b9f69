import Foundation
import Testing

@testable import CardKit

/// The streaming converter with a step (what `cardkit normalize` runs), dry runs, and the
/// format a book is written in when none is asked for.
@Suite struct BookConverterTests {
  static func file(_ text: String, ext: String = "vcf") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-convert-\(UUID().uuidString).\(ext)")
    try Data(text.utf8).write(to: url)
    return url
  }

  static let book21 = """
    BEGIN:VCARD\r\nVERSION:2.1\r\nN:Lee;Ann\r\nFN:Ann Lee\r\nTEL;CELL:555-0100\r\nEND:VCARD\r
    BEGIN:VCARD\r\nVERSION:2.1\r\nN:Berg;Bo\r\nFN:Bo Berg\r\nEND:VCARD\r
    BEGIN:VCARD\r\nVERSION:2.1\r\nN:Cruz;Cy\r\nFN:Cy Cruz\r\nEND:VCARD\r

    """

  @Test func stepChangesEveryCardAndResultsComeInOrder() throws {
    let input = try Self.file(Self.book21)
    let output = input.deletingPathExtension().appendingPathExtension("out.vcf")
    defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: output) }
    var collected: [String] = []
    let summary = try BookConverter(format: .vcard4).convert(
      inputs: [input.path], output: output.path,
      step: { card, index, file in
        let name = card.formattedName?.value ?? ""
        card.formattedName?.value = name.uppercased()
        return "\(index) \(file == input.path)"
      },
      collect: { collected.append($0) }, report: { _ in })
    #expect(summary.cards == 3)
    #expect(collected == ["0 true", "1 true", "2 true"])
    let written = try String(contentsOf: output, encoding: .utf8)
    #expect(written.contains("FN:ANN LEE\r\n") && written.contains("FN:CY CRUZ\r\n"))
    #expect(written.contains("VERSION:4.0\r\n"))
  }

  @Test func dryRunReadsAndStepsButWritesNothing() throws {
    let input = try Self.file(Self.book21)
    defer { try? FileManager.default.removeItem(at: input) }
    var steps = 0
    let summary = try BookConverter(format: nil).convert(
      inputs: [input.path], output: nil, step: { _, _, _ in 1 }, collect: { steps += $0 }, report: { _ in })
    #expect(summary.cards == 3 && steps == 3)
    #expect(try String(contentsOf: input, encoding: .utf8) == Self.book21)
  }

  @Test func withoutAFormatTheInputsOwnIsWritten() throws {
    let v21 = try Self.file(Self.book21)
    let jcard = try Self.file(#"[["vcard",[["version",{},"text","4.0"],["fn",{},"text","Ann"]]]]"#, ext: "json")
    let v3 = try Self.file("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nN:;Ann;;;\r\nEND:VCARD\r\n")
    defer { for url in [v21, jcard, v3] { try? FileManager.default.removeItem(at: url) } }
    func format(_ paths: [URL]) throws -> OutputFormat {
      BookConverter.inputFormat(of: try paths.map { try BookReader(path: $0.path) })
    }
    #expect(try BookReader(path: v21.path).leadingVersion == .v2_1)
    #expect(try format([v21]) == .vcard21)
    #expect(try format([v3]) == .vcard3)
    #expect(try format([jcard]) == .jcard)
    #expect(try format([v21, v3]) == .vcard4, "inputs that disagree: 4.0 for cards without a VERSION")
    let output = v21.deletingPathExtension().appendingPathExtension("out.vcf")
    defer { try? FileManager.default.removeItem(at: output) }
    _ = try BookConverter(format: nil).convert(inputs: [v21.path], output: output.path, report: { _ in })
    let written = try String(contentsOf: output, encoding: .utf8)
    #expect(written.contains("VERSION:2.1\r\n") && !written.contains("VERSION:4.0"))
  }

  /// Without a format, a vCard book whose cards are of several versions (one file or several)
  /// keeps each card's version; a card without VERSION takes the first card's, or 4.0 when
  /// the inputs disagree.
  @Test func withoutAFormatEachCardKeepsItsVersion() throws {
    let mixed = try Self.file(
      "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Lee;Ann\r\nEND:VCARD\r\n"
        + "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Bo\r\nEND:VCARD\r\n"
        + "BEGIN:VCARD\r\nFN:Cy\r\nN:;Cy;;;\r\nEND:VCARD\r\n")
    let v3 = try Self.file("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Di\r\nN:;Di;;;\r\nEND:VCARD\r\n")
    let output = mixed.deletingPathExtension().appendingPathExtension("out.vcf")
    defer { for url in [mixed, v3, output] { try? FileManager.default.removeItem(at: url) } }
    func versions(_ inputs: [URL]) throws -> [String] {
      _ = try BookConverter(format: nil).convert(inputs: inputs.map(\.path), output: output.path, report: { _ in })
      return try String(contentsOf: output, encoding: .utf8).components(separatedBy: "\r\n").filter { $0.hasPrefix("VERSION:") }
    }
    #expect(try versions([mixed]) == ["VERSION:2.1", "VERSION:4.0", "VERSION:2.1"])
    #expect(try versions([mixed, v3]) == ["VERSION:2.1", "VERSION:4.0", "VERSION:4.0", "VERSION:3.0"])
    _ = try BookConverter(format: .vcard3).convert(inputs: [mixed.path], output: output.path, report: { _ in })
    let converted = try String(contentsOf: output, encoding: .utf8)
    #expect(converted.components(separatedBy: "VERSION:3.0\r\n").count == 4)
  }

  /// The findings of the file itself (a CSV header, a quote left open, text after the last
  /// card, the encoding) are reported among the cards' in line order, each once, whatever the
  /// output (vCard, or CSV, whose header waits for the last card).
  @Test(arguments: [OutputFormat.vcard4, .googleCSV])
  func fileFindingsComeInLineOrder(_ format: OutputFormat) throws {
    // S010 header (line 1), S005 text after a quote (line 2), S004 quote never closed
    // (line 4); the rows themselves have findings on lines 2 to 4 (S011, an unmapped column).
    let csv = try Self.file("First Name,Last Name,Shoe Size\n\"Ann\"x,Lee,38\nBea,Ray,39\nBob,Roe,\"40\n", ext: "csv")
    let vcf = try Self.file(Self.book21 + "stray text\r\n")
    var utf16 = Data([0xFF, 0xFE])
    utf16.append(Self.book21.data(using: .utf16LittleEndian)!)
    let wide = try Self.file("")
    try utf16.write(to: wide)
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-order-\(UUID().uuidString)")
    defer { for url in [csv, vcf, wide, output] { try? FileManager.default.removeItem(at: url) } }
    for (input, codes) in [(csv, ["S010", "S005", "S004"]), (vcf, ["V004"]), (wide, ["V002"])] {
      var found: [Diagnostic] = []
      _ = try BookConverter(format: format).convert(inputs: [input.path], output: output.path, report: { found.append($0) })
      let lines = found.map(\.location.line)
      #expect(lines == lines.sorted(), "\(format) \(input.lastPathComponent): \(found.map { "\($0.location.line) \($0.code)" })")
      for code in codes {
        #expect(found.filter { $0.code.rawValue == code }.count == 1, "\(format): \(code) in \(found.map { "\($0.location.line) \($0.code)" })")
      }
    }
  }

  /// CSV output reads each card once: the step runs once per card (it ran in a planning pass
  /// and again in a writing pass), and what it changed is what is written.
  @Test(arguments: [OutputFormat.googleCSV, .outlookCSV, .csv])
  func csvOutputStepsEachCardOnce(_ format: OutputFormat) throws {
    let cards = (0..<1500).map { "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Person \($0)\r\nN:Person;\($0);;;\r\nTEL;TYPE=CELL:555-01\($0)\r\nEND:VCARD\r\n" }
    let input = try Self.file(cards.joined())
    let output = input.deletingPathExtension().appendingPathExtension("out.csv")
    defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: output) }
    let steps = StepCounter()
    var collected = 0
    let summary = try BookConverter(format: format).convert(
      inputs: [input.path], output: output.path,
      step: { card, index, _ in
        steps.add()
        card.phones[0].value = "Stepped \(index)"
        return 1
      },
      collect: { collected += $0 }, report: { _ in })
    #expect(summary.cards == 1500 && collected == 1500)
    #expect(steps.count == 1500)
    let written = try String(contentsOf: output, encoding: .utf8)
    #expect(written.contains("Stepped 0") && written.contains("Stepped 1499"), "\(written.prefix(600))")
    #expect(!written.contains("555-01"))
  }
}

/// Counts calls from any thread.
private final class StepCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var calls = 0
  func add() { lock.withLock { calls += 1 } }
  var count: Int { lock.withLock { calls } }
}

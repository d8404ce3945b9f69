import Foundation
import Testing

@testable import CardKit

/// Which format an input is read as, from its first bytes (``BookReader/sniff(_:)``).
@Suite struct FormatDetectionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var format: BookFormat
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "vCard", text: "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nEND:VCARD\r\n", format: .vcard),
    Case(name: "vCard without BEGIN", text: "VERSION:3.0\r\nFN:Ann\r\nEND:VCARD\r\n", format: .vcard),
    Case(
      name: "vCard after a mail header", text: "Content-Type: text/vcard; charset=utf-8\r\n\r\nBEGIN:VCARD\r\nFN:Ann\r\nEND:VCARD\r\n",
      format: .vcard),
    Case(name: "vCard after a line of text", text: "My contacts, 2024\r\nBEGIN:VCARD\r\nFN:Ann\r\nEND:VCARD\r\n", format: .vcard),
    Case(name: "jCard", text: "[\"vcard\",[[\"version\",{},\"text\",\"4.0\"]]]", format: .jcard),
    Case(name: "CSV", text: "First Name,Last Name,Notes\r\nAnn,Lee,hi\r\n", format: .csv),
    Case(name: "CSV with semicolons", text: "First Name;Last Name;Notes\r\nAnn;Lee;hi\r\n", format: .csv),
    // A note may hold lines that look like a vCard: they are inside a quoted field.
    Case(
      name: "CSV with a vCard in a note",
      text: "\"First Name\",\"Notes\"\r\n\"Ann\",\"pasted:\r\nBEGIN:VCARD\r\nN:Lee;Ann;;;\r\nEND:VCARD\"\r\n", format: .csv),
    // One column: no separator, but a column name (roundcube's `Primary Email` test file).
    Case(name: "CSV of one column", text: "Primary Email\ntest1@domain.tld\ntest2@domain.tld\n", format: .csv),
    Case(name: "CSV of one quoted column", text: "\"Email\"\r\nann@example.com\r\n", format: .csv),
    Case(name: "a line of text is no header", text: "My contacts\r\nBEGIN:VCARD\r\nFN:Ann\r\nEND:VCARD\r\n", format: .vcard),
    // Brackets open JSON only before a string, a list or the end of an empty list.
    Case(name: "CSV of bracketed names", text: "[Name],[Email]\r\nAnn,a@x.com\r\n", format: .csv),
    Case(name: "jCard list", text: "[\n  [\"vcard\", []]\n]", format: .jcard),
    Case(name: "empty jCard list", text: "[ ]", format: .jcard),
  ]

  @Test(arguments: cases) func detected(_ c: Case) {
    #expect(BookReader.sniff(Array(c.text.utf8)) == c.format)
  }

  /// Stray zero bytes, all at one parity, do not make a vCard UTF-16 for format detection:
  /// only a byte order mark or a start in ASCII with zero bytes does (the CSV reader tells the
  /// rest of UTF-16 by its zero bytes).
  @Test func zeroBytesInAVCardAreNotUTF16() {
    var bytes = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nNOTE:".utf8)
    if bytes.count % 2 == 1 { bytes.append(UInt8(ascii: "x")) }
    for _ in 0..<40 { bytes += [UInt8(ascii: "x"), 0] }
    bytes += Array("\r\nEND:VCARD\r\n".utf8)
    #expect(BookReader.sniffingText(bytes) == bytes)
    #expect(BookReader.sniff(BookReader.sniffingText(bytes)) == .vcard)
  }

  /// Every CSV layout CardKit writes reads back as CSV, whatever its notes hold: Outlook's
  /// layout puts values it has no column for into Notes, one per line (`N: …` for a second N).
  @Test func everyCSVCardKitWritesReadsBackAsCSV() throws {
    _ = try Paths.requireExternal()
    let files = ExternalConformanceTests.vcardEntries.filter { $0.kind == "valid" }.map(\.url)
      + Paths.files(in: Paths.corpora.appendingPathComponent("vcard"), extensions: ["vcf"])
    var checked = 0
    for file in files {
      let cards = try BookReader.readAll(path: file.path).cards.map(\.card)
      guard !cards.isEmpty else { continue }
      for layout in CSVOutputLayout.allCases {
        let bytes = CSVWriter.write(cards: cards, layout: layout).bytes
        let format = BookReader.sniff(Array(BookReader.sniffingText(Array(bytes.prefix(64 * 1024)))))
        #expect(format == .csv, "\(file.lastPathComponent) as \(layout): read back as \(format)")
        checked += 1
      }
    }
    #expect(checked > 300)
  }
}

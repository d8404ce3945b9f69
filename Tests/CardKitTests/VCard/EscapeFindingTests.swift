import Foundation
import Testing

@testable import CardKit

/// V030: a backslash that starts no vCard escape (`\n`, `\,`, `\;`, `\\`, and `\:` and `\"`, which
/// exporters write) in a 3.0 or 4.0 text value is reported once per property, at the
/// backslash, and kept with the character after it.
@Suite struct EscapeFindingTests {
  struct Case: Sendable, CustomStringConvertible {
    var version: String
    var line: String
    /// Column of the reported backslash on line 3; nil when nothing is reported.
    var column: Int?
    /// The NOTE as read, when the line is a NOTE.
    var note: String?
    var description: String { "\(version) \(line)" }
  }

  static let cases: [Case] = [
    Case(version: "3.0", line: #"NOTE:C:\Users\ann"#, column: 8, note: #"C:\Users\ann"#),
    Case(version: "4.0", line: #"NOTE:a\, b\; c\n d\N e\\ f\: g"#, column: nil, note: "a, b; c\n d\n e\\ f: g"),
    Case(version: "4.0", line: #"NOTE:first \, then \q and \w"#, column: 20, note: #"first , then \q and \w"#),
    // Mac Address Book and Gmail exports escape double quotes (ez-vcard's samples of both).
    Case(version: "3.0", line: #"NOTE:CONTRIBUTORS \"AS IS\" AND"#, column: nil, note: #"CONTRIBUTORS "AS IS" AND"#),
    Case(version: "3.0", line: #"NOTE:ends with \"#, column: 16, note: #"ends with \"#),
    Case(version: "2.1", line: #"NOTE:DOMAIN\user"#, column: nil, note: #"DOMAIN\user"#),
    Case(version: "4.0", line: #"X-CUSTOM:a\qb"#, column: nil, note: nil),
    Case(version: "3.0", line: #"item1.X-ABLabel:home\office"#, column: 21, note: nil),
    // A decoded value (here from ISO-8859-1) is reported at its property.
    Case(version: "3.0", line: "NOTE;CHARSET=ISO-8859-1:caf\u{E9} \\x", column: 1, note: "café \\x"),
  ]

  @Test(arguments: cases) func reported(_ c: Case) throws {
    var bytes = Array("BEGIN:VCARD\r\nVERSION:\(c.version)\r\n".utf8)
    // The CHARSET case needs the Latin-1 byte itself, not its UTF-8 form.
    bytes += c.line.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
    bytes += Array("\r\nFN:Ann\r\nEND:VCARD\r\n".utf8)
    let chunk = CardChunk(bytes: bytes, firstLine: 1, index: 0, hasBegin: true, hasEnd: true, diagnostics: [])
    let parsed = CardParser(fileName: "t.vcf", limits: ReadLimits()).parsedCard(chunk)
    let found = parsed.diagnostics.filter { $0.code == .invalidEscape }
    if let column = c.column {
      #expect(found.count == 1, "\(parsed.diagnostics)")
      #expect(found.first?.location.line == 3)
      #expect(found.first?.location.column == column)
      #expect(found.first?.severity == .info)
    } else {
      #expect(found.isEmpty, "\(found)")
    }
    if let note = c.note { #expect(parsed.card.notes.first?.value == note) }
  }
}

import Foundation
import Testing

@testable import CardKit

/// Google's and Outlook's layouts cannot hold every value, but none may go unsaid: each card of
/// every vCard file of the external corpus is written in both layouts, and every value of its
/// inventory (``Card/valueInventory``) must be read back, or stand in the written text (in
/// another column, in Outlook's Notes, a label in Google's spelling), or be named by a finding
/// of the writer about that card or the file.
@Suite struct VendorCSVUnsaidLossTests {
  /// Kinds the writers report as a whole (S021: "1 photo(s)", UID and REV as card metadata;
  /// S020: a formatted name the parts do not compose), not value by value.
  static let reportedByKind: [String: String] = [
    "PHOTO": "photo", "LOGO": "logo", "SOUND": "sound", "KEY": "key", "UID": "UID", "REV": "REV", "KIND": "KIND",
    "FN": "formatted name",
  ]

  /// How a value the inventory normalizes may stand in the text as it was read: a UTC offset
  /// (`-05:00` as `-0500`), a timestamp at midnight (`19971115T000000Z` as `1997-11-15`), an IM
  /// handle of Apple's `x-apple:` URI (`x-apple:ann%20lee` as `ann lee`).
  static func otherSpellings(_ value: String) -> [String] {
    if value.lowercased().hasPrefix("x-apple:") { return [IMPPCodec.handle(value, service: nil)] }
    let b = Array(value.utf8)
    func digits(_ r: Range<Int>) -> Bool { r.allSatisfy { b[$0] >= 0x30 && b[$0] <= 0x39 } }
    if b.count == 6, b[0] == UInt8(ascii: "+") || b[0] == UInt8(ascii: "-"), b[3] == UInt8(ascii: ":"), digits(1..<3), digits(4..<6) {
      return [value.replacingOccurrences(of: ":", with: "")]
    }
    if b.count == 16, digits(0..<8), value.hasSuffix("T000000Z") {
      let d = String(value.prefix(8))
      return [d, "\(d.prefix(4))-\(d.dropFirst(4).prefix(2))-\(d.suffix(2))"]
    }
    return []
  }

  /// The lower-cased runs of letters and digits of `text`.
  static func words(_ text: String) -> [String] {
    text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }

  @Test(arguments: [CSVOutputLayout.google, .outlook])
  func nothingIsDroppedUnsaid(_ layout: CSVOutputLayout) throws {
    let entries = ExternalConformanceTests.vcardEntries
    var unsaid: [String] = []
    var cards = 0
    for entry in entries {
      guard let parsed = try? BookReader.readAll(path: entry.url.path).cards else { continue }
      for (i, card) in parsed.map(\.card).enumerated() {
        cards += 1
        let written = CSVWriter.write(cards: [card], layout: layout)
        let text = String(decoding: written.bytes, as: UTF8.self).replacingOccurrences(of: "\"\"", with: "\"")
        let said = written.diagnostics.map(\.message).joined(separator: "\n")
        let back = CSVReader.read(bytes: written.bytes, fileName: "x.csv").cards.first ?? Card()
        let words = Set(Self.words(text)).union(Self.words(text.replacingOccurrences(of: " ", with: "")))
        for item in multisetDifference(card.valueInventory, back.valueInventory) {
          let kind = String(item.prefix { $0 != ":" })
          let value = String(item.dropFirst(kind.count + 1))
          if let word = Self.reportedByKind[kind], said.contains(word) { continue }
          if text.contains(value) || said.contains(value) { continue }
          // Written in another form (a name in its parts, GEO and TZ as 3.0 wrote them in Outlook's
          // Notes, Apple's `HomePage` as Google's `Home Page`): every word of it is in the text.
          if Self.words(value).allSatisfy(words.contains) { continue }
          if Self.otherSpellings(value).contains(where: text.contains) { continue }
          // Outlook has no label for an email or its web page, and says so once per file.
          if kind == "CUSTOM-LABEL", said.contains("labels (") { continue }
          // A label Apple wraps (`_$!<Spouse>!$_`) is written as its word.
          if value.hasPrefix("_$!<"), text.contains(CSVLabels.unwrapApple(value)) { continue }
          // Outlook composes an address's label from its parts, and says so.
          if kind == "LABEL", said.contains("formatted label not written") { continue }
          unsaid.append("\(entry.path) card \(i): \(item.prefix(80))")
        }
      }
    }
    #expect(unsaid.isEmpty, "\(unsaid.count) values dropped unsaid:\n\(unsaid.prefix(40).joined(separator: "\n"))")
    #expect(cards > 500, "the external corpus has some 560 vCard cards; \(cards) were read")
    print("\(layout): \(cards) cards, \(unsaid.count) values dropped unsaid")
  }
}

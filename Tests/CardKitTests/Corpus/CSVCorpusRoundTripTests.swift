import Foundation
import Testing

@testable import CardKit

/// Issue 3's round trips over every vCard sample of ours: through the generic CSV layout
/// nothing changes; through Google's layout names, phones with labels (a `tel:` URI as its
/// number), emails, addresses, organization, notes, birthday and groups survive.
@Suite struct CSVCorpusRoundTripTests {
  static let samples = Paths.files(in: Paths.corpora.appendingPathComponent("vcard"), extensions: ["vcf"])
    + [Paths.corpora.appendingPathComponent("sample/contacts.vcf")]

  static func cards(_ url: URL) throws -> [Card] {
    try BookReader.readAll(path: url.path).cards.map(\.card)
  }

  static func viaCSV(_ cards: [Card], _ layout: CSVOutputLayout) -> [Card] {
    let written = CSVWriter.write(cards: cards, layout: layout)
    return CSVReader.read(bytes: written.bytes, fileName: "round-trip.csv").cards
  }

  @Test(arguments: samples)
  func genericCSVIsLossless(_ url: URL) throws {
    let original = try Self.cards(url)
    let back = Self.viaCSV(original, .generic)
    #expect(back.count == original.count, "\(url.lastPathComponent): card count")
    for (i, (a, b)) in zip(original, back).enumerated() {
      // The version a card was read as is kept by the generic layout too.
      #expect(a == b, "\(url.lastPathComponent) card \(i): \(multisetDifference(a.valueInventory, b.valueInventory)) / \(multisetDifference(b.valueInventory, a.valueInventory))")
    }
  }

  @Test(arguments: samples)
  func googleCSVKeepsTheEssentials(_ url: URL) throws {
    let original = try Self.cards(url)
    let back = Self.viaCSV(original, .google)
    #expect(back.count == original.count, "\(url.lastPathComponent): card count")
    for (i, (a, b)) in zip(original, back).enumerated() {
      let at = "\(url.lastPathComponent) card \(i)"
      let an = a.name?.value ?? StructuredName()
      let bn = b.name?.value ?? StructuredName()
      if !an.isEmpty {
        // Google has one cell per name part: several family names share it.
        #expect(an.familyName == bn.familyName && an.givenName == bn.givenName, "\(at): name \(an.components) → \(bn.components)")
      }
      // Google's phone cells hold numbers as text: a 4.0 `tel:` URI comes back as its number.
      #expect(a.phones.map { TelephoneCodec.textForm($0.value) } == b.phones.map(\.value), "\(at): phones")
      #expect(a.phones.map { PhoneLabelReading($0).label } == b.phones.map { PhoneLabelReading($0).label }, "\(at): phone labels")
      #expect(a.emails.map(\.value) == b.emails.map(\.value), "\(at): emails")
      // One Street cell: several street values share it, one per line.
      #expect(a.addresses.map { $0.value.street.joined(separator: "\n") } == b.addresses.map { $0.value.street.joined(separator: "\n") }, "\(at): streets")
      #expect(a.addresses.map(\.value.locality) == b.addresses.map(\.value.locality), "\(at): cities")
      #expect(a.addresses.map(\.value.postalCode) == b.addresses.map(\.value.postalCode), "\(at): postal codes")
      #expect(a.addresses.map(\.value.country) == b.addresses.map(\.value.country), "\(at): countries")
      #expect((a.organization?.value.name ?? "") == (b.organization?.value.name ?? ""), "\(at): organization")
      #expect(a.notes.map(\.value).joined(separator: "\n") == b.notes.map(\.value).joined(separator: "\n"), "\(at): notes")
      #expect(a.birthday?.value == b.birthday?.value, "\(at): birthday")
      #expect(Set(a.categories.map(\.value)) == Set(b.categories.map(\.value)), "\(at): groups")
    }
  }

  /// A book written as CSV, read back and written again gives the same CSV, in each layout:
  /// what the writer spells, the reader reads as the writer meant it (Google's `Msg Work`,
  /// `*`, `HomePage`, custom fields in the order they come back, an IM service named by a
  /// type, an address with a label and nothing else). Cells are compared without the spaces
  /// at their ends, which the reader trims by design (`ORG: Open Text Inc.`). Over our
  /// samples and the external corpus.
  @Test(arguments: [CSVOutputLayout.generic, .google, .outlook])
  func csvWrittenReadAndWrittenAgainIsTheSame(_ layout: CSVOutputLayout) throws {
    _ = try Paths.requireExternal()
    // Left out, each for its reason: a 2.1 PHOTO that is not base64, kept as text with NUL
    // and control bytes (the CSV row cannot hold it whole); a card whose CATEGORIES repeat a
    // value (Google's groups are a set); a generic sample of the fuzzer whose cells hold
    // ` ::: ` (reported as inexact by the writer).
    let known = ["autotests__data__vcard12.vcf.2_1ref", "syncHandlerTest__increment1__cersei.vcf", "empty-labelled-phone-repaired.csv"]
    var paths = Self.samples.map(\.path) + ManifestEntry.all.map(\.url.path)
    paths += Paths.files(in: Paths.corpora.appendingPathComponent("csv"), extensions: ["csv"]).map(\.path)
    paths += Paths.files(in: Paths.corpora.appendingPathComponent("fuzz/csv"), extensions: ["csv"]).map(\.path)
    func rows(_ bytes: [UInt8]) -> [[String]] {
      var t = CSVTokenizer()
      var out: [[String]] = []
      let text = Array(String(decoding: bytes, as: UTF8.self).utf8)
      t.feed(text) { out.append($0.strings().map(\.trimmingSpaces)) }
      t.finish { out.append($0.strings().map(\.trimmingSpaces)) }
      return out
    }
    var same = 0
    var checked = 0
    for path in paths where !known.contains(where: { path.hasSuffix($0) }) {
      let cards = try BookReader.readAll(path: path).cards.map(\.card)
      guard !cards.isEmpty else { continue }
      checked += 1
      let once = CSVWriter.write(cards: cards, layout: layout).bytes
      let twice = CSVWriter.write(cards: CSVReader.read(bytes: once, fileName: "once.csv").cards, layout: layout).bytes
      let (a, b) = (rows(once), rows(twice))
      #expect(a == b, "\(layout) \(path): \(zip(a, b).first { $0 != $1 }.map { x, y in zip(x, y).filter { $0 != $1 }.prefix(3).map { "\($0) -> \($1)" } } ?? ["\(a.count) rows against \(b.count)"])")
      if a == b { same += 1 }
    }
    #expect(checked > 400, "only \(checked) books checked")
    print("CSV \(layout): \(same)/\(checked) books the same when their output is read and written again")
  }

  /// The same for vCard 2.1, 3.0, 4.0 and jCard: converted output converted again gives the same
  /// bytes (a CSV cell's CRLF written as =0D=0A in 2.1 and as CRLF in jCard, a nested AGENT
  /// moved, a label kept twice, a RELATED said to be a URI that is none, a KEY URI with spaces
  /// all broke it). jCard leaves out Mozilla's `X-CUSTOM1;VALUE=TEXT`: the jCard reader drops
  /// `text` on an X- property on purpose, so the second jCard says `unknown`.
  @Test(arguments: ["2.1", "3.0", "4.0", "jCard"])
  func vCardWrittenReadAndWrittenAgainIsTheSame(_ target: String) throws {
    _ = try Paths.requireExternal()
    let jcardKnown = ["addrbook__test__unit__data__export.vcf"]
    var paths = Self.samples.map(\.path) + ManifestEntry.all.map(\.url.path)
    for folder in ["csv", "jcard", "fuzz/vcard", "fuzz/jcard", "fuzz/csv"] {
      paths += Paths.files(in: Paths.corpora.appendingPathComponent(folder), extensions: ["vcf", "json", "csv"]).map(\.path)
    }
    func write(_ cards: [Card]) -> [UInt8] {
      switch target {
      case "2.1": VCardWriter(version: .v2_1).write(cards).bytes
      case "3.0": VCardWriter(version: .v3_0).write(cards).bytes
      case "4.0": VCardWriter(version: .v4_0).write(cards).bytes
      default: JCardWriter().write(cards).bytes
      }
    }
    var same = 0
    var checked = 0
    for path in paths where !(target == "jCard" && jcardKnown.contains { path.hasSuffix($0) }) {
      let cards = try BookReader.readAll(path: path).cards.map(\.card)
      guard !cards.isEmpty else { continue }
      checked += 1
      let once = write(cards)
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-again-\(UUID().uuidString).\(target == "jCard" ? "json" : "vcf")")
      try Data(once).write(to: url)
      defer { try? FileManager.default.removeItem(at: url) }
      let twice = write(try BookReader.readAll(path: url.path).cards.map(\.card))
      #expect(once == twice, "\(target) \(path)")
      if once == twice { same += 1 }
    }
    #expect(checked > 400, "only \(checked) books checked")
    print("\(target): \(same)/\(checked) books the same when their output is read and written again")
  }
}

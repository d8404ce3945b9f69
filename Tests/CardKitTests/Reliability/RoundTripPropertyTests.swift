import Foundation
import Testing

@testable import CardKit

/// Property-based round trips over generated cards (``RandomCards``, fixed seeds): for every
/// version, writing a card and reading it back gives the same model, and so does vCard ->
/// generic CSV -> vCard. A failure prints the card's seed and both cards.
@Suite struct RoundTripPropertyTests {
  static let cardsPerVersion = 400
  static let formats: [OutputFormat] = [.vcard21, .vcard3, .vcard4, .jcard]

  /// The seed of card `i` for a format (each card can be made again on its own).
  static func seed(_ format: OutputFormat, _ i: Int) -> UInt64 {
    UInt64(formats.firstIndex(of: format)! + 1) << 32 | UInt64(i)
  }

  static func version(_ format: OutputFormat) -> VCardVersion { format.vcardVersion ?? .v4_0 }

  static func generated(_ format: OutputFormat) -> [Card] {
    (0..<cardsPerVersion).map { i in
      var g = RandomCards(seed: seed(format, i))
      return g.card(version: version(format))
    }
  }

  /// What the writer adds or a version cannot carry, made equal on both sides. Each exception
  /// is narrow and says why.
  static func normalized(_ card: Card, _ format: OutputFormat, viaCSV: Bool = false) -> Card {
    var c = card
    // The writer stamps its own PRODID.
    c.productID = nil
    c.position = .unknown
    // A free-text label is carried by an Apple group (`itemN.X-ABLabel`); the generated cards
    // have no groups, so the group the writer makes up for a labeled value is not compared.
    func ungroupLabeled<V>(_ values: inout [LabeledValue<V>]) {
      for i in values.indices where values[i].label != nil { values[i].group = nil }
    }
    ungroupLabeled(&c.phones)
    ungroupLabeled(&c.emails)
    ungroupLabeled(&c.addresses)
    ungroupLabeled(&c.urls)
    // vCard has one line break: `\n` (3.0, 4.0) or a quoted-printable line break (2.1); a CR
    // or CRLF in a value reads back as LF. The jCard writer shares the vCard text encoding and
    // writes LF too (JSON could carry CR; CardKit normalizes line breaks instead).
    // (Through CSV, cards already read back from vCard are compared: nothing to normalize.)
    if !viaCSV { c = lineBreaksAsLF(c) }
    // An email's `internet` type is 2.1's and 3.0's default; 4.0 (and jCard) do not write it.
    if !viaCSV && (format == .vcard4 || format == .jcard) {
      for i in c.emails.indices { c.emails[i].types.removeAll { $0 == .internet } }
    }
    // 2.1 and 3.0 say "preferred" with `TYPE=pref`, which the writer puts on the first value
    // with the lowest rank (and any other at rank 1): that value reads back at rank 1. Other
    // ranks are written `X-PREF` and read back as they were; so are those of a property
    // without TYPE there (notes).
    if !viaCSV && (format == .vcard21 || format == .vcard3) {
      func lowestReadAsOne<V>(_ values: inout [LabeledValue<V>]) {
        guard let lowest = values.compactMap(\.preference).min(),
          let first = values.firstIndex(where: { $0.preference == lowest })
        else { return }
        values[first].preference = 1
      }
      lowestReadAsOne(&c.phones)
      lowestReadAsOne(&c.emails)
      lowestReadAsOne(&c.addresses)
      lowestReadAsOne(&c.urls)
    }
    return c
  }

  /// The card with CRLF and CR in the generated text fields read as LF.
  static func lineBreaksAsLF(_ card: Card) -> Card {
    func lf(_ s: String) -> String { s.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n") }
    func lf(_ values: inout [LabeledValue<String>]) { for i in values.indices { values[i].value = lf(values[i].value) } }
    var c = card
    if let fn = c.formattedName?.value { c.formattedName?.value = lf(fn) }
    if let n = c.name?.value { c.name?.value = StructuredName(components: n.components.map { $0.map(lf) }) }
    if let o = c.organization?.value { c.organization?.value = Organization(name: lf(o.name), units: o.units.map(lf)) }
    lf(&c.titles)
    lf(&c.notes)
    lf(&c.categories)
    for i in c.addresses.indices { c.addresses[i].value = PostalAddress(components: c.addresses[i].value.components.map { $0.map(lf) }) }
    return c
  }

  /// Reads bytes through a temporary file, as the CLI does.
  static func read(_ bytes: [UInt8], ext: String) throws -> [ParsedCard] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-roundtrip-\(UUID().uuidString).\(ext)")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try BookReader.readAll(path: url.path).cards
  }

  static func written(_ cards: [Card], _ format: OutputFormat) -> [UInt8] {
    if let version = format.vcardVersion { return VCardWriter(version: version).write(cards).bytes }
    return JCardWriter().write(cards).bytes
  }

  static func describe(_ card: Card) -> String {
    var out = ""
    dump(card, to: &out, maxDepth: 8)
    return out
  }

  /// The differing fields of two cards, for the failure message.
  static func difference(_ a: Card, _ b: Card) -> String {
    var out: [String] = []
    func check<T: Equatable>(_ name: String, _ k: KeyPath<Card, T>) {
      if a[keyPath: k] != b[keyPath: k] { out.append("\(name):\n  wrote \(a[keyPath: k])\n  read  \(b[keyPath: k])") }
    }
    check("version", \.version)
    check("kind", \.kind)
    check("fn", \.formattedName)
    check("n", \.name)
    check("nicknames", \.nicknames)
    check("org", \.organization)
    check("titles", \.titles)
    check("roles", \.roles)
    check("phones", \.phones)
    check("emails", \.emails)
    check("urls", \.urls)
    check("addresses", \.addresses)
    check("bday", \.birthday)
    check("anniversary", \.anniversary)
    check("notes", \.notes)
    check("photos", \.photos)
    check("categories", \.categories)
    check("uid", \.uid)
    check("extras", \.extras)
    return out.joined(separator: "\n").replacingOccurrences(of: "position: CardKit.SourcePosition", with: "@")
  }

  @Test(arguments: formats)
  func writeThenReadGivesTheSameModel(_ format: OutputFormat) throws {
    let cards = Self.generated(format)
    let bytes = Self.written(cards, format)
    let back = try Self.read(bytes, ext: format == .jcard ? "json" : "vcf")
    try #require(back.count == cards.count, "\(format): wrote \(cards.count) cards, read \(back.count)")
    var failures = 0
    for (i, (a, b)) in zip(cards, back).enumerated() {
      let (x, y) = (Self.normalized(a, format), Self.normalized(b.card, format))
      if x != y {
        failures += 1
        if failures <= 12 {
          Issue.record("\(format) seed \(Self.seed(format, i)) (card \(i)): \(Self.difference(x, y))\nfindings: \(b.diagnostics.map { "\($0.code) \($0.message)" })")
        }
      }
    }
    #expect(failures == 0, "\(format): \(failures) of \(cards.count) cards changed")
  }

  @Test(arguments: formats)
  func vCardThroughGenericCSVGivesTheSameModel(_ format: OutputFormat) throws {
    let cards = try Self.read(Self.written(Self.generated(format), format), ext: format == .jcard ? "json" : "vcf").map(\.card)
    let csv = CSVWriter.write(cards: cards, layout: .generic)
    let back = CSVReader.read(bytes: csv.bytes, fileName: "round-trip.csv")
    try #require(back.cards.count == cards.count, "\(format): \(cards.count) cards, \(back.cards.count) rows read back")
    var failures = 0
    for (i, (a, b)) in zip(cards, back.cards).enumerated() {
      let (x, y) = (Self.normalized(a, format, viaCSV: true), Self.normalized(b, format, viaCSV: true))
      if x != y {
        failures += 1
        if failures <= 3 { Issue.record("\(format) via CSV, seed \(Self.seed(format, i)) (card \(i)): \(Self.difference(x, y))") }
      }
    }
    #expect(failures == 0, "\(format) via CSV: \(failures) of \(cards.count) cards changed")
  }

  /// The generated cards straight into the generic CSV layout and back: CSV cells carry CR,
  /// CRLF and every other character exactly, so nothing is normalized but PRODID and groups.
  @Test(arguments: formats)
  func generatedCardsThroughGenericCSV(_ format: OutputFormat) throws {
    let cards = Self.generated(format)
    let back = CSVReader.read(bytes: CSVWriter.write(cards: cards, layout: .generic).bytes, fileName: "generated.csv")
    try #require(back.cards.count == cards.count)
    var failures = 0
    for (i, (a, b)) in zip(cards, back.cards).enumerated() {
      let (x, y) = (Self.normalized(a, format, viaCSV: true), Self.normalized(b, format, viaCSV: true))
      if x != y {
        failures += 1
        if failures <= 3 { Issue.record("\(format) generated via CSV, seed \(Self.seed(format, i)) (card \(i)): \(Self.difference(x, y))") }
      }
    }
    #expect(failures == 0, "\(format) generated via CSV: \(failures) of \(cards.count) cards changed")
  }
}

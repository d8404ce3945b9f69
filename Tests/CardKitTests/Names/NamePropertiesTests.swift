import Foundation
import Testing

@testable import CardKit

/// The name index and the sort read only the properties names come from
/// (``NameSorter/properties``): reading just those must file, sort and show every card exactly
/// as reading it whole does, and the sort must hand back every card's text unchanged.
@Suite(.serialized) struct NamePropertiesTests {
  static let ownFiles: [URL] =
    Paths.files(in: Paths.corpora.appendingPathComponent("vcard"), extensions: ["vcf"])
    + [Paths.corpora.appendingPathComponent("sample/contacts.vcf")]

  static let configurations: [NameSortOptions] = [
    NameSortOptions(locale: "en"),
    NameSortOptions(locale: "zh", sortBy: .given),
    NameSortOptions(locale: "ja", sortBy: .display),
    NameSortOptions(locale: "sv", transliterate: true),
  ]

  @Test func ownCorpusIndexesAlikeFromNamesAlone() throws {
    #expect(Self.ownFiles.count >= 30)
    let cards = try compare(Self.ownFiles)
    print("own corpus: \(Self.ownFiles.count) files, \(cards) cards filed and sorted alike from their names alone in \(Self.configurations.count) configurations")
    #expect(cards > 0)
  }

  @Test func externalCorpusIndexesAlikeFromNamesAlone() throws {
    _ = try Paths.requireExternal()
    let files = ManifestEntry.all.map(\.url).filter { $0.pathExtension.lowercased() != "csv" }
    #expect(files.count >= 300)
    let cards = try compare(files)
    print("external corpus: \(files.count) files, \(cards) cards filed and sorted alike from their names alone in \(Self.configurations.count) configurations")
    #expect(cards > 0)
  }

  /// Indexes and sorts each file from whole cards and through `index(reading:)` and
  /// `sorted(reading:)`; returns the cards seen.
  private func compare(_ files: [URL]) throws -> Int {
    let indexers = try Self.configurations.map { try NameIndexer(options: $0) }
    var total = 0
    var keepingText = ReadOptions()
    keepingText.keepsSourceText = true
    for url in files {
      let parsed = try BookReader.readAll(path: url.path, options: keepingText).cards
      let whole = parsed.map(\.card)
      total += whole.count
      for indexer in indexers {
        let expected = indexer.index(whole)
        let fromNames = try indexer.index(reading: [url.path], with: BookLoader(), report: { _ in })
        #expect(summary(fromNames) == summary(expected), "\(url.lastPathComponent) [\(indexer.options.locale)]")
        #expect(fromNames == expected, "\(url.lastPathComponent) [\(indexer.options.locale)]")

        let sorted = try indexer.sorter.sorted(reading: [url.path], with: BookLoader(), report: { _ in })
        let expectedEntries = indexer.sorter.sortedIndices(of: whole).map { i -> SortedBook.Entry in
          if let text = parsed[i].sourceText { return .text(text) }
          return .card(parsed[i].card, at: SourceLocation(file: url.path, line: Int(parsed[i].card.position.line), column: 0, cardIndex: parsed[i].index))
        }
        #expect(sorted.entries == expectedEntries, "\(url.lastPathComponent) [\(indexer.options.locale)]")
      }
    }
    return total
  }

  /// Sections with their members, and where each title leads: short enough to read in a failure.
  private func summary(_ index: NameIndex) -> [String] {
    index.sections.map { s in "\(s.title): " + s.members.map { "\($0.card) \($0.name)" }.joined(separator: ", ") }
      + [index.titles.map { "\($0.title)>\($0.section.map(String.init) ?? "-")" }.joined(separator: " ")]
  }

  static let agentCard = """
    BEGIN:VCARD\r
    VERSION:2.1\r
    N:Outer;Olga\r
    AGENT:\r
    BEGIN:VCARD\r
    VERSION:2.1\r
    N:Inner;Ivan\r
    TEL:555\r
    END:VCARD\r
    BDAY:not a date\r
    TEL;CELL:+1 555 0100\r
    END:VCARD\r

    """

  private func read(_ text: String, properties: Set<PropertyName>?) throws -> ParsedCard {
    let cards = try readAll(text, properties: properties)
    try #require(cards.count == 1)
    return cards[0]
  }

  private func readAll(_ text: String, properties: Set<PropertyName>?, fallback: FallbackProperties? = nil) throws -> [ParsedCard] {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("names-only-\(UUID().uuidString).vcf").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = ReadOptions()
    options.properties = properties
    options.fallbackProperties = fallback
    return try BookReader.readAll(path: path, options: options).cards
  }

  /// A named card and a nameless one, each with an email and a phone whose parameter is
  /// reported (an empty parameter name).
  static let namedAndNameless = """
    BEGIN:VCARD\r
    VERSION:3.0\r
    FN:Ada Lovelace\r
    N:Lovelace;Ada;;;\r
    EMAIL:ada@example.com\r
    TEL;=x:+44 20 7946 0000\r
    END:VCARD\r
    BEGIN:VCARD\r
    VERSION:3.0\r
    FN:\r
    N:;;;;\r
    EMAIL:someone@example.com\r
    TEL;=x:+44 20 7946 0001\r
    END:VCARD\r

    """

  /// A property written without its colon (`TITLE`) is read as an empty value, and skipped
  /// like any other when not asked for.
  @Test func bareNameLinesAreSkippedWhenNotAskedFor() throws {
    let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada\r\nTITLE\r\nEND:VCARD\r\n"
    let whole = try read(text, properties: nil)
    #expect(whole.card.titles.count == 1)
    let names = try read(text, properties: NameSorter.properties)
    #expect(names.card.titles.isEmpty)
    #expect(names.card.extras.isEmpty)
    #expect(names.card.formattedName?.value == "Ada")
    let titles = try read(text, properties: [.fn, .title])
    #expect(titles.card.titles.count == 1)
  }

  @Test func fallbackPropertiesAreReadOnlyIntoCardsWithoutAName() throws {
    let cards = try readAll(Self.namedAndNameless, properties: NameSorter.properties, fallback: NameSorter.fallbackProperties)
    try #require(cards.count == 2)
    #expect(cards[0].card.formattedName?.value == "Ada Lovelace")
    #expect(cards[0].card.emails.isEmpty && cards[0].card.phones.isEmpty)
    #expect(cards[0].diagnostics.allSatisfy { $0.location.line != 6 }, "\(cards[0].diagnostics)")
    #expect(cards[1].card.emails.map(\.value) == ["someone@example.com"])
    #expect(cards[1].card.phones.map(\.value) == ["+44 20 7946 0001"])
    #expect(cards[1].diagnostics.contains { $0.location.line == 13 && $0.code == .invalidParameter }, "\(cards[1].diagnostics)")
    // Without the fallback the nameless card has nothing to be shown by.
    let namesOnly = try readAll(Self.namedAndNameless, properties: NameSorter.properties)
    #expect(namesOnly[1].card.emails.isEmpty && namesOnly[1].card.phones.isEmpty)
    #expect(DisplayNameFormatter().resolve(cards[1].card).text == "someone@example.com")
  }

  /// Sorting keeps each vCard card's bytes as they were: its own version, line ends, folding
  /// and properties the names do not come from.
  @Test func sortedBookKeepsEachCardsText() throws {
    let text =
      "BEGIN:VCARD\nVERSION:2.1\nN:Zeller;Zoe\nTEL;CELL;CHARSET=UTF-8:+1 555\n 0100\nEND:VCARD\n"
      + "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Anna Ärlig\r\nX-CUSTOM;x-p=\"a,b\":v\r\nEND:VCARD"
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sorted-text-\(UUID().uuidString).vcf").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let book = try NameSorter(options: NameSortOptions(locale: "en", sortBy: .given)).sorted(reading: [path], with: BookLoader(), report: { _ in })
    #expect(book.outputFormat == .vcard)
    let texts = book.entries.map { entry -> String in
      guard case .text(let text) = entry else { return "not text" }
      return String(decoding: text.bytes, as: UTF8.self)
    }
    #expect(texts == [
      "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Anna Ärlig\r\nX-CUSTOM;x-p=\"a,b\":v\r\nEND:VCARD",
      "BEGIN:VCARD\nVERSION:2.1\nN:Zeller;Zoe\nTEL;CELL;CHARSET=UTF-8:+1 555\n 0100\nEND:VCARD\n",
    ])
  }

  @Test func skippedPropertiesAreNotReadNorReported() throws {
    let whole = try read(Self.agentCard, properties: nil)
    #expect(whole.diagnostics.contains { $0.location.line == 10 }, "the whole read reports the BDAY: \(whole.diagnostics)")
    #expect(whole.card.extras.contains { $0.name == .agent })

    let names = try read(Self.agentCard, properties: NameSorter.properties.union([.tel]))
    // The nested AGENT card's lines are stepped over, not read as the outer card's.
    #expect(names.card.name?.value.family == ["Outer"])
    #expect(names.card.phones.map(\.value) == ["+1 555 0100"])
    #expect(names.card.birthday == nil)
    #expect(!names.card.extras.contains { $0.name == .agent || $0.name == .bday })
    #expect(names.diagnostics.allSatisfy { $0.location.line != 10 }, "\(names.diagnostics)")
  }
}

import Testing
@testable import CardKit

/// The CSV files other projects test with (`../shared/corpora/external`, kinds csv-google,
/// csv-outlook, csv-other in MANIFEST.tsv).
@Suite struct CSVExternalCorpusTests {
  struct Entry: Sendable, CustomTestStringConvertible {
    var path: String
    var kind: String
    var testDescription: String { path }
  }

  /// The CSV entries of the manifest; a missing corpus fails loudly instead of giving no entry.
  static let entries: [Entry] = {
    let manifest = CSVTestPaths.externalCorpus + "/MANIFEST.tsv"
    guard let file = try? InputFile(path: manifest), let bytes = try? file.readAll() else {
      return [Entry(path: "MISSING external corpus: \(manifest) cannot be read", kind: "missing")]
    }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
      let cols = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard cols.count > 4, ["csv-google", "csv-outlook", "csv-other"].contains(String(cols[4])) else { return nil }
      return Entry(path: String(cols[0]), kind: String(cols[4]))
    }
  }()

  @Test func corpusIsPresent() {
    #expect(!Self.entries.contains { $0.kind == "missing" }, "the external corpus must be at ../shared/corpora/external")
    #expect(Self.entries.count >= 20)
  }

  /// Every file reads; every card has something to show; and every word of every data cell is
  /// somewhere on its card (nothing dropped), except label words, which become types, and the
  /// values that mean "empty" (`0/0/00`, Outlook's defaults, `* myContacts`).
  @Test(arguments: entries)
  func readsAndKeepsEveryCell(_ entry: Entry) throws {
    try #require(entry.kind != "missing", "\(entry.path)")
    let path = CSVTestPaths.externalCorpus + "/" + entry.path
    let read = try CSVReader.read(file: InputFile(path: path))
    #expect(!read.cards.isEmpty)
    for card in read.cards { #expect(card.displayName != "No Name", "\(card)") }
    #expect(!read.diagnostics.contains { $0.severity == .error })

    // The same file as raw records, for the coverage check.
    let records = CSVRecordReader(file: try InputFile(path: path))
    var rows = [[String]]()
    try records.forEach { rows.append($0.strings()) }
    let header = read.header.map(CSVHeaderName.normalize)
    let dataRows = rows.filter { row in !row.allSatisfy { $0.trimmingSpaces.isEmpty } }.dropFirst(header.isEmpty ? 0 : 1)
    #expect(dataRows.count == read.cards.count)
    for (row, card) in zip(dataRows, read.cards) {
      let text = CSVCardSummary.lines(card).joined(separator: "\n").lowercased()
      for (i, cell) in row.enumerated() {
        let column = i < header.count ? header[i] : ""
        if column.hasSuffix("- type") || column.hasSuffix("- label") || column == "group membership" { continue }
        for word in Self.words(cell) where !Self.meansEmpty(word) {
          #expect(text.contains(word), "\(entry.path): '\(word)' of column '\(column)' is not on the card")
        }
      }
    }
  }

  static func words(_ cell: String) -> [String] {
    if ["0/0/00", "normal", "false", "unspecified"].contains(cell.lowercased().trimmingSpaces) { return [] }
    return cell.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }

  static func meansEmpty(_ word: String) -> Bool { word == "mycontacts" || word == "my" || word == "contacts" }

  // MARK: roundcube's expected vCards

  /// The few lines of an expected vCard this test needs, read with a line scanner (the vCard
  /// reader is not part of this change).
  struct ExpectedCard: Equatable {
    var fn = ""
    var n: [String] = []
    var phones: [String] = []
    var emails: [String] = []
  }

  static func scanVCards(_ text: String) -> [ExpectedCard] {
    var cards = [ExpectedCard]()
    for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
      let line = String(raw)
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].split(separator: ";").first.map { $0.uppercased() } ?? ""
      let value = String(line[line.index(after: colon)...])
      switch name {
      case "BEGIN": cards.append(ExpectedCard())
      case "FN": cards[cards.count - 1].fn = value
      case "N": cards[cards.count - 1].n = value.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
      case "TEL": cards[cards.count - 1].phones.append(value)
      case "EMAIL": cards[cards.count - 1].emails.append(value)
      default: break
      }
    }
    return cards
  }

  static let roundcubePairs = ["all", "email", "gmail", "outlook", "tb_plain"]

  /// Where roundcube gives the vCard it expects from a CSV file, names, phones and emails match.
  @Test(arguments: roundcubePairs)
  func roundcubeExpectations(_ name: String) throws {
    let base = CSVTestPaths.externalCorpus + "/roundcube__roundcubemail/tests__src__Csv2vcard__\(name)"
    let expected = Self.scanVCards(String(decoding: try InputFile(path: base + ".vcf").readAll(), as: UTF8.self))
    let cards = try CSVReader.read(file: InputFile(path: base + ".csv")).cards
    #expect(cards.count == expected.count)
    for (card, want) in zip(cards, expected) {
      var n = (card.name?.value.components.prefix(5).map { $0.joined(separator: ",") }) ?? []
      if n.isEmpty { n = ["", "", "", "", ""] }
      #expect(n == want.n)
      #expect(card.displayName == want.fn)
      #expect(card.phones.map(\.value).sorted() == want.phones.sorted())
      #expect(card.emails.map(\.value).sorted() == want.emails.sorted())
    }
  }
}

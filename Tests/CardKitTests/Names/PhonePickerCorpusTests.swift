import Foundation
import Testing

@testable import CardKit

/// The picker over our own samples and the external corpus: it never crashes and lists every
/// number exactly once (issue 6), in several locales and with transliteration, and cards read
/// with only ``PhonePicker/properties`` (as `cardkit pick` reads them) give the same rows.
@Suite(.serialized) struct PhonePickerCorpusTests {
  static let ownFiles: [URL] =
    Paths.files(in: Paths.corpora.appendingPathComponent("vcard"), extensions: ["vcf"])
    + Paths.files(in: Paths.corpora.appendingPathComponent("jcard"), extensions: ["json"])
    + [Paths.corpora.appendingPathComponent("sample/contacts.vcf")]

  static let pickers: [(String, NameSortOptions)] = [
    ("en", NameSortOptions(locale: "en")),
    ("zh", NameSortOptions(locale: "zh", sortBy: .given)),
    ("ja", NameSortOptions(locale: "ja", sortBy: .display)),
    ("sv transliterated", NameSortOptions(locale: "sv", transliterate: true)),
  ]

  @Test func ownCorpus() throws {
    #expect(Self.ownFiles.count >= 30)
    let numbers = try check(Self.ownFiles)
    print("own corpus: \(Self.ownFiles.count) files, \(numbers) numbers each listed once by the picker in \(Self.pickers.count) configurations")
    #expect(numbers > 0)
  }

  @Test func externalCorpus() throws {
    _ = try Paths.requireExternal()
    let files = ManifestEntry.all.map(\.url)
    #expect(files.count >= 400)
    let numbers = try check(files)
    print("external corpus: \(files.count) files, \(numbers) numbers each listed once by the picker in \(Self.pickers.count) configurations")
    #expect(numbers > 0)
  }

  /// Picks every file in every configuration; returns the number of numbers seen.
  private func check(_ files: [URL]) throws -> Int {
    let pickers = try Self.pickers.map { ($0.0, PhonePicker(indexer: try NameIndexer(options: $0.1))) }
    var total = 0
    var namesAndPhones = ReadOptions()
    namesAndPhones.properties = PhonePicker.properties
    for url in files {
      let cards = try BookReader.readAll(path: url.path).cards.map(\.card)
      // What `cardkit pick` reads: only the properties the rows come from.
      let partCards = try BookReader.readAll(path: url.path, options: namesAndPhones).cards.map(\.card)
      var expected: [String] = []
      for (c, card) in cards.enumerated() {
        for (p, phone) in card.phones.enumerated() where PhonePicker.hasNumber(phone) { expected.append("\(c)/\(p)") }
      }
      total += expected.count
      for (name, picker) in pickers {
        let sections = picker.sections(for: cards)
        #expect(picker.sections(for: partCards) == sections, "\(url.lastPathComponent) [\(name)]: read in part")
        let listed = sections.flatMap(\.rows).map { "\($0.card)/\($0.phone)" }
        #expect(listed.sorted() == expected.sorted(), "\(url.lastPathComponent) [\(name)]")
        #expect(sections.allSatisfy { !$0.rows.isEmpty }, "\(url.lastPathComponent) [\(name)]: empty section")
        #expect(Set(sections.map(\.title)).count == sections.count || name == "ja" || sections.contains { $0.title == "…" },
                "\(url.lastPathComponent) [\(name)]: a section title repeats")
      }
    }
    return total
  }
}

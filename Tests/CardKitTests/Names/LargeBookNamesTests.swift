import Foundation
import Testing

@testable import CardKit

/// Books large enough to be split across two cores (4096 cards or more) are keyed, sorted and
/// filed exactly as one card at a time on one thread would be.
@Suite struct LargeBookNamesTests {
  static let families = ["王", "李", "Åberg", "Zeller", "Иванов", "Ölund", "12 Monkeys", "Ng", "佐藤", "김", "Ábel", "Müller", ""]
  static let givens = ["伟", "Anna", "Ölle", "Пётр", "Bo", "", "Zoë"]

  static var book: [Card] {
    (0..<5000).map { i in
      i % 97 == 0
        ? NameCards.nameless(email: "x\(i)@example.com")
        : NameCards.person(family: families[i % families.count], given: givens[(i / 3) % givens.count])
    }
  }

  @Test(arguments: ["zh", "en", "sv"]) func sortMatchesOneCardAtATime(_ locale: String) throws {
    let cards = Self.book
    let sorter = try NameSorter(options: NameSortOptions(locale: locale))
    let keys = cards.map { sorter.sortKey(for: $0) }
    let expected = cards.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
    #expect(sorter.sortedIndices(of: cards) == expected)
  }

  @Test(arguments: ["zh", "en", "ja"]) func indexMatchesOneCardAtATime(_ locale: String) throws {
    let cards = Self.book
    let indexer = try NameIndexer(options: NameSortOptions(locale: locale))
    let index = indexer.index(cards)
    #expect(index.cardOrder.count == cards.count)
    for section in index.sections {
      for member in section.members {
        #expect(indexer.sectionTitle(for: cards[member.card]) == section.title)
      }
    }
    // Within a section, members follow the sorter's keys.
    let keys = cards.map { indexer.sorter.sortKey(for: $0) }
    for section in index.sections {
      let order = section.members.map(\.card)
      #expect(order == order.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 })
    }
    let some = try NameIndexer(options: NameSortOptions(locale: locale)).index(cards, where: { !$0.isNameless })
    #expect(some.cardOrder.count == cards.filter { !$0.isNameless }.count)
  }

  /// `index` files cards on the reading threads while loading; the result must be what
  /// loading first and then indexing gives, across several inputs.
  @Test(arguments: ["zh", "en"]) func filingWhileReadingMatchesLoadingFirst(_ locale: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-names-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let cards = Self.book
    let paths = [folder.appendingPathComponent("a.vcf").path, folder.appendingPathComponent("b.vcf").path]
    let halves = [Array(cards[..<3000]), Array(cards[3000...])]
    for (path, part) in zip(paths, halves) {
      try BookWriter(format: .vcard4).write(part, sources: part.map { _ in SourceLocation(file: "test") }, to: path) { _ in }
    }
    let loaded = try BookLoader().load(paths) { _ in }
    #expect(loaded.cards.count == cards.count)
    let options = NameSortOptions(locale: locale)

    let indexer = try NameIndexer(options: options)
    let expectedIndex = try NameIndexer(options: options).index(loaded.cards.map(\.card))
    let index = try indexer.index(reading: paths, with: BookLoader()) { _ in }
    #expect(index == expectedIndex)
    #expect(index.cardOrder.count == cards.count)
  }
}

import Foundation
import Testing
@testable import CardKit

/// Searches one book made of every file of our corpus and the external corpus (vCard, jCard
/// and CSV from other projects, broken ones included): every card must be found by its own
/// display name, by the keypad digits of its name's first word, and by each of its numbers.
@Suite struct SearchCorpusTests {
  static func loadBook() throws -> [Card] {
    let external = try Paths.requireExternal()
    var paths = ManifestEntry.all.map(\.url.path)
    for folder in ["sample", "vcard", "jcard", "csv"] {
      paths += Paths.files(in: Paths.corpora.appendingPathComponent(folder), extensions: ["vcf", "json", "csv"]).map(\.path)
    }
    #expect(paths.count > 400, "corpus at \(external.path)")
    var cards: [Card] = []
    for path in paths {
      // A file the reader cannot open at all (there are none today) is skipped, not fatal.
      guard let book = try? BookLoader().load([path], report: { _ in }) else { continue }
      cards += book.cards.map(\.card)
    }
    return cards
  }

  @Test func everyCardIsFoundByItsNameItsDigitsAndItsNumbers() throws {
    let cards = try Self.loadBook()
    #expect(cards.count > 500)
    let index = try SearchIndex(cards: cards, options: SearchOptions(region: .fixed(PhoneRegion("US")!)))
    let matcher = try NameMatcher()
    var names = 0
    var dialled = 0
    var numbers = 0
    for (i, card) in cards.enumerated() {
      let (display, source) = index.options.names.format.resolve(card)
      if !source.isNameless && !SearchQuery.name(display).isEmpty {
        let hit = index.search(.name(display)).first { $0.card == i }
        #expect(hit?.kind == .exactName, "card \(i) by its name \(display)")
        names += 1
      }
      if !source.isNameless, let first = matcher.t9Key(for: display).words.first, first.count >= 2 {
        let typed = String(decoding: first, as: UTF8.self)
        let hit = index.rankedHits(.t9(typed)).first { $0.card == i }
        #expect(hit?.kind == .nameStart, "card \(i) by T9 \(typed) (\(display))")
        dialled += 1
      }
      for phone in card.phones where !SearchQuery.phoneExact(phone.value).isEmpty {
        #expect(index.rankedHits(.phoneExact(phone.value)).contains { $0.card == i }, "card \(i) by its number \(phone.value)")
        #expect(index.rankedHits(.phonePrefix(phone.value)).contains { $0.card == i }, "card \(i) by its number's start \(phone.value)")
        numbers += 1
      }
    }
    #expect(names > 400 && dialled > 400 && numbers > 400, "names \(names), T9 \(dialled), numbers \(numbers)")
  }
}

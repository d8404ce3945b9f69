import Foundation
import Testing

@testable import CardKit

/// `corpora/stats/book.vcf`, whose counts were made by hand (see `corpora/stats/README.md`).
@Suite struct BookStatisticsTests {
  static let book = Paths.corpora.appendingPathComponent("stats/book.vcf")

  /// An empty TEL is no number: its card is one without a phone, and it is not counted.
  @Test func emptyPhonesAreNoNumbers() throws {
    var ann = Card()
    ann.append(LabeledValue("+49 30 1234567"), to: \.phones)
    ann.append(LabeledValue("", label: "Emergency"), to: \.phones)
    var bob = Card()
    bob.append(LabeledValue(" ", label: "Emergency"), to: \.phones)
    let s = try StatsCollector(region: .fixed(PhoneRegion("DE")!), locale: "en", workers: 1).statistics(of: [ann, bob])
    #expect(s.withoutPhone == 1)
    #expect(s.phones == 1)
    #expect(s.numbers.unparsable == 0)
  }

  /// A card named only by its nickname has a name, as the display name and lint's L030 count
  /// it; a card named only by its email address has none.
  @Test func aNicknameIsAName() throws {
    var nick = Card()
    nick.append(LabeledValue("Bubba"), to: \.nicknames)
    nick.append(LabeledValue("+1 408 555 0107"), to: \.phones)
    var mail = Card()
    mail.append(LabeledValue(" "), to: \.nicknames)
    mail.append(LabeledValue("ann@example.com"), to: \.emails)
    let s = try StatsCollector(region: .fixed(PhoneRegion("US")!), locale: "en", workers: 1).statistics(of: [nick, mail])
    #expect(s.withoutName == 1)
  }

  /// A book without cards has no versions to list: the row says so rather than ending blank.
  @Test func emptyBookText() throws {
    let s = try StatsCollector(region: .auto, locale: "en", workers: 1).statistics(of: [])
    let versions = s.text().split(separator: "\n").first { $0.hasPrefix("versions") }
    #expect(versions == "versions              -")
  }

  @Test func countsTheSampleBook() throws {
    let cards = try MergeCorpus.cards(Self.book)
    let s = try StatsCollector(region: .fixed(PhoneRegion("DE")!), locale: "en", workers: 1).statistics(of: cards)
    #expect(s.cards == 12)
    #expect(s.versions == ["2.1": 1, "3.0": 9, "4.0": 2])
    #expect(s.withoutName == 1)
    #expect(s.withoutPhone == 3)
    #expect(s.withoutEmail == 6)
    #expect(s.withPhoto == 1)
    #expect(s.groupCards == 1)
    #expect(s.organizationCards == 1)
    #expect(s.categories == 2)
    #expect(s.phones == 13)
    #expect(s.phoneLabels.standard == ["mobile": 4, "home": 2, "work": 1, "main": 1, "work fax": 1])
    #expect(s.phoneLabels.custom == 1)
    #expect(s.phoneLabels.garbage == 1)
    #expect(s.phoneLabels.unlabeled == 2)
    #expect(s.numbers.region == "DE")
    #expect(s.numbers.valid == 10)
    #expect(s.numbers.invalid == 1)
    #expect(s.numbers.shortNumbers == 1)
    #expect(s.numbers.unparsable == 1)
    #expect(s.numbers.noRegion == 0)
    #expect(s.duplicates.clusters == 1)
    #expect(s.duplicates.cards == 3)
  }

  @Test func autoRegionIsTheBooksMostCommonCountry() throws {
    let cards = try MergeCorpus.cards(Self.book)
    let s = try StatsCollector(region: .auto, locale: "en", workers: 2).statistics(of: cards)
    #expect(s.numbers.region == "FR")
    #expect(s.numbers.valid == 9)
    #expect(s.numbers.invalid == 2)
    #expect(s.numbers.shortNumbers == 1)
    #expect(s.numbers.unparsable == 1)
  }

  @Test func nationalNumbersWithoutAnyRegion() throws {
    let cards = [card(fn: "A", phones: ["030 123456"]), card(fn: "B", phones: ["(201) 555-0123"])]
    let s = try StatsCollector(region: .auto).statistics(of: cards)
    #expect(s.numbers.region == nil)
    #expect(s.numbers.noRegion == 2)
    #expect(s.versions == ["none": 2])
  }

  /// The same counts whatever the number of threads.
  @Test func threadsDoNotChangeTheCounts() throws {
    var cards: [Card] = []
    for _ in 0..<60 { cards += try MergeCorpus.cards(Self.book) }
    let one = try StatsCollector(region: .auto, workers: 1).statistics(of: cards)
    let two = try StatsCollector(region: .auto, workers: 2).statistics(of: cards)
    #expect(one == two)
    #expect(one.cards == 720 && one.phones == 780)
  }
}

import Foundation
import Testing

@testable import CardKit

@Suite struct DuplicateFinderTests {
  struct NameCase: CustomStringConvertible, Sendable {
    var a: String
    var b: String
    var relation: NameRelation
    var locale = "en"
    var description: String { "\(a) / \(b)" }
  }

  static let nameCases: [NameCase] = [
    .init(a: "John Smith", b: "Smith, John", relation: .same),
    .init(a: "John Smith", b: "JOHN SMITH", relation: .same),
    .init(a: "José Álvarez", b: "Jose Alvarez", relation: .same),
    .init(a: "Dr. John Smith", b: "John Smith", relation: .same),
    .init(a: "张伟", b: "张 伟", relation: .same),
    .init(a: "Müller", b: "MULLER", relation: .same, locale: "de"),
    .init(a: "Åsa Berg", b: "Asa Berg", relation: .different, locale: "sv"),
    .init(a: "Tom Becker", b: "Thomas Becker", relation: .similar),
    .init(a: "J. Smith", b: "John Smith", relation: .similar),
    .init(a: "John Smith", b: "John Quincy Smith", relation: .similar),
    .init(a: "Jonh Smith", b: "John Smith", relation: .similar),
    .init(a: "Becker", b: "Thomas Becker", relation: .partial),
    .init(a: "John Smith", b: "Jane Smith", relation: .different),
    .init(a: "Tim Becker", b: "Thomas Becker", relation: .different),
    .init(a: "Christina Lee", b: "Christopher Lee", relation: .different),
    .init(a: "John Smith Jr.", b: "John Smith", relation: .similar),
    .init(a: "Mom", b: "Jane Doe", relation: .different),
    // A final a, o or i tells two people apart (a prefix or one letter off, but not one name).
    .init(a: "Michael Meier", b: "Michaela Meier", relation: .different),
    .init(a: "Mario Rossi", b: "Maria Rossi", relation: .different),
    .init(a: "Paul Weber", b: "Paula Weber", relation: .different),
    .init(a: "Anna Ivanova", b: "Anna Ivanov", relation: .different),
    .init(a: "Chris Lee", b: "Christopher Lee", relation: .similar),
    .init(a: "Ann Lee", b: "Anne Lee", relation: .similar),
    .init(a: "Sara Lee", b: "Sarah Lee", relation: .similar),
    .init(a: "Jonathon Lee", b: "Jonathan Lee", relation: .similar),
  ]

  @Test(arguments: nameCases) func namesRelate(_ c: NameCase) throws {
    let maker = try NameSignatureMaker(locale: c.locale)
    let a = maker.signature(of: card(fn: c.a))
    let b = maker.signature(of: card(fn: c.b))
    #expect(NameRelation.between(a, b) == c.relation)
    #expect(NameRelation.between(b, a) == c.relation)
  }

  /// Names that differ only in the honorific suffix of N are father and son (or grandson):
  /// different names, however similar the rest. A suffix on one card only says nothing.
  @Test(arguments: [
    ("Smith;John;;;Jr.", "John Smith Jr.", "Smith;John;;;Sr.", "John Smith Sr.", NameRelation.different),
    ("Smith;John;;;II", "John Smith II", "Smith;John;;;III", "John Smith III", .different),
    ("Smith;John;;;Jr", "John Smith", "Smith;John;;;Sr", "John Smith", .different),
    ("Smith;John;;;Jr.", "John Smith Jr.", "Smith;John;;;Jr", "John Smith Jr", .same),
    ("Smith;John;;;Jr.", "John Smith Jr.", "Smith;John;;;", "John Smith", .similar),
  ])
  func honorificSuffixesTellPeopleApart(_ nA: String, _ fnA: String, _ nB: String, _ fnB: String, _ relation: NameRelation) throws {
    let maker = try NameSignatureMaker(locale: "en")
    let a = maker.signature(of: card(fn: fnA, n: nA))
    let b = maker.signature(of: card(fn: fnB, n: nB))
    #expect(NameRelation.between(a, b) == relation)
    #expect(NameRelation.between(b, a) == relation)
  }

  /// Father and son sharing a landline: reported as a possible pair, merged at `loose` only.
  @Test func fatherAndSonAreNotMerged() throws {
    let cards = [
      card(fn: "John Smith Jr.", phones: ["+1 212 555 0101"], n: "Smith;John;;;Jr."),
      card(fn: "John Smith Sr.", phones: ["+1 212 555 0101"], n: "Smith;John;;;Sr."),
    ]
    #expect(try DuplicateFinder(threshold: .normal, locale: "en").clusters(in: cards).isEmpty)
    let loose = try DuplicateFinder(threshold: .loose, locale: "en").clusters(in: cards)
    #expect(loose.map(\.confidence) == [.possible])
    #expect(loose.first?.evidenceKinds == [.samePhone, .differentNames])
  }

  @Test func nameRelationOfNamelessCards() throws {
    let maker = try NameSignatureMaker(locale: "en")
    #expect(NameRelation.between(maker.signature(of: card(emails: ["a@b.c"])), maker.signature(of: card(fn: "A"))) == .missing)
  }

  struct ClusterCase: CustomStringConvertible, Sendable {
    var description: String
    var cards: [Card]
    /// Expected clusters at each threshold, and the confidence of each loose cluster.
    var strict: [[Int]]
    var normal: [[Int]]
    var loose: [[Int]]
    var confidence: [DuplicateConfidence] = []
  }

  static let clusterCases: [ClusterCase] = [
    .init(description: "same name and number written two ways",
          cards: [card(fn: "Thomas Becker", phones: ["+49 30 12345678"]), card(fn: "Becker, Thomas", phones: ["030 12345678"]), card(fn: "Eva Neu")],
          strict: [[0, 1]], normal: [[0, 1]], loose: [[0, 1]], confidence: [.strong]),
    .init(description: "same UID",
          cards: [card(fn: "Anna", uid: "urn:uuid:ABC"), card(fn: "Anna Schmidt", uid: "abc")],
          strict: [[0, 1]], normal: [[0, 1]], loose: [[0, 1]], confidence: [.strong]),
    .init(description: "short form and shared email",
          cards: [card(fn: "Thomas Becker", emails: ["tb@example.de"]), card(fn: "Tom Becker", emails: ["TB@example.de"])],
          strict: [], normal: [[0, 1]], loose: [[0, 1]], confidence: [.likely]),
    .init(description: "nameless card with the same email",
          cards: [card(fn: "Anna Schmidt", emails: ["anna@example.de"]), card(emails: ["anna@example.de"])],
          strict: [], normal: [[0, 1]], loose: [[0, 1]], confidence: [.likely]),
    .init(description: "shared landline, different people",
          cards: [card(fn: "Tim Becker", phones: ["+49 30 12345678"]), card(fn: "Thomas Becker", phones: ["+49 30 12345678"])],
          strict: [], normal: [], loose: [[0, 1]], confidence: [.possible]),
    .init(description: "same name, nothing against it",
          cards: [card(fn: "John Smith", phones: ["+1 212 555 0199"]), card(fn: "John Smith", emails: ["js@example.com"])],
          strict: [], normal: [], loose: [[0, 1]], confidence: [.possible]),
    .init(description: "same name, different numbers: two people",
          cards: [card(fn: "John Smith", phones: ["+1 212 555 0199"]), card(fn: "John Smith", phones: ["+1 415 555 0100"])],
          strict: [], normal: [], loose: []),
    .init(description: "same name, different emails: two people",
          cards: [card(fn: "John Smith", emails: ["john@example.com"]), card(fn: "John Smith", phones: ["+1 415 555 0100"], emails: ["js@example.org"])],
          strict: [], normal: [], loose: []),
    // Which of the two it belongs to is not known, whatever the order of the book: it joins neither.
    .init(description: "a nameless card does not join two different people",
          cards: [card(fn: "Alice Adams", phones: ["+1 212 555 0199"]), card(phones: ["+1 212 555 0199"], emails: ["shared@example.com"]),
                  card(fn: "Bob Brown", emails: ["shared@example.com"])],
          strict: [], normal: [], loose: []),
    .init(description: "a nameless card matching two different people, the other one first",
          cards: [card(fn: "Bob Brown", emails: ["shared@example.com"]), card(fn: "Alice Adams", phones: ["+1 212 555 0199"]),
                  card(phones: ["+1 212 555 0199"], emails: ["shared@example.com"])],
          strict: [], normal: [], loose: []),
    .init(description: "two nameless cards matching two different people through each other",
          cards: [card(fn: "Alice Adams", phones: ["+1 212 555 0199"]), card(phones: ["+1 212 555 0199"], emails: ["shared@example.com"]),
                  card(emails: ["shared@example.com"], uid: "x"), card(fn: "Bob Brown", uid: "x")],
          strict: [[2, 3]], normal: [[2, 3]], loose: [[2, 3]], confidence: [.strong]),
    .init(description: "a nameless card matching two cards of one person joins them",
          cards: [card(fn: "Thomas Becker", phones: ["+49 30 12345678"]), card(phones: ["+49 30 12345678"], emails: ["tb@example.de"]),
                  card(fn: "Tom Becker", emails: ["tb@example.de"])],
          strict: [], normal: [[0, 1, 2]], loose: [[0, 1, 2]], confidence: [.likely]),
    .init(description: "two names on one number pair up but do not chain",
          cards: [card(fn: "Mom", phones: ["+1 212 555 0199"]), card(fn: "Jane Doe", phones: ["+1 212 555 0199"]),
                  card(fn: "Jane Doe", emails: ["jane@example.com"]), card(fn: "Dad", phones: ["+1 415 555 0100"]),
                  card(fn: "John Doe", phones: ["+1 415 555 0100"])],
          strict: [], normal: [], loose: [[1, 2], [3, 4]], confidence: [.possible, .possible]),
    .init(description: "short numbers are no evidence",
          cards: [card(fn: "A", phones: ["112"]), card(fn: "B", phones: ["112"])],
          strict: [], normal: [], loose: []),
    .init(description: "other extension, other line",
          cards: [card(fn: "Ann Lee", phones: ["+1 415 555 0100 x12"]), card(fn: "Ann Lee", phones: ["+1 415 555 0100 x13"])],
          strict: [], normal: [], loose: []),
    .init(description: "chain of strong links",
          cards: [card(fn: "Ann Lee", phones: ["+1 415 555 0100"]), card(fn: "Eva Neu"), card(fn: "ann lee", phones: ["(415) 555-0100"], emails: ["ann@example.com"]),
                  card(fn: "Lee, Ann", emails: ["ANN@example.com"])],
          strict: [[0, 2, 3]], normal: [[0, 2, 3]], loose: [[0, 2, 3]], confidence: [.strong]),
  ]

  @Test(arguments: clusterCases) func clusters(_ c: ClusterCase) throws {
    for (threshold, expected) in [(DuplicateThreshold.strict, c.strict), (.normal, c.normal), (.loose, c.loose)] {
      let finder = try DuplicateFinder(threshold: threshold, locale: "en", region: .fixed(PhoneRegion("DE")!))
      #expect(finder.clusters(in: c.cards).map(\.members) == expected, "\(threshold)")
    }
    let loose = try DuplicateFinder(threshold: .loose, locale: "en").clusters(in: c.cards)
    #expect(loose.map(\.confidence) == c.confidence)
  }

  /// dedupe leaves a nameless card matching two different people alone, in either book order,
  /// and reports it as ambiguous with the people it matched, as merge reports an ambiguous card.
  @Test(arguments: [false, true]) func dedupeReportsANamelessCardMatchingTwoPeopleAsAmbiguous(_ reversed: Bool) throws {
    let people = [card(fn: "Alice Adams", phones: ["+1 212 555 0199"]), card(fn: "Bob Brown", emails: ["bob@example.com"])]
    let cards = (reversed ? people.reversed() : people) + [card(phones: ["+1 212 555 0199"], emails: ["bob@example.com"])]
    for threshold in DuplicateThreshold.allCases {
      let result = try Deduplicator(threshold: threshold, locale: "en").run(cards)
      #expect(result.cards == cards, "\(threshold)")
      #expect(result.report.merged.isEmpty)
      #expect(result.report.leftAlone.isEmpty)
      #expect(result.report.ambiguous.map { $0.cards.map(\.index) } == [[2]])
      #expect(result.report.ambiguous.map { $0.candidates.map(\.index) } == [[0, 1]])
      let text = result.report.text()
      #expect(text.hasPrefix("dedupe (\(threshold.rawValue)): 3 cards in, 3 out; nothing merged, 0 clusters left alone, 1 ambiguous (left alone)\n"))
      #expect(text.contains("ambiguous \"bob@example.com\" (card 3): 2 cards of names that do not match; left alone\n"))
    }
  }

  @Test func birthdaysThatDifferLowerTheConfidence() throws {
    var a = card(fn: "John Smith", phones: ["+1 212 555 0199"])
    var b = card(fn: "John Smith", phones: ["+1 212 555 0199"])
    a.birthday = Attributed(.date(PartialDate(year: 1950, month: 3, day: 1)))
    b.birthday = Attributed(.date(PartialDate(year: 1980, month: 3, day: 1)))
    let links = try DuplicateFinder(locale: "en").links(in: [a, b])
    #expect(links.map(\.confidence) == [.likely])
    #expect(links.first?.evidence.map(\.kind) == [.samePhone, .sameName, .differentBirthdays])
    b.birthday = Attributed(.date(PartialDate(month: 3, day: 1)))
    #expect(try DuplicateFinder(locale: "en").links(in: [a, b]).map(\.confidence) == [.strong], "a yearless birthday agrees")
  }

  @Test func findsTheLikelyDuplicatesOfTheDemoBook() throws {
    let cards = try MergeCorpus.cards(Paths.corpora.appendingPathComponent("sample/contacts.vcf"))
    let clusters = try DuplicateFinder(threshold: .normal, locale: "de").clusters(in: cards)
    #expect(clusters.count == 1)
    let names = clusters.first.map { $0.members.map { cards[$0].displayName } }
    #expect(names == ["Thomas Becker", "Tom Becker"])
    #expect(clusters.first?.confidence == .likely)
    #expect(clusters.first?.evidenceKinds == [.samePhone, .sameEmail, .similarName])
  }

  /// The links are dealt over the threads by card and by key; how many threads there are
  /// must not change them, down to books of no card, one card, and fewer cards than threads.
  @Test func linksDoNotDependOnHowManyThreadsFindThem() throws {
    let extractor = try FeatureExtractor(locale: "en", region: .fixed(PhoneRegion("US")!), workers: 1)
    var cards = try MergeCorpus.cards(Paths.corpora.appendingPathComponent("merge/base.vcf"))
    cards += try MergeCorpus.cards(Paths.corpora.appendingPathComponent("merge/incoming.vcf"))
    cards += [
      card(fn: "Ann Lee", phones: ["+1 650 253 0000"]), card(fn: "Lee, Ann", emails: ["ann@example.com"]),
      card(fn: "ann lee", phones: ["(650) 253-0000"], emails: ["ANN@example.com"]), card(fn: "Bob", uid: "u1"),
      card(fn: "Robert", uid: "u1"),
    ]
    for count in [0, 1, 2, 3, cards.count] {
      let features = extractor.features(of: Array(cards.prefix(count)))
      let one = DuplicateFinder.links(features, threads: 1)
      for threads in [2, 3, 8] {
        #expect(DuplicateFinder.links(features, threads: threads) == one, "\(count) cards on \(threads) threads")
      }
      if count == cards.count { #expect(one.count >= 5) }
    }
  }

  /// The radix sort of block keys orders them as a stable sort by signed hash would: negative
  /// hashes first, and keys of one hash in the order they came (by card, as dealt).
  @Test func blockKeysSortByHashKeepingCardOrder() {
    var generator = SystemRandomNumberGenerator()
    for count in [0, 1, 2, 3, 1000, 70_000] {
      // Few distinct hashes (many ties) in small books, full-range hashes in large ones.
      let pool = (0..<max(1, count / 3)).map { _ in Int.random(in: Int.min...Int.max, using: &generator) } + [Int.min, -1, 0, 1, Int.max]
      let entries = (0..<count).map { i in
        DuplicateFinder.BlockEntry(hash: pool.randomElement(using: &generator)!, card: Int32(i), isName: Bool.random(using: &generator))
      }
      var sorted = entries
      DuplicateFinder.sortByHash(&sorted)
      let expected = entries.enumerated().sorted { a, b in
        a.element.hash != b.element.hash ? a.element.hash < b.element.hash : a.offset < b.offset
      }.map(\.element)
      #expect(sorted.map(\.hash) == expected.map(\.hash), "\(count) keys")
      #expect(sorted.map(\.card) == expected.map(\.card), "\(count) keys")
      #expect(sorted.map(\.isName) == expected.map(\.isName), "\(count) keys")
    }
  }

  /// Group cards are matched by UID only.
  @Test func groupCardsAreNotMatchedByName() throws {
    var a = card(fn: "Family")
    a.kind = Attributed(.group)
    var b = card(fn: "Family")
    b.kind = Attributed(.group)
    #expect(try DuplicateFinder(threshold: .loose).clusters(in: [a, b, card(fn: "Family")]).isEmpty)
  }
}

import Foundation
import Testing

@testable import CardKit

@Suite struct BookMergerTests {
  /// The base book every case merges into.
  static let base: [Card] = [
    card(fn: "Anna Schmidt", phones: ["+49 30 1111111"], emails: ["anna@example.de"], uid: "A1"),
    card(fn: "Bob Miller", phones: ["(415) 555-0101"], emails: ["bob@example.com"], uid: "B1"),
    card(fn: "John Smith", phones: ["+1 212 555 0199"], uid: "J1"),
    card(fn: "John Smith", phones: ["+1 212 555 0199"], uid: "J2"),
    card(fn: "Clara Weiß", emails: ["clara@example.org"], uid: "C1"),
    card(fn: "Dieter Braun", phones: ["+49 89 2222222"], uid: "D1"),
    card(fn: "Robert King", phones: ["+1 212 555 0142"], n: "King;Robert;;;Jr."),
    card(fn: "Michael Meier", phones: ["+49 30 3333333"]),
    card(fn: "Michaela Meier", phones: ["+49 30 3333333"]),
  ]

  struct Case: CustomStringConvertible, Sendable {
    var description: String
    var incoming: Card
    var action: MergeDecision.Action
    var rule: MergeDecision.Rule?
    /// The base card merged into, or the candidates of an ambiguous card.
    var cards: [Int] = []
    var conflicts: [KeptAside] = []
  }

  static let cases: [Case] = [
    .init(description: "UID match despite another name and number", incoming: card(fn: "A. S.", phones: ["+49 30 9999999"], uid: "A1"),
          action: .merged, rule: .uid, cards: [0], conflicts: [.fn]),
    .init(description: "UID match is case-insensitive and ignores urn:uuid:, and such UIDs are one value", incoming: card(fn: "Bob Miller", uid: "urn:uuid:b1"),
          action: .merged, rule: .uid, cards: [1]),
    .init(description: "phone match with the name in another order", incoming: card(fn: "Miller, Bob", phones: ["415.555.0101"]),
          action: .merged, rule: .contact, cards: [1], conflicts: [.fn]),
    .init(description: "phone match, national against international", incoming: card(fn: "Anna Schmidt", phones: ["030 1111111"]),
          action: .merged, rule: .contact, cards: [0]),
    .init(description: "email match in capitals with a short form of the name", incoming: card(fn: "Bobby Miller", emails: ["BOB@EXAMPLE.COM"]),
          action: .merged, rule: .contact, cards: [1], conflicts: [.fn]),
    .init(description: "phone match with a nameless card", incoming: card(phones: ["+49 89 2222222"]),
          action: .merged, rule: .contact, cards: [5]),
    .init(description: "phone shared with a different name: not merged", incoming: card(fn: "Didi", phones: ["+49 89 2222222"]),
          action: .added, rule: nil),
    .init(description: "name match, ß is ss at primary strength", incoming: card(fn: "CLARA WEISS", emails: ["cw@example.net"]),
          action: .merged, rule: .name, cards: [4], conflicts: [.fn]),
    .init(description: "name match, accents ignored", incoming: card(fn: "Dieter Bráun"), action: .merged, rule: .name, cards: [5], conflicts: [.fn]),
    .init(description: "name match, case ignored", incoming: card(fn: "clara weiß", emails: ["cw@example.net"]),
          action: .merged, rule: .name, cards: [4], conflicts: [.fn]),
    .init(description: "ambiguous by phone", incoming: card(fn: "John Smith", phones: ["+1 (212) 555-0199"]),
          action: .ambiguous, rule: .contact, cards: [2, 3]),
    .init(description: "ambiguous by name", incoming: card(fn: "john smith", emails: ["js@example.net"]),
          action: .ambiguous, rule: .name, cards: [2, 3]),
    .init(description: "no match", incoming: card(fn: "Eva Neu", phones: ["+49 151 4444444"]), action: .added, rule: nil),
    .init(description: "another suffix in N, same number: father and son", incoming: card(fn: "Robert King Sr.", phones: ["+1 212 555 0142"], n: "King;Robert;;;Sr."),
          action: .added, rule: nil),
    .init(description: "another suffix in N, same FN: father and son", incoming: card(fn: "Robert King", n: "King;Robert;;;III"),
          action: .added, rule: nil),
    .init(description: "the same suffix written another way", incoming: card(fn: "Robert King", phones: ["+1 212 555 0142"], n: "King;Robert;;;Jr"),
          action: .merged, rule: .contact, cards: [6], conflicts: [.n]),
    .init(description: "a suffix on one card only", incoming: card(fn: "Robert King", phones: ["+1 212 555 0142"]),
          action: .merged, rule: .contact, cards: [6]),
    // A family's landline: the one card of the same name is the person; without one, ambiguous.
    .init(description: "a shared number, one card of the same name", incoming: card(fn: "Michaela Meier", phones: ["030 3333333", "+49 171 7654321"]),
          action: .merged, rule: .contact, cards: [8]),
    .init(description: "a shared number, no card of the same name", incoming: card(fn: "M. Meier", phones: ["030 3333333"]),
          action: .ambiguous, rule: .contact, cards: [7, 8]),
  ]

  @Test(arguments: cases) func decides(_ c: Case) throws {
    let merger = try BookMerger(locale: "de", region: .fixed(PhoneRegion("DE")!))
    let result = merger.merge(base: Self.base, incoming: [c.incoming])
    let decision = try #require(result.report.decisions.first)
    #expect(decision.action == c.action)
    #expect(decision.rule == c.rule)
    switch c.action {
    case .merged:
      #expect(decision.into.map { [$0.index] } == c.cards)
      #expect(result.cards.count == Self.base.count)
      #expect(ValueLossCheck().missing(from: [c.incoming, Self.base[c.cards[0]]], in: result.cards[c.cards[0]]).isEmpty)
    case .ambiguous:
      #expect(decision.candidates.map(\.index) == c.cards)
      #expect(result.cards == Self.base, "an ambiguous card adds nothing")
    case .added:
      #expect(result.cards.count == Self.base.count + 1)
      #expect(result.cards.last == c.incoming)
      #expect(decision.output == Self.base.count)
    }
    #expect(decision.conflicts.map(\.property) == c.conflicts)
  }

  /// `corpora/merge`: the decisions worked out by hand in its README.
  @Test func mergesTheSampleBooks() throws {
    let folder = Paths.corpora.appendingPathComponent("merge")
    let base = try MergeCorpus.cards(folder.appendingPathComponent("base.vcf"))
    let incoming = try MergeCorpus.cards(folder.appendingPathComponent("incoming.vcf"))
    let result = try BookMerger(locale: "de").merge(base: base, incoming: incoming)
    let d = result.report.decisions
    #expect(d.map(\.action) == [.merged, .merged, .ambiguous, .merged, .added, .added])
    #expect(d.map(\.rule) == [.uid, .contact, .contact, .name, nil, nil])
    #expect(d.map { $0.into?.index } == [0, 1, nil, 4, nil, nil])
    #expect(d[2].candidates.map(\.index) == [2, 3])
    #expect(d.map(\.output) == [0, 1, nil, 4, 6, 7])
    #expect(d.map(\.addedValues) == [1, 1, 0, 1, 0, 0])
    #expect(d.map(\.foldedValues) == [2, 1, 0, 0, 0, 0])
    #expect(d[0].conflicts.map(\.property) == [.fn, .n, .bday])
    #expect(d[1].conflicts.map(\.property) == [.fn])
    #expect(d[3].conflicts.map(\.property) == [.fn, .n])
    #expect(result.cards.count == 8)
    #expect(result.report.mergedCount == 3 && result.report.addedCount == 2 && result.report.ambiguousCount == 1)

    let anna = result.cards[0]
    #expect(anna.phones.map(\.value) == ["+49 30 1111111", "+49 170 3333333"])
    #expect(anna.phones.map(\.label) == ["_$!<Mobile>!$_", "Dienst"])
    #expect(anna.phones[1].group != "item2", "the incoming item2 collides with the address's group")
    #expect(anna.emails.map(\.value) == ["anna@example.de"])
    let bob = result.cards[1]
    #expect(bob.phones.count == 1 && bob.phones[0].types == [.cell, .work])
    #expect(bob.emails.map(\.value) == ["bob@example.com", "bob.miller@work.example"])
    let check = ValueLossCheck()
    for decision in d where decision.action != .ambiguous {
      let out = result.cards[decision.output!]
      var inputs = [incoming[decision.incoming.index]]
      if let into = decision.into { inputs.append(base[into.index]) }
      #expect(check.missing(from: inputs, in: out).isEmpty, "\(decision.incoming)")
    }
    for (i, b) in base.enumerated() where ![0, 1, 4].contains(i) { #expect(result.cards[i] == b) }
  }

  /// Full birthdays that differ speak against one person in merge as in dedupe (one piece of
  /// code decides for both): dedupe lowers the pair, merge keeps the cards apart and says why.
  @Test(arguments: [
    (PartialDate(year: 1950, month: 1, day: 1), PartialDate(year: 1980, month: 2, day: 2), true),
    (PartialDate(year: 1950, month: 1, day: 1), PartialDate(year: 1980, month: 1, day: 1), true),
    (PartialDate(year: 1950, month: 1, day: 1), PartialDate(year: 1950, month: 1, day: 1), false),
    (PartialDate(year: 1950, month: 1, day: 1), PartialDate(month: 1, day: 1), false),
    (PartialDate(year: 1950, month: 1, day: 1), PartialDate(year: 1980), false),
  ])
  func differentBirthdaysKeepFatherAndSonApart(_ a: PartialDate, _ b: PartialDate, _ apart: Bool) throws {
    var father = card(fn: "John Smith", phones: ["+1 212 555 0199"])
    var son = card(fn: "John Smith", phones: ["+1 212 555 0199", "+1 917 555 0123"])
    father.birthday = Attributed(.date(a))
    son.birthday = Attributed(.date(b))
    let link = try #require(try DuplicateFinder(locale: "en").links(in: [father, son]).first)
    #expect(link.evidence.contains { $0.kind == .differentBirthdays } == apart)

    let result = try BookMerger(locale: "en").merge(base: [father], incoming: [son])
    let decision = try #require(result.report.decisions.first)
    #expect(decision.action == (apart ? .added : .merged))
    #expect(decision.keptApart.map(\.card.index) == (apart ? [0] : []))
    #expect(decision.keptApart.map(\.rule) == (apart ? [.contact] : []))
    #expect(decision.keptApart.flatMap(\.evidence).map(\.kind) == (apart ? [.differentBirthdays] : []))
    #expect(result.cards.count == (apart ? 2 : 1))
    if apart {
      #expect(result.cards == [father, son])
      #expect(result.report.text().contains("kept apart from \"John Smith\" (card 1), found by phone or email and name: different birthdays"))
    }
  }

  /// By name alone too; a UID, the card's identity, is followed whatever differs.
  @Test func birthdaysAgainstTheNameRuleButNotTheUID() throws {
    var father = card(fn: "John Smith", uid: "u1")
    var son = card(fn: "john smith")
    father.birthday = Attributed(.date(PartialDate(year: 1950, month: 1, day: 1)))
    son.birthday = Attributed(.date(PartialDate(year: 1980, month: 2, day: 2)))
    let merger = try BookMerger(locale: "en")
    let byName = try #require(merger.merge(base: [father], incoming: [son]).report.decisions.first)
    #expect(byName.action == .added)
    #expect(byName.keptApart.map(\.rule) == [.name])
    son.uid = Attributed("u1")
    let byUID = try #require(merger.merge(base: [father], incoming: [son]).report.decisions.first)
    #expect(byUID.action == .merged && byUID.rule == .uid && byUID.keptApart.isEmpty)
    #expect(byUID.conflicts.map(\.property) == [.fn, .bday])
  }

  /// A book merged with itself gives the same cards back, whatever they hold: cards with
  /// nothing to match by (a note, an address, a short number, nothing at all; a group card
  /// without UID) are found by their values (rule 4), not added again.
  @Test func aBookMergedWithItselfGivesItsCardsBack() throws {
    let book = try vcards(
      """
      BEGIN:VCARD
      VERSION:3.0
      FN:Alice Smith
      N:Smith;Alice;;;
      TEL:+1 212 555 0199
      END:VCARD
      BEGIN:VCARD
      VERSION:3.0
      NOTE:met at the fair
      END:VCARD
      BEGIN:VCARD
      VERSION:3.0
      ADR;TYPE=HOME:;;1 Main St;Springfield;;;
      END:VCARD
      BEGIN:VCARD
      VERSION:3.0
      TEL:112
      END:VCARD
      BEGIN:VCARD
      VERSION:3.0
      END:VCARD
      BEGIN:VCARD
      VERSION:4.0
      KIND:group
      FN:Family
      MEMBER:urn:uuid:03a0e51f-d1aa-4385-8a53-e29025acd8af
      END:VCARD

      """)
    let result = try BookMerger(locale: "en").merge(base: book, incoming: book)
    #expect(result.cards == book)
    let d = result.report.decisions
    #expect(d.map(\.action) == Array(repeating: .merged, count: 6))
    #expect(d.map(\.rule) == [.contact, .sameValues, .sameValues, .sameValues, .sameValues, .sameValues])
    #expect(d.map { $0.into?.index } == [0, 1, 2, 3, 4, 5])
    #expect(d.map(\.addedValues) == Array(repeating: 0, count: 6))
    #expect(result.report.text().contains("merged \"No Name\" (card 2) into \"No Name\" (card 2) by same values: 0 values added"))
    // Another card holding other values is still added.
    let other = try vcard("NOTE:another note")
    #expect(try BookMerger(locale: "en").merge(base: book, incoming: [other]).report.decisions.map(\.action) == [.added])
  }

  /// Every book of our corpora merged with itself is unchanged and adds no card.
  @Test func everySampleBookMergedWithItselfIsUnchanged() throws {
    let merger = try BookMerger(locale: "en")
    var checked = 0
    for url in MergeCorpus.ownFiles {
      let cards = try MergeCorpus.cards(url)
      let result = merger.merge(base: cards, incoming: cards)
      #expect(result.report.addedCount == 0, "\(url.lastPathComponent)")
      #expect(result.cards == cards, "\(url.lastPathComponent)")
      checked += cards.count
    }
    #expect(checked > 100)
  }

  /// A conflicting BDAY or ANNIVERSARY is shown in ISO 8601's extended form, in merge and
  /// dedupe reports: not in vCard 4.0's (`--0412`, `19850412`), which a 3.0 book does not hold.
  @Test func conflictingDatesReadTheSameInEveryVersion() throws {
    let base = try vcard("FN:Ann Lee\nUID:ann\nBDAY:1985-04-12\nX-ANNIVERSARY:2010-06-01")
    let incoming = try #require(
      try vcards("BEGIN:VCARD\nVERSION:4.0\nFN:Ann Lee\nUID:ann\nBDAY:--0412\nANNIVERSARY:20110601T103000Z\nEND:VCARD\n").first)
    let expected = [
      "conflict BDAY: kept \"1985-04-12\", other \"--04-12\" kept as X-CARDKIT-MERGED-BDAY",
      "conflict ANNIVERSARY: kept \"2010-06-01\", other \"2011-06-01T10:30:00Z\" kept as X-CARDKIT-MERGED-ANNIVERSARY",
    ]
    let merged = try BookMerger(locale: "en").merge(base: [base], incoming: [incoming]).report.text()
    let deduped = try Deduplicator(threshold: .loose).run([base, incoming]).report.text()
    for text in [merged, deduped] {
      let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(lines.filter { $0.hasPrefix("conflict ") } == expected, "\(text)")
    }
    // Text that is no date is shown as it is.
    #expect(
      DedupeReport.describe(MergeConflict(property: .bday, kept: "circa 1800", other: "19850412"))
        == "conflict BDAY: kept \"circa 1800\", other \"1985-04-12\" kept as X-CARDKIT-MERGED-BDAY")
  }

  /// The text report shows a single value as it reads, N and ORG with their parts.
  @Test func conflictsReadAsValues() {
    #expect(
      DedupeReport.describe(MergeConflict(property: .fn, kept: "Smith\\, John", other: "John Smith"))
        == "conflict FN: kept \"Smith, John\", other \"John Smith\" kept as X-CARDKIT-MERGED-FN")
    #expect(
      DedupeReport.describe(MergeConflict(property: .n, kept: "Smith;John;;;", other: "Smith\\, Jr.;John;;;"))
        == "conflict N: kept \"Smith;John;;;\", other \"Smith\\, Jr.;John;;;\" kept as X-CARDKIT-MERGED-N")
  }
}

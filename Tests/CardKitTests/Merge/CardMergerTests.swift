import Foundation
import Testing

@testable import CardKit

@Suite struct CardMergerTests {
  struct ValuesCase: CustomStringConvertible, Sendable {
    var description: String
    var base: [String]
    var incoming: [String]
    /// The values after the merge, in order.
    var expected: [String]
  }

  static let phoneCases: [ValuesCase] = [
    .init(description: "national and international spelling", base: ["+49 30 1111111"], incoming: ["030 1111111"], expected: ["+49 30 1111111"]),
    .init(description: "international after national", base: ["030 1111111"], incoming: ["+49 30 1111111"], expected: ["030 1111111"]),
    .init(description: "NANP trunk prefix", base: ["+1 415 555 0101"], incoming: ["1 (415) 555-0101"], expected: ["+1 415 555 0101"]),
    .init(description: "separators only", base: ["(415) 555-0101"], incoming: ["415.555.0101"], expected: ["(415) 555-0101"]),
    .init(description: "tel URI", base: ["+49 30 1111111"], incoming: ["tel:+49-30-1111111"], expected: ["+49 30 1111111"]),
    .init(description: "other country", base: ["+1 415 555 0100"], incoming: ["+44 415 555 0100"], expected: ["+1 415 555 0100", "+44 415 555 0100"]),
    .init(description: "other extension", base: ["+1 415 555 0100 x12"], incoming: ["+1 415 555 0100 x13"], expected: ["+1 415 555 0100 x12", "+1 415 555 0100 x13"]),
    .init(description: "extension and none", base: ["+1 415 555 0100"], incoming: ["+1 415 555 0100 ext. 12"], expected: ["+1 415 555 0100", "+1 415 555 0100 ext. 12"]),
    .init(description: "same text that is no number", base: ["n/a"], incoming: [" n/a"], expected: ["n/a"]),
    .init(description: "different national numbers", base: ["030 1111111"], incoming: ["030 1111112"], expected: ["030 1111111", "030 1111112"]),
    .init(description: "two spellings in the incoming card", base: [], incoming: ["+49 30 1111111", "030 1111111"], expected: ["+49 30 1111111"]),
  ]

  @Test(arguments: phoneCases) func phonesAreDeduplicatedByNumber(_ c: ValuesCase) {
    var base = card(phones: c.base)
    let outcome = CardMerger().merge(card(phones: c.incoming), into: &base)
    #expect(base.phones.map(\.value) == c.expected)
    #expect(outcome.addedValues == c.expected.count - c.base.count)
    #expect(outcome.foldedValues == c.incoming.count - outcome.addedValues)
  }

  /// REV read in 3.0's extended form and 4.0's basic form is one time, not a conflict (the
  /// reader holds both alike); a different time is kept aside.
  @Test func revisionInEitherFormIsOneValue() throws {
    func read(_ version: String, _ rev: String) throws -> Card {
      let text = "BEGIN:VCARD\r\nVERSION:\(version)\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\nREV:\(rev)\r\nEND:VCARD\r\n"
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-rev-\(UUID().uuidString).vcf")
      try Data(text.utf8).write(to: url)
      defer { try? FileManager.default.removeItem(at: url) }
      return try #require(try BookReader.readAll(path: url.path).cards.first).card
    }
    var base = try read("4.0", "19951031T222710Z")
    let outcome = CardMerger().merge(try read("3.0", "1995-10-31T22:27:10Z"), into: &base)
    #expect(outcome.conflicts.isEmpty, "\(outcome.conflicts)")
    #expect(base.revision?.value == "19951031T222710Z" && base.extras.isEmpty)
    #expect(CardMerger().merge(try read("3.0", "1996-01-01T00:00:00Z"), into: &base).conflicts.map(\.property) == [.rev])
  }

  /// DEATHDATE, kept raw, in 4.0's form and as a 3.0 card holds it (`X-DEATHDATE`, often in
  /// the extended form): one date, neither a conflict nor an added value; another date is a
  /// conflict.
  @Test func deathDateInEitherSpellingIsOneValue() throws {
    func three(_ date: String) throws -> Card {
      try #require(try vcards("BEGIN:VCARD\nVERSION:3.0\nFN:Ann Lee\nN:Lee;Ann;;;\nX-DEATHDATE:\(date)\nEND:VCARD\n").first)
    }
    var base = try #require(try vcards("BEGIN:VCARD\nVERSION:4.0\nFN:Ann Lee\nN:Lee;Ann;;;\nDEATHDATE:20200102\nEND:VCARD\n").first)
    let same = CardMerger().merge(try three("2020-01-02"), into: &base)
    #expect(same.conflicts.isEmpty, "\(same.conflicts)")
    #expect(same.addedValues == 0 && base.extras.count == 1, "\(base.extras)")
    let other = CardMerger().merge(try three("2020-01-03"), into: &base)
    #expect(other.conflicts.map(\.property) == [.deathDate])
  }

  /// GEO and TZ, kept raw, in the spellings of 3.0 and 4.0: one value each, whichever card is
  /// the base; a different place, a zone name against an offset, or other parameters are
  /// other values.
  static let rawSpellingCases: [(base: String, incoming: String, count: Int)] = [
    ("GEO:37.386013;-122.082932", "GEO:geo:37.386013,-122.082932", 1),
    ("GEO:geo:37.386013,-122.082932", "GEO:37.386013;-122.082932", 1),
    ("TZ:-05:00", "TZ;VALUE=utc-offset:-0500", 1),
    ("TZ;VALUE=utc-offset:-0500", "TZ:-05:00", 1),
    ("GEO:37.386013;-122.082932", "GEO:geo:37.386013,-122.082933", 2),
    ("TZ:-05:00", "TZ;VALUE=text:America/New_York", 2),
    ("GEO:37.386013;-122.082932", "GEO;X-SOURCE=gps:geo:37.386013,-122.082932", 2),
  ]

  @Test(arguments: rawSpellingCases)
  func geoAndTimeZoneInEitherVersionAreOneValue(_ c: (base: String, incoming: String, count: Int)) throws {
    func read(_ line: String) throws -> Card {
      let version = line.contains("geo:") || line.contains("utc-offset") ? "4.0" : "3.0"
      let cards = try vcards("BEGIN:VCARD\nVERSION:\(version)\nFN:Ann Lee\nN:Lee;Ann;;;\n\(line)\nEND:VCARD\n")
      return try #require(cards.first)
    }
    var base = try read(c.base)
    let incoming = try read(c.incoming)
    CardMerger().merge(incoming, into: &base)
    let name = c.base.hasPrefix("GEO") ? PropertyName.geo : .tz
    #expect(base.extras.filter { $0.name == name }.count == c.count, "\(base.extras)")
    #expect(ValueLossCheck().missing(from: [incoming], in: base).isEmpty)
  }

  @Test func vanityNumbersAreReadWithTheRegion() {
    let us = PhoneRegion("US")!
    var base = card(phones: ["+1 800 356 9377"])
    let incoming = card(phones: ["1-800-FLOWERS", "1-800-FLOWERS x12"])
    CardMerger(region: us).merge(incoming, into: &base)
    #expect(base.phones.map(\.value) == ["+1 800 356 9377", "1-800-FLOWERS x12"])
    #expect(ValueLossCheck(region: us).missing(from: [incoming], in: base).isEmpty)
    // Without a region the letters cannot be read: the value stays as a number of its own.
    var plain = card(phones: ["+1 800 356 9377"])
    CardMerger().merge(incoming, into: &plain)
    #expect(plain.phones.count == 3)
  }

  static let emailCases: [ValuesCase] = [
    .init(description: "case", base: ["anna@example.de"], incoming: ["ANNA@Example.DE"], expected: ["anna@example.de"]),
    .init(description: "mailto", base: ["anna@example.de"], incoming: ["mailto:anna@example.de"], expected: ["anna@example.de"]),
    .init(description: "different", base: ["anna@example.de"], incoming: ["anna@example.com"], expected: ["anna@example.de", "anna@example.com"]),
  ]

  @Test(arguments: emailCases) func emailsAreDeduplicatedCaseFolded(_ c: ValuesCase) {
    var base = card(emails: c.base)
    CardMerger().merge(card(emails: c.incoming), into: &base)
    #expect(base.emails.map(\.value) == c.expected)
  }

  @Test func labelsTypesAndPreferencesAreKept() throws {
    var base = try vcard("FN:A\nTEL;TYPE=CELL:+49 30 1111111\nitem1.TEL:+49 30 2222222\nitem1.X-ABLabel:Privat\nEMAIL:a@example.de")
    let incoming = try vcard(
      "FN:A\nTEL;TYPE=WORK,PREF:030 1111111\nitem1.TEL:030 2222222\nitem1.X-ABLabel:Dienst\nitem2.EMAIL:A@EXAMPLE.DE\nitem2.X-ABLabel:Arbeit")
    let ids = base.phones.map(\.id) + base.emails.map(\.id)
    let outcome = CardMerger().merge(incoming, into: &base)
    // Same number, no conflicting label: one value with both cards' types and the preference.
    #expect(base.phones[0].value == "+49 30 1111111")
    #expect(base.phones[0].types == [.cell, .work])
    #expect(base.phones[0].preference == 1)
    // Same number with another free-text label: both kept, so neither label is lost.
    #expect(base.phones.map(\.value) == ["+49 30 1111111", "+49 30 2222222", "030 2222222"])
    #expect(base.phones.map(\.label) == [nil, "Privat", "Dienst"])
    // A label the base lacked is taken over.
    #expect(base.emails.map(\.value) == ["a@example.de"])
    #expect(base.emails[0].label == "Arbeit")
    // Identifiers of existing values stay; the new one gets a fresh identifier.
    #expect(Array(base.phones.prefix(2).map(\.id)) + base.emails.map(\.id) == ids)
    #expect(Set((base.phones + base.emails).map(\.id)).count == 4)
    #expect(outcome.addedValues == 1)
    #expect(outcome.foldedValues == 2)
  }

  @Test func appleGroupsAreRenamedAndTheirSiblingsMoveAlong() throws {
    var base = try vcard(
      """
      FN:Anna
      item1.TEL:+49 30 1111111
      item1.X-ABLabel:_$!<Mobile>!$_
      item2.ADR;TYPE=HOME:;;Hauptstraße 1;Berlin;;10115;Deutschland
      item2.X-ABADR:de
      ADR;TYPE=WORK:;;Elbchaussee 9;Hamburg;;22765;Deutschland
      """)
    let incoming = try vcard(
      """
      FN:Anna
      item1.TEL:+49 170 3333333
      item1.X-ABLabel:Dienst
      item2.ADR;TYPE=HOME:;;Am Markt 2;Bremen;;28195;Deutschland
      item2.X-ABADR:de
      item3.X-ABRELATEDNAMES:Max
      item3.X-ABLabel:_$!<Brother>!$_
      item4.ADR;TYPE=WORK:;;Elbchaussee 9;Hamburg;;22765;Deutschland
      item4.X-ABADR:de
      """)
    let outcome = CardMerger().merge(incoming, into: &base)
    // item1, item2 and item4 collide with the base (item4 with nothing, but item3 and item4
    // are the incoming card's own): item1 → item5, item2 → item6; item3 and item4 are free.
    #expect(outcome.renamedGroups == ["item1": "item5", "item2": "item6"])
    #expect(base.phones.map(\.group) == ["item1", "item5"])
    #expect(base.phones[1].label == "Dienst")
    #expect(base.addresses.map(\.value.city) == ["Berlin", "Hamburg", "Bremen"])
    #expect(base.addresses.map(\.group) == ["item2", "item4", "item6"])
    let groups = base.extras.map { "\($0.group ?? "").\($0.name.text):\($0.value)" }
    // Bremen's X-ABADR moved with it; the Hamburg address the base had without a group joins
    // the incoming X-ABADR's group; the related name keeps its own pair.
    #expect(groups.contains("item6.X-ABADR:de"))
    #expect(groups.contains("item4.X-ABADR:de"))
    #expect(groups.contains("item3.X-ABRELATEDNAMES:Max"))
    #expect(groups.contains("item3.X-ABLabel:_$!<Brother>!$_"))
    #expect(groups.count == 5)
    // Written and read back, every label is still attached to its value.
    let again = try #require(try read(bytes: VCardWriter(version: .v3_0).write([base]).bytes).first?.card)
    #expect(again.phones.map(\.label) == ["_$!<Mobile>!$_", "Dienst"])
    #expect(ValueLossCheck().missing(from: [incoming], in: again).isEmpty)
  }

  @Test func conflictingSingleValuesAreKeptAside() throws {
    var base = try vcard("FN:Anna Schmidt\nN:Schmidt;Anna;;;\nBDAY:1980-04-15\nUID:u1\nREV:2020-01-01T00:00:00Z")
    let incoming = try vcard(
      "FN:Anna Schmidt-Meier\nN:Schmidt-Meier;Anna;;;\nBDAY:1980-04-16\nUID:u2\nORG:Acme;Sales\nREV:2020-01-01T00:00:00Z")
    let outcome = CardMerger().merge(incoming, into: &base)
    #expect(outcome.conflicts.map(\.property) == [.fn, .n, .bday, .uid])
    #expect(outcome.conflicts[0].kept == "Anna Schmidt")
    #expect(outcome.conflicts[0].other == "Anna Schmidt-Meier")
    #expect(base.formattedName?.value == "Anna Schmidt")
    #expect(base.organization?.value == Organization(name: "Acme", units: ["Sales"]), "the base had no ORG: taken")
    let kept = base.extras.map { "\($0.name.text):\($0.value)" }
    #expect(kept == [
      "X-CARDKIT-MERGED-FN:Anna Schmidt-Meier", "X-CARDKIT-MERGED-N:Schmidt-Meier;Anna;;;",
      "X-CARDKIT-MERGED-BDAY:19800416", "X-CARDKIT-MERGED-UID:u2",
    ])
    let check = ValueLossCheck()
    #expect(check.missing(from: [incoming], in: base).isEmpty)
    // The raw inventory alone would miss them; the kept-aside properties stand for them.
    #expect(multisetDifference(incoming.valueInventory, base.valueInventory).sorted() == [
      "BDAY:19800416", "FN:Anna Schmidt-Meier", "N0:Schmidt-Meier", "UID:u2",
    ])
    for version in [VCardVersion.v2_1, .v3_0, .v4_0] {
      let again = try #require(try read(bytes: VCardWriter(version: version).write([base]).bytes).first?.card)
      #expect(check.missing(from: [incoming], in: again).isEmpty, "after writing \(version)")
    }
    // Merging the same card again adds no second copy of the kept-aside values.
    let before = base
    CardMerger().merge(incoming, into: &base)
    #expect(base == before)
  }

  /// A date kept aside is written in the form the output version gives the date itself: a 3.0
  /// card holds no 4.0-only form (`--0412`, `20110601`), which lint would report on BDAY, and
  /// reading it back (in any version) finds the same value.
  @Test func keptAsideDatesTakeTheFormOfTheOutputVersion() throws {
    var base = try vcard("FN:Ann Lee\nN:Lee;Ann;;;\nBDAY:1985-04-12\nX-ANNIVERSARY:2010-06-01")
    let incoming = try #require(try vcards("BEGIN:VCARD\nVERSION:4.0\nFN:Ann Lee\nBDAY:--0412\nANNIVERSARY:20110601\nEND:VCARD\n").first)
    let outcome = CardMerger().merge(incoming, into: &base)
    #expect(outcome.conflicts.map(\.property) == [.bday, .anniversary])
    func kept(_ version: VCardVersion, _ card: Card) -> [String] {
      let text = String(decoding: VCardWriter(version: version).write([card]).bytes, as: UTF8.self)
      return text.components(separatedBy: "\r\n").filter { $0.hasPrefix("X-CARDKIT-MERGED-") }
    }
    let three = [
      "X-CARDKIT-MERGED-BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-12", "X-CARDKIT-MERGED-ANNIVERSARY:2011-06-01",
    ]
    let four = ["X-CARDKIT-MERGED-BDAY:--0412", "X-CARDKIT-MERGED-ANNIVERSARY:20110601"]
    #expect(kept(.v3_0, base) == three)
    #expect(kept(.v2_1, base) == three)
    #expect(kept(.v4_0, base) == four)
    // Read back from 3.0, the value is the same date, and 4.0 writes it in its own form again.
    let again = try #require(try read(bytes: VCardWriter(version: .v3_0).write([base]).bytes).first?.card)
    #expect(ValueLossCheck().missing(from: [incoming], in: again).isEmpty)
    #expect(kept(.v4_0, again) == four)
    // Lint of the 3.0 output finds nothing about its dates.
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-kept-\(UUID().uuidString).vcf")
    try Data(VCardWriter(version: .v3_0).write([base]).bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let findings = try Linter(options: LintFixture.allRules()).lint(paths: [url.path]).diagnostics
    #expect(!findings.contains { $0.code == .lintDateForm || $0.message.contains("MERGED") }, "\(findings.map(\.message))")
  }

  /// UIDs that match each other (case, `urn:uuid:`) are one value, not a conflict.
  @Test(arguments: [
    ("urn:uuid:ABCDEF01-1111-2222-3333-444455556666", "abcdef01-1111-2222-3333-444455556666", false),
    ("abcdef01-1111-2222-3333-444455556666", "URN:UUID:ABCDEF01-1111-2222-3333-444455556666", false),
    ("u1", "u2", true),
  ])
  func equivalentUIDsAreOneValue(_ kept: String, _ other: String, _ conflict: Bool) {
    var base = card(fn: "Alex Doe", uid: kept)
    let outcome = CardMerger().merge(card(fn: "Alex Doe", uid: other), into: &base)
    #expect(outcome.conflicts.map(\.property) == (conflict ? [.uid] : []))
    #expect(base.uid?.value == kept)
    #expect(base.extras.map(\.value) == (conflict ? [other] : []))
  }

  /// Single-valued properties a card keeps raw (GENDER, …) are single values too: the base's
  /// stays, a different incoming one is kept aside and reported, whichever version spells it.
  @Test(arguments: [
    ("4.0", "GENDER:M", "GENDER:F", [KeptAside.gender], ["GENDER:M", "X-CARDKIT-MERGED-GENDER:F"]),
    ("3.0", "X-GENDER:male", "X-GENDER:female", [.gender], ["GENDER:male", "X-CARDKIT-MERGED-GENDER:female"]),  // read as GENDER
    ("4.0", "GENDER:M", "X-GENDER:female", [.gender], ["GENDER:M", "X-CARDKIT-MERGED-GENDER:female"]),
    ("4.0", "GENDER:M", "X-GENDER:male", [], ["GENDER:M"]),
    ("4.0", "GENDER:M", "GENDER:M", [], ["GENDER:M"]),
    ("4.0", "NOTE:none", "GENDER:F", [], ["GENDER:F"]),
    ("4.0", "BIRTHPLACE:Boston", "BIRTHPLACE:Paris", [.birthPlace], ["BIRTHPLACE:Boston", "X-CARDKIT-MERGED-BIRTHPLACE:Paris"]),
    ("4.0", "DEATHDATE:20200101", "DEATHDATE:20210101", [.deathDate], ["DEATHDATE:20200101", "X-CARDKIT-MERGED-DEATHDATE:20210101"]),
    ("3.0", "SORT-STRING:Smith", "SORT-STRING:Schmidt", [.sortString], ["SORT-STRING:Smith", "X-CARDKIT-MERGED-SORT-STRING:Schmidt"]),
    ("3.0", "MAILER:Mail 1.0", "MAILER:Mail 2.0", [.mailer], ["MAILER:Mail 1.0", "X-CARDKIT-MERGED-MAILER:Mail 2.0"]),
  ])
  func singleValuedRawPropertiesAreKeptOnce(
    _ version: String, _ base: String, _ incoming: String, _ conflicts: [KeptAside], _ extras: [String]
  ) throws {
    func read(_ line: String) throws -> Card {
      let text = "BEGIN:VCARD\nVERSION:\(version)\nFN:Alex Doe\nEMAIL:alex@example.org\n\(line)\nEND:VCARD\n"
      return try #require(try vcards(text).first)
    }
    var merged = try read(base)
    let other = try read(incoming)
    let outcome = CardMerger().merge(other, into: &merged)
    #expect(outcome.conflicts.map(\.property) == conflicts)
    #expect(merged.extras.filter { $0.name != .note }.map { "\($0.name.text):\($0.value)" } == extras)
    #expect(ValueLossCheck().missing(from: [other], in: merged).isEmpty)
    // Merging it again adds nothing.
    let before = merged
    CardMerger().merge(other, into: &merged)
    #expect(merged == before)
  }

  /// dedupe of two cards differing only in GENDER: one GENDER, the other kept aside and
  /// reported as a conflict.
  @Test func dedupeKeepsOneGender() throws {
    let cards = try vcards(
      "BEGIN:VCARD\nVERSION:4.0\nFN:Alex Doe\nEMAIL:a@example.org\nGENDER:M\nEND:VCARD\n"
        + "BEGIN:VCARD\nVERSION:4.0\nFN:Alex Doe\nEMAIL:a@example.org\nGENDER:F\nEND:VCARD\n")
    let result = try Deduplicator(threshold: .strict).run(cards)
    #expect(result.cards.count == 1)
    #expect(result.report.merged.first?.conflicts.map(\.property) == [.gender])
    let text = String(decoding: VCardWriter(version: .v4_0).write(result.cards).bytes, as: UTF8.self)
    #expect(text.components(separatedBy: "\r\nGENDER:").count == 2, "one GENDER line")
    #expect(text.contains("X-CARDKIT-MERGED-GENDER:"))
  }

  /// Every property a card may hold once and keeps raw has its kept-aside name; `X-GENDER` is
  /// GENDER, while an `X-` name of a property the card models (a 4.0 repeat) is no single value.
  @Test func everySingleValuedRawPropertyCanBeKeptAside() {
    let singular: [PropertyName] = [
      .n, .bday, .anniversary, .gender, .kind, .uid, .rev, .prodid, .birthPlace, .deathPlace, .deathDate,
      .created, .sortString, .class, .profile, .name, .mailer,
    ]
    let modelled: [PropertyName] = [.n, .bday, .anniversary, .kind, .uid, .rev, .prodid]
    for name in singular {
      #expect(name.isSingular, "\(name.text)")
      #expect((KeptAside(singleValued: name) != nil) == !modelled.contains(name), "\(name.text)")
    }
    #expect(KeptAside(singleValued: PropertyName("X-GENDER")) == .gender)
    #expect(KeptAside(singleValued: PropertyName("X-N")) == nil)
    #expect(KeptAside(singleValued: PropertyName("X-CARDKIT-MERGED-GENDER")) == nil)
    #expect(KeptAside(singleValued: .note) == nil)
  }

  @Test func emptySingleValuesAreFilled() throws {
    var base = try vcard("FN:\nN:;;;;\nEMAIL:x@example.net")
    let incoming = try vcard("FN:Xaver\nN:;Xaver;;;\nBDAY:--0415")
    let outcome = CardMerger().merge(incoming, into: &base)
    #expect(outcome.conflicts.isEmpty)
    #expect(base.formattedName?.value == "Xaver")
    #expect(base.name?.value.given == ["Xaver"])
    #expect(base.birthday == incoming.birthday)
    #expect(outcome.addedValues == 3, "FN, N and BDAY taken from the other card are added values")
  }

  /// A single value the base lacks is taken from the other card and counted as an added value,
  /// as a list value is: the report never leaves it unsaid (`FN` of a card that had only `N`).
  @Test(arguments: [
    ("N:Becker;Tom;;;", "FN:Thomas Becker", 1, 0),
    ("FN:Tom Becker", "FN:Tom Becker\nORG:Acme", 1, 0),
    ("FN:Tom Becker", "FN:Tom Becker\nBDAY:1985-04-12\nX-GENDER:male", 2, 0),
    ("FN:Tom Becker\nEMAIL:tb@example.de", "EMAIL:TB@example.de\nNOTE:new", 1, 1),
    ("FN:Tom Becker", "FN:Thomas Becker", 0, 0),
  ])
  func singleValuesTakenAreAddedValues(_ base: String, _ incoming: String, _ added: Int, _ folded: Int) throws {
    var merged = try vcard(base)
    let other = try vcard(incoming)
    let outcome = CardMerger().merge(other, into: &merged)
    #expect(outcome.addedValues == added)
    #expect(outcome.foldedValues == folded)
    #expect(ValueLossCheck().missing(from: [other], in: merged).isEmpty)
  }

  /// A raw property taken from the other card (an `X-FOO`, an Apple group of a related name
  /// and its `X-ABLabel`, an `X-ABADR` joining a folded address) is an added value, as a
  /// modelled one is; a group counts once, its label being the value's (as a TEL's label is);
  /// the raw siblings of a value added with its group count with it; one the base already
  /// has is not taken.
  @Test(arguments: [
    ("FN:Tom Becker", "FN:Tom Becker\nX-FOO:bar", 1, 1, 0),
    ("FN:Tom Becker\nX-FOO:bar", "FN:Tom Becker\nX-FOO:bar", 0, 0, 0),
    ("FN:Tom Becker", "FN:Tom Becker\nitem1.X-ABRELATEDNAMES:Max\nitem1.X-ABLabel:_$!<Brother>!$_", 2, 1, 0),
    ("FN:Tom Becker\nitem1.X-ABRELATEDNAMES:Max\nitem1.X-ABLabel:_$!<Brother>!$_", "FN:Tom Becker\nitem1.X-ABRELATEDNAMES:Max\nitem1.X-ABLabel:_$!<Brother>!$_", 0, 0, 0),
    ("FN:Tom Becker\nADR;TYPE=WORK:;;Elbchaussee 9;Hamburg;;22765;Deutschland", "item4.ADR;TYPE=WORK:;;Elbchaussee 9;Hamburg;;22765;Deutschland\nitem4.X-ABADR:de", 1, 1, 1),
    ("FN:Tom Becker", "FN:Tom Becker\nitem4.ADR;TYPE=WORK:;;Elbchaussee 9;Hamburg;;22765;Deutschland\nitem4.X-ABADR:de", 1, 1, 0),
  ])
  func rawPropertiesTakenAreAddedValues(_ base: String, _ incoming: String, _ taken: Int, _ added: Int, _ folded: Int) throws {
    var merged = try vcard(base)
    let other = try vcard(incoming)
    let before = merged.extras.count
    let outcome = CardMerger().merge(other, into: &merged)
    #expect(merged.extras.count - before == taken, "raw properties taken")
    #expect(outcome.addedValues == added)
    #expect(outcome.foldedValues == folded)
    #expect(ValueLossCheck().missing(from: [other], in: merged).isEmpty)
  }

  /// The merge report of a base card without FN merged with one that has it says so.
  @Test func reportCountsTheTakenName() throws {
    let base = try vcard("N:Becker;Tom;;;\nTEL:+49 30 1234567")
    let incoming = try vcard("FN:Thomas Becker\nN:Becker;Tom;;;\nTEL:+49 30 1234567")
    let result = try BookMerger(locale: "en").merge(base: [base], incoming: [incoming])
    #expect(result.cards.first?.formattedName?.value == "Thomas Becker")
    let decision = try #require(result.report.decisions.first)
    #expect(decision.action == .merged && decision.addedValues == 1 && decision.foldedValues == 1)
    #expect(result.report.text().contains(": 1 values added, 1 already there"))
  }

  /// Merging a card into itself changes nothing, for every card of our corpora.
  @Test func mergingACardIntoItselfChangesNothing() throws {
    let merger = CardMerger()
    var checked = 0
    for url in MergeCorpus.ownFiles {
      for c in try MergeCorpus.cards(url) {
        var base = c
        let outcome = merger.merge(c, into: &base)
        #expect(base == c, "\(url.lastPathComponent): \(c.displayName) changed")
        #expect(outcome.addedValues == 0 && outcome.conflicts.isEmpty, "\(url.lastPathComponent): \(c.displayName)")
        checked += 1
      }
    }
    #expect(checked > 100)
  }
}

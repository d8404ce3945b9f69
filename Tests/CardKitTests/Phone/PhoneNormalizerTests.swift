import Testing

@testable import CardKit

@Suite struct PhoneNormalizerTests {
  static func card(
    _ phones: [(String, [TypeToken], String?)], country: String? = nil, line: Int = 1
  ) -> Card {
    var card = Card()
    card.formattedName = Attributed("Card \(line)")
    card.position = SourcePosition(line: line, column: 1)
    for (offset, phone) in phones.enumerated() {
      card.append(
        LabeledValue(phone.0, types: phone.1, label: phone.2, position: SourcePosition(line: line + 1 + offset, column: 1)),
        to: \.phones)
    }
    if let country { card.append(LabeledValue(PostalAddress(country: [country])), to: \.addresses) }
    return card
  }

  static func normalize(
    _ cards: inout [Card], region: PhoneNormalizationOptions.RegionChoice = .fixed(PhoneRegion("US")!),
    format: PhoneNumberFormat = .e164, scope: PhoneNormalizationOptions.Scope = .all, workers: Int = 2
  ) -> PhoneNormalizationReport {
    let options = PhoneNormalizationOptions(region: region, format: format, scope: scope, workers: workers)
    return PhoneNormalizer(options: options).normalize(&cards, file: "book.vcf")
  }

  @Test func numbersAndLabelsWithAFixedRegion() throws {
    var cards = [
      Self.card([
        ("(650) 253-0000", [.work, .voice], nil),
        ("+16502530000", [.extended("x-mobil")], nil),
        ("555-1234", [.home], nil),
        ("911", [], "Emergency"),
        ("ask Jenny for Lisa's number", [.home], ""),
        ("1-800-FLOWERS", [], "_$!<Main>!$_"),
      ], line: 10)
    ]
    let original = cards
    let report = Self.normalize(&cards)
    let phones = cards[0].phones
    #expect(phones.map(\.value) == [
      "+16502530000", "+16502530000", "555-1234", "911", "ask Jenny for Lisa's number", "+18003569377",
    ])
    #expect(phones[1].types == [.cell])
    #expect(phones[4].label == nil)
    #expect(phones[5].types == [.main])
    #expect(phones[5].label == nil)
    // The custom label stays as written.
    #expect(phones[3].label == "Emergency")

    var expected = PhoneNormalizationSummary()
    expected.numbers = 6
    expected.numbersChanged = 2
    expected.numbersAlreadyNormalized = 1
    expected.numbersInvalid = 2
    expected.shortNumbers = 1
    expected.labelsMapped = 2
    expected.garbageLabels = 1
    #expect(report.summary == expected)
    #expect(report.diagnostics.map(\.code) == [.invalidPhoneNumber, .shortPhoneNumber, .unparsablePhoneNumber, .garbageLabel, .vanityNumber])

    // Invalid numbers are left exactly as written.
    for (index, change) in report.changes.enumerated() where change.status == .invalid {
      #expect(change.old == change.new, "\(index)")
      #expect(phones.first { $0.id == change.valueID }?.value == original[0].phones.first { $0.id == change.valueID }?.value)
    }
    let flowers = try #require(report.changes.first { $0.old == "1-800-FLOWERS" })
    #expect(flowers.new == "+18003569377")
    #expect(flowers.region?.code == "US")
    #expect(flowers.regionSource == .option)
    #expect(flowers.numberRegion == "US")

    // Positions: the value's line and the card index.
    let invalid = try #require(report.diagnostics.first { $0.code == .invalidPhoneNumber })
    #expect(invalid.location == SourceLocation(file: "book.vcf", line: 13, column: 1, cardIndex: 0))
    #expect(invalid.cardName == "Card 10")
    #expect(invalid.description.hasPrefix("book.vcf:13:1: warning: [P001] \"555-1234\" is not a valid phone number"))
  }

  @Test func autoRegionPrefersTheCardsAddressThenTheBook() throws {
    // The book is mostly British; one card lives in Germany, one in the US.
    var cards = [
      Self.card([("+44 20 7031 3000", [], nil)], line: 1),
      Self.card([("+44 161 496 0000", [], nil)], line: 5),
      Self.card([("030 123456", [], nil)], country: "Deutschland", line: 9),
      Self.card([("020 7031 3000", [], nil)], line: 13),
      Self.card([("(517) 321-7871", [], nil)], country: "USA", line: 17),
    ]
    let report = Self.normalize(&cards, region: .auto)
    #expect(report.bookRegion?.code == "GB")
    #expect(cards.map { $0.phones[0].value } == [
      "+442070313000", "+441614960000", "+4930123456", "+442070313000", "+15173217871",
    ])
    let numbers = report.changes.filter { $0.field == .number }
    #expect(numbers.map(\.regionSource) == [.book, .book, .cardAddress, .book, .cardAddress])
    #expect(numbers.map { $0.region?.code } == ["GB", "GB", "DE", "GB", "US"])
  }

  /// FORMATS.md's trap: with a wrong default region a US number becomes a plausible Indian one.
  /// The card's own address avoids it; without one the book's region is used and reported.
  @Test func wrongRegionTrapInAuto() throws {
    var cards = [
      Self.card([("+91 98765 43210", [], nil)], line: 1),
      Self.card([("+91 98765 43211", [], nil)], line: 3),
      Self.card([("(517) 321-7871", [], nil)], country: "United States", line: 5),
      Self.card([("(517) 321-7871", [], nil)], line: 7),
    ]
    let report = Self.normalize(&cards, region: .auto)
    #expect(report.bookRegion?.code == "IN")
    #expect(cards[2].phones[0].value == "+15173217871")
    #expect(cards[3].phones[0].value == "+915173217871")
    let trap = try #require(report.changes.last)
    #expect(trap.region?.code == "IN")
    #expect(trap.regionSource == .book)
  }

  @Test func noRegionAtAllLeavesNationalNumbers() {
    var cards = [Self.card([("030 123456", [], nil), ("+49 30 123456", [], nil)])]
    let report = Self.normalize(&cards, region: .auto)
    // The international number itself makes DE the book region.
    #expect(report.bookRegion?.code == "DE")
    #expect(cards[0].phones.map(\.value) == ["+4930123456", "+4930123456"])

    var lonely = [Self.card([("030 123456", [], nil)])]
    let second = Self.normalize(&lonely, region: .auto)
    #expect(second.bookRegion == nil)
    #expect(lonely[0].phones[0].value == "030 123456")
    #expect(second.diagnostics.map(\.code) == [.noPhoneRegion])
    #expect(second.summary.numbersInvalid == 1)
  }

  @Test func unknownAddressCountriesAreReported() {
    var cards = [Self.card([("+49 30 123456", [], nil)], country: "Atlantis")]
    let report = Self.normalize(&cards, region: .auto)
    #expect(report.diagnostics.map(\.code) == [.unknownCountry])
  }

  @Test(arguments: [
    (PhoneNumberFormat.e164, "tel:+14186569254;ext=102", "+14186569254 x7"),
    (.rfc3966, "tel:+1-418-656-9254;ext=102", "tel:+1-418-656-9254;ext=7"),
    (.international, "tel:+1-418-656-9254;ext=102", "+1 418-656-9254 x7"),
    (.national, "tel:+1-418-656-9254;ext=102", "(418) 656-9254 x7"),
  ])
  func formatsAndURIs(_ format: PhoneNumberFormat, _ uri: String, _ text: String) {
    var cards = [Self.card([("tel:+1-418-656-9254;ext=102", [.work], nil), ("418 656 9254 ext 7", [], nil)])]
    _ = Self.normalize(&cards, format: format)
    #expect(cards[0].phones[0].value == uri)
    #expect(cards[0].phones[1].value == text)
  }

  /// `national` keeps the country code of another country's number (as dialled from the
  /// region): `07911 123456` in a German book is a German number.
  @Test(arguments: [
    ("DE", "+44 7911 123456 #22", "00 44 7911 123456 x22"),
    ("DE", "+1 650 253 0000 ext 12", "00 1 650-253-0000 x12"),
    ("DE", "+49 30 1234567", "030 1234567"),
    ("DE", "030 1234567", "030 1234567"),
    ("US", "+44 20 7946 0958", "011 44 20 7946 0958"),
    ("US", "+1 650 253 0000", "(650) 253-0000"),
    ("US", "+1 418 656 9254", "(418) 656-9254"),  // Canada shares the calling code 1
    ("GB", "+44 1481 256789", "01481 256789"),  // Guernsey shares the calling code 44
    ("DE", "+800 1234 5678", "00 800 1234 5678"),  // a global number has no region
  ])
  func nationalKeepsTheCountryCodeOfOtherCountries(_ region: String, _ number: String, _ expected: String) throws {
    var cards = [Self.card([(number, [], nil)])]
    _ = Self.normalize(&cards, region: .fixed(try #require(PhoneRegion(region))), format: .national)
    #expect(cards[0].phones[0].value == expected)
  }

  /// With `auto`, `national` is for the book's region, whatever a card's address says; with no
  /// region at all, numbers keep their country code.
  @Test func nationalWithAutoIsForTheBooksRegion() {
    var cards = [
      Self.card([("+49 30 1234567", [], nil), ("+49 89 7654321", [], nil)]),
      Self.card([("07911 123456", [], nil), ("+49 30 1234567", [], nil)], country: "United Kingdom"),
    ]
    let report = Self.normalize(&cards, region: .auto, format: .national)
    #expect(report.bookRegion?.code == "DE")
    #expect(cards[1].phones.map(\.value) == ["00 44 7911 123456", "030 1234567"])

    // A global number (+800) gives the book no region.
    var global = [Self.card([("+800 1234 5678", [], nil)])]
    let second = Self.normalize(&global, region: .auto, format: .national)
    #expect(second.bookRegion == nil)
    #expect(global[0].phones[0].value == "+800 1234 5678")
  }

  /// Where TEL has no URI value (a 3.0 card written as 3.0, `--to google-csv`), a number is
  /// normalized into the text the writer writes, and the change records that text: the dry
  /// run showed `tel:+14155550101` for a line written `+14155550101`. 4.0 keeps the URI, as a
  /// URI value (`VALUE=uri`), also for a 3.0 card's `tel:` text.
  @Test(arguments: [
    (VCardVersion.v3_0, OutputFormat?.none, PhoneNumberFormat.e164, "+14155550101", "+14155550102"),
    (.v3_0, nil, .rfc3966, "+1-415-555-0101", "+1-415-555-0102"),
    (.v4_0, nil, .rfc3966, "tel:+1-415-555-0101", "tel:+1-415-555-0102"),
    (.v3_0, .vcard4, .e164, "tel:+14155550101", "+14155550102"),
    (.v4_0, .googleCSV, .rfc3966, "+1-415-555-0101", "+1-415-555-0102"),
  ])
  func numbersAreNormalizedIntoTheFormTheyAreWrittenIn(
    _ version: VCardVersion, _ output: OutputFormat?, _ format: PhoneNumberFormat, _ first: String, _ second: String
  ) throws {
    var card = Self.card([("tel:(415) 555-0101", [.home], nil), ("415 555 0102", [.cell], nil)])
    card.version = version
    var cards = [card]
    let options = PhoneNormalizationOptions(region: .fixed(try #require(PhoneRegion("US"))), format: format, output: output)
    let report = PhoneNormalizer(options: options).normalize(&cards, file: "book.vcf")
    #expect(cards[0].phones.map(\.value) == [first, second])
    #expect(report.changes.filter { $0.field == .number }.map(\.new) == [first, second])
    let isURI = (output ?? .vcard(version)).writesTelephoneURIs && format == .rfc3966
    #expect(cards[0].phones[1].parameters.value(.value) == (isURI ? "uri" : nil))
    // The first was `tel:` text with no VALUE=uri: written where URIs are, it becomes one.
    #expect(cards[0].phones[0].parameters.value(.value) == (first.hasPrefix("tel:") ? "uri" : nil))
  }

  @Test func rfc3966TextValuesBecomeURIValues() {
    var cards = [Self.card([("(650) 253-0000", [], nil)])]
    _ = Self.normalize(&cards, format: .rfc3966)
    #expect(cards[0].phones[0].value == "tel:+1-650-253-0000")
    #expect(cards[0].phones[0].parameters.value(.value) == "uri")
  }

  @Test func scopes() {
    let book = [Self.card([("(650) 253-0000", [.extended("mobile")], nil)])]
    var labelsOnly = book
    let a = Self.normalize(&labelsOnly, scope: .labelsOnly)
    #expect(labelsOnly[0].phones[0].value == "(650) 253-0000")
    #expect(labelsOnly[0].phones[0].types == [.cell])
    #expect(a.summary.numbers == 0)
    var numbersOnly = book
    let b = Self.normalize(&numbersOnly, scope: .numbersOnly)
    #expect(numbersOnly[0].phones[0].value == "+16502530000")
    #expect(numbersOnly[0].phones[0].types == [.extended("mobile")])
    #expect(b.summary.labelsMapped == 0)
  }

  @Test func planChangesNothing() {
    let book = [Self.card([("(650) 253-0000", [.extended("mobile")], nil)])]
    let options = PhoneNormalizationOptions(region: .fixed(PhoneRegion("US")!))
    let report = PhoneNormalizer(options: options).plan(book, file: "-")
    #expect(report.summary.numbersChanged == 1)
    #expect(report.summary.labelsMapped == 1)
    #expect(book[0].phones[0].value == "(650) 253-0000")
  }

  /// An empty TEL is no number: not counted, not reported as "not a phone number" (lint says
  /// it is empty, L038), left as it is; its label is still mapped.
  @Test func emptyPhonesAreNoNumbers() {
    var cards = [Self.card([("(650) 253-0000", [.cell], nil), ("", [], "_$!<Mobile>!$_")])]
    let report = Self.normalize(&cards)
    #expect(report.summary.numbers == 1)
    #expect(!report.diagnostics.contains { $0.code == .unparsablePhoneNumber }, "\(report.diagnostics)")
    #expect(cards[0].phones.map(\.value) == ["+16502530000", ""])
    #expect(cards[0].phones[1].types == [.cell])
  }

  @Test func googleStarSetsPreferenceAndOtherLabelsAreMapped() {
    var card = Self.card([("(650) 253-0000", [], "* Mobile")])
    card.append(LabeledValue("a@example.com", types: [.internet], label: "_$!<Work>!$_"), to: \.emails)
    card.append(LabeledValue(PostalAddress(locality: ["Berlin"]), label: "Privat"), to: \.addresses)
    card.append(LabeledValue("https://example.com", label: "_$!<HomePage>!$_"), to: \.urls)
    var cards = [card]
    let report = Self.normalize(&cards)
    #expect(cards[0].phones[0].preference == 1)
    #expect(cards[0].phones[0].types == [.cell])
    #expect(cards[0].emails[0].types == [.internet, .work])
    #expect(cards[0].emails[0].label == nil)
    #expect(cards[0].addresses[0].types == [.home])
    #expect(cards[0].urls[0].label == "_$!<HomePage>!$_")
    #expect(report.summary.labelsMapped == 3)
    #expect(Set(report.changes.filter { $0.field == .label }.map(\.property)) == [.phone, .email, .address])
  }

  /// Splitting the book across threads gives exactly what one thread gives.
  @Test func twoWorkersMatchOne() {
    let samples: [(String, [TypeToken], String?)] = [
      ("(650) 253-0000", [.work], nil), ("+44 20 7031 3000", [.extended("x-mobil")], nil), ("555-1234", [], "asdf"),
      ("030 123456", [.home], "_$!<HomeFAX>!$_"), ("1-800-FLOWERS", [], "Work Fax"), ("911", [], nil),
      ("+41 44 668 18 00 x12", [.cell], "Emergency"), ("tel:+1-418-656-9254;ext=102", [], "携帯"),
    ]
    var book: [Card] = []
    for index in 0..<3000 {
      let sample = samples[index % samples.count]
      let country = index % 5 == 0 ? "Deutschland" : index % 7 == 0 ? "UK" : nil
      book.append(Self.card([sample, samples[(index * 7 + 3) % samples.count]], country: country, line: index * 4 + 1))
    }
    var one = book
    var two = book
    let a = Self.normalize(&one, region: .auto, workers: 1)
    let b = Self.normalize(&two, region: .auto, workers: 2)
    #expect(one == two)
    #expect(a.changes == b.changes)
    #expect(a.diagnostics == b.diagnostics)
    #expect(a.summary == b.summary)
    #expect(a.summary.numbers == 6000)
    // Each thread keeps its own cache: repeated numbers cost one parse per thread.
    #expect(b.counters.cacheMisses < 100)
    #expect(PhoneNormalizer.split(3000, into: 2) == [0..<1500, 1500..<3000])
  }
  /// Streaming a book card by card through a session, from two threads, gives exactly what
  /// the whole-book normalizer gives.
  @Test func sessionMatchesTheWholeBookNormalizer() {
    let samples: [(String, [TypeToken], String?)] = [
      ("(650) 253-0000", [.work], nil), ("+44 20 7031 3000", [.extended("x-mobil")], nil), ("555-1234", [], "asdf"),
      ("030 123456", [.home], "_$!<HomeFAX>!$_"), ("1-800-FLOWERS", [], "Work Fax"), ("911", [], nil),
    ]
    var book: [Card] = []
    for index in 0..<1000 {
      let country = index % 5 == 0 ? "Deutschland" : nil
      book.append(Self.card([samples[index % samples.count], samples[(index * 7 + 3) % samples.count]], country: country, line: index * 4 + 1))
    }
    var whole = book
    let expected = Self.normalize(&whole, region: .auto)
    let options = PhoneNormalizationOptions(region: .auto, format: .e164, scope: .all, bookRegion: expected.bookRegion)
    let session = PhoneNormalizationSession(options: options)
    let streamed = parallelMap(Array(book.enumerated()), threads: 2) { index, card -> (Card, PhoneNormalizationReport) in
      var card = card
      let report = session.normalize(&card, index: index, file: "book.vcf")
      return (card, report)
    }
    var report = PhoneNormalizationReport()
    for (_, found) in streamed { report.add(found) }
    #expect(streamed.map(\.0) == whole)
    #expect(report.changes == expected.changes)
    #expect(report.diagnostics == expected.diagnostics)
    #expect(report.summary == expected.summary)
    #expect(session.counters.cacheHits > 0, "workers are reused across cards, caches stay warm")
  }
}

import Testing
@testable import CardKit

@Suite struct NameSearchTests {
  /// One query against a small book: the display names expected, in order.
  struct Case: Sendable, CustomTestStringConvertible {
    let query: String
    var locale = "en"
    let expected: [String]
    var testDescription: String { "\(locale): \(query)" }
  }

  static let book: [Card] = [
    SearchBook.person("John", "Smith"),
    SearchBook.person("Jonas", "Müller"),
    SearchBook.person("Anna", "Smithers", nickname: "Annie"),
    SearchBook.person("Pétur", "Ólafsson"),
    SearchBook.person("Åsa", "Ångström"),
    SearchBook.person("伟", "张"),
    SearchBook.person("Пётр", "Иванов"),
    SearchBook.person("太郎", "山田", phoneticGiven: "たろう", phoneticFamily: "やまだ"),
    SearchBook.person("Γιώργος", "Παπαδόπουλος"),
    SearchBook.person("민준", "김"),
    SearchBook.person("Zoë", "Ødegård", org: "Fjord Shipping"),
    SearchBook.company("Smith & Sons"),
    SearchBook.person("Юлия", "Яковлева"),
    SearchBook.person("Шамиль", "Жуков"),
    SearchBook.person("Sean", "O'Brien"),
    SearchBook.person("Jean-Luc", "Picard"),
    SearchBook.person("小明", "王"),
    SearchBook.person("서연", "이"),
    SearchBook.person("지호", "박"),
  ]

  static let cases: [Case] = [
    // Every query word must start some word; order does not matter.
    Case(query: "jo sm", expected: ["John Smith"]),
    Case(query: "smith jo", expected: ["John Smith"]),
    Case(query: "jo", expected: ["John Smith", "Jonas Müller"]),
    Case(query: "jo xy", expected: []),
    Case(query: "ohn", expected: []),
    // Case and accents are ignored at primary strength.
    Case(query: "MULLER", expected: ["Jonas Müller"]),
    Case(query: "petur olafs", expected: ["Pétur Ólafsson"]),
    Case(query: "ZOE", expected: ["Zoë Ødegård"]),
    // … but the locale's letters count: in Swedish Å is not A.
    Case(query: "ang", locale: "en", expected: ["Åsa Ångström"]),
    Case(query: "ang", locale: "sv", expected: []),
    Case(query: "ång", locale: "sv", expected: ["Åsa Ångström"]),
    // Nickname and organization words count.
    Case(query: "annie", expected: ["Anna Smithers"]),
    Case(query: "fjord", expected: ["Zoë Ødegård"]),
    // Transliteration: Chinese by pinyin, Cyrillic, Japanese through the phonetic name, Greek,
    // Latin letters without a base letter (Ø).
    Case(query: "zhang", expected: ["张伟"]),
    Case(query: "zhang wei", expected: ["张伟"]),
    Case(query: "张", expected: ["张伟"]),
    Case(query: "petr", expected: ["Пётр Иванов"]),
    Case(query: "пет", expected: ["Пётр Иванов"]),
    Case(query: "ivanov", expected: ["Пётр Иванов"]),
    Case(query: "yamada", expected: ["山田太郎"]),
    Case(query: "yamada taro", expected: ["山田太郎"]),
    Case(query: "やま", expected: ["山田太郎"]),
    Case(query: "giorgos", expected: ["Γιώργος Παπαδόπουλος"]),
    Case(query: "γιωργ", expected: ["Γιώργος Παπαδόπουλος"]),
    Case(query: "papad", expected: ["Γιώργος Παπαδόπουλος"]),
    Case(query: "odeg", expected: ["Zoë Ødegård"]),
    // Russian names as English speakers spell them (BGN/PCGN), and as ICU reads them.
    Case(query: "yakovleva", expected: ["Юлия Яковлева"]),
    Case(query: "yuliya", expected: ["Юлия Яковлева"]),
    Case(query: "akovleva", expected: ["Юлия Яковлева"]),
    Case(query: "zhukov shamil", expected: ["Шамиль Жуков"]),
    // Apostrophes and hyphens may be left out, or typed as word breaks.
    Case(query: "obrien", expected: ["Sean O'Brien"]),
    Case(query: "o'brien", expected: ["Sean O'Brien"]),
    Case(query: "brien", expected: ["Sean O'Brien"]),
    Case(query: "jeanluc", expected: ["Jean-Luc Picard"]),
    Case(query: "jean luc", expected: ["Jean-Luc Picard"]),
    // Korean: by syllables, by the Latin form, by initial consonants.
    Case(query: "김민", expected: ["김민준"]),
    Case(query: "ㄱㅁ", expected: ["김민준"]),
    Case(query: "gimmin", expected: ["김민준"]),
    // A given name written without spaces is one word in its Latin form too, beside the
    // display name's: `minjun` (the display name 김민준 is one word, gimminjun), `xiaoming`
    // (王小明 is wang xiao ming, a word a syllable).
    Case(query: "minjun", expected: ["김민준"]),
    Case(query: "gim minjun", expected: ["김민준"]),
    Case(query: "xiaoming", expected: ["王小明"]),
    Case(query: "wang xiaoming", expected: ["王小明"]),
    Case(query: "xiao ming", expected: ["王小明"]),
    // A Korean family name also as Koreans spell it: 김 is Kim (ICU: gim), 이 Lee (ICU: i).
    Case(query: "kim", expected: ["김민준"]),
    Case(query: "kim minjun", expected: ["김민준"]),
    Case(query: "lee", expected: ["이서연"]),
    // ICU writes 박 `bag`; the Revised Romanization's `bak` and the usual Park find it too.
    Case(query: "bag", expected: ["박지호"]),
    Case(query: "bak", expected: ["박지호"]),
    Case(query: "park", expected: ["박지호"]),
    // Ranking: exact full name, then the query starting the name, then other word matches.
    Case(query: "smith", expected: ["Smith & Sons", "Anna Smithers", "John Smith"]),
    Case(query: "smith sons", expected: ["Smith & Sons"]),
    Case(query: "john smith", expected: ["John Smith"]),
    Case(query: "", expected: []),
    Case(query: "  -- ", expected: []),
  ]

  @Test(arguments: cases)
  func finds(_ c: Case) throws {
    let index = try SearchBook.index(Self.book, locale: c.locale)
    #expect(index.names(.name(c.query)) == c.expected)
  }

  @Test func ranksExactThenPrefixThenWordsThenCollationOrder() throws {
    let book = [
      SearchBook.person("Anna", "Lee"),
      SearchBook.person("Lee", "Zhou"),
      SearchBook.company("Lee"),
      SearchBook.person("Bruce", "Lee"),
      SearchBook.person("Leela", "Abbott"),
      SearchBook.person("Ashley", "Leeds"),
    ]
    let index = try SearchBook.index(book)
    #expect(index.ranked(.name("lee")) == [
      "Lee exactName",
      "Lee Zhou namePrefix", "Leela Abbott namePrefix",
      "Anna Lee nameWords", "Ashley Leeds nameWords", "Bruce Lee nameWords",
    ])
    #expect(index.ranked(.name("lee z")) == ["Lee Zhou namePrefix"])
    #expect(index.ranked(.name("z lee")) == ["Lee Zhou nameWords"])
    // A limit keeps the best.
    #expect(index.search(.name("lee"), limit: 2).map { index.displayNames[$0.card] } == ["Lee", "Lee Zhou"])
  }

  @Test func emptyBooksAndEmptyCards() throws {
    let queries: [SearchQuery] = [.name("a"), .t9("2"), .phonePrefix("2"), .phoneExact("+1 408 555 0100")]
    let empty = try SearchIndex(cards: [])
    for query in queries { #expect(empty.search(query).isEmpty) }
    var junk = Card()
    junk.append(LabeledValue("   "), to: \.phones)
    junk.append(LabeledValue("+"), to: \.phones)
    junk.append(LabeledValue("tel:;ext=1"), to: \.phones)
    junk.append(LabeledValue(" "), to: \.nicknames)
    junk.formattedName = Attributed("--")
    let index = try SearchIndex(cards: [Card(), junk])
    for query in queries { #expect(index.search(query).isEmpty, "\(query)") }
    // The extension digit of tel:;ext=1 is the only digit written.
    #expect(index.search(.t9("1")).map(\.card) == [1])
    #expect(index.search(.phonePrefix("1")).map(\.card) == [1])
    #expect(index.matches(of: SearchHit(card: 5, kind: .nameWords), for: .name("a")).isEmpty)
  }

  @Test func answersOnlyTheKindsItWasBuiltFor() throws {
    let options = SearchOptions(queries: .names)
    let index = try SearchIndex(cards: [SearchBook.person("Fred", "Smith", phones: ["+1 408 555 0100"])], options: options)
    #expect(index.names(.name("fred")) == ["Fred Smith"])
    #expect(index.names(.t9("3733")).isEmpty)
    #expect(index.names(.phonePrefix("+1 408")).isEmpty)
    #expect(index.statistics.numbers == 0 && index.statistics.dialledNames == 0)
    let phones = try SearchIndex(cards: [SearchBook.person("Fred", "Smith", phones: ["+1 408 555 0100"])], options: SearchOptions(queries: .phones))
    #expect(phones.names(.phonePrefix("+1 408")) == ["Fred Smith"])
    #expect(phones.names(.name("fred")).isEmpty)
  }

  @Test func reportsTheMatchedWords() throws {
    let index = try SearchBook.index(Self.book)
    func parts(_ query: String) -> [String] {
      let hit = index.search(.name(query))[0]
      return hit.matches.map { "\($0.field.rawValue)\($0.transliterated ? "*" : ""): \($0.bracketed)" }
    }
    #expect(parts("jo sm") == ["displayName: [Jo]hn [Sm]ith"])
    #expect(parts("smith jo") == ["displayName: [Jo]hn [Smith]"])
    #expect(parts("zhang") == ["displayName*: [zhang] wei"])
    #expect(parts("mull") == ["displayName: Jonas [Müll]er"])
    #expect(parts("annie") == ["nickname: [Annie]"])
    #expect(parts("fjo") == ["organization: [Fjo]rd Shipping"])
    #expect(parts("yamada") == ["phoneticFamilyName*: [yamada]"])
  }
}

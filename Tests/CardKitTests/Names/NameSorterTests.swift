import Testing
@testable import CardKit

@Suite struct NameSorterTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let locale: String
    let sorted: [String]
    var testDescription: String { locale }
  }

  /// Each list is in the locale's collation order; the test sorts it reversed and shuffled.
  static let localeCases: [Case] = [
    // Swedish: Å Ä Ö are letters after Z; Ø files with Ö; Ü with Y.
    Case(locale: "sv", sorted: ["Andersson", "Nilsson", "Zetterlund", "Åberg", "Ärlig", "Öberg", "Østlund"]),
    // German: Ä with A, Ö with O, Ü with U (accent only breaks ties).
    Case(locale: "de", sorted: ["Äbersold", "Ackermann", "Oberle", "Özdemir", "Ozsvath", "Übel", "Ulrich", "Zimmermann"]),
    // Spanish: Ñ is a letter after N.
    Case(locale: "es", sorted: ["Navarro", "Núñez", "Nyman", "Ñíguez", "Ortega"]),
    // Polish: Ć Ł Ś Ź Ż are letters after C L S Z.
    Case(locale: "pl", sorted: ["Cichy", "Ćwik", "Lis", "Łapiński", "Sobczak", "Szymański", "Śliwa", "Zając", "Źródło", "Żak"]),
    // Czech: Č Ř Š Ž after C R S Z, and CH is one letter after H.
    Case(locale: "cs", sorted: ["Cibulka", "Čermák", "Dvořák", "Horák", "Chalupa", "Ivan", "Ryba", "Říha", "Svoboda", "Šimek", "Zeman", "Žák"]),
    // English (root): accents only break ties, Å with A.
    Case(locale: "en", sorted: ["Aaron", "Anders", "Ångström", "Angus", "Öberg", "Ozols", "Zed"]),
  ]

  @Test(arguments: localeCases)
  func localeOrder(_ c: Case) throws {
    let input = Array(c.sorted.reversed().enumerated().sorted { ($0.offset * 7) % 11 < ($1.offset * 7) % 11 }.map(\.element))
    let got = try NameCards.sortedFamilies(input, NameSortOptions(locale: c.locale))
    #expect(got == c.sorted)
  }

  @Test func chineseByPinyinWithSurnameReadings() throws {
    // chen jing, li na, liu yang, shan tian fang (单 as a surname), wang fang,
    // zeng xiao xian (曾 as a surname), zhang wei.
    let sorted = ["陈静", "李娜", "刘洋", "单田芳", "王芳", "曾小贤", "张伟"]
    let cards = sorted.reversed().map { NameCards.formatted($0) }
    let order = try NameSorter(options: NameSortOptions(locale: "zh")).sorted(cards)
    #expect(order.map { $0.formattedName!.value } == sorted)
  }

  @Test func chineseStructuredNamesSortByFamilyPinyin() throws {
    let cards = [
      NameCards.person(family: "张", given: "伟"), NameCards.person(family: "王", given: "芳"),
      NameCards.person(family: "Wang", given: "Alice"), NameCards.person(family: "曾", given: "小贤"),
    ]
    let names = try NameSorter(options: NameSortOptions(locale: "zh")).sorted(cards).map { DisplayNameFormatter().displayName(for: $0) }
    // wang alice < wang fang (王芳) < zeng < zhang; Latin and pinyin interleave.
    #expect(names == ["Alice Wang", "王芳", "曾小贤", "张伟"])
  }

  /// A stroke collation asked for sorts by strokes (王 4, 李 7, 曾 12), not by pinyin.
  @Test(arguments: ["zh-u-co-stroke", "zh@collation=stroke"])
  func chineseByStrokesWhenAsked(_ locale: String) throws {
    let cards = ["曾强", "王芳", "李娜"].map { NameCards.formatted($0) }
    let order = try NameSorter(options: NameSortOptions(locale: locale)).sorted(cards)
    #expect(order.map { $0.formattedName!.value } == ["王芳", "李娜", "曾强"])
  }

  @Test func japaneseByPhoneticReading() throws {
    let cards = [
      NameCards.person(family: "山田", given: "太郎", phoneticFamily: "やまだ", phoneticGiven: "たろう"),
      NameCards.person(family: "佐藤", given: "花子", phoneticFamily: "さとう", phoneticGiven: "はなこ"),
      NameCards.person(family: "田中", given: "一", phoneticFamily: "タナカ", phoneticGiven: "ハジメ"),
      NameCards.person(family: "伊藤", given: "健", phoneticFamily: "いとう", phoneticGiven: "けん"),
      NameCards.person(family: "鈴木", given: "一郎", phoneticFamily: "すずき", phoneticGiven: "いちろう"),
    ]
    let names = try NameSorter(options: NameSortOptions(locale: "ja")).sorted(cards).map { $0.name!.value.familyName }
    // いとう さとう すずき タナカ やまだ: hiragana and katakana readings interleave.
    #expect(names == ["伊藤", "佐藤", "鈴木", "田中", "山田"])
  }

  @Test func mixedScriptsInEnglish() throws {
    let input = ["김", "Иванов", "Smith", "Ωμέγα", "张", "Adams", "Ångström", "محمد"]
    let got = try NameCards.sortedFamilies(input, NameSortOptions(locale: "en"))
    // Latin (张 read as Zhang), then Greek, Cyrillic, Arabic, Hangul in root script order.
    #expect(got == ["Adams", "Ångström", "Smith", "张", "Ωμέγα", "Иванов", "محمد", "김"])
    let transliterated = try NameCards.sortedFamilies(input, NameSortOptions(locale: "en", transliterate: true))
    // gim, Ivanov, mhmd, Omega, zhang.
    #expect(transliterated == ["Adams", "Ångström", "김", "Иванов", "محمد", "Ωμέγα", "Smith", "张"])
  }

  @Test func russianCyrillicBeforeLatin() throws {
    let got = try NameCards.sortedFamilies(["Smith", "Яковлев", "Абрамов", "Ёлкин", "Егоров"], NameSortOptions(locale: "ru"))
    #expect(got == ["Абрамов", "Егоров", "Ёлкин", "Яковлев", "Smith"])
  }

  @Test func sortAsAndPhoneticNamesAreHonoured() throws {
    var harten = NameCards.person(family: "van der Harten", given: "Rene")
    harten.name!.parameters = [Parameter(.sortAs, ["Harten", "Rene"])]
    var company = Card()
    company.organization = Attributed(Organization(name: "The Hague Group"), parameters: [Parameter(.sortAs, "Hague Group")])
    let phonetic = NameCards.person(family: "Xu", given: "Li", phoneticFamily: "Bee")
    let cards = [NameCards.person(family: "Ibsen"), harten, NameCards.person(family: "Gates"), phonetic, company,
                 NameCards.person(family: "Hall")]
    let order = try NameSorter(options: NameSortOptions(locale: "en")).sortedIndices(of: cards)
    // Bee (phonetic of Xu), Gates, Hague Group, Hall, Harten (SORT-AS), Ibsen.
    #expect(order == [3, 2, 4, 5, 1, 0])
  }

  @Test func sortStringOfVCard3IsHonoured() throws {
    var c = NameCards.person(family: "Zander")
    c.extras.append(RawProperty(name: .sortString, value: "Aardvark"))
    let order = try NameSorter().sortedIndices(of: [NameCards.person(family: "Baker"), c])
    #expect(order == [1, 0])
  }

  /// 3.0's SORT-STRING is one text, in practice the family name: sorting by given name does not
  /// take it (Amy Baker before Zed Zander, whose SORT-STRING is Aardvark).
  @Test func sortStringGivesWayToSortingByGivenName() throws {
    var c = NameCards.person(family: "Zander", given: "Zed")
    c.extras.append(RawProperty(name: .sortString, value: "Aardvark"))
    let cards = [NameCards.person(family: "Baker", given: "Amy"), c]
    #expect(try NameSorter(options: NameSortOptions(sortBy: .given)).sortedIndices(of: cards) == [0, 1])
    #expect(try NameSorter(options: NameSortOptions(sortBy: .family)).sortedIndices(of: cards) == [1, 0])
  }

  @Test func byGivenAndByDisplay() throws {
    let cards = [
      NameCards.person(family: "Adams", given: "Zoe"), NameCards.person(family: "Young", given: "Adam"),
      NameCards.person(family: "Brown", given: "Mia", prefix: "Dr."),
    ]
    #expect(try NameSorter(options: NameSortOptions(sortBy: .family)).sortedIndices(of: cards) == [0, 2, 1])
    #expect(try NameSorter(options: NameSortOptions(sortBy: .given)).sortedIndices(of: cards) == [1, 2, 0])
    // Display names: "Zoe Adams", "Adam Young", "Dr. Mia Brown".
    #expect(try NameSorter(options: NameSortOptions(sortBy: .display)).sortedIndices(of: cards) == [1, 2, 0])
  }

  @Test func accentsBreakTiesOnlyAfterAllFields() throws {
    // Müller Anna before Muller Zoe: base letters of every field first, accents after.
    let cards = [NameCards.person(family: "Muller", given: "Zoe"), NameCards.person(family: "Müller", given: "Anna")]
    #expect(try NameSorter(options: NameSortOptions(locale: "en")).sortedIndices(of: cards) == [1, 0])
  }

  @Test func namelessCardsLastAndEqualKeysStable() throws {
    let cards = [
      NameCards.nameless(phones: ["+1 408 555 0100"]), NameCards.person(family: "Smith", given: "Ann"),
      NameCards.nameless(email: "a@example.com"), NameCards.person(family: "Smith", given: "Ann"),
      Card(), NameCards.person(family: "Zed"), NameCards.person(family: "Smith", given: "Ann"),
    ]
    let order = try NameSorter().sortedIndices(of: cards)
    // Named first (the three equal Smiths keep input order), then the nameless by what they
    // show: "+1 408…" < "a@example.com" < "No Name".
    #expect(order == [1, 3, 6, 5, 0, 2, 4])
  }

  @Test func organizationAndFormattedNameFallbacks() throws {
    var org = Card()
    org.organization = Attributed(Organization(name: "Acme"))
    var nick = Card()
    nick.append(LabeledValue("Bubba"), to: \.nicknames)
    let cards = [NameCards.formatted("Zelda Fitzgerald"), org, nick, NameCards.person(family: "Carter")]
    // "Acme", "Bubba", "Carter", "Zelda Fitzgerald" (FN sorts as written).
    #expect(try NameSorter().sortedIndices(of: cards) == [1, 2, 3, 0])
  }

  @Test func sortKeysAreComparable() throws {
    let sorter = try NameSorter(options: NameSortOptions(locale: "sv"))
    #expect(sorter.sortKey(for: NameCards.person(family: "Zorn")) < sorter.sortKey(for: NameCards.person(family: "Åkesson")))
    #expect(sorter.sortKey(for: NameCards.person(family: "Åkesson")) == sorter.sortKey(for: NameCards.person(family: "Åkesson")))
  }

  @Test func localeFromEnvironment() {
    #expect(NameSortOptions.environmentLocale(["LANG": "sv_SE.UTF-8"]) == "sv_SE")
    #expect(NameSortOptions.environmentLocale(["LANG": "de_DE@euro", "LC_COLLATE": "cs_CZ.UTF-8"]) == "cs_CZ")
    #expect(NameSortOptions.environmentLocale(["LC_ALL": "C.UTF-8", "LANG": "sv_SE.UTF-8"]) == "en")
    #expect(NameSortOptions.environmentLocale(["LANG": "POSIX"]) == "en")
    #expect(NameSortOptions.environmentLocale(["LC_ALL": "", "LANG": "ja_JP.UTF-8"]) == "ja_JP")
    #expect(NameSortOptions.environmentLocale([:]) == "en")
  }
}

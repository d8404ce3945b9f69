import Foundation
import Testing
@testable import CardKit

@Suite struct NameIndexerTests {
  static let latin = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

  /// ICU's own labels for each locale (CLDR index characters), without extra scripts.
  static let icuLabels: [(String, [String])] = [
    ("en", latin),
    ("sv", latin + ["Å", "Ä", "Ö"]),
    ("de", latin),
    ("ru", "А Б В Г Д Е Ж З И Й К Л М Н О П Р С Т У Ф Х Ц Ч Ш Щ Ы Э Ю Я".split(separator: " ").map(String.init)),
    ("ja", "あ か さ た な は ま や ら わ".split(separator: " ").map(String.init)),
    ("zh", latin),
    ("ko", "ㄱ ㄴ ㄷ ㄹ ㅁ ㅂ ㅅ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ".split(separator: " ").map(String.init)),
    ("el", "Α Β Γ Δ Ε Ζ Η Θ Ι Κ Λ Μ Ν Ξ Ο Π Ρ Σ Τ Υ Φ Χ Ψ Ω".split(separator: " ").map(String.init)),
    ("ar", "ا ب ت ث ج ح خ د ذ ر ز س ش ص ض ط ظ ع غ ف ق ك ل م ن ه و ي".split(separator: " ").map(String.init)),
  ]

  @Test(arguments: icuLabels.map(\.0))
  func titlesAreICULabelsPlusNumberSection(_ locale: String) throws {
    let expected = Self.icuLabels.first { $0.0 == locale }!.1
    let indexer = try NameIndexer(options: NameSortOptions(locale: locale), extraLocales: [])
    #expect(indexer.alphabeticIndex.letterLabels == expected)
    // Japanese adds 他 (kanji without a reading) after わ; everyone gets # last.
    #expect(indexer.titles == expected + (locale == "ja" ? ["他"] : []) + ["#"])
  }

  @Test(arguments: icuLabels.map(\.0))
  func extraScriptsFollowTheLocalesOwnLetters(_ locale: String) throws {
    let own = Self.icuLabels.first { $0.0 == locale }!.1
    let titles = try NameIndexer(options: NameSortOptions(locale: locale)).titles
    let ownPositions = own.compactMap { titles.firstIndex(of: $0) }
    #expect(ownPositions.count == own.count)
    #expect(ownPositions == ownPositions.sorted())
    for label in ["A", "Z", "Α", "Ω", "П", "ㄱ", "あ", "ا", "א", "#"] {
      #expect(titles.contains(label), "\(locale) lacks \(label)")
    }
    #expect(titles.last == "#")
    #expect(Set(titles).count == titles.count)
  }

  struct Filing: Sendable, CustomTestStringConvertible {
    let locale: String
    let card: Card
    let title: String
    var transliterate = false
    var testDescription: String { "\(locale) \(DisplayNameFormatter().displayName(for: card)) → \(title)" }
  }

  static func fn(_ text: String) -> Card { NameCards.formatted(text) }

  static let filings: [Filing] = [
    Filing(locale: "en", card: fn("Adams"), title: "A"),
    Filing(locale: "en", card: fn("Ångström"), title: "A"),
    Filing(locale: "en", card: fn("Östberg"), title: "O"),
    Filing(locale: "en", card: fn("Пётр"), title: "П"),
    Filing(locale: "en", card: fn("Ωμέγα"), title: "Ω"),
    Filing(locale: "en", card: fn("Άλφα"), title: "Α"),
    Filing(locale: "en", card: fn("محمد"), title: "م"),
    Filing(locale: "en", card: fn("דוד"), title: "ד"),
    Filing(locale: "en", card: fn("김민준"), title: "ㄱ"),
    Filing(locale: "en", card: fn("やまだ"), title: "や"),
    Filing(locale: "en", card: fn("张伟"), title: "Z"),
    Filing(locale: "en", card: fn("-Dash"), title: "D"),
    // The # rule: after spaces and + ( ) . - #, a digit or symbol.
    Filing(locale: "en", card: fn("123 Plumbing"), title: "#"),
    Filing(locale: "en", card: fn("+1 408 555 0100"), title: "#"),
    Filing(locale: "en", card: fn("(555) Pizza"), title: "#"),
    Filing(locale: "en", card: fn("#1 Fan"), title: "#"),
    Filing(locale: "en", card: fn("😀 Smile"), title: "#"),
    Filing(locale: "en", card: fn("…"), title: "#"),
    Filing(locale: "en", card: NameCards.nameless(phones: ["555 0100"]), title: "#"),
    Filing(locale: "en", card: NameCards.nameless(email: "zed@example.com"), title: "#"),
    Filing(locale: "en", card: Card(), title: "#"),
    Filing(locale: "sv", card: fn("Åsa"), title: "Å"),
    Filing(locale: "sv", card: fn("Ängel"), title: "Ä"),
    Filing(locale: "sv", card: fn("Örjan"), title: "Ö"),
    Filing(locale: "sv", card: fn("Øberg"), title: "Ö"),
    Filing(locale: "de", card: fn("Äpfel"), title: "A"),
    Filing(locale: "de", card: fn("Öztürk"), title: "O"),
    Filing(locale: "de", card: fn("Übel"), title: "U"),
    Filing(locale: "ru", card: fn("Пётр"), title: "П"),
    Filing(locale: "ru", card: fn("Ёлкин"), title: "Е"),
    Filing(locale: "ru", card: fn("Adams"), title: "A"),
    Filing(locale: "cs", card: fn("Chalupa"), title: "CH"),
    Filing(locale: "cs", card: fn("Čermák"), title: "Č"),
    // Japanese: by the kana reading when there is one; kanji alone under 他.
    Filing(locale: "ja", card: NameCards.person(family: "山田", given: "太郎", phoneticFamily: "やまだ"), title: "や"),
    Filing(locale: "ja", card: NameCards.person(family: "田中", phoneticFamily: "タナカ"), title: "た"),
    Filing(locale: "ja", card: NameCards.person(family: "鈴木", given: "一郎"), title: "他"),
    Filing(locale: "ja", card: fn("Adams"), title: "A"),
    // Chinese: by pinyin, surnames read as surnames (曾 Zeng, 单 Shan; ICU's collation says C, D).
    Filing(locale: "zh", card: fn("张伟"), title: "Z"),
    Filing(locale: "zh", card: fn("曾小贤"), title: "Z"),
    Filing(locale: "zh", card: NameCards.person(family: "单", given: "田芳"), title: "S"),
    Filing(locale: "zh", card: fn("阿明"), title: "A"),
    Filing(locale: "zh", card: fn("Zoe"), title: "Z"),
    // Korean: by the initial consonant.
    Filing(locale: "ko", card: NameCards.person(family: "김", given: "민준"), title: "ㄱ"),
    Filing(locale: "ko", card: fn("박지성"), title: "ㅂ"),
    Filing(locale: "ko", card: fn("이영희"), title: "ㅇ"),
    Filing(locale: "ko", card: fn("최지우"), title: "ㅊ"),
    Filing(locale: "ko", card: fn("Kim"), title: "K"),
    Filing(locale: "el", card: fn("Ωμέγα"), title: "Ω"),
    Filing(locale: "el", card: fn("Έλενα"), title: "Ε"),
    Filing(locale: "el", card: fn("Adams"), title: "A"),
    Filing(locale: "ar", card: fn("محمد"), title: "م"),
    Filing(locale: "ar", card: fn("أحمد"), title: "ا"),
    Filing(locale: "ar", card: fn("Adams"), title: "A"),
    // One alphabet: every non-Latin name under the Latin letter of its transliteration.
    // POSIX-style IDs from the environment work too; Traditional Chinese keeps ICU's stroke
    // sections (張 has 11 strokes) unless pinyin is asked for.
    Filing(locale: "sv_SE", card: fn("Åsa"), title: "Å"),
    Filing(locale: "zh-Hant", card: fn("張偉"), title: "11劃"),
    Filing(locale: "zh_TW", card: fn("張偉"), title: "11劃"),
    // A stroke collation asked for by name files Simplified Chinese by strokes too (曾 has 12),
    // in both spellings; pinyin asked for in Traditional Chinese reads pinyin.
    Filing(locale: "zh-u-co-stroke", card: fn("曾强"), title: "12劃"),
    Filing(locale: "zh@collation=stroke", card: fn("曾强"), title: "12劃"),
    Filing(locale: "zh-Hant-u-co-pinyin", card: fn("張偉"), title: "Z"),
    Filing(locale: "zh-CN-u-co-pinyin", card: fn("曾强"), title: "Z"),
    Filing(locale: "en", card: fn("Пётр"), title: "P", transliterate: true),
    Filing(locale: "en", card: fn("Ωμέγα"), title: "O", transliterate: true),
    Filing(locale: "en", card: fn("김민준"), title: "G", transliterate: true),
    Filing(locale: "en", card: fn("やまだ"), title: "Y", transliterate: true),
    Filing(locale: "en", card: fn("曾小贤"), title: "Z", transliterate: true),
    Filing(locale: "ru", card: fn("Ёлкин"), title: "E", transliterate: true),
  ]

  @Test(arguments: filings)
  func filesUnderSection(_ f: Filing) throws {
    let indexer = try NameIndexer(options: NameSortOptions(locale: f.locale, transliterate: f.transliterate))
    #expect(indexer.sectionTitle(for: f.card) == f.title)
    let index = indexer.index([f.card])
    #expect(index.sections.map(\.title) == [f.title])
  }

  @Test func traditionalChineseByPinyinWhenAsked() throws {
    let indexer = try NameIndexer(options: NameSortOptions(locale: "zh-Hant", hanReading: .pinyin))
    #expect(indexer.sectionTitle(for: Self.fn("張偉")) == "Z")
  }

  @Test func hanByCollationKeepsICUReadings() throws {
    let indexer = try NameIndexer(options: NameSortOptions(locale: "zh", hanReading: .collation))
    #expect(indexer.sectionTitle(for: Self.fn("曾小贤")) == "C")
    #expect(indexer.sectionTitle(for: Self.fn("张伟")) == "Z")
  }

  @Test func emptySectionsSkippedAndTitlesMapToNearestEarlier() throws {
    let cards = ["Carter", "Zed", "Baker", "123"].map { NameCards.person(family: $0) }
    let index = try NameIndexer(options: NameSortOptions(locale: "en"), extraLocales: []).index(cards)
    #expect(index.sections.map(\.title) == ["B", "C", "Z", "#"])
    #expect(index.sections.map(\.count) == [1, 1, 1, 1])
    #expect(index.titles.map(\.title) == Self.latin + ["#"])
    let target = Dictionary(uniqueKeysWithValues: index.titles.map { ($0.title, $0.section) })
    #expect(target["A"] == 0)  // before the first section: the first section
    #expect(target["B"] == 0)
    #expect(target["C"] == 1)
    #expect(target["D"] == 1)
    #expect(target["Y"] == 1)
    #expect(target["Z"] == 2)
    #expect(target["#"] == 3)
    #expect(index.section(forTitle: "Q") == 1)
    #expect(index.cardOrder == [2, 0, 1, 3])
  }

  /// Japanese lists kana sections (then 他) before A–Z, as Japanese phones do, and sorts so;
  /// a tag that orders the scripts itself is left as it is.
  @Test(arguments: ["ja", "ja_JP", "ja-JP"])
  func japaneseListsKanaBeforeLatin(_ locale: String) throws {
    let cards = [
      NameCards.person(family: "Suzuki", given: "Ichiro"),
      NameCards.person(family: "山田", given: "太郎", phoneticFamily: "やまだ", phoneticGiven: "たろう"),
      NameCards.person(family: "Abe", given: "Ken"),
    ]
    let index = try NameIndexer(options: NameSortOptions(locale: locale)).index(cards)
    #expect(index.sections.map(\.title) == ["や", "A", "S"])
    let titles = index.titles.map(\.title)
    #expect(Array(titles.prefix(11)) == ["あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ", "他"], "\(titles.prefix(12))")
    #expect(titles.firstIndex(of: "他")! < titles.firstIndex(of: "A")!)
    let latinFirst = try NameIndexer(options: NameSortOptions(locale: "ja-u-kr-latn-kana")).index(cards)
    #expect(latinFirst.sections.map(\.title) == ["A", "S", "や"])
  }

  @Test func emptyIndexMapsTitlesToNothing() throws {
    let index = try NameIndexer(options: NameSortOptions(locale: "en")).index([])
    #expect(index.sections.isEmpty)
    #expect(index.titles.allSatisfy { $0.section == nil })
  }

  @Test func membersSortedWithinSections() throws {
    let cards = [
      NameCards.person(family: "Zhou"), NameCards.formatted("张伟"), NameCards.formatted("曾小贤"),
      NameCards.person(family: "Zeng", given: "Amy"), NameCards.formatted("阿明"), NameCards.person(family: "Adams"),
    ]
    let index = try NameIndexer(options: NameSortOptions(locale: "zh")).index(cards)
    #expect(index.sections.map(\.title) == ["A", "Z"])
    // a ming < adams; zeng amy < zeng xiao xian < zhang wei < zhou.
    #expect(index.sections[0].members.map(\.card) == [4, 5])
    #expect(index.sections[1].members.map(\.card) == [3, 2, 1, 0])
  }

  @Test func overflowSectionAppearsOnlyWhenUsed() throws {
    // With ICU's English labels alone, Greek sorts after Z: the overflow section `…`.
    let indexer = try NameIndexer(options: NameSortOptions(locale: "en"), extraLocales: [])
    let index = indexer.index([Self.fn("Ωμέγα"), Self.fn("Adams"), Self.fn("42")])
    #expect(index.sections.map(\.title) == ["A", "#", "…"])
    #expect(index.sections.map(\.kind) == [.letter, .number, .overflow])
    #expect(index.titles.last?.title == "…")
    #expect(!indexer.titles.contains("…"))
  }

  @Test func encodesToJSON() throws {
    let cards = [NameCards.person(family: "Adams", given: "Ann"), NameCards.nameless(phones: ["555"])]
    let index = try NameIndexer(options: NameSortOptions(locale: "en")).index(cards)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(index), as: UTF8.self)
    #expect(json.contains(#"{"count":1,"kind":"letter","members":[{"card":0,"name":"Ann Adams"}],"title":"A"}"#))
    #expect(json.contains(##"{"count":1,"kind":"number","members":[{"card":1,"name":"555"}],"title":"#"}"##))
    #expect(json.contains(#"{"section":0,"title":"B"}"#))
    #expect(try JSONDecoder().decode(NameIndex.self, from: encoder.encode(index)) == index)
  }

  @Test func textListing() throws {
    let cards = [NameCards.person(family: "Adams", given: "Ann"), NameCards.person(family: "Cole")]
    let text = try NameIndexer(options: NameSortOptions(locale: "en"), extraLocales: []).index(cards).text()
    #expect(text.hasPrefix("A (1)\n  Ann Adams\nC (1)\n  Cole\ntitles: A→A B→A C→C D→C"))
    #expect(text.hasSuffix("Z→C #→C\n"))
  }
}

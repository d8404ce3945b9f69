import Testing
@testable import CardKit

@Suite struct PinyinReaderTests {
  /// Readings built from cached pieces equal ICU's whole-name transliteration.
  @Test func piecewiseReadingsEqualWholeTransliteration() throws {
    let reader = try PinyinReader()
    let whole = try Transliterator(id: Transliterator.ID.pinyinForNames, cacheLimit: 0)
    let plain = try Transliterator(id: Transliterator.ID.pinyin, cacheLimit: 0)
    let names = [
      "张伟", "曾小贤", "单田芳", "王单", "郭敏曾", "田远长", "汤长梓", "乐乐", "欧阳娜娜", "司马相如",
      "万俟咏", "长孙无忌", "尉迟恭", "澹台灭明", "诸葛亮", "上官婉儿", "区家麟", "仇英", "朴树", "解缙",
      "查良镛", "重庆", "曾曾曾", "张 伟", "Zhang伟",
    ]
    for name in names {
      #expect(reader.nameReading(name) == whole.transliterate(name), "\(name)")
    }
    for given in ["小贤", "田芳", "单", "长乐", "曾经", "无忌", "娜娜", "婉儿"] {
      #expect(reader.givenReading(given) == plain.transliterate(given), "\(given)")
    }
    #expect(reader.nameReading("万俟咏") == "mo qi yong")
    #expect(reader.nameReading("王单") == "wang dan")
    #expect(reader.givenReading("单") == "dan")
  }

  @Test func kanaKeepsJapaneseNamesOutOfPinyinExceptForChineseReaders() throws {
    let card = NameCards.formatted("山田はなこ")
    // Outside Chinese locales a name with kana is Japanese: ICU files the kanji after the kana.
    #expect(try NameIndexer(options: NameSortOptions(locale: "en")).sectionTitle(for: card) == "…")
    // A Chinese reader reads the kanji in pinyin: shan tian.
    #expect(try NameIndexer(options: NameSortOptions(locale: "zh")).sectionTitle(for: card) == "S")
  }
}

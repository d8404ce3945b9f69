import Testing
@testable import CardKit

@Suite struct ICUWrapperTests {
  @Test func collatorOrderAndStrength() throws {
    let sv = try Collator(locale: "sv")
    #expect(sv.compare("Zorn", "Åkesson") < 0)
    #expect(sv.locale == "sv")
    let de = try Collator(locale: "de")
    #expect(de.compare("Äpfel", "Apfel") > 0)
    #expect(de.compare("Äpfel", "Apfelz") < 0)
    let primary = try Collator(locale: "de", strength: .primary)
    #expect(primary.equals("ÄPFEL", "apfel"))
    let secondary = try Collator(locale: "de", strength: .secondary)
    #expect(secondary.equals("APFEL", "apfel"))
    #expect(!secondary.equals("Äpfel", "apfel"))
  }

  @Test func collatorLocalesAndFallback() throws {
    #expect(try Collator(locale: "zh-Hant").locale == "zh_Hant")
    #expect(try Collator(locale: "de-u-co-phonebk").compare("Ärger", "Afrika") < 0)  // Ä as AE
    #expect(try Collator(locale: "de").compare("Ärger", "Afrika") > 0)
    #expect(try Collator(locale: "xx-nonsense").locale == "root")
  }

  /// An ICU locale ID with keywords keeps them whatever separates its subtags: read as a BCP 47
  /// tag, `de-DE@collation=phonebook` stopped at `@` and sorted in plain German.
  @Test func keywordsOfAnIDWithHyphensAreKept() throws {
    for locale in ["de_DE@collation=phonebook", "de-DE@collation=phonebook"] {
      #expect(try Collator(locale: locale).compare("Ärger", "Afrika") < 0, "\(locale)")  // Ä as AE
    }
    // Traditional Chinese files by strokes unless pinyin is asked for: then under Latin letters.
    for locale in ["zh_Hant@collation=pinyin", "zh-Hant@collation=pinyin"] {
      let index = try AlphabeticIndex(locale: locale, extraLocales: [])
      #expect(index.buckets[index.bucketIndex(for: "張")].label == "Z", "\(locale)")
    }
  }

  /// Well-formed: a whole BCP 47 tag or an ICU locale ID, whether or not ICU has data for it.
  @Test(arguments: [
    ("sv", true), ("xx", true), ("svv", true), ("zh-Hant", true), ("sr-Latn", true), ("zh-u-co-stroke", true),
    ("de-u-co-phonebk", true), ("ja@colReorder=kana-hani", true), ("de@collation=phonebook", true), ("sv_SE", true),
    ("es-419", true), ("root", true), ("und", true), ("xx-nonsense", true),
    ("", false), ("123", false), ("e", false), ("en-", false), ("en--US", false), ("en US", false), ("123-US", false),
    ("en@collation", false), ("abcdefghi", false),
  ])
  func localeWellFormedness(_ locale: String, _ wellFormed: Bool) {
    #expect(Collator.isWellFormed(locale: locale) == wellFormed, "'\(locale)'")
  }

  @Test func numericCollation() throws {
    #expect(try Collator(locale: "en").compare("Room 10", "Room 9") < 0)
    #expect(try Collator(locale: "en", numeric: true).compare("Room 10", "Room 9") > 0)
  }

  @Test func mergedKeysCompareFieldByFieldPerLevel() throws {
    let c = try Collator(locale: "en")
    #expect(c.sortKey(fields: ["Muller", "Zoe"]) > c.sortKey(fields: ["Müller", "Anna"]))
    #expect(c.sortKey(fields: ["Smith", "Al"]) < c.sortKey(fields: ["Smithson", "Al"]))
    #expect(c.sortKey(fields: ["Ann"]) == c.sortKey("Ann"))
    #expect(c.sortKey(fields: []) == c.sortKey(""))
    let long = String(repeating: "Ångström ", count: 200)
    #expect(c.sortKey(fields: [long, long]) > c.sortKey(fields: [long, "A"]))
  }

  @Test func collatorIsSafeToShareAcrossTasks() async throws {
    let c = try Collator(locale: "sv")
    let names = (0..<200).map { "Öberg \($0) Åsa" }
    let expected = names.map { c.sortKey($0) }
    let results = await withTaskGroup(of: [SortKey].self) { group in
      for _ in 0..<4 { group.addTask { names.map { c.sortKey($0) } } }
      var all: [[SortKey]] = []
      for await r in group { all.append(r) }
      return all
    }
    #expect(results.count == 4)
    #expect(results.allSatisfy { $0 == expected })
  }

  @Test func transliterators() throws {
    #expect(try Transliterator(id: Transliterator.ID.pinyinForNames).transliterate("单田芳") == "shan tian fang")
    #expect(try Transliterator(id: Transliterator.ID.pinyin).transliterate("单") == "dan")
    #expect(try Transliterator(id: "Han-Latin/Names; Latin-ASCII; Any-Upper").transliterate("曾小贤") == "ZENG XIAO XIAN")
    #expect(try Transliterator(id: Transliterator.ID.latinASCII).transliterate("Пётр") == "Petr")
    #expect(try Transliterator(id: "Any-Upper", cacheLimit: 0).transliterate("straße") == "STRASSE")
    #expect(throws: NamesError.self) { try Transliterator(id: "No-Such-Thing") }
    do {
      _ = try Transliterator(id: "No-Such-Thing")
    } catch {
      guard case .invalidTransliterator(let id, let reason) = error else { Issue.record("\(error)"); return }
      #expect(id == "No-Such-Thing")
      #expect(reason == "U_INVALID_ID")
    }
  }

  @Test func scripts() {
    let cases: [(Unicode.Scalar, Script)] = [
      ("a", .latin), ("Å", .latin), ("1", .common), (" ", .common), ("П", .cyrillic), ("Ω", .greek),
      ("م", .arabic), ("ד", .hebrew), ("김", .hangul), ("や", .hiragana), ("ヤ", .katakana), ("张", .han),
      ("ก", .thai), ("\u{301}", .inherited), ("ㄅ", .bopomofo), ("Ա", .armenian), ("क", .devanagari),
    ]
    for (scalar, script) in cases { #expect(Script(scalar) == script, "\(scalar)") }
    #expect(Script.ofFirstLetter(in: "  (1) Пётр") == .cyrillic)
    #expect(Script.ofFirstLetter(in: "123") == nil)
    #expect(Script.text("山田 はなこ", contains: .hiragana))
  }

  @Test func alphabeticIndexBuckets() throws {
    let index = try AlphabeticIndex(locale: "sv", extraLocales: [])
    #expect(index.buckets.first?.kind == .underflow)
    #expect(index.buckets.last?.kind == .overflow)
    #expect(index.buckets[index.bucketIndex(for: "Åsa")].label == "Å")
    #expect(index.buckets[index.bucketIndex(for: "aron")].label == "A")
    #expect(index.buckets[index.bucketIndex(for: "")].kind == .underflow)
  }

  /// NameIndexer caches buckets by a name's first six characters; ICU's bucket boundaries are at
  /// most three characters long (Hungarian DZS), so the rest of a name never changes its bucket.
  @Test(arguments: ["en", "hu", "cs", "cy", "sv", "zh", "zh-Hant", "ja", "ko", "ru"])
  func bucketDependsOnlyOnTheFirstSixCharacters(_ locale: String) throws {
    let index = try AlphabeticIndex(locale: locale)
    let starts = ["Dzs", "Dz", "D", "Ch", "C", "Cz", "Å", "Aa", "Ae", "Ll", "Ng", "張", "山", "や", "김", "Е", "Ё", "Ωμ", "Z"]
    let tails = ["", "s", "h", "zsa", "a", "å", "\u{30A}", "chhhhhh", "dzsdzs", "ö", "z", "ÿ", " Smith", "-Jones", "ch"]
    var checked = 0
    for start in starts {
      for middle in tails {
        for tail in tails {
          let name = start + middle + tail
          let prefix = String(name.unicodeScalars.prefix(6))
          #expect(index.bucketIndex(for: name) == index.bucketIndex(for: prefix), "\(locale): \(name)")
          checked += 1
        }
      }
    }
    #expect(checked == starts.count * tails.count * tails.count)
  }
}

import Testing
@testable import CardKit

@Suite struct NameMatcherTests {
  struct Prefix: Sendable, CustomTestStringConvertible {
    let locale: String
    let word: String
    let query: String
    let matches: Bool
    var testDescription: String { "\(locale) \(query) in \(word)" }
  }

  static let prefixes: [Prefix] = [
    Prefix(locale: "en", word: "Peter", query: "pe", matches: true),
    Prefix(locale: "en", word: "Pétur", query: "PET", matches: true),
    Prefix(locale: "en", word: "Peter", query: "pé", matches: true),
    Prefix(locale: "en", word: "Ångström", query: "ang", matches: true),
    Prefix(locale: "en", word: "Straße", query: "strass", matches: true),
    Prefix(locale: "en", word: "Peter", query: "pt", matches: false),
    Prefix(locale: "en", word: "Pe", query: "peter", matches: false),
    Prefix(locale: "en", word: "Пётр", query: "пет", matches: true),
    // Swedish Å is its own letter, not an A with a ring.
    Prefix(locale: "sv", word: "Ångström", query: "ang", matches: false),
    Prefix(locale: "sv", word: "Ångström", query: "Å", matches: true),
    // Czech CH is one letter: C alone does not start it.
    Prefix(locale: "cs", word: "Chalupa", query: "c", matches: false),
    Prefix(locale: "cs", word: "Chalupa", query: "ch", matches: true),
    Prefix(locale: "cs", word: "Cibulka", query: "c", matches: true),
  ]

  @Test(arguments: prefixes)
  func primaryStrengthPrefix(_ p: Prefix) throws {
    let matcher = try NameMatcher(locale: p.locale)
    #expect(matcher.word(p.word, hasPrefix: p.query) == p.matches)
  }

  @Test func latinForms() throws {
    let matcher = try NameMatcher()
    let cases: [(String, String)] = [
      ("张伟", "zhang wei"), ("曾小贤", "zeng xiao xian"), ("Пётр Ильич", "petr il'ic"), ("やまだ", "yamada"),
      ("ヤマダ", "yamada"), ("Ωμέγα", "omega"), ("Ærøskøbing", "aeroskobing"), ("McDonald", "mcdonald"),
      ("김민준", "gimminjun"),
    ]
    for (name, latin) in cases {
      #expect(matcher.latinForm(of: name) == latin, "\(name)")
    }
    // The examples: zhang finds 张伟, petr finds Пётр.
    #expect(NameMatcher.words(of: matcher.latinForm(of: "张伟")).contains { matcher.word($0, hasPrefix: "zhang") })
    #expect(matcher.word(matcher.latinForm(of: "Пётр"), hasPrefix: "petr"))
  }

  @Test func words() {
    #expect(NameMatcher.words(of: "Jean-Luc O'Brien  Jr.") == ["Jean", "Luc", "O", "Brien", "Jr"])
    #expect(NameMatcher.words(of: "山田 太郎") == ["山田", "太郎"])
    #expect(NameMatcher.words(of: "R2-D2") == ["R2", "D2"])
    #expect(NameMatcher.words(of: "  ") == [])
  }

  /// The words by the definition (every scalar by its Unicode properties), against the fast
  /// split that answers ASCII scalars by value and slices the text in place.
  @Test func wordsMatchTheUnicodeDefinition() {
    func reference(_ text: String) -> [String] {
      var words: [String] = []
      var current = String.UnicodeScalarView()
      for scalar in text.unicodeScalars {
        let p = scalar.properties
        if p.isAlphabetic || p.numericType != nil || p.generalCategory == .nonspacingMark || p.generalCategory == .spacingMark {
          current.append(scalar)
        } else if !current.isEmpty {
          words.append(String(current))
          current = String.UnicodeScalarView()
        }
      }
      if !current.isEmpty { words.append(String(current)) }
      return words
    }
    let texts = [
      "", "a", "Dr. John Smith, Jr.", "José Müller-Lüdenscheidt", "Jose\u{301} Mu\u{308}ller", "Пётр Ильич Чайковский",
      "张伟", "山田 太郎", "やまだ・たろう", "김민준", "محمد بن سلمان", "דוד בן־גוריון", "Ωμέγα Άλφα",
      "٣٤ Arabic-Indic ٣", "x\u{20DD}y", "👩‍👩‍👧 Family", "e\u{301}\u{20DD}", "\u{0915}\u{094D}\u{0937} हिन्दी",
      "tab\there\nnew line", "R2-D2 @ 10:30", "\u{200B}zero\u{200D}width", "ǅemal", "ｆｕｌｌ　ｗｉｄｔｈ",
    ]
    for text in texts {
      #expect(NameMatcher.words(of: text) == reference(text), "\(text.debugDescription)")
    }
    // Every scalar below U+3000 (Latin to the Indic scripts, symbols, CJK punctuation) between two letters.
    var scalar: UInt32 = 0
    while scalar < 0x3000 {
      if let s = Unicode.Scalar(scalar) {
        let text = "a" + String(Character(s)) + "b"
        #expect(NameMatcher.words(of: text) == reference(text), "U+\(String(scalar, radix: 16))")
      }
      scalar += 1
    }
  }

  @Test func hangulInitials() {
    #expect(NameMatcher.hangulInitials(of: "김민준") == "ㄱㅁㅈ")
    #expect(NameMatcher.hangulInitials(of: "홍 길동") == "ㅎㄱㄷ")
    #expect(NameMatcher.hangulInitials(of: "ㄱㅁ") == "ㄱㅁ")
    #expect(NameMatcher.hangulInitials(of: "Kim") == "")
  }
}

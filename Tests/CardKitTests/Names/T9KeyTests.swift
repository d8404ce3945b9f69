import Testing
@testable import CardKit

@Suite struct T9KeyTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let typed: String
    let kind: T9Key.Match.Kind?
    var spans: [[Int]] = []
    var testDescription: String { "\(typed) in \(name)" }
  }

  static let cases: [Case] = [
    Case(name: "Fred Smith", typed: "3733", kind: .nameStart, spans: [[0, 4]]),
    // Runs across words: FredS.
    Case(name: "Fred Smith", typed: "37337", kind: .nameStart, spans: [[0, 4], [1, 1]]),
    Case(name: "Fred Smith", typed: "76484", kind: .wordStart, spans: [[1, 5]]),
    // Initials of the first two words.
    Case(name: "John Smith", typed: "57", kind: .initials, spans: [[0, 1], [1, 1]]),
    // Initials of the last two words; the middle of a word never starts a match.
    Case(name: "Carl Maria Ruiz", typed: "27", kind: nil),
    Case(name: "Carl Maria Ruiz", typed: "67", kind: .initials, spans: [[1, 1], [2, 1]]),
    Case(name: "Carl Maria Ruiz", typed: "26", kind: .initials, spans: [[0, 1], [1, 1]]),
    // Typed digits that spell the name's start rank as a name-start match, not as initials.
    Case(name: "Anna Maria Ruiz", typed: "26", kind: .nameStart, spans: [[0, 2]]),
    Case(name: "Fred Smith", typed: "484", kind: nil),
    Case(name: "Fred Smith", typed: "3737", kind: nil),
    // Accents fold; punctuation separates words.
    Case(name: "Zoë Ångström", typed: "963", kind: .nameStart, spans: [[0, 3]]),
    Case(name: "Zoë Ångström", typed: "264", kind: .wordStart, spans: [[1, 3]]),
    Case(name: "Jean-Luc Picard", typed: "5326582", kind: .nameStart, spans: [[0, 4], [1, 3]]),
    Case(name: "R2-D2", typed: "7232", kind: .nameStart, spans: [[0, 2], [1, 2]]),
    Case(name: "Fred Smith", typed: "", kind: nil),
  ]

  @Test(arguments: cases)
  func smartDialRules(_ c: Case) {
    let match = T9Key(latinName: c.name).match(c.typed)
    #expect(match?.kind == c.kind)
    if c.kind != nil {
      #expect(match?.spans.map { [$0.word, $0.length] } == c.spans)
    }
  }

  @Test func spansLocateTheMatchedLetters() {
    // (name, typed, the matched text of each span)
    let cases: [(String, String, [String])] = [
      ("Fred Smith", "37337", ["Fred", "S"]),
      ("Jean-Luc Picard", "5326582", ["Jean", "Luc"]),
      ("John Smith", "57", ["J", "S"]),
      // A combining accent stays with its letter.
      ("Zoe\u{308} Ångström", "963", ["Zoë"]),
      ("  O'Brien, Pat", "627", ["O", "Br"]),
    ]
    for (name, typed, expected) in cases {
      let match = T9Key(latinName: name).match(typed)
      let scalars = Array(name.unicodeScalars)
      let texts = (match?.spans ?? []).map { span in
        T9Key.scalarRange(of: span, in: name).map { String(String.UnicodeScalarView(scalars[$0])) } ?? "?"
      }
      #expect(texts == expected, "\(typed) in \(name)")
    }
    #expect(T9Key.scalarRange(of: T9Key.Span(word: 2, length: 1), in: "Fred Smith") == nil)
    #expect(T9Key.scalarRange(of: T9Key.Span(word: 0, length: 5), in: "Fred Smith") == nil)
  }

  @Test func digitsOfKeypad() {
    #expect(T9Key(latinName: "abc def ghi jkl mno pqrs tuv wxyz").digits == "22233344455566677778889999")
    #expect(T9Key(latinName: "ÀÉÎÕÜÇÑ").digits == "2346826")
    #expect(T9Key(latinName: "Smith, John").words.count == 2)
  }

  @Test func nonLatinNamesDialThroughTransliteration() throws {
    let matcher = try NameMatcher()
    #expect(matcher.t9Key(for: "张伟").digits == "94264934")
    #expect(matcher.t9Key(for: "张伟").match("94264")?.kind == .nameStart)
    #expect(matcher.t9Key(for: "张伟").match("934")?.kind == .wordStart)
    #expect(matcher.t9Key(for: "Пётр").match("7387")?.kind == .nameStart)
    #expect(matcher.t9Key(for: "やまだ たろう").match("98")?.kind == .initials)
  }
}

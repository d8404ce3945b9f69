internal import CICU

/// The telephone keypad digits of a name, and matching typed digits against them following
/// Android Dialer's SmartDial rules: a match starts at the start of a word and may run on
/// across the following words (`37337` matches "Fred Smith" as FredS); the initials of the first
/// two and of the last two words match (`57` matches "John Smith"); accented letters count as
/// their base letter; anything without a key (spaces, punctuation) separates words.
///
/// Build it from a Latin form (``NameMatcher/t9Key(for:)`` transliterates first, so 张伟,
/// Пётр and やまだ can be dialled as `94264934`, `7387`, `926232`).
public struct T9Key: Sendable, Hashable {
  /// The keypad digits of each word, in order.
  public let words: [[UInt8]]

  /// Keys for a name already in Latin letters; accents are folded here for the common Latin
  /// letters, but other scripts need ``NameMatcher/t9Key(for:)``.
  public init(latinName: String) {
    var words: [[UInt8]] = []
    T9Key.forEachKeyedScalar(in: latinName) { word, _, digit in
      if word == words.count { words.append([]) }
      words[word].append(digit)
    }
    self.words = words
  }

  /// Walks `latinName` the way its keys are made: calls `body(word, offset, digit)` for each
  /// scalar with a key, where `word` is the position of its word and `offset` its position
  /// among the text's Unicode scalars. Combining accents belong to the letter before them;
  /// anything else without a key ends a word.
  static func forEachKeyedScalar(in latinName: String, _ body: (Int, Int, UInt8) -> Void) {
    var word = 0
    var inWord = false
    for (offset, scalar) in latinName.unicodeScalars.enumerated() {
      if let digit = T9Key.digit(for: scalar) {
        body(word, offset, digit)
        inWord = true
      } else if scalar.properties.generalCategory == .nonspacingMark {
        continue  // a combining accent belongs to the letter before it
      } else if inWord {
        word += 1
        inWord = false
      }
    }
  }

  /// Where `span` lies in `latinName` (the text this key was made from), as a range of
  /// Unicode scalar offsets, for showing which letters matched; combining accents after the
  /// last matched letter are included. Nil when the text has no such word or letters.
  public static func scalarRange(of span: Span, in latinName: String) -> Range<Int>? {
    guard span.length > 0 else { return nil }
    var start: Int?
    var end: Int?
    var letters = 0
    forEachKeyedScalar(in: latinName) { word, offset, _ in
      guard word == span.word, letters < span.length else { return }
      if start == nil { start = offset }
      letters += 1
      end = offset + 1
    }
    guard let start, var end, letters == span.length else { return nil }
    let scalars = Array(latinName.unicodeScalars)
    while end < scalars.count && scalars[end].properties.generalCategory == .nonspacingMark { end += 1 }
    return start..<end
  }

  /// The digit (ASCII `2`…`9`, or the digit itself) typed for a letter or digit; nil for
  /// characters without a key. Latin letters with accents fold to their base letter.
  public static func digit(for scalar: Unicode.Scalar) -> UInt8? {
    var v = scalar.value
    if v >= 0x80 {
      // Fold precomposed Latin letters (é, Å, ç, …) through their canonical decomposition.
      v = cicu_canonical_base(v)
      guard v < 0x80 else { return nil }
    }
    switch v {
    case 0x30...0x39: return UInt8(v)
    case 0x41...0x5A: return keypad[Int(v - 0x41)]
    case 0x61...0x7A: return keypad[Int(v - 0x61)]
    default: return nil
    }
  }

  /// a…z to their keys: abc 2, def 3, ghi 4, jkl 5, mno 6, pqrs 7, tuv 8, wxyz 9.
  private static let keypad: [UInt8] = Array("22233344455566677778889999".utf8)

  /// The digits of the whole name, words run together.
  public var digits: String { String(decoding: words.joined(), as: UTF8.self) }

  /// How typed digits matched a name.
  public struct Match: Sendable, Hashable {
    /// Where the match starts, for ranking.
    public enum Kind: Sendable, Hashable {
      /// From the start of the first word (ranked first).
      case nameStart
      /// From the start of a later word.
      case wordStart
      /// The initials of the first two or last two words.
      case initials
    }

    /// Where the match starts.
    public var kind: Kind
    /// The matched letters: (word position, letters matched in it), in order.
    public var spans: [Span]
  }

  /// Letters matched in one word: the first `length` letters of word `word`.
  public struct Span: Sendable, Hashable {
    /// Position of the word among ``T9Key/words``.
    public var word: Int
    /// Letters matched from the word's start.
    public var length: Int
  }

  /// How `typed` (ASCII digits; other characters are ignored) matches this name, or nil.
  public func match(_ typed: String) -> Match? {
    let query = typed.utf8.filter { $0 >= 0x30 && $0 <= 0x39 }
    guard !query.isEmpty else { return nil }
    for start in words.indices {
      if let spans = run(query, from: start) {
        return Match(kind: start == 0 ? .nameStart : .wordStart, spans: spans)
      }
    }
    if query.count == 2, words.count >= 2 {
      let n = words.count
      for pair in [(0, 1), (n - 2, n - 1)] where words[pair.0].first == query[0] && words[pair.1].first == query[1] {
        return Match(kind: .initials, spans: [Span(word: pair.0, length: 1), Span(word: pair.1, length: 1)])
      }
    }
    return nil
  }

  /// Matches `query` against the words from `start` on, run together; the spans when it does.
  private func run(_ query: [UInt8], from start: Int) -> [Span]? {
    var spans: [Span] = []
    var q = 0
    var w = start
    while q < query.count {
      guard w < words.count else { return nil }
      let word = words[w]
      var i = 0
      while i < word.count && q < query.count {
        if word[i] != query[q] { return nil }
        i += 1
        q += 1
      }
      spans.append(Span(word: w, length: i))
      w += 1
    }
    return spans
  }
}

/// Primitives for finding people by name (issue 7's search builds on these): accent- and
/// case-insensitive prefix keys, the Latin form of a name in any script (so `zhang` finds
/// 张伟 and `petr` finds Пётр), word splitting, Korean initial consonants and T9 keys.
///
/// Holds ICU transliterators (with a result cache), so use one matcher per thread.
public final class NameMatcher {
  /// The primary-strength collator for the locale (thread-safe, may be shared).
  public let collator: Collator
  private var pinyin = Lazy { try PinyinReader() }
  private var latin = Lazy { try Transliterator(id: Transliterator.ID.latinASCII + "; Any-Lower") }
  /// Russian letters as English speakers spell them (BGN/PCGN: Я ya, Ж zh, Ч ch, Ш sh, Х kh),
  /// other Cyrillic letters as ``latin`` reads them; soft and hard signs dropped.
  private var cyrillicEnglish = Lazy {
    try Transliterator(id: "Russian-Latin/BGN; Any-Latin; Latin-ASCII; Any-Lower; [\\u0027\\u02B9\\u02BA\\u0022] Remove")
  }

  /// A matcher comparing names the way `locale` does (its letters, accents and case rules).
  public init(locale: String = "en") throws(NamesError) {
    collator = try Collator(locale: locale, strength: .primary)
  }

  /// The match key of a word or query.
  public func matchKey(_ text: String) -> MatchKey {
    var bytes: [UInt8] = []
    collator.appendSortKey(of: text, to: &bytes)
    if bytes.last == 0 { bytes.removeLast() }
    return MatchKey(bytes: bytes)
  }

  /// True when `word` starts with `query`, ignoring case and accents (primary strength).
  public func word(_ word: String, hasPrefix query: String) -> Bool {
    matchKey(word).hasPrefix(matchKey(query))
  }

  /// The words of a name: runs of letters, digits and marks; everything else separates words.
  /// Chinese and Japanese text, written without spaces, is one word per run.
  public static func words(of text: String) -> [String] {
    var words: [String] = []
    forEachWord(of: text) { words.append($0) }
    return words
  }

  /// Calls `body` with each word of ``words(of:)``, in order, without making the list. Text
  /// that is all ASCII (most names in most books) is split byte by byte.
  static func forEachWord(of text: String, _ body: (String) -> Void) {
    var text = text
    let wasASCII = text.withUTF8 { b -> Bool in
      var i = 0
      while i < b.count, b[i] < 0x80 { i += 1 }
      guard i == b.count else { return false }
      var start = -1
      for i in 0..<b.count {
        if ASCII.isAlnum(b[i]) {
          if start < 0 { start = i }
        } else if start >= 0 {
          body(String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self))
          start = -1
        }
      }
      if start >= 0 { body(String(decoding: UnsafeBufferPointer(rebasing: b[start...]), as: UTF8.self)) }
      return true
    }
    if wasASCII { return }
    let scalars = text.unicodeScalars
    var start: String.Index?
    var i = scalars.startIndex
    while i != scalars.endIndex {
      if isWordScalar(scalars[i]) {
        if start == nil { start = i }
      } else if let s = start {
        body(String(scalars[s..<i]))
        start = nil
      }
      scalars.formIndex(after: &i)
    }
    if let s = start { body(String(scalars[s...])) }
  }

  /// A letter, a digit or a combining mark. An ASCII scalar is answered by its value (the same
  /// answer: ASCII has no marks), which spares most names the Unicode property lookups.
  @inline(__always)
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return ASCII.isAlnum(UInt8(truncatingIfNeeded: scalar.value)) }
    let p = scalar.properties
    return p.isAlphabetic || p.numericType != nil || p.generalCategory == .nonspacingMark
      || p.generalCategory == .spacingMark
  }

  /// The name in lower-case ASCII Latin letters where ICU can transliterate it: `Пётр` →
  /// `petr`, `张伟` → `zhang wei` (surname readings: `曾` → `zeng`), `やまだ` → `yamada`,
  /// `Ærøskøbing` → `aeroskobing`. Text in scripts without a transliteration stays as it is.
  public func latinForm(of name: String) -> String {
    if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.lowercased() }
    var text = name
    if Script.ofFirstLetter(in: name) == .han && !NameReader.containsKana(name), let pinyin = pinyin.value {
      text = pinyin.nameReading(name)
      if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    }
    return latin.value?.transliterate(text) ?? text.lowercased()
  }

  /// Other spellings a person may type for the name, besides the name and its
  /// ``latinForm(of:)``: a Russian name as English speakers write it (`Юлия Яковлева` →
  /// `yuliya yakovleva`, where the Latin form is `ulia akovleva`), and a name with its
  /// apostrophes and hyphens left out (`O'Brien` → `OBrien`, `Jean-Luc` → `JeanLuc`), so that
  /// `obrien` and `jeanluc` find them. Each differs from the name and from its Latin form.
  public func otherSpellings(of name: String, latinForm: String?) -> [String] {
    var out: [String] = []
    func add(_ spelling: String) {
      if spelling != name && spelling != latinForm && !out.contains(spelling) && !spelling.isEmpty { out.append(spelling) }
    }
    if !name.utf8.allSatisfy({ $0 < 0x80 }), Script.text(name, contains: .cyrillic), let english = cyrillicEnglish.value?.transliterate(name) { add(english) }
    for text in [name, latinForm] {
      // A byte test first: most names have no `'` or `-` and no byte beyond ASCII.
      guard let text, text.utf8.contains(where: { $0 == 0x27 || $0 == 0x2D || $0 >= 0x80 }),
        text.unicodeScalars.contains(where: Self.isJoiner)
      else { continue }
      add(String(String.UnicodeScalarView(text.unicodeScalars.filter { !Self.isJoiner($0) })))
    }
    return out
  }

  /// An apostrophe or hyphen inside a name (`O'Brien`, `D’Angelo`, `Jean-Luc`).
  private static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x27, 0x2D, 0x2019, 0x02BC, 0x2010, 0x2011: true
    default: false
    }
  }

  /// The T9 keys of a name, through its Latin form (so non-Latin names can be dialled too).
  public func t9Key(for name: String) -> T9Key {
    T9Key(latinName: latinForm(of: name))
  }

  /// The initial consonants (choseong, as compatibility jamo) of the Hangul syllables of
  /// `text`, which Korean phone books search by: `김민준` → `ㄱㅁㅈ`. Other characters are dropped.
  public static func hangulInitials(of text: String) -> String {
    // Compatibility jamo for the 19 leading consonants, in syllable order (Unicode ch. 3.12).
    let initials: [UInt32] = [
      0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
      0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
    ]
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let v = scalar.value
      if v >= 0xAC00 && v <= 0xD7A3 {
        out.append(Unicode.Scalar(initials[Int((v - 0xAC00) / 588)])!)
      } else if (0x3131...0x314E).contains(v) {
        out.append(scalar)  // already a consonant (a query typed as initials)
      }
    }
    return String(out)
  }
}

@available(*, unavailable, message: "holds ICU transliterators; use one NameMatcher per thread")
extension NameMatcher: Sendable {}

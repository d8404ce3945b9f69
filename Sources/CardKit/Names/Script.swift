internal import CICU

/// The writing system of a character, as far as names need it (ICU script property).
public enum Script: Sendable, Hashable {
  /// Digits, punctuation, symbols, spaces: shared by all scripts.
  case common
  /// Combining marks, which take the script of the letter before them.
  case inherited
  /// Alphabetic and syllabic scripts that names are written in (ICU script codes Latn, Grek, Cyrl,
  /// Armn, Hebr, Arab, Deva, Thai, Hang).
  case latin, greek, cyrillic, armenian, hebrew, arabic, devanagari, thai, hangul
  /// Japanese kana, Chinese characters (also used in Japanese and Korean) and Bopomofo.
  case hiragana, katakana, han, bopomofo
  /// Any other script.
  case other

  /// The script of one code point. ASCII is answered without calling ICU.
  public init(_ scalar: Unicode.Scalar) {
    let v = scalar.value
    if v < 0x80 {
      let lower = v | 0x20
      self = lower >= 0x61 && lower <= 0x7A ? .latin : .common
      return
    }
    switch Int(cicu_script_of(v)) {
    case Int(CICU_SCRIPT_COMMON): self = .common
    case Int(CICU_SCRIPT_INHERITED): self = .inherited
    case Int(CICU_SCRIPT_LATIN): self = .latin
    case Int(CICU_SCRIPT_GREEK): self = .greek
    case Int(CICU_SCRIPT_CYRILLIC): self = .cyrillic
    case Int(CICU_SCRIPT_ARMENIAN): self = .armenian
    case Int(CICU_SCRIPT_HEBREW): self = .hebrew
    case Int(CICU_SCRIPT_ARABIC): self = .arabic
    case Int(CICU_SCRIPT_DEVANAGARI): self = .devanagari
    case Int(CICU_SCRIPT_THAI): self = .thai
    case Int(CICU_SCRIPT_HANGUL): self = .hangul
    case Int(CICU_SCRIPT_HIRAGANA): self = .hiragana
    case Int(CICU_SCRIPT_KATAKANA): self = .katakana
    case Int(CICU_SCRIPT_HAN): self = .han
    case Int(CICU_SCRIPT_BOPOMOFO): self = .bopomofo
    default: self = .other
    }
  }

  /// Chinese, Japanese and Korean scripts, whose names are written family name first with no
  /// space between the parts.
  public var isCJK: Bool {
    switch self {
    case .han, .hiragana, .katakana, .hangul, .bopomofo: true
    default: false
    }
  }

  /// Japanese syllabaries.
  public var isKana: Bool { self == .hiragana || self == .katakana }

  /// The script of the first letter of `text` (digits, punctuation and marks are skipped), or
  /// nil when it has no letter.
  public static func ofFirstLetter(in text: String) -> Script? {
    for scalar in text.unicodeScalars {
      if scalar.value < 0x80 {
        if Script(scalar) == .latin { return .latin }
        continue
      }
      guard scalar.properties.isAlphabetic else { continue }
      let script = Script(scalar)
      if script != .common && script != .inherited { return script }
    }
    return nil
  }

  /// True when `text` contains a letter of `script`.
  public static func text(_ text: String, contains script: Script) -> Bool {
    text.unicodeScalars.contains { $0.value >= 0x80 && Script($0) == script }
  }
}

/// Recognizes garbage labels: text that names nothing a person would call a phone or address.
///
/// A label is garbage when it is empty, holds control, private-use or unassigned characters or
/// U+FFFD, has no letters (`123`, `x-123`, `---`), has more digits than letters, is a software
/// placeholder (`null`, `undefined`, `n/a`), or every word is a keyboard or alphabet run
/// (`asdf`, `qwerty`, `abcd`), one letter repeated (`xxx`) or five or more consonants without a
/// vowel (`sdfgh`). Anything else, such as `Emergency` or `Son's school`, is meaningful text.
enum LabelNoise {
  static func isGarbage(_ text: String) -> Bool {
    let trimmed = LabelText.trimmed(text)
    if trimmed.isEmpty { return true }
    var letters = 0
    var digits = 0
    for scalar in trimmed.unicodeScalars {
      let properties = scalar.properties
      switch properties.generalCategory {
      case .control, .privateUse, .unassigned, .surrogate: return true
      case .decimalNumber: digits += 1
      default: break
      }
      if scalar == "\u{FFFD}" || properties.isNoncharacterCodePoint { return true }
      if properties.isAlphabetic { letters += 1 }
    }
    if letters == 0 || digits > letters { return true }
    let phrase = LabelText.phrase(trimmed)
    if LabelVocabulary.placeholders.contains(phrase) { return true }
    let words = phrase.split(separator: " ").filter { word in word.contains { $0.isLetter } }
    return !words.isEmpty && words.allSatisfy { isNoiseWord($0) }
  }

  private static let rows: [[UInt8]] = [
    "qwertyuiop", "asdfghjkl", "zxcvbnm", "qwertzuiop", "yxcvbnm", "azertyuiop", "qsdfghjklm", "wxcvbn",
    "abcdefghijklmnopqrstuvwxyz", "1234567890",
  ].map { Array($0.utf8) }

  /// A word of ASCII letters that is a run of keys or of the alphabet (4 or more, either
  /// direction), one letter repeated 3 or more times, or 5 or more letters without a vowel.
  static func isNoiseWord(_ word: Substring) -> Bool {
    let bytes = Array(word.utf8)
    guard !bytes.isEmpty, bytes.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }) else {
      return false
    }
    if bytes.count >= 3 && bytes.allSatisfy({ $0 == bytes[0] }) { return true }
    if bytes.count >= 4 {
      let reversed = Array(bytes.reversed())
      for row in rows where contains(row, bytes) || contains(row, reversed) { return true }
    }
    if bytes.count >= 5 && !bytes.contains(where: { "aeiouy".utf8.contains($0) }) { return true }
    return false
  }

  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
      if Array(haystack[start..<(start + needle.count)]) == needle { return true }
    }
    return false
  }
}

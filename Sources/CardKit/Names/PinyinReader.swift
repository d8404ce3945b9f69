/// Pinyin readings of Chinese names, fast enough for large address books.
///
/// ICU's `Han-Latin` costs about 10 µs per character per call, and an address book's full
/// names rarely repeat, so transliterating whole names (even with a cache) takes seconds for
/// 100,000 Chinese names. Readings are therefore built from cached pieces that reproduce
/// whole-name transliteration:
/// - a family name or full name (`Han-Latin/Names`): its first two characters as one unit
///   (compound surnames: 万俟 reads Moqi, 长孙 Zhangsun), then each further character read in
///   an inner position of a name (曾 still Zeng, 单 no longer Shan);
/// - a given name (`Han-Latin`): character by character, which equals whole-name output.
/// Text mixing Han with other characters is transliterated whole (and cached).
final class PinyinReader {
  private let names: Transliterator
  private let plain: Transliterator
  private var innerReadings: [Unicode.Scalar: String] = [:]
  private var plainReadings: [Unicode.Scalar: String] = [:]

  init() throws(NamesError) {
    names = try Transliterator(id: Transliterator.ID.pinyinForNames, cacheLimit: 65_536)
    plain = try Transliterator(id: Transliterator.ID.pinyin, cacheLimit: 16_384)
  }

  /// The reading of a family name or a full name written family name first.
  func nameReading(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count > 2, scalars.allSatisfy(Self.isHan) else { return names.transliterate(text) }
    var reading = names.transliterate(String(String.UnicodeScalarView(scalars[0..<2])))
    for scalar in scalars[2...] {
      reading += " "
      reading += innerReading(scalar)
    }
    return reading
  }

  /// The reading of a given name (ordinary readings, no surname rules).
  func givenReading(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > 1, scalars.allSatisfy(Self.isHan) else { return plain.transliterate(text) }
    var reading = ""
    for scalar in scalars {
      if !reading.isEmpty { reading += " " }
      if let cached = plainReadings[scalar] {
        reading += cached
      } else {
        let r = plain.transliterate(String(scalar))
        plainReadings[scalar] = r
        reading += r
      }
    }
    return reading
  }

  /// How `Han-Latin/Names` reads a character after the start of a name: transliterate it
  /// behind 一 (read "yi", one syllable) and keep what follows the first space.
  private func innerReading(_ scalar: Unicode.Scalar) -> String {
    if let cached = innerReadings[scalar] { return cached }
    let both = names.transliterate("一" + String(scalar))
    let reading = both.firstIndex(of: " ").map { String(both[both.index(after: $0)...]) } ?? both
    innerReadings[scalar] = reading
    return reading
  }

  /// CJK ideographs (the unified blocks and compatibility ideographs).
  static func isHan(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x3134F: Script(scalar) == .han
    default: false
    }
  }
}

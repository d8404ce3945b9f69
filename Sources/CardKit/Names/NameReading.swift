/// What a card is sorted and filed by: the fields in sort order, each with the text read for
/// collation (pinyin for Chinese, a transliteration when asked) and the text as written.
struct NameReading {
  /// The field texts as written (or as given by SORT-AS / phonetic name).
  var fields: [String]
  /// The same fields as read for collation.
  var readings: [String]
  var displayName: String
  var source: DisplayNameFormatter.Source
  /// True when the first field starts with a digit or symbol, or the card has no name: such
  /// cards go in the `#` section.
  var filesUnderNumber: Bool
}

/// Which part of a name a field is, since Chinese surnames read differently (曾 Zeng, 单 Shan).
enum NameFieldRole {
  case family, given, whole
}

/// Computes ``NameReading``s. Holds transliterators, so one per thread.
final class NameReader {
  let options: NameSortOptions
  private let pinyinForNames: Transliterator
  private let pinyin: Transliterator
  private let latin: Transliterator
  private let hanAsPinyin: Bool

  init(options: NameSortOptions) throws(NamesError) {
    self.options = options
    pinyinForNames = try Transliterator(id: Transliterator.ID.pinyinForNames)
    pinyin = try Transliterator(id: Transliterator.ID.pinyin)
    latin = try Transliterator(id: Transliterator.ID.latinASCII)
    hanAsPinyin = options.readsHanAsPinyin
  }

  func reading(for card: Card) -> NameReading {
    let (display, source) = options.format.resolve(card)
    let fields = sortFields(card, display: display, source: source)
    let texts = fields.map(\.0)
    let readings = fields.map { read($0.0, as: $0.1) }
    let first = texts.first ?? ""
    return NameReading(
      fields: texts, readings: readings, displayName: display, source: source,
      filesUnderNumber: source.isNameless || !Self.startsWithLetter(first))
  }

  /// The fields of `card` in sort order, with their roles; never empty.
  private func sortFields(_ card: Card, display: String, source: DisplayNameFormatter.Source) -> [(String, NameFieldRole)] {
    if source.isNameless { return [(display, .whole)] }
    if let sortString = card.extraText(.sortString)?.trimmedName, !sortString.isEmpty {
      return [(sortString, .whole)]  // vCard 3.0 SORT-STRING
    }
    switch source {
    case .organization:
      let sortAs = card.organization?.parameters.values(.sortAs)?.first?.trimmedName ?? ""
      return [(sortAs.isEmpty ? display : sortAs, .whole)]
    case .name, .formattedName, .nickname:
      let name = card.name?.value ?? StructuredName()
      let sortAs = (card.name?.parameters.values(.sortAs) ?? []).map(\.trimmedName)
      let phonetic = card.phoneticName
      func pick(_ i: Int, _ phoneticPart: String, _ written: [String]) -> String {
        if i < sortAs.count, !sortAs[i].isEmpty { return sortAs[i] }
        let p = phoneticPart.trimmedName
        if !p.isEmpty { return p }
        return source == .name ? written.map(\.trimmedName).filter { !$0.isEmpty }.joined(separator: " ") : ""
      }
      let family = pick(0, phonetic.familyName, name.family)
      let given = pick(1, phonetic.givenName, name.given)
      let middle = pick(2, phonetic.additionalName, name.additional)
      let hasReading = !sortAs.allSatisfy(\.isEmpty) || !phonetic.isEmpty
      if family.isEmpty && given.isEmpty && middle.isEmpty { return [(display, .whole)] }
      if source != .name && !hasReading { return [(display, .whole)] }
      var ordered: [(String, NameFieldRole)]
      switch options.sortBy {
      case .family: ordered = [(family, .family), (given, .given), (middle, .given)]
      case .given: ordered = [(given, .given), (middle, .given), (family, .family)]
      case .display:
        if !hasReading { return [(display, .whole)] }
        ordered = options.format.isFamilyFirst(name)
          ? [(family, .family), (given, .given), (middle, .given)]
          : [(given, .given), (middle, .given), (family, .family)]
      }
      ordered.removeAll { $0.0.isEmpty }
      return ordered
    case .email, .phone, .none:
      return [(display, .whole)]
    }
  }

  /// The text collation sees for a field: pinyin for Chinese names, a Latin transliteration
  /// for other scripts when ``NameSortOptions/transliterate`` is on, else the text itself.
  func read(_ text: String, as role: NameFieldRole) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
    guard let script = Script.ofFirstLetter(in: text) else { return text }
    if script == .han && (hanAsPinyin || options.transliterate) && !Self.containsKana(text) {
      return (role == .given ? pinyin : pinyinForNames).transliterate(text)
    }
    if options.transliterate && script != .latin {
      return latin.transliterate(text)
    }
    return text
  }

  /// Android's rule for the `#` section: skip spaces and `+ ( ) . - #`, then the first
  /// character must be a letter.
  static func startsWithLetter(_ text: String) -> Bool {
    text.unicodeScalars.first(where: { !isLeadingSeparator($0) })?.properties.isAlphabetic ?? false
  }

  /// The text from its first significant character on (`-Dash` files under D, not `…`).
  static func droppingLeadingSeparators(_ text: String) -> String {
    guard let first = text.unicodeScalars.first, isLeadingSeparator(first) else { return text }
    return String(text.unicodeScalars.drop(while: isLeadingSeparator))
  }

  private static func isLeadingSeparator(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "+", "(", ")", ".", "-", "#": true
    default: scalar.properties.isWhitespace
    }
  }

  static func containsKana(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      (0x3040...0x30FF).contains($0.value) || (0xFF66...0xFF9D).contains($0.value)
    }
  }
}

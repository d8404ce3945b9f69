/// What a card is sorted and filed by: the fields in sort order, each with the text read for
/// collation (pinyin for Chinese, a transliteration when asked) and the text as written.
struct NameReading {
  /// The field texts as written (or as given by SORT-AS / phonetic name).
  var fields: [String]
  /// The same fields as read for collation.
  var readings: [String]
  /// The display name, when asked for (empty otherwise; a sort key does not need it).
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
  /// Opened on first use: the first ICU transliterator of a process costs ~0.1 s to build,
  /// which a list without Chinese names (or without `transliterate`) need not pay.
  private var pinyin = Lazy { try PinyinReader() }
  private var latin = Lazy { try Transliterator(id: Transliterator.ID.latinASCII) }
  private let hanAsPinyin: Bool
  /// Chinese readers read kanji in pinyin even in a Japanese name; others keep ICU's order.
  private let kanaBlocksPinyin: Bool

  init(options: NameSortOptions) {
    self.options = options
    hanAsPinyin = options.readsHanAsPinyin
    kanaBlocksPinyin = !LocaleTag(options.locale).isChinese
  }

  /// What `card` is sorted and filed by; its display name is composed when `displayName` is
  /// true or when a field falls back to it.
  func reading(for card: borrowing Card, displayName: Bool = false) -> NameReading {
    let (fields, display, source) = self.fields(card, displayName: displayName)
    let texts = fields.map(\.0)
    let readings = fields.map { read($0.0, as: $0.1) }
    let first = texts.first ?? ""
    return NameReading(
      fields: texts, readings: readings, displayName: display, source: source,
      filesUnderNumber: source.isNameless || !Self.startsWithLetter(first))
  }

  /// The fields of `card` in sort order with their roles (never empty), where its display
  /// name comes from, and the display name when asked for or sorted by (empty otherwise).
  private func fields(_ card: borrowing Card, displayName: Bool) -> (fields: [(String, NameFieldRole)], display: String, source: DisplayNameFormatter.Source) {
    let source = options.format.source(of: card)
    let named = sortFields(card, source: source)
    let display = displayName || named == nil ? options.format.text(of: card, from: source) : ""
    return (named ?? [(display, .whole)], display, source)
  }

  /// The fields of `card` in sort order, with their roles, never empty; nil when the card is
  /// sorted by its whole display name.
  private func sortFields(_ card: borrowing Card, source: DisplayNameFormatter.Source) -> [(String, NameFieldRole)]? {
    if source.isNameless { return nil }
    let extras = SortExtras(card)
    // vCard 3.0 SORT-STRING: one text, in practice the family name (RFC 2426's example is the
    // family name of a name with a prefix), so sorting by given name does not take it.
    if let sortString = extras.sortString, options.sortBy != .given { return [(sortString, .whole)] }
    switch source {
    case .organization:
      let sortAs = card.organization?.parameters.values(.sortAs)?.first?.trimmedName ?? ""
      return sortAs.isEmpty ? nil : [(sortAs, .whole)]
    case .name, .formattedName, .nickname:
      let name = card.name?.value ?? StructuredName()
      let sortAs = (card.name?.parameters.values(.sortAs) ?? []).map(\.trimmedName)
      func pick(_ i: Int, _ phoneticPart: String, _ written: [String]) -> String {
        if i < sortAs.count, !sortAs[i].isEmpty { return sortAs[i] }
        if !phoneticPart.isEmpty { return phoneticPart }
        guard source == .name else { return "" }
        if written.count == 1 { return written[0].trimmedName }
        return written.map(\.trimmedName).filter { !$0.isEmpty }.joined(separator: " ")
      }
      let family = pick(0, extras.phoneticFamily, name.family)
      let given = pick(1, extras.phoneticGiven, name.given)
      let middle = pick(2, extras.phoneticMiddle, name.additional)
      let phoneticIsEmpty = extras.phoneticFamily.isEmpty && extras.phoneticGiven.isEmpty && extras.phoneticMiddle.isEmpty
      let hasReading = !sortAs.allSatisfy(\.isEmpty) || !phoneticIsEmpty
      if family.isEmpty && given.isEmpty && middle.isEmpty { return nil }
      if source != .name && !hasReading { return nil }
      var ordered: [(String, NameFieldRole)]
      switch options.sortBy {
      case .family: ordered = [(family, .family), (given, .given), (middle, .given)]
      case .given: ordered = [(given, .given), (middle, .given), (family, .family)]
      case .display:
        if !hasReading { return nil }
        ordered = options.format.isFamilyFirst(name)
          ? [(family, .family), (given, .given), (middle, .given)]
          : [(given, .given), (middle, .given), (family, .family)]
      }
      ordered.removeAll { $0.0.isEmpty }
      return ordered
    case .email, .phone, .none:
      return nil
    }
  }

  /// The text collation sees for a field: pinyin for Chinese names, a Latin transliteration
  /// for other scripts when ``NameSortOptions/transliterate`` is on, else the text itself.
  func read(_ text: String, as role: NameFieldRole) -> String {
    guard let script = Self.nonASCIIScript(of: text) else { return text }
    if readsAsPinyin(text, script: script), let pinyin = pinyin.value {
      return role == .given ? pinyin.givenReading(text) : pinyin.nameReading(text)
    }
    if options.transliterate && script != .latin, let latin = latin.value {
      return latin.transliterate(text)
    }
    return text
  }

  /// Whether reading `card` takes the pinyin transliterator (``PinyinReader``).
  func needsPinyin(_ card: borrowing Card) -> Bool {
    fields(card, displayName: false).fields.contains { field in
      Self.nonASCIIScript(of: field.0).map { readsAsPinyin(field.0, script: $0) } ?? false
    }
  }

  /// The script of the first letter of a text that is not all ASCII (ASCII text is read as it
  /// is written); nil for ASCII text or a text without letters.
  private static func nonASCIIScript(of text: String) -> Script? {
    text.utf8.allSatisfy { $0 < 0x80 } ? nil : Script.ofFirstLetter(in: text)
  }

  private func readsAsPinyin(_ text: String, script: Script) -> Bool {
    script == .han && (hanAsPinyin || options.transliterate) && !(kanaBlocksPinyin && Self.containsKana(text))
  }

  /// Android's rule for the `#` section: skip spaces and `+ ( ) . - #`, then the first
  /// character must be a letter.
  static func startsWithLetter(_ text: String) -> Bool {
    if let b = text.utf8.first, b < 0x80, b != 0x20, b != 0x09 {
      let lower = b | 0x20
      if lower >= 0x61 && lower <= 0x7A { return true }  // fast path: an ASCII letter
    }
    return text.unicodeScalars.first(where: { !isLeadingSeparator($0) })?.properties.isAlphabetic ?? false
  }

  /// The text from its first significant character on (`-Dash` files under D, not `…`).
  static func droppingLeadingSeparators(_ text: String) -> String {
    guard let first = text.unicodeScalars.first, isLeadingSeparator(first) else { return text }
    return String(text.unicodeScalars.drop(while: isLeadingSeparator))
  }

  private static func isLeadingSeparator(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "+", "(", ")", ".", "-", "#": true
    default: scalar.isSpace
    }
  }

  static func containsKana(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      (0x3040...0x30FF).contains($0.value) || (0xFF66...0xFF9D).contains($0.value)
    }
  }
}

/// The extension properties that change how a card sorts, read in one pass over its extras.
struct SortExtras {
  var sortString: String?
  var phoneticFamily = ""
  var phoneticGiven = ""
  var phoneticMiddle = ""

  init(_ card: borrowing Card) {
    guard !card.extras.isEmpty else { return }
    func text(_ raw: RawProperty) -> String { TextEscaping.unescape(raw.value).trimmedName }
    var seen: UInt8 = 0  // the first of each property counts, like Card.extraText
    func first(_ bit: UInt8) -> Bool {
      defer { seen |= bit }
      return seen & bit == 0
    }
    for raw in card.extras {
      switch raw.name {
      case .sortString where first(1):
        let t = text(raw)
        sortString = t.isEmpty ? nil : t
      case .xPhoneticLastName where first(2): phoneticFamily = text(raw)
      case .xPhoneticFirstName where first(4): phoneticGiven = text(raw)
      case .xPhoneticMiddleName where first(8): phoneticMiddle = text(raw)
      default: break
      }
    }
  }
}

/// A value made on first use. If making it fails (ICU data missing), it stays nil and callers
/// fall back to the untransliterated text.
struct Lazy<Value> {
  private var made: Value?
  private var failed = false
  private let make: () throws -> Value

  init(_ make: @escaping () throws -> Value) {
    self.make = make
  }

  var value: Value? {
    mutating get {
      if made == nil && !failed {
        made = try? make()
        failed = made == nil
      }
      return made
    }
  }
}

/// The searchable data of a contiguous range of cards, made on one thread with its own ICU
/// matcher, sorter and libphonenumber service; shards are then joined in card order.
struct SearchShard: Sendable {
  var names = NameStore()
  var dial = DialStore()
  var numbers = NumberStore()
  /// Display name of each card.
  var displayNames: [String] = []
  /// Collation sort key of each card (``NameSorter``), for ordering results.
  var sortKeys: [[UInt8]] = []

  /// Appends the next shard's cards.
  mutating func append(_ other: SearchShard) {
    names.append(other.names)
    dial.append(other.dial)
    numbers.append(other.numbers)
    displayNames += other.displayNames
    sortKeys += other.sortKeys
  }
}

/// Fills a ``SearchShard`` card by card. Holds ICU transliterators and a libphonenumber
/// context, so one builder per thread.
final class SearchShardBuilder {
  private let options: SearchOptions
  private let bookRegion: PhoneRegion?
  private let matcher: NameMatcher
  private let sorter: NameSorter
  private let service = PhoneNumberService()
  private var resolver = PhoneRegionResolver()
  private(set) var shard = SearchShard()

  init(options: SearchOptions, bookRegion: PhoneRegion?) throws(NamesError) {
    self.options = options
    self.bookRegion = bookRegion
    matcher = try NameMatcher(locale: options.locale)
    sorter = try NameSorter(options: options.names)
  }

  /// Adds card `index` (its position in the whole book).
  func add(_ card: Card, index: Int) {
    let (display, source) = options.names.format.resolve(card)
    shard.displayNames.append(display)
    shard.sortKeys.append(sorter.sortKey(for: card).bytes)
    let texts = CardNameTexts(card, display: display, source: source, format: options.names.format)
    if options.queries.contains(.names) { addNames(texts, card: index, coveredByDisplay: source == .name) }
    if options.queries.contains(.keypad) { addDialNames(texts, card: index) }
    if !options.queries.isDisjoint(with: [.keypad, .phones]) { addNumbers(card, index: index) }
    shard.names.endCard()
    shard.dial.endCard()
    shard.numbers.endCard()
  }

  // MARK: Names

  private var latinForms: [String: String] = [:]

  /// The Latin form of a text that needs one (see ``CardNameTexts/needsLatinForm(_:)``).
  private func latinForm(_ text: String) -> String? {
    guard CardNameTexts.needsLatinForm(text) else { return nil }
    if let known = latinForms[text] { return known }
    let latin = matcher.latinForm(of: text)
    if latinForms.count > 4096 { latinForms.removeAll(keepingCapacity: true) }
    latinForms[text] = latin
    return latin
  }

  private func addNames(_ texts: CardNameTexts, card: Int, coveredByDisplay: Bool) {
    for text in texts.all {
      addNameLine(card: card, text: text, flags: text.isFullName ? .fullName : [], string: text.text)
    }
    // The words of the name parts are the display name's words, whose Latin form is added;
    // but a display name written without spaces (김민준, 王小明) is one word, or in its Latin
    // form one word a syllable: there, a part's Latin form joined into one word (`minjun`,
    // `xiaoming`) is a word the display name's Latin form lacks.
    let display = coveredByDisplay ? texts.all.first?.text : nil
    let unspacedDisplay = display.map { !$0.contains(" ") && CardNameTexts.needsLatinForm($0) } ?? false
    var displayWords: [String]?
    for text in texts.all {
      if text.field == .familyName {
        // A Korean family name also as Koreans spell it in Latin letters (김: kim, not gim).
        for spelling in KoreanSurnames.spellings(of: text.text) {
          addNameLine(card: card, text: text, flags: .transliterated, string: spelling)
        }
      }
      if coveredByDisplay && text.isNamePart {
        guard unspacedDisplay, let latin = latinForm(text.text) else { continue }
        let joined = NameMatcher.words(of: latin).joined()
        if displayWords == nil { displayWords = display.flatMap(latinForm).map(NameMatcher.words) ?? [] }
        if !joined.isEmpty && !displayWords!.contains(joined) {
          addNameLine(card: card, text: text, flags: .transliterated, string: joined)
        }
        continue
      }
      let latin = latinForm(text.text)
      let flags: NameStore.Flags = text.isFullName ? [.fullName, .transliterated] : .transliterated
      for other in matcher.otherSpellings(of: text.text, latinForm: latin) {
        addNameLine(card: card, text: text, flags: flags, string: other)
      }
      guard let latin else { continue }
      addNameLine(card: card, text: text, flags: flags, string: latin)
      if text.isFullName, Script.text(text.text, contains: .hangul) {
        let initials = NameMatcher.hangulInitials(of: text.text)
        if !initials.isEmpty { addNameLine(card: card, text: text, flags: .transliterated, string: initials) }
      }
    }
  }

  private func addNameLine(card: Int, text: CardNameTexts.Text, flags: NameStore.Flags, string: String) {
    let keys = NameMatcher.words(of: string).map(matcher.matchKey)
    shard.names.addLine(card: card, field: text.field, value: text.valueIndex, flags: flags, text: string, keys: keys)
  }

  private func addDialNames(_ texts: CardNameTexts, card: Int) {
    for text in texts.all where text.isFullName {
      let latin = latinForm(text.text)
      let string = latin ?? text.text
      shard.dial.addLine(card: card, field: text.field, text: string, transliterated: latin != nil, key: T9Key(latinName: string))
    }
  }

  // MARK: Numbers

  private func addNumbers(_ card: Card, index: Int) {
    guard !card.phones.isEmpty else { return }
    let region: PhoneRegion?
    switch options.region {
    case .fixed(let fixed): region = fixed
    case .auto: region = resolver.region(of: card)?.region ?? bookRegion
    }
    for (position, phone) in card.phones.enumerated() {
      let number = try? service.parse(phone.value, region: region)
      let dialled = number.map { trunkPrefix(countryCode: $0.countryCode) + $0.nationalSignificantNumber } ?? ""
      shard.numbers.add(card: index, phone: position, text: phone.value, number: number, dialled: dialled)
    }
  }

  private var trunkPrefixes: [Int: String] = [:]

  /// The trunk prefix dialled before a national number inside its country (`0` in the UK and
  /// Germany, `8` in Russia, none in Italy or the NANP), read off the national format of the
  /// main region's example number (libphonenumber has the prefix in its metadata but the shim
  /// does not expose it).
  private func trunkPrefix(countryCode: Int) -> String {
    if let known = trunkPrefixes[countryCode] { return known }
    var prefix = ""
    if let region = PhoneRegion(countryCallingCode: countryCode),
      let example = service.exampleNumber(for: region, type: .fixedLine) ?? service.exampleNumber(for: region, type: .mobile)
    {
      let national = service.format(example, .national).filter(\.isNumber)
      let significant = example.nationalSignificantNumber
      if national.hasSuffix(significant) { prefix = String(national.dropLast(significant.count)) }
    }
    trunkPrefixes[countryCode] = prefix
    return prefix
  }
}

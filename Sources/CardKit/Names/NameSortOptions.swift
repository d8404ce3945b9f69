/// The name a list is sorted and sectioned by.
public enum NameSortField: String, Sendable, Hashable, CaseIterable, Codable {
  /// Family name, then given and middle names (the Address Book's "sort by last name").
  case family
  /// Given and middle names, then family name.
  case given
  /// The display name as shown.
  case display
}

/// How names written in Chinese characters are read for sorting and sections.
public enum HanReading: String, Sendable, Hashable, CaseIterable, Codable {
  /// Pinyin, except for Japanese and Traditional Chinese locales, where ICU's own order
  /// (kanji after kana; stroke count) is kept.
  case automatic
  /// Always by pinyin (ICU `Han-Latin/Names`: 曾 as a surname reads Zeng).
  case pinyin
  /// Never transliterate: ICU's collation and index decide.
  case collation
}

/// Everything that decides the order and sections of a list of cards.
public struct NameSortOptions: Sendable, Hashable {
  /// The collation locale: a BCP 47 tag or ICU ID (`en`, `sv`, `de-u-co-phonebk`, `zh`, `ja`).
  public var locale: String
  /// The name sorted and filed by.
  public var sortBy: NameSortField
  /// Read every non-Latin name through its Latin transliteration (Пётр sorts and files as Petr).
  public var transliterate: Bool
  /// How Chinese characters are read.
  public var hanReading: HanReading
  /// Composes the display names that are shown, and sorted on with ``NameSortField/display``.
  public var format: DisplayNameFormatter

  /// Options; the defaults sort by family name with English collation.
  public init(locale: String = "en", sortBy: NameSortField = .family, transliterate: Bool = false,
              hanReading: HanReading = .automatic, format: DisplayNameFormatter = DisplayNameFormatter()) {
    self.locale = locale
    self.sortBy = sortBy
    self.transliterate = transliterate
    self.hanReading = hanReading
    self.format = format
  }

  /// True when Han names are read as pinyin under these options.
  var readsHanAsPinyin: Bool {
    switch hanReading {
    case .pinyin: true
    case .collation: false
    case .automatic: !LocaleTag(locale).prefersNativeHanOrder
    }
  }
}

extension NameSortOptions {
  /// The locale the collation and the index sections are opened with: the one asked for, but
  /// Japanese lists kana (then kanji) before the Latin letters, as Japanese phones do
  /// (`あ か さ … わ 他, A…Z, #`; ICU's Japanese order has Latin first) unless the tag orders
  /// the scripts itself (`-u-kr-`, `@colReorder=`).
  var collationLocale: String {
    let tag = LocaleTag(locale)
    guard tag.isJapanese, !tag.ordersScripts else { return locale }
    if locale.contains("@") { return locale + ";colReorder=kana-hani" }
    if tag.hasUnicodeExtension { return locale + "-kr-kana-hani" }
    return locale + "@colReorder=kana-hani"
  }
}

/// The parts of a locale tag that change name handling.
struct LocaleTag {
  let language: String
  let script: String?
  let region: String?
  /// The collation asked for: ICU's `@collation=stroke` or BCP 47's `-u-co-stroke`.
  let collation: String?
  /// Whether the tag orders the scripts itself: ICU's `@colReorder=` or BCP 47's `-u-kr-`.
  let ordersScripts: Bool
  /// Whether the tag has a BCP 47 Unicode extension (`-u-…`).
  let hasUnicodeExtension: Bool

  init(_ tag: String) {
    var parts = tag.prefix { $0 != "@" }.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
    var collation: String?
    var ordersScripts = false
    // A Unicode extension (`-u-co-stroke`) ends the language, script and region.
    let u = parts.firstIndex(of: "u")
    if let u {
      if let co = parts[u...].firstIndex(of: "co"), co + 1 < parts.count { collation = parts[co + 1] }
      ordersScripts = parts[u...].contains("kr")
      parts.removeSubrange(u...)
    }
    if let at = tag.firstIndex(of: "@") {
      for keyword in tag[tag.index(after: at)...].split(separator: ";") {
        let pair = keyword.split(separator: "=", maxSplits: 1).map { $0.lowercased() }
        if pair.count == 2, pair[0] == "collation" { collation = pair[1] }
        if pair.count == 2, pair[0] == "colreorder" { ordersScripts = true }
      }
    }
    self.ordersScripts = ordersScripts
    hasUnicodeExtension = u != nil
    language = parts.first ?? ""
    script = parts.dropFirst().first { $0.count == 4 }
    region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
    self.collation = collation
  }

  var isJapanese: Bool { language == "ja" }
  var isChinese: Bool { language == "zh" || language == "yue" }

  /// Japanese (kanji read by kana) and Traditional Chinese (stroke order) keep ICU's order,
  /// and so does Chinese with a collation asked for by name other than pinyin (`stroke`,
  /// `zhuyin`); `pinyin` asked for reads Han as pinyin in any Chinese.
  var prefersNativeHanOrder: Bool {
    if language == "ja" { return true }
    if isChinese {
      if let collation, collation != "standard" && collation != "search" { return collation != "pinyin" }
      if script == "hant" { return true }
      if script == nil, let region, ["tw", "hk", "mo"].contains(region) { return true }
    }
    return false
  }
}

extension NameSortOptions {
  /// The collation locale POSIX programs would use: the first set of `LC_ALL`, `LC_COLLATE`
  /// and `LANG`, without its encoding and modifier (`sv_SE.UTF-8` → `sv_SE`); `en` when none
  /// is set or it is `C` / `POSIX`. Pass `ProcessInfo.processInfo.environment`.
  public static func environmentLocale(_ environment: [String: String]) -> String {
    for name in ["LC_ALL", "LC_COLLATE", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      let locale = String(value.prefix { $0 != "." && $0 != "@" })
      if locale.isEmpty || locale == "C" || locale == "POSIX" { return "en" }
      return locale
    }
    return "en"
  }
}

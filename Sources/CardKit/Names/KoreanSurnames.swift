/// The spellings Koreans use for their family names in Latin letters (passports, email
/// addresses, business cards), which differ from the Latin form ICU's transliteration gives
/// (close to the Revised Romanization): 김 is `gim` to ICU and Kim to everyone else, 이 is `i`
/// and Lee, Yi or Rhee, 박 is `bag` (the Revised Romanization's `bak`) and Park. Search adds
/// them to a card's Hangul family name, so that `kim` finds 김민준.
///
/// The table holds the most common surnames, which together name the great majority of
/// Koreans, each with the usual spellings ICU's form is not; a surname whose usual spelling is
/// ICU's form (한 `han`, 송 `song`) is not listed.
enum KoreanSurnames {
  /// The usual Latin spellings of the Hangul family name `name`, lower-case; empty for a name
  /// the table does not hold.
  static func spellings(of name: String) -> [String] {
    // Most names are not Hangul: one scalar test spares them the lookup.
    guard let first = name.unicodeScalars.first, (0xAC00...0xD7A3).contains(first.value) else { return [] }
    return table[name] ?? []
  }

  private static let table: [String: [String]] = [
    "김": ["kim"],
    "이": ["lee", "yi", "rhee"],
    "박": ["park", "pak", "bak"],
    "최": ["choi"],
    "정": ["jung", "chung"],
    "강": ["kang"],
    "조": ["cho"],
    "윤": ["yoon"],
    "장": ["chang"],
    "임": ["lim", "rim"],
    "오": ["oh"],
    "서": ["suh"],
    "신": ["shin"],
    "권": ["kwon"],
    "안": ["ahn"],
    "류": ["ryu", "yoo", "yu", "ryoo"],
    "유": ["yoo"],
    "전": ["chun", "jun"],
    "고": ["ko", "koh"],
    "문": ["moon"],
    "손": ["sohn"],
    "백": ["baek", "paik", "baik"],
    "허": ["huh", "hur"],
    "노": ["noh", "roh"],
    "곽": ["kwak", "gwak"],
    "성": ["sung"],
    "주": ["joo", "choo"],
    "우": ["woo"],
    "구": ["koo", "ku"],
    "진": ["chin"],
    "나": ["ra"],
    "엄": ["um"],
    "변": ["byun"],
    "천": ["chun"],
    "공": ["kong"],
    "현": ["hyun"],
    "염": ["yum"],
    "추": ["choo"],
    "석": ["seok", "suk"],
    "선": ["sun"],
    "설": ["sul"],
    "길": ["kil"],
    "연": ["yun"],
    "명": ["myung"],
    "기": ["ki"],
    "금": ["keum", "kum"],
    "육": ["yook", "yuk"],
    "탁": ["tak"],
    "국": ["kook", "kuk", "guk"],
    "편": ["pyun"],
    "경": ["kyung", "kyeong"],
    "남궁": ["namkung"],
    "선우": ["sunwoo", "seonu"],
    "독고": ["dokgo"],
  ]
}

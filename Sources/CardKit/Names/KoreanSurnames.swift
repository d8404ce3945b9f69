/// The spellings Koreans use for their family names in Latin letters (passports, email
/// addresses, business cards), which differ from the Revised Romanization that ICU's
/// transliteration gives: 김 is `gim` to ICU and Kim to everyone else, 이 is `i` and Lee, Yi or
/// Rhee. Search adds them to a card's Hangul family name, so that `kim` finds 김민준.
///
/// The table holds the most common surnames, which together name the great majority of
/// Koreans, each with its usual spellings, the Revised Romanization among them where people
/// use it too (search skips a spelling equal to the Latin form it indexes already).
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
    "박": ["park", "pak"],
    "최": ["choi", "choe"],
    "정": ["jung", "chung", "jeong"],
    "강": ["kang"],
    "조": ["cho", "jo"],
    "윤": ["yoon"],
    "장": ["jang", "chang"],
    "임": ["lim", "im", "rim"],
    "한": ["han"],
    "오": ["oh"],
    "서": ["seo", "suh"],
    "신": ["shin", "sin"],
    "권": ["kwon"],
    "황": ["hwang"],
    "안": ["ahn"],
    "송": ["song"],
    "류": ["ryu", "yoo", "yu", "ryoo"],
    "유": ["yoo", "yu"],
    "전": ["jeon", "chun", "jun"],
    "홍": ["hong"],
    "고": ["ko", "koh"],
    "문": ["moon", "mun"],
    "양": ["yang"],
    "손": ["son", "sohn"],
    "배": ["bae"],
    "백": ["baek", "paik", "baik"],
    "허": ["heo", "huh", "hur"],
    "남": ["nam"],
    "노": ["noh", "roh", "no"],
    "하": ["ha"],
    "곽": ["kwak"],
    "성": ["sung", "seong"],
    "차": ["cha"],
    "주": ["joo", "ju", "choo"],
    "우": ["woo"],
    "구": ["koo", "ku"],
    "민": ["min"],
    "진": ["jin", "chin"],
    "나": ["na", "ra"],
    "지": ["ji"],
    "엄": ["um", "eom"],
    "변": ["byun", "byeon"],
    "채": ["chae"],
    "원": ["won"],
    "천": ["chun", "cheon"],
    "방": ["bang"],
    "공": ["kong"],
    "현": ["hyun"],
    "함": ["ham"],
    "염": ["yeom", "yum"],
    "여": ["yeo"],
    "추": ["choo", "chu"],
    "도": ["do"],
    "석": ["seok", "suk"],
    "선": ["sun", "seon"],
    "설": ["seol", "sul"],
    "길": ["gil", "kil"],
    "연": ["yeon", "yun"],
    "표": ["pyo"],
    "명": ["myung", "myeong"],
    "기": ["ki"],
    "금": ["keum", "kum"],
    "육": ["yook", "yuk"],
    "맹": ["maeng"],
    "탁": ["tak"],
    "국": ["kook", "kuk"],
    "편": ["pyun", "pyeon"],
    "경": ["kyung", "kyeong"],
    "황보": ["hwangbo"],
    "남궁": ["namgung", "namkung"],
    "제갈": ["jegal"],
    "선우": ["sunwoo", "seonu"],
    "독고": ["dokgo"],
  ]
}

/// What a label word means. A label's meaning is the union of its words' meanings.
struct LabelMeaning: OptionSet, Hashable, Sendable {
  let rawValue: UInt32

  static let home = LabelMeaning(rawValue: 1 << 0)
  static let work = LabelMeaning(rawValue: 1 << 1)
  static let other = LabelMeaning(rawValue: 1 << 2)
  static let school = LabelMeaning(rawValue: 1 << 3)
  static let cell = LabelMeaning(rawValue: 1 << 4)
  static let iPhone = LabelMeaning(rawValue: 1 << 5)
  static let main = LabelMeaning(rawValue: 1 << 6)
  static let fax = LabelMeaning(rawValue: 1 << 7)
  static let pager = LabelMeaning(rawValue: 1 << 8)
  static let voice = LabelMeaning(rawValue: 1 << 9)
  static let text = LabelMeaning(rawValue: 1 << 10)
  static let video = LabelMeaning(rawValue: 1 << 11)
  static let textphone = LabelMeaning(rawValue: 1 << 12)
  static let car = LabelMeaning(rawValue: 1 << 13)
  static let isdn = LabelMeaning(rawValue: 1 << 14)
  static let msg = LabelMeaning(rawValue: 1 << 15)
  static let modem = LabelMeaning(rawValue: 1 << 16)
  static let bbs = LabelMeaning(rawValue: 1 << 17)
  static let pcs = LabelMeaning(rawValue: 1 << 18)
  /// Words that say "phone", "number", "e-mail": allowed in a label, meaning nothing.
  static let filler = LabelMeaning(rawValue: 1 << 31)

  /// The bits that name a label (capabilities and line kinds such as `car` do not).
  static let names: LabelMeaning = [.home, .work, .other, .school, .cell, .iPhone, .main, .fax, .pager, .pcs, .filler]
  /// The bits a phone label can use.
  static let phone: LabelMeaning = [
    .home, .work, .other, .cell, .iPhone, .main, .fax, .pager, .voice, .text, .video, .textphone, .car,
    .isdn, .msg, .modem, .bbs, .pcs, .filler,
  ]
  /// The bits an email, address or URL label can use.
  static let contact: LabelMeaning = [.home, .work, .other, .school, .filler]
}

/// Label words and phrases in the languages and products address books come from, as data.
///
/// Keys are lower case with words separated by one space (see ``LabelText/phrase(_:)``). Each
/// entry names its source where it is a product's own spelling.
enum LabelVocabulary {
  /// The meaning of a whole phrase, then of the phrase without spaces (`Home Fax`, `HomeFAX`),
  /// then of its words one by one (every word known; digits such as "Phone 2" are ignored).
  static func meaning(of text: String) -> LabelMeaning? {
    let phrase = LabelText.phrase(text)
    if phrase.isEmpty { return nil }
    if let m = table[phrase] { return m }
    let joined = String(phrase.filter { $0 != " " })
    if let m = table[joined] { return m }
    var meaning: LabelMeaning = []
    var sawWord = false
    for word in phrase.split(separator: " ") {
      if word.allSatisfy(\.isNumber) { continue }
      // "Phone 2", "work2", "Home Phone 2": a trailing number only counts the values.
      let bare = word.last?.isNumber == true ? String(word.reversed().drop { $0.isNumber }.reversed()) : String(word)
      guard let m = table[String(word)] ?? table[bare] else { return nil }
      meaning.formUnion(m)
      sawWord = true
    }
    return sawWord ? meaning : nil
  }

  /// Phrases that are software placeholders rather than labels.
  static let placeholders: Set<String> = [
    "null", "nil", "none", "undefined", "n a", "na", "unknown", "custom", "label", "type", "default",
    "test", "todo", "tbd", "xxx", "x", "dummy", "blank", "empty",
  ]

  private static let table: [String: LabelMeaning] = {
    var table: [String: LabelMeaning] = [:]
    for (meaning, words) in entries {
      for word in words { table[LabelText.phrase(word), default: []].formUnion(meaning) }
    }
    return table
  }()

  private static let entries: [(LabelMeaning, [String])] = [
    // Mobile. English, German, Dutch, French, Spanish, Portuguese, Italian, Nordic, Polish,
    // Czech, Russian, Ukrainian, Greek, Turkish; Android's Japanese labels (携帯電話, 携帯,
    // ケイタイ and half-width ｹｲﾀｲ); Chinese and Korean; abbreviations M, (M), mob, cel.
    (.cell, [
      "mobile", "mobile phone", "cell", "cellphone", "cellular", "cel", "mob", "mobi", "m", "wireless",
      "mobil", "mobiltelefon", "mobilnummer", "mobilnr", "handy", "handynummer", "funk", "mobiel",
      "mobiele", "gsm", "natel", "portable", "cellulaire", "celular", "móvil", "movil", "móvel",
      "movel", "telemóvel", "telemovel", "cellulare", "telefonino", "matkapuhelin", "kännykkä",
      "känny", "komórka", "komorka", "komórkowy", "komorkowy", "kom", "mobilní", "mobilni",
      "мобильный", "мобильник", "моб", "сотовый", "сот", "мобільний", "κινητό", "κινητο", "cep",
      "携帯電話", "携帯", "ケイタイ", "ｹｲﾀｲ", "ケータイ", "携帯番号", "手机", "手機", "移动电话",
      "行動電話", "手机号码", "휴대폰", "휴대전화", "핸드폰",
    ]),
    // Apple writes iPhone both as a TYPE and as `_$!<iPhone>!$_`.
    (.iPhone, ["iphone"]),
    (.home, [
      "home", "h", "hm", "house", "residence", "residential", "personal", "privat", "private", "priv",
      "zuhause", "zu hause", "daheim", "heim", "domicile", "maison", "privé", "prive", "perso", "casa",
      "domicilio", "particular", "residencial", "residência", "residencia", "abitazione", "privato",
      "thuis", "hem", "bostad", "hjem", "hjemme", "koti", "dom", "domowy", "domácí", "domaci", "domů",
      "domu", "домашний", "дом", "домашній", "σπίτι", "σπιτι", "ev", "自宅", "自宅電話", "家", "住宅",
      "家庭", "住宅电话", "집",
    ]),
    (.work, [
      "work", "w", "wk", "business", "office", "job", "company", "arbeit", "büro", "buero", "buro",
      "geschäftlich", "geschaeftlich", "geschäft", "dienstlich", "dienst", "firma", "travail", "bureau",
      "professionnel", "pro", "trabajo", "oficina", "laboral", "trabalho", "comercial", "escritório",
      "escritorio", "lavoro", "ufficio", "werk", "kantoor", "zakelijk", "arbete", "jobb", "kontor",
      "arbejde", "arbeid", "työ", "tyo", "toimisto", "praca", "służbowy", "sluzbowy", "biuro", "práce",
      "prace", "pracovní", "pracovni", "рабочий", "работа", "робочий", "εργασία", "εργασια", "iş",
      "勤務先", "勤務先電話", "会社", "会社電話", "職場", "单位", "单位电话", "工作", "工作电话", "公司",
      "직장", "회사",
    ]),
    (.other, [
      "other", "o", "others", "misc", "miscellaneous", "sonstige", "sonstiges", "andere", "anderes",
      "weitere", "autre", "otro", "otra", "outro", "altro", "overig", "overige", "ander", "anders",
      "annan", "annat", "övrigt", "ovrigt", "anden", "andet", "annen", "annet", "muu", "inny", "inne",
      "jiný", "jiny", "другой", "другое", "інший", "άλλο", "αλλο", "diğer", "diger", "その他", "其他",
      "기타",
    ]),
    (.school, [
      "school", "schule", "école", "ecole", "escuela", "colegio", "escola", "scuola", "skola", "skole",
      "koulu", "szkoła", "szkola", "школа", "学校", "학교",
    ]),
    (.fax, [
      "fax", "f", "facsimile", "telefax", "faks", "faksi", "télécopie", "telecopie", "télécopieur",
      "факс", "φαξ", "ファックス", "ファクス", "传真", "傳真", "팩스",
    ]),
    (.pager, [
      "pager", "pgr", "beeper", "bleeper", "pieper", "piepser", "bip", "buscapersonas", "busca",
      "localizador", "cercapersone", "semafoon", "personsökare", "personsøger", "hakulaite", "пейджер",
      "ポケベル", "寻呼机", "呼叫器", "삐삐",
    ]),
    // Outlook's "Primary Phone" and "Company Main Phone", Google's "Company Main".
    (.main, [
      "main", "primary", "haupt", "hauptnummer", "zentrale", "principal", "principale", "hoofdnummer",
      "huvudnummer", "hovednummer", "päänumero", "główny", "glowny", "hlavní", "hlavni", "основной",
      "главный", "代表", "主要", "대표",
    ]),
    // Compounds written as one word: Apple's HomeFAX, WorkFAX and OtherFAX tokens, the
    // `homefax` / `workfax` TYPE values seen in the wild, and Japanese (Android writes them
    // without a space).
    ([.home, .fax], ["homefax", "自宅fax", "自宅ファックス", "自宅ファクス"]),
    ([.work, .fax], ["workfax", "businessfax", "勤務先fax", "会社fax", "勤務先ファックス", "会社ファックス"]),
    ([.other, .fax], ["otherfax"]),
    (.voice, ["voice"]),
    (.text, ["text", "sms", "mms", "texto"]),
    (.video, ["video", "vidéo"]),
    // Outlook's "TTY/TDD Phone".
    (.textphone, ["textphone", "tty", "tdd"]),
    (.car, ["car", "autotelefon", "voiture"]),
    (.isdn, ["isdn"]),
    (.msg, ["msg"]),
    (.modem, ["modem"]),
    (.bbs, ["bbs"]),
    (.pcs, ["pcs"]),
    (.filler, [
      "phone", "tel", "tél", "telephone", "téléphone", "telefon", "telefono", "teléfono", "telefone",
      "telefoon", "puhelin", "телефон", "тел", "τηλέφωνο", "電話", "电话", "電話番号", "전화", "number",
      "nummer", "numéro", "numero", "número", "nr", "no", "num", "nº", "line", "linea", "línea",
      "festnetz", "landline", "fijo", "fixe", "vast", "email", "e mail", "mail", "address", "adresse",
      "addr", "url", "web", "website", "page", "web page", "site",
    ]),
  ]
}

/// Turning label text into comparable phrases.
enum LabelText {
  /// Lower case, with punctuation and white space reduced to single spaces between words.
  static func phrase(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in text.lowercased().unicodeScalars {
      if isSeparator(scalar) {
        pendingSpace = !out.isEmpty
      } else {
        if pendingSpace { out.append(" ") }
        pendingSpace = false
        out.append(scalar)
      }
    }
    return String(out)
  }

  static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isSpace { return true }
    switch scalar {
    case ".", ",", ";", ":", "/", "\\", "(", ")", "[", "]", "{", "}", "<", ">", "-", "_", "*", "'",
      "\"", "!", "?", "#", "&", "+", "=", "|", "~", "`", "\u{2019}", "\u{3000}", "\u{30FB}":
      return true
    default:
      return false
    }
  }

  /// Removes Apple's `_$!<` … `>!$_` wrapper (also when only one side survived an export).
  static func unwrapApple(_ text: String) -> (text: String, wasWrapped: Bool) {
    var body = Substring(text)
    var wrapped = false
    if body.hasPrefix("_$!<") {
      body = body.dropFirst(4)
      wrapped = true
    }
    if body.hasSuffix(">!$_") {
      body = body.dropLast(4)
      wrapped = true
    }
    return (String(body), wrapped)
  }

  /// Google marks the primary value's label with a leading `* ` (`* Home`, or `*` alone). A
  /// star not followed by a space is the label's own text (`*Emergency*`, a fuzzed `*ÿÿ Home`),
  /// which the mapping used to cut, losing it.
  static func stripGooglePrimary(_ text: String) -> (text: String, isPrimary: Bool) {
    let trimmed = text.drop { $0 == " " }
    guard trimmed.hasPrefix("* ") || trimmed == "*" else { return (text, false) }
    return (String(trimmed.dropFirst().drop { $0 == " " }), true)
  }

  /// Removes a leading `X-` (Android writes custom labels as `X-<label>` in vCard 2.1).
  static func stripExtensionPrefix(_ text: String) -> String {
    guard text.count >= 2 else { return text }
    let head = text.prefix(2)
    if head == "X-" || head == "x-" { return String(text.dropFirst(2)) }
    return text
  }

  /// Text without leading and trailing white space (any Unicode white space).
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.isSpace }),
      let end = scalars.lastIndex(where: { !$0.isSpace })
    else { return "" }
    return String(scalars[start...end])
  }
}

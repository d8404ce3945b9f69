/// What a column name clearly means when the header is no known layout: English names (also the
/// column names of the known layouts), and the common names of German, French, Spanish,
/// Italian, Portuguese, Dutch, Russian, Japanese and Chinese spreadsheets and of Outlook's
/// localised exports (`Vorname`, `Telefon geschäftlich`, `Code postal`, `携帯電話`).
///
/// Whole names are looked up first (`Full Name`, `Surname`, `Company`, `Nachname`, …); then the
/// words of the name decide for emails, phones, instant messaging, addresses and websites, with
/// `home`, `work` (`business`, `office`, `privat`, `geschäftlich`, …), `other`, `mobile`
/// (`cell`, `Handy`, `portable`), `fax`, … giving the labels. Names are compared in lower case
/// (`PRÉNOM` is `prénom`); accented and unaccented spellings are both listed. Names that only
/// contain the word `name` (`Manager's Name`, `Maiden Name`) are not taken for the contact's
/// name. `Title` (`Titel`, `Titre`, …) is a name prefix when the header also has a job title
/// column, else the job title.
enum HeaderVocabulary {
  private static let phrases: [String: CSVColumnRole] = {
    var map = [String: CSVColumnRole]()
    func add(_ role: CSVColumnRole, _ names: String...) { for n in names { map[n] = role } }
    add(.field(.formattedName), "name", "full name", "fullname", "display name", "displayname", "contact name", "contact", "formatted name")
    add(.field(.givenName), "first name", "firstname", "first", "given name", "givenname", "given", "forename")
    add(.field(.additionalName), "middle name", "middlename", "middle", "middle names", "additional name", "additional names")
    add(.field(.familyName), "last name", "lastname", "last", "surname", "family name", "familyname")
    add(.field(.namePrefix), "prefix", "name prefix", "salutation", "honorific")
    add(.field(.nameSuffix), "suffix", "name suffix")
    add(.field(.nickname), "nickname", "nick", "nick name")
    add(.field(.organization), "company", "company name", "organization", "organisation", "organization name", "business", "employer", "org", "firm")
    add(.field(.department), "department", "dept", "organization department")
    add(.field(.jobTitle), "job title", "jobtitle", "position", "designation", "organization title")
    add(.field(.role), "role", "occupation", "profession")
    add(.field(.note), "notes", "note", "comments", "comment", "description", "remarks", "memo", "additional info", "additional information")
    add(.field(.birthday), "birthday", "birth date", "birthdate", "date of birth", "dob", "bday")
    add(.field(.anniversary), "anniversary")
    add(.field(.categories), "categories", "category", "groups", "group", "labels", "tags", "tag", "group membership")
    add(.field(.photo), "photo", "avatar", "picture", "photo url")
    add(.field(.uid), "uid")

    // German, French, Spanish, Italian, Portuguese, Dutch, Russian, Japanese, Chinese. A name
    // that means different things in two languages is left out (`apelido`: nickname in Brazil,
    // surname in Portugal); `aniversário` is Portuguese for birthday, `aniversario` Spanish for
    // anniversary.
    add(
      .field(.formattedName), "vollständiger name", "vollstaendiger name", "anzeigename", "vor und nachname", "nom complet", "nom et prénom",
      "prénom et nom", "nombre completo", "nombre y apellidos", "nome completo", "naam", "volledige naam", "weergavenaam", "полное имя", "фио",
      "фамилия имя отчество", "氏名", "名前", "姓名")
    add(.field(.givenName), "vorname", "prénom", "prenom", "nombre", "nome", "voornaam", "имя", "名")
    add(
      .field(.additionalName), "weitere vornamen", "zweiter vorname", "deuxième prénom", "deuxieme prenom", "segundo nombre", "secondo nome",
      "отчество")
    add(
      .field(.familyName), "nachname", "familienname", "zuname", "nom", "nom de famille", "apellido", "apellidos", "cognome", "sobrenome",
      "achternaam", "фамилия", "姓", "苗字")
    add(.field(.namePrefix), "anrede", "civilité", "civilite", "tratamiento", "aanhef", "обращение", "敬称")
    add(.field(.nameSuffix), "namenszusatz", "suffixe", "sufijo", "suffisso")
    add(.field(.nickname), "spitzname", "rufname", "surnom", "apodo", "soprannome", "bijnaam", "roepnaam", "прозвище", "ニックネーム", "愛称", "昵称")
    add(
      .field(.organization), "firma", "firmenname", "unternehmen", "société", "societe", "entreprise", "empresa", "compañía", "compania",
      "azienda", "società", "societa", "bedrijf", "компания", "организация", "会社", "会社名", "勤務先", "公司", "单位")
    add(.field(.department), "abteilung", "departamento", "reparto", "afdeling", "отдел", "部署", "部门")
    add(
      .field(.jobTitle), "berufsbezeichnung", "fonction", "poste", "cargo", "puesto", "funzione", "qualifica", "functie", "должность",
      "役職", "肩書", "职位", "职务")
    add(.field(.role), "beruf", "profesión", "profesion", "professione", "profissão", "profissao", "beroep", "профессия", "職業", "职业")
    add(
      .field(.note), "notizen", "notiz", "bemerkungen", "bemerkung", "anmerkungen", "kommentar", "kommentare", "remarques", "commentaires",
      "commentaire", "notas", "nota", "observaciones", "comentarios", "osservazioni", "observações", "observacoes", "notities",
      "opmerkingen", "заметки", "примечание", "комментарий", "メモ", "備考", "备注", "注释")
    add(
      .field(.birthday), "geburtstag", "geburtsdatum", "date de naissance", "anniversaire", "fecha de nacimiento", "cumpleaños",
      "cumpleanos", "data di nascita", "compleanno", "data de nascimento", "aniversário", "verjaardag", "geboortedatum", "день рождения",
      "дата рождения", "誕生日", "生年月日", "生日", "出生日期")
    add(.field(.anniversary), "jahrestag", "hochzeitstag", "anniversaire de mariage", "aniversario", "anniversario", "trouwdag", "記念日", "纪念日")
    add(
      .field(.categories), "kategorien", "kategorie", "gruppen", "gruppe", "catégories", "catégorie", "categorie", "categorías",
      "categorias", "categoría", "grupo", "grupos", "gruppi", "categorieën", "groepen", "группа", "группы", "категории", "グループ", "分组",
      "分类")
    add(.field(.photo), "foto", "bild", "фото", "写真", "照片")
    // The address line after the street (`c/o`, a building, a floor).
    add(.address(CSVSlot(), .extended), "adresszusatz", "complément d adresse", "complemento", "toevoeging")
    // Phonetic names: how Japanese names are read, which `cardkit sort --locale ja` sorts by.
    add(
      .field(.phoneticFamily), "phonetic last name", "phonetic family name", "phonetic surname", "surname yomi", "last name yomi",
      "family name yomi", "セイ", "姓 フリガナ", "姓 ふりがな", "姓 よみがな", "フリガナ 姓", "ふりがな 姓", "よみがな 姓")
    add(
      .field(.phoneticGiven), "phonetic first name", "phonetic given name", "given yomi", "first name yomi", "given name yomi", "メイ",
      "名 フリガナ", "名 ふりがな", "名 よみがな", "フリガナ 名", "ふりがな 名", "よみがな 名")
    add(.field(.phoneticAdditional), "phonetic middle name", "middle name yomi")
    return map
  }()

  /// The names of a personal title or, without a job title column, of a job title.
  private static let titles: Set<String> = ["title", "titel", "titre", "título", "titulo", "titolo", "титул"]

  /// Whether a column name (normalised) is a job title column, which makes `Title` a prefix.
  static func isJobTitle(_ normalized: String) -> Bool {
    phrases[words(normalized.lowercased()).joined(separator: " ")] == .field(.jobTitle)
  }

  /// Words that make a column something else than the value it names (`E-mail Type`,
  /// `E-mail Display Name`, Outlook's German `E-Mail: Angezeigter Name` and French `Nom complet
  /// de l'adresse de messagerie`, and a generic-layout column such as `Phone 1 - Types` in a
  /// header that is not the generic layout).
  private static let notValues: Set<String> = [
    "type", "types", "label", "labels", "pref", "group", "params", "display", "yomi", "phonetic", "typ", "tipo", "angezeigter",
    "affichage", "complet",
  ]

  private static let homeWords: Set<String> = [
    "home", "personal", "private", "privat", "zuhause", "domicile", "personnel", "privé", "prive", "casa", "particular", "personale",
    "residencial", "thuis", "домашний", "自宅", "住宅",
  ]
  private static let workWords: Set<String> = [
    "work", "business", "office", "company", "geschäftlich", "geschaeftlich", "dienstlich", "büro", "buero", "arbeit", "firma", "travail",
    "bureau", "professionnel", "trabajo", "oficina", "lavoro", "ufficio", "trabalho", "comercial", "werk", "zakelijk", "рабочий",
    "勤務先",
  ]
  private static let otherWords: Set<String> = [
    "other", "weitere", "weiteres", "weiterer", "andere", "sonstige", "autre", "otro", "otra", "altro", "outro", "overig", "другой",
  ]
  private static let emailWords: Set<String> = [
    "email", "mail", "emailaddress", "emailadresse", "emailadres", "courriel", "messagerie", "correo", "correio", "почта", "メール", "メールアドレス",
    "電子メール", "邮箱", "电子邮件",
  ]
  private static let mobileWords: Set<String> = [
    "mobile", "cell", "cellphone", "mob", "gsm", "handy", "handynummer", "mobil", "mobiltelefon", "portable", "móvil", "movil", "celular",
    "cellulare", "mobiel", "мобильный", "携帯", "携帯電話", "手机", "手機", "手机号码",
  ]
  private static let faxWords: Set<String> = ["fax", "telefax", "faxnummer", "télécopie", "telecopie", "факс", "ファックス", "ファクス", "传真"]
  /// CJK names are written without spaces: a few common compounds are listed whole.
  private static let cjkHomePhones: Set<String> = ["自宅電話", "家庭电话", "住宅电话"]
  private static let cjkWorkPhones: Set<String> = ["会社電話", "勤務先電話", "工作电话", "办公电话", "单位电话"]
  private static let phoneWords: Set<String> = union(
    [
      "phone", "telephone", "tel", "pager", "telefon", "telefonnummer", "autotelefon", "haupttelefon", "festnetz", "téléphone", "tél",
      "teléfono", "telefono", "telefone", "telefoon", "telefoonnummer", "телефон", "電話", "電話番号", "电话", "电话号码", "手机号码",
    ], mobileWords, faxWords, cjkHomePhones, cjkWorkPhones)
  private static let mainWords: Set<String> = ["main", "primary", "haupttelefon", "principal", "principale"]
  private static let carWords: Set<String> = ["car", "autotelefon"]
  private static let assistantWords: Set<String> = ["assistant", "assistent", "assistente", "asistente"]
  private static let urlWords: Set<String> = [
    "website", "web", "url", "homepage", "blog", "linkedin", "twitter", "facebook", "instagram", "github", "webseite", "internetseite",
    "ホームページ", "网站", "网址",
  ]
  private static let countryWords: Set<String> = ["country", "pays", "país", "pais", "paese", "nazione", "страна", "国", "国名", "国家"]
  private static let postalWords: Set<String> = [
    "zip", "zipcode", "postcode", "postal", "plz", "postleitzahl", "cap", "cep", "индекс", "郵便番号", "邮编", "邮政编码",
  ]
  private static let cityWords: Set<String> = [
    "city", "town", "locality", "ort", "stadt", "wohnort", "ville", "ciudad", "localidad", "città", "citta", "comune", "cidade",
    "plaats", "woonplaats", "город", "市区町村", "城市",
  ]
  private static let regionWords: Set<String> = [
    "state", "province", "region", "county", "bundesland", "kanton", "région", "provincia", "estado", "regione", "provincie", "область",
    "регион", "都道府県", "省",
  ]
  private static let poBoxWords: Set<String> = ["pobox", "postfach", "apartado", "casella"]
  private static let streetWords: Set<String> = [
    "street", "address", "addr", "straße", "strasse", "adresse", "rue", "calle", "dirección", "direccion", "indirizzo", "endereço",
    "endereco", "rua", "straat", "adres", "улица", "адрес", "住所", "地址",
  ]

  private static func union(_ sets: Set<String>...) -> Set<String> { sets.reduce(into: []) { $0.formUnion($1) } }

  /// The words of a name: lower-case runs of letters and digits (`Assistant's Phone` ->
  /// `assistant`, `s`, `phone`).
  static func words(_ normalized: String) -> [Substring] {
    normalized.split { !($0.isLetter || $0.isNumber) }
  }

  /// The role of a column, or nil when its name means nothing we know.
  static func role(for normalized: String, headerHasJobTitle: Bool) -> CSVColumnRole? {
    // Normalising lowered ASCII letters only: `PRÉNOM`, `Телефон`.
    let w = words(normalized.lowercased())
    let joined = w.joined(separator: " ")
    if titles.contains(joined) { return .field(headerHasJobTitle ? .namePrefix : .jobTitle) }
    if let role = phrases[joined] { return role }
    let set = Set(w.map(String.init))
    func has(_ words: String...) -> Bool { words.contains { set.contains($0) } }
    func has(_ words: Set<String>) -> Bool { !set.isDisjoint(with: words) }
    if has(notValues) { return nil }

    var location: [TypeToken] = []
    if has(homeWords) || has(cjkHomePhones) { location.append(.home) }
    if has(workWords) || has(cjkWorkPhones) { location.append(.work) }
    if has(otherWords) { location.append(.other) }

    if has(emailWords) { return .email(CSVSlot(location)) }
    if has(phoneWords) {
      var types = location
      if has(mainWords) { types.append(.main) }
      if has(mobileWords) { types.append(.cell) }
      if has(faxWords) { types.append(.fax) }
      if has("pager") { types.append(.pager) }
      if has(carWords) { types.append(.car) }
      if has("video") { types.append(.video) }
      return .phone(CSVSlot(types, label: has(assistantWords) ? "Assistant" : nil))
    }
    let services = ["skype", "jabber", "xmpp", "aim", "icq", "msn", "yahoo", "gtalk", "qq", "matrix"]
    if w.first == "im" || has("messenger", "impp") || services.contains(where: set.contains) {
      let service = services.first(where: set.contains).map { $0.prefix(1).uppercased() + $0.dropFirst() }
      return .im(CSVSlot(location, label: service))
    }
    if has(urlWords) {
      if has("homepage") || (set.contains("home") && set.contains("page")) { return .url(CSVSlot([.homepage])) }
      for service in ["blog", "linkedin", "twitter", "facebook", "instagram", "github", "profile"] where set.contains(service) {
        let label = service == "linkedin" ? "LinkedIn" : service == "github" ? "GitHub" : service.prefix(1).uppercased() + service.dropFirst()
        return .url(CSVSlot(location, label: label))
      }
      return .url(CSVSlot(location))
    }
    let slot = CSVSlot(location)
    // German `Land` is the country (`Land/Region geschäftlich`); an English `Land Line` is not.
    if has(countryWords) || (has("land") && !has("line")) { return .address(slot, .country) }
    if has(postalWords) { return .address(slot, .postalCode) }
    if has(cityWords) { return .address(slot, .city) }
    if has(regionWords) { return .address(slot, .region) }
    if has(poBoxWords) || (set.contains("po") && set.contains("box")) { return .address(slot, .poBox) }
    if has(streetWords) {
      return .address(slot, has("2") ? .street2 : has("3") ? .street3 : .street)
    }
    return nil
  }
}

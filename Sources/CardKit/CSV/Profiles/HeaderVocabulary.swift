/// What a column name clearly means when the header is no known layout (English names, and
/// the column names of the known layouts used elsewhere).
///
/// Whole names are looked up first (`Full Name`, `Surname`, `Company`, …); then the words of
/// the name decide for emails, phones, instant messaging, addresses and websites, with `home`,
/// `work` (`business`, `office`), `other`, `mobile` (`cell`), `fax`, … giving the labels.
/// Names that only contain the word `name` (`Manager's Name`, `Maiden Name`) are not taken for
/// the contact's name. `Title` is a name prefix when the header also has a job title column,
/// else the job title.
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
    return map
  }()

  /// The words of a name: lower-case runs of letters and digits (`Assistant's Phone` ->
  /// `assistant`, `s`, `phone`).
  static func words(_ normalized: String) -> [Substring] {
    normalized.split { !($0.isLetter || $0.isNumber) }
  }

  /// The role of a column, or nil when its name means nothing we know.
  static func role(for normalized: String, headerHasJobTitle: Bool) -> CSVColumnRole? {
    let w = words(normalized)
    let joined = w.joined(separator: " ")
    if joined == "title" { return .field(headerHasJobTitle ? .namePrefix : .jobTitle) }
    if let role = phrases[joined] { return role }
    let set = Set(w.map(String.init))
    func has(_ words: String...) -> Bool { words.contains { set.contains($0) } }
    if has("type", "display", "yomi", "phonetic") { return nil }

    var location: [TypeToken] = []
    if has("home", "personal", "private") { location.append(.home) }
    if has("work", "business", "office", "company") { location.append(.work) }
    if has("other") { location.append(.other) }

    if has("email", "mail", "emailaddress") { return .email(CSVSlot(location)) }
    if has("phone", "telephone", "tel", "mobile", "cell", "cellphone", "fax", "pager", "mob", "gsm") {
      var types = location
      if has("main", "primary") { types.append(.main) }
      if has("mobile", "cell", "cellphone", "mob", "gsm") { types.append(.cell) }
      if has("fax") { types.append(.fax) }
      if has("pager") { types.append(.pager) }
      if has("car") { types.append(.car) }
      if has("video") { types.append(.video) }
      return .phone(CSVSlot(types, label: has("assistant") ? "Assistant" : nil))
    }
    let services = ["skype", "jabber", "xmpp", "aim", "icq", "msn", "yahoo", "gtalk", "qq", "matrix"]
    if w.first == "im" || has("messenger", "impp") || services.contains(where: set.contains) {
      let service = services.first(where: set.contains).map { $0.prefix(1).uppercased() + $0.dropFirst() }
      return .im(CSVSlot(location, label: service))
    }
    if has("website", "web", "url", "homepage", "blog", "linkedin", "twitter", "facebook", "instagram", "github") {
      if has("homepage") || (set.contains("home") && set.contains("page")) { return .url(CSVSlot([.homepage])) }
      for service in ["blog", "linkedin", "twitter", "facebook", "instagram", "github", "profile"] where set.contains(service) {
        let label = service == "linkedin" ? "LinkedIn" : service == "github" ? "GitHub" : service.prefix(1).uppercased() + service.dropFirst()
        return .url(CSVSlot(location, label: label))
      }
      return .url(CSVSlot(location))
    }
    let slot = CSVSlot(location)
    if has("country") { return .address(slot, .country) }
    if has("zip", "zipcode", "postcode", "postal") { return .address(slot, .postalCode) }
    if has("city", "town", "locality") { return .address(slot, .city) }
    if has("state", "province", "region", "county") { return .address(slot, .region) }
    if has("pobox") || (set.contains("po") && set.contains("box")) { return .address(slot, .poBox) }
    if has("street", "address", "addr") {
      return .address(slot, has("2") ? .street2 : has("3") ? .street3 : .street)
    }
    return nil
  }
}

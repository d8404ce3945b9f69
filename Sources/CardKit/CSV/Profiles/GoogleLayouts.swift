/// Google Contacts' CSV layouts (facts: FORMATS.md "Contacts CSV layouts").
///
/// Both put several values of one kind in one cell separated by ` ::: ` and mark the primary
/// value's label with `* `. Numbered blocks (`Phone 1 - Label`, `Phone 1 - Value`) are parsed
/// by ``CSVHeaderName/parseBlock(_:)``; these tables list the other columns.
enum GoogleLayouts {
  /// Columns of the current export before its blocks, in Google's order.
  static let currentColumns: [(String, CSVColumnRole)] = [
    ("First Name", .field(.givenName)),
    ("Middle Name", .field(.additionalName)),
    ("Last Name", .field(.familyName)),
    ("Phonetic First Name", .field(.phoneticGiven)),
    ("Phonetic Middle Name", .field(.phoneticAdditional)),
    ("Phonetic Last Name", .field(.phoneticFamily)),
    ("Name Prefix", .field(.namePrefix)),
    ("Name Suffix", .field(.nameSuffix)),
    ("Nickname", .field(.nickname)),
    ("File As", .extra(.extended("X-FILE-AS"))),
    ("Organization Name", .field(.organization)),
    ("Organization Title", .field(.jobTitle)),
    ("Organization Department", .field(.department)),
    ("Birthday", .field(.birthday)),
    ("Notes", .field(.note)),
    ("Photo", .field(.photo)),
    ("Labels", .field(.categories)),
  ]

  /// Columns of the legacy export before its blocks.
  static let legacyColumns: [(String, CSVColumnRole)] = [
    ("Name", .field(.formattedName)),
    ("Given Name", .field(.givenName)),
    ("Additional Name", .field(.additionalName)),
    ("Family Name", .field(.familyName)),
    ("Yomi Name", .extra(.extended("X-YOMI-NAME"))),
    ("Given Name Yomi", .field(.phoneticGiven)),
    ("Additional Name Yomi", .field(.phoneticAdditional)),
    ("Family Name Yomi", .field(.phoneticFamily)),
    ("Name Prefix", .field(.namePrefix)),
    ("Name Suffix", .field(.nameSuffix)),
    ("Initials", .extra(.extended("X-INITIALS"))),
    ("Nickname", .field(.nickname)),
    ("Short Name", .extra(.extended("X-SHORT-NAME"))),
    ("Maiden Name", .extra(.extended("X-MAIDENNAME"))),
    ("Birthday", .field(.birthday)),
    ("Gender", .extra(.extended("X-GENDER"))),
    ("Location", .extra(.extended("X-LOCATION"))),
    ("Billing Information", .extra(.extended("X-BILLING-INFORMATION"))),
    ("Directory Server", .extra(.extended("X-DIRECTORY-SERVER"))),
    ("Mileage", .extra(.extended("X-MILEAGE"))),
    ("Occupation", .field(.role)),
    ("Hobby", .extra(.hobby)),
    ("Sensitivity", .extra(.extended("X-SENSITIVITY"))),
    ("Priority", .extra(.extended("X-PRIORITY"))),
    ("Subject", .extra(.extended("X-SUBJECT"))),
    ("Notes", .field(.note)),
    ("Group Membership", .field(.categories)),
  ]

  /// Reads a Google block column's part; `nil` for a part Google does not write.
  static func blockPart(kind: CSVBlockKind, part: String) -> CSVBlockPart? {
    switch part {
    case "type", "label": return .googleLabel
    case "value": return .value
    default: break
    }
    switch kind {
    case .address:
      return CSVHeaderName.addressPart(part).map { .address($0) }
    case .organization:
      switch part {
      case "name": return .orgName
      case "title": return .orgTitle
      case "department": return .orgDepartment
      default: return .other(part)
      }
    case .im:
      return .other(part)  // legacy `IM 1 - Service`
    default:
      return nil
    }
  }

  /// Google system groups (`* myContacts`, `* starred`, legacy `* My Contacts`, `* Friends`).
  enum SystemGroup {
    /// Every contact's implicit group: not a category.
    case everyone
    /// Starred contacts: the category `Starred`.
    case starred
    /// Another system group (`* Friends`, `* Family`, `* Coworkers`): a category named after it.
    case named(String)
  }

  /// The system group a `Labels` / `Group Membership` item names, or nil for a user label.
  static func systemGroup(_ item: String) -> SystemGroup? {
    if item == "* myContacts" { return .everyone }
    if item == "* starred" { return .starred }
    guard item.csvStartsWithStar else { return nil }
    let name = String(item.dropFirst(2)).csvTrimmed
    switch name.lowercased() {
    case "mycontacts", "my contacts": return .everyone
    case "starred": return .starred
    default: return .named(name)
    }
  }

  /// The category ``SystemGroup/starred`` becomes, and the Google writer turns back into `* starred`.
  static let starredCategory = "Starred"
}

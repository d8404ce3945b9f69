/// The name texts of a card a search looks at, in the order matches are reported: display
/// name, formatted name, given, family and middle names, nicknames, phonetic name parts and
/// the whole phonetic name, organization.
struct CardNameTexts {
  /// One text of one field.
  struct Text {
    var field: SearchField
    var valueIndex: Int
    var text: String

    /// A whole name: ranked for exact and prefix matches and dialled by T9.
    var isFullName: Bool {
      field == .displayName || field == .formattedName || field == .phoneticName
    }

    /// A part of the structured name, whose words the display name usually holds too.
    var isNamePart: Bool {
      field == .givenName || field == .familyName || field == .additionalName
    }
  }

  private(set) var all: [Text] = []

  /// The texts of `card`, whose display name (from ``DisplayNameFormatter/resolve(_:)``) is
  /// `display`. A display name made from an email or a number is not a name and is left out.
  init(_ card: Card, display: String, source: DisplayNameFormatter.Source, format: DisplayNameFormatter) {
    if !source.isNameless { add(.displayName, 0, display) }
    if let fn = card.formattedName?.value.trimmedName, fn != display { add(.formattedName, 0, fn) }
    if let name = card.name?.value {
      for (i, part) in name.given.enumerated() { add(.givenName, i, part) }
      for (i, part) in name.family.enumerated() { add(.familyName, i, part) }
      for (i, part) in name.additional.enumerated() { add(.additionalName, i, part) }
    }
    for (i, nickname) in card.nicknames.enumerated() { add(.nickname, i, nickname.value) }
    if card.extras.contains(where: Self.isPhonetic) {
      let phonetic = card.phoneticName
      add(.phoneticGivenName, 0, phonetic.givenName)
      add(.phoneticAdditionalName, 0, phonetic.additionalName)
      add(.phoneticFamilyName, 0, phonetic.familyName)
      add(.phoneticName, 0, format.format(phonetic))
    }
    if let org = card.organization?.value.name { add(.organization, 0, org) }
  }

  private mutating func add(_ field: SearchField, _ index: Int, _ text: String) {
    let trimmed = text.trimmedName
    guard !trimmed.isEmpty else { return }
    all.append(Text(field: field, valueIndex: index, text: trimmed))
  }

  private static func isPhonetic(_ raw: RawProperty) -> Bool {
    raw.name == .xPhoneticFirstName || raw.name == .xPhoneticMiddleName || raw.name == .xPhoneticLastName
  }

  /// True when a text has letters that neither collation nor the keypad can compare with
  /// Latin letters: another script (张伟, Пётр, やまだ) or a Latin letter without a base
  /// letter (Ø, Đ, Ł, Æ). Accented letters such as é and Å are left to the locale's collation
  /// (Swedish keeps Å apart from A).
  static func needsLatinForm(_ text: String) -> Bool {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return false }
    return text.unicodeScalars.contains { $0.value >= 0x80 && $0.properties.isAlphabetic && T9Key.digit(for: $0) == nil }
  }
}

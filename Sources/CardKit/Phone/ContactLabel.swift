/// The canonical label of an email address, postal address or URL.
///
/// `EMAIL;TYPE=HOME`, Apple's `_$!<Home>!$_`, Google's `* Home`, German `Privat` and French
/// `Domicile` are all ``home``. Free text with no standard meaning stays ``custom(_:)``.
public enum ContactLabel: Hashable, Sendable, CustomStringConvertible {
  /// Home (`TYPE=home`, Apple `_$!<Home>!$_`, Google `* Home`, `Privat`, `Domicile`).
  case home
  /// Work (`TYPE=work`, Apple `_$!<Work>!$_`, Google `* Work`).
  case work
  /// School (`TYPE=school`, Apple `_$!<School>!$_`).
  case school
  /// Other (`TYPE=other`, Apple `_$!<Other>!$_`).
  case other
  /// A label written as free text, kept as the user wrote it.
  case custom(String)

  /// The standard labels.
  public static let standard: [ContactLabel] = [.home, .work, .school, .other]

  /// A short English name, or the custom text.
  public var name: String {
    switch self {
    case .home: "home"
    case .work: "work"
    case .school: "school"
    case .other: "other"
    case .custom(let text): text
    }
  }

  /// The name, or `custom "text"` for a custom label (to tell it from a standard one).
  public var description: String {
    if case .custom(let text) = self { return "custom \"\(text)\"" }
    return name
  }

  /// The `TYPE` tokens that say this label in the model; custom labels have none.
  public var modelTokens: [TypeToken] {
    switch self {
    case .home: [.home]
    case .work: [.work]
    case .school: [.school]
    case .other: [.other]
    case .custom: []
    }
  }
}

/// Which multi-valued property a label belongs to; the properties differ in which `TYPE`
/// tokens are theirs (`internet` for email, `postal` for addresses, …).
public enum LabeledProperty: String, Hashable, Sendable, CaseIterable, Codable {
  /// `TEL`, `EMAIL`, `ADR` and `URL`.
  case phone, email, address, url
}

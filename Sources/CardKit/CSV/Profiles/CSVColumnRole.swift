/// A field of the card that one column fills on its own.
enum CSVField: Int, Hashable, Sendable, CaseIterable {
  case formattedName, givenName, additionalName, familyName, namePrefix, nameSuffix
  /// Generic layout: `N` components after the fifth, as a list cell of list cells.
  case nameMore
  case phoneticGiven, phoneticAdditional, phoneticFamily
  case nickname, organization, department, jobTitle, role, note, categories, birthday, anniversary, photo
  /// Thunderbird's birthday split over three columns.
  case birthYear, birthMonth, birthDay
  case uid, revision, productID, kind, version
}

/// A single-valued property of the generic layout whose group and parameters have columns.
enum CSVSingleProperty: String, Hashable, Sendable, CaseIterable {
  case formattedName = "Formatted Name"
  case name = "Name"
  case organization = "Organization"
  case birthday = "Birthday"
  case anniversary = "Anniversary"
  case kind = "Kind"
  case uid = "UID"
  case revision = "Revision"
  case productID = "Product ID"
}

/// The `group` or parameters of a generic-layout value.
enum CSVAttribute: String, Hashable, Sendable {
  case group = "Group"
  case params = "Params"
}

/// The labels a fixed column gives its value (Outlook's `Mobile Phone`, Thunderbird's
/// `Work Phone`, a custom `Home Email` column).
struct CSVSlot: Hashable, Sendable {
  var types: [TypeToken]
  var label: String?

  init(_ types: [TypeToken] = [], label: String? = nil) {
    self.types = types
    self.label = label
  }
}

/// A part of a postal address.
enum CSVAddressPart: Int, Hashable, Sendable, CaseIterable {
  case poBox, extended, street, street2, street3, city, region, postalCode, country
  /// Generic layout: components after the seventh.
  case more
  /// The formatted label (Google `Address 1 - Formatted`, Outlook-from-Google `Home Address`).
  case formatted
}

/// A kind of numbered column block (`Phone 1 - Value`, `Address 2 - City`, …).
enum CSVBlockKind: String, Hashable, Sendable, CaseIterable {
  case nickname = "Nickname"
  case title = "Title"
  case role = "Role"
  case phone = "Phone"
  case email = "Email"
  case website = "Website"
  case im = "IM"
  case address = "Address"
  case note = "Note"
  case category = "Category"
  case photo = "Photo"
  case logo = "Logo"
  case sound = "Sound"
  case key = "Key"
  case member = "Member"
  // Google only.
  case organization = "Organization"
  case relation = "Relation"
  case event = "Event"
  case customField = "Custom Field"
}

/// A column of a block.
enum CSVBlockPart: Hashable, Sendable {
  case value
  /// Google's label word (`Mobile`, `* Home`, `Work Fax`): translated by ``CSVLabels``.
  case googleLabel
  /// Generic layout: vCard `TYPE` tokens, a list cell.
  case types
  /// Generic layout: the free-text label, as is.
  case label
  /// Generic layout: preference 1…100.
  case pref
  case attribute(CSVAttribute)
  case address(CSVAddressPart)
  /// Google organization blocks.
  case orgName, orgTitle, orgDepartment
  /// Google columns without a model field (`Symbol`, `Job Description`, `Service`, …), kept raw.
  case other(String)
}

/// What one column of a header means.
enum CSVColumnRole: Hashable, Sendable {
  case field(CSVField)
  case phone(CSVSlot)
  case email(CSVSlot)
  case url(CSVSlot)
  case im(CSVSlot)
  case address(CSVSlot, CSVAddressPart)
  case block(CSVBlockKind, Int, CSVBlockPart)
  /// Generic layout: the group or parameters of a single-valued property.
  case attribute(CSVSingleProperty, CSVAttribute)
  /// A column the layout knows but the model has no field for: kept as this `X-` (or
  /// standard) property, not reported.
  case extra(PropertyName)
  /// Generic layout: every other property, one content line each.
  case extraLines
  /// A column nobody knows: kept as an `X-` property named after it, reported once.
  case unmapped

  /// Roles that may appear in several columns of one header, each adding a value.
  var isRepeatable: Bool {
    switch self {
    case .phone, .email, .url, .im, .unmapped, .extra: true
    case .field(let f): f == .note || f == .categories || f == .nickname || f == .jobTitle || f == .role
    default: false
    }
  }
}

/// CardKit's own CSV layout, lossless for everything in the model.
///
/// Columns (those marked "when used" appear only when some card in the input needs them):
/// - `Formatted Name`, `Name Prefix`, `Given Name`, `Additional Name`, `Family Name`,
///   `Name Suffix`, `Organization`, `Birthday`: always.
/// - `Name - More`, `Organization Units`, `Anniversary`, `Kind`, `UID`, `Revision`,
///   `Product ID`, `vCard Version`: when used.
/// - `<Property> - Group`, `<Property> - Params` for `Formatted Name`, `Name`,
///   `Organization`, `Birthday`, `Anniversary`, `Kind`, `UID`, `Revision`, `Product ID`:
///   when used.
/// - Numbered blocks `<Kind> <n> - <Part>` for Nickname, Title, Role, Phone, Email, Website,
///   IM, Address, Note, Category, Photo, Logo, Sound, Key, Member, as many as the card with the
///   most values of that kind needs. Parts: `Value` (Address: `PO Box`, `Extended Address`,
///   `Street`, `City`, `Region`, `Postal Code`, `Country`, `More`, `Formatted`), `Types`
///   (always for Phone, Email, Website, IM, Address), `Label`, `Pref`, `Group`, `Params`.
/// - `Extra Properties`: every property the model does not interpret, one content line each.
///
/// Cell syntax: see ``GenericCells``.
enum GenericLayout {
  /// The columns of single-valued fields, in writing order, and whether they are always written.
  static let fieldColumns: [(String, CSVField, always: Bool)] = [
    ("Formatted Name", .formattedName, true),
    ("Name Prefix", .namePrefix, true),
    ("Given Name", .givenName, true),
    ("Additional Name", .additionalName, true),
    ("Family Name", .familyName, true),
    ("Name Suffix", .nameSuffix, true),
    ("Name - More", .nameMore, false),
    ("Organization", .organization, true),
    ("Organization Units", .department, false),
    ("Birthday", .birthday, true),
    ("Anniversary", .anniversary, false),
    ("Kind", .kind, false),
    ("UID", .uid, false),
    ("Revision", .revision, false),
    ("Product ID", .productID, false),
    ("vCard Version", .version, false),
  ]

  /// The column of the properties without a field.
  static let extraColumn = "Extra Properties"

  /// The block kinds of the layout, in writing order.
  static let blockKinds: [CSVBlockKind] = [
    .nickname, .title, .role, .phone, .email, .website, .im, .address, .note, .category,
    .photo, .logo, .sound, .key, .member,
  ]

  /// Kinds whose `Types` column is always written.
  static let typedKinds: Set<CSVBlockKind> = [.phone, .email, .website, .im, .address]

  /// Address parts in writing order with their column names.
  static let addressParts: [(CSVAddressPart, String)] = [
    (.poBox, "PO Box"), (.extended, "Extended Address"), (.street, "Street"), (.city, "City"),
    (.region, "Region"), (.postalCode, "Postal Code"), (.country, "Country"), (.more, "More"),
    (.formatted, "Formatted"),
  ]

  /// Reading table for the columns that are not blocks.
  static let readColumns: [(String, CSVColumnRole)] = {
    var columns = fieldColumns.map { ($0.0, CSVColumnRole.field($0.1)) }
    for property in CSVSingleProperty.allCases {
      for attribute in [CSVAttribute.group, .params] {
        columns.append(("\(property.rawValue) - \(attribute.rawValue)", .attribute(property, attribute)))
      }
    }
    columns.append((extraColumn, .extraLines))
    return columns
  }()

  /// Reads a generic block column's part.
  static func blockPart(kind: CSVBlockKind, part: String) -> CSVBlockPart? {
    switch part {
    case "value": return .value
    case "types": return .types
    case "label": return .label
    case "type": return .googleLabel
    case "pref": return .pref
    case "group": return .attribute(.group)
    case "params": return .attribute(.params)
    default: return kind == .address ? CSVHeaderName.addressPart(part).map { .address($0) } : nil
    }
  }

  /// The header name of a block column.
  static func blockColumn(_ kind: CSVBlockKind, _ index: Int, _ part: String) -> String {
    "\(kind.rawValue) \(index) - \(part)"
  }
}

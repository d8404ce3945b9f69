/// Recognises a layout from its header row (names compared after ``CSVHeaderName/normalize(_:)``).
///
/// In order: our generic layout (`Formatted Name`); Google current (a `… - Label` block
/// column, `Labels`, or `First Name` with `Organization Name`); Google legacy (a `… - Type`
/// block column, `Group Membership`, or `Given Name` with `Family Name`); Thunderbird (two of
/// its own columns such as `Primary Email`, `Mobile Number`, `Home ZipCode`); the Outlook
/// family (two of Outlook's own columns such as `Mobile Phone`, `Business Street`,
/// `E-mail 2 Address`), told apart by outlook.com's `Given Yomi`, `Personal Web Page`, … and
/// Google's formatted `Home Address` columns; otherwise ``CSVLayout/custom``.
enum CSVLayoutDetector {
  /// Columns only the Outlook family writes.
  static let outlookSignature: Set<String> = {
    var names: Set<String> = [
      "email address", "email 2 address", "email 3 address", "email display name", "email type",
      "web page", "business address po box", "home address po box", "other address po box",
    ]
    for (column, _) in CSVLabels.outlookPhoneColumns where column != "Pager" && column != "ISDN" && column != "Telex" {
      names.insert(CSVHeaderName.normalize(column))
    }
    for (prefix, _) in CSVLabels.outlookAddressSlots {
      for part in ["street", "street 2", "city", "state", "postal code", "country/region"] {
        names.insert("\(prefix.lowercased()) \(part)")
      }
    }
    names.remove("home city")  // Thunderbird writes these too
    names.remove("home state")
    return names
  }()

  /// The layout of a header whose names are already normalized.
  static func detect(_ names: [String]) -> CSVLayout {
    let set = Set(names)
    if set.contains("formatted name") { return .generic }
    let parts = names.compactMap { CSVHeaderName.parseBlock($0)?.part }
    if parts.contains("label") || set.contains("labels") || (set.contains("first name") && set.contains("organization name")) {
      return .googleCurrent
    }
    if parts.contains("type") || set.contains("group membership") || (set.contains("given name") && set.contains("family name")) {
      return .googleLegacy
    }
    if set.intersection(ThunderbirdLayout.signature).count >= 2 { return .thunderbird }
    let outlookHits = set.intersection(outlookSignature).count
    if outlookHits >= 2 || (outlookHits >= 1 && !set.isDisjoint(with: OutlookLayout.webSignature)) {
      if !set.isDisjoint(with: OutlookLayout.webSignature) { return .outlookWeb }
      if !set.isDisjoint(with: OutlookLayout.googleSignature) { return .outlookFromGoogle }
      return .outlookDesktop
    }
    return .custom
  }

  /// Whether two layouts are read with the same table (the Google layouts, the Outlook ones).
  static func sameFamily(_ a: CSVLayout, _ b: CSVLayout) -> Bool {
    a == b || (a.isGoogle && b.isGoogle) || (a.isOutlook && b.isOutlook)
  }

  /// The reading table of a layout: normalized name -> role. Each table also knows the names
  /// of its sibling layouts, so a file mixing them still reads.
  static func table(for layout: CSVLayout) -> [String: CSVColumnRole] {
    switch layout {
    case .generic: return genericTable
    case .googleCurrent, .googleLegacy: return googleTable
    case .outlookDesktop, .outlookFromGoogle, .outlookWeb: return outlookTable
    case .thunderbird: return thunderbirdTable
    case .custom: return [:]
    }
  }

  private static func makeTable(_ lists: [(String, CSVColumnRole)]...) -> [String: CSVColumnRole] {
    var table = [String: CSVColumnRole]()
    for list in lists {
      for (name, role) in list where table[CSVHeaderName.normalize(name)] == nil {
        table[CSVHeaderName.normalize(name)] = role
      }
    }
    return table
  }

  private static let genericTable = makeTable(GenericLayout.readColumns)
  private static let googleTable = makeTable(GoogleLayouts.currentColumns, GoogleLayouts.legacyColumns)
  private static let outlookTable = makeTable(OutlookLayout.desktopColumns, OutlookLayout.variantColumns)
  private static let thunderbirdTable = makeTable(ThunderbirdLayout.columns)
}

/// The layouts ``CSVWriter`` writes.
public enum CSVOutputLayout: Hashable, Sendable, CaseIterable {
  /// CardKit's lossless layout (`GenericLayout`).
  case generic
  /// Google Contacts' current layout.
  case google
  /// Outlook for Windows' layout.
  case outlook

  /// Parses `csv` / `generic`, `google-csv` / `google`, `outlook-csv` / `outlook`.
  public init?(name: String) {
    switch name.lowercased() {
    case "csv", "generic", "generic-csv": self = .generic
    case "google", "google-csv": self = .google
    case "outlook", "outlook-csv": self = .outlook
    default: return nil
    }
  }

  /// The reading layout that reads this output back.
  public var readingLayout: CSVLayout {
    switch self {
    case .generic: .generic
    case .google: .googleCurrent
    case .outlook: .outlookDesktop
    }
  }
}

/// What one card needs of a CSV header: how many values of each block it has and, in the
/// generic layout, the columns it fills (``CSVRowCells/needs(in:)``).
struct CSVColumnNeeds: Sendable {
  let counts: [CSVBlockKind: Int]
  let columns: [String]
}

/// The header of an output file. Column blocks (`Phone 1 …`, `Phone 2 …`) grow to the largest
/// count among the cards, and the generic layout's optional columns appear only when a card
/// uses them, so the plan needs every card first: build it in a first pass (``include(_:)``),
/// then write the rows with ``CSVTableWriter``.
public struct CSVColumnPlan: Sendable {
  /// The layout the plan is for.
  public let layout: CSVOutputLayout
  private var counts: [CSVBlockKind: Int] = [:]
  private var usedColumns: Set<String> = []
  private var usedParts: [CSVBlockKind: Set<String>] = [:]

  /// An empty plan: only the layout's fixed columns until cards are included.
  public init(layout: CSVOutputLayout) {
    self.layout = layout
  }

  /// A plan fitting every card of `cards`.
  public init(layout: CSVOutputLayout, cards: some Sequence<Card>) {
    self.init(layout: layout)
    for card in cards { include(card) }
  }

  /// Widens the plan so that `card` fits.
  public mutating func include(_ card: Card) {
    let encoder = CSVRowEncoder.forRows(of: layout, options: CSVWriteOptions())
    include(CSVRowCells(card: card, layout: layout, encoder: encoder, words: LabelWords()).needs(in: layout))
  }

  /// The widest plan of `layout`: every optional column, and `blocks` values of each block.
  static func widest(_ layout: CSVOutputLayout, blocks: Int) -> CSVColumnPlan {
    var plan = CSVColumnPlan(layout: layout)
    for kind in CSVBlockKind.allCases { plan.counts[kind] = blocks }
    guard layout == .generic else { return plan }
    plan.usedColumns = Set(GenericLayout.fieldColumns.map(\.0) + [GenericLayout.extraColumn])
    for property in CSVSingleProperty.allCases {
      for attribute in [CSVAttribute.group, .params] { plan.usedColumns.insert("\(property.rawValue) - \(attribute.rawValue)") }
    }
    for kind in CSVBlockKind.allCases { plan.usedParts[kind] = ["More", "Formatted", "Types", "Label", "Pref", "Group", "Params"] }
    return plan
  }

  /// Widens the plan so that a card with these needs fits.
  mutating func include(_ needs: CSVColumnNeeds) {
    counts.merge(needs.counts, uniquingKeysWith: max)
    guard layout == .generic else { return }
    for key in needs.columns where !usedColumns.contains(key) {
      usedColumns.insert(key)
      if let block = CSVHeaderName.parseBlock(CSVHeaderName.normalize(key)), let dash = key.firstRange(of: " - ") {
        usedParts[block.kind, default: []].insert(String(key[dash.upperBound...]))
      }
    }
  }

  /// The header names, in order.
  public var columns: [String] {
    switch layout {
    case .generic: genericColumns
    case .google: googleColumns
    case .outlook: OutlookLayout.desktopColumns.map(\.0)
    }
  }

  private var genericColumns: [String] {
    var out = GenericLayout.fieldColumns.filter { $0.always || usedColumns.contains($0.0) }.map(\.0)
    for property in CSVSingleProperty.allCases {
      for attribute in [CSVAttribute.group, .params] where usedColumns.contains("\(property.rawValue) - \(attribute.rawValue)") {
        out.append("\(property.rawValue) - \(attribute.rawValue)")
      }
    }
    for kind in GenericLayout.blockKinds {
      guard let count = counts[kind], count > 0 else { continue }
      let used = usedParts[kind] ?? []
      var parts: [String]
      if kind == .address {
        parts = GenericLayout.addressParts.map(\.1).filter { $0 != "More" && $0 != "Formatted" || used.contains($0) }
      } else {
        parts = ["Value"]
      }
      if GenericLayout.typedKinds.contains(kind) || used.contains("Types") { parts.append("Types") }
      for part in ["Label", "Pref", "Group", "Params"] where used.contains(part) { parts.append(part) }
      for i in 1...count {
        for part in parts { out.append(GenericLayout.blockColumn(kind, i, part)) }
      }
    }
    if usedColumns.contains(GenericLayout.extraColumn) { out.append(GenericLayout.extraColumn) }
    return out
  }

  private var googleColumns: [String] {
    var out = GoogleLayouts.currentColumns.map(\.0)
    let blocks: [(CSVBlockKind, String, Int)] = [
      (.email, GoogleRowEncoder.email, 1), (.phone, "Phone", 1), (.address, "Address", 0), (.relation, "Relation", 0),
      (.website, "Website", 0), (.event, "Event", 0), (.im, "IM", 0), (.customField, "Custom Field", 0),
    ]
    let addressParts = ["Label", "Formatted", "Street", "City", "PO Box", "Region", "Postal Code", "Country", "Extended Address"]
    for (kind, name, minimum) in blocks {
      let count = max(counts[kind] ?? 0, minimum)
      guard count > 0 else { continue }
      for i in 1...count {
        for part in kind == .address ? addressParts : ["Label", "Value"] { out.append("\(name) \(i) - \(part)") }
      }
    }
    return out
  }
}

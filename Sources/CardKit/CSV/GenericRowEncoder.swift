/// Encodes a card into the cells of the generic layout (``GenericLayout``, ``GenericCells``).
struct GenericRowEncoder {
  /// The non-empty cells by column name, and the number of values of each block kind.
  var cells: [String: String] = [:]
  var counts: [CSVBlockKind: Int] = [:]
  /// What could not be written exactly (a message per value).
  var inexact: [String] = []

  init(card: Card) {
    // A card fills dozens of cells: grown from empty, the dictionary was rehashed each time
    // it doubled.
    cells.reserveCapacity(64)
    encodeSingles(card)
    encodeBlocks(card)
    var lines = [String]()
    for property in card.extras {
      let line = GenericCells.encodeExtra(property)
      if GenericCells.decodeExtra(line) != property { inexact.append("property \(property.name.text) cannot be written as one line exactly") }
      lines.append(line)
    }
    if !lines.isEmpty { cells[GenericLayout.extraColumn] = lines.joined(separator: "\n") }
    // A card with nothing in it (`BEGIN:VCARD` `END:VCARD`) would be an empty row, which a CSV
    // reader passes over as a blank line: its version (3.0, as a card without VERSION is
    // read) keeps it a card.
    if cells.isEmpty { cells["vCard Version"] = (card.version ?? .v3_0).rawValue }
  }

  private mutating func set(_ column: String, _ value: String?) {
    if let value, !value.isEmpty { cells[column] = value }
  }

  /// Writes the group and parameters of a single-valued property, with markers.
  private mutating func attributes(_ property: CSVSingleProperty, group: String?, parameters: [Parameter], markers: [GenericCells.Marker]) {
    set("\(property.rawValue) - Group", group)
    let all = GenericCells.withMarkers(parameters, markers)
    if !all.isEmpty { set("\(property.rawValue) - Params", GenericCells.encodeParameters(all)) }
  }

  /// Encodes lists with ` ::: ` when every one of them reads back the same, else in the escaped form.
  private func lists(_ lists: [[String]]) -> (cells: [String], escaped: Bool) {
    let joined = lists.map(GenericCells.joinList)
    if joined.allSatisfy({ $0 != nil }) { return (joined.map { $0! }, false) }
    return (lists.map(GenericCells.joinEscaped), true)
  }

  private mutating func encodeSingles(_ card: Card) {
    if let fn = card.formattedName {
      set("Formatted Name", fn.value)
      attributes(.formattedName, group: fn.group, parameters: fn.parameters, markers: fn.value.isEmpty ? [.present] : [])
    }
    if let n = card.name {
      let (listCells, escaped) = lists([n.value.family, n.value.given, n.value.additional, n.value.prefixes, n.value.suffixes])
      for (column, cell) in zip(["Family Name", "Given Name", "Additional Name", "Name Prefix", "Name Suffix"], listCells) { set(column, cell) }
      if !n.value.extra.isEmpty { set("Name - More", GenericCells.joinNested(n.value.extra)) }
      var markers = [GenericCells.Marker]()
      if escaped { markers.append(.escaped) }
      if listCells.allSatisfy(\.isEmpty) && n.value.extra.isEmpty { markers.append(.present) }
      attributes(.name, group: n.group, parameters: n.parameters, markers: markers)
    }
    if let org = card.organization {
      let (listCells, escaped) = lists([org.value.units])
      set("Organization", org.value.name)
      set("Organization Units", listCells[0])
      var markers = [GenericCells.Marker]()
      if escaped { markers.append(.escaped) }
      if org.value.name.isEmpty && listCells[0].isEmpty { markers.append(.present) }
      attributes(.organization, group: org.group, parameters: org.parameters, markers: markers)
    }
    for (property, value) in [(CSVSingleProperty.birthday, card.birthday), (.anniversary, card.anniversary)] {
      guard let value else { continue }
      var markers = [GenericCells.Marker]()
      var cell: String
      switch value.value {
      case .date(let d):
        if let text = d.iso8601ExtendedText {
          cell = text
        } else {
          cell = d.vcard4Text
          inexact.append("\(property.rawValue) \(cell) has no ISO 8601 form; written as text")
          markers.append(.text)
        }
      case .text(let t):
        cell = t
        if PartialDate(parsing: t) != nil { markers.append(.text) }
      }
      if cell.isEmpty { markers.append(.present) }
      set(property.rawValue, cell)
      attributes(property, group: value.group, parameters: value.parameters, markers: markers)
    }
    if let kind = card.kind {
      set("Kind", kind.value.text)
      attributes(.kind, group: kind.group, parameters: kind.parameters, markers: kind.value.text.isEmpty ? [.present] : [])
    }
    let texts: [(CSVSingleProperty, Attributed<String>?)] = [(.uid, card.uid), (.revision, card.revision), (.productID, card.productID)]
    for (property, value) in texts {
      guard let value else { continue }
      // REV in the extended form of the layout's dates (`2018-01-25T21:50:41Z`).
      set(property.rawValue, property == .revision ? RevisionCodec.written(value.value, extended: true) : value.value)
      attributes(property, group: value.group, parameters: value.parameters, markers: value.value.isEmpty ? [.present] : [])
    }
    if let version = card.version { set("vCard Version", version.rawValue) }
  }

  private mutating func encodeBlocks(_ card: Card) {
    text(.nickname, card.nicknames)
    text(.title, card.titles)
    text(.role, card.roles)
    text(.phone, card.phones)
    text(.email, card.emails)
    text(.website, card.urls)
    text(.im, card.instantMessaging)
    for (i, v) in card.addresses.enumerated() {
      let a = v.value
      let components = [a.poBox, a.extended, a.street, a.locality, a.region, a.postalCode, a.country]
      var plain = [String: String]()
      if !a.extra.isEmpty { plain["More"] = GenericCells.joinNested(a.extra) }
      if let label = a.formattedLabel {
        plain["Formatted"] = label
        if label.isEmpty { inexact.append("address \(i + 1) has an empty formatted label; written as none") }
      }
      block(.address, i + 1, v, lists: Array(zip(GenericLayout.addressParts.prefix(7).map(\.1), components)), plain: plain)
    }
    text(.note, card.notes)
    text(.category, card.categories)
    media(.photo, card.photos)
    media(.logo, card.logos)
    media(.sound, card.sounds)
    media(.key, card.keys)
    text(.member, card.members)
  }

  private mutating func text(_ kind: CSVBlockKind, _ values: [LabeledValue<String>]) {
    for (i, v) in values.enumerated() { block(kind, i + 1, v, lists: [], plain: ["Value": v.value]) }
  }

  private mutating func media(_ kind: CSVBlockKind, _ values: [LabeledValue<Media>]) {
    for (i, v) in values.enumerated() {
      let (cell, marker) = GenericCells.encodeMedia(v.value)
      if case .inline(_, let type) = v.value, type == "" || type?.firstRange(of: ";base64,") != nil {
        inexact.append("\(kind.rawValue) \(i + 1) has a media type that a data: URI cannot carry")
      }
      block(kind, i + 1, v, lists: [], plain: ["Value": cell], markers: marker.map { [$0] } ?? [])
    }
  }

  /// Writes one block: its value's list parts and plain parts, plus types, label, preference,
  /// group and parameters. When one list of the value cannot be written with ` ::: `, all of
  /// them are written in the escaped form.
  private mutating func block<V>(
    _ kind: CSVBlockKind, _ index: Int, _ v: LabeledValue<V>, lists listParts: [(String, [String])],
    plain: [String: String], markers extra: [GenericCells.Marker] = []
  ) {
    counts[kind] = max(counts[kind] ?? 0, index)
    let prefix = "\(kind.rawValue) \(index) - "
    let all = listParts + [("Types", v.types.map(\.text))]
    let (listCells, escaped) = lists(all.map(\.1))
    // The parts have distinct names (plain parts are not list parts): a list, not a dictionary.
    var cells = plain.map { (part: $0.key, cell: $0.value) }
    cells.reserveCapacity(cells.count + listCells.count + 4)
    for ((name, _), cell) in zip(all, listCells) { cells.append((name, cell)) }
    if let label = v.label { cells.append(("Label", label)) }
    if let preference = v.preference { cells.append(("Pref", String(preference))) }
    if let group = v.group { cells.append(("Group", group)) }
    var markers = extra
    if v.label == "" { markers.append(.emptyLabel) }
    if escaped { markers.append(.escaped) }
    if cells.allSatisfy(\.cell.isEmpty) && v.parameters.isEmpty && markers.isEmpty { markers.append(.present) }
    let parameters = GenericCells.withMarkers(v.parameters, markers)
    if !parameters.isEmpty { cells.append(("Params", GenericCells.encodeParameters(parameters))) }
    for (part, cell) in cells where !cell.isEmpty { self.cells[prefix + part] = cell }
  }
}

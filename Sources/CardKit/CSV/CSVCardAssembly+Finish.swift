extension CSVCardAssembly {
  /// Builds the card from everything gathered.
  mutating func finish() -> Card {
    for block in blocks where block.key.kind == .organization {
      organizationBlock(block.key.index, block.cells, block.position)
    }
    finishName()
    finishOrganization()
    finishSingles()
    finishDates()
    for address in fixedAddresses {
      func one(_ part: CSVAddressPart) -> [String] { address[part].map { [$0] } ?? [] }
      let value = PostalAddress(
        poBox: one(.poBox), extended: one(.extended), street: one(.street) + one(.street2) + one(.street3),
        locality: one(.city), region: one(.region), postalCode: one(.postalCode), country: one(.country),
        formattedLabel: address[.formatted])
      card.append(LabeledValue(value, types: address.slot.types, label: address.slot.label, position: address.position), to: \.addresses)
    }
    if blocks.count > 1 {
      // One allocation per list instead of growing it value by value.
      var phones = 0, emails = 0, addresses = 0
      for block in blocks {
        switch block.key.kind {
        case .phone: phones += 1
        case .email: emails += 1
        case .address: addresses += 1
        default: break
        }
      }
      if phones > 1 { card.phones.reserveCapacity(card.phones.count + phones) }
      if emails > 1 { card.emails.reserveCapacity(card.emails.count + emails) }
      if addresses > 1 { card.addresses.reserveCapacity(card.addresses.count + addresses) }
    }
    for block in blocks where block.key.kind != .organization {
      if layout == .generic && GenericLayout.blockKinds.contains(block.key.kind) {
        genericBlock(block.key, block.cells, block.position)
      } else {
        googleBlock(block.key, block.cells, block.position)
      }
    }
    if fieldCells[.phoneticFamily] != nil || fieldCells[.phoneticGiven] != nil || fieldCells[.phoneticAdditional] != nil {
      card.phoneticName = StructuredName(
        family: fieldCells[.phoneticFamily].map { [$0.text] } ?? [],
        given: fieldCells[.phoneticGiven].map { [$0.text] } ?? [],
        additional: fieldCells[.phoneticAdditional].map { [$0.text] } ?? [])
    }
    if card.extras.contains(where: { $0.group != nil && $0.name == .xABLabel }) { adoptGroupLabels() }
    var out = Card()
    swap(&out, &card)  // moves the card out: no copy of its arrays
    return out
  }

  /// Apple's group labels among the extra properties (`item1.X-ABLabel:Personal mobile` in the
  /// generic layout's Extra Properties) read as the vCard reader reads them: the first label of
  /// a group is the label of that group's values that have none, and is no longer an extra
  /// once a value has it (written back, it would be a second X-ABLabel of the group beside the
  /// one the value writes). A label that differs from the value's own stays an extra.
  private mutating func adoptGroupLabels() {
    var labels: [String: String] = [:]
    for p in card.extras where p.name == .xABLabel {
      if let g = p.group?.lowercased(), labels[g] == nil { labels[g] = TextEscaping.unescape(p.value) }
    }
    var used: Set<String> = []
    card.updateGroupedValues { group, label in
      guard let text = labels[group.lowercased()] else { return }
      if label == nil { label = text }
      if label == text { used.insert(group.lowercased()) }
    }
    card.extras.removeAll { p in
      guard p.name == .xABLabel, let g = p.group?.lowercased(), used.contains(g) else { return false }
      return labels[g] == TextEscaping.unescape(p.value)
    }
  }

  // Constant lists, built once (array literals in a function are built on every call).
  private static let nameFields: [CSVField] = [.familyName, .givenName, .additionalName, .namePrefix, .nameSuffix]


  /// A list cell: ` ::: ` items (or the escaped form) in the generic layout, one item elsewhere.
  private func list(_ cell: String?, escaped: Bool) -> [String] {
    guard let cell else { return [] }
    if layout != .generic { return cell.isEmpty ? [] : [cell] }
    return escaped ? GenericCells.splitEscaped(cell) : GenericCells.splitList(cell)
  }

  private mutating func single(_ property: CSVSingleProperty, at p: SourcePosition) -> (group: String?, params: [Parameter], markers: Set<GenericCells.Marker>) {
    let cells = attributes[property] ?? [:]
    let group = cells[.group].flatMap { $0.isEmpty ? nil : $0 }
    let (params, markers) = parameters(cells[.params], owner: property.rawValue, at: p)
    return (group, params, markers)
  }

  private mutating func finishName() {
    let fields = Self.nameFields
    var position = SourcePosition.unknown
    var any = false
    for f in fields {
      if let cell = fieldCells[f] {
        if !any { position = cell.position }
        any = true
      }
    }
    if !any && fieldCells[.nameMore] == nil && attributes[.name] == nil && fieldCells[.formattedName] == nil
      && attributes[.formattedName] == nil
    {
      return
    }
    let a = single(.name, at: position)
    let escaped = a.markers.contains(.escaped)
    var components = [[String]]()
    components.reserveCapacity(5)
    for f in fields { components.append(list(fieldCells[f]?.text, escaped: escaped)) }
    var more = [[String]]()
    if let cell = fieldCells[.nameMore] {
      if let nested = GenericCells.splitNested(cell.text) {
        more = nested
      } else {
        report(.csvInvalidCell, "Name - More '\(cell.text)' is malformed; kept as X-CSV-NAME-MORE", cell.position)
        card.extras.append(RawProperty(name: .extended("X-CSV-NAME-MORE"), value: TextEscaping.escape(cell.text), position: cell.position))
      }
    }
    let name = StructuredName(
      family: components[0], given: components[1], additional: components[2], prefixes: components[3],
      suffixes: components[4], extra: more)
    let hasText = components.contains { $0.contains { !$0.isEmpty } }
    if hasText || !more.isEmpty || a.markers.contains(.present) || a.group != nil || !a.params.isEmpty {
      card.name = Attributed(name, group: a.group, parameters: a.params, position: position)
    }
    let fn = fieldCells[.formattedName]
    let f = single(.formattedName, at: fn?.position ?? .unknown)
    if fn != nil || f.markers.contains(.present) || f.group != nil || !f.params.isEmpty {
      card.formattedName = Attributed(fn?.text ?? "", group: f.group, parameters: f.params, position: fn?.position ?? .unknown)
    }
  }

  private mutating func finishOrganization() {
    let nameCell = fieldCells[.organization]
    let unitsCell = fieldCells[.department]
    let position = nameCell?.position ?? unitsCell?.position ?? .unknown
    let a = single(.organization, at: position)
    let escaped = a.markers.contains(.escaped)
    guard nameCell != nil || unitsCell != nil || a.markers.contains(.present) || a.group != nil || !a.params.isEmpty else { return }
    let units = list(unitsCell?.text, escaped: escaped)
    card.organization = Attributed(
      Organization(name: nameCell?.text ?? "", units: units), group: a.group, parameters: a.params, position: position)
  }

  /// Kind, UID, revision, product ID and version (written by the generic layout).
  private mutating func finishSingles() {
    if layout != .generic { return }  // only the generic layout has these columns
    let textSingles: [(CSVField, CSVSingleProperty, WritableKeyPath<Card, Attributed<String>?>)] = [
      (.uid, .uid, \.uid), (.revision, .revision, \.revision), (.productID, .productID, \.productID),
    ]
    for (field, property, path) in textSingles {
      let cell = fieldCells[field]
      let a = single(property, at: cell?.position ?? .unknown)
      if cell != nil || a.markers.contains(.present) || a.group != nil || !a.params.isEmpty {
        let text = property == .revision ? RevisionCodec.held(cell?.text ?? "") : cell?.text ?? ""
        card[keyPath: path] = Attributed(text, group: a.group, parameters: a.params, position: cell?.position ?? .unknown)
      }
    }
    let kindCell = fieldCells[.kind]
    let k = single(.kind, at: kindCell?.position ?? .unknown)
    if kindCell != nil || k.markers.contains(.present) || k.group != nil || !k.params.isEmpty {
      card.kind = Attributed(CardKind(kindCell?.text ?? ""), group: k.group, parameters: k.params, position: kindCell?.position ?? .unknown)
    }
    if let cell = fieldCells[.version] {
      if let version = VCardVersion(rawValue: cell.text.csvTrimmed) {
        card.version = version
      } else {
        report(.csvInvalidCell, "vCard Version '\(cell.text)' is not 2.1, 3.0 or 4.0; kept as X-CSV-VCARD-VERSION", cell.position)
        card.extras.append(RawProperty(name: .extended("X-CSV-VCARD-VERSION"), value: TextEscaping.escape(cell.text), position: cell.position))
      }
    }
  }

  private mutating func finishDates() {
    for field in [CSVField.birthday, .anniversary] {
      let property: CSVSingleProperty = field == .birthday ? .birthday : .anniversary
      let cell = fieldCells[field]
      if cell == nil && attributes[property] == nil { continue }
      let a = single(property, at: cell?.position ?? .unknown)
      var value: DateValue?
      if let cell {
        if layout == .generic && a.markers.contains(.text) {
          value = .text(cell.text)
        } else if layout == .generic, let d = PartialDate(parsing: cell.text) {
          value = .date(d)
        } else if layout != .generic, case .date(let d) = CSVDates.read(cell.text) {
          value = .date(d)
        } else if layout != .generic, CSVDates.read(cell.text) == .none {
          value = nil
        } else {
          report(.csvInvalidDate, "\(property.rawValue) '\(cell.text)' is not a date we understand; kept as text", cell.position)
          value = .text(cell.text)
        }
      } else if a.markers.contains(.present) || a.group != nil || !a.params.isEmpty {
        value = .text("")
      }
      guard let value else { continue }
      let attributed = Attributed(value, group: a.group, parameters: a.params, position: cell?.position ?? .unknown)
      if field == .birthday { card.birthday = attributed } else if card.anniversary == nil { card.anniversary = attributed }
    }
    let parts = [fieldCells[.birthYear], fieldCells[.birthMonth], fieldCells[.birthDay]]
    if card.birthday == nil, let reading = CSVDates.fromParts(year: parts[0]?.text, month: parts[1]?.text, day: parts[2]?.text) {
      let p = parts.lazy.compactMap { $0?.position }.first ?? .unknown
      if case .date(let date) = reading {
        card.birthday = Attributed(.date(date), position: p)
      } else {
        // Every part kept, named, as text: a part that does not fit is not dropped unsaid.
        let text = zip(["year", "month", "day"], parts).compactMap { name, cell in
          cell.map(\.text.csvTrimmed).flatMap { $0.isEmpty ? nil : "\(name) \($0)" }
        }.joined(separator: ", ")
        report(.csvInvalidDate, "birthday '\(text)' is not a date we understand; kept as text", p)
        card.birthday = Attributed(.text(text), position: p)
      }
    }
  }
}

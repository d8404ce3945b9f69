extension CSVCardAssembly {
  /// Builds the card from everything gathered.
  mutating func finish() -> Card {
    for key in blocks.keys.sorted() where key.kind == .organization {
      organizationBlock(key.index, blocks[key]!.cells, blocks[key]!.position)
    }
    finishName()
    finishOrganization()
    finishSingles()
    finishDates()
    for address in fixedAddresses {
      let parts = address.parts
      func one(_ part: CSVAddressPart) -> [String] { parts[part].map { [$0] } ?? [] }
      let value = PostalAddress(
        poBox: one(.poBox), extended: one(.extended), street: one(.street) + one(.street2) + one(.street3),
        locality: one(.city), region: one(.region), postalCode: one(.postalCode), country: one(.country),
        formattedLabel: parts[.formatted])
      card.append(LabeledValue(value, types: address.slot.types, label: address.slot.label, position: address.position), to: \.addresses)
    }
    for key in blocks.keys.sorted() where key.kind != .organization {
      let block = blocks[key]!
      if layout == .generic && GenericLayout.blockKinds.contains(key.kind) {
        genericBlock(key, block.cells, block.position)
      } else {
        googleBlock(key, block.cells, block.position)
      }
    }
    let phonetic = StructuredName(
      family: fieldCells[.phoneticFamily].map { [$0.text] } ?? [],
      given: fieldCells[.phoneticGiven].map { [$0.text] } ?? [],
      additional: fieldCells[.phoneticAdditional].map { [$0.text] } ?? [])
    if !phonetic.isEmpty { card.phoneticName = phonetic }
    return card
  }

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
    let fields: [CSVField] = [.familyName, .givenName, .additionalName, .namePrefix, .nameSuffix]
    let position = fields.compactMap { fieldCells[$0]?.position }.first ?? .unknown
    let a = single(.name, at: position)
    let escaped = a.markers.contains(.escaped)
    let components = fields.map { list(fieldCells[$0]?.text, escaped: escaped) }
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
    if !name.isEmpty || !more.isEmpty || a.markers.contains(.present) || a.group != nil || !a.params.isEmpty {
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
    let text: [(CSVField, CSVSingleProperty, WritableKeyPath<Card, Attributed<String>?>)] = [
      (.uid, .uid, \.uid), (.revision, .revision, \.revision), (.productID, .productID, \.productID),
    ]
    for (field, property, path) in text {
      let cell = fieldCells[field]
      let a = single(property, at: cell?.position ?? .unknown)
      if cell != nil || a.markers.contains(.present) || a.group != nil || !a.params.isEmpty {
        card[keyPath: path] = Attributed(cell?.text ?? "", group: a.group, parameters: a.params, position: cell?.position ?? .unknown)
      }
    }
    let kindCell = fieldCells[.kind]
    let k = single(.kind, at: kindCell?.position ?? .unknown)
    if kindCell != nil || k.markers.contains(.present) || k.group != nil || !k.params.isEmpty {
      card.kind = Attributed(CardKind(kindCell?.text ?? ""), group: k.group, parameters: k.params, position: kindCell?.position ?? .unknown)
    }
    if let cell = fieldCells[.version] {
      if let version = VCardVersion(rawValue: cell.text.trimmingSpaces) {
        card.version = version
      } else {
        report(.csvInvalidCell, "vCard Version '\(cell.text)' is not 2.1, 3.0 or 4.0; kept as X-CSV-VCARD-VERSION", cell.position)
        card.extras.append(RawProperty(name: .extended("X-CSV-VCARD-VERSION"), value: TextEscaping.escape(cell.text), position: cell.position))
      }
    }
  }

  private mutating func finishDates() {
    for (field, property) in [(CSVField.birthday, CSVSingleProperty.birthday), (.anniversary, .anniversary)] {
      let cell = fieldCells[field]
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
    if card.birthday == nil,
      let date = CSVDates.fromParts(year: fieldCells[.birthYear]?.text, month: fieldCells[.birthMonth]?.text, day: fieldCells[.birthDay]?.text)
    {
      let p = fieldCells[.birthYear]?.position ?? fieldCells[.birthMonth]?.position ?? fieldCells[.birthDay]?.position ?? .unknown
      card.birthday = Attributed(.date(date), position: p)
    }
  }
}

extension CSVCardAssembly {
  /// One block of the generic layout: exactly one value.
  mutating func genericBlock(_ key: BlockKey, _ cells: BlockCells, _ p: SourcePosition) {
    let owner = "\(key.kind.rawValue) \(key.index)"
    let decoded = parameters(cells[.attribute(.params)], owner: owner, at: p)
    var params = decoded.params
    let markers = decoded.markers
    let escaped = markers.contains(.escaped)
    func list(_ part: CSVBlockPart) -> [String] {
      guard let cell = cells[part] else { return [] }
      return escaped ? GenericCells.splitEscaped(cell) : GenericCells.splitList(cell)
    }
    let types = list(.types).map(TypeToken.init)
    let group = cells[.attribute(.group)].flatMap { $0.isEmpty ? nil : $0 }
    var preference: Int?
    if let cell = cells[.pref] {
      if let n = Int(cell.csvTrimmed) {
        preference = n
      } else {
        report(.csvInvalidCell, "\(owner) - Pref '\(cell)' is not a number; kept as a PREF parameter", p)
        params.append(Parameter(.pref, cell))
      }
    }
    let label = cells[.label] ?? (markers.contains(.emptyLabel) ? "" : nil)
    func labeled<V>(_ value: V) -> LabeledValue<V> {
      LabeledValue(value, types: types, label: label, preference: preference, group: group, parameters: params, position: p)
    }
    let text = cells[.value] ?? ""
    switch key.kind {
    case .nickname: card.append(labeled(text), to: \.nicknames)
    case .title: card.append(labeled(text), to: \.titles)
    case .role: card.append(labeled(text), to: \.roles)
    case .phone: card.append(labeled(text), to: \.phones)
    case .email: card.append(labeled(text), to: \.emails)
    case .website: card.append(labeled(text), to: \.urls)
    case .im: card.append(labeled(text), to: \.instantMessaging)
    case .note: card.append(labeled(text), to: \.notes)
    case .category: card.append(labeled(text), to: \.categories)
    case .member: card.append(labeled(text), to: \.members)
    case .photo, .logo, .sound, .key:
      var media = GenericCells.decodeMedia(text, isURI: markers.contains(.uri))
      if media == nil {
        report(.csvInvalidCell, "\(owner) - Value is a data: URI with malformed base64; kept as a URI", p)
        media = .uri(text)
      }
      let path: WritableKeyPath<Card, [LabeledValue<Media>]> =
        key.kind == .photo ? \.photos : key.kind == .logo ? \.logos : key.kind == .sound ? \.sounds : \.keys
      card.append(labeled(media!), to: path)
    case .address:
      var more = [[String]]()
      if let cell = cells[.address(.more)] {
        if let nested = GenericCells.splitNested(cell) {
          more = nested
        } else {
          report(.csvInvalidCell, "\(owner) - More '\(cell)' is malformed; kept as a parameter X-CSV-MORE", p)
          params.append(Parameter(.extended("X-CSV-MORE"), cell))
        }
      }
      let address = PostalAddress(
        poBox: list(.address(.poBox)), extended: list(.address(.extended)), street: list(.address(.street)),
        locality: list(.address(.city)), region: list(.address(.region)), postalCode: list(.address(.postalCode)),
        country: list(.address(.country)), extra: more, formattedLabel: cells[.address(.formatted)])
      card.append(labeled(address), to: \.addresses)
    case .organization, .relation, .event, .customField:
      googleBlock(key, cells, p)
    }
  }

  /// One block of a Google layout (also used for Google-style block columns in other
  /// layouts): the value cell may hold several values separated by ` ::: `, all with the block's
  /// label; `* ` before the label marks the primary value.
  mutating func googleBlock(_ key: BlockKey, _ cells: BlockCells, _ p: SourcePosition) {
    let labelCell = cells[.googleLabel]?.csvTrimmed ?? ""
    let word = CSVLabels.fromGoogle(labelCell, kind: key.kind)
    let valueCell = cells[.value] ?? ""
    var values = valueCell.containsByte(0x3A) ? GenericCells.splitTrimmed(valueCell) : (valueCell.isEmpty ? [] : [valueCell])
    func labeled<V>(_ value: V, _ n: Int) -> LabeledValue<V> {
      LabeledValue(value, types: word.types, label: word.label, preference: n == 0 ? word.preference : nil, position: p)
    }
    let plainLabel = labelCell.csvStartsWithStar ? String(labelCell.dropFirst(2)) : labelCell
    // A label without a value (`Phone 2 - Type` = `Emergency`, its value empty) is kept as an
    // empty labelled value, as a vCard's `TEL;TYPE=…:` and the generic layout's are: the lint
    // reports it (L038) and `repair` drops it, saying so.
    if values.isEmpty, !plainLabel.trimmingSpaces.isEmpty, [.phone, .email, .website, .im].contains(key.kind) { values = [""] }
    switch key.kind {
    case .phone: for (n, v) in values.enumerated() { card.append(labeled(v, n), to: \.phones) }
    case .email: for (n, v) in values.enumerated() { card.append(labeled(v, n), to: \.emails) }
    case .website: for (n, v) in values.enumerated() { card.append(labeled(v, n), to: \.urls) }
    case .im:
      // The handle is an IMPP URI with the scheme of its service: the legacy `IM 1 - Service`
      // cell, else the label (`Skype`).
      let service = cells.entries.first(where: { if case .other = $0.part { true } else { false } })?.text ?? ""
      for (n, v) in values.enumerated() {
        var value = labeled(IMPPCodec.uri(v, service: service.isEmpty ? plainLabel : service), n)
        if !service.isEmpty { value.label = value.label.map { "\($0) (\(service))" } ?? service }
        card.append(value, to: \.instantMessaging)
      }
    case .nickname: for (n, v) in values.enumerated() { card.append(labeled(v, n), to: \.nicknames) }
    case .title: for (n, v) in values.enumerated() { card.append(labeled(v, n), to: \.titles) }
    case .role: for (n, v) in values.enumerated() { card.append(labeled(v, n), to: \.roles) }
    case .note: for (n, v) in values.enumerated() { card.append(labeled(v, n), to: \.notes) }
    case .category: for (n, v) in values.enumerated() { card.append(labeled(v, n), to: \.categories) }
    case .member: for (n, v) in values.enumerated() { card.append(labeled(v, n), to: \.members) }
    case .photo: for (n, v) in values.enumerated() { card.append(labeled(Media.uri(v), n), to: \.photos) }
    case .logo: for (n, v) in values.enumerated() { card.append(labeled(Media.uri(v), n), to: \.logos) }
    case .sound: for (n, v) in values.enumerated() { card.append(labeled(Media.uri(v), n), to: \.sounds) }
    case .key: for (n, v) in values.enumerated() { card.append(labeled(Media.uri(v), n), to: \.keys) }
    case .address:
      addresses(cells, word: word, p)
    case .organization:
      break  // read first, by `organizationBlock`
    case .relation:
      for v in values { labeledPair(.extended("X-ABRELATEDNAMES"), v, label: plainLabel, p) }
    case .event:
      for v in values {
        if plainLabel.lowercased() == "anniversary" && card.anniversary == nil {
          switch CSVDates.read(v) {
          case .date(let d): card.anniversary = Attributed(.date(d), position: p)
          case .none: break
          case .unreadable:
            report(.csvInvalidDate, "anniversary '\(v)' is not a date we understand; kept as text", p)
            card.anniversary = Attributed(.text(v), position: p)
          }
        } else {
          labeledPair(.xABDate, v, label: plainLabel, p)
        }
      }
    case .customField:
      for v in values {
        if CSVNameBytes.isPropertyName(plainLabel) {
          // The writer gives a raw value as text: a structured one (GENDER's `M;Fellow`) keeps
          // its semicolons as the separators of its components.
          let name = PropertyName(plainLabel)
          let value = TextEscaping.escape(v, semicolons: !Self.structuredProperties.contains(name))
          card.extras.append(RawProperty(name: name, value: value, position: p))
        } else {
          labeledPair(.extended("X-CUSTOM-FIELD"), v, label: plainLabel, p)
        }
      }
    }
  }

  /// A Google address block: each part may hold several values separated by ` ::: `, taken in
  /// order as separate addresses.
  private mutating func addresses(_ cells: BlockCells, word: (types: [TypeToken], label: String?, preference: Int?), _ p: SourcePosition) {
    if !cells.entries.contains(where: { $0.text.containsByte(0x3A) }) {
      // The usual case: one address, no ` ::: ` to split.
      var a = PostalAddress()
      for entry in cells.entries {
        guard case .address(let part) = entry.part else { continue }
        if part == .formatted {
          a.formattedLabel = entry.text
          continue
        }
        let text = entry.text.csvTrimmed
        if text.isEmpty { continue }
        switch part {
        case .poBox: a.poBox = [text]
        case .extended: a.extended = [text]
        case .street, .street2, .street3: a.street.append(text)
        case .city: a.locality = [text]
        case .region: a.region = [text]
        case .postalCode: a.postalCode = [text]
        case .country: a.country = [text]
        case .more, .formatted: break
        }
      }
      // A label without an address (`Address 1 - Label` = `* Work`, every part empty) is kept
      // as an empty labelled address, as a phone's is (and as the writer writes a vCard's
      // empty `ADR;TYPE=WORK;PREF=1:`); the lint reports it (L038).
      let labelled = !word.types.isEmpty || !(word.label ?? "").isEmpty || word.preference != nil
      if a.hasNoComponents && a.formattedLabel == nil && !labelled { return }
      card.append(LabeledValue(a, types: word.types, label: word.label, preference: word.preference, position: p), to: \.addresses)
      return
    }
    var parts = [[String]?](repeating: nil, count: CSVAddressPart.allCases.count)
    var count = 0
    for entry in cells.entries {
      guard case .address(let a) = entry.part else { continue }
      let items = GenericCells.splitList(entry.text).map { a == .formatted ? $0 : $0.csvTrimmed }
      parts[a.rawValue] = items
      count = max(count, items.count)
    }
    for n in 0..<count {
      func one(_ a: CSVAddressPart) -> [String] {
        guard let items = parts[a.rawValue], n < items.count, !items[n].isEmpty else { return [] }
        return [items[n]]
      }
      let formatted = one(.formatted).first
      let address = PostalAddress(
        poBox: one(.poBox), extended: one(.extended), street: one(.street), locality: one(.city), region: one(.region),
        postalCode: one(.postalCode), country: one(.country), formattedLabel: formatted)
      if address.hasNoComponents && formatted == nil { continue }
      card.append(
        LabeledValue(address, types: word.types, label: word.label, preference: n == 0 ? word.preference : nil, position: p),
        to: \.addresses)
    }
  }

  /// A Google organization block: the first is the card's organization (name, department) and a
  /// title; later ones are kept as extra `ORG` properties and titles.
  mutating func organizationBlock(_ index: Int, _ cells: BlockCells, _ p: SourcePosition) {
    let name = cells[.orgName]?.csvTrimmed ?? ""
    let department = cells[.orgDepartment]?.csvTrimmed ?? ""
    if index == 1 && fieldCells[.organization] == nil && fieldCells[.department] == nil {
      if !name.isEmpty { fieldCells[.organization] = Cell(text: name, position: p) }
      if !department.isEmpty { fieldCells[.department] = Cell(text: department, position: p) }
    } else if !name.isEmpty || !department.isEmpty {
      let value = TextEscaping.escape(name) + (department.isEmpty ? "" : ";" + TextEscaping.escape(department))
      card.extras.append(RawProperty(name: .org, value: value, position: p))
    }
    if let title = cells[.orgTitle]?.csvTrimmed, !title.isEmpty {
      card.append(LabeledValue(title, position: p), to: \.titles)
    }
    let others = cells.entries.compactMap { entry -> (String, String)? in
      if case .other(let what) = entry.part { return (what, entry.text) }
      return nil
    }
    for (what, cell) in others.sorted(by: { $0.0 < $1.0 }) where !cell.csvTrimmed.isEmpty {
      if what == "job description" {
        card.append(LabeledValue(cell.csvTrimmed, position: p), to: \.roles)
      } else {
        let property = what == "yomi name" ? PropertyName.extended("X-PHONETIC-ORG") : CSVHeaderName.extensionName(for: "Organization \(what)", position: 0)
        card.extras.append(RawProperty(name: property, value: TextEscaping.escape(cell.csvTrimmed), position: p))
      }
    }
    if cells[.googleLabel].map({ !$0.csvTrimmed.isEmpty }) == true {
      card.extras.append(RawProperty(name: .extended("X-ORGANIZATION-TYPE"), value: TextEscaping.escape(cells[.googleLabel]!.csvTrimmed), position: p))
    }
  }

  /// Apple's pairing of a value and its label in one `itemN` group.
  private mutating func labeledPair(_ name: PropertyName, _ value: String, label: String, _ p: SourcePosition) {
    let group = makeItemGroup()
    card.extras.append(RawProperty(group: group, name: name, value: TextEscaping.escape(value), position: p))
    if !label.isEmpty {
      card.extras.append(RawProperty(group: group, name: .xABLabel, value: TextEscaping.escape(label), position: p))
    }
  }

  /// Properties whose value has `;`-separated components (RFC 6350 §6): a custom field of one
  /// is read with its semicolons as separators.
  static let structuredProperties: Set<PropertyName> = [.n, .adr, .org, .gender, .clientPIDMap]
}

/// Bytes allowed in a vCard property name.
enum CSVNameBytes {
  /// True for an `X-` name or a property name vCard defines, in upper case (`N`, `ROLE`): a
  /// Google custom field so labelled is read as that property (the Google writer labels custom
  /// fields with the property they carry); another label is a free-text custom field.
  static func isPropertyName(_ s: String) -> Bool {
    guard !s.isEmpty, s.utf8.allSatisfy({ isNameByte($0) }) else { return false }
    if s.uppercased().hasPrefix("X-") { return s.count > 2 }
    if case .extended = PropertyName(s) { return false }
    return s == s.uppercased()
  }

  static func isNameByte(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D
  }
}

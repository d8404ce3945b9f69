/// Encodes a card into the cells of Google's current layout.
///
/// Names, nicknames, organization, titles, birthday, notes, a photo URL, labels (categories,
/// with `* myContacts` for every card and `* starred` for the category `Starred`), emails,
/// phones, addresses, websites and instant messaging get Google's columns; the anniversary and
/// Apple-style `itemN.X-ABDATE` dates become `Event` blocks, `itemN.X-ABRELATEDNAMES` become
/// `Relation` blocks; roles, members and every other property become `Custom Field` blocks
/// labelled with the property name, which the reader turns back into that property.
struct GoogleRowEncoder {
  var cells: [String: String] = [:]
  var counts: [CSVBlockKind: Int] = [:]
  var inexact: [String] = []
  var notWritten: [String] = []
  /// Card metadata Google has no place for (`UID`, `REV`, …): reported once per file.
  var metadata: Set<String> = []

  static let email = "E-mail"
  /// The label words, worked out once for the thread (``LabelWords``).
  private let words: LabelWords

  init(card: Card, words: LabelWords) {
    self.words = words
    cells.reserveCapacity(64)
    var extras = card.extras
    encodeNames(card, &extras)
    if !card.nicknames.isEmpty { cells["Nickname"] = list(card.nicknames.map(\.value), "nickname") }
    if let i = extras.firstIndex(where: { $0.name == .extended("X-FILE-AS") }) {
      cells["File As"] = TextEscaping.unescape(extras.remove(at: i).value)
    }
    if let org = card.organization?.value {
      cells["Organization Name"] = org.name
      cells["Organization Department"] = org.units.joined(separator: ", ")
      if org.units.count > 1 { inexact.append("organization units \(org.units) written as one department") }
    }
    if !card.titles.isEmpty { cells["Organization Title"] = list(card.titles.map(\.value), "title") }
    if let birthday = card.birthday { cells["Birthday"] = dateText(birthday.value, what: "birthday") }
    if !card.notes.isEmpty {
      cells["Notes"] = card.notes.map(\.value).joined(separator: "\n\n")
      if card.notes.count > 1 { inexact.append("\(card.notes.count) notes written as one") }
    }
    for (i, photo) in card.photos.enumerated() {
      if case .uri(let url) = photo.value, cells["Photo"] == nil {
        cells["Photo"] = url
      } else {
        notWritten.append("photo \(i + 1) (Google's Photo column holds one URL)")
      }
    }
    if !card.logos.isEmpty { notWritten.append("\(card.logos.count) logo(s)") }
    if !card.sounds.isEmpty { notWritten.append("\(card.sounds.count) sound(s)") }
    if !card.keys.isEmpty { notWritten.append("\(card.keys.count) key(s)") }
    let labels = ["* myContacts"] + card.categories.map {
      $0.value.lowercased() == GoogleLayouts.starredCategory.lowercased() ? "* starred" : $0.value
    }
    cells["Labels"] = list(labels, "category")

    labeled(.email, Self.email, card.emails)
    // Google's phone cells hold numbers as text: a 4.0 `tel:` URI is written as its number.
    labeled(.phone, "Phone", TelephoneCodec.textForms(card.phones))
    for (i, a) in card.addresses.enumerated() {
      let prefix = "Address \(i + 1) - "
      counts[.address] = i + 1
      let v = a.value
      writeLabel(prefix, a.types, a.label, a.preference, .address)
      cells[prefix + "Formatted"] = v.formattedLabel
      cells[prefix + "Street"] = v.street.joined(separator: "\n")
      cells[prefix + "City"] = v.locality.joined(separator: " ")
      cells[prefix + "PO Box"] = v.poBox.joined(separator: " ")
      cells[prefix + "Region"] = v.region.joined(separator: " ")
      cells[prefix + "Postal Code"] = v.postalCode.joined(separator: " ")
      cells[prefix + "Country"] = v.country.joined(separator: " ")
      cells[prefix + "Extended Address"] = v.extended.joined(separator: " ")
      if v.components.contains(where: { $0.count > 1 || $0.contains(where: GenericCells.holdsSeparator) }) || !v.extra.isEmpty {
        inexact.append("address \(i + 1) has several values in one component, or ' ::: ' in one; joined")
      }
    }
    var events = [(String, String)]()
    if let anniversary = card.anniversary { events.append(("Anniversary", dateText(anniversary.value, what: "anniversary"))) }
    var relations = [(String, String)]()
    var customs = [(String, String)]()
    for (_, value, label) in Self.takePairs(.xABDate, &extras) { events.append((label, value)) }
    for (_, value, label) in Self.takePairs(.extended("X-ABRELATEDNAMES"), &extras) { relations.append((label, value)) }
    for (_, value, label) in Self.takePairs(.extended("X-CUSTOM-FIELD"), &extras) { customs.append((label, value)) }
    pairs(.relation, relations)
    labeled(.website, "Website", card.urls)
    pairs(.event, events)
    // Google's IM values are handles, the service the label: `skype:ann` labelled Skype is `ann`.
    // The service is the label cell's word, which the reader takes it from (a TYPE=Skype too);
    // a value with neither label nor type has it from Apple's X-SERVICE-TYPE (4.0's SERVICE-TYPE).
    let ims = card.instantMessaging.map { v in
      var v = v
      var service = words.word(types: v.types, label: v.label, kind: .im)
      if service.isEmpty, let i = v.parameters.firstIndex(where: { Self.isServiceType($0.name) }), let named = v.parameters[i].values.first,
        !named.trimmingSpaces.isEmpty
      {
        v.label = named
        v.parameters.remove(at: i)
        service = words.word(types: v.types, label: v.label, kind: .im)
      }
      v.value = IMPPCodec.handle(v.value, service: service)
      return v
    }
    labeled(.im, "IM", ims)
    metadata.formUnion(card.valueParameterNames(instantMessaging: ims))
    for role in card.roles { customs.append(("ROLE", role.value)) }
    for member in card.members { customs.append(("MEMBER", member.value)) }
    for property in extras {
      if property.group != nil || !property.parameters.isEmpty {
        inexact.append("\(property.name.text) written without its group and parameters")
      }
      customs.append((property.name.text, TextEscaping.unescape(property.value)))
    }
    // An empty value is a custom field with nothing in it, which Google's reader (and ours)
    // passes over: left out, and said (S020). Free-text fields come before those labelled
    // with a property name, in the order the reader reads them back into (its free-text
    // fields, then its raw properties), so the output read and written again is the same.
    let kept = customs.filter { !$0.1.isEmpty }
    for (label, value) in customs where value.isEmpty {
      let message = "empty \(label.isEmpty ? "custom field" : label) not written (a custom field with nothing in it)"
      if !inexact.contains(message) { inexact.append(message) }
    }
    pairs(.customField, kept.filter { !CSVNameBytes.isPropertyName($0.0) } + kept.filter { CSVNameBytes.isPropertyName($0.0) })
    if card.uid != nil { metadata.insert("UID") }
    if card.revision != nil { metadata.insert("REV") }
    if card.productID != nil { metadata.insert("PRODID") }
    if card.kind != nil { metadata.insert("KIND") }
  }

  private mutating func encodeNames(_ card: Card, _ extras: inout [RawProperty]) {
    if let n = CSVNameParts(card, layout: "Google") {
      cells["First Name"] = n.given
      cells["Middle Name"] = n.additional
      cells["Last Name"] = n.family
      cells["Name Prefix"] = n.prefix
      cells["Name Suffix"] = n.suffix
      inexact += n.lost
    } else if let fn = card.formattedName?.value, !fn.isEmpty {
      cells["First Name"] = fn
    }
    let phonetic = card.phoneticName
    cells["Phonetic First Name"] = phonetic.givenName
    cells["Phonetic Middle Name"] = phonetic.additionalName
    cells["Phonetic Last Name"] = phonetic.familyName
    extras.removeAll { [.xPhoneticFirstName, .xPhoneticMiddleName, .xPhoneticLastName].contains($0.name) }
  }

  private mutating func dateText(_ value: DateValue, what: String) -> String {
    switch value {
    case .date(let d):
      if let text = CSVDates.googleText(d) {
        if d.time != nil { inexact.append("\(what) \(d.vcard4Text) written without its time (Google's dates have none)") }
        return text
      }
      inexact.append("\(what) \(d.vcard4Text) has no form Google reads")
      return d.vcard4Text
    case .text(let t):
      return t
    }
  }

  /// Items written in one cell, separated by ` ::: ` as Google writes several values; an item
  /// that holds the separator itself is read back as several, and is reported.
  private mutating func list(_ items: [String], _ what: String) -> String {
    if items.contains(where: GenericCells.holdsSeparator) {
      let message = Self.holdsSeparator(what)
      if !inexact.contains(message) { inexact.append(message) }
    }
    return items.joined(separator: GenericCells.separator)
  }

  /// What a cell holding ` ::: ` in one of its values is reported as.
  private static func holdsSeparator(_ what: String) -> String {
    "\(what) holds ' ::: ', Google's separator of values; read back as several values"
  }

  private mutating func labeled(_ kind: CSVBlockKind, _ name: String, _ values: [LabeledValue<String>]) {
    // An empty value is written when it has a label (as Google's reader keeps it), not otherwise.
    for (i, v) in values.filter({ !$0.value.isEmpty || !($0.label ?? "").isEmpty || !$0.types.isEmpty }).enumerated() {
      let prefix = "\(name) \(i + 1) - "
      counts[kind] = i + 1
      writeLabel(prefix, v.types, v.label, v.preference, kind)
      cells[prefix + "Value"] = v.value
      if GenericCells.holdsSeparator(v.value) { inexact.append(Self.holdsSeparator("\(prefix)Value")) }
    }
  }

  /// Writes a value's label cell: the word ``CSVLabels/googleWord(types:label:preference:kind:)``
  /// gives, marked `*` when the value is the preferred one. Google has one label a value: a
  /// value whose types and free-text label say different things (`TEL;TYPE=CELL` labelled
  /// `Emergency`, `EMAIL;TYPE=WORK` labelled `Billing`) keeps the one written, and the other
  /// is reported.
  private mutating func writeLabel(_ prefix: String, _ types: [TypeToken], _ label: String?, _ preference: Int?, _ kind: CSVBlockKind) {
    let written = words.word(types: types, label: label, kind: kind)
    cells[prefix + "Label"] = CSVLabels.starred(written, preference: preference)
    guard let label, !label.trimmingSpaces.isEmpty, !CSVLabels.significant(types).isEmpty else { return }
    let byTypes = words.word(types: types, label: nil, kind: kind)
    let byLabel = words.word(types: [], label: label, kind: kind)
    // `TYPE=X-blog` labelled `blog` says one thing.
    func plain(_ word: String) -> String {
      let w = word.lowercased()
      return w.hasPrefix("x-") ? String(w.dropFirst(2)) : w
    }
    guard !byTypes.isEmpty, !byLabel.isEmpty, plain(byTypes) != plain(byLabel) else { return }
    let other = written.lowercased() == byLabel.lowercased() ? "its types (\(byTypes))" : "its label '\(CSVLabels.unwrapApple(label))'"
    inexact.append("\(prefix)Label is '\(written)'; \(other) left out (Google has one label a value)")
  }

  /// Apple's `X-SERVICE-TYPE` or RFC 9554's `SERVICE-TYPE`.
  private static func isServiceType(_ name: ParameterName) -> Bool {
    let text = name.text
    return text.caseInsensitiveEquals("X-SERVICE-TYPE") || text.caseInsensitiveEquals("SERVICE-TYPE")
  }

  private mutating func pairs(_ kind: CSVBlockKind, _ values: [(String, String)]) {
    for (i, (label, value)) in values.enumerated() {
      let prefix = "\(kind.rawValue) \(i + 1) - "
      counts[kind] = i + 1
      cells[prefix + "Label"] = label
      cells[prefix + "Value"] = value
    }
  }

  /// Removes Apple-style pairs (`itemN.NAME` with `itemN.X-ABLabel`) and returns (group, value, label).
  static func takePairs(_ name: PropertyName, _ extras: inout [RawProperty]) -> [(String, String, String)] {
    var found = [(String, String, String)]()
    for property in extras where property.name == name {
      guard let group = property.group else { continue }
      let label = extras.first { $0.group == group && $0.name == .xABLabel }.map { TextEscaping.unescape($0.value) } ?? ""
      found.append((group, TextEscaping.unescape(property.value), CSVLabels.unwrapApple(label)))
    }
    let groups = Set(found.map(\.0))
    extras.removeAll { p in p.group.map(groups.contains) == true && (p.name == name || p.name == .xABLabel) }
    return found
  }
}

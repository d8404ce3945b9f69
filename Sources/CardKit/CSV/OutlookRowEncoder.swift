/// Encodes a card into the fixed columns of Outlook for Windows.
///
/// Outlook has one column per phone kind (19), three emails, three addresses (business, home,
/// other), one web page and one job title. A value that finds no free column is written into
/// `Notes`, one line each (`Phone (Mobile): +1 555 0100`), and reported. Empty dates are
/// written `0/0/00` and yearless ones with year 1604, and Priority, Sensitivity, Private and
/// Gender get Outlook's defaults, as Outlook itself exports.
struct OutlookRowEncoder {
  var cells: [String: String] = [:]
  /// Lines added to Notes.
  var overflow: [String] = []
  var inexact: [String] = []
  var notWritten: [String] = []
  var metadata: Set<String> = []

  /// Column of each property the Outlook table keeps as an extra (`X-SPOUSE` -> `Spouse`).
  private static let extraColumns: [PropertyName: String] = {
    var map = [PropertyName: String]()
    for (column, role) in OutlookLayout.desktopColumns {
      if case .extra(let name) = role { map[name] = column }
    }
    return map
  }()

  private static let defaults: [(String, String)] = [
    ("Priority", "Normal"), ("Sensitivity", "Normal"), ("Private", "False"), ("Gender", "Unspecified"),
  ]

  init(card: Card) {
    cells.reserveCapacity(64)
    encodeNames(card)
    if let org = card.organization?.value {
      cells["Company"] = org.name
      cells["Department"] = org.units.joined(separator: ", ")
      if org.units.count > 1 { inexact.append("organization units \(org.units) written as one department") }
    }
    for (i, title) in card.titles.enumerated() {
      if i == 0 { cells["Job Title"] = title.value } else { overflow.append("Job Title: \(title.value)") }
    }
    for (i, role) in card.roles.enumerated() {
      if i == 0 { cells["Profession"] = role.value } else { overflow.append("Profession: \(role.value)") }
    }
    for nickname in card.nicknames { overflow.append("Nickname: \(nickname.value)") }
    // Outlook's phone columns hold numbers as text: a 4.0 `tel:` URI is written as its number.
    encodePhones(TelephoneCodec.textForms(card.phones.filter { !$0.value.isEmpty }))
    for (i, email) in card.emails.filter({ !$0.value.isEmpty }).enumerated() {
      let column = ["E-mail Address", "E-mail 2 Address", "E-mail 3 Address"]
      if i < 3 { cells[column[i]] = email.value } else { overflow.append("E-mail\(describe(email)): \(email.value)") }
      if i < 3 && (!CSVLabels.significant(email.types).isEmpty || email.label != nil) { metadata.insert("email labels") }
    }
    encodeAddresses(card.addresses)
    for (i, url) in card.urls.enumerated() {
      if i == 0 { cells["Web Page"] = url.value } else { overflow.append("Web Page\(describe(url)): \(url.value)") }
      if i == 0 && (!CSVLabels.significant(url.types).isEmpty || url.label != nil) { metadata.insert("web page labels") }
    }
    // Apple's `x-apple:` URI of a service without a scheme is its handle to a reader of Notes.
    for im in card.instantMessaging { overflow.append("IM\(describe(im)): \(IMPPCodec.handle(im.value, service: nil))") }
    metadata.formUnion(card.valueParameterNames())
    for member in card.members { overflow.append("Member: \(member.value)") }
    cells["Birthday"] = date(card.birthday, what: "Birthday")
    cells["Anniversary"] = date(card.anniversary, what: "Anniversary")
    cells["Categories"] = card.categories.map(\.value).joined(separator: ";")
    if card.categories.contains(where: { $0.value.contains(";") }) { inexact.append("a category holds ';', Outlook's separator") }
    for (kind, media) in [("photo", card.photos), ("logo", card.logos), ("sound", card.sounds), ("key", card.keys)] where !media.isEmpty {
      notWritten.append("\(media.count) \(kind)(s)")
    }
    for property in card.extras {
      if let column = Self.extraColumns[property.name], cells[column] == nil, property.group == nil {
        cells[column] = TextEscaping.unescape(property.value)
      } else {
        overflow.append("\(property.group.map { $0 + "." } ?? "")\(property.name.text): \(TextEscaping.unescape(property.value))")
      }
    }
    for (column, value) in Self.defaults where (cells[column] ?? "").isEmpty { cells[column] = value }
    var notes = card.notes.map(\.value)
    if notes.count > 1 { inexact.append("\(notes.count) notes written as one") }
    if !overflow.isEmpty { notes.append(overflow.joined(separator: "\n")) }
    cells["Notes"] = notes.joined(separator: "\n\n")
    if card.uid != nil { metadata.insert("UID") }
    if card.revision != nil { metadata.insert("REV") }
    if card.productID != nil { metadata.insert("PRODID") }
    if card.kind != nil { metadata.insert("KIND") }
  }

  /// ` (Mobile)` for a value with labels, else nothing.
  private func describe(_ v: LabeledValue<String>) -> String {
    let word = CSVLabels.googleWord(types: v.types, label: v.label, preference: nil, kind: .phone)
    return word.isEmpty ? "" : " (\(word))"
  }

  private mutating func encodeNames(_ card: Card) {
    if let n = CSVNameParts(card, layout: "Outlook") {
      cells["Title"] = n.prefix
      cells["First Name"] = n.given
      cells["Middle Name"] = n.additional
      cells["Last Name"] = n.family
      cells["Suffix"] = n.suffix
      inexact += n.lost
    } else if let fn = card.formattedName?.value, !fn.isEmpty,
      fn.csvTrimmed.lowercased() != (card.organization?.value.name ?? "").csvTrimmed.lowercased()
    {
      // A name without parts is the first name, unless it is the company's (a company card).
      cells["First Name"] = fn
    }
  }

  /// Outlook's phone columns with each slot's tokens as a set, made once.
  private static let phoneSlots = CSVLabels.outlookPhoneColumns.map { (column: $0.0, slot: $0.1, types: Set($0.1.types)) }
  private static let otherPhone = phoneSlots.firstIndex { $0.column == "Other Phone" }

  /// Puts each phone in the free column that fits it best; Other Phone takes one that fits none.
  private mutating func encodePhones(_ phones: [LabeledValue<String>]) {
    let slots = Self.phoneSlots
    var free = [Bool](repeating: true, count: slots.count)
    for phone in phones {
      let fit = CSVLabels.SlotFit(types: phone.types, label: phone.label)
      var best: (slot: Int, score: Int)?
      for i in slots.indices where free[i] {
        let score = fit.score(slots[i].slot, types: slots[i].types)
        if score > (best?.score ?? 0) { best = (i, score) }
      }
      let wantsOther = fit.tokens.isEmpty || (best == nil && phone.label == nil)
      if best == nil, wantsOther, let other = Self.otherPhone, free[other] { best = (other, 1) }
      if let (i, score) = best {
        let column = slots[i].column
        cells[column] = phone.value
        free[i] = false
        if score < 2, let label = phone.label, !label.isEmpty {
          inexact.append("phone label '\(CSVLabels.unwrapApple(label))' not kept (written as \(column))")
        }
        // A second mobile number in Other Phone, or a `cell,home` number in Home Phone.
        reportTypesLeftOut(fit.tokens.subtracting(slots[i].types), of: "phone", writtenAs: column)
      } else {
        overflow.append("Phone\(describe(phone)): \(phone.value)")
      }
    }
  }

  private mutating func encodeAddresses(_ addresses: [LabeledValue<PostalAddress>]) {
    var free = ["Business", "Home", "Other"]
    for (i, address) in addresses.enumerated() {
      let wanted = address.has(.work) ? "Business" : address.has(.home) ? "Home" : "Other"
      let prefix = free.contains(wanted) ? wanted : free.contains("Other") ? "Other" : nil
      guard let prefix else {
        let a = address.value
        // Every part, in the order an address is written (PO box and extended address too).
        let text = a.formattedLabel ?? (a.poBox + a.extended + a.street + a.locality + a.region + a.postalCode + a.country + a.extra.joined())
          .filter { !$0.isEmpty }.joined(separator: ", ")
        overflow.append("Address\(address.types.isEmpty ? "" : " (\(address.types.map(\.text).joined(separator: ", ")))"): \(text)")
        continue
      }
      free.removeAll { $0 == prefix }
      if let slot = CSVLabels.outlookAddressSlots.first(where: { $0.0 == prefix })?.1 {
        reportTypesLeftOut(Set(CSVLabels.significant(address.types)).subtracting(slot.types), of: "address \(i + 1)", writtenAs: "\(prefix) address")
      }
      let a = address.value
      var street = a.street
      if a.hasNoComponents, let label = a.formattedLabel { street = [label] }
      if !a.extended.isEmpty {
        street.append(contentsOf: a.extended)
        inexact.append("address \(i + 1): extended address written as a street line")
      }
      if street.count > 3 {
        street = Array(street.prefix(2)) + [street.dropFirst(2).joined(separator: ", ")]
        inexact.append("address \(i + 1): more than three street lines; the rest joined into the third")
      }
      if !a.extra.isEmpty { inexact.append("address \(i + 1): components after the seventh not written") }
      if !a.hasNoComponents, let label = a.formattedLabel, !label.trimmingSpaces.isEmpty {
        inexact.append("address \(i + 1): formatted label not written (Outlook composes one from the parts)")
      }
      for (n, line) in street.enumerated() { cells["\(prefix) Street\(n == 0 ? "" : " \(n + 1)")"] = line }
      cells["\(prefix) City"] = a.locality.joined(separator: " ")
      cells["\(prefix) State"] = a.region.joined(separator: " ")
      cells["\(prefix) Postal Code"] = a.postalCode.joined(separator: " ")
      cells["\(prefix) Country/Region"] = a.country.joined(separator: " ")
      cells["\(prefix) Address PO Box"] = a.poBox.joined(separator: " ")
    }
  }

  /// Names the types of a value that the column it was written in does not say (S020); the
  /// message names no value, so that cards alike share one finding.
  private mutating func reportTypesLeftOut(_ types: Set<TypeToken>, of what: String, writtenAs column: String) {
    guard !types.isEmpty else { return }
    let names = types.map(\.text).sorted().joined(separator: ", ")
    inexact.append("\(what) type\(types.count == 1 ? "" : "s") \(names) not kept (written as \(column))")
  }

  private mutating func date(_ value: Attributed<DateValue>?, what: String) -> String {
    guard let value else { return "0/0/00" }
    switch value.value {
    case .date(let d):
      if let text = CSVDates.outlookText(d) {
        if d.time != nil { inexact.append("\(what) \(d.vcard4Text) written without its time (Outlook's dates have none)") }
        return text
      }
      overflow.append("\(what): \(d.vcard4Text)")
    case .text(let t):
      overflow.append("\(what): \(t)")
    }
    return "0/0/00"
  }
}

/// `NICKNAME` (RFC 6350 §6.2.3, RFC 2426 §3.1.3): a comma list; one model value per nickname.
/// vCard 2.1 has no NICKNAME: it is written as `X-NICKNAME`.
enum NicknameCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    let template = p.labeled("")
    for nick in p.value.list() where !nick.isEmpty {
      var v = template
      v.value = nick
      v = card.identified(v)
      card.nicknames.append(v)
    }
    return true
  }

  static func write(_ card: Card, into out: inout PropertyEmitter) {
    guard !card.nicknames.isEmpty else { return }
    let name = out.version == .v2_1 ? "X-NICKNAME" : "NICKNAME"
    if out.version == .v2_1 {
      out.report(.propertyAsExtension, "NICKNAME is not defined in vCard 2.1; written as X-NICKNAME", position: card.nicknames[0].position)
    }
    writeGroupedList(card.nicknames, name: name, into: &out)
  }

  /// Writes consecutive values that share their parameters as one comma list.
  static func writeGroupedList(_ values: [LabeledValue<String>], name: String, into out: inout PropertyEmitter) {
    let preferred = PropertyEmitter.preferred(values)
    var i = 0
    while i < values.count {
      var j = i + 1
      while j < values.count, values[j].types == values[i].types, values[j].preference == values[i].preference,
        values[j].label == values[i].label, values[j].group == values[i].group, values[j].parameters == values[i].parameters
      {
        j += 1
      }
      let items = values[i..<j].map(\.value)
      let isPreferred = values[i..<j].contains { $0.id == preferred }
      // A list in every version: a comma inside an item is escaped (`\,`), 2.1 included.
      out.emitLabeled(values[i], name: name, value: .list(items), isPreferred: isPreferred)
      i = j
    }
  }
}

@testable import CardKit

/// A card as short lines of text, for table-driven expectations that name every value.
enum CSVCardSummary {
  static func lines(_ c: Card) -> [String] {
    var out = [String]()
    func labels<V>(_ v: LabeledValue<V>) -> String {
      var parts = v.types.map(\.text)
      if let label = v.label { parts.append("\"\(label)\"") }
      if let pref = v.preference { parts.append("pref=\(pref)") }
      if let group = v.group { parts.append("group=\(group)") }
      for p in v.parameters { parts.append("\(p.name.text)=\(p.values.joined(separator: ","))") }
      return parts.isEmpty ? "" : " [" + parts.joined(separator: " ") + "]"
    }
    if let fn = c.formattedName { out.append("FN \(fn.value)") }
    if let n = c.name { out.append("N \(n.value.components.map { $0.joined(separator: "+") }.joined(separator: ";"))" + (n.parameters.isEmpty ? "" : " \(n.parameters.map { "\($0.name.text)=\($0.values.joined(separator: ","))" })")) }
    if let k = c.kind { out.append("KIND \(k.value.text)") }
    for v in c.nicknames { out.append("NICKNAME \(v.value)") }
    if let o = c.organization { out.append("ORG \(([o.value.name] + o.value.units).joined(separator: ";"))") }
    for v in c.titles { out.append("TITLE \(v.value)") }
    for v in c.roles { out.append("ROLE \(v.value)") }
    for v in c.phones { out.append("TEL \(v.value)\(labels(v))") }
    for v in c.emails { out.append("EMAIL \(v.value)\(labels(v))") }
    for v in c.addresses {
      let a = v.value
      var s = "ADR \(a.components.map { $0.joined(separator: "+") }.joined(separator: ";"))\(labels(v))"
      if let label = a.formattedLabel { s += " label=\(label.debugDescription)" }
      out.append(s)
    }
    for v in c.urls { out.append("URL \(v.value)\(labels(v))") }
    for v in c.instantMessaging { out.append("IMPP \(v.value)\(labels(v))") }
    if let b = c.birthday { out.append("BDAY \(date(b.value))") }
    if let b = c.anniversary { out.append("ANNIVERSARY \(date(b.value))") }
    for v in c.notes { out.append("NOTE \(v.value.debugDescription)") }
    for v in c.photos { out.append("PHOTO \(v.value)") }
    for v in c.categories { out.append("CATEGORY \(v.value)") }
    for x in c.extras {
      let params = x.parameters.map { ";\($0.name.text)=\($0.values.joined(separator: ","))" }.joined()
      out.append("\(x.group.map { $0 + "." } ?? "")\(x.name.text)\(params):\(x.value)")
    }
    return out
  }

  static func date(_ d: DateValue) -> String {
    switch d {
    case .date(let p): p.vcard4Text
    case .text(let t): "text:\(t)"
    }
  }
}

/// **A property allowed once appears more than once.**
///
/// RFC 6350 §6 gives each property a cardinality; N, BDAY, ANNIVERSARY, GENDER, KIND, UID,
/// REV, PRODID, BIRTHPLACE, DEATHPLACE and DEATHDATE may appear at most once (as may the
/// 3.0-only SORT-STRING, CLASS, PROFILE, NAME and MAILER), and before vCard 4.0 FN too.
/// Importers keep one of them, usually the first, and drop the rest. In vCard 4.0, instances
/// that share an ALTID are one property in several languages and count once (RFC 6350
/// §5.4). Each extra instance is reported where it stands. `cardkit repair` merges extra
/// instances that are identical to the first; differing ones are left for a person to choose.
/// A repeated VERSION is the reader's V031.
struct RepeatedPropertyRule: CardRule {
  var code: DiagnosticCode { .lintRepeatedProperty }
  var name: String { "repeated-property" }
  var category: LintCategory { .conformance }
  var input: LintInput { .card }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    guard let version = card.version else { return }
    if card.syntax != nil {
      checkSyntax(card, version, &findings)
    } else {
      checkModel(card, version, &findings)
    }
  }

  private func checkSyntax(_ card: LintCard, _ version: VCardVersion, _ findings: inout LintFindings) {
    // Most cards have each singular property once: a bit per name finds that without a list.
    guard let properties = card.syntax?.properties, Self.hasRepeat(properties, version) else { return }
    // A handful of singular properties per card: a list beats a dictionary.
    var seen: [(name: PropertyName, altIDs: [String?])] = []
    card.forEachLine { p, name in
      guard VersionRules.allowsOnce(name, in: version) else { return }
      let altID = version == .v4_0 ? p.parameters.value(.altID) : nil
      if let k = seen.firstIndex(where: { $0.name == name }) {
        if let altID, seen[k].altIDs.contains(altID) { return }
        findings.add(code, "\(name.text) appears \(seen[k].altIDs.count + 1) times; vCard \(version.rawValue) allows it once", at: p.position)
        seen[k].altIDs.append(altID)
      } else {
        seen.append((name, [altID]))
      }
    }
  }

  /// Whether a singular property appears twice among the lines.
  private static func hasRepeat(_ lines: [PropertySyntax], _ version: VCardVersion) -> Bool {
    var seen = PropertyNameSet()
    // By index: `contains(where:)` copied each line out of the array for its closure.
    for i in lines.indices where VersionRules.allowsOnce(lines[i].propertyName, in: version) {
      if !seen.insert(lines[i].propertyName) { return true }
    }
    return false
  }

  /// jCard: the reader keeps a second instance of a modelled property as a raw property.
  private func checkModel(_ card: LintCard, _ version: VCardVersion, _ findings: inout LintFindings) {
    let c = card.card
    var counts: [PropertyName: Int] = [:]
    if c.name != nil { counts[.n] = 1 }
    if c.birthday != nil { counts[.bday] = 1 }
    if c.anniversary != nil { counts[.anniversary] = 1 }
    if c.uid != nil { counts[.uid] = 1 }
    if c.revision != nil { counts[.rev] = 1 }
    if c.kind != nil { counts[.kind] = 1 }
    if c.productID != nil { counts[.prodid] = 1 }
    for raw in c.extras where VersionRules.allowsOnce(raw.name, in: version) {
      let n = counts[raw.name, default: 0] + 1
      counts[raw.name] = n
      if n > 1 {
        findings.add(code, "\(raw.name.text) appears \(n) times; vCard \(version.rawValue) allows it once", at: raw.position)
      }
    }
  }
}

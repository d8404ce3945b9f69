/// **The same value with the same labels appears twice on a card.**
///
/// Two identical TEL, EMAIL, ADR, URL, IMPP, NOTE, … values (same text, types, label and
/// parameters; Apple item groups aside), or two identical other properties, are the trace of
/// a merge or a sync gone round twice; apps list the number twice. `cardkit repair` keeps
/// the first and drops the copy (no value is lost). A second, differing instance of a
/// property allowed once is L003.
struct DuplicateValueRule: CardRule {
  var code: DiagnosticCode { .lintDuplicateValue }
  var name: String { "duplicate-value" }
  var category: LintCategory { .hygiene }
  var input: LintInput { .card }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    let c = card.card
    report(c.phones, "TEL", &findings)
    report(c.emails, "EMAIL", &findings)
    report(c.urls, "URL", &findings)
    report(c.addresses, "ADR", &findings)
    report(c.instantMessaging, "IMPP", &findings)
    report(c.nicknames, "NICKNAME", &findings)
    report(c.titles, "TITLE", &findings)
    report(c.roles, "ROLE", &findings)
    report(c.notes, "NOTE", &findings)
    report(c.categories, "CATEGORIES", &findings)
    report(c.members, "MEMBER", &findings)
    report(c.photos, "PHOTO", &findings)
    report(c.logos, "LOGO", &findings)
    report(c.sounds, "SOUND", &findings)
    report(c.keys, "KEY", &findings)
    for i in Self.duplicateExtras(c.extras) {
      findings.add(code, "\(c.extras[i].name.text) appears twice with the same value and parameters", at: c.extras[i].position)
    }
  }

  private func report<V>(_ values: [LabeledValue<V>], _ property: String, _ findings: inout LintFindings) {
    guard values.count > 1 else { return }
    for i in Self.duplicates(values) {
      findings.add(code, "\(property)\(Self.shown(values[i].value)) appears twice with the same labels", at: values[i].position)
    }
  }

  /// Indexes of values equal (group aside) to an earlier value.
  static func duplicates<V>(_ values: [LabeledValue<V>]) -> [Int] {
    guard values.count > 1 else { return [] }
    // A card has a few values of a kind: comparing each pair finds none faster than hashing.
    if values.count <= 8, !hasEqualPair(values) { return [] }
    var seen = Set<LabeledValue<V>>()
    var out: [Int] = []
    for (i, v) in values.enumerated() {
      var key = v
      key.group = nil
      if !seen.insert(key).inserted { out.append(i) }
    }
    return out
  }

  /// A text value quoted after its property's name (` "+1 650-253-0000"`), as the finding
  /// and the repair name it; nothing for other values.
  static func shown<V>(_ value: V) -> String {
    (value as? String).map { " " + ValueText.quoted($0) } ?? ""
  }

  /// Whether two values are equal, group aside (as ``duplicates(_:)`` compares them).
  private static func hasEqualPair<V>(_ values: [LabeledValue<V>]) -> Bool {
    hasPair(values) { $0.hasSameContent(as: $1) }
  }

  /// Whether two values of the list are alike, each pair compared.
  static func hasPair<V>(_ values: [LabeledValue<V>], _ alike: (LabeledValue<V>, LabeledValue<V>) -> Bool) -> Bool {
    values.withUnsafeBufferPointer { v in
      v.indices.dropLast().contains { i in ((i + 1)..<v.count).contains { alike(v[$0], v[i]) } }
    }
  }

  /// Indexes of raw properties equal (group included: it ties them to other lines) to an earlier one.
  static func duplicateExtras(_ extras: [RawProperty]) -> [Int] {
    guard extras.count > 1 else { return [] }
    if extras.count <= 8, !extras.withUnsafeBufferPointer({ e in
      e.indices.dropLast().contains { i in ((i + 1)..<e.count).contains { e[$0] == e[i] } }
    }) {
      return []
    }
    var seen = Set<RawProperty>()
    var out: [Int] = []
    for (i, raw) in extras.enumerated() where !seen.insert(raw).inserted { out.append(i) }
    return out
  }
}

/// Receives the properties of one card for a target version, with the helpers every codec
/// shares: labeled values (types, preference, Apple item-group labels) and conversion findings.
///
/// Properties are serialized as they are emitted when a ``VCardSerializer`` is given (no list
/// is built), and collected in ``properties`` otherwise (jCard). A raw property that shares a
/// group with a value (Apple's `item3.X-ABADR` with `item3.ADR`) is emitted right after that
/// value, so groups stay together without a second pass.
struct PropertyEmitter {
  let version: VCardVersion
  let location: SourceLocation
  /// Whether a card without an FN gets one composed from its N or ORG
  /// (``VCardWriter/composesFormattedName``).
  var composesFormattedName = true
  var properties: [OutProperty] = []
  var diagnostics: [Diagnostic] = []
  private var nextItem = 1
  private var serializer: VCardSerializer?
  /// The serialized card, when serializing.
  var bytes: [UInt8] = []
  /// Raw properties already emitted next to their group's value.
  private(set) var emittedExtras: [Bool] = []
  private let extrasHaveGroups: Bool

  // What the emitter needs of the card, rather than the card (a copy retains all it holds).
  private let cardVersion: VCardVersion?
  private let extras: [RawProperty]
  /// The values that may carry a group: phones, emails, URLs, addresses, IMPP.
  private let groupedValues:
    (
      [LabeledValue<String>], [LabeledValue<String>], [LabeledValue<String>], [LabeledValue<PostalAddress>],
      [LabeledValue<String>]
    )
  private var usedGroups: Set<String> = []
  private var collectedGroups = false
  /// Invalid group names already given a valid one (``validGroup(for:)``).
  private var renamedGroups: [String: String] = [:]
  /// The first `X-ABLabel` written in each group: a reader gives it to every value of the
  /// group, so a value with another label must not be written there. (A card has few groups.)
  private var writtenLabels: [(group: String, label: String)] = []
  /// Groups (lower-cased) of values with a free-text label not written yet, when the card
  /// keeps a raw `X-ABLabel` in a group (a group that held two labels). A group's raw
  /// properties then wait for its labelled value: pulled in earlier (by a KIND or a NOTE of
  /// the same group), the raw label would come first and be read back as the group's.
  private var pendingLabelGroups: Set<String>

  /// The groups the card's values already use (computed once, when a new group is needed).
  private mutating func collectGroups() {
    collectedGroups = true
    func note(_ g: String?) { if let g { usedGroups.insert(g.lowercased()) } }
    for v in groupedValues.0 { note(v.group) }
    for v in groupedValues.1 { note(v.group) }
    for v in groupedValues.2 { note(v.group) }
    for v in groupedValues.3 { note(v.group) }
    for v in groupedValues.4 { note(v.group) }
    for v in extras { note(v.group) }
  }

  mutating func emit(
    _ name: String, group: String? = nil, _ parameters: [Parameter] = [], _ value: OutValue, type: ValueType = .text,
    position: SourcePosition = .unknown
  ) {
    emit(OutProperty(group: group, name: name, parameters: parameters, value: value, type: type, position: position))
  }

  mutating func emit(_ property: consuming OutProperty) {
    if let group = property.group { noteLabel(property, group: group) }
    let group = extrasHaveGroups ? property.group : nil
    deliver(property)
    if let group { emitExtras(inGroup: group) }
  }

  /// The group's labelled values not written yet, when any.
  private func awaitsLabelledValue(_ group: String) -> Bool {
    !pendingLabelGroups.isEmpty && pendingLabelGroups.contains(group.lowercased())
  }

  /// Serializes or collects one property.
  private mutating func deliver(_ property: consuming OutProperty) {
    if !Self.hasValidNames(property) { property = withValidNames(property) }
    if version == .v2_1 { reportQuotedParameters(property) }
    VersionRules.spellValueTypes(&property.leading, of: property.name, in: version)
    VersionRules.spellValueTypes(&property.parameters, of: property.name, in: version)
    if !property.parameters.isEmpty {
      VersionRules.spellPreference(&property.parameters, of: property.name, in: version)
      for name in VersionRules.spellParameterNames(&property.parameters, in: version) {
        report(
          .parameterAsExtension, "parameter \(name) of \(property.name) is not defined in vCard \(version.rawValue); written as X-\(name)",
          position: property.position)
      }
    }
    if serializer != nil {
      serializer!.append(property, into: &bytes)
    } else {
      properties.append(property)
    }
  }

  /// Records the first free-text label written in a group, when `property` is one: a raw
  /// one, or an anniversary's (a labelled value records its own, ``noteLabel(_:group:)``).
  private mutating func noteLabel(_ property: borrowing OutProperty, group: String) {
    guard property.name.caseInsensitiveEquals("X-ABLabel") else { return }
    switch property.value {
    case .text(let t), .raw(let t): noteLabel(t, group: group)
    default: noteLabel("", group: group)
    }
  }

  /// Records `label` as the group's when the group has none yet.
  private mutating func noteLabel(_ label: String, group: String) {
    if !writtenLabels.contains(where: { Self.sameGroup($0.group, group) }) { writtenLabels.append((group, label)) }
  }

  /// The group to write a value with a free-text label in: its own, unless another label was
  /// written there already (a raw X-ABLabel of an input whose group held two labels, or a
  /// value whose label was respelled), else a fresh one. Kept out of ``emitLabeled`` so that
  /// stays small enough for the codecs to inline.
  @inline(never)
  private mutating func labelledGroup(_ group: String?, label: String) -> String {
    if let g = group, !writtenLabels.contains(where: { Self.sameGroup($0.group, g) && $0.label != label }) {
      noteLabel(label, group: g)
      return g
    }
    let fresh = newGroup()
    noteLabel(label, group: fresh)
    return fresh
  }

  /// Whether the group and every parameter name can be written as they are.
  private static func hasValidNames(_ p: OutProperty) -> Bool {
    (p.group.map(ExtrasCodec.isValidName) ?? true)
      && p.parameters.allSatisfy {
        // Known names are valid; only names kept as read need a look.
        guard case .extended(let name) = $0.name else { return true }
        return ExtrasCodec.isValidName(name)
      }
  }

  /// Reports each parameter value the 2.1 serializer has to quote (``VCardSerializer/needsQuotesIn2_1(_:)``):
  /// 2.1 defines no quoting, so not every 2.1 reader takes such a value whole.
  private mutating func reportQuotedParameters(_ property: borrowing OutProperty) {
    // Looked at without building lists: every property of a 2.1 book comes through here.
    for t in property.types where VCardSerializer.needsQuotesIn2_1(t.text) { reportQuoted(t.upperText, property.name) }
    for q in property.leading {
      for v in q.values where VCardSerializer.needsQuotesIn2_1(v) { reportQuoted(v, property.name) }
    }
    for q in property.parameters {
      for v in q.values where VCardSerializer.needsQuotesIn2_1(v) { reportQuoted(v, property.name) }
    }
  }

  private mutating func reportQuoted(_ value: String, _ name: String) {
    report(.valueKeptRaw, "parameter value '\(value)' of \(name) is written in quotes, which vCard 2.1 does not define")
  }

  /// The property with valid names, each change reported. A parameter name read with a finding
  /// (`:ype`, from a hand-edited or broken file) written as read would end the parameters
  /// early (`ADR;:ype=work:…` reads back with the wrong value); likewise a group name with a
  /// character a group cannot have (`item1CATEGORIES:x`).
  private mutating func withValidNames(_ property: OutProperty) -> OutProperty {
    var property = property
    for (i, q) in property.parameters.enumerated() where !ExtrasCodec.isValidName(q.name.text) {
      let valid = ExtrasCodec.validName(q.name.text)
      report(.valueKeptRaw, "parameter name '\(q.name.text)' of \(property.name) is not a valid name; written as \(valid)")
      property.parameters[i] = Parameter(ParameterName(valid), q.values)
    }
    if let group = property.group, !ExtrasCodec.isValidName(group) {
      let valid = validGroup(for: group)
      report(.valueKeptRaw, "group name '\(group)' of \(property.name) is not a valid name; written as \(valid)")
      property.group = valid
    }
    return property
  }

  /// The name an invalid group is written under: its valid characters, unless the card already
  /// uses that group (`I_` beside `I`: its properties would join the other group's value, a
  /// free-text label becoming that value's label), then a fresh `itemN`. The same for every
  /// property of the group, so they stay together.
  private mutating func validGroup(for group: String) -> String {
    if let renamed = renamedGroups[group] { return renamed }
    if !collectedGroups { collectGroups() }
    let kept = String(decoding: group.utf8.filter(ASCII.isNameByte), as: UTF8.self)
    var valid = kept.isEmpty ? "X-CARDKIT-GROUP" : kept
    if usedGroups.contains(valid.lowercased()) { valid = newGroup() } else { usedGroups.insert(valid.lowercased()) }
    renamedGroups[group] = valid
    return valid
  }

  /// Emits the raw properties of a group right after the group's value. A raw property that
  /// repeats one the model holds once (a second `ORG`, `BDAY`, …) stays at the end, after the
  /// modelled one: written first, it would be read back as the modelled value.
  private mutating func emitExtras(inGroup group: String) {
    if awaitsLabelledValue(group) { return }
    for (i, raw) in extras.enumerated() where !emittedExtras[i] && !Self.hasModelSlot(raw.name) {
      guard let g = raw.group, Self.sameGroup(g, group) else { continue }
      emittedExtras[i] = true
      ExtrasCodec.emit(raw, into: &self)
    }
  }

  /// Whether two group names are one group, as the reader groups them (ignoring case, see
  /// ``CardAssembler``): ASCII names byte by byte, others lower-cased. The one test of the
  /// emitter, for pulling a group's raw properties and for the labels written in a group.
  private static func sameGroup(_ a: String, _ b: String) -> Bool {
    if a.caseInsensitiveEquals(b) { return true }
    func isASCII(_ s: String) -> Bool { s.utf8.withContiguousStorageIfAvailable { !$0.contains { $0 >= 0x80 } } ?? false }
    if isASCII(a) && isASCII(b) { return false }
    return a.lowercased() == b.lowercased()
  }

  /// Properties the model holds once per card.
  private static func hasModelSlot(_ name: PropertyName) -> Bool {
    switch name {
    case .kind, .fn, .n, .org, .bday, .anniversary, .uid, .rev, .prodid: true
    default: false
    }
  }

  /// Emits a raw property (used by ``ExtrasCodec``), without pulling its group's siblings.
  mutating func emitRaw(_ property: consuming OutProperty) {
    if let group = property.group { noteLabel(property, group: group) }
    deliver(property)
  }

  /// True when the raw property at `index` was already emitted with its group.
  func isEmitted(extra index: Int) -> Bool {
    extrasHaveGroups && emittedExtras[index]
  }

  mutating func report(_ code: DiagnosticCode, _ message: String, position: SourcePosition = .unknown) {
    // Writing the version a card was read in changes nothing worth a note, except a value that
    // had to be rewritten to be written at all (C003: an invalid name, a media type).
    if cardVersion == version && code != .valueKeptRaw && code.rawValue.hasPrefix("C") { return }
    var loc = location
    if position.line > 0 {
      loc.line = Int(position.line)
      loc.column = Int(position.column)
    }
    diagnostics.append(Diagnostic(code, message, at: loc))
  }

  /// A fresh `itemN` group name not used by the card.
  mutating func newGroup() -> String {
    if !collectedGroups { collectGroups() }
    while usedGroups.contains("item\(nextItem)") { nextItem += 1 }
    let g = "item\(nextItem)"
    usedGroups.insert(g)
    return g
  }

  /// The identifier of the value 2.1/3.0 mark `TYPE=pref`: the one with the lowest preference.
  static func preferred<V>(_ values: [LabeledValue<V>]) -> ValueID? {
    var best: (ValueID, Int)?
    for v in values {
      guard let p = v.preference else { continue }
      if best == nil || p < best!.1 { best = (v.id, p) }
    }
    return best?.0
  }

  /// Emits a labeled value: types and preference as the target spells them, the value's own
  /// parameters, and a free-text label as an Apple item group (`itemN.X-ABLabel`).
  mutating func emitLabeled<V>(
    _ v: LabeledValue<V>, name: String, value: OutValue, type: ValueType = .text,
    isPreferred: Bool, extraParameters: [Parameter] = []
  ) {
    var group = v.group
    if let label = v.label { group = labelledGroup(group, label: label) }
    var parameters = v.parameters
    var isPreferred = isPreferred
    if version != .v4_0, let rank = v.preference {
      // 2.1 and 3.0 mark only the most preferred value (`TYPE=pref`). Another value at rank 1
      // is marked too; any other rank, or any rank of a property without TYPE there (`NOTE`),
      // is a 4.0 parameter, which `deliver` writes as `X-PREF` (reported) and 4.0 output names
      // back.
      if !VersionRules.marksPreferenceWithType(name, in: version) {
        isPreferred = false
        parameters.append(Parameter(.pref, String(rank)))
      } else if !isPreferred {
        if rank == 1 { isPreferred = true } else { parameters.append(Parameter(.pref, String(rank))) }
      }
    }
    deliver(
      OutProperty(
        group: group, name: name, types: v.types, preference: v.preference, preferred: isPreferred,
        leading: extraParameters, parameters: parameters, value: value, type: type, position: v.position))
    if let label = v.label {
      deliver(OutProperty(group: group, name: "X-ABLabel", parameters: [], value: .text(label), type: .text))
      if let g = v.group, !pendingLabelGroups.isEmpty { pendingLabelGroups.remove(g.lowercased()) }
    }
    if extrasHaveGroups, let g = v.group ?? group { emitExtras(inGroup: g) }
  }
}

// The initializer calls the memberwise one from an extension: written in the type's body, it
// left the optimizer a copy and a release of the whole emitter for every card written (see
// ``ParsedCard``).
extension PropertyEmitter {
  init(version: VCardVersion, card: borrowing Card, location: SourceLocation, serializer: VCardSerializer? = nil) {
    let extrasHaveGroups = card.extras.contains { $0.group != nil }
    self.init(
      version: version, location: location, serializer: serializer,
      emittedExtras: extrasHaveGroups ? Array(repeating: false, count: card.extras.count) : [],
      extrasHaveGroups: extrasHaveGroups, cardVersion: card.version, extras: card.extras,
      groupedValues: (card.phones, card.emails, card.urls, card.addresses, card.instantMessaging),
      pendingLabelGroups: extrasHaveGroups && Self.keepsGroupedLabel(card.extras) ? Self.labelledGroups(card) : [])
    if serializer == nil { properties.reserveCapacity(24) }
  }
}

extension PropertyEmitter {
  /// True when a raw property is a grouped `X-ABLabel` (one its group's values did not take).
  static func keepsGroupedLabel(_ extras: [RawProperty]) -> Bool {
    extras.contains { raw in
      guard raw.group != nil, case .xABLabel = raw.name else { return false }
      return true
    }
  }

  /// The groups (lower-cased) of the card's values that have a free-text label.
  static func labelledGroups(_ card: borrowing Card) -> Set<String> {
    var groups = Set<String>()
    card.forEachGroupedValue { group, label in if label != nil { groups.insert(group.lowercased()) } }
    return groups
  }
}

extension PropertyEmitter {
  /// The name to write for a property: itself when the target defines it, else its `X-`
  /// counterpart, reported once per card and property.
  mutating func name(for property: PropertyName, position: SourcePosition) -> String {
    if property.isDefined(in: version) { return property.text }
    let counterpart = VersionRules.extensionCounterpart(of: property).text
    let already = diagnostics.contains { $0.code == .propertyAsExtension && $0.message.hasPrefix(property.text + " ") }
    if !already {
      report(.propertyAsExtension, "\(property.text) is not defined in vCard \(version.rawValue); written as \(counterpart)", position: position)
    }
    return counterpart
  }
}

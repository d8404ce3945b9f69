/// A single-valued property on which two merged cards disagreed. The base value stays; the
/// other is kept on the card as ``KeptAside/propertyName``.
public struct MergeConflict: Hashable, Sendable, Codable {
  /// The property (`FN`, `N`, `BDAY`, …).
  public var property: KeptAside
  /// The value kept, as vCard text.
  public var kept: String
  /// The other card's value, now in `X-CARDKIT-MERGED-<NAME>`.
  public var other: String

  /// A conflict on `property` between the kept and the other value (both as vCard text).
  public init(property: KeptAside, kept: String, other: String) {
    self.property = property
    self.kept = kept
    self.other = other
  }
}

/// What merging one card into another did.
public struct MergeOutcome: Hashable, Sendable {
  /// Values of the incoming card that the base did not have, now added.
  public var addedValues = 0
  /// Values of the incoming card the base already had (same normalized form), folded into it.
  public var foldedValues = 0
  /// Single-valued properties that disagreed.
  public var conflicts: [MergeConflict] = []
  /// Groups of the incoming card renamed because the base used them (old → new, lower-case).
  public var renamedGroups: [String: String] = [:]

  /// An outcome with nothing done yet.
  public init() {}
}

/// Merges one card into another without losing a value.
///
/// - Multi-valued properties (phones, emails, addresses, URLs, notes, photos, …) become the
///   union of both cards' values, deduplicated on their normalized form: phones by number
///   (`PhoneIdentity`: E.164 for international numbers, digits for national ones), emails
///   case-folded, everything else as written. A value the base already has keeps the base's
///   spelling and identifier and gains the incoming types, preference and parameters; when both
///   carry different free-text labels the values stay separate, so no label is lost. New values
///   get fresh identifiers from the base (``Card/makeValueID()``).
/// - Property groups of the incoming card that the base uses are renamed first (`item1` →
///   the next free `itemN`), and an incoming value's raw siblings (`itemN.X-ABADR`, …) move with
///   it; when the value is folded into a base value, they join the base value's group.
/// - Single-valued properties (FN, N, ORG, BDAY, ANNIVERSARY, UID, REV, KIND, and those kept
///   raw such as GENDER, ``KeptAside``) stay from the base unless it has none (then the
///   incoming value is taken and counted in ``MergeOutcome/addedValues``); a different
///   incoming value is kept as `X-CARDKIT-MERGED-<NAME>` and listed as a conflict. Equivalent
///   UIDs (`urn:uuid:ABC…` and `abc…`) are one value.
/// - Other raw properties (`X-FOO`, an Apple group's `X-ABLabel`) are added unless the base
///   has the same one, and counted in ``MergeOutcome/addedValues`` as other values are.
///
/// Merging a card into itself changes nothing. The merger holds a libphonenumber context, so
/// use one per thread.
public final class CardMerger {
  let service = PhoneNumberService()
  /// The region for reading vanity letters and extensions of national numbers.
  public let region: PhoneRegion?
  private var identities: [String: PhoneIdentity] = [:]

  /// A merger reading the letters of national vanity numbers with `region`.
  public init(region: PhoneRegion? = nil) {
    self.region = region
  }

  /// Merges `incoming` into `base` and says what changed.
  @discardableResult
  public func merge(_ incoming: Card, into base: inout Card) -> MergeOutcome {
    var outcome = MergeOutcome()
    var other = incoming
    outcome.renamedGroups = GroupRenaming.renames(incoming: other.usedGroups, target: base.usedGroups)
    other.renameGroups(outcome.renamedGroups)
    if base.version == nil { base.version = other.version }
    if base.productID == nil { base.productID = other.productID }
    mergeSingles(other, into: &base, &outcome)
    var moves = GroupMoves(incomingExtraGroups: Set(other.extras.compactMap { $0.group?.lowercased() }))
    mergeValues(other, into: &base, &moves, &outcome)
    mergeExtras(other.extras, into: &base, moves, &outcome)
    return outcome
  }

  /// The identity of a phone value (cached: a book repeats the same spellings).
  func identity(_ text: String) -> PhoneIdentity {
    if let known = identities[text] { return known }
    let id = PhoneIdentity(text, region: region, service: service)
    if identities.count > 1 << 14 { identities.removeAll(keepingCapacity: true) }
    identities[text] = id
    return id
  }

  // MARK: Single-valued properties

  private func mergeSingles(_ other: Card, into base: inout Card, _ outcome: inout MergeOutcome) {
    single(\.formattedName, .fn, other, &base, &outcome, isEmpty: { $0.trimmingSpaces.isEmpty }, text: { TextEscaping.escape($0) })
    single(\.name, .n, other, &base, &outcome, isEmpty: \.isEmpty, text: KeptAside.text)
    single(\.organization, .org, other, &base, &outcome, isEmpty: \.isEmpty, text: KeptAside.text)
    single(\.birthday, .bday, other, &base, &outcome, isEmpty: { Card.dateText($0).isEmpty }, text: { TextEscaping.escape(Card.dateText($0)) })
    single(\.anniversary, .anniversary, other, &base, &outcome, isEmpty: { Card.dateText($0).isEmpty }, text: { TextEscaping.escape(Card.dateText($0)) })
    // `urn:uuid:ABC` and `abc` are one UID, as matching by UID reads them.
    single(
      \.uid, .uid, other, &base, &outcome, isEmpty: { $0.trimmingSpaces.isEmpty }, text: { TextEscaping.escape($0) },
      same: { ContactKey.uid($0) == ContactKey.uid($1) })
    single(\.revision, .rev, other, &base, &outcome, isEmpty: { $0.trimmingSpaces.isEmpty }, text: { TextEscaping.escape($0) })
    single(\.kind, .kind, other, &base, &outcome, isEmpty: { _ in false }, text: { TextEscaping.escape($0.text) })
  }

  /// One single-valued property: taken when the base has none (and counted as an added
  /// value), kept aside when it differs (by `same`, equality unless given).
  private func single<V>(
    _ path: WritableKeyPath<Card, Attributed<V>?>, _ property: KeptAside, _ other: Card, _ base: inout Card,
    _ outcome: inout MergeOutcome, isEmpty: (V) -> Bool, text: (V) -> String, same: (V, V) -> Bool = { $0 == $1 }
  ) {
    guard let incoming = other[keyPath: path], !isEmpty(incoming.value) else { return }
    guard let kept = base[keyPath: path], !isEmpty(kept.value) else {
      // Taken from the other card: a value added, as a list value is, never silently.
      base[keyPath: path] = incoming
      outcome.addedValues += 1
      return
    }
    guard !same(kept.value, incoming.value) else { return }
    keepAside(property, kept: text(kept.value), other: text(incoming.value), group: incoming.group, parameters: incoming.parameters, in: &base, &outcome)
  }

  /// Lists a conflict and keeps the other value (vCard text) as `X-CARDKIT-MERGED-<NAME>`
  /// with its group and parameters, once.
  private func keepAside(
    _ property: KeptAside, kept: String, other: String, group: String?, parameters: [Parameter], in base: inout Card,
    _ outcome: inout MergeOutcome
  ) {
    outcome.conflicts.append(MergeConflict(property: property, kept: kept, other: other))
    guard !base.extras.contains(where: { $0.name.upperText == property.propertyName && $0.value == other }) else { return }
    base.extras.append(RawProperty(group: group, name: .extended(property.propertyName), parameters: parameters, value: other))
  }

  // MARK: Raw properties

  /// Adds the incoming raw properties the base lacks, each counted as an added value as a
  /// modelled value is (an `X-FOO`; an Apple group of raw properties once, its `X-ABLabel`
  /// being the value's label, as a TEL's is). A single-valued
  /// one (GENDER, …) is a single value as above. Siblings of a folded value join the group of
  /// the base value it was folded into; other grouped properties come as a group, skipped when
  /// the base has a group with the same properties.
  private func mergeExtras(_ extras: [RawProperty], into base: inout Card, _ moves: GroupMoves, _ outcome: inout MergeOutcome) {
    var grouped: [String: [RawProperty]] = [:]
    var groupOrder: [String] = []
    for raw in extras {
      if let property = KeptAside(singleValued: raw.name) {
        singleRaw(raw, property, into: &base, &outcome)
        continue
      }
      guard let g = raw.group?.lowercased() else {
        if !base.extras.contains(where: { Self.sameRaw($0, raw) && $0.group == nil }) {
          base.extras.append(raw)
          outcome.addedValues += 1
        }
        continue
      }
      if grouped[g] == nil { groupOrder.append(g) }
      grouped[g, default: []].append(raw)
    }
    for g in groupOrder {
      let members = grouped[g]!
      if let target = moves.folded[g], let t = target {
        for raw in members {
          let there = base.extras.filter { $0.group?.lowercased() == t && $0.name == raw.name }
          if there.contains(where: { Self.sameRaw($0, raw) }) { continue }
          var moved = raw
          if there.isEmpty { moved.group = t }
          base.extras.append(moved)
          outcome.addedValues += 1
        }
      } else if moves.added.contains(g) {
        // The raw siblings (X-ABADR, …) of a value added with its group: counted with it.
        base.extras += members
      } else if !Self.hasSameGroup(members, in: base.extras) {
        // A group of raw properties is a value with its label (`item1.X-ABRELATEDNAMES` and
        // `item1.X-ABLabel`): counted as a modelled value with its label is, once.
        base.extras += members
        outcome.addedValues += max(1, members.count { $0.name != .xABLabel })
      }
    }
  }

  /// A single-valued raw property (GENDER, or 3.0's X-GENDER, …): added when the base has none,
  /// kept aside when the base's has another value (in any version's spelling).
  private func singleRaw(_ raw: RawProperty, _ property: KeptAside, into base: inout Card, _ outcome: inout MergeOutcome) {
    func value(_ p: RawProperty) -> String { RawValueForms.canonicalText(p) ?? TextEscaping.unescape(p.value) }
    let there = base.extras.filter { KeptAside(singleValued: $0.name) == property }
    guard let kept = there.first else {
      base.extras.append(raw)
      outcome.addedValues += 1
      return
    }
    let incoming = value(raw)
    if there.contains(where: { value($0) == incoming }) { return }
    keepAside(property, kept: kept.value, other: raw.value, group: raw.group, parameters: raw.parameters, in: &base, &outcome)
  }

  /// Same name, value and parameters (the group is not compared). A GEO or TZ offset is one
  /// value in every version's spelling (`37.38;-122.08` and `geo:37.38,-122.08`, `-05:00` and
  /// `VALUE=utc-offset:-0500`), whose VALUE then does not count.
  static func sameRaw(_ a: RawProperty, _ b: RawProperty) -> Bool {
    guard a.name == b.name else { return false }
    if a.value == b.value && a.parameters == b.parameters { return true }
    guard let x = RawValueForms.canonicalText(a), x == RawValueForms.canonicalText(b) else { return false }
    var p = a.parameters
    var q = b.parameters
    p.remove(.value)
    q.remove(.value)
    return p == q
  }

  /// True when some group of `extras` holds exactly the same properties as `members`.
  private static func hasSameGroup(_ members: [RawProperty], in extras: [RawProperty]) -> Bool {
    var byGroup: [String: [RawProperty]] = [:]
    for raw in extras { if let g = raw.group?.lowercased() { byGroup[g, default: []].append(raw) } }
    return byGroup.values.contains { group in
      group.count == members.count && members.allSatisfy { m in group.contains { Self.sameRaw($0, m) } }
    }
  }
}

/// Where the groups of an incoming card's values went.
struct GroupMoves {
  /// Groups that hold raw properties on the incoming card.
  let incomingExtraGroups: Set<String>
  /// Group of a folded incoming value → the group of the base value it joined (nil: none).
  var folded: [String: String?] = [:]
  /// Groups of incoming values added as they are.
  var added: Set<String> = []
}

/// Single-valued properties whose incoming value lost to a different base value in a merge.
///
/// The base value stays; the other is kept on the merged card as `X-CARDKIT-MERGED-<NAME>`
/// (`X-CARDKIT-MERGED-FN:Tom Becker`, `X-CARDKIT-MERGED-N:Becker;Tom;;;`) with its parameters,
/// so no value the user gave is lost, and the merge report lists it as a conflict.
public enum KeptAside: String, CaseIterable, Sendable, Codable {
  /// The formatted name.
  case fn = "FN"
  /// The structured name.
  case n = "N"
  /// The organization.
  case org = "ORG"
  /// The birthday.
  case bday = "BDAY"
  /// The anniversary.
  case anniversary = "ANNIVERSARY"
  /// The UID; a later merge also matches cards by a UID kept aside.
  case uid = "UID"
  /// The revision timestamp.
  case rev = "REV"
  /// The card kind.
  case kind = "KIND"
  // The single-valued properties a card keeps raw (RFC 6350 §6 cardinality `*1`,
  // ``PropertyName/isSingular``), each of which a merge keeps once as well.
  /// The gender (also 3.0's `X-GENDER`).
  case gender = "GENDER"
  /// The place of birth (RFC 6474).
  case birthPlace = "BIRTHPLACE"
  /// The place of death (RFC 6474).
  case deathPlace = "DEATHPLACE"
  /// The date of death (RFC 6474).
  case deathDate = "DEATHDATE"
  /// When the card was created (RFC 9554).
  case created = "CREATED"
  /// The sort string of vCard 3.0.
  case sortString = "SORT-STRING"
  /// The access classification of vCard 3.0.
  case `class` = "CLASS"
  /// The profile of vCard 3.0 (`VCARD`).
  case profile = "PROFILE"
  /// The name of the directory source of vCard 3.0 (`NAME`).
  case sourceName = "NAME"
  /// The mail software of vCard 3.0.
  case mailer = "MAILER"

  /// The property that holds a kept-aside value (`X-CARDKIT-MERGED-FN`).
  public var propertyName: String { "X-CARDKIT-MERGED-" + rawValue }

  /// The property a raw property name stands for, when it is one of ours.
  init?(propertyName name: PropertyName) {
    let upper = name.upperText
    guard upper.hasPrefix("X-CARDKIT-MERGED-") else { return nil }
    self.init(rawValue: String(upper.dropFirst(17)))
  }

  /// The single-valued property a raw property is, when the card keeps that property raw
  /// (GENDER, …), also under the `X-` name of a version without it (3.0's `X-GENDER`); nil
  /// for any other raw property.
  init?(singleValued name: PropertyName) {
    var standard = name
    if case .extended(let text) = name, text.utf8.count > 2, text.uppercased().hasPrefix("X-") {
      standard = PropertyName(String(text.dropFirst(2)))
    }
    guard standard.isSingular, let kept = Self(rawValue: standard.upperText), kept.isRaw else { return nil }
    self = kept
  }

  /// Whether the value is a date (BDAY, ANNIVERSARY), written in each version's date form.
  var isDate: Bool { self == .bday || self == .anniversary }

  /// Whether the card keeps the property raw (in ``Card/extras``) rather than in a field.
  var isRaw: Bool {
    switch self {
    case .fn, .n, .org, .bday, .anniversary, .uid, .rev, .kind: false
    default: true
    }
  }

  /// The value as vCard text (escaped like the property it came from).
  static func text(_ name: StructuredName) -> String {
    String(decoding: PropertyText(components: name.components).bytes, as: UTF8.self)
  }

  static func text(_ org: Organization) -> String {
    String(decoding: PropertyText(components: org.components.map { [$0] }).bytes, as: UTF8.self)
  }

  /// The ``Card/valueInventory`` entries the kept-aside value stands for, so checking that a
  /// merge lost nothing finds `FN:Tom Becker` in `X-CARDKIT-MERGED-FN:Tom Becker`.
  func inventory(ofValue value: String) -> [String] {
    var out: [String] = []
    func add(_ kind: String, _ text: String) {
      let v = text.trimmingSpaces
      if !v.isEmpty { out.append(kind + ":" + v) }
    }
    switch self {
    case .n:
      for (i, component) in PropertyText(bytes: Array(value.utf8)).components().enumerated() {
        for item in component { add("N\(i)", item) }
      }
    case .org:
      for component in PropertyText(bytes: Array(value.utf8)).components(lists: false) { component.forEach { add("ORG", $0) } }
    case _ where isDate:
      // In 4.0's form, as the card's own dates are, whichever version's form it was written in.
      let text = TextEscaping.unescape(value)
      add(rawValue, PartialDate(parsing: text).map { Card.dateText(.date(DateCodec.yearless($0, omitted: nil))) } ?? text)
    case _ where isRaw:
      // As the inventory reads the raw property it came from.
      let raw = RawProperty(name: PropertyName(rawValue), value: value)
      add("EXTRA", RawValueForms.canonicalText(raw) ?? TextEscaping.unescape(value))
    default:
      add(rawValue, TextEscaping.unescape(value))
    }
    return out
  }
}

/// Properties CardKit does not interpret (`card.extras`), written back as read. A property the
/// target version does not define is written as its `X-` counterpart and reported (vCard 4.0
/// dropped NAME, MAILER, CLASS, AGENT, LABEL and SORT-STRING; sabre/vobject and ez-vcard drop
/// them silently, CardKit keeps them).
enum ExtrasCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool { false }

  static func write(_ card: Card, into out: inout PropertyEmitter) {
    for (i, raw) in card.extras.enumerated() where !out.isEmitted(extra: i) {
      emit(raw, into: &out)
    }
  }

  /// Emits one raw property in the target version's spelling.
  static func emit(_ raw: RawProperty, into out: inout PropertyEmitter) {
    var name = raw.name.text
    if VersionRules.isFourOnlyRepeat(raw.name, parameters: raw.parameters, in: out.version) {
      name = VersionRules.extensionCounterpart(of: raw.name).text
      let what = raw.parameters.value(.altID).map { "alternative (ALTID=\($0)) of \(raw.name.text)" } ?? "second \(raw.name.text)"
      // C003 also when the card is written in its own version: a 3.0 card's second FN is
      // renamed there too, and the user should hear of it.
      out.report(
        .valueKeptRaw, "\(what) has no vCard \(out.version.rawValue) form (one \(raw.name.text) per card); written as \(name)",
        position: raw.position)
    } else if !raw.name.isDefined(in: out.version) {
      let counterpart = VersionRules.extensionCounterpart(of: raw.name).text
      let code: DiagnosticCode = VersionRules.isObsolete(raw.name, in: out.version) ? .obsoletePropertyKept : .propertyAsExtension
      out.report(code, "\(raw.name.text) is not defined in vCard \(out.version.rawValue); written as \(counterpart)", position: raw.position)
      name = counterpart
    } else if raw.name == .begin || raw.name == .end {
      // A stray `END;X=y:VCARD` kept from the input would, written as `END:VCARD`, end the
      // card early (and `BEGIN:VCARD` would open another one).
      name = VersionRules.extensionCounterpart(of: raw.name).text
      out.report(.propertyAsExtension, "\(raw.name.text) inside a card is written as \(name)", position: raw.position)
    } else if !isValidName(name) {
      let valid = validName(name)
      // A name read with a V008 finding (` L` from a stray fold, an empty name) written as
      // read would not read back as the same property: ` L:x` would continue the line before.
      out.report(.valueKeptRaw, "property name '\(name)' is not a valid name; written as \(valid)", position: raw.position)
      name = valid
    }
    var property = OutProperty(group: raw.group, name: name, parameters: raw.parameters, value: .raw(raw.value), type: .unknown, position: raw.position)
    if let (code, note) = RawValueForms.adapt(&property, raw.name, to: out.version) { out.report(code, note, position: raw.position) }
    out.emitRaw(property)
  }

  /// Whether `name` is a valid property, parameter or group name: letters, digits and `-`,
  /// at least one (checked without allocating: every property written goes through it).
  static func isValidName(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.allSatisfy(ASCII.isNameByte)
  }

  /// The name itself when it is a valid property name (letters, digits, `-`); otherwise
  /// `X-CARDKIT-` and its valid characters (`X-CARDKIT-UNNAMED` when none is left). The prefix
  /// keeps the result from naming a property with a meaning (`ADDRESSBOOKSERVER-M\u{FF}EMBER`
  /// must not become Apple's `X-ADDRESSBOOKSERVER-MEMBER`).
  static func validName(_ name: String) -> String {
    if isValidName(name) { return name }
    let kept = name.utf8.filter { ASCII.isNameByte($0) }
    return "X-CARDKIT-" + (kept.isEmpty ? "UNNAMED" : String(decoding: kept, as: UTF8.self))
  }
}

/// `ADR` (RFC 6350 §6.3.1, RFC 2426 §3.2.1) and the delivery label: 3.0/2.1 `LABEL` property
/// (RFC 2426 §3.2.2), 4.0 `LABEL` parameter of ADR. A LABEL property is attached to the ADR
/// with the same TYPE set (as sabre/vobject's converter does); a LABEL with no such ADR
/// becomes an address with only its formatted label, so nothing is lost.
enum AddressCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    // A parameter value has no backslash escapes (RFC 6868's `^n` is its line break), but
    // RFC 6350 writes the line breaks of its own LABEL example as text escapes (§6.3.1:
    // `LABEL="Mr. John Q. Public, Esq.\nMail Drop: TNE QB\n…"`), and writers follow it: they
    // are read as text escapes, so the label keeps its lines instead of a literal `\n`.
    let label = p.take(.label).map(TextEscaping.unescape)
    let address = PostalAddress(components: p.value.components(), formattedLabel: label)
    let v = card.identified(p.labeled(address))
    card.addresses.append(v)
    return true
  }

  /// Attaches a 2.1/3.0 `LABEL` property, read after all the card's ADRs.
  static func attachLabel(_ p: inout PropertyContext, to card: inout Card) {
    let text = p.value.text()
    let (types, preference) = p.takeTypesAndPreference()
    let wanted = Set(types)
    if let i = card.addresses.firstIndex(where: { $0.value.formattedLabel == nil && Set($0.types) == wanted }) {
      card.addresses[i].value.formattedLabel = text
      return
    }
    var v = LabeledValue(PostalAddress(formattedLabel: text), types: types, label: p.takeGroupLabel(), preference: preference, group: p.group, parameters: p.parameters, position: p.position)
    v.id = card.makeValueID()
    card.addresses.append(v)
  }

  static func write(_ card: Card, into out: inout PropertyEmitter) {
    let preferred = PropertyEmitter.preferred(card.addresses)
    for v in card.addresses {
      let address = v.value
      let isPreferred = v.id == preferred
      if out.version == .v4_0 {
        var extra: [Parameter] = []
        // An empty label (from an empty 3.0 LABEL line) is no parameter: `LABEL=` has no value.
        if let label = address.formattedLabel, !label.isEmpty { extra.append(Parameter(.label, labelParameter(label))) }
        out.emitLabeled(v, name: "ADR", value: .structured(trimmed(address.components, minimum: 7)), isPreferred: isPreferred, extraParameters: extra)
        continue
      }
      if !address.hasNoComponents || address.formattedLabel == nil {
        out.emitLabeled(v, name: "ADR", value: .structured(trimmed(address.components, minimum: 7)), isPreferred: isPreferred)
      }
      if let label = address.formattedLabel {
        var labelValue = LabeledValue(label, types: v.types, preference: v.preference)
        labelValue.id = v.id
        if address.hasNoComponents {
          labelValue.label = v.label
          labelValue.group = v.group
          labelValue.parameters = v.parameters
        }
        out.emitLabeled(labelValue, name: "LABEL", value: .text(label), isPreferred: isPreferred)
      }
    }
  }

  /// A label as the LABEL parameter's value: its backslashes doubled, since the reader takes
  /// them for text escapes (see `read`); its line breaks become RFC 6868's `^n`
  /// when the line is written.
  static func labelParameter(_ label: String) -> String {
    guard label.containsByte(ASCII.backslash) else { return label }
    return label.split(separator: "\\", omittingEmptySubsequences: false).joined(separator: "\\\\")
  }

  /// Components without empty trailing extras beyond the required count.
  static func trimmed(_ components: [[String]], minimum: Int) -> [[String]] {
    var c = components
    while c.count > minimum, c.last!.allSatisfy(\.isEmpty) { c.removeLast() }
    return c
  }
}

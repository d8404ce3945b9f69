/// Properties CardKit does not interpret (`card.extras`), written back as read. A property the
/// target version does not define is written as its `X-` counterpart and reported (vCard 4.0
/// dropped NAME, MAILER, CLASS, AGENT, LABEL and SORT-STRING; sabre/vobject and ez-vcard drop
/// them silently, CardKit keeps them).
enum ExtrasCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool { false }

  static func write(_ card: Card, into out: inout PropertyEmitter) {
    for raw in card.extras {
      var name = raw.name.text
      if !raw.name.definedIn.contains(out.version) {
        let counterpart = VersionRules.extensionCounterpart(of: raw.name).text
        let code: DiagnosticCode = VersionRules.isObsolete(raw.name, in: out.version) ? .obsoletePropertyKept : .propertyAsExtension
        out.report(code, "\(raw.name.text) is not defined in vCard \(out.version.rawValue); written as \(counterpart)", position: raw.position)
        name = counterpart
      }
      out.emit(name, group: raw.group, raw.parameters, .raw(raw.value), type: .unknown)
    }
  }
}

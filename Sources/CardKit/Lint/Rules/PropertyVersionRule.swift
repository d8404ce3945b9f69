/// **Property is not defined in the card's vCard version.**
///
/// Each version has its own set: NICKNAME, CATEGORIES, PRODID and IMPP came with 3.0; KIND,
/// GENDER, ANNIVERSARY, LANG, MEMBER, RELATED and CLIENTPIDMAP with 4.0; LABEL, AGENT and
/// MAILER were dropped from 4.0, and NAME, PROFILE, CLASS and SORT-STRING exist only in 3.0.
/// A reader of that version may ignore the property. `cardkit convert` maps such properties
/// to their X- counterpart or the target's own form when it changes version; `cardkit repair`
/// writes them so in the card's own version (KIND as X-ADDRESSBOOKSERVER-KIND in 3.0).
struct PropertyVersionRule: LineRule {
  var code: DiagnosticCode { .lintPropertyVersion }
  var name: String { "property-version" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }

  func check(line p: PropertySyntax, _ name: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    guard let version = card.version, Self.applies(to: name, in: version) else { return }
    let versions = name.definedIn.sorted().map(\.rawValue).joined(separator: " and ")
    findings.add(code, "\(name.text) is not defined in vCard \(version.rawValue) (only in \(versions))", at: p.position)
  }

  /// True when `name` is a vCard property that `version` does not define.
  static func applies(to name: PropertyName, in version: VCardVersion) -> Bool {
    if case .extended = name { return false }
    return !(name.isExtension || name == .begin || name == .end || name.isDefined(in: version))
  }
}

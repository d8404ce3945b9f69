/// **Parameter is not defined in the card's vCard version.**
///
/// PREF, ALTID, PID, SORT-AS, MEDIATYPE, CALSCALE, GEO, TZ, LABEL, INDEX, LEVEL, CC and the
/// RFC 9554 parameters exist only in vCard 4.0; a 3.0 reader ignores them (3.0 says
/// "preferred" with `TYPE=pref`). ENCODING and CHARSET in 4.0 are L014 and L015.
/// `cardkit convert` writes such a parameter to 3.0 and 2.1 with its X- name (`X-ALTID`,
/// C005), which it reads back as the 4.0 parameter.
struct ParameterVersionRule: LineRule {
  var code: DiagnosticCode { .lintParameterVersion }
  var name: String { "parameter-version" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }
  var lines: LineSelection { .withParameters }

  func check(line p: PropertySyntax, _ _: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    guard let version = card.version, version != .v4_0 else { return }
    for parameter in p.parameters {
      var only: Set<VCardVersion>?
      if parameter.name.isVCard4Only {
        only = [.v4_0]
      } else if case .extended(let text) = parameter.name {
        only = UnknownParameterRule.otherRegistered[text.uppercased()]
      }
      guard let only, !only.contains(version) else { continue }
      let versions = only.sorted().map(\.rawValue).joined(separator: " and ")
      findings.add(code, "parameter \(parameter.name.text) is not defined in vCard \(version.rawValue) (only in \(versions))", at: p.position)
    }
  }
}

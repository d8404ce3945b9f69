/// **PROFILE, KIND or GENDER value outside its set.**
///
/// Some properties take one of a few values: PROFILE must be `VCARD` (RFC 2426 §2.1.1);
/// KIND is `individual`, `group`, `org`, `location` (RFC 6350 §6.1.4), `application`
/// (RFC 6473), `device` (RFC 6869) or an X- name; the first component of GENDER is `M`, `F`,
/// `O`, `N`, `U` or empty (§6.2.7). Other values are not understood by consumers.
struct EnumeratedValueRule: LineRule {
  var code: DiagnosticCode { .lintEnumeratedValue }
  var name: String { "enumerated-value" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }
  var lines: LineSelection { .properties([.profile, .kind, .gender]) }

  func check(line p: PropertySyntax, _ name: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    let problem: String?
    switch name {
    case .profile:
      let value = ValueText.unescapedTrimmed(p.rawValue)
      problem = value.uppercased() == "VCARD" ? nil : "PROFILE is \(ValueText.quoted(value)); it must be VCARD"
    case .kind:
      let value = ValueText.unescapedTrimmed(p.rawValue)
      let known = ["individual", "group", "org", "location", "application", "device"]
      problem = value.isEmpty || known.contains(value.lowercased()) || value.uppercased().hasPrefix("X-")
        ? nil : "KIND \(ValueText.quoted(value)) is not individual, group, org, location, application, device or an X- name"
    case .gender:
      let sex = ValueText.firstComponent(p.rawValue).trimmingSpaces
      problem = sex.isEmpty || ["M", "F", "O", "N", "U"].contains(sex.uppercased())
        ? nil : "GENDER \(ValueText.quoted(sex)) is not M, F, O, N, U or empty (free text goes in the second component)"
    default:
      problem = nil
    }
    if let problem { findings.add(code, problem, at: p.position) }
  }
}

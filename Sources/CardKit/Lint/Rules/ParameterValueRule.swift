/// **Parameter value malformed.**
///
/// Several parameters have a syntax of their own: LANGUAGE is a language tag (`en`, `de-CH`,
/// not `en-`; RFC 5646), PID is `n` or `n.n` (RFC 6350 §5.5), INDEX a positive integer
/// (RFC 6715), MEDIATYPE `type/subtype`, CALSCALE `gregorian` or an X- name, CC a two-letter
/// country code (RFC 8605), LEVEL `beginner`, `average`, `expert` (EXPERTISE) or `low`,
/// `medium`, `high` (HOBBY, INTEREST), and GEO a `geo:` URI. vCard 2.1 has no lists in a
/// parameter: it repeats the parameter (`ADR;HOME;PREF`, `TYPE=HOME;TYPE=PREF`), and 2.1
/// readers that follow it (ez-vcard, Android) take `TYPE=HOME,PREF` for one unknown value.
/// PREF is L013, TYPE L012, VALUE L016, ENCODING L014; control characters in parameter values
/// are L025.
struct ParameterValueRule: LineRule {
  var code: DiagnosticCode { .lintParameterValue }
  var name: String { "parameter-value" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }
  var lines: LineSelection { .withParameters }

  func check(line p: PropertySyntax, _ property: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    if card.version == .v2_1, p.hasParameterList {
      findings.add(code, Self.listMessage(p.parameters, property), at: p.position)
    }
    // Read by index, TYPE skipped (it is L012's, and on most lines): a `for … in` copies each
    // parameter and each value only to find nothing to check.
    let parameters = p.parameters
    for i in parameters.indices {
      if case .type = parameters[i].name { continue }
      for value in parameters[i].values where !value.isEmpty {
        if let problem = Self.problem(parameters[i].name, value, property) {
          findings.add(code, "\(parameters[i].name.text)=\(ValueText.quoted(value)) \(problem)", at: p.position)
        }
      }
    }
  }

  /// What a 2.1 line with a parameter list is told, with the line's own list written the 2.1
  /// way (`TEL;TYPE=HOME,VOICE` -> `TEL;HOME;VOICE`).
  static func listMessage(_ parameters: [Parameter], _ property: PropertyName) -> String {
    var message = "a list in one parameter is vCard 3.0 syntax; vCard 2.1 repeats the parameter"
    if let list = parameters.first(where: { $0.values.count > 1 }) {
      let repeated = list.name == .type ? list.values : list.values.map { "\(list.name.text)=\($0)" }
      message += " (\(property.text);\(repeated.joined(separator: ";")))"
    }
    return message
  }

  static func problem(_ name: ParameterName, _ value: String, _ property: PropertyName) -> String? {
    switch name {
    case .language:
      return LanguageTag.isValid(value) ? nil : "is not a language tag (such as en or de-CH)"
    case .pid:
      let parts = value.split(separator: ".", omittingEmptySubsequences: false)
      let ok = (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
      return ok ? nil : "is not a PID (n or n.n)"
    case .index:
      guard let n = Int(value), n > 0 else { return "is not a positive integer" }
      return nil
    case .mediaType:
      let parts = value.split(separator: ";", maxSplits: 1)[0].split(separator: "/", omittingEmptySubsequences: false)
      return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty ? nil : "is not a media type (type/subtype)"
    case .calscale:
      return value.lowercased() == "gregorian" || value.uppercased().hasPrefix("X-") ? nil : "is not gregorian or an X- calendar"
    case .cc:
      return value.utf8.count == 2 && value.utf8.allSatisfy(URISyntax.isAlpha) ? nil : "is not a two-letter country code"
    case .level:
      let expertise = ["beginner", "average", "expert"]
      let interest = ["low", "medium", "high"]
      let allowed = property == .expertise ? expertise : property == .hobby || property == .interest ? interest : expertise + interest
      return allowed.contains(value.lowercased()) ? nil : "is not one of \(allowed.joined(separator: ", "))"
    case .geo:
      return URISyntax.scheme(value) == "geo" ? nil : "is not a geo: URI"
    default:
      return nil
    }
  }
}

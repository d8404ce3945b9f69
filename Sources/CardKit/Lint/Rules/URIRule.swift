/// **Value is not a URI.**
///
/// URL, SOURCE, FBURL, CALURI, CALADRURI, CAPURI, IMPP, ORG-DIRECTORY, CONTACT-URI and
/// SOCIALPROFILE are URIs (RFC 3986), as are MEMBER and (unless `VALUE=text`) RELATED and
/// UID in vCard 4.0, and any value marked `VALUE=uri` (or 2.1's `VALUE=URL`). A URI starts
/// with a scheme (`https:`, `mailto:`, `xmpp:`, `urn:`); `www.example.com` has none, and a
/// space, quote or backslash has to be percent-encoded. Clients that open such a link fail.
/// Media values (PHOTO, LOGO, SOUND, KEY) are L028; GEO is L021.
struct URIRule: LineRule {
  var code: DiagnosticCode { .lintURI }
  var name: String { "uri" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }

  static func isURIValued(_ name: PropertyName, _ p: PropertySyntax, _ version: VCardVersion?) -> Bool {
    let declared = ValueText.valueType(p)
    switch name {
    case .photo, .logo, .sound, .key, .geo: return false
    case .url, .source, .fburl, .calURI, .caladrURI, .impp, .orgDirectory, .contactURI, .socialProfile: return true
    case .member: return version == .v4_0
    case .related: return version == .v4_0 && declared != "text"
    default:
      if case .extended(let text) = name, text.uppercased() == "CAPURI" { return true }
      return declared == "uri" || declared == "url"
    }
  }

  func check(line p: PropertySyntax, _ name: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    guard Self.isURIValued(name, p, card.version) else { return }
    // Some writers escape commas and semicolons in URIs as in text; read them as meant.
    let text = ValueText.unescapedTrimmed(ValueText.decoded(p))
    if text.isEmpty { return }
    if let problem = URISyntax.problem(text) {
      findings.add(code, "\(name.text) \(ValueText.quoted(text)) \(problem)", at: p.position)
    }
  }
}

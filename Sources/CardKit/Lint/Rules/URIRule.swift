/// **Value is not a URI.**
///
/// URL, SOURCE, FBURL, CALURI, CALADRURI, CAPURI, IMPP, ORG-DIRECTORY and CONTACT-URI are
/// URIs (RFC 3986), as are SOCIALPROFILE unless `VALUE=text` (RFC 9554 allows a user name
/// there), MEMBER and (unless `VALUE=text`) RELATED in vCard 4.0, and in every version any
/// value marked `VALUE=uri` (or 2.1's `VALUE=URL`), a 3.0 RELATED included. A URI starts
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
    case .url, .source, .fburl, .calURI, .caladrURI, .impp, .orgDirectory, .contactURI: return true
    case .socialProfile: return declared != "text"
    case .member where version == .v4_0: return true
    case .related where version == .v4_0: return declared != "text"
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

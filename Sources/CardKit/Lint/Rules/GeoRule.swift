/// **GEO is not a latitude and longitude in range.**
///
/// GEO is two decimal numbers, latitude (−90 to 90) then longitude (−180 to 180): separated
/// by `;` in vCard 3.0 (RFC 2426 §3.4.2) and by `,` or `;` in 2.1, and as a `geo:` URI in
/// 4.0 (`geo:37.386,-122.083`, RFC 5870). ez-vcard reports a missing latitude or longitude
/// the same way.
struct GeoRule: LineRule {
  var code: DiagnosticCode { .lintGeo }
  var name: String { "geo" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }
  var lines: LineSelection { .properties([.geo]) }

  func check(line p: PropertySyntax, _ name: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    guard let version = card.version else { return }
    guard name == .geo else { return }
    // Some writers escape the comma of a geo: URI as in text (`geo:37.38\,-122.08`).
    let text = ValueText.unescapedTrimmed(p.rawValue)
    if text.isEmpty { return }
    if let problem = Self.problem(text, version) {
      findings.add(code, "GEO \(ValueText.quoted(text)) \(problem)", at: p.position)
    }
  }

  static func problem(_ text: String, _ version: VCardVersion) -> String? {
    let isURI = URISyntax.scheme(text) == "geo"
    var body = Substring(text)
    switch version {
    case .v4_0:
      guard isURI else { return "is not a geo: URI, as vCard 4.0 writes it" }
      body = body.dropFirst(4).split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
      return coordinates(body.split(separator: ",", omittingEmptySubsequences: false), allowAltitude: true)
    case .v3_0, .v2_1:
      if isURI { return "is a geo: URI, which only vCard 4.0 uses (write latitude;longitude)" }
      let separators: [Character] = version == .v3_0 ? [";"] : [";", ","]
      var parts = body.split(separator: ";", omittingEmptySubsequences: false)
      if parts.count == 1, separators.contains(",") { parts = body.split(separator: ",", omittingEmptySubsequences: false) }
      return coordinates(parts, allowAltitude: false)
    }
  }

  private static func coordinates(_ parts: [Substring], allowAltitude: Bool) -> String? {
    if parts.count < 2 || parts[1].trimmingSpaces.isEmpty { return "has no longitude" }
    if parts[0].trimmingSpaces.isEmpty { return "has no latitude" }
    if parts.count > (allowAltitude ? 3 : 2) { return "has more than a latitude and a longitude" }
    guard let latitude = Double(parts[0].trimmingSpaces) else { return "has a latitude that is not a number" }
    guard let longitude = Double(parts[1].trimmingSpaces) else { return "has a longitude that is not a number" }
    if !(-90...90).contains(latitude) { return "has latitude \(latitude), outside −90…90" }
    if !(-180...180).contains(longitude) { return "has longitude \(longitude), outside −180…180" }
    return nil
  }
}

extension Substring {
  var trimmingSpaces: String { String(self).trimmingSpaces }
}

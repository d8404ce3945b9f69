/// **ENCODING value not valid in this vCard version.**
///
/// vCard 2.1 allows `QUOTED-PRINTABLE`, `BASE64`, `8BIT` and `7BIT`; 3.0 allows only `b`
/// (RFC 2426 §5.7; `BASE64` is a common mistake there); vCard 4.0 has no ENCODING at all:
/// text is UTF-8 and binary data is a `data:` URI (RFC 6350 §6.2.4). sabre/vobject rejects
/// these cards. `cardkit convert` and `cardkit repair` write each version's own form.
struct EncodingRule: LineRule {
  var code: DiagnosticCode { .lintEncoding }
  var name: String { "encoding" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }
  var lines: LineSelection { .withParameters }

  static func allowed(_ version: VCardVersion) -> Set<String> {
    switch version {
    case .v2_1: v21
    case .v3_0: v30
    case .v4_0: []
    }
  }

  private static let v21: Set<String> = ["QUOTED-PRINTABLE", "BASE64", "8BIT", "7BIT"]
  private static let v30: Set<String> = ["B"]

  func check(line p: PropertySyntax, _ _: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    guard let version = card.version, p.parameters.contains(where: { $0.name == .encoding }) else { return }
    let allowed = Self.allowed(version)
    for parameter in p.parameters where parameter.name == .encoding {
      for value in parameter.values where !allowed.contains(value.uppercased()) {
        let message: String
        if version == .v4_0 {
          message = "ENCODING is not defined in vCard 4.0 (binary data is a data: URI, text is UTF-8)"
        } else {
          let list = allowed.sorted().joined(separator: ", ")
          message = "ENCODING=\(value) is not valid in vCard \(version.rawValue) (valid: \(list))"
        }
        findings.add(code, message, at: p.position)
      }
    }
  }
}

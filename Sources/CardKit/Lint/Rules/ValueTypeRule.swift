/// **VALUE type unknown, or not allowed for this property and version.**
///
/// `VALUE=` names the value's type: 2.1 knows INLINE, CONTENT-ID (CID) and URL; 3.0 the
/// RFC 2426 types (uri, date, date-time, binary, text, utc-offset, …); 4.0 the RFC 6350 §4
/// types. Each property accepts only some: a `tel:` URI (`TEL;VALUE=uri`) exists only in
/// 4.0, a 3.0 BDAY is a date or date-time, a 4.0 REV a timestamp, a KEY URI needs 4.0.
/// ez-vcard warns on the same cases.
struct ValueTypeRule: LineRule {
  var code: DiagnosticCode { .lintValueType }
  var name: String { "value-type" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }
  var lines: LineSelection { .withParameters }

  func check(line p: PropertySyntax, _ name: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    guard let version = card.version else { return }
    guard let value = ValueText.valueType(p) else { return }
    if name.isExtension { return }
    if value.hasPrefix("x-") { return }
    if !ValueTypeTable.isKnown(value, in: version) {
      findings.add(code, "VALUE=\(value) is not a value type of vCard \(version.rawValue)", at: p.position)
    } else if let allowed = ValueTypeTable.allowed(for: name, in: version), !allowed.contains(value) {
      let list = allowed.sorted().joined(separator: ", ")
      findings.add(code, "\(name.text) does not take VALUE=\(value) in vCard \(version.rawValue) (it takes \(list))", at: p.position)
    }
  }
}

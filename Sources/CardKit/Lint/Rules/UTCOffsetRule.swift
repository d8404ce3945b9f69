/// **Time zone or UTC offset malformed or out of range.**
///
/// TZ is a UTC offset in vCard 2.1 and, unless `VALUE=text`, in 3.0 (`-05:00`, `+0530`);
/// in 4.0 it is text (`America/New_York`) unless `VALUE=utc-offset` says it is an offset
/// (RFC 6350 §6.5.1). An offset has a sign, hours 00–23 and minutes 00–59. Offsets inside
/// dates and times are checked by L018.
struct UTCOffsetRule: LineRule {
  var code: DiagnosticCode { .lintUTCOffset }
  var name: String { "utc-offset" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }
  var lines: LineSelection { .properties([.tz]) }

  func check(line p: PropertySyntax, _ name: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    guard let version = card.version else { return }
    guard name == .tz else { return }
    let declared = ValueText.valueType(p)
    let isOffset: Bool
    switch version {
    case .v2_1: isOffset = true
    case .v3_0: isOffset = declared != "text" && declared != "uri"
    case .v4_0: isOffset = declared == "utc-offset"
    }
    guard isOffset else { return }
    let text = ValueText.unescapedTrimmed(p.rawValue)
    if text.isEmpty { return }
    if let problem = DateTimeSyntax.utcOffsetProblem(text) {
      let hint = version == .v4_0 ? "" : version == .v3_0 ? " (a zone name needs VALUE=text)" : ""
      findings.add(code, "TZ \(ValueText.quoted(text)) \(problem)\(hint)", at: p.position)
    }
  }
}

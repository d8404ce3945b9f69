/// **Card has no UID.**
///
/// A UID (RFC 6350 §6.7.6) is what CardDAV servers, sync services and merge tools use to
/// recognise a card across edits and devices; without one, a card re-imported or synced
/// twice becomes two cards. CardDAV requires it (RFC 6352 §6.3.2.3); sabre/vobject
/// recommends it. A note. `cardkit repair` adds one, derived from the card's content with
/// `--stable-uids` so that repeated runs agree. Not reported for CSV input, which has no UID
/// column in most layouts.
struct MissingUIDRule: CardRule {
  var code: DiagnosticCode { .lintMissingUID }
  var name: String { "missing-uid" }
  var category: LintCategory { .hygiene }
  var input: LintInput { .card }
  var appliesToCSV: Bool { false }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    guard (card.card.uid?.value.trimmingSpaces ?? "").isEmpty else { return }
    findings.add(code, "card has no UID; sync services tell cards apart by it")
  }
}

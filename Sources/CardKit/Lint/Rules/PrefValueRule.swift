/// **PREF is not an integer from 1 to 100.**
///
/// vCard 4.0's PREF parameter (RFC 6350 §5.3) ranks values from 1 (most preferred) to 100.
/// Anything else (`PREF=0`, `PREF=yes`, `PREF=150`) is unreadable; CardKit's reader keeps
/// such a PREF as an unknown parameter. PREF before vCard 4.0 is L011 (3.0 uses `TYPE=pref`).
struct PrefValueRule: LineRule {
  var code: DiagnosticCode { .lintPrefValue }
  var name: String { "pref-value" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }
  var lines: LineSelection { .withParameters }

  func check(line p: PropertySyntax, _ _: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    guard card.version == .v4_0 else { return }
    for parameter in p.parameters where parameter.name == .pref {
      for value in parameter.values {
        if let n = Int(value.trimmingSpaces), (1...100).contains(n) { continue }
        findings.add(code, "PREF=\(Quoted.text(value)) is not an integer from 1 to 100", at: p.position)
      }
    }
  }
}

/// **N is required in vCard 2.1 and 3.0.**
///
/// vCard 2.1 §2.2.2 and RFC 2426 §3.1.2 (and §5: "the N type MUST be present") make the
/// structured name mandatory; RFC 2426's own examples famously leave it out. Importers that
/// sort or file by family name find nothing to sort on. A company card satisfies the rule
/// with an empty `N:;;;;`, as Apple writes it, and `cardkit repair` writes one where it is
/// missing. vCard 4.0 makes N optional.
struct MissingNRule: CardRule {
  var code: DiagnosticCode { .lintMissingN }
  var name: String { "missing-n" }
  var category: LintCategory { .conformance }
  var input: LintInput { .card }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    guard let version = card.version, version != .v4_0, card.card.name == nil else { return }
    findings.add(code, "card has no N, which vCard \(version.rawValue) requires")
  }
}

/// **FN is required in vCard 3.0 and 4.0.**
///
/// RFC 2426 §3.1.1 and RFC 6350 §6.2.1 make the formatted name mandatory: it is what every
/// client shows. A card without one is shown by whatever the client falls back to, often
/// nothing. vCard 2.1 does not require FN. `cardkit repair` derives an FN from N, else ORG,
/// NICKNAME, EMAIL or the phone number. An FN that is present but empty is reported by
/// L038 (empty value) instead.
struct MissingFNRule: CardRule {
  var code: DiagnosticCode { .lintMissingFN }
  var name: String { "missing-fn" }
  var category: LintCategory { .conformance }
  var input: LintInput { .card }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    guard let version = card.version, version != .v2_1, card.card.formattedName == nil else { return }
    findings.add(code, "card has no FN, which vCard \(version.rawValue) requires")
  }
}

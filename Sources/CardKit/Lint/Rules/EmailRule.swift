/// **Email address malformed.**
///
/// An EMAIL value is an address (`local@domain`, RFC 5322 §3.4.1 with RFC 6531's UTF-8): one
/// `@`, a local part and a domain of letters, digits and hyphens between dots, no spaces. A
/// display name (`Ann <ann@example.com>`), a `mailto:` prefix or a missing `@` make the
/// address unusable for mail clients. Also checked for CSV input.
struct EmailRule: CardRule {
  var code: DiagnosticCode { .lintEmail }
  var name: String { "email" }
  var category: LintCategory { .conformance }
  var input: LintInput { .card }
  var appliesToCSV: Bool { true }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    for email in card.card.emails where !email.value.trimmingSpaces.isEmpty {
      if let problem = EmailSyntax.problem(email.value) {
        findings.add(code, "email address \(ValueText.quoted(email.value)) \(problem)", at: email.position)
      }
    }
  }
}

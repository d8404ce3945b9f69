/// **Email address malformed.**
///
/// An EMAIL value is an address (`local@domain`, RFC 5322 §3.4.1 with RFC 6531's UTF-8): one
/// `@`, a local part and a domain of letters, digits and hyphens between dots, no spaces. A
/// display name (`Ann <ann@example.com>`), a `mailto:` prefix or a missing `@` make the
/// address unusable for mail clients. An address whose TYPE names another mail system is
/// not an Internet address and is not checked: `x400` (vCard 2.1 and 3.0, RFC 2426 §3.3.2)
/// and vCard 2.1's services (`AOL`, `AppleLink`, `ATTMail`, `CIS`, `eWorld`, `IBMMail`,
/// `MCIMail`, `POWERSHARE`, `PRODIGY`, `TLX`), unless it is also typed `internet`. Also
/// checked for CSV input.
struct EmailRule: CardRule {
  var code: DiagnosticCode { .lintEmail }
  var name: String { "email" }
  var category: LintCategory { .conformance }
  var input: LintInput { .card }
  var appliesToCSV: Bool { true }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    for email in card.card.emails where !email.value.trimmingSpaces.isEmpty && Self.isInternetAddress(email.types) {
      if let problem = EmailSyntax.problem(email.value) {
        findings.add(code, "email address \(ValueText.quoted(email.value)) \(problem)", at: email.position)
      }
    }
  }

  /// Whether an address of these types is an Internet address (the default kind).
  static func isInternetAddress(_ types: [TypeToken]) -> Bool {
    types.contains(.internet) || !types.contains(where: \.isOtherMailSystem)
  }
}

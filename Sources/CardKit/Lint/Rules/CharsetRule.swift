/// **CHARSET outside vCard 2.1, or a legacy character set.**
///
/// Only vCard 2.1 has a per-property CHARSET; in 3.0 the character set is the MIME entity's
/// and in 4.0 it is always UTF-8 (RFC 6350 §3.1), so a CHARSET there is ignored or misread.
/// In 2.1, a CHARSET other than UTF-8 (ISO-8859-1, Shift_JIS, Big5, …) is valid but
/// legacy: reported as a note, since `cardkit repair` rewrites the text as UTF-8 safely.
/// A CHARSET CardKit does not know is the reader's V011.
struct CharsetRule: LineRule {
  var code: DiagnosticCode { .lintCharset }
  var name: String { "charset" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }
  var lines: LineSelection { .withParameters }

  func check(line p: PropertySyntax, _ _: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    guard let version = card.version else { return }
    guard let charset = p.parameters.value(.charset) else { return }
    if version != .v2_1 {
      findings.add(code, "CHARSET is defined only in vCard 2.1; vCard \(version.rawValue) text is in the file's character set", at: p.position)
    } else if !Charset.isUTF8(charset), !card.readerReported(.unknownCharset, at: p.position) {
      findings.add(code, "value is in the legacy character set \(charset); UTF-8 is safer", at: p.position, severity: .info)
    }
  }
}

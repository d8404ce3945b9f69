/// **Inline image or sound larger than the limit.**
///
/// A PHOTO, LOGO, SOUND or KEY held inline above `--max-inline-size` bytes (default 256 KiB)
/// bloats the book: CardDAV servers refuse large cards (iCloud and Google limit a contact's
/// size), phones slow down, and every sync moves the bytes again. A contact photo needs no
/// more than a few tens of KiB. Data larger than the reader's own limit is the reader's V023.
struct LargePhotoRule: CardRule {
  var code: DiagnosticCode { .lintLargePhoto }
  var name: String { "large-photo" }
  var category: LintCategory { .hygiene }
  var input: LintInput { .card }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    let limit = card.options.maxInlineMediaBytes
    let c = card.card
    for (property, values) in [("PHOTO", c.photos), ("LOGO", c.logos), ("SOUND", c.sounds), ("KEY", c.keys)] {
      for value in values where value.value.byteCount > limit {
        findings.add(code, "\(property) holds \(Self.size(value.value.byteCount)) of inline data, more than the limit of \(Self.size(limit))", at: value.position)
      }
    }
  }

  static func size(_ bytes: Int) -> String {
    if bytes >= 1 << 20 { return "\((bytes * 10 >> 20) / 10).\((bytes * 10 >> 20) % 10) MiB" }
    if bytes >= 1 << 10 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }
}

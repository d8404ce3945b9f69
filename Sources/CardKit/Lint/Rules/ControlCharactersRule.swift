/// **DEL or C1 control character in a value, or a control character in a parameter.**
///
/// Text may not hold control characters (RFC 6350 §3.3: `VALUE-CHAR` excludes them).
/// The reader reports C0 controls in values (U+0000–U+001F but tab, its V025); this rule
/// adds what it lets through: DEL (U+007F) and the C1 controls U+0080–U+009F in values
/// (often Windows-1252 text read as Latin-1), and any control character in a parameter
/// value (tab aside, which RFC 6350's SAFE-CHAR allows; a newline there comes from RFC 6868's
/// `^n` and is fine too). sabre/vobject rejects such cards as
/// "not valid UTF-8".
struct ControlCharactersRule: LineRule {
  var code: DiagnosticCode { .lintControlCharacters }
  var name: String { "control-characters" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }

  func check(line p: PropertySyntax, _ name: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    if let found = Self.control(in: ValueText.decoded(p), allowC0: true) {
      findings.add(code, "\(name.text) value contains the control character \(found)", at: p.position)
    }
    for parameter in p.parameters {
      for value in parameter.values {
        if let found = Self.control(in: value, allowC0: false) {
          findings.add(code, "parameter \(parameter.name.text) contains the control character \(found)", at: p.position)
        }
      }
    }
  }

  /// The first DEL or C1 control in the text, and unless `allowC0` the first C0 control other
  /// than tab and line feed, as `U+XXXX`.
  static func control(in text: String, allowC0: Bool) -> String? {
    var text = text
    return text.withUTF8 { b -> String? in
      var previous: UInt8 = 0
      for c in b {
        if c == 0x7F { return "U+007F" }
        if !allowC0, c < 0x20, c != 0x09, c != 0x0A { return "U+" + hex(UInt32(c)) }
        if previous == 0xC2 && c >= 0x80 && c <= 0x9F { return "U+" + hex(UInt32(c)) }
        previous = c
      }
      return nil
    }
  }
}

private func hex(_ v: UInt32) -> String {
  let s = String(v, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - s.count)) + s
}

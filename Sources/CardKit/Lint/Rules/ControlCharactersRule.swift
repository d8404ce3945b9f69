#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    // The value's bytes are searched where they are, unless they are quoted-printable.
    let found =
      ValueText.isQuotedPrintable(p)
      ? Self.control(in: ValueText.decoded(p), allowC0: true) : p.withRawValue { Self.control(in: $0, allowC0: true) }
    if let found {
      findings.add(code, "\(name.text) value contains the control character \(found)", at: p.position)
    }
    // Read by index and in place: a `for … in` copies each parameter and each value.
    let parameters = p.parameters
    for i in parameters.indices {
      for j in parameters[i].values.indices {
        if let found = Self.control(in: parameters[i].values[j], allowC0: false) {
          findings.add(code, "parameter \(parameters[i].name.text) contains the control character \(found)", at: p.position)
        }
      }
    }
  }

  /// The first DEL or C1 control in the text, and unless `allowC0` the first C0 control other
  /// than tab and line feed, as `U+XXXX`.
  static func control(in text: String, allowC0: Bool) -> String? {
    if let found = text.utf8.withContiguousStorageIfAvailable({ control(in: $0, allowC0: allowC0) }) { return found }
    var text = text
    return text.withUTF8 { control(in: $0, allowC0: allowC0) }
  }

  /// The same in UTF-8 bytes.
  static func control(in b: UnsafeBufferPointer<UInt8>, allowC0: Bool) -> String? {
    guard let at = allowC0 ? firstDELOrC1(b) : firstControl(b) else { return nil }
    return "U+" + hex(UInt32(b[at]))
  }

  /// Where the first DEL, C1 control (U+0080–U+009F: C2 80 to C2 9F) or C0 control other than
  /// tab and line feed is, byte by byte (parameter values are short).
  private static func firstControl(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
    var previous: UInt8 = 0
    for i in b.indices {
      let c = b[i]
      if c == 0x7F || (c < 0x20 && c != 0x09 && c != 0x0A) { return i }
      if previous == 0xC2 && c >= 0x80 && c <= 0x9F { return i }
      previous = c
    }
    return nil
  }

  /// Where the first DEL or C1 control is: two byte searches (memchr) instead of a loop, as
  /// values can be long (inline photos).
  private static func firstDELOrC1(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = b.baseAddress, !b.isEmpty else { return nil }
    let n = b.count
    let del = memchr(base, 0x7F, n).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? n
    var from = 0
    while from < del, let found = memchr(base + from, 0xC2, del - from) {
      let i = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if i + 1 < n, b[i + 1] >= 0x80, b[i + 1] <= 0x9F { return i + 1 }  // before `del`: not 7F
      from = i + 1
    }
    return del < n ? del : nil
  }
}

private func hex(_ v: UInt32) -> String {
  let s = String(v, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - s.count)) + s
}

/// **Line longer than 75 octets.**
///
/// Lines SHOULD be folded so that none is longer than 75 octets, line break excluded (RFC
/// 6350 §3.2, RFC 2425 §5.8.1); some mail gateways and old phones cut longer lines. Reported
/// once per card, at its first long line, with the number of long lines. CardKit's writers
/// fold at 75 octets, never inside a UTF-8 sequence.
struct LineLengthRule: CardRule {
  var code: DiagnosticCode { .lintLineLength }
  var name: String { "line-length" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    guard let lines = card.syntax?.lines else { return }
    var first: PhysicalLine?
    var count = 0
    var longest = 0
    for line in lines where line.length > 75 {
      if first == nil { first = line }
      count += 1
      longest = max(longest, line.length)
    }
    guard let first else { return }
    let more = count > 1 ? " (\(count) lines of this card, the longest \(longest) octets)" : ""
    findings.add(code, "line of \(first.length) octets is longer than 75\(more)", at: SourcePosition(line: first.line, column: 76))
  }
}

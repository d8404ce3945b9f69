/// **Line longer than 75 octets.**
///
/// Lines SHOULD be folded so that none is longer than 75 octets, line break excluded (RFC
/// 6350 §3.2, RFC 2425 §5.8.1); some mail gateways and old phones cut longer lines. Reported
/// once per card, at its first long line, with the number of long lines. Lines of a vCard 2.1
/// quoted-printable value may have 76 octets, their soft line break `=` included (RFC 2045
/// §6.7). CardKit's writers fold at 75 octets, never inside a UTF-8 sequence.
struct LineLengthRule: CardRule {
  var code: DiagnosticCode { .lintLineLength }
  var name: String { "line-length" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    guard let syntax = card.syntax, syntax.lines.contains(where: { $0.length > 75 }) else { return }
    // Start lines of the properties, and whether each is quoted-printable.
    var starts: [(line: Int32, qp: Bool)] = []
    card.forEachLine { p, _ in
      let encoding = p.parameters.value(.encoding)?.uppercased()
      starts.append((p.position.line, encoding == "QUOTED-PRINTABLE" || encoding == "QP"))
    }
    var first: PhysicalLine?
    var count = 0
    var longest = 0
    var k = 0
    for line in syntax.lines where line.length > 75 {
      while k + 1 < starts.count, starts[k + 1].line <= line.line { k += 1 }
      let isQP = k < starts.count && starts[k].line <= line.line && starts[k].qp
      if isQP && line.length <= 76 { continue }
      if first == nil { first = line }
      count += 1
      longest = max(longest, line.length)
    }
    guard let first else { return }
    let more = count > 1 ? " (\(count) lines of this card, the longest \(longest) octets)" : ""
    findings.add(code, "line of \(first.length) octets is longer than 75\(more)", at: SourcePosition(line: first.line, column: 76))
  }
}

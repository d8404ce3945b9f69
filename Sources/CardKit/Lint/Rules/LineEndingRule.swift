/// **Line not ended by CRLF.**
///
/// vCard lines end with CR LF (RFC 6350 §3.2, RFC 2426 §4). Files with bare LF (Unix
/// tools), bare CR (classic Mac OS) or CR CR LF (a CRLF file converted twice) are read by
/// CardKit, but strict readers split them wrongly or not at all. Reported once per card, at
/// its first such line, with how many there are; a file whose last line has no line break is
/// reported too. CardKit's writers end every line with CRLF.
struct LineEndingRule: CardRule {
  var code: DiagnosticCode { .lintLineEnding }
  var name: String { "line-ending" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    guard let lines = card.syntax?.lines else { return }
    var first: PhysicalLine?
    var count = 0
    for line in lines where line.ending != .crlf {
      if first == nil { first = line }
      count += 1
    }
    guard let first else { return }
    let what: String
    switch first.ending {
    case .lf: what = "ends with LF alone"
    case .cr: what = "ends with CR alone"
    case .crcrlf: what = "ends with CR CR LF"
    case .none: what = "is the file's last and has no line break"
    case .crlf: what = ""
    }
    let more = count > 1 ? " (\(count) lines of this card)" : ""
    findings.add(code, "line \(what), not CRLF\(more)", at: SourcePosition(line: first.line, column: first.length + 1))
  }
}

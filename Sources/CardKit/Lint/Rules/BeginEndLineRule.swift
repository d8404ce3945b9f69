/// **BEGIN or END line with more than `BEGIN:VCARD` or `END:VCARD`.**
///
/// The delimiter lines are exactly `BEGIN:VCARD` and `END:VCARD` (RFC 6350 §6.1.1–2, in any
/// case, optionally after a group). Trailing white space (`BEGIN:VCARD␠`, which some
/// exporters write) makes strict parsers (ical4j, l0b0's validator) reject the card; CardKit
/// reads it. Found from the lines' lengths, as the reader does not keep their text; a BEGIN
/// with another value (`BEGIN:VCARDX`) is the reader's V032.
struct BeginEndLineRule: CardRule {
  var code: DiagnosticCode { .lintBeginEndLine }
  var name: String { "begin-end-line" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }

  func check(_ card: LintCard, _ findings: inout LintFindings) {
    guard let syntax = card.syntax, let first = syntax.lines.first else { return }
    if card.readerDiagnostics.contains(where: { $0.code == .invalidBegin || $0.code == .missingBegin || $0.code == .mismatchedGroup }) { return }
    // A card written with one group on every line has it on BEGIN and END too.
    let groupLength = syntax.properties.first { $0.propertyName == .version }.flatMap(\.group).map { $0.utf8.count + 1 } ?? 0
    if first.line == Int(card.card.position.line), first.length > 11 + groupLength {
      findings.add(code, "BEGIN line has \(first.length - 11 - groupLength) character(s) after BEGIN:VCARD (trailing white space?)", at: SourcePosition(line: first.line, column: 12 + groupLength))
    }
    guard !card.readerDiagnostics.contains(where: { $0.code == .missingEnd || $0.code == .nestedBegin }), let end = syntax.lines.last(where: { $0.length > 0 }),
      end.line != first.line
    else { return }
    if end.length > 9 + groupLength {
      findings.add(code, "END line has \(end.length - 9 - groupLength) character(s) after END:VCARD (trailing white space?)", at: SourcePosition(line: end.line, column: 10 + groupLength))
    }
  }
}

/// Puts a file's own findings (those of no card: a CSV header or quote, text between vCards)
/// among its cards' findings in line order, where findings are listed card by card: before a
/// card come those on or before the line it starts on, and those without a line (about the
/// whole file).
struct FileFindingsCursor {
  /// How many of the file's findings have been taken.
  private(set) var taken = 0

  /// The next of `findings` (in line order; the list may have grown since the last call) that
  /// come before a card starting on `line`; with no line, all that are left.
  mutating func take(_ findings: [Diagnostic], before line: Int?) -> Range<Int> {
    let from = taken
    while taken < findings.count, line.map({ findings[taken].location.line == 0 || findings[taken].location.line <= $0 }) ?? true {
      taken += 1
    }
    return from..<taken
  }

  /// Hands `report` the findings ``take(_:before:)`` gives.
  mutating func report(_ findings: [Diagnostic], before line: Int?, to report: (Diagnostic) -> Void) {
    findings[take(findings, before: line)].forEach(report)
  }
}

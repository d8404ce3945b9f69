/// The findings of one card, as the rules add them. Positions are the card's own (line and
/// column in its file); a value read without a position is reported at the card's BEGIN line.
public struct LintFindings {
  let file: String
  let cardIndex: Int?
  let cardPosition: SourcePosition
  /// The findings so far, in the order they were added.
  public private(set) var diagnostics: [Diagnostic] = []

  init(file: String, cardIndex: Int?, cardPosition: SourcePosition) {
    self.file = file
    self.cardIndex = cardIndex
    self.cardPosition = cardPosition
  }

  /// Adds a finding at a position of the card (the card's start when the position is unknown).
  mutating func add(_ code: DiagnosticCode, _ message: String, at position: SourcePosition, severity: Severity? = nil) {
    let at = position.line > 0 ? position : cardPosition
    let location = SourceLocation(file: file, line: Int(at.line), column: Int(at.column), cardIndex: cardIndex)
    diagnostics.append(Diagnostic(code, message, at: location, severity: severity))
  }

  /// Adds a finding about the card as a whole (at its BEGIN line).
  mutating func add(_ code: DiagnosticCode, _ message: String, severity: Severity? = nil) {
    add(code, message, at: cardPosition, severity: severity)
  }

  /// Appends findings made elsewhere (the reader's).
  mutating func append(contentsOf other: [Diagnostic]) {
    diagnostics.append(contentsOf: other)
  }

  var isEmpty: Bool { diagnostics.isEmpty }
}

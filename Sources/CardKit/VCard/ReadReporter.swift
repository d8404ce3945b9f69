/// Collects the findings of reading one card.
struct ReadReporter {
  let fileName: String
  let cardIndex: Int
  var diagnostics: [Diagnostic] = []

  mutating func report(_ code: DiagnosticCode, _ message: String, line: Int, column: Int, severity: Severity? = nil) {
    diagnostics.append(
      Diagnostic(code, message, at: SourceLocation(file: fileName, line: line, column: column, cardIndex: cardIndex), severity: severity))
  }

  mutating func report(_ code: DiagnosticCode, _ message: String, at position: SourcePosition) {
    report(code, message, line: Int(position.line), column: Int(position.column))
  }
}

/// Reads properties of one kind into the model and writes them for a target version.
/// Each conforming type handles one property (or one property and its vendor spellings) and
/// cites its specification.
protocol PropertyCodec: Sendable {
  /// Reads the property into the card. Returns false when the property is to be kept raw.
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool
  /// Emits the card's values of this property in the target version.
  static func write(_ card: Card, into out: inout PropertyEmitter)
}

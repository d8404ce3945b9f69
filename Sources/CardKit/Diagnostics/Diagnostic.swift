/// One finding: a coded message at a position in an input file.
public struct Diagnostic: Sendable, Hashable {
  public var code: DiagnosticCode
  public var severity: Severity
  public var message: String
  public var location: SourceLocation
  /// The display name of the card the finding belongs to, when known.
  public var cardName: String?

  public init(
    _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
    severity: Severity? = nil, cardName: String? = nil
  ) {
    self.code = code
    self.severity = severity ?? code.severity
    self.message = message
    self.location = location
    self.cardName = cardName
  }
}

extension Diagnostic: CustomStringConvertible {
  /// The compiler-like form: `file:line:col: severity: [CODE] message`.
  public var description: String { DiagnosticRenderer.plain.render(self) }
}

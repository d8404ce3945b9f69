/// One finding: a coded message at a position in an input file.
public struct Diagnostic: Sendable, Hashable {
  /// The stable code, such as `V005` or `L030`.
  public var code: DiagnosticCode
  /// How serious this finding is; usually the code's default severity.
  public var severity: Severity
  /// A one-line, human-readable message about this occurrence (more specific than the code's
  /// summary).
  public var message: String
  /// The file, line, column and card the finding belongs to.
  public var location: SourceLocation
  /// The display name of the card the finding belongs to, when known.
  public var cardName: String?
}

// The public initializer is declared in an extension and calls the memberwise one: an
// initializer in the type's body that assigns each property leaves the optimizer a copy and a
// release of the whole value in every finding made (see ``ParsedCard``).
extension Diagnostic {
  /// A finding with `code`'s default severity unless `severity` is given.
  public init(
    _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
    severity: Severity? = nil, cardName: String? = nil
  ) {
    self.init(code: code, severity: severity ?? code.severity, message: message, location: location, cardName: cardName)
  }
}

extension Diagnostic {
  /// `found` sorted by line and column, findings at the same position kept in their order
  /// (those without a line, about a whole file, first).
  static func inLineOrder(_ found: [Diagnostic]) -> [Diagnostic] {
    guard found.count > 1 else { return found }
    return found.enumerated().sorted {
      ($0.element.location.line, $0.element.location.column, $0.offset) < ($1.element.location.line, $1.element.location.column, $1.offset)
    }.map(\.element)
  }
}

extension Diagnostic: CustomStringConvertible {
  /// The compiler-like form: `file:line:col: severity: [CODE] message`.
  public var description: String { DiagnosticRenderer.plain.render(self) }
}

/// Renders diagnostics as `file:line:col: severity: [CODE] message`, optionally with ANSI colors.
public struct DiagnosticRenderer: Sendable {
  /// Whether to add ANSI escape sequences (bold position, severity in red, magenta, cyan or
  /// green). Only for terminals.
  public var colored: Bool

  /// A renderer with or without colors.
  public init(colored: Bool) { self.colored = colored }

  /// A renderer without colors, as used by `Diagnostic.description`.
  public static let plain = DiagnosticRenderer(colored: false)

  /// One line for `d`: `file:line:col: severity: [CODE] message (card "Name")`. The line is left
  /// out when 0, the column when 0, and the card name when unknown; a quote or backslash in the
  /// name is escaped (`\"`). Control characters that came from the input (in a file name, a
  /// quoted value, a card's name) are written as `\u{1b}`: a finding stays one line, and an
  /// escape sequence in a contact file cannot drive the terminal.
  public func render(_ d: Diagnostic) -> String {
    var position = TerminalText.escapingControls(d.location.file)
    if d.location.line > 0 {
      position += ":\(d.location.line)"
      if d.location.column > 0 { position += ":\(d.location.column)" }
    }
    let severity = d.severity.rawValue
    var text = TerminalText.escapingControls(d.message)
    if let name = d.cardName, !name.isEmpty {
      // Quoted as values are: a quote in the name (`"Ann` from a CSV cell) is `\"`.
      text += " (card "
      Quoted.append(name, to: &text)
      text += ")"
    }
    guard colored else { return "\(position): \(severity): [\(d.code.rawValue)] \(text)" }
    let color: String
    switch d.severity {
    case .error: color = "\u{1B}[1;31m"
    case .warning: color = "\u{1B}[1;35m"
    case .info: color = "\u{1B}[1;36m"
    case .fixed: color = "\u{1B}[1;32m"
    }
    let reset = "\u{1B}[0m"
    return "\u{1B}[1m\(position):\(reset) \(color)\(severity):\(reset) [\(d.code.rawValue)] \(text)"
  }
}

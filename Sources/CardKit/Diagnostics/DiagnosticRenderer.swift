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
    var bytes: [UInt8] = []
    append(d, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the UTF-8 of ``render(_:)`` to `out`, without a line break: a report of many
  /// findings is written straight into its buffer, no string made for each.
  public func append(_ d: Diagnostic, to out: inout [UInt8]) {
    if colored { out += Self.bold }
    TerminalText.appendEscapingControls(d.location.file, to: &out)
    if d.location.line > 0 {
      out.append(ASCII.colon)
      out += String(d.location.line).utf8
      if d.location.column > 0 {
        out.append(ASCII.colon)
        out += String(d.location.column).utf8
      }
    }
    out.append(ASCII.colon)
    if colored {
      out += Self.reset
      out.append(ASCII.space)
      switch d.severity {
      case .error: out += Self.red
      case .warning: out += Self.magenta
      case .info: out += Self.cyan
      case .fixed: out += Self.green
      }
    } else {
      out.append(ASCII.space)
    }
    out += d.severity.rawValue.utf8
    out.append(ASCII.colon)
    if colored { out += Self.reset }
    out += " [".utf8
    out += d.code.rawValue.utf8
    out += "] ".utf8
    TerminalText.appendEscapingControls(d.message, to: &out)
    if let name = d.cardName, !name.isEmpty {
      // Quoted as values are: a quote in the name (`"Ann` from a CSV cell) is `\"`.
      out += " (card ".utf8
      Quoted.append(name, to: &out)
      out.append(0x29)  // )
    }
  }

  private static let bold = Array("\u{1B}[1m".utf8)
  private static let reset = Array("\u{1B}[0m".utf8)
  private static let red = Array("\u{1B}[1;31m".utf8)
  private static let magenta = Array("\u{1B}[1;35m".utf8)
  private static let cyan = Array("\u{1B}[1;36m".utf8)
  private static let green = Array("\u{1B}[1;32m".utf8)
}

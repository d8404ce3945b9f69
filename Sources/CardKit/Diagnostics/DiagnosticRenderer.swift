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
  /// out when 0, the column when 0, and the card name when unknown. Control characters that came
  /// from the input (in a file name, a quoted value, a card's name) are written as `\u{1b}`: a
  /// finding stays one line, and an escape sequence in a contact file cannot drive the terminal.
  public func render(_ d: Diagnostic) -> String {
    var position = Self.printable(d.location.file)
    if d.location.line > 0 {
      position += ":\(d.location.line)"
      if d.location.column > 0 { position += ":\(d.location.column)" }
    }
    let severity = d.severity.rawValue
    var text = Self.printable(d.message)
    if let name = d.cardName, !name.isEmpty { text += " (card \"\(Self.printable(name))\")" }
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

  /// `text` with C0 and C1 control characters and DEL written as `\u{…}` escapes (most text
  /// has none and is returned as it is).
  static func printable(_ text: String) -> String {
    var clean = true
    var previous: UInt8 = 0
    for b in text.utf8 {
      // C1 controls are U+0080–U+009F: 0xC2 followed by 0x80–0x9F in UTF-8.
      if b < 0x20 || b == 0x7F || (previous == 0xC2 && b < 0xA0) {
        clean = false
        break
      }
      previous = b
    }
    if clean { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) {
        out += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

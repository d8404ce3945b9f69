/// Text bound for a terminal with the control characters of the input made visible: a value
/// read from a contact file (a name, a city, a stray line) may hold an escape sequence that
/// would recolor, retitle or clear the screen, or a line break that would split a report line.
public enum TerminalText {
  /// `text` with C0 and C1 control characters and DEL written as `\u{…}` escapes; with
  /// `keepingLayout`, line feeds and tabs stay (a whole report, tab-separated rows). Text
  /// without any is returned as it is.
  public static func escapingControls(_ text: String, keepingLayout: Bool = false) -> String {
    if !needsEscaping(text, keepingLayout: keepingLayout) { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if (scalar.value < 0x20 && !(keepingLayout && (scalar == "\n" || scalar == "\t"))) || (0x7F..<0xA0).contains(scalar.value) {
        out += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Appends the UTF-8 of ``escapingControls(_:keepingLayout:)`` to `out` (the text as it is,
  /// when it has no control character).
  static func appendEscapingControls(_ text: String, to out: inout [UInt8]) {
    if needsEscaping(text) {
      out += escapingControls(text).utf8
    } else {
      out += text.utf8
    }
  }

  /// Whether `text` holds a character ``escapingControls(_:keepingLayout:)`` escapes, or with
  /// `quotes` a quote or backslash (which quoted text escapes too).
  static func needsEscaping(_ text: String, keepingLayout: Bool = false, quotes: Bool = false) -> Bool {
    func scan(_ bytes: some Sequence<UInt8>) -> Bool {
      var previous: UInt8 = 0
      for b in bytes {
        // C1 controls are U+0080–U+009F: 0xC2 followed by 0x80–0x9F in UTF-8.
        if (b < 0x20 && !(keepingLayout && (b == 0x0A || b == 0x09))) || b == 0x7F || (previous == 0xC2 && b < 0xA0)
          || (quotes && (b == 0x22 || b == 0x5C))
        {
          return true
        }
        previous = b
      }
      return false
    }
    // Native strings are read through a buffer pointer (a UTF-8 view is checked per byte).
    return text.utf8.withContiguousStorageIfAvailable(scan) ?? scan(text.utf8)
  }
}

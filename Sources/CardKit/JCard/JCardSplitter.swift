/// Splits a jCard stream into the JSON text of each card, in constant memory: the input is
/// either one card (`["vcard", [...]]`) or an array of cards (`[["vcard", [...]], ...]`).
/// Brackets are counted outside strings; each card's text is parsed on its own, so a syntax
/// error in one card does not lose the others.
struct JCardSplitter {
  let fileName: String
  private var buffer: [UInt8] = []
  private var position = 0
  private var line = 1
  private var lineStart = 0
  private var atEOF = false
  /// The last byte counted was a CR: an LF right after it ends the same line.
  private var afterCR = false
  /// Text after the jCard data was reported: the rest of the input is ignored.
  private var ignoringRest = false
  private enum Shape { case unknown, single, array, done }
  private var shape = Shape.unknown
  private var index = 0
  private var pending: [Diagnostic] = []

  struct Element {
    var bytes: [UInt8]
    var line: Int
    /// Column of the first byte (1-based).
    var column: Int
    var index: Int
    var diagnostics: [Diagnostic]
  }

  init(fileName: String) {
    self.fileName = fileName
  }

  mutating func feed(_ bytes: [UInt8]) { buffer += bytes }
  mutating func finish() { atEOF = true }

  mutating func takeTrailingDiagnostics() -> [Diagnostic] {
    defer { pending.removeAll() }
    return pending
  }

  /// The next card's JSON text, or nil when more input is needed or the input is done.
  mutating func next() -> Element? {
    while true {
      skipSeparators()
      guard position < buffer.count else {
        if atEOF, shape == .array {
          pending.append(Diagnostic(.jsonSyntax, "the array of cards is not closed with ']'", at: location()))
          shape = .done
        }
        return nil
      }
      switch shape {
      case .done:
        // Reported once, however the rest arrives: the same input gives the same findings
        // whether it is read whole or in chunks.
        if !ignoringRest, !isWhitespace(buffer[position]) {
          pending.append(Diagnostic(.jsonSyntax, "unexpected text after the jCard data", at: location()))
          ignoringRest = true
        }
        if ignoringRest { position = buffer.count }
        return nil
      case .unknown:
        guard buffer[position] == 0x5B else {
          pending.append(Diagnostic(.jsonSyntax, "jCard data must start with '['", at: location()))
          shape = .done
          return nil
        }
        // Look past '[' for '"' (one card) or '[' (an array of cards).
        var j = position + 1
        while j < buffer.count, isWhitespace(buffer[j]) { j += 1 }
        guard j < buffer.count else { return atEOF ? takeRest() : nil }
        if buffer[j] == ASCII.quote {
          shape = .single
        } else {
          shape = .array
          advance(to: position + 1)
        }
      case .single:
        guard let end = valueEnd(from: position) else { return atEOF ? takeRest() : nil }
        let element = take(to: end)
        shape = .done
        return element
      case .array:
        if buffer[position] == 0x5D {
          advance(to: position + 1)
          shape = .done
          continue
        }
        guard let end = valueEnd(from: position) else { return atEOF ? takeRest() : nil }
        return take(to: end)
      }
    }
  }

  private func isWhitespace(_ c: UInt8) -> Bool { c == ASCII.space || c == ASCII.tab || c == ASCII.lf || c == ASCII.cr }

  private mutating func skipSeparators() {
    while position < buffer.count {
      let c = buffer[position]
      if isWhitespace(c) || (shape == .array && c == ASCII.comma) {
        advance(to: position + 1)
      } else {
        break
      }
    }
    if position > 1 << 20 {
      buffer.removeFirst(position)
      lineStart -= position
      position = 0
    }
  }

  /// Moves `position` forward, counting lines (LF, CR and CRLF each end one line; a CR at the
  /// end of a chunk is counted without looking at the next chunk).
  private mutating func advance(to end: Int) {
    while position < end {
      let c = buffer[position]
      position += 1
      if c == ASCII.cr || (c == ASCII.lf && !afterCR) { line += 1 }
      if c == ASCII.cr || c == ASCII.lf { lineStart = position }
      afterCR = c == ASCII.cr
    }
  }

  /// The end of the JSON value starting at `start` (an array, object, string or scalar), or
  /// nil when the buffer ends first.
  private func valueEnd(from start: Int) -> Int? {
    var depth = 0
    var inString = false
    var escaped = false
    var i = start
    while i < buffer.count {
      let c = buffer[i]
      if inString {
        if escaped { escaped = false } else if c == ASCII.backslash { escaped = true } else if c == ASCII.quote { inString = false }
      } else if c == ASCII.quote {
        inString = true
      } else if c == 0x5B || c == 0x7B {
        depth += 1
      } else if c == 0x5D || c == 0x7D {
        depth -= 1
        if depth <= 0 { return i + 1 }
      } else if depth == 0 && (c == ASCII.comma || isWhitespace(c)) {
        return i
      }
      i += 1
    }
    return nil
  }

  private mutating func take(to end: Int) -> Element {
    let element = Element(
      bytes: Array(buffer[position..<end]), line: line, column: position - lineStart + 1, index: index,
      diagnostics: pending)
    pending.removeAll()
    index += 1
    advance(to: end)
    return element
  }

  private mutating func takeRest() -> Element? {
    guard position < buffer.count else { return nil }
    shape = .done
    return take(to: buffer.count)
  }

  private func location() -> SourceLocation {
    SourceLocation(file: fileName, line: line, column: position - lineStart + 1)
  }
}

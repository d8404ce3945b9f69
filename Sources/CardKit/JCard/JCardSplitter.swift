/// Splits a jCard stream into the JSON text of each card, in constant memory: the input is
/// either one card (`["vcard", [...]]`) or an array of cards (`[["vcard", [...]], ...]`).
/// Brackets are counted outside strings; each card's text is parsed on its own, so a syntax
/// error in one card does not lose the others. A card larger than `maxCardSize` bytes is
/// reported (V021) and skipped as it is scanned, without being held in memory.
struct JCardSplitter {
  let fileName: String
  let maxCardSize: Int
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

  /// How far a JSON value has been scanned.
  private struct ValueScan {
    var next: Int
    var depth = 0
    var inString = false
    var escaped = false
  }
  /// The card being skipped past the size limit.
  private var skipping: ValueScan?

  init(fileName: String, maxCardSize: Int = ReadLimits().maxCardSize) {
    self.fileName = fileName
    self.maxCardSize = max(1, maxCardSize)
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
      guard resumeSkip() else { return nil }
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
      case .single, .array:
        if shape == .array, buffer[position] == 0x5D {
          advance(to: position + 1)
          shape = .done
          continue
        }
        guard let end = valueEnd(from: position) else {
          if atEOF { return takeRest() }
          if buffer.count - position > maxCardSize { startSkip() }
          return nil
        }
        if end - position > maxCardSize {
          skipWhole(to: end)
          continue
        }
        let element = take(to: end)
        if shape == .single { shape = .done }
        return element
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
    var scan = ValueScan(next: start)
    return scanValue(&scan)
  }

  /// Scans on from `scan.next`; the end of the value, or nil (with the state kept in `scan`)
  /// when the buffer ends first.
  private func scanValue(_ scan: inout ValueScan) -> Int? {
    var depth = scan.depth
    var inString = scan.inString
    var escaped = scan.escaped
    var i = scan.next
    defer { scan = ValueScan(next: i, depth: depth, inString: inString, escaped: escaped) }
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

  private mutating func reportTooLarge(_ size: String) {
    pending.append(Diagnostic(.cardTooLarge, "card of \(size) bytes is larger than the limit of \(maxCardSize); skipped", at: location()))
  }

  /// Skips a complete card past the size limit.
  private mutating func skipWhole(to end: Int) {
    reportTooLarge("\(end - position)")
    advance(to: end)
    if shape == .single { shape = .done }
  }

  /// Starts skipping a card that is past the size limit before its end is in the buffer.
  private mutating func startSkip() {
    reportTooLarge("more than \(buffer.count - position)")
    skipping = ValueScan(next: position)
    _ = resumeSkip()
  }

  /// Goes on skipping the card past the limit; true once it is skipped (or the input ended),
  /// false when more input is needed. Skipped bytes are dropped from the buffer.
  private mutating func resumeSkip() -> Bool {
    guard var scan = skipping else { return true }
    if let end = scanValue(&scan) {
      advance(to: end)
      skipping = nil
      if shape == .single { shape = .done }
      return true
    }
    advance(to: buffer.count)
    buffer.removeAll(keepingCapacity: true)
    lineStart -= position
    position = 0
    scan.next = 0
    skipping = atEOF ? nil : scan
    return atEOF
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

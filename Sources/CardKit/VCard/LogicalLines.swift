/// One logical (unfolded) line of a card, as a range of the card's unfolded text.
struct LogicalLine {
  var start: Int
  var end: Int
  /// 1-based line of the physical start.
  var line: Int
  /// Indexes into ``LogicalLines/folds`` of this line's continuation segments.
  var folds: Range<Int>
}

/// Where a continuation segment starts in the unfolded text and where it came from.
struct Fold {
  var offset: Int
  var line: Int
  /// Bytes removed at the start of the physical line (the folding whitespace).
  var removed: Int
}

/// The logical lines of one card: physical lines joined by unfolding (RFC 6350 §3.2, done on
/// bytes so that a fold inside a UTF-8 sequence decodes correctly), by 2.1 quoted-printable
/// soft line breaks (also when the next line lacks the leading space, as some phones write),
/// and by 2.1 base64 blocks whose lines are not indented.
struct LogicalLines {
  var text: [UInt8] = []
  var lines: [LogicalLine] = []
  var folds: [Fold] = []
  /// Physical lines that continue nothing (a fold at the start of the card).
  var orphanContinuations: [Int] = []
  /// Every physical line with its length and ending, when asked for (lint).
  var physicalLines: [PhysicalLine] = []

  init(chunk: borrowing CardChunk, recordPhysicalLines: Bool = false) {
    // The unfolded text is the card's own bytes, shared until a fold has to move some: a
    // logical line is a range of it, where a line that is not folded (most are) already
    // stands. A folded line is joined in place, its continuations moved back over the line
    // breaks and folding whitespace. Lines need not be adjacent, so nothing after the line
    // moves. (It was built by appending every line to a new array, one copy per line.)
    text = chunk.bytes
    lines.reserveCapacity(chunk.bytes.count / 24 + 4)
    // Physical lines are at least as many as logical ones; grown one by one, they cost the
    // lint about 2% of its instructions in copies.
    if recordPhysicalLines { physicalLines.reserveCapacity(chunk.bytes.count / 16 + 4) }
    chunk.bytes.withUnsafeBufferPointer { b in
      var pos = 0
      var physical = chunk.firstLine
      var current: (start: Int, line: Int, foldStart: Int)? = nil
      // Where the current line's text ends so far.
      var end = 0
      var joinNext = false  // the current line ended with a QP soft break
      var base64Block = false
      // Whether the current line is base64 is looked up only when a line after it could
      // continue a block (rare), from its first physical line (`base64End`).
      var base64Unknown = false
      var base64End = 0

      func inBase64Block() -> Bool {
        if base64Unknown, let c = current {
          base64Unknown = false
          base64Block = isBase64Encoded(c.start, end: base64End)
        }
        return base64Block
      }

      func close() {
        if let c = current {
          lines.append(LogicalLine(start: c.start, end: end, line: c.line, folds: c.foldStart..<folds.count))
        }
        current = nil
        joinNext = false
        base64Block = false
        base64Unknown = false
      }

      /// Starts a logical line with the physical bytes `from..<to`, where they stand.
      func start(_ from: Int, _ to: Int) {
        current = (from, physical, folds.count)
        end = to
      }

      /// Joins the physical bytes `from..<to` to the current line, after a fold that removed
      /// `removed` bytes at the start of the physical line.
      func join(_ from: Int, _ to: Int, removed: Int) {
        folds.append(Fold(offset: end, line: physical, removed: removed))
        if from != end, to > from {
          text.withUnsafeMutableBufferPointer { t in
            (t.baseAddress! + end).update(from: b.baseAddress! + from, count: to - from)
          }
        }
        end += to - from
      }

      /// Drops the QP soft break (`=`) that ends the current line's text.
      func dropSoftBreak() {
        if let c = current, end > c.start, text[end - 1] == ASCII.equals { end -= 1 }
      }

      while pos < b.count {
        guard let (lineEnd, next) = LineEnds.next(b, from: pos, to: b.count, atEOF: true) else { break }
        if recordPhysicalLines {
          let ending: LineEnding
          switch next - lineEnd {
          case 0: ending = .none
          case 1: ending = b[lineEnd] == ASCII.lf ? .lf : .cr
          case 2: ending = .crlf
          default: ending = .crcrlf
          }
          physicalLines.append(PhysicalLine(line: physical, length: lineEnd - pos, ending: ending))
        }
        defer {
          pos = next
          physical += 1
        }
        let length = lineEnd - pos
        // An empty line is blank; a line of spaces is a fold of spaces, except where a blank
        // line is expected (after a base64 block, or before any line).
        if length == 0 || (isBlank(b, pos, lineEnd) && (current == nil || inBase64Block())) {
          // A blank line ends a base64 block; elsewhere it is ignored.
          if inBase64Block() || !joinNext { close() }
          continue
        }
        let first = b[pos]
        if current != nil, joinNext {
          // Quoted-printable soft line break: the next physical line continues the value,
          // unless it is clearly the start of the next property (a writer that ended a value with "=").
          if looksLikePropertyStart(b, pos, lineEnd) && !ASCII.isWhitespace(first) {
            dropSoftBreak()
            close()
          } else {
            dropSoftBreak()
            let skip = ASCII.isWhitespace(first) ? 1 : 0
            join(pos + skip, lineEnd, removed: skip)
            joinNext = endsWithSoftBreak(b, pos, lineEnd)
            continue
          }
        }
        if ASCII.isWhitespace(first) {
          if current != nil {
            join(pos + 1, lineEnd, removed: 1)
            if let c = current, endsWithSoftBreak(b, pos, lineEnd), isQuotedPrintable(c.start, end: end) { joinNext = true }
          } else {
            orphanContinuations.append(physical)
            start(pos + 1, lineEnd)
          }
          continue
        }
        if current != nil, isBase64Line(b, pos, lineEnd), inBase64Block() {
          join(pos, lineEnd, removed: 0)
          continue
        }
        close()
        start(pos, lineEnd)
        if endsWithSoftBreak(b, pos, lineEnd), isQuotedPrintable(pos, end: end) {
          joinNext = true
        } else {
          base64Unknown = true
          base64End = end
        }
      }
      close()
    }
  }

  private func isBlank(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Bool {
    var i = s
    while i < e {
      if !ASCII.isWhitespace(b[i]) { return false }
      i += 1
    }
    return true
  }

  private func endsWithSoftBreak(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Bool {
    e > s && b[e - 1] == ASCII.equals
  }

  /// The parameter section (before the first unquoted colon) of the line starting at `start`,
  /// looked for up to `end`.
  private func parameterSection(from start: Int, end: Int) -> Range<Int> {
    var i = start
    var quoted = false
    while i < end {
      let c = text[i]
      if c == ASCII.quote { quoted.toggle() } else if c == ASCII.colon && !quoted { break }
      i += 1
    }
    return start..<i
  }

  /// The encoding named in the parameter section of the line starting at `start`.
  private enum TransferEncoding { case quotedPrintable, base64 }

  private func encoding(from start: Int, end: Int) -> TransferEncoding? {
    // Most lines have no parameters: the name runs straight into ':'.
    var k = start
    while k < end, ASCII.isNameByte(text[k]) || text[k] == ASCII.dot { k += 1 }
    guard k < end, text[k] == ASCII.semicolon else { return nil }
    let section = parameterSection(from: start, end: end)
    var i = section.lowerBound
    // Skip the name; parameters start at the first semicolon.
    while i < section.upperBound, text[i] != ASCII.semicolon { i += 1 }
    while i < section.upperBound {
      i += 1
      let tokenStart = i
      var quoted = false
      while i < section.upperBound {
        let c = text[i]
        if c == ASCII.quote { quoted.toggle() } else if c == ASCII.semicolon && !quoted { break }
        i += 1
      }
      var t = tokenStart
      if matches(t, i, "ENCODING=") { t += 9 }
      if matches(t, i, "QUOTED-PRINTABLE") && i - t == 16 { return .quotedPrintable }
      if (matches(t, i, "BASE64") && i - t == 6) || (matches(t, i, "B") && i - t == 1 && t > tokenStart) {
        return .base64
      }
    }
    return nil
  }

  private func matches(_ s: Int, _ e: Int, _ word: StaticString) -> Bool {
    let n = word.utf8CodeUnitCount
    guard e - s >= n else { return false }
    let w = word.utf8Start
    for k in 0..<n where ASCII.upper(text[s + k]) != w[k] { return false }
    return true
  }

  /// Whether the line starting at `start` is quoted-printable, as far as its text goes.
  private func isQuotedPrintable(_ start: Int, end: Int) -> Bool {
    encoding(from: start, end: end) == .quotedPrintable
  }

  private func isBase64Encoded(_ start: Int, end: Int) -> Bool {
    encoding(from: start, end: end) == .base64
  }

  /// A physical line made only of base64 characters (no colon), as in unindented 2.1 blocks.
  private func isBase64Line(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Bool {
    var i = s
    while i < e {
      let c = b[i]
      if !(ASCII.isAlnum(c) || c == 0x2B || c == 0x2F || c == ASCII.equals || ASCII.isWhitespace(c)) { return false }
      i += 1
    }
    return true
  }

  /// True when the line starts with `NAME:` or `NAME;` where NAME is a known property or an
  /// `X-` name, optionally grouped; used to stop a quoted-printable value that ends with "=".
  private func looksLikePropertyStart(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Bool {
    var i = s
    var nameStart = s
    while i < e, ASCII.isNameByte(b[i]) || b[i] == 0x5F { i += 1 }
    if i < e, b[i] == ASCII.dot {
      i += 1
      nameStart = i
      while i < e, ASCII.isNameByte(b[i]) || b[i] == 0x5F { i += 1 }
    }
    guard i > nameStart, i < e, b[i] == ASCII.colon || b[i] == ASCII.semicolon else { return false }
    let upper = ASCII.upperString(b, nameStart, i)
    if upper.hasPrefix("X-") { return true }
    if case .extended = PropertyName(upper: upper, original: upper) { return false }
    return true
  }

  /// The physical position of a byte offset in the unfolded text.
  func position(of offset: Int, in line: LogicalLine) -> (line: Int, column: Int) {
    var segmentStart = line.start
    var segmentLine = line.line
    var removed = 0
    for f in folds[line.folds] where f.offset <= offset {
      segmentStart = f.offset
      segmentLine = f.line
      removed = f.removed
    }
    return (segmentLine, offset - segmentStart + 1 + removed)
  }
}

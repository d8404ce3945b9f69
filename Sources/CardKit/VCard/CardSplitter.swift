/// The bytes of one card as found in the input, from its `BEGIN:VCARD` line to its
/// `END:VCARD` line inclusive (or to where the card was cut off).
struct CardChunk: Sendable {
  var bytes: [UInt8]
  /// 1-based line of the first byte.
  var firstLine: Int
  /// 0-based index of the card in its file.
  var index: Int
  /// False when the card had no `BEGIN:VCARD` (content outside a card).
  var hasBegin: Bool
  /// False when the card had no `END:VCARD`.
  var hasEnd: Bool
  /// Findings about the file's structure that precede this card.
  var diagnostics: [Diagnostic]
  /// True when the card was cut off by the next `BEGIN:VCARD` (reported there).
  var endedByNextBegin = false
}

/// Splits a stream of UTF-8 bytes into cards by their `BEGIN:VCARD` and `END:VCARD` lines,
/// without parsing them, so that cards can be parsed independently (and in parallel).
///
/// Nested 2.1 `AGENT` cards stay inside their parent. Content outside any card becomes a card
/// of its own (reported), and a `BEGIN:VCARD` inside a card that is not an AGENT value ends the
/// card before it (reported by the parser as a missing `END:VCARD`).
///
/// A card larger than `maxCardSize` bytes is reported (V021, at its first line) and skipped:
/// its bytes are dropped as they are scanned, so memory stays bounded by the limit however
/// large the card (or a single line without a line end) is, and reading resumes after its
/// `END:VCARD`.
struct CardSplitter {
  let fileName: String
  let maxCardSize: Int
  private(set) var buffer: [UInt8] = []
  private var position = 0
  private var line = 1
  private var cardIndex = 0
  private var atEOF = false
  // The card in progress.
  private var cardStart: Int?
  private var cardFirstLine = 0
  private var cardHasBegin = true
  private var depth = 0
  private var previousWasEmptyAgent = false
  private var pending: [Diagnostic] = []
  private var implicitLine = 0
  private var inlineAgentPending = false
  private var implicitLooksLikeCard = false
  private var ready: [CardChunk] = []
  // A card past the size limit: its bytes before `cardStart` were dropped.
  private var oversized = false
  private var droppedBytes = 0
  /// The line at `position` is the tail of a line whose start was dropped (read as `.other`).
  private var inLongLine = false

  init(fileName: String, maxCardSize: Int = ReadLimits().maxCardSize) {
    self.fileName = fileName
    self.maxCardSize = max(1, maxCardSize)
  }

  /// Adds input bytes.
  mutating func feed(_ bytes: [UInt8]) {
    if position > 0 && position == buffer.count && cardStart == nil {
      buffer.removeAll(keepingCapacity: true)
      position = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// Marks the end of the input.
  mutating func finish() {
    atEOF = true
  }

  /// True when every fed byte has been turned into chunks.
  var isDrained: Bool { ready.isEmpty && atEOF && cardStart == nil && position >= buffer.count }

  /// Findings after the last card (an END without BEGIN at the end of the file, …).
  mutating func takeTrailingDiagnostics() -> [Diagnostic] {
    defer { pending.removeAll() }
    return pending
  }

  /// The next complete card, or nil when more input is needed (or the input is done).
  mutating func next() -> CardChunk? {
    if ready.isEmpty { scan() }
    return ready.isEmpty ? nil : ready.removeFirst()
  }

  private enum LineKind { case blank, begin, end, agentEmpty, agentInlineBegin, otherBegin, other }
  /// The END line that closes a skipped non-vCard component (`END:VCALENDAR`), upper-cased.
  private var skipUntil: [UInt8]?

  private mutating func scan() {
    let snapshot = buffer
    snapshot.withUnsafeBufferPointer { b in
      while ready.isEmpty {
        guard let (lineEnd, nextStart) = LineEnds.next(b, from: position, to: b.count, atEOF: atEOF) else { break }
        let kind = inLongLine ? .other : classify(b, position, lineEnd)
        if let end = skipUntil {
          if !inLongLine && lineMatches(b, position, lineEnd, end) { skipUntil = nil }
        } else {
          handle(kind, lineStart: position, lineEnd: lineEnd, nextStart: nextStart, b)
        }
        inLongLine = false
        position = nextStart
        line += 1
        // A card growing past the limit keeps none of its bytes from here on.
        if let start = cardStart, droppedBytes + nextStart - start > maxCardSize {
          oversized = true
          droppedBytes += nextStart - start
          cardStart = nextStart
        }
      }
    }
    dropLongLine()
    if atEOF, ready.isEmpty, position >= buffer.count, let start = cardStart {
      emit(from: start, to: buffer.count, hasEnd: false)
      cardStart = nil
    }
    compact()
  }

  private mutating func handle(_ kind: LineKind, lineStart: Int, lineEnd: Int, nextStart: Int, _ b: UnsafeBufferPointer<UInt8>) {
    if inlineAgentPending {
      // `AGENT:BEGIN:VCARD` opens a nested card only when the next line is not a fold of it
      // (some writers fold the whole nested card into the AGENT value).
      inlineAgentPending = false
      if lineStart < lineEnd, !ASCII.isWhitespace(b[lineStart]) { depth += 1 }
    }
    guard let start = cardStart else {
      switch kind {
      case .blank: return
      case .begin:
        open(at: lineStart, hasBegin: true)
      case .end:
        pending.append(Diagnostic(.endWithoutBegin, "END:VCARD without a matching BEGIN:VCARD", at: location(column: 1)))
      case .otherBegin:
        // Another component (BEGIN:VCALENDAR, BEGIN:FOO): skipped to its END, reported.
        var name = Array(UnsafeBufferPointer(rebasing: b[lineStart..<lineEnd])).map(ASCII.upper)
        while let last = name.last, ASCII.isWhitespace(last) { name.removeLast() }
        let component = String(decoding: name.dropFirst(6), as: UTF8.self)
        if component.hasPrefix("VCARD") {
          pending.append(Diagnostic(.invalidBegin, "BEGIN:\(component) is not BEGIN:VCARD; read as a card", at: location(column: 1)))
          open(at: lineStart, hasBegin: true)
        } else {
          pending.append(Diagnostic(.foreignComponent, "BEGIN:\(component) is not a vCard; skipped to END:\(component)", at: location(column: 1)))
          skipUntil = Array("END:".utf8) + Array(name.dropFirst(6))
        }
      case .agentEmpty, .agentInlineBegin, .other:
        implicitLine = line
        implicitLooksLikeCard = startsWithKnownProperty(b, lineStart, lineEnd)
        open(at: lineStart, hasBegin: false)
        previousWasEmptyAgent = kind == .agentEmpty
        if kind == .agentInlineBegin { depth += 1 }
      }
      return
    }
    switch kind {
    case .blank:
      return
    case .begin:
      if previousWasEmptyAgent {
        depth += 1
        previousWasEmptyAgent = false
      } else if !cardHasBegin && !implicitLooksLikeCard {
        skipImplicit(from: start, to: lineStart)
        open(at: lineStart, hasBegin: true)
      } else {
        // A new card starts while this one is open: this one lacks its END.
        let note = Diagnostic(.nestedBegin, "BEGIN:VCARD inside a card: the card before it has no END:VCARD", at: location(column: 1))
        emit(from: start, to: lineStart, hasEnd: false, endedByNextBegin: true, extra: note)
        open(at: lineStart, hasBegin: true)
      }
    case .end:
      depth -= 1
      previousWasEmptyAgent = false
      if depth <= 0 { emit(from: start, to: nextStart, hasEnd: true) }
    case .agentEmpty:
      previousWasEmptyAgent = true
    case .agentInlineBegin:
      inlineAgentPending = true
      previousWasEmptyAgent = false
    case .other, .otherBegin:
      previousWasEmptyAgent = false
      if !cardHasBegin, !implicitLooksLikeCard, startsWithKnownProperty(b, lineStart, lineEnd) { implicitLooksLikeCard = true }
    }
  }

  private mutating func open(at start: Int, hasBegin: Bool) {
    oversized = false
    droppedBytes = 0
    cardStart = start
    cardFirstLine = line
    cardHasBegin = hasBegin
    depth = 1
    inlineAgentPending = false
    previousWasEmptyAgent = false
  }

  /// A line without a line end longer than the card size limit (garbage, a huge value): its
  /// bytes are dropped but for a short tail (a CR there may still end the line), so memory
  /// stays bounded; the card holding it is past the limit.
  private mutating func dropLongLine() {
    guard !atEOF, buffer.count - position > max(maxCardSize, 4096) else { return }
    if cardStart == nil && skipUntil == nil {
      implicitLine = line
      implicitLooksLikeCard = true
      open(at: position, hasBegin: false)
    }
    let keepFrom = buffer.count - 256
    if let start = cardStart {
      oversized = true
      droppedBytes += keepFrom - start
    }
    buffer.removeSubrange(position..<keepFrom)
    if cardStart != nil { cardStart = position }
    inLongLine = true
  }

  /// Reports the card in progress as past the size limit (it is not emitted).
  private mutating func skipOversized(size: Int) {
    pending.append(
      Diagnostic(
        .cardTooLarge, "card of \(size) bytes is larger than the limit of \(maxCardSize); skipped",
        at: SourceLocation(file: fileName, line: cardHasBegin ? cardFirstLine : implicitLine, column: 1)))
    oversized = false
    droppedBytes = 0
    cardStart = nil
    depth = 0
  }

  private mutating func emit(from start: Int, to end: Int, hasEnd: Bool, endedByNextBegin: Bool = false, extra: Diagnostic? = nil) {
    if oversized || end - start > maxCardSize {
      if let extra { pending.append(extra) }
      skipOversized(size: droppedBytes + end - start)
      return
    }
    if !cardHasBegin {
      if !implicitLooksLikeCard && !hasEnd {
        skipImplicit(from: start, to: end)
        return
      }
      pending.append(Diagnostic(.missingBegin, "card without BEGIN:VCARD; read as a card", at: SourceLocation(file: fileName, line: implicitLine, column: 1)))
    }
    let bytes = Array(buffer[start..<end])
    var diagnostics = pending
    if let extra { diagnostics.append(extra) }
    ready.append(
      CardChunk(
        bytes: bytes, firstLine: cardFirstLine, index: cardIndex, hasBegin: cardHasBegin, hasEnd: hasEnd,
        diagnostics: diagnostics, endedByNextBegin: endedByNextBegin))
    pending.removeAll()
    cardIndex += 1
    cardStart = nil
    depth = 0
  }

  /// Text outside any card that does not look like vCard properties (a MIME header, a
  /// signature): reported with its first line, and not turned into a card.
  private mutating func skipImplicit(from start: Int, to end: Int) {
    if oversized {
      skipOversized(size: droppedBytes + end - start)
      return
    }
    var text = String(decoding: buffer[start..<end], as: UTF8.self)
    text = String(text.prefix { $0 != "\n" && $0 != "\r" }.prefix(80))
    let lines = buffer[start..<end].reduce(0) { $1 == ASCII.lf ? $0 + 1 : $0 }
    let more = lines > 1 ? " and \(lines - 1) more line(s)" : ""
    pending.append(
      Diagnostic(.missingBegin, "text outside BEGIN:VCARD … END:VCARD skipped: \"\(text)\"\(more)", at: SourceLocation(file: fileName, line: implicitLine, column: 1)))
    cardStart = nil
    depth = 0
  }

  /// True when the line starts with a property name vCard defines (`FN:`, `TEL;…`), which
  /// makes text outside a card a card whose BEGIN is missing rather than stray text.
  private func startsWithKnownProperty(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Bool {
    var i = s
    while i < e, ASCII.isNameByte(b[i]) { i += 1 }
    guard i > s, i < e, b[i] == ASCII.colon || b[i] == ASCII.semicolon else { return false }
    let upper = ASCII.upperString(b, s, i)
    if upper == "BEGIN" || upper == "END" { return false }
    if case .extended = PropertyName(upper: upper, original: upper) { return upper.hasPrefix("X-") }
    return true
  }

  private mutating func compact() {
    let keepFrom = cardStart ?? position
    guard keepFrom > 1 << 16, keepFrom > buffer.count / 2 else { return }
    buffer.removeFirst(keepFrom)
    position -= keepFrom
    if let s = cardStart { cardStart = s - keepFrom }
  }

  private func location(column: Int) -> SourceLocation {
    SourceLocation(file: fileName, line: line, column: column, cardIndex: nil)
  }

  /// Classifies a physical line by its first bytes: `[group.]BEGIN:VCARD`, `[group.]END:VCARD`,
  /// `AGENT…:` with an empty value, or `AGENT…:BEGIN:VCARD`.
  private func classify(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> LineKind {
    var s = start
    var e = end
    while e > s, ASCII.isWhitespace(b[e - 1]) { e -= 1 }
    if s == e { return .blank }
    if ASCII.isWhitespace(b[s]) {
      // A continuation line; but ` BEGIN:VCARD` outside a card still begins one (the parser
      // reports the stray fold).
      guard cardStart == nil else { return .other }
      while s < e, ASCII.isWhitespace(b[s]) { s += 1 }
      return ASCII.hasPrefixUpper(b, s, e, "BEGIN") && isVCardValue(b, s + 5, e) ? .begin : .other
    }
    // Skip a group prefix.
    var i = s
    while i < e, ASCII.isNameByte(b[i]) { i += 1 }
    if i < e, b[i] == ASCII.dot { s = i + 1 }
    // `item1.` and nothing else: no property (reading `b[s]` would go past the line).
    guard s < e else { return .other }
    let first = ASCII.upper(b[s])
    if first == 0x42, ASCII.hasPrefixUpper(b, s, e, "BEGIN"), isVCardValue(b, s + 5, e) { return .begin }
    if first == 0x45, ASCII.hasPrefixUpper(b, s, e, "END"), isVCardValue(b, s + 3, e) { return .end }
    if first == 0x42, ASCII.hasPrefixUpper(b, s, e, "BEGIN:") { return .otherBegin }
    if first == 0x41, ASCII.hasPrefixUpper(b, s, e, "AGENT") {
      // Find the value after the first colon outside quotes.
      var j = s + 5
      var quoted = false
      while j < e {
        let c = b[j]
        if c == ASCII.quote { quoted.toggle() } else if c == ASCII.colon && !quoted { break }
        j += 1
      }
      guard j < e || (j == e && j > s + 5) else { return .other }
      let valueStart = j + 1
      if valueStart >= e { return .agentEmpty }
      if ASCII.equalsUpper(b, valueStart, e, "BEGIN:VCARD") { return .agentInlineBegin }
    }
    return .other
  }

  /// True when the line is `text` (compared upper-case, trailing spaces ignored).
  private func lineMatches(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int, _ text: [UInt8]) -> Bool {
    var end = e
    while end > s, ASCII.isWhitespace(b[end - 1]) { end -= 1 }
    guard end - s == text.count else { return false }
    for k in 0..<text.count where ASCII.upper(b[s + k]) != text[k] { return false }
    return true
  }

  /// True when bytes from `i` read `:VCARD` (spaces allowed around the colon).
  private func isVCardValue(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ e: Int) -> Bool {
    var j = i
    while j < e, ASCII.isWhitespace(b[j]) { j += 1 }
    guard j < e, b[j] == ASCII.colon else { return false }
    j += 1
    while j < e, ASCII.isWhitespace(b[j]) { j += 1 }
    return ASCII.equalsUpper(b, j, e, "VCARD")
  }
}

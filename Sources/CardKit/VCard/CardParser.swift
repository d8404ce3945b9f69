#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Parses the bytes of one card (a ``CardChunk``) into a ``Card`` and its findings.
///
/// Parsing never fails: a line that is not a content line is kept as `X-CARDKIT-UNPARSED`, a
/// value that does not fit its property is kept raw, and every such case is reported.
struct CardParser {
  let fileName: String
  let limits: ReadLimits
  var collectSyntax = false
  /// The properties read into the card; nil reads all (see ``ReadOptions/properties``).
  var properties: PropertyNameSet? = nil
  /// Properties read only when the card needs them (see ``ReadOptions/fallbackProperties``).
  var fallback: FallbackProperties? = nil
  /// Whether the card keeps its bytes (see ``ReadOptions/keepsSourceText``).
  var keepsText = false
  /// Whether lines not in `properties` are checked all the same (see
  /// ``ReadOptions/checksSkippedLines``).
  var checksSkipped = false
  /// The parsing threads' memos of parameter lists, one pool for the whole process: what a
  /// list reads as does not depend on its file, and a pool per parser kept two memos (about
  /// 290 KB) for every file a command holds open (all of them, for `lint` of many files).
  static let parameterMemos = LendingPool { ParameterMemo() }

  func parse(_ chunk: CardChunk) -> (Card, [Diagnostic]) {
    let parsed = parsedCard(chunk)
    return (parsed.card, parsed.diagnostics)
  }

  /// The card with its findings and, when collected, its syntax.
  func parsedCard(_ chunk: CardChunk) -> ParsedCard {
    var r = ReadReporter(fileName: fileName, cardIndex: chunk.index)
    for var d in chunk.diagnostics {
      // A skipped card's finding comes with the next card but is not about it.
      if d.code != .cardTooLarge { d.location.cardIndex = chunk.index }
      r.diagnostics.append(d)
    }
    let lines = LogicalLines(chunk: chunk, recordPhysicalLines: collectSyntax)
    for line in lines.orphanContinuations {
      r.report(.orphanContinuation, "folded continuation line with no line before it; read as a line of its own", line: line, column: 1)
    }
    // The card is made inside the closure and moved out (captured, it would be copied).
    let (card, syntax) = lines.text.withUnsafeBufferPointer { t in
      var card = Card()
      card.position = SourcePosition(line: chunk.firstLine, column: 1)
      var syntax: CardSyntax? = collectSyntax ? CardSyntax() : nil
      syntax?.lines = lines.physicalLines
      syntax?.text = lines.text
      syntax?.properties.reserveCapacity(lines.lines.count)
      let memo = Self.parameterMemos.lend()
      parseLines(t, lines, chunk, memo, &card, &r, &syntax)
      Self.parameterMemos.takeBack(memo)
      // Consumed: a plain `return (card, syntax)` copied the card (retaining all it holds) and
      // destroyed the original.
      return (consume card, syntax)
    }
    if chunk.hasBegin && !chunk.hasEnd && !chunk.endedByNextBegin {
      r.report(.missingEnd, "card has no END:VCARD; it ends where the file ends", line: chunk.firstLine, column: 1)
    }
    // Findings in the order of their position in the file (usually there are none).
    let diagnostics = Diagnostic.inLineOrder(r.diagnostics)
    let text = keepsText ? CardText(bytes: chunk.bytes, hasBegin: chunk.hasBegin, hasEnd: chunk.hasEnd) : nil
    return ParsedCard(index: chunk.index, card: consume card, diagnostics: diagnostics, syntax: consume syntax, sourceText: text)
  }

  private func parseLines(
    _ t: UnsafeBufferPointer<UInt8>, _ lines: LogicalLines, _ chunk: CardChunk, _ memo: ParameterMemo, _ card: inout Card,
    _ r: inout ReadReporter, _ syntax: inout CardSyntax?
  ) {
    var all = lines.lines[...]
    var beginGroup: String?
    if chunk.hasBegin, let first = all.first {
      all = all.dropFirst()
      beginGroup = groupPrefix(t, first)
    }
    if chunk.hasEnd, let last = all.last {
      all = all.dropLast()
      let endGroup = groupPrefix(t, last)
      if beginGroup?.lowercased() != endGroup?.lowercased() {
        r.report(.mismatchedGroup, "BEGIN has group '\(beginGroup ?? "")' but END has '\(endGroup ?? "")'", line: last.line, column: 1)
      }
    }
    let declared = findVersion(t, all)
    syntax?.declaredVersion = declared
    syntax?.beginGroup = beginGroup
    let version = declared ?? inferVersion(t, all)
    syntax?.effectiveVersion = version
    if declared == nil {
      r.report(.missingVersion, "card has no VERSION; read as vCard \(version.rawValue)", line: chunk.firstLine, column: 1)
    }
    let tokenizer = ContentLineTokenizer(caretEscapes: version != .v2_1, memo: memo)
    var findings: [ContentLineTokenizer.Finding] = []
    var content: [ContentLine] = []
    content.reserveCapacity(all.count)
    var counts = PropertyCounts()
    // Lines of fallback properties, read at the end if the card turns out to need them.
    var deferred: [LogicalLine] = []
    // Raw properties of lines kept whole (unparsable lines, nested AGENT cards), placed among
    // the others once the codecs have read the card.
    var early: [RawProperty] = []
    var index = all.startIndex
    while index < all.endIndex {
      let line = all[index]
      index += 1
      if line.end - line.start > limits.maxLineLength {
        r.report(.lineTooLong, "line of \(line.end - line.start) bytes is longer than the limit of \(limits.maxLineLength); skipped", line: line.line, column: 1)
        continue
      }
      findings.removeAll(keepingCapacity: true)
      // A line that is checked is tokenized whole, whether or not the card gets it.
      guard var read = tokenizer.tokenize(t, line, &findings, wanted: checksSkipped ? nil : properties) ?? bareName(t, line, &r) else {
        let text = ASCII.string(t, line.start, line.end)
        r.report(.unparsableLine, "line has no ':' and is not a content line; kept as X-CARDKIT-UNPARSED", line: line.line, column: 1)
        early.append(RawProperty(name: .extended("X-CARDKIT-UNPARSED"), value: TextEscaping.escape(text), position: SourcePosition(line: line.line, column: 1)))
        continue
      }
      // A property the caller did not ask for is skipped with its findings (a nested AGENT
      // card's lines are still stepped over, not read as this card's), or only checked.
      if checksSkipped, let properties, !properties.contains(read.name) {
        read.isSkipped = false
        read.readsIntoCard = false
      }
      // A constant from here: a variable was copied for each call that reads it.
      let cl = consume read
      let selected = !cl.isSkipped
      if selected { report(findings, in: line, lines, &r) }
      // Names are matched by case, not `==`: the derived equality is a call for every line.
      // Not a quoted-printable value: its soft line breaks are no lines of a nested card.
      if case .agent = cl.name, !line.folds.isEmpty, ASCII.hasPrefixUpper(t, cl.valueRange.lowerBound, cl.valueRange.upperBound, "BEGIN:VCARD"),
        !containsEscapedNewline(t, cl.valueRange), Self.appliedEncoding(cl.parameters) != "QUOTED-PRINTABLE"
      {
        if selected { early.append(foldedAgent(lines, cl)) }
        continue
      }
      if case .agent = cl.name, let nestedEnd = nestedCardEnd(t, all, after: index - 1, valueRange: cl.valueRange) {
        if selected { early.append(nestedAgent(t, lines, cl, all[index..<nestedEnd], &r)) }
        index = nestedEnd
        continue
      }
      guard selected else {
        if let fallback, fallback.names.contains(cl.name) { deferred.append(line) }
        continue
      }
      if cl.readsIntoCard { counts.count(cl.name) }
      if syntax != nil {
        let pos = lines.position(of: cl.nameOffset, in: line)
        syntax!.properties.append(
          PropertySyntax(
            text: syntax!.text, group: cl.group == nil ? nil : line.start..<(cl.nameOffset - 1),
            name: cl.nameOffset..<nameEnd(t, cl), value: cl.valueRange, propertyName: cl.name,
            parameters: cl.parameters, hasBareParameters: cl.hasBareParameters,
            position: SourcePosition(line: pos.line, column: pos.column)))
        if case .version = cl.name, declared == nil || VCardVersion(rawValue: ASCII.string(t, cl.valueRange.lowerBound, cl.valueRange.upperBound).trimmingSpaces) == nil {
          syntax!.versionText = ASCII.string(t, cl.valueRange.lowerBound, cl.valueRange.upperBound)
        }
      }
      content.append(consume cl)  // moved, not copied (a copy retains what it holds)
    }
    if content.count > limits.maxPropertiesPerCard {
      let first = content[limits.maxPropertiesPerCard]
      r.report(.tooManyProperties, "card has \(content.count) properties, more than the limit of \(limits.maxPropertiesPerCard); the rest skipped", line: first.logical.line, column: 1)
      content.removeLast(content.count - limits.maxPropertiesPerCard)
    }
    // One pass: each property is decoded and given to its codec at once. Apple's group labels
    // are read first, so a value meets its label whatever their order.
    // Content lines are used in place, through a buffer pointer: a copy of each would retain
    // what it holds.
    var assembler = CardAssembler(version: version)
    content.withUnsafeBufferPointer { content in
      // The name is read through a pointer: an element of the buffer read as a value was copied
      // whole.
      for i in content.indices {
        guard case .xABLabel = (content.baseAddress! + i).pointee.name else { continue }
        if let g = content[i].group {
          var quiet = ReadReporter(fileName: fileName, cardIndex: chunk.index)
          assembler.noteGroupLabel(group: g, text: decodeValue(t, lines, content[i], version, &quiet).value.text())
        }
      }
      counts.reserve(in: &card)
      assemble(content, t, lines, chunk, version, &assembler, &card, &r)
    }
    if let fallback, checksSkipped {
      // Checked lines of fallback properties the card turns out to need are read into it now;
      // their problems were reported when they were checked. They are copied out only then.
      let isExtra = { (readsIntoCard: Bool, name: PropertyName) in !readsIntoCard && fallback.names.contains(name) }
      // Looked for through pointers: `contains(where:)` copied each line it passed.
      let hasExtra = content.withUnsafeBufferPointer { lines in
        lines.indices.contains { isExtra((lines.baseAddress! + $0).pointee.readsIntoCard, (lines.baseAddress! + $0).pointee.name) }
      }
      if hasExtra, fallback.isNeeded(card) {
        var extra = content.filter { isExtra($0.readsIntoCard, $0.name) }
        for i in extra.indices { extra[i].readsIntoCard = true }
        var quiet = ReadReporter(fileName: fileName, cardIndex: chunk.index)
        extra.withUnsafeBufferPointer { assemble($0, t, lines, chunk, version, &assembler, &card, &quiet) }
      }
    } else if let fallback, !deferred.isEmpty, fallback.isNeeded(card) {
      let room = max(0, limits.maxPropertiesPerCard - content.count)
      var extra: [ContentLine] = []
      for line in deferred.prefix(room) {
        findings.removeAll(keepingCapacity: true)
        guard let cl = tokenizer.tokenize(t, line, &findings) else { continue }
        report(findings, in: line, lines, &r)
        extra.append(cl)
      }
      extra.withUnsafeBufferPointer { assemble($0, t, lines, chunk, version, &assembler, &card, &r) }
    }
    assembler.finish(&card)
    if !early.isEmpty { Self.place(early, in: &card.extras) }
  }

  /// Puts the raw properties of lines kept whole among those the codecs declined, by line:
  /// the card's raw properties keep the order of the input (nested AGENT cards came first,
  /// so a 2.1 card written and read again had its AGENT moved).
  static func place(_ early: [RawProperty], in extras: inout [RawProperty]) {
    var merged: [RawProperty] = []
    merged.reserveCapacity(extras.count + early.count)
    var i = 0
    for e in early {
      while i < extras.count, extras[i].position.line < e.position.line {
        merged.append(extras[i])
        i += 1
      }
      merged.append(e)
    }
    merged.append(contentsOf: extras[i...])
    extras = merged
  }

  /// Reports the tokenizer's findings on `line` at their physical positions.
  private func report(_ findings: [ContentLineTokenizer.Finding], in line: LogicalLine, _ lines: LogicalLines, _ r: inout ReadReporter) {
    for (code, message, offset) in findings {
      let pos = lines.position(of: offset, in: line)
      r.report(code, message, line: pos.line, column: pos.column)
    }
  }

  /// Decodes each content line and gives it to its codec.
  private func assemble(
    _ content: UnsafeBufferPointer<ContentLine>, _ t: UnsafeBufferPointer<UInt8>, _ lines: LogicalLines, _ chunk: CardChunk,
    _ version: VCardVersion, _ assembler: inout CardAssembler, _ card: inout Card, _ r: inout ReadReporter
  ) {
    for i in content.indices {
      // A line only checked has its value's problems reported, and nothing more.
      guard content[i].readsIntoCard else {
        checkValue(t, lines, content.baseAddress! + i, version, &r)
        continue
      }
      let p = decodeValue(t, lines, content[i], version, &r)
      if BinaryLimit.exceeds(p, limit: limits.maxBinarySize, &r) { continue }
      if !assembler.add(p, into: &card, &r) {
        // Declined: kept raw as read (the codec may have changed its copy).
        var quiet = ReadReporter(fileName: fileName, cardIndex: chunk.index)
        card.extras.append(decodeValue(t, lines, content[i], version, &quiet).raw)
      }
    }
  }

  /// Reports the problems of the value of a line that is only checked (not read into the
  /// card), as ``decodeValue(_:_:_:_:_:)`` and the binary limit report them. Most such values are
  /// plain (no ENCODING or CHARSET, valid UTF-8 without control characters, not a media
  /// property), and a plain value can only have an unknown escape: it is checked for that
  /// without decoding the property.
  private func checkValue(
    _ t: UnsafeBufferPointer<UInt8>, _ lines: LogicalLines, _ line: UnsafePointer<ContentLine>, _ version: VCardVersion, _ r: inout ReadReporter
  ) {
    // The line is read in place, field by field (a copy of it would retain what it holds).
    let raw = UnsafeBufferPointer(rebasing: t[line.pointee.valueRange])
    if line.pointee.name.isMedia || line.pointee.parameters.contains(where: { $0.name == .encoding || $0.name == .charset })
      || containsControlOrInvalid(raw)
    {
      _ = BinaryLimit.exceeds(decodeValue(t, lines, line.pointee, version, &r), limit: limits.maxBinarySize, &r)
      return
    }
    reportUnknownEscape(in: raw, of: line.pointee.name, at: line.pointee.valueRange.lowerBound, line.pointee.logical, version, lines, &r)
  }

  /// Reports the first backslash of a plain value that starts no vCard escape (V030), where
  /// escapes apply: text of 3.0 and 4.0 of a property CardKit models. `raw` is the value of a
  /// `name` line, starting at offset `start` of the unfolded text, in the logical line `logical`.
  private func reportUnknownEscape(
    in raw: UnsafeBufferPointer<UInt8>, of name: PropertyName, at start: Int, _ logical: LogicalLine, _ version: VCardVersion,
    _ lines: LogicalLines, _ r: inout ReadReporter
  ) {
    if case .extended = name { return }
    guard version != .v2_1, let at = Self.unknownEscape(in: raw) else { return }
    let pos = lines.position(of: start + at, in: logical)
    r.report(.invalidEscape, Self.unknownEscapeMessage(raw, at, name), line: pos.line, column: pos.column)
  }

  /// Decodes a content line's value: quoted-printable, base64 for binary properties, CHARSET,
  /// and UTF-8 validation (invalid UTF-8 without a CHARSET is read as Windows-1252, reported).
  private func decodeValue(_ t: UnsafeBufferPointer<UInt8>, _ lines: LogicalLines, _ cl: ContentLine, _ version: VCardVersion, _ r: inout ReadReporter) -> PropertyContext {
    let pos = lines.position(of: cl.nameOffset, in: cl.logical)
    let position = SourcePosition(line: pos.line, column: pos.column)
    var parameters = cl.parameters
    var raw = UnsafeBufferPointer(rebasing: t[cl.valueRange])
    var owned: [UInt8]?
    var binary: [UInt8]?
    var charset: String?
    var isText = true
    // A property CardKit does not model (`X-…`, an unknown IANA name) is kept as written.
    var isUnknown = false
    if case .extended = cl.name { isUnknown = true }
    // The first non-empty CHARSET counts; the value ends up UTF-8, so none is kept.
    if parameters.contains(where: { $0.name == .charset }) {
      charset = parameters.first { $0.name == .charset && !($0.values.first ?? "").isEmpty }?.values.first
      parameters.removeAll { $0.name == .charset }
    }
    // Likewise the ENCODING the unfolding went by (the first that is quoted-printable or
    // base64: a value joined at its soft line breaks but then left encoded would change on
    // every write), else the first non-empty one. Once applied, none is kept.
    if let encoding = Self.appliedEncoding(parameters) {
      switch encoding {
      case "QUOTED-PRINTABLE", "QP":
        parameters.removeAll { $0.name == .encoding }
        let (decoded, malformed) = QuotedPrintable.decode(raw)
        if malformed {
          r.report(.invalidQuotedPrintable, "malformed quoted-printable escape kept literally", at: position)
        }
        owned = decoded
      case "B", "BASE64":
        let isMedia = cl.name.isMedia
        // Only properties CardKit models are decoded into text: an unknown one keeps its
        // ENCODING and its value as written, so it is written back the same in any version.
        let isModeledText = !isUnknown && !isMedia
        if let (decoded, strayLast) = Base64.decodeAllowingStrayLast(raw) {
          if strayLast && (isMedia || isModeledText) {
            // ez-vcard's sample of an Android export has photos like this; the bytes are whole.
            r.report(
              .invalidBase64, "\(cl.name.text) value has one base64 character too many at the end (cut short?); decoded without it",
              at: position)
          }
          if !isMedia && !isModeledText {
            // Kept as written, ENCODING included.
          } else if decoded.count > limits.maxBinarySize {
            r.report(.photoTooLarge, "\(cl.name.text) holds \(decoded.count) bytes, more than the limit of \(limits.maxBinarySize); value skipped", at: position)
            owned = []
            parameters.removeAll { $0.name == .encoding }
          } else if isMedia {
            binary = decoded
            isText = false
          } else {
            owned = decoded
            parameters.removeAll { $0.name == .encoding }
          }
        } else {
          r.report(.invalidBase64, "\(cl.name.text) value is not valid base64; kept as text", at: position)
          // Text now: written back with ENCODING=b it would be read as base64 again.
          parameters.removeAll { $0.name == .encoding }
        }
      case "8BIT", "7BIT":
        parameters.removeAll { $0.name == .encoding }
      default:
        break
      }
    }
    // Plain values (no transfer encoding, no charset, valid UTF-8) stay a range of the card's
    // text; only decoded values get a buffer of their own.
    var value: PropertyText
    // vCard 3.0 and 4.0 text knows four escapes (`\\`, `\,`, `\;`, `\n`; `\:` and `\"` are read too);
    // 2.1 has none but `\;`, so a backslash there is text. Unknown properties stay raw.
    let checksEscapes = isText && version != .v2_1 && !isUnknown
    if isText, owned == nil, charset == nil, !containsControlOrInvalid(raw) {
      value = PropertyText(storage: lines.text, range: cl.valueRange, commaLists: version != .v2_1)
      reportUnknownEscape(in: raw, of: cl.name, at: cl.valueRange.lowerBound, cl.logical, version, lines, &r)
    } else {
      var text: [UInt8] = owned ?? (isText ? Array(raw) : [])
      if isText {
        if let charset, !Charset.isUTF8(charset) {
          if let decoded = Charset.decode(text, charset: charset) {
            if decoded.invalid > 0 {
              r.report(.invalidCharsetBytes, "\(decoded.invalid) byte sequence(s) invalid in CHARSET=\(charset), replaced by U+FFFD", at: position)
            }
            text = decoded.bytes
          } else {
            r.report(.unknownCharset, "unknown CHARSET=\(charset); value read as UTF-8", at: position)
            text = validatedUTF8(text, position, &r, keepCharset: &parameters, charset)
          }
        } else {
          text = validatedUTF8(text, position, &r, keepCharset: &parameters, nil)
        }
        if text.contains(where: { $0 < 0x20 && $0 != ASCII.tab && $0 != ASCII.lf && $0 != ASCII.cr }) {
          r.report(.controlCharacters, "\(cl.name.text) value contains NUL or control characters", at: position)
        }
      }
      if checksEscapes, let message = text.withUnsafeBufferPointer({ b in
        Self.unknownEscape(in: b).map { Self.unknownEscapeMessage(b, $0, cl.name) }
      }) {
        r.report(.invalidEscape, message, at: position)
      }
      value = PropertyText(bytes: text, commaLists: version != .v2_1)
    }
    raw = UnsafeBufferPointer(start: nil, count: 0)
    return PropertyContext(
      group: cl.group, name: cl.name, parameters: parameters, value: value, binary: binary, position: position,
      version: version, groupLabel: nil)
  }

  /// The ENCODING to apply, upper-cased: the first that is quoted-printable or base64 (what the
  /// unfolding went by), else the first non-empty one; nil when there is none (one pass, no
  /// allocation for the common property without ENCODING).
  static func appliedEncoding(_ parameters: [Parameter]) -> String? {
    var firstNonEmpty: String?
    for p in parameters where p.name == .encoding {
      guard let value = p.values.first, !value.isEmpty else { continue }
      let upper = value.uppercased()
      if upper == "QUOTED-PRINTABLE" || upper == "B" || upper == "BASE64" { return upper }
      if firstNonEmpty == nil { firstNonEmpty = upper }
    }
    return firstNonEmpty
  }

  /// Where the first backslash that starts no known escape is in `b` (a backslash at the end
  /// included); nil when every backslash does.
  static func unknownEscape(in b: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = b.baseAddress else { return nil }
    var i = 0
    while i < b.count, let hit = memchr(base + i, Int32(ASCII.backslash), b.count - i) {
      let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
      guard at + 1 < b.count else { return at }
      switch b[at + 1] {
      case 0x6E, 0x4E, ASCII.backslash, ASCII.comma, ASCII.semicolon, ASCII.colon, ASCII.quote: i = at + 2
      default: return at
      }
    }
    return nil
  }

  /// The V030 message for the backslash at `at` in `b`.
  static func unknownEscapeMessage(_ b: UnsafeBufferPointer<UInt8>, _ at: Int, _ name: PropertyName) -> String {
    let shown = at + 1 < b.count && b[at + 1] >= 0x20 && b[at + 1] < 0x7F ? "'\\\(Character(Unicode.Scalar(b[at + 1])))'" : "'\\'"
    return "\(name.text) has \(shown), which is not a vCard escape; both characters are kept"
  }

  /// True when the bytes hold a control character (other than tab, LF, CR) or anything that
  /// is not ASCII and not valid UTF-8: such values take the slow path.
  private func containsControlOrInvalid(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    // Eight bytes at a time: any byte with the high bit set, or below 0x20.
    var i = 0
    var sawHigh = false
    let n = b.count
    if let base = UnsafeRawPointer(b.baseAddress) {
      while i + 8 <= n {
        let w = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        let high = w & 0x8080_8080_8080_8080
        let low = (w &- 0x2020_2020_2020_2020) & ~w & 0x8080_8080_8080_8080
        if high != 0 { sawHigh = true }
        if low != 0 { break }
        i += 8
      }
    }
    while i < n {
      let c = b[i]
      if c < 0x20 {
        if c != ASCII.tab && c != ASCII.lf && c != ASCII.cr { return true }
      } else if c >= 0x80 {
        sawHigh = true
      }
      i += 1
    }
    return sawHigh && !UTF8Check.isValid(b)
  }

  private func validatedUTF8(_ bytes: [UInt8], _ position: SourcePosition, _ r: inout ReadReporter, keepCharset parameters: inout [Parameter], _ charset: String?) -> [UInt8] {
    if UTF8Check.isValid(bytes) { return bytes }
    if charset != nil {
      let decoded = Charset.decodeUTF8(bytes)
      r.report(.invalidCharsetBytes, "\(decoded.invalid) byte sequence(s) invalid in CHARSET=UTF-8, replaced by U+FFFD", at: position)
      return decoded.bytes
    }
    r.report(.invalidUTF8, "value is not valid UTF-8; read as Windows-1252", at: position)
    return Charset.windows1252(bytes).bytes
  }

  /// The end of a content line's property name (before its first ';' or ':').
  private func nameEnd(_ t: UnsafeBufferPointer<UInt8>, _ cl: ContentLine) -> Int {
    var i = cl.nameOffset
    while i < cl.valueRange.lowerBound, t[i] != ASCII.semicolon, t[i] != ASCII.colon { i += 1 }
    return i
  }

  /// A line that is only a property name (`N`, `FN`: a writer that left out the colon of an
  /// empty value) reads as that property with an empty value.
  private func bareName(_ t: UnsafeBufferPointer<UInt8>, _ line: LogicalLine, _ r: inout ReadReporter) -> ContentLine? {
    var e = line.end
    while e > line.start, ASCII.isWhitespace(t[e - 1]) { e -= 1 }
    guard e > line.start else { return nil }
    var i = line.start
    while i < e, ASCII.isNameByte(t[i]) { i += 1 }
    guard i == e else { return nil }
    let upper = ASCII.upperString(t, line.start, e)
    let name = PropertyName(upper: upper, original: ASCII.string(t, line.start, e))
    if case .extended = name, !upper.hasPrefix("X-") { return nil }
    r.report(.missingColon, "'\(ASCII.string(t, line.start, e))' has no ':'; read as an empty value", line: line.line, column: e - line.start + 1)
    return ContentLine(
      group: nil, name: name, parameters: [], valueRange: e..<e, logical: line, nameOffset: line.start,
      isSkipped: properties.map { !$0.contains(name) } ?? false)
  }

  /// The group before `BEGIN`/`END`, if any.
  private func groupPrefix(_ t: UnsafeBufferPointer<UInt8>, _ line: LogicalLine) -> String? {
    var i = line.start
    while i < line.end, ASCII.isNameByte(t[i]) { i += 1 }
    guard i < line.end, t[i] == ASCII.dot, i > line.start else { return nil }
    return ASCII.string(t, line.start, i)
  }

  /// The value of the first `VERSION` line.
  private func findVersion(_ t: UnsafeBufferPointer<UInt8>, _ lines: ArraySlice<LogicalLine>) -> VCardVersion? {
    for line in lines {
      if let version = Self.version(t, line.start, line.end) { return version }
    }
    return nil
  }

  /// The version a `[group.]VERSION:…` line names (an unknown value by its first digit, 3.0
  /// otherwise); nil when the line is not a VERSION line.
  static func version(_ t: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> VCardVersion? {
    var s = start
    while s < end, ASCII.isNameByte(t[s]) { s += 1 }
    s = (s < end && t[s] == ASCII.dot) ? s + 1 : start
    guard ASCII.hasPrefixUpper(t, s, end, "VERSION") else { return nil }
    var i = s + 7
    while i < end, ASCII.isWhitespace(t[i]) { i += 1 }
    guard i < end, t[i] == ASCII.colon else { return nil }
    let value = ASCII.string(t, i + 1, end).trimmingSpaces
    return VCardVersion(rawValue: value) ?? (value.hasPrefix("4") ? .v4_0 : value.hasPrefix("2") ? .v2_1 : .v3_0)
  }

  /// The version a card without VERSION most likely is: 2.1 when it uses bare parameters or
  /// quoted-printable, 4.0 when it uses 4.0-only parameters or properties, 3.0 otherwise
  /// (Evolution stores 3.0 cards without VERSION).
  private func inferVersion(_ t: UnsafeBufferPointer<UInt8>, _ lines: ArraySlice<LogicalLine>) -> VCardVersion {
    for line in lines {
      let s = line.start
      let e = min(line.end, s + 80)
      let head = ASCII.upperString(t, s, e)
      if head.contains("QUOTED-PRINTABLE") || head.hasPrefix("TEL;CELL") || head.hasPrefix("TEL;HOME") || head.hasPrefix("TEL;WORK") { return .v2_1 }
      if head.contains(";PREF=") || head.hasPrefix("KIND:") || head.hasPrefix("MEMBER:") || head.contains("VALUE=URI:TEL:") { return .v4_0 }
    }
    return .v3_0
  }

  /// For an AGENT line whose value is empty or `BEGIN:VCARD`, the index just past the nested
  /// card's `END:VCARD`.
  private func nestedCardEnd(_ t: UnsafeBufferPointer<UInt8>, _ lines: ArraySlice<LogicalLine>, after index: Int, valueRange: Range<Int>) -> Int? {
    var valueEnd = valueRange.upperBound
    while valueEnd > valueRange.lowerBound, ASCII.isWhitespace(t[valueEnd - 1]) { valueEnd -= 1 }
    let inline = ASCII.equalsUpper(t, valueRange.lowerBound, valueEnd, "BEGIN:VCARD")
    guard valueRange.isEmpty || inline else { return nil }
    var depth = inline ? 1 : 0
    var i = index + 1
    while i < lines.endIndex {
      let l = lines[i]
      if ASCII.hasPrefixUpper(t, l.start, l.end, "BEGIN:VCARD") { depth += 1 }
      if ASCII.hasPrefixUpper(t, l.start, l.end, "END:VCARD") {
        depth -= 1
        if depth <= 0 { return i + 1 }
      }
      i += 1
    }
    return depth > 0 ? lines.endIndex : nil
  }

  private func containsEscapedNewline(_ t: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Bool {
    var i = r.lowerBound
    while i + 1 < r.upperBound {
      if t[i] == ASCII.backslash, t[i + 1] == 0x6E || t[i + 1] == 0x4E { return true }
      i += 1
    }
    return false
  }

  /// An AGENT whose nested card was folded into its value, one nested line per fold
  /// (stalwart calcard fixtures): each fold is a line break of the nested card.
  private func foldedAgent(_ lines: LogicalLines, _ cl: ContentLine) -> RawProperty {
    var cuts = [cl.valueRange.lowerBound]
    for f in lines.folds[cl.logical.folds] where f.offset > cl.valueRange.lowerBound { cuts.append(f.offset) }
    cuts.append(cl.valueRange.upperBound)
    var texts: [String] = []
    for k in 0..<(cuts.count - 1) where cuts[k] < cuts[k + 1] {
      texts.append(String(decoding: lines.text[cuts[k]..<cuts[k + 1]], as: UTF8.self))
    }
    let pos = lines.position(of: cl.nameOffset, in: cl.logical)
    let value = texts.map { TextEscaping.escape($0) }.joined(separator: "\\n")
    return RawProperty(group: cl.group, name: .agent, parameters: cl.parameters, value: value, position: SourcePosition(line: pos.line, column: pos.column))
  }

  /// An AGENT property whose value is the nested card's lines, as 3.0 writes an AGENT (an
  /// escaped text value holding the vCard).
  private func nestedAgent(_ t: UnsafeBufferPointer<UInt8>, _ lines: LogicalLines, _ cl: ContentLine, _ inner: ArraySlice<LogicalLine>, _ r: inout ReadReporter) -> RawProperty {
    var texts: [String] = []
    if !cl.valueRange.isEmpty { texts.append(ASCII.string(t, cl.valueRange.lowerBound, cl.valueRange.upperBound)) }
    var depth = texts.isEmpty ? 0 : 1
    var maxDepth = depth
    for l in inner {
      if ASCII.hasPrefixUpper(t, l.start, l.end, "BEGIN:VCARD") { depth += 1; maxDepth = max(maxDepth, depth) }
      if ASCII.hasPrefixUpper(t, l.start, l.end, "END:VCARD") { depth -= 1 }
      texts.append(ASCII.string(t, l.start, l.end))
    }
    let pos = lines.position(of: cl.nameOffset, in: cl.logical)
    if maxDepth > limits.maxAgentDepth {
      r.report(.nestingTooDeep, "AGENT cards nested \(maxDepth) deep, more than the limit of \(limits.maxAgentDepth); kept as text", line: pos.line, column: pos.column)
    }
    let value = texts.map { TextEscaping.escape($0) }.joined(separator: "\\n")
    return RawProperty(group: cl.group, name: .agent, parameters: cl.parameters, value: value, position: SourcePosition(line: pos.line, column: pos.column))
  }
}

/// A tokenized content line: `[group "."] name *(";" param) ":" value` (RFC 6350 §3.3).
struct ContentLine {
  var group: String?
  var name: PropertyName
  var parameters: [Parameter]
  /// The value's bytes in the card's unfolded text.
  var valueRange: Range<Int>
  var logical: LogicalLine
  /// Offset of the property name in the unfolded text (for positions).
  var nameOffset: Int
  /// True when a parameter was written bare (2.1 `TEL;HOME:`).
  var hasBareParameters = false
  /// True when the reader did not ask for this property: its group and parameters were not
  /// read (see ``ContentLineTokenizer/tokenize(_:_:_:wanted:)``).
  var isSkipped = false
  /// False for a line that is checked but not read into the card (see
  /// ``ReadOptions/checksSkippedLines``).
  var readsIntoCard = true
}

/// Tokenizes logical lines into content lines; a byte-level state machine.
struct ContentLineTokenizer {
  /// Whether RFC 6868 caret escapes are decoded in parameter values (3.0 and 4.0).
  var caretEscapes: Bool
  /// Parameter lists read before, reused for a line that repeats one (see ``ParameterMemo``).
  var memo: ParameterMemo? = nil

  /// A finding of the tokenizer: code, message and byte offset in the unfolded text.
  typealias Finding = (code: DiagnosticCode, message: String, offset: Int)

  private enum State { case name, parameterName, parameterValue, quotedValue }

  /// Returns nil when the line has no colon outside quotes (not a content line).
  ///
  /// A property not in `wanted` (when given) is only checked to be a content line: it comes
  /// back skipped (``ContentLine/isSkipped``), with its name and value range but without group
  /// or parameters, and with no finding about them.
  func tokenize(
    _ t: UnsafeBufferPointer<UInt8>, _ line: LogicalLine, _ findings: inout [Finding], wanted: PropertyNameSet? = nil
  ) -> ContentLine? {
    let s = line.start
    let e = line.end
    var i = s
    // Name, possibly preceded by a group.
    var group: String?
    var nameStart = i
    while i < e, ASCII.isNameByte(t[i]) || t[i] == 0x5F { i += 1 }
    if i < e, t[i] == ASCII.dot {
      if i == nameStart {
        findings.append((.invalidGroupName, "property starts with '.': empty group name", s))
      } else {
        group = ASCII.string(t, nameStart, i)
        if !isValidName(t, nameStart, i) {
          findings.append((.invalidGroupName, "group '\(group!)' has characters outside A-Z, 0-9 and '-'", nameStart))
        }
      }
      i += 1
      nameStart = i
      while i < e, ASCII.isNameByte(t[i]) || t[i] == 0x5F { i += 1 }
    }
    var nameEnd = i
    // Tolerate junk in the name (spaces, other punctuation) up to ';' or ':'.
    if i < e, t[i] != ASCII.semicolon, t[i] != ASCII.colon {
      while i < e, t[i] != ASCII.semicolon, t[i] != ASCII.colon { i += 1 }
      nameEnd = i
      while nameEnd > nameStart, ASCII.isWhitespace(t[nameEnd - 1]) { nameEnd -= 1 }
      if i >= e { return nil }
      findings.append((.invalidPropertyName, "property name '\(ASCII.string(t, nameStart, nameEnd))' has characters outside A-Z, 0-9 and '-'", nameStart))
    } else if i >= e {
      return nil
    } else if nameEnd == nameStart {
      findings.append((.invalidPropertyName, "content line without a property name", nameStart))
    } else if !isValidName(t, nameStart, nameEnd) {
      findings.append((.invalidPropertyName, "property name '\(ASCII.string(t, nameStart, nameEnd))' has characters outside A-Z, 0-9 and '-'", nameStart))
    }
    let name = PropertyName(bytes: t, nameStart, nameEnd)
    if let wanted, !wanted.contains(name) {
      guard let colon = colonAfterParameters(t, from: i, to: e) else { return nil }
      return ContentLine(
        group: nil, name: name, parameters: [], valueRange: (colon + 1)..<e, logical: line, nameOffset: nameStart, isSkipped: true)
    }

    // A parameter list read before without findings is taken as it was read.
    let read: (parameters: [Parameter], bare: Bool, colon: Int)
    if i < e, t[i] == ASCII.colon {
      read = ([], false, i)  // most lines have no parameters
    } else if let memo, i < e, t[i] == ASCII.semicolon, let colon = colonAfterParameters(t, from: i, to: e),
      let known = memo.lookup(t, i, colon, caretEscapes: caretEscapes)
    {
      read = (known.parameters, known.hasBareParameters, colon)
    } else {
      let findingsBefore = findings.count
      guard let parsed = parameters(t, from: i, to: e, nameStart: nameStart, &findings) else { return nil }
      if let memo, parsed.clean, parsed.colon > i, findings.count == findingsBefore {
        memo.insert(t, i, parsed.colon, caretEscapes: caretEscapes, ParameterMemo.Entry(parameters: parsed.parameters, hasBareParameters: parsed.bare))
      }
      read = (parsed.parameters, parsed.bare, parsed.colon)
    }
    return ContentLine(
      group: group, name: name, parameters: read.parameters, valueRange: (read.colon + 1)..<e, logical: line, nameOffset: nameStart,
      hasBareParameters: read.bare)
  }

  /// The parameters from `start` (a `;`, or the colon when there are none) to the colon that
  /// starts the value, whether one was written bare, and that colon; nil when no colon ends
  /// them. `clean` is false when a value held invalid UTF-8 (decoded and reported here).
  private func parameters(
    _ t: UnsafeBufferPointer<UInt8>, from start: Int, to e: Int, nameStart: Int, _ findings: inout [Finding]
  ) -> (parameters: [Parameter], bare: Bool, colon: Int, clean: Bool)? {
    var i = start
    var parameters: [Parameter] = []
    if i < e, t[i] == ASCII.semicolon { parameters.reserveCapacity(4) }
    var invalid: [(parameter: Int, value: Int, bytes: [UInt8])] = []
    var bare = false
    while i < e, t[i] == ASCII.semicolon {
      i += 1
      if let eq = nextParameterEnd(t, i, e), t[eq] != ASCII.equals { bare = true }
      guard let (parameter, next) = parseParameter(t, from: i, to: e, parameterIndex: parameters.count, &invalid, &findings) else { return nil }
      if let parameter {
        // Repeated TYPE parameters (`type=CELL;type=VOICE`, Apple) become one list.
        if parameter.name == .type, let last = parameters.indices.last, parameters[last].name == .type, invalid.isEmpty {
          parameters[last].values += parameter.values
        } else {
          parameters.append(parameter)
        }
      }
      i = next
    }
    guard i < e, t[i] == ASCII.colon else { return nil }
    if !invalid.isEmpty { decodeInvalid(invalid, into: &parameters, at: nameStart, &findings) }
    return (parameters, bare, i, invalid.isEmpty)
  }

  /// The colon that starts the value when parameters start at `start` (at a ';' or the ':'),
  /// by the rules of ``parseParameter(_:from:to:parameterIndex:_:_:)`` without keeping
  /// anything; nil when that parser finds no value.
  private func colonAfterParameters(_ t: UnsafeBufferPointer<UInt8>, from start: Int, to e: Int) -> Int? {
    var i = start
    while i < e, t[i] == ASCII.semicolon {
      i += 1
      while i < e, t[i] != ASCII.equals, t[i] != ASCII.semicolon, t[i] != ASCII.colon { i += 1 }
      guard i < e else { return nil }
      guard t[i] == ASCII.equals else { continue }  // a bare or empty parameter
      i += 1
      while true {
        var after = i
        if i < e, t[i] == ASCII.quote {
          after = i + 1
          while after < e, t[after] != ASCII.quote { after += 1 }
          guard after < e else { return nil }
          after += 1
        }
        while after < e, t[after] != ASCII.comma, t[after] != ASCII.semicolon, t[after] != ASCII.colon { after += 1 }
        guard after < e else { return nil }
        i = after
        if t[after] == ASCII.comma {
          i += 1
          continue
        }
        break
      }
    }
    return i < e && t[i] == ASCII.colon ? i : nil
  }

  private func isValidName(_ t: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Bool {
    var i = s
    while i < e {
      if !ASCII.isNameByte(t[i]) { return false }
      i += 1
    }
    return true
  }

  /// The index of the `=`, `;` or `:` that ends a parameter's name.
  private func nextParameterEnd(_ t: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Int? {
    var i = s
    while i < e {
      let c = t[i]
      if c == ASCII.equals || c == ASCII.semicolon || c == ASCII.colon { return i }
      i += 1
    }
    return nil
  }

  /// Parameter values that are not valid UTF-8 are decoded with the property's CHARSET (2.1
  /// phones write custom labels such as `X-携帯` in Shift_JIS), else as Windows-1252 (reported).
  private func decodeInvalid(_ invalid: [(parameter: Int, value: Int, bytes: [UInt8])], into parameters: inout [Parameter], at offset: Int, _ findings: inout [Finding]) {
    let charset = parameters.value(.charset)
    for (p, v, bytes) in invalid where p < parameters.count && v < parameters[p].values.count {
      if let charset, !Charset.isUTF8(charset), let decoded = Charset.decode(bytes, charset: charset) {
        parameters[p].values[v] = decodeCarets(String(decoding: decoded.bytes, as: UTF8.self))
      } else {
        findings.append((.invalidUTF8, "parameter value is not valid UTF-8; read as Windows-1252", offset))
        parameters[p].values[v] = decodeCarets(String(decoding: Charset.windows1252(bytes).bytes, as: UTF8.self))
      }
    }
  }

  /// A parameter value from bytes: UTF-8 with RFC 6868 escapes, or a placeholder noted in
  /// `invalid` when the bytes are not UTF-8.
  private func parameterValue(_ bytes: UnsafeBufferPointer<UInt8>, parameter: Int, value: Int, _ invalid: inout [(parameter: Int, value: Int, bytes: [UInt8])]) -> String {
    // One pass: non-ASCII bytes (validated only then), carets and CRs (decoded only then).
    var high = false
    var special = false
    for b in bytes {
      if b >= 0x80 { high = true } else if b == ASCII.caret || b == ASCII.cr { special = true }
    }
    if high && !UTF8Check.isValid(bytes) {
      invalid.append((parameter, value, Array(bytes)))
      return ""
    }
    let s = String(decoding: bytes, as: UTF8.self)
    return special ? decodeCarets(s) : s
  }

  /// Parses one parameter starting after its ';'. Returns the parameter (nil when empty and
  /// skipped) and the index of the ';' or ':' that follows it; nil when the line ends first.
  private func parseParameter(
    _ t: UnsafeBufferPointer<UInt8>, from start: Int, to e: Int, parameterIndex: Int,
    _ invalid: inout [(parameter: Int, value: Int, bytes: [UInt8])], _ findings: inout [Finding]
  ) -> (Parameter?, Int)? {
    var i = start
    while i < e, t[i] != ASCII.equals, t[i] != ASCII.semicolon, t[i] != ASCII.colon { i += 1 }
    guard i < e else { return nil }
    var nameEnd = i
    var nameStart = start
    while nameStart < nameEnd, ASCII.isWhitespace(t[nameStart]) { nameStart += 1 }
    while nameEnd > nameStart, ASCII.isWhitespace(t[nameEnd - 1]) { nameEnd -= 1 }
    if t[i] != ASCII.equals {
      // A 2.1 bare parameter (`TEL;HOME;CELL:`), or an empty one (`;;`).
      if nameStart == nameEnd {
        findings.append((.invalidParameter, "empty parameter", start))
        return (nil, i)
      }
      let word = parameterValue(UnsafeBufferPointer(rebasing: t[nameStart..<nameEnd]), parameter: parameterIndex, value: 0, &invalid)
      return (bareParameter(word), i)
    }
    if nameStart == nameEnd {
      findings.append((.invalidParameter, "parameter value without a parameter name", start))
    }
    let name = ParameterName(bytes: t, nameStart, nameEnd)
    i += 1
    var values: [String] = []
    while true {
      // One value: quoted (may hold , ; :) or up to the next , ; or :.
      var valueStart = i
      var valueEnd: Int
      var after: Int
      if i < e, t[i] == ASCII.quote {
        valueStart = i + 1
        var j = valueStart
        while j < e, t[j] != ASCII.quote { j += 1 }
        guard j < e else { return nil }
        valueEnd = j
        after = j + 1
        // Text after a closing quote, up to the next separator, is kept with the value.
        while after < e, t[after] != ASCII.comma, t[after] != ASCII.semicolon, t[after] != ASCII.colon { after += 1 }
        if after > j + 1 {
          let text = parameterValue(UnsafeBufferPointer(rebasing: t[valueStart..<valueEnd]), parameter: parameterIndex, value: values.count, &invalid)
            + String(decoding: UnsafeBufferPointer(rebasing: t[(j + 1)..<after]), as: UTF8.self)
          values.append(text)
        } else {
          values.append(parameterValue(UnsafeBufferPointer(rebasing: t[valueStart..<valueEnd]), parameter: parameterIndex, value: values.count, &invalid))
        }
      } else {
        var j = i
        while j < e, t[j] != ASCII.comma, t[j] != ASCII.semicolon, t[j] != ASCII.colon { j += 1 }
        valueEnd = j
        after = j
        values.append(parameterValue(UnsafeBufferPointer(rebasing: t[valueStart..<valueEnd]), parameter: parameterIndex, value: values.count, &invalid))
      }
      guard after < e else { return nil }
      if t[after] == ASCII.comma {
        i = after + 1
        continue
      }
      i = after
      break
    }
    if values.count == 1, values[0].isEmpty, invalid.isEmpty {
      findings.append((.invalidParameter, "parameter \(name.text) has no value", start))
    } else if values.contains(where: \.isEmpty), invalid.isEmpty {
      findings.append((.invalidParameter, "parameter \(name.text) has an empty value in its list", start))
    }
    if case .extended("") = name { return (nil, i) }
    return (Parameter(name, values), i)
  }

  /// vCard 2.1 bare parameters are types, except the encodings and charsets.
  private func bareParameter(_ word: String) -> Parameter {
    switch word.uppercased() {
    case "QUOTED-PRINTABLE", "BASE64", "8BIT", "7BIT", "B":
      return Parameter(.encoding, word)
    default:
      return Parameter(.type, word)
    }
  }

  /// Decodes RFC 6868 escapes: `^n` newline, `^^` caret, `^'` double quote; a CR (alone or
  /// before LF) kept in a value is a line break, read as LF as in property values (the writers
  /// have no way to write a lone CR in a parameter).
  private func decodeCarets(_ text: String) -> String {
    let carets = caretEscapes && text.containsByte(ASCII.caret)
    guard carets || text.containsByte(ASCII.cr) else { return text }
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
      let c = bytes[i]
      if c == ASCII.cr {
        if i + 1 >= bytes.count || bytes[i + 1] != ASCII.lf { out.append(ASCII.lf) }
        i += 1
        continue
      }
      if carets, c == ASCII.caret, i + 1 < bytes.count {
        switch bytes[i + 1] {
        case 0x6E, 0x4E: out.append(ASCII.lf); i += 2; continue
        case ASCII.caret: out.append(ASCII.caret); i += 2; continue
        case 0x27: out.append(ASCII.quote); i += 2; continue
        default: break
        }
      }
      out.append(c)
      i += 1
    }
    return String(decoding: out, as: UTF8.self)
  }
}

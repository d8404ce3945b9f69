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
}

/// Tokenizes logical lines into content lines; a byte-level state machine.
struct ContentLineTokenizer {
  /// Whether RFC 6868 caret escapes are decoded in parameter values (3.0 and 4.0).
  var caretEscapes: Bool
  /// Where findings go.
  var report: (DiagnosticCode, String, Int) -> Void

  private enum State { case name, parameterName, parameterValue, quotedValue }

  /// Returns nil when the line has no colon outside quotes (not a content line).
  func tokenize(_ t: UnsafeBufferPointer<UInt8>, _ line: LogicalLine) -> ContentLine? {
    let s = line.start
    let e = line.end
    var i = s
    // Name, possibly preceded by a group.
    var group: String?
    var nameStart = i
    while i < e, ASCII.isNameByte(t[i]) || t[i] == 0x5F { i += 1 }
    if i < e, t[i] == ASCII.dot {
      if i == nameStart {
        report(.invalidGroupName, "property starts with '.': empty group name", s)
      } else {
        group = ASCII.string(t, nameStart, i)
        if !isValidName(t, nameStart, i) {
          report(.invalidGroupName, "group '\(group!)' has characters outside A-Z, 0-9 and '-'", nameStart)
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
      report(.invalidPropertyName, "property name '\(ASCII.string(t, nameStart, nameEnd))' has characters outside A-Z, 0-9 and '-'", nameStart)
    } else if i >= e {
      return nil
    } else if nameEnd == nameStart {
      report(.invalidPropertyName, "content line without a property name", nameStart)
    } else if !isValidName(t, nameStart, nameEnd) {
      report(.invalidPropertyName, "property name '\(ASCII.string(t, nameStart, nameEnd))' has characters outside A-Z, 0-9 and '-'", nameStart)
    }
    let upper = ASCII.upperString(t, nameStart, nameEnd)
    let name = PropertyName(upper: upper, original: ASCII.string(t, nameStart, nameEnd))

    var raw: [RawParameter] = []
    while i < e, t[i] == ASCII.semicolon {
      i += 1
      guard let (parameter, next) = parseParameter(t, from: i, to: e) else { return nil }
      if let parameter { raw.append(parameter) }
      i = next
    }
    guard i < e, t[i] == ASCII.colon else { return nil }
    let parameters = decodeParameters(raw, at: nameStart)
    return ContentLine(
      group: group, name: name, parameters: parameters, valueRange: (i + 1)..<e, logical: line, nameOffset: nameStart)
  }

  private func isValidName(_ t: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Bool {
    var i = s
    while i < e {
      if !ASCII.isNameByte(t[i]) { return false }
      i += 1
    }
    return true
  }

  /// A parameter before its values are decoded to text.
  struct RawParameter {
    var name: ParameterName
    var values: [[UInt8]]
  }

  /// Decodes parameter values: UTF-8, or when they are not, the property's CHARSET (2.1 phones
  /// write custom labels such as `X-携帯` in Shift_JIS), else Windows-1252 (reported).
  private func decodeParameters(_ raw: [RawParameter], at offset: Int) -> [Parameter] {
    var charset: String?
    var out: [Parameter] = []
    out.reserveCapacity(raw.count)
    for p in raw where p.name == .charset { charset = p.values.first.map { String(decoding: $0, as: UTF8.self) } }
    for p in raw {
      let values = p.values.map { bytes -> String in
        if let s = String(validating: bytes, as: UTF8.self) { return decodeCarets(s) }
        if let charset, !Charset.isUTF8(charset), let decoded = Charset.decode(bytes, charset: charset) {
          return decodeCarets(String(decoding: decoded.bytes, as: UTF8.self))
        }
        report(.invalidUTF8, "parameter value is not valid UTF-8; read as Windows-1252", offset)
        return decodeCarets(String(decoding: Charset.windows1252(bytes).bytes, as: UTF8.self))
      }
      out.append(Parameter(p.name, values))
    }
    return out
  }

  /// Parses one parameter starting after its ';'. Returns the parameter (nil when empty and
  /// skipped) and the index of the ';' or ':' that follows it; nil when the line ends first.
  private func parseParameter(_ t: UnsafeBufferPointer<UInt8>, from start: Int, to e: Int) -> (RawParameter?, Int)? {
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
        report(.invalidParameter, "empty parameter", start)
        return (nil, i)
      }
      let word = ASCII.string(t, nameStart, nameEnd)
      let bare = bareParameter(word)
      return (RawParameter(name: bare.name, values: [Array(UnsafeBufferPointer(rebasing: t[nameStart..<nameEnd]))]), i)
    }
    if nameStart == nameEnd {
      report(.invalidParameter, "parameter value without a parameter name", start)
    }
    let name = ParameterName(ASCII.string(t, nameStart, nameEnd))
    i += 1
    var values: [[UInt8]] = []
    var valueStart = i
    var scratch: [UInt8] = []
    var quoted = false
    var wasQuoted = false
    while i <= e {
      let c: UInt8 = i < e ? t[i] : ASCII.colon
      if quoted {
        if i == e { return nil }
        if c == ASCII.quote {
          quoted = false
        } else {
          scratch.append(c)
        }
        i += 1
        continue
      }
      if c == ASCII.quote && i == valueStart {
        quoted = true
        wasQuoted = true
        i += 1
        continue
      }
      if c == ASCII.comma || c == ASCII.semicolon || c == ASCII.colon {
        if i == e { return nil }
        if !wasQuoted {
          scratch.append(contentsOf: UnsafeBufferPointer(rebasing: t[valueStart..<i]))
        }
        values.append(scratch)
        scratch.removeAll(keepingCapacity: true)
        wasQuoted = false
        if c == ASCII.comma {
          i += 1
          valueStart = i
          continue
        }
        break
      }
      if wasQuoted { scratch.append(c) }  // text after a closing quote: keep it
      i += 1
    }
    if values.count == 1, values[0].isEmpty {
      report(.invalidParameter, "parameter \(name.text) has no value", start)
    } else if values.contains(where: \.isEmpty) {
      report(.invalidParameter, "parameter \(name.text) has an empty value in its list", start)
    }
    if case .extended("") = name { return (nil, i) }
    return (RawParameter(name: name, values: values), i)
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

  /// Decodes RFC 6868 escapes: `^n` newline, `^^` caret, `^'` double quote.
  private func decodeCarets(_ text: String) -> String {
    guard caretEscapes, text.utf8.contains(ASCII.caret) else { return text }
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
      let c = bytes[i]
      if c == ASCII.caret, i + 1 < bytes.count {
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

/// Serializes properties as vCard text for one version: CRLF line ends, folding at 75 octets
/// without splitting a UTF-8 sequence, escaping per version, RFC 6868 caret escapes in
/// parameter values, and for 2.1 bare type parameters, quoted-printable (`CHARSET=UTF-8`) for
/// non-ASCII or multi-line values, and base64 blocks followed by a blank line.
struct VCardSerializer {
  let version: VCardVersion
  /// A 2.1 line, or a long line being folded (3.0/4.0 lines are written straight to the output).
  private var line: [UInt8] = []
  /// A 2.1 value (its encoding depends on it).
  private var value: [UInt8] = []

  init(version: VCardVersion) {
    self.version = version
  }

  mutating func begin(into out: inout [UInt8]) {
    out.append(utf8: "BEGIN:VCARD\r\nVERSION:")
    out.append(utf8: version.rawValue)
    out.append(utf8: "\r\n")
  }

  mutating func end(into out: inout [UInt8]) {
    out.append(utf8: "END:VCARD\r\n")
  }

  mutating func append(_ p: OutProperty, into out: inout [UInt8]) {
    if version == .v2_1, p.name.uppercased() == "AGENT" || p.name.uppercased() == "X-AGENT", case .raw(let v) = p.value,
      let nested = Self.nestedCardLines(v)
    {
      appendNestedAgent(p, nested, into: &out)
      return
    }
    // 3.0/4.0 escape backslash, newline, comma and semicolon (RFC 6350 §3.4); 2.1 has no
    // escapes but `\;` in compound values, and newlines go through quoted-printable, which
    // depends on the value: 2.1 builds the value first, 3.0 and 4.0 write the line straight
    // into the output and fold it there.
    if version == .v2_1 {
      line.removeAll(keepingCapacity: true)
      Self.appendName(p, into: &line)
      value.removeAll(keepingCapacity: true)
      let binary = Self.writeValue(p.value, type: p.type, version: version, into: &value)
      var extra: [Parameter] = []
      let quotedPrintable = !binary && needsQuotedPrintable(value)
      if quotedPrintable { extra = [Parameter(.encoding, "QUOTED-PRINTABLE"), Parameter(.charset, "UTF-8")] }
      appendParameters(p, extra: extra, into: &line)
      line.append(ASCII.colon)
      if quotedPrintable {
        appendQuotedPrintable(QuotedPrintable.encode(value), into: &out)
        return
      }
      line += value
      appendFolded(into: &out)
      if binary { out.append(utf8: "\r\n") }  // 2.1 ends a base64 value with a blank line
      return
    }
    let start = out.count
    Self.appendName(p, into: &out)
    appendParameters(p, into: &out)
    out.append(ASCII.colon)
    _ = Self.writeValue(p.value, type: p.type, version: version, into: &out)
    if out.count - start > 75 {
      // Rare: moved out and written back folded.
      line.removeAll(keepingCapacity: true)
      line.append(contentsOf: out[start...])
      out.removeSubrange(start...)
      appendFolded(into: &out)
    } else {
      out.append(ASCII.cr)
      out.append(ASCII.lf)
    }
  }

  /// `group.NAME`.
  private static func appendName(_ p: OutProperty, into buffer: inout [UInt8]) {
    if let g = p.group {
      buffer.append(utf8: g)
      buffer.append(ASCII.dot)
    }
    buffer.append(utf8: p.name)
  }

  /// Writes a value escaped for the version; returns true for base64 data. A value of URI
  /// type (a data URI, a URL, a MEMBER) is written as it is: URIs take no text escaping (RFC
  /// 6350 §4, RFC 2426 §5), and `data:image/jpeg\;base64\,…` is no data URI to any reader.
  private static func writeValue(_ v: OutValue, type: ValueType, version: VCardVersion, into buffer: inout [UInt8]) -> Bool {
    // 2.1 keeps line breaks (quoted-printable carries them) and has no comma escape in text;
    // but readers take `\\`, `\,` and `\n` as escapes there too, so a backslash is escaped
    // in every version, and so is a comma inside a list item.
    let escape = version != .v2_1
    switch v {
    case .text(let s) where type == .uri:
      appendURI(s, to: &buffer, escape: escape)
    case .text(let s):
      appendEscaped(s, to: &buffer, commas: escape, semicolons: escape, newlines: escape)
    case .list(let items):
      for (i, item) in items.enumerated() {
        if i > 0 { buffer.append(ASCII.comma) }
        appendEscaped(item, to: &buffer, commas: true, semicolons: escape, newlines: escape)
      }
    case .structured(let components):
      for (i, component) in components.enumerated() {
        if i > 0 { buffer.append(ASCII.semicolon) }
        for (j, item) in component.enumerated() {
          if j > 0 { buffer.append(ASCII.comma) }
          appendEscaped(item, to: &buffer, commas: escape, semicolons: true, newlines: escape)
        }
      }
    case .raw(let s):
      if version == .v2_1 {
        buffer.append(utf8: s.replacingEscapedNewlines())
      } else {
        buffer.append(utf8: s)
      }
    case .binary(let bytes):
      buffer += Base64.encode(bytes)
      return true
    }
    return false
  }

  // MARK: Escaping

  /// Appends a URI as it is. A line break cannot be in a URI and would end the content line,
  /// and a backslash would be read back as the start of an escape (readers undo `\\` and `\,`
  /// in every value), so a value holding either (read from a messy file) is written as escaped
  /// text instead.
  private static func appendURI(_ s: String, to value: inout [UInt8], escape: Bool) {
    var s = s
    if s.withUTF8({ $0.contains { $0 == ASCII.lf || $0 == ASCII.cr || $0 == ASCII.backslash } }) {
      appendEscaped(s, to: &value, commas: escape, semicolons: escape, newlines: escape)
    } else {
      value.append(utf8: s)
    }
  }

  /// Appends text to `value` with a backslash escaped and the other escapes asked for; a
  /// newline becomes `\n` with `newlines` (3.0, 4.0) and stays a newline otherwise (2.1,
  /// quoted-printable).
  private static func appendEscaped(_ s: String, to value: inout [UInt8], commas: Bool, semicolons: Bool, newlines: Bool) {
    var s = s
    s.withUTF8 { b in
      // Most values need no escape at all: one scan, one copy.
      var clean = true
      // Every byte that may need an escape is below 0x5D; most bytes of names are letters.
      for c in b where c <= ASCII.backslash && Self.mayNeedEscape(c) {
        clean = false
        break
      }
      if clean {
        value.append(contentsOf: b)
        return
      }
      var runStart = 0
      var i = 0
      var previousCR = false
      while i < b.count {
        let c = b[i]
        let escape: UInt8?
        switch c {
        case ASCII.backslash: escape = ASCII.backslash
        case ASCII.cr where newlines: escape = 0x6E
        case ASCII.lf where newlines: escape = previousCR ? 0 : 0x6E
        case ASCII.comma where commas: escape = ASCII.comma
        case ASCII.semicolon where semicolons: escape = ASCII.semicolon
        default: escape = nil
        }
        previousCR = c == ASCII.cr
        if let escape {
          value.append(contentsOf: UnsafeBufferPointer(rebasing: b[runStart..<i]))
          if escape != 0 {
            value.append(ASCII.backslash)
            value.append(escape)
          }
          runStart = i + 1
        }
        i += 1
      }
      value.append(contentsOf: UnsafeBufferPointer(rebasing: b[runStart..<b.count]))
    }
  }

  @inline(__always)
  private static func mayNeedEscape(_ c: UInt8) -> Bool {
    c == ASCII.backslash || c == ASCII.comma || c == ASCII.semicolon || c == ASCII.lf || c == ASCII.cr
  }

  private func needsQuotedPrintable(_ bytes: [UInt8]) -> Bool {
    bytes.contains { $0 >= 0x80 || $0 == ASCII.lf || $0 == ASCII.cr || $0 < 0x20 && $0 != ASCII.tab }
  }

  // MARK: Parameters

  /// Writes TYPE (any TYPE the codec gives, such as a media format, the value's types, `pref`
  /// in 2.1/3.0, and any TYPE the value carries, as one list, or bare in 2.1), 4.0 PREF, then
  /// the other parameters in order. The codec's come first: a 2.1/3.0 reader takes the first
  /// TYPE of a PHOTO as its format.
  private func appendParameters(_ p: OutProperty, extra: [Parameter] = [], into line: inout [UInt8]) {
    let hasTypeParameter = p.leading.contains { $0.name == .type } || p.parameters.contains { $0.name == .type }
    let writePref = version != .v4_0 && p.preferred
    if !p.types.isEmpty || writePref || hasTypeParameter {
      if version == .v2_1 {
        func appendBare(_ v: String) {
          // A value that is no 2.1 word is written as `TYPE=` (which 2.1 also allows): one
          // with `:`, `;` or `,` so that it can be quoted (bare, it would end the parameters
          // early), a custom label with a space or a byte beyond ASCII because other readers
          // refuse it bare (Python's vobject the whole file).
          if !Self.isWordIn2_1(v) { return appendParameter(name: "TYPE", values: [v], into: &line) }
          line.append(ASCII.semicolon)
          line.append(utf8: v)
        }
        for q in p.leading where q.name == .type { q.values.forEach { appendBare($0) } }
        for t in p.types { appendBare(t.upperText) }
        if writePref { appendBare("PREF") }
        for q in p.parameters where q.name == .type { q.values.forEach { appendBare($0) } }
      } else {
        line.append(utf8: ";TYPE=")
        var first = true
        func add(_ v: String, quotable: Bool) {
          if !first { line.append(ASCII.comma) }
          first = false
          if quotable { appendParameterValue(v, into: &line) } else { line.append(utf8: v) }
        }
        for q in p.leading where q.name == .type { q.values.forEach { add($0, quotable: true) } }
        for t in p.types {
          add(version == .v4_0 ? t.text : t.upperText, quotable: t.isUnknown)
        }
        if writePref { add("PREF", quotable: false) }
        for q in p.parameters where q.name == .type { q.values.forEach { add($0, quotable: true) } }
      }
    }
    if version == .v4_0, let preference = p.preference {
      line.append(utf8: ";PREF=")
      line.append(utf8: String(preference))
    }
    for q in p.leading where q.name != .type { appendParameter(name: q.name.text, values: q.values, into: &line) }
    for q in extra { appendParameter(name: q.name.text, values: q.values, into: &line) }
    for q in p.parameters where q.name != .type { appendParameter(name: q.name.text, values: q.values, into: &line) }
  }

  private func appendParameter(name: String, values: [String], into line: inout [UInt8]) {
    if version == .v2_1 && values.count > 1 {
      // 2.1 has no lists in a parameter: it repeats the parameter.
      for v in values { appendParameter(name: name, values: [v], into: &line) }
      return
    }
    line.append(ASCII.semicolon)
    line.append(utf8: name)
    line.append(ASCII.equals)
    for (i, v) in values.enumerated() {
      if i > 0 { line.append(ASCII.comma) }
      appendParameterValue(v, into: &line)
    }
  }

  /// Whether a value may stand bare as a 2.1 parameter: a 2.1 word, printable ASCII without
  /// a space or any of `[ ] = : . , ;` (vCard 2.1 §2.1.2), nor a quote.
  static func isWordIn2_1(_ value: String) -> Bool {
    !value.isEmpty && value.utf8.allSatisfy { b in
      b > ASCII.space && b < 0x7F && b != 0x5B && b != 0x5D && b != ASCII.equals && b != ASCII.colon && b != ASCII.dot
        && b != ASCII.comma && b != ASCII.semicolon && b != ASCII.quote
    }
  }

  /// Whether a 2.1 parameter value is written in quotes (see ``appendParameterValue(_:into:)``).
  static func needsQuotesIn2_1(_ value: String) -> Bool {
    value.utf8.contains { $0 == ASCII.colon || $0 == ASCII.semicolon || $0 == ASCII.comma }
  }

  private func appendParameterValue(_ v: String, into line: inout [UInt8]) {
    let bytes = v.utf8
    if version == .v2_1 {
      // 2.1 has no quoting in parameters, but a `:` or `;` written bare ends the parameter
      // and the rest becomes the value (`ADR;GEO=geo:51.5,0.1:;;Street` reads back as GEO=geo
      // and a broken address), and a `,` splits it in two. Such a value is quoted as 3.0
      // does, which CardKit reads back as one value (the writer reports it, C003: not every
      // 2.1 reader does); line breaks become spaces.
      let quoted = Self.needsQuotesIn2_1(v)
      if quoted { line.append(ASCII.quote) }
      for b in bytes { line.append(b == ASCII.lf || b == ASCII.cr ? ASCII.space : b) }
      if quoted { line.append(ASCII.quote) }
      return
    }
    var needsQuotes = false
    var needsCarets = false
    for b in bytes {
      switch b {
      case ASCII.comma, ASCII.semicolon, ASCII.colon, ASCII.space: needsQuotes = true
      case ASCII.caret, ASCII.lf, ASCII.cr, ASCII.quote: needsCarets = true
      default: break
      }
    }
    // A value with caret escapes is quoted too, as RFC 6868's examples are: a reader from
    // before RFC 6868 may refuse a bare `^` (sabre/vobject 2.1, Debian's php-sabre-vobject,
    // rejects the whole card), and quotes are always allowed.
    if needsCarets { needsQuotes = true }
    if needsQuotes { line.append(ASCII.quote) }
    if needsCarets {
      // RFC 6868: `^^`, `^n` for a line break (CRLF, LF or a lone CR), `^'` for a quote.
      var previousCR = false
      for b in bytes {
        switch b {
        case ASCII.caret: line += [ASCII.caret, ASCII.caret]
        case ASCII.cr: line += [ASCII.caret, 0x6E]
        case ASCII.lf: if !previousCR { line += [ASCII.caret, 0x6E] }
        case ASCII.quote: line += [ASCII.caret, 0x27]
        default: line.append(b)
        }
        previousCR = b == ASCII.cr
      }
    } else {
      line.append(contentsOf: bytes)
    }
    if needsQuotes { line.append(ASCII.quote) }
  }

  // MARK: Line output

  /// Writes `line` folded at 75 octets (continuations start with one space and hold 74),
  /// never breaking before a UTF-8 continuation byte.
  private func appendFolded(into out: inout [UInt8]) {
    let n = line.count
    line.withUnsafeBufferPointer { b in
      var start = 0
      var limit = 75
      while n - start > limit {
        var cut = start + limit
        while cut > start + 1, (b[cut] & 0xC0) == 0x80 { cut -= 1 }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: b[start..<cut]))
        out.append(ASCII.cr)
        out.append(ASCII.lf)
        out.append(ASCII.space)
        start = cut
        limit = 74
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: b[start..<n]))
    }
    out.append(ASCII.cr)
    out.append(ASCII.lf)
  }

  /// Writes `line` followed by a quoted-printable value with soft line breaks (`=` CRLF) so
  /// that no line exceeds 76 characters and no `=XX` triplet is split.
  private func appendQuotedPrintable(_ encoded: [UInt8], into out: inout [UInt8]) {
    out.append(contentsOf: line)
    var column = line.count
    var i = 0
    while i < encoded.count {
      let width = encoded[i] == ASCII.equals ? 3 : 1
      if column + width > 75 {
        out.append(contentsOf: [ASCII.equals, ASCII.cr, ASCII.lf])
        column = 0
      }
      // A line that starts with a space or tab reads as a fold to many readers (CardKit's
      // among them), which would drop the character; one that starts like `N;` or `TEL:`
      // ends the value for readers that guard against a stray final "=" (CardKit's too):
      // encode its first character instead.
      let c = encoded[i]
      if column == 0, width == 1, c == ASCII.space || c == ASCII.tab || ASCII.isNameByte(c) || c == 0x5F || c == ASCII.dot {
        out.append(contentsOf: [ASCII.equals, ASCII.hexDigit(c >> 4), ASCII.hexDigit(c & 0x0F)])
        column += 3
        i += 1
        continue
      }
      out.append(contentsOf: encoded[i..<(i + width)])
      column += width
      i += width
    }
    out.append(contentsOf: [ASCII.cr, ASCII.lf])
  }

  /// The lines of an AGENT's text when it is a card written line by line, from `BEGIN:VCARD`
  /// to `END:VCARD` with a content line on every line between, which 2.1 nests after
  /// `AGENT:`; nil for other text (a card folded into one line by a broken writer, which
  /// starts with `BEGIN:VCARD` all the same), which is written as text: nested, its lines
  /// would not be content lines, and other readers refuse them.
  static func nestedCardLines(_ text: String) -> [Substring]? {
    guard String(text.prefix(11)).caseInsensitiveEquals("BEGIN:VCARD") else { return nil }
    let lines = TextEscaping.unescape(text).split(separator: "\n", omittingEmptySubsequences: true)
    func bare(_ line: Substring) -> Substring { line.last == "\r" ? line.dropLast() : line }
    guard lines.count >= 2, String(bare(lines.first!)).caseInsensitiveEquals("BEGIN:VCARD"),
      String(bare(lines.last!)).caseInsensitiveEquals("END:VCARD"), lines.allSatisfy({ $0.contains(":") })
    else { return nil }
    return lines
  }

  /// A 2.1 AGENT whose value is a vCard (its ``nestedCardLines(_:)``): written as a nested
  /// card after `AGENT:`.
  private mutating func appendNestedAgent(_ p: OutProperty, _ nested: [Substring], into out: inout [UInt8]) {
    line.removeAll(keepingCapacity: true)
    if let g = p.group {
      line.append(utf8: g)
      line.append(ASCII.dot)
    }
    line.append(utf8: "AGENT")
    appendParameters(p, into: &line)
    line.append(ASCII.colon)
    appendFolded(into: &out)
    for nested in nested {
      out.append(contentsOf: nested.utf8)
      out.append(contentsOf: [ASCII.cr, ASCII.lf])
    }
  }
}

extension String {
  /// `\n` and `\N` escapes turned into real line breaks (for 2.1, which encodes them with
  /// quoted-printable); other escapes are kept.
  func replacingEscapedNewlines() -> String {
    guard containsByte(ASCII.backslash) else { return self }
    var out: [UInt8] = []
    var escaped = false
    for b in utf8 {
      if escaped {
        if b == 0x6E || b == 0x4E { out.append(ASCII.lf) } else { out += [ASCII.backslash, b] }
        escaped = false
      } else if b == ASCII.backslash {
        escaped = true
      } else {
        out.append(b)
      }
    }
    if escaped { out.append(ASCII.backslash) }
    return String(decoding: out, as: UTF8.self)
  }
}

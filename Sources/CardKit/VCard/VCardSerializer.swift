/// Serializes properties as vCard text for one version: CRLF line ends, folding at 75 octets
/// without splitting a UTF-8 sequence, escaping per version, RFC 6868 caret escapes in
/// parameter values, and for 2.1 bare type parameters, quoted-printable (`CHARSET=UTF-8`) for
/// non-ASCII or multi-line values, and base64 blocks followed by a blank line.
struct VCardSerializer {
  let version: VCardVersion
  private var line: [UInt8] = []

  init(version: VCardVersion) {
    self.version = version
    line.reserveCapacity(256)
  }

  mutating func begin(into out: inout [UInt8]) {
    out.append(contentsOf: "BEGIN:VCARD\r\nVERSION:".utf8)
    out.append(contentsOf: version.rawValue.utf8)
    out.append(contentsOf: "\r\n".utf8)
  }

  mutating func end(into out: inout [UInt8]) {
    out.append(contentsOf: "END:VCARD\r\n".utf8)
  }

  mutating func append(_ p: OutProperty, into out: inout [UInt8]) {
    if version == .v2_1, p.name.uppercased() == "AGENT" || p.name.uppercased() == "X-AGENT", case .raw(let v) = p.value,
      v.uppercased().hasPrefix("BEGIN:VCARD")
    {
      appendNestedAgent(p, v, into: &out)
      return
    }
    line.removeAll(keepingCapacity: true)
    if let g = p.group {
      line.append(contentsOf: g.utf8)
      line.append(ASCII.dot)
    }
    line.append(contentsOf: p.name.utf8)
    var parameters = p.parameters
    var valueBytes: [UInt8] = []
    var quotedPrintable = false
    var binary = false
    switch p.value {
    case .text(let s):
      valueBytes = escapeText(s)
    case .list(let items):
      for (i, item) in items.enumerated() {
        if i > 0 { valueBytes.append(ASCII.comma) }
        valueBytes += escapeText(item)
      }
    case .structured(let components):
      for (i, component) in components.enumerated() {
        if i > 0 { valueBytes.append(ASCII.semicolon) }
        for (j, item) in component.enumerated() {
          if j > 0 { valueBytes.append(ASCII.comma) }
          valueBytes += escapeComponent(item)
        }
      }
    case .raw(let s):
      valueBytes = version == .v2_1 ? Array(s.replacingEscapedNewlines().utf8) : Array(s.utf8)
    case .binary(let bytes):
      valueBytes = Base64.encode(bytes)
      binary = true
    }
    if version == .v2_1, !binary, needsQuotedPrintable(valueBytes) {
      quotedPrintable = true
      parameters.append(Parameter(.encoding, "QUOTED-PRINTABLE"))
      parameters.append(Parameter(.charset, "UTF-8"))
    }
    appendParameters(parameters)
    line.append(ASCII.colon)
    if quotedPrintable {
      appendQuotedPrintable(QuotedPrintable.encode(valueBytes), into: &out)
      return
    }
    line += valueBytes
    if binary && version == .v2_1 {
      appendFolded(into: &out)
      out.append(contentsOf: "\r\n".utf8)  // 2.1 ends a base64 value with a blank line
      return
    }
    appendFolded(into: &out)
  }

  // MARK: Escaping

  /// Text escaping: 3.0/4.0 escape backslash, newline, comma and semicolon (RFC 6350 §3.4);
  /// 2.1 has no escapes but `\;` in compound values: newlines go through quoted-printable.
  private func escapeText(_ s: String) -> [UInt8] {
    if version == .v2_1 { return Array(s.utf8) }
    return Array(TextEscaping.escape(s).utf8)
  }

  private func escapeComponent(_ s: String) -> [UInt8] {
    if version == .v2_1 { return Array(TextEscaping.escape(s, commas: false, semicolons: true).replacingEscapedNewlines().utf8) }
    return Array(TextEscaping.escape(s).utf8)
  }

  private func needsQuotedPrintable(_ bytes: [UInt8]) -> Bool {
    bytes.contains { $0 >= 0x80 || $0 == ASCII.lf || $0 == ASCII.cr || $0 < 0x20 && $0 != ASCII.tab }
  }

  // MARK: Parameters

  private mutating func appendParameters(_ parameters: [Parameter]) {
    var typeValues: [String] = []
    for p in parameters where p.name == .type { typeValues += p.values }
    var typeWritten = false
    for p in parameters {
      if p.name == .type {
        guard !typeWritten, !typeValues.isEmpty else { continue }
        typeWritten = true
        if version == .v2_1 {
          for v in typeValues {
            line.append(ASCII.semicolon)
            line.append(contentsOf: v.utf8)
          }
        } else {
          appendParameter(name: "TYPE", values: typeValues)
        }
        continue
      }
      appendParameter(name: p.name.text, values: p.values)
    }
  }

  private mutating func appendParameter(name: String, values: [String]) {
    line.append(ASCII.semicolon)
    line.append(contentsOf: name.utf8)
    line.append(ASCII.equals)
    for (i, v) in values.enumerated() {
      if i > 0 { line.append(ASCII.comma) }
      appendParameterValue(v)
    }
  }

  private mutating func appendParameterValue(_ v: String) {
    let bytes = Array(v.utf8)
    if version == .v2_1 {
      line += bytes.map { $0 == ASCII.lf || $0 == ASCII.cr ? ASCII.space : $0 }
      return
    }
    let needsQuotes = bytes.contains { $0 == ASCII.comma || $0 == ASCII.semicolon || $0 == ASCII.colon || $0 == ASCII.space }
    if needsQuotes { line.append(ASCII.quote) }
    for b in bytes {
      switch b {
      case ASCII.caret: line += [ASCII.caret, ASCII.caret]
      case ASCII.lf: line += [ASCII.caret, 0x6E]
      case ASCII.cr: continue
      case ASCII.quote: line += [ASCII.caret, 0x27]
      default: line.append(b)
      }
    }
    if needsQuotes { line.append(ASCII.quote) }
  }

  // MARK: Line output

  /// Writes `line` folded at 75 octets (continuations start with one space and hold 74),
  /// never breaking before a UTF-8 continuation byte.
  private func appendFolded(into out: inout [UInt8]) {
    var start = 0
    var limit = 75
    let n = line.count
    while n - start > limit {
      var cut = start + limit
      while cut > start + 1, (line[cut] & 0xC0) == 0x80 { cut -= 1 }
      out.append(contentsOf: line[start..<cut])
      out.append(contentsOf: [ASCII.cr, ASCII.lf, ASCII.space])
      start = cut
      limit = 74
    }
    out.append(contentsOf: line[start..<n])
    out.append(contentsOf: [ASCII.cr, ASCII.lf])
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
      out.append(contentsOf: encoded[i..<(i + width)])
      column += width
      i += width
    }
    out.append(contentsOf: [ASCII.cr, ASCII.lf])
  }

  /// A 2.1 AGENT whose value is a vCard: written as a nested card after `AGENT:`.
  private mutating func appendNestedAgent(_ p: OutProperty, _ value: String, into out: inout [UInt8]) {
    line.removeAll(keepingCapacity: true)
    if let g = p.group {
      line.append(contentsOf: g.utf8)
      line.append(ASCII.dot)
    }
    line.append(contentsOf: "AGENT".utf8)
    appendParameters(p.parameters)
    line.append(ASCII.colon)
    appendFolded(into: &out)
    for nested in TextEscaping.unescape(value).split(separator: "\n", omittingEmptySubsequences: true) {
      out.append(contentsOf: nested.utf8)
      out.append(contentsOf: [ASCII.cr, ASCII.lf])
    }
  }
}

extension String {
  /// `\n` and `\N` escapes turned into real line breaks (for 2.1, which encodes them with
  /// quoted-printable); other escapes are kept.
  func replacingEscapedNewlines() -> String {
    guard utf8.contains(ASCII.backslash) else { return self }
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

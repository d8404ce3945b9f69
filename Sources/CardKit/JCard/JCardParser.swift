/// Reads one jCard (RFC 7095): `["vcard", [[name, {params}, type, value, …], …]]`. Each
/// property becomes the same decoded form the vCard reader produces, so the same codecs build
/// the card.
struct JCardParser {
  let fileName: String
  var limits = ReadLimits()
  /// Whether each card gets a syntax record (``ReadOptions/collectSyntax``): each property as
  /// the vCard line it stands for, so the lint's syntax rules check jCard input too.
  var collectSyntax = false

  func parse(_ element: JCardSplitter.Element) -> (Card, [Diagnostic], CardSyntax?) {
    var r = ReadReporter(fileName: fileName, cardIndex: element.index)
    for var d in element.diagnostics {
      // A skipped card's finding comes with the next card but is not about it.
      if d.code != .cardTooLarge { d.location.cardIndex = element.index }
      r.diagnostics.append(d)
    }
    var card = Card()
    card.position = SourcePosition(line: element.line, column: element.column)
    var contexts: [PropertyContext] = []
    var lines: JCardLines? = collectSyntax ? JCardLines() : nil
    var overLimit: SourcePosition?
    var skipped = 0
    element.bytes.withUnsafeBufferPointer { b in
      // Column offsets on the first line are relative to the element's own start.
      var parser = JSONParser(b, start: 0, end: b.count, line: element.line, lineStart: -(element.column - 1))
      var lastStart = 0
      do throws(JSONError) {
        try parser.expect(0x5B, "'[' starting a jCard")
        guard case .string(let tag) = try parser.parseValue(), tag.lowercased() == "vcard" else {
          throw parser.error("a jCard starts with the string \"vcard\"")
        }
        try parser.expect(ASCII.comma, "',' after \"vcard\"")
        try parser.expect(0x5B, "'[' starting the property list")
        if parser.peek() == 0x5D {
          _ = try? parser.expect(0x5D, "']'")
        } else {
          while true {
            _ = parser.peek()
            lastStart = parser.i
            let (line, column) = parser.position
            let value = try parser.parseValue()
            if contexts.count >= limits.maxPropertiesPerCard {
              if overLimit == nil { overLimit = SourcePosition(line: line, column: column) }
              skipped += 1
            } else if let p = property(value, at: SourcePosition(line: line, column: column), &r, lines: &lines),
              !BinaryLimit.exceeds(p, limit: limits.maxBinarySize, &r)
            {
              contexts.append(p)
            }
            // Read: what follows is the rest, should the list break off after it.
            lastStart = parser.i
            guard let c = parser.peek() else { throw parser.error("unexpected end of input in the property list") }
            if c == ASCII.comma {
              try parser.expect(ASCII.comma, "','")
              continue
            }
            try parser.expect(0x5D, "',' or ']' in the property list")
            break
          }
        }
        if parser.peek() == ASCII.comma { try componentList(&parser, &lastStart, &card, &r) }
        try parser.expect(0x5D, "']' closing the jCard")
        if parser.peek() != nil { throw parser.error("unexpected text after the jCard") }
        lastStart = b.count
      } catch {
        r.report(.jsonSyntax, error.message, line: error.line, column: error.column)
        if lastStart < b.count {
          let rest = String(decoding: UnsafeBufferPointer(rebasing: b[lastStart...]), as: UTF8.self)
          card.extras.append(RawProperty(name: .extended("X-CARDKIT-UNPARSED"), value: TextEscaping.escape(rest), position: SourcePosition(line: error.line, column: error.column)))
        }
      }
    }
    if let overLimit {
      r.report(
        .tooManyProperties, "card has \(contexts.count + skipped) properties, more than the limit of \(limits.maxPropertiesPerCard); the rest skipped",
        at: overLimit)
    }
    CardBuilder.build(contexts, version: .v4_0, into: &card, &r)
    return (card, r.diagnostics, lines?.syntax(version: card.version))
  }

  /// A third element after the properties: jCal's list of sub-components, which ical.js writes
  /// for vCards too (`["vcard", [properties], []]`). A vCard has none; an empty list is passed
  /// over with a warning, anything else is kept raw as `X-CARDKIT-UNPARSED` with an error.
  private func componentList(
    _ parser: inout JSONParser, _ lastStart: inout Int, _ card: inout Card, _ r: inout ReadReporter
  ) throws(JSONError) {
    try parser.expect(ASCII.comma, "','")
    _ = parser.peek()
    let (line, column) = parser.position
    let start = parser.i
    lastStart = start
    let value = try parser.parseValue()
    lastStart = parser.i
    if case .array(let items) = value, items.isEmpty {
      r.report(
        .jcardStructure, "the jCard has a third element, an empty list of sub-components as jCal writes (ical.js does); a vCard has none: passed over",
        line: line, column: column, severity: .warning)
      return
    }
    r.report(.jcardStructure, "the jCard has a third element after its properties, which a vCard does not have; kept as X-CARDKIT-UNPARSED", line: line, column: column)
    let text = parser.text(from: start)
    card.extras.append(RawProperty(name: .extended("X-CARDKIT-UNPARSED"), value: TextEscaping.escape(text), position: SourcePosition(line: line, column: column)))
  }

  /// Whether a property's value is decoded for its ENCODING: base64 media only (every other
  /// value of a jCard is taken as written, its ENCODING and CHARSET kept).
  static func decodesBase64(_ name: PropertyName, encoding: String) -> Bool {
    [.photo, .logo, .sound, .key].contains(name) && (encoding.caseInsensitiveEquals("b") || encoding.caseInsensitiveEquals("base64"))
  }

  /// One jCard property as a decoded property; nil (reported) when it has not the jCard shape.
  /// With a syntax record, the property is also added to it as its vCard line.
  private func property(
    _ value: JSONValue, at position: SourcePosition, _ r: inout ReadReporter, lines: inout JCardLines?
  ) -> PropertyContext? {
    guard case .array(let items) = value, items.count >= 4, case .string(let rawName) = items[0],
      case .object(let members) = items[1], case .string(let type) = items[2]
    else {
      r.report(.jcardStructure, "a jCard property is [name, {parameters}, type, value…]", at: position)
      return nil
    }
    let name = PropertyName(upper: rawName.uppercased(), original: rawName.uppercased())
    var group: String?
    var parameters: [Parameter] = []
    for (key, v) in members {
      let values: [String]
      switch v {
      case .array(let a): values = a.compactMap(\.text)
      default: values = v.text.map { [$0] } ?? []
      }
      if key.lowercased() == "group" {
        group = values.first
      } else {
        parameters.append(Parameter(ParameterName(key), values))
      }
    }
    let lowerType = type.lowercased()
    let values = Array(items[3...])
    lines?.add(group: group, name: name, parameters: parameters, type: lowerType, values: values, at: position)
    // The default type goes unsaid, but for a value said to be a URI that does not look like
    // one (`RELATED` `muuum@example.com`, a fuzzed KEY `http://example.com/k e y`): its VALUE
    // is kept, as a vCard's `VALUE=uri` is. Without it such a value is kept raw, and the
    // writer, which names a raw value's default type only when the value shows it, wrote it
    // back as "unknown".
    let defaultType = JCardTypes.defaultType(of: name)
    let uriNotShown = lowerType == "uri" && defaultType == .uri && values.count == 1 && values[0].text.map(MediaCodec.looksLikeURI) == false
    if lowerType != "unknown", lowerType != defaultType.rawValue || uriNotShown,
      !(lowerType == "text" && name.isExtension), parameters.value(.value) == nil
    {
      parameters.append(Parameter(.value, lowerType))
    }
    let text: PropertyText
    if values.count == 1, case .array(let components) = values[0] {
      text = PropertyText(components: components.map { c in
        if case .array(let list) = c { return list.map { $0.text ?? "" } }
        return [c.text ?? ""]
      })
    } else {
      text = PropertyText(components: [values.map { $0.text ?? "" }])
    }
    // jCard has no binary values, but writers of 3.0 cards (ez-vcard) emit media as a "binary"
    // value with ENCODING=b: decode it as the vCard reader decodes the same property.
    var binary: [UInt8]?
    if values.count == 1, let base64 = values[0].text, let encoding = parameters.value(.encoding),
      Self.decodesBase64(name, encoding: encoding)
    {
      // The value is inline bytes now (or text): "binary" is no value type of vCard 4.0.
      parameters.removeAll { $0.name == .value && $0.values.map { $0.lowercased() } == ["binary"] }
      if let decoded = Base64.decode(Array(base64.utf8)) {
        binary = decoded
      } else {
        r.report(.invalidBase64, "\(name.text) value is not valid base64; kept as text", at: position)
        parameters.removeAll { $0.name == .encoding }
      }
    }
    return PropertyContext(
      group: group, name: name, parameters: parameters, value: text, binary: binary, position: position,
      version: .v4_0, groupLabel: nil)
  }
}

/// Default jCard value types of vCard 4.0 properties (RFC 6350 §6, RFC 7095 §3.4).
enum JCardTypes {
  static func defaultType(of name: PropertyName) -> ValueType {
    switch name {
    case .url, .photo, .logo, .sound, .key, .member, .impp, .fburl, .calURI, .caladrURI, .source, .related, .geo, .uid, .contactURI, .orgDirectory, .socialProfile:
      .uri
    case .bday, .anniversary, .deathDate:
      .dateAndOrTime
    case .rev, .created:
      .timestamp
    case .lang:
      .languageTag
    case .extended:
      .unknown
    default:
      .text
    }
  }
}

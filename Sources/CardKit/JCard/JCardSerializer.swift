/// Writes cards as jCard (RFC 7095): each card a JSON array, several cards an array of them,
/// one property per line.
struct JCardSerializer {
  mutating func append(_ properties: [OutProperty], into out: inout [UInt8]) {
    out += Array("[\"vcard\",[\n  [\"version\",{},\"text\",\"4.0\"]".utf8)
    for p in properties {
      out += Array(",\n  [".utf8)
      JSONWriter.appendString(p.name.lowercased(), to: &out)
      out.append(ASCII.comma)
      var type = p.type
      out.append(0x7B)
      var first = true
      func key(_ k: String) {
        if !first { out.append(ASCII.comma) }
        first = false
        JSONWriter.appendString(k, to: &out)
        out.append(ASCII.colon)
      }
      if let g = p.group {
        key("group")
        JSONWriter.appendString(g, to: &out)
      }
      var typeValues = p.types.map(\.text)
      for q in p.leading + p.parameters where q.name == .type { typeValues += q.values }
      if !typeValues.isEmpty {
        key("type")
        if typeValues.count == 1 {
          JSONWriter.appendString(typeValues[0], to: &out)
        } else {
          out.append(0x5B)
          for (i, v) in typeValues.enumerated() {
            if i > 0 { out.append(ASCII.comma) }
            JSONWriter.appendString(v, to: &out)
          }
          out.append(0x5D)
        }
      }
      if let preference = p.preference {
        key("pref")
        JSONWriter.appendString(String(preference), to: &out)
      }
      for parameter in p.leading + p.parameters where parameter.name != .type {
        if parameter.name == .value, let v = parameter.values.first, let t = ValueType(rawValue: v.lowercased()) {
          type = t
          continue
        }
        key(parameter.name.text.lowercased())
        if parameter.values.count == 1 {
          JSONWriter.appendString(parameter.values[0], to: &out)
        } else {
          out.append(0x5B)
          for (i, v) in parameter.values.enumerated() {
            if i > 0 { out.append(ASCII.comma) }
            JSONWriter.appendString(v, to: &out)
          }
          out.append(0x5D)
        }
      }
      out.append(0x7D)
      out.append(ASCII.comma)
      // A property the model does not hold (kept raw) comes without a type. When its value is
      // plainly of its property's default type (RFC 7095 §3.5: a URI, as UID is told one, or a
      // language tag), jCard names that type. Otherwise it stays "unknown": text, whose structure
      // a raw value does not show, and dates, whose text a raw value keeps as it was written.
      if type == .unknown, case .raw(let text) = p.value {
        let known = JCardTypes.defaultType(of: PropertyName(p.name))
        if known == .uri && MediaCodec.looksLikeURI(text) || known == .languageTag && LanguageTag.isValid(text) { type = known }
      }
      // The model's dates, times and offsets in their extended form (RFC 7095 §3.5.3–3.5.8):
      // those of the properties whose codecs read either form (BDAY, REV, …). Another property
      // said to hold a date (`TEL;VALUE=date-and-or-time`, fuzzed) keeps its text as read, which
      // reading it back keeps too.
      var dated: String?
      if Self.isDateOrTime(type), Self.isDateOrTime(JCardTypes.defaultType(of: PropertyName(p.name))), case .text(let text) = p.value {
        dated = DateTimeText.extended(text, type: type)
      }
      JSONWriter.appendString(type.rawValue, to: &out)
      if let dated {
        out.append(ASCII.comma)
        JSONWriter.appendString(dated, to: &out)
        out.append(0x5D)
        continue
      }
      switch p.value {
      case .text(let s):
        out.append(ASCII.comma)
        JSONWriter.appendString(Self.lineFeeds(s), to: &out)
      case .list(let items):
        for item in items {
          out.append(ASCII.comma)
          JSONWriter.appendString(Self.lineFeeds(item), to: &out)
        }
      case .structured(let components):
        out.append(ASCII.comma)
        appendStructured(components, into: &out)
      case .raw(let s):
        let parts = PropertyText(bytes: Array(s.utf8)).components(lists: false).map { $0.first ?? "" }
        out.append(ASCII.comma)
        if parts.count > 1 {
          appendStructured(parts.map { [$0] }, into: &out)
        } else {
          JSONWriter.appendString(parts.first ?? "", to: &out)
        }
      case .binary(let bytes):
        out.append(ASCII.comma)
        JSONWriter.appendString(String(decoding: Base64.encode(bytes), as: UTF8.self), to: &out)
      }
      out.append(0x5D)
    }
    out += Array("\n]]".utf8)
  }

  private static func isDateOrTime(_ type: ValueType) -> Bool {
    switch type {
    case .date, .time, .dateTime, .dateAndOrTime, .timestamp, .utcOffset: true
    default: false
    }
  }

  /// The text with each line break (CRLF, or a lone CR, as a CSV cell may hold) written as
  /// one LF, as the vCard writers write it and every reader reads it: a CSV book converted to
  /// jCard and converted again gives the same jCard.
  static func lineFeeds(_ text: String) -> String {
    guard text.utf8.contains(0x0D) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    var previousCR = false
    for b in text.utf8 {
      if b == 0x0D {
        out.append(0x0A)
      } else if !(b == 0x0A && previousCR) {
        out.append(b)
      }
      previousCR = b == 0x0D
    }
    return String(decoding: out, as: UTF8.self)
  }

  private func appendStructured(_ components: [[String]], into out: inout [UInt8]) {
    out.append(0x5B)
    for (i, c) in components.enumerated() {
      if i > 0 { out.append(ASCII.comma) }
      if c.count == 1 {
        JSONWriter.appendString(Self.lineFeeds(c[0]), to: &out)
      } else if c.isEmpty {
        JSONWriter.appendString("", to: &out)
      } else {
        out.append(0x5B)
        for (j, item) in c.enumerated() {
          if j > 0 { out.append(ASCII.comma) }
          JSONWriter.appendString(Self.lineFeeds(item), to: &out)
        }
        out.append(0x5D)
      }
    }
    out.append(0x5D)
  }
}

/// Writes cards as jCard.
public struct JCardWriter: Sendable {
  /// Whether a card without an FN gets one composed (``VCardWriter/composesFormattedName``).
  var composesFormattedName = true

  /// A jCard writer; it has no options (jCard is always vCard 4.0 semantics).
  public init() {}

  /// Appends one card (a JSON array) to `out` and returns the conversion findings.
  @discardableResult
  public func write(_ card: Card, to out: inout [UInt8], location: SourceLocation = SourceLocation(file: "<output>")) -> [Diagnostic] {
    var writer = VCardWriter(version: .v4_0)
    writer.composesFormattedName = composesFormattedName
    let emitter = writer.properties(of: card, location: location)
    var serializer = JCardSerializer()
    serializer.append(emitter.properties, into: &out)
    return emitter.diagnostics
  }

  /// A JSON array holding every card.
  public func write(_ cards: [Card], fileName: String = "<output>") -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
    var out: [UInt8] = [0x5B, ASCII.lf]
    var diagnostics: [Diagnostic] = []
    for (i, card) in cards.enumerated() {
      if i > 0 { out += [ASCII.comma, ASCII.lf] }
      diagnostics += write(card, to: &out, location: SourceLocation(file: fileName, cardIndex: i))
    }
    out += [ASCII.lf, 0x5D, ASCII.lf]
    return (out, diagnostics)
  }
}

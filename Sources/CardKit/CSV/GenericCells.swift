/// The cell syntax of the generic layout.
///
/// - A list cell (name components, `Organization Units`, address components, `Types`) holds
///   its items separated by ` ::: `, as Google writes multi-value cells.
/// - A value whose lists cannot be written that way (an item containing ` ::: `, an empty
///   item) gets the reserved parameter `X-CARDKIT-CSV=escaped` in its `Params` cell, and its
///   list cells are then written as vCard component values: items separated by `,`, with `\\`,
///   `\,`, `\;`, `\n` (LF) and `\r` (CR) escaped, and `\e` standing for one empty item.
/// - `Params` cells hold parameters as in a vCard 4.0 content line without the leading `;`:
///   `X-SERVICE=Skype;LANGUAGE=en`, values quoted when they hold `,` `;` `:` or `"`, and RFC 6868
///   caret escapes (`^^`, `^'` for `"`, `^n` for LF; `^r` for CR is ours).
/// - Dates are ISO 8601 extended (`1985-04-12`, `--04-12`, `1985`, `1985-04-12T10:22:00`); a text
///   date that would read as a date gets `X-CARDKIT-CSV=text`.
/// - Media (`Photo`, `Logo`, `Sound`, `Key`) are a URI or a `data:<type>;base64,…` URI; a URI
///   that itself starts with `data:` gets `X-CARDKIT-CSV=uri`.
/// - `Extra Properties` holds one property per line, `[group.]NAME[;params]:value` with the value
///   as in vCard 3.0/4.0 (escaped text); a value holding a line break gets `X-CARDKIT-CSV=caret`
///   and caret escapes.
/// - A value whose cells are all empty (an empty `TEL`, an `N` without components) gets
///   `X-CARDKIT-CSV=present`, so that it is not taken for no value.
/// - The reserved parameter is removed when reading.
enum GenericCells {
  static let separator = " ::: "

  /// Whether `text` holds ``separator``: a search for its colon first (one `memchr`), since the
  /// generic substring search costs some thousand instructions a value and few values hold a
  /// colon (writing the 100k book as Google CSV spent 15% of its time here).
  static func holdsSeparator(_ text: String) -> Bool {
    text.containsByte(ASCII.colon) && text.contains(separator)
  }
  static let reservedParameter = ParameterName.extended("X-CARDKIT-CSV")

  /// Markers of the reserved parameter.
  enum Marker: String {
    /// List cells are in the escaped form.
    case escaped
    /// A date property's value is text, although it reads as a date.
    case text
    /// A media value is a URI, although it starts with `data:`.
    case uri
    /// An extra property's value has caret escapes.
    case caret
    /// The value exists although all its cells are empty.
    case present
    /// The value has a label, and it is empty (an empty Apple `X-ABLabel`).
    case emptyLabel = "label"
  }

  // MARK: Lists

  /// Joins a list with ` ::: `; nil when splitting would not give the same items back.
  static func joinList(_ items: [String]) -> String? {
    let joined = items.joined(separator: separator)
    return splitList(joined) == items ? joined : nil
  }

  /// Splits a ` ::: ` list cell; an empty cell is an empty list.
  static func splitList(_ cell: String) -> [String] {
    if cell.isEmpty { return [] }
    var copy = cell
    let items = copy.withUTF8 { bytes -> [String] in
      // Byte search for ` ::: `: the separator is ASCII, so every match is on a character boundary.
      let n = bytes.count
      var items = [String]()
      var start = 0
      var i = 0
      while i + 4 < n {
        if bytes[i + 1] == 0x3A && bytes[i] == 0x20 && bytes[i + 2] == 0x3A && bytes[i + 3] == 0x3A && bytes[i + 4] == 0x20 {
          items.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self))
          i += 5
          start = i
        } else {
          i += 1
        }
      }
      if start == 0 { return [] }  // no separator: the cell itself
      items.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<n]), as: UTF8.self))
      return items
    }
    return items.isEmpty ? [cell] : items
  }

  /// Splits a Google multi-value cell: items trimmed, empty ones dropped.
  static func splitTrimmed(_ cell: String) -> [String] {
    let parts = splitList(cell)
    if parts.count == 1 {
      let item = parts[0].csvTrimmed
      return item.isEmpty ? [] : [item]
    }
    var items = [String]()
    items.reserveCapacity(parts.count)
    for item in parts {
      let trimmed = item.csvTrimmed
      if !trimmed.isEmpty { items.append(trimmed) }
    }
    return items
  }

  /// Joins a list in the escaped form.
  static func joinEscaped(_ items: [String]) -> String {
    if items == [""] { return "\\e" }
    return items.map(escapeItem).joined(separator: ",")
  }

  /// Splits an escaped list cell.
  static func splitEscaped(_ cell: String) -> [String] {
    if cell.isEmpty { return [] }
    if cell == "\\e" { return [""] }
    return splitEscaped(cell, at: 0x2C)
  }

  /// Encodes a list of lists (`Name - More`, `Address n - More`): each list in the escaped form
  /// followed by `;`.
  static func joinNested(_ lists: [[String]]) -> String {
    lists.map { joinEscaped($0) + ";" }.joined()
  }

  /// Decodes ``joinNested(_:)``; nil when the cell does not end with `;`.
  static func splitNested(_ cell: String) -> [[String]]? {
    if cell.isEmpty { return [] }
    guard cell.hasSuffix(";") else { return nil }
    var parts = splitRaw(cell, at: 0x3B)
    parts.removeLast()
    return parts.map { $0 == "\\e" ? [""] : $0.isEmpty ? [] : splitEscaped($0, at: 0x2C) }
  }

  private static func escapeItem(_ s: String) -> String {
    var out = ""
    for c in s.unicodeScalars {
      switch c {
      case "\\": out += "\\\\"
      case ",": out += "\\,"
      case ";": out += "\\;"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }

  /// Splits at unescaped `separator` bytes and unescapes each piece.
  private static func splitEscaped(_ cell: String, at separator: UInt8) -> [String] {
    splitRaw(cell, at: separator).map(unescapeItem)
  }

  /// Splits at unescaped `separator` bytes, keeping escapes.
  private static func splitRaw(_ cell: String, at separator: UInt8) -> [String] {
    var pieces = [String]()
    var current = [UInt8]()
    var escaped = false
    for b in cell.utf8 {
      if escaped {
        current.append(b)
        escaped = false
      } else if b == 0x5C {
        current.append(b)
        escaped = true
      } else if b == separator {
        pieces.append(String(decoding: current, as: UTF8.self))
        current.removeAll()
      } else {
        current.append(b)
      }
    }
    pieces.append(String(decoding: current, as: UTF8.self))
    return pieces
  }

  private static func unescapeItem(_ s: String) -> String {
    guard s.containsByte(0x5C) else { return s }
    var out = [UInt8]()
    var escaped = false
    for b in s.utf8 {
      if escaped {
        switch b {
        case 0x6E: out.append(0x0A)
        case 0x72: out.append(0x0D)
        default: out.append(b)
        }
        escaped = false
      } else if b == 0x5C {
        escaped = true
      } else {
        out.append(b)
      }
    }
    if escaped { out.append(0x5C) }
    return String(decoding: out, as: UTF8.self)
  }

  // MARK: Parameters

  /// Writes parameters without the leading `;`.
  static func encodeParameters(_ parameters: [Parameter]) -> String {
    parameters.map { p in
      p.values.isEmpty ? p.name.text : p.name.text + "=" + p.values.map(encodeParameterValue).joined(separator: ",")
    }.joined(separator: ";")
  }

  private static func encodeParameterValue(_ v: String) -> String {
    var out = ""
    var quote = false
    for c in v.unicodeScalars {
      switch c {
      case "^": out += "^^"
      case "\"": out += "^'"
      case "\n": out += "^n"
      case "\r": out += "^r"
      case ",", ";", ":": out.unicodeScalars.append(c); quote = true
      default: out.unicodeScalars.append(c)
      }
    }
    return quote ? "\"" + out + "\"" : out
  }

  /// Reads a `Params` cell; nil when it is malformed.
  static func decodeParameters(_ cell: String) -> [Parameter]? {
    var result = [Parameter]()
    let bytes = Array(cell.utf8)
    var i = 0
    while i < bytes.count {
      var name = [UInt8]()
      while i < bytes.count, bytes[i] != 0x3D, bytes[i] != 0x3B { name.append(bytes[i]); i += 1 }
      guard !name.isEmpty else { return nil }
      var values = [String]()
      if i < bytes.count, bytes[i] == 0x3D {
        i += 1
        while true {
          var value = [UInt8]()
          if i < bytes.count, bytes[i] == 0x22 {
            i += 1
            while i < bytes.count, bytes[i] != 0x22 { value.append(bytes[i]); i += 1 }
            guard i < bytes.count else { return nil }
            i += 1
          } else {
            while i < bytes.count, bytes[i] != 0x2C, bytes[i] != 0x3B { value.append(bytes[i]); i += 1 }
          }
          values.append(uncaret(value))
          if i < bytes.count, bytes[i] == 0x2C {
            i += 1
            continue
          }
          break
        }
      }
      guard i == bytes.count || bytes[i] == 0x3B else { return nil }
      if i < bytes.count { i += 1 }
      result.append(Parameter(ParameterName(String(decoding: name, as: UTF8.self)), values))
    }
    return result
  }

  private static func uncaret(_ bytes: [UInt8]) -> String {
    var out = [UInt8]()
    var caret = false
    for b in bytes {
      if caret {
        switch b {
        case 0x6E: out.append(0x0A)
        case 0x72: out.append(0x0D)
        case 0x27: out.append(0x22)
        case 0x5E: out.append(0x5E)
        default: out += [0x5E, b]
        }
        caret = false
      } else if b == 0x5E {
        caret = true
      } else {
        out.append(b)
      }
    }
    if caret { out.append(0x5E) }
    return String(decoding: out, as: UTF8.self)
  }

  /// Removes the reserved parameter and returns its markers.
  static func takeMarkers(_ parameters: inout [Parameter]) -> Set<Marker> {
    guard let values = parameters.values(reservedParameter) else { return [] }
    parameters.remove(reservedParameter)
    return Set(values.compactMap(Marker.init(rawValue:)))
  }

  /// `parameters` plus the reserved parameter carrying `markers`.
  static func withMarkers(_ parameters: [Parameter], _ markers: [Marker]) -> [Parameter] {
    markers.isEmpty ? parameters : parameters + [Parameter(reservedParameter, markers.map(\.rawValue))]
  }

  // MARK: Extra properties

  /// One line of `Extra Properties`.
  static func encodeExtra(_ p: RawProperty) -> String {
    var value = p.value
    var parameters = p.parameters
    if value.containsByte(0x0A) || value.containsByte(0x0D) {
      parameters = withMarkers(parameters, [.caret])
      value = value.replacingAll("^", with: "^^").replacingAll("\r", with: "^r").replacingAll("\n", with: "^n")
    }
    var line = p.group.map { $0 + "." } ?? ""
    line += p.name.text
    if !parameters.isEmpty { line += ";" + encodeParameters(parameters) }
    return line + ":" + value
  }

  /// Reads one line of `Extra Properties`; nil when it is malformed.
  static func decodeExtra(_ line: String) -> RawProperty? {
    let bytes = Array(line.utf8)
    var i = 0
    var inQuotes = false
    var nameEnd: Int?
    while i < bytes.count {
      let b = bytes[i]
      if b == 0x22 { inQuotes.toggle() }
      if !inQuotes {
        if b == 0x3B && nameEnd == nil { nameEnd = i }
        if b == 0x3A { break }
      }
      i += 1
    }
    guard i < bytes.count else { return nil }
    let head = String(decoding: bytes[..<(nameEnd ?? i)], as: UTF8.self)
    var group: String?
    var name = head
    if let dot = head.firstIndex(of: ".") {
      group = String(head[..<dot])
      name = String(head[head.index(after: dot)...])
    }
    guard !name.isEmpty, group?.isEmpty != true else { return nil }
    var parameters = [Parameter]()
    if let nameEnd {
      guard let p = decodeParameters(String(decoding: bytes[(nameEnd + 1)..<i], as: UTF8.self)) else { return nil }
      parameters = p
    }
    var value = String(decoding: bytes[(i + 1)...], as: UTF8.self)
    if takeMarkers(&parameters).contains(.caret) { value = uncaret(Array(value.utf8)) }
    return RawProperty(group: group, name: PropertyName(name), parameters: parameters, value: value)
  }

  // MARK: Dates and media

  /// A media value as a cell.
  static func encodeMedia(_ m: Media) -> (cell: String, marker: Marker?) {
    switch m {
    case .uri(let s):
      return (s, s.lowercased().hasPrefix("data:") ? .uri : nil)
    case .inline(let bytes, let type):
      return ("data:" + (type ?? "") + ";base64," + String(decoding: Base64.encode(bytes), as: UTF8.self), nil)
    }
  }

  /// Reads a media cell; nil when a `data:` URI has malformed base64.
  static func decodeMedia(_ cell: String, isURI: Bool) -> Media? {
    guard !isURI, cell.lowercased().hasPrefix("data:"), let r = cell.firstRange(of: ";base64,") else { return .uri(cell) }
    let type = String(cell[cell.index(cell.startIndex, offsetBy: 5)..<r.lowerBound])
    guard let bytes = Base64.decode(cell[r.upperBound...].utf8) else { return nil }
    return .inline(bytes: bytes, mediaType: type.isEmpty ? nil : type)
  }
}

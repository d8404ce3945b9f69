/// A parsed JSON value (RFC 8259). Objects keep their key order.
enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  /// A number, as written.
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
    default: false
    }
  }

  func hash(into hasher: inout Hasher) {
    switch self {
    case .string(let s): hasher.combine(s)
    case .array(let a): hasher.combine(a)
    default: hasher.combine(0)
    }
  }

  /// The value as text: strings as they are, numbers and booleans as written.
  var text: String? {
    switch self {
    case .string(let s): s
    case .number(let n): n
    case .bool(let b): b ? "true" : "false"
    default: nil
    }
  }
}

/// Why JSON could not be parsed, with the 1-based line and byte column.
struct JSONError: Error {
  var message: String
  var line: Int
  var column: Int
}

/// A recursive-descent JSON parser over bytes that tracks line and column for its errors.
struct JSONParser {
  private let b: UnsafeBufferPointer<UInt8>
  private(set) var i: Int
  private let end: Int
  private(set) var line: Int
  private(set) var lineStart: Int
  private var depth = 0
  static let maxDepth = 256

  /// Parses the bytes `b[start..<end]`; `line` is the line `start` is on and `lineStart` the offset where that line begins.
  init(_ b: UnsafeBufferPointer<UInt8>, start: Int, end: Int, line: Int, lineStart: Int) {
    self.b = b
    i = start
    self.end = end
    self.line = line
    self.lineStart = lineStart
  }

  /// Parses one value followed only by whitespace.
  mutating func parseDocument() throws(JSONError) -> JSONValue {
    let v = try parseValue()
    skipWhitespace()
    if i < end { throw error("unexpected text after the JSON value") }
    return v
  }

  func error(_ message: String) -> JSONError {
    JSONError(message: message, line: line, column: i - lineStart + 1)
  }

  mutating func skipWhitespace() {
    while i < end {
      let c = b[i]
      if c == ASCII.lf {
        line += 1
        lineStart = i + 1
      } else if c == ASCII.cr {
        if i + 1 < end, b[i + 1] == ASCII.lf { i += 1 }
        line += 1
        lineStart = i + 1
      } else if c != ASCII.space && c != ASCII.tab {
        return
      }
      i += 1
    }
  }

  /// The next non-whitespace byte, if any.
  mutating func peek() -> UInt8? {
    skipWhitespace()
    return i < end ? b[i] : nil
  }

  /// Consumes `byte` (after whitespace) or throws.
  mutating func expect(_ byte: UInt8, _ what: String) throws(JSONError) {
    guard peek() == byte else { throw error("expected \(what)") }
    i += 1
  }

  /// The current 1-based line and column.
  var position: (line: Int, column: Int) { (line, i - lineStart + 1) }

  /// The text read since offset `start` (an offset ``i`` had), as UTF-8.
  func text(from start: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
  }

  mutating func parseValue() throws(JSONError) -> JSONValue {
    skipWhitespace()
    guard i < end else { throw error("unexpected end of input") }
    switch b[i] {
    case 0x5B: return try parseArray()
    case 0x7B: return try parseObject()
    case ASCII.quote: return .string(try parseString())
    case 0x74: return try literal("true", .bool(true))
    case 0x66: return try literal("false", .bool(false))
    case 0x6E: return try literal("null", .null)
    case ASCII.hyphen, 0x30...0x39: return try parseNumber()
    default: throw error("unexpected character '\(String(decoding: [b[i]], as: UTF8.self))'")
    }
  }

  private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONError) -> JSONValue {
    let n = word.utf8CodeUnitCount
    guard end - i >= n else { throw error("unexpected end of input") }
    for k in 0..<n where b[i + k] != word.utf8Start[k] { throw error("invalid literal") }
    i += n
    return value
  }

  private mutating func parseNumber() throws(JSONError) -> JSONValue {
    let start = i
    if b[i] == ASCII.hyphen { i += 1 }
    while i < end, (0x30...0x39).contains(b[i]) || b[i] == ASCII.dot || b[i] == 0x65 || b[i] == 0x45 || b[i] == 0x2B || b[i] == ASCII.hyphen {
      i += 1
    }
    if i == start + (b[start] == ASCII.hyphen ? 1 : 0) { throw error("invalid number") }
    return .number(String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self))
  }

  private mutating func parseArray() throws(JSONError) -> JSONValue {
    depth += 1
    defer { depth -= 1 }
    if depth > Self.maxDepth { throw error("JSON nested deeper than \(Self.maxDepth) levels") }
    i += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if i < end, b[i] == 0x5D {
      i += 1
      return .array(items)
    }
    while true {
      items.append(try parseValue())
      skipWhitespace()
      guard i < end else { throw error("unexpected end of input inside an array") }
      if b[i] == ASCII.comma {
        i += 1
        continue
      }
      if b[i] == 0x5D {
        i += 1
        return .array(items)
      }
      throw error("expected ',' or ']' in an array")
    }
  }

  private mutating func parseObject() throws(JSONError) -> JSONValue {
    depth += 1
    defer { depth -= 1 }
    if depth > Self.maxDepth { throw error("JSON nested deeper than \(Self.maxDepth) levels") }
    i += 1
    var members: [(String, JSONValue)] = []
    skipWhitespace()
    if i < end, b[i] == 0x7D {
      i += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard i < end, b[i] == ASCII.quote else { throw error("expected a string key in an object") }
      let key = try parseString()
      skipWhitespace()
      guard i < end, b[i] == ASCII.colon else { throw error("expected ':' after an object key") }
      i += 1
      members.append((key, try parseValue()))
      skipWhitespace()
      guard i < end else { throw error("unexpected end of input inside an object") }
      if b[i] == ASCII.comma {
        i += 1
        continue
      }
      if b[i] == 0x7D {
        i += 1
        return .object(members)
      }
      throw error("expected ',' or '}' in an object")
    }
  }

  private mutating func parseString() throws(JSONError) -> String {
    i += 1
    let start = i
    var simple = true
    while i < end {
      let c = b[i]
      if c == ASCII.quote {
        if simple {
          let s = String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
          i += 1
          return s
        }
        break
      }
      if c == ASCII.backslash {
        simple = false
        i += 2
        continue
      }
      if c < 0x20 { throw error("control character inside a string") }
      i += 1
    }
    // Slow path with escapes.
    i = start
    var out: [UInt8] = []
    while i < end {
      let c = b[i]
      if c == ASCII.quote {
        i += 1
        return String(decoding: out, as: UTF8.self)
      }
      if c == ASCII.backslash {
        guard i + 1 < end else { break }
        let e = b[i + 1]
        i += 2
        switch e {
        case ASCII.quote, ASCII.backslash, 0x2F: out.append(e)
        case 0x62: out.append(0x08)
        case 0x66: out.append(0x0C)
        case 0x6E: out.append(ASCII.lf)
        case 0x72: out.append(ASCII.cr)
        case 0x74: out.append(ASCII.tab)
        case 0x75:
          var scalar = try hex4()
          if scalar >= 0xD800 && scalar <= 0xDBFF, i + 1 < end, b[i] == ASCII.backslash, b[i + 1] == 0x75 {
            i += 2
            let low = try hex4()
            if low >= 0xDC00 && low <= 0xDFFF {
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else {
              appendUTF8(0xFFFD, to: &out)
              scalar = low
            }
          }
          if scalar >= 0xD800 && scalar <= 0xDFFF { scalar = 0xFFFD }
          appendUTF8(scalar, to: &out)
        default:
          throw error("invalid escape '\\\(String(decoding: [e], as: UTF8.self))' in a string")
        }
        continue
      }
      if c < 0x20 { throw error("control character inside a string") }
      out.append(c)
      i += 1
    }
    throw error("unterminated string")
  }

  private mutating func hex4() throws(JSONError) -> UInt32 {
    guard end - i >= 4 else { throw error("truncated \\u escape") }
    var v: UInt32 = 0
    for _ in 0..<4 {
      guard let d = QuotedPrintable.hex(b[i]) else { throw error("invalid \\u escape") }
      v = v << 4 | UInt32(d)
      i += 1
    }
    return v
  }
}

/// Where JSON text is written: a byte array, or the lint report's own buffer (``JSONText``).
protocol JSONByteSink {
  mutating func append(_ byte: UInt8)
  /// Appends `bytes` (not empty).
  mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: JSONByteSink where Element == UInt8 {
  mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}

/// Writes JSON text.
enum JSONWriter {
  /// A JSON string: runs of bytes that need no escape are copied whole; quotes, backslashes
  /// and control characters are escaped (RFC 8259 §7).
  static func appendString<Sink: JSONByteSink>(_ s: String, to out: inout Sink) {
    out.append(ASCII.quote)
    // The bytes are read in place: a copy of the string to call `withUTF8` on retained it,
    // and a file name shared by every finding was retained from every thread.
    if s.utf8.withContiguousStorageIfAvailable({ appendEscaped($0, to: &out) }) == nil {
      var s = s
      s.withUTF8 { appendEscaped($0, to: &out) }
    }
    out.append(ASCII.quote)
  }

  private static func appendEscaped<Sink: JSONByteSink>(_ b: UnsafeBufferPointer<UInt8>, to out: inout Sink) {
    var start = 0
    var i = 0
    while i < b.count {
      // Eight bytes at a time while none needs an escape (most text needs none).
      if b.count - i >= 8 && !mayNeedEscape(UnsafeRawPointer(b.baseAddress! + i).loadUnaligned(as: UInt64.self)) {
        i += 8
        continue
      }
      let c = b[i]
      i += 1
      guard c < 0x20 || c == ASCII.quote || c == ASCII.backslash else { continue }
      let at = i - 1
      if start < at { out.appendBytes(UnsafeBufferPointer(rebasing: b[start..<at])) }
      out.append(ASCII.backslash)
      switch c {
      case ASCII.quote: out.append(ASCII.quote)
      case ASCII.backslash: out.append(ASCII.backslash)
      case ASCII.lf: out.append(0x6E)
      case ASCII.cr: out.append(0x72)
      case ASCII.tab: out.append(0x74)
      default:
        let hex: StaticString = "0123456789abcdef"
        for byte in [0x75, 0x30, 0x30, hex.utf8Start[Int(c >> 4)], hex.utf8Start[Int(c & 15)]] { out.append(byte) }
      }
      start = i
    }
    if start < b.count { out.appendBytes(UnsafeBufferPointer(rebasing: b[start...])) }
  }

  /// False when none of the eight bytes is a control character, a quote or a backslash; true
  /// may be a false alarm only for bytes next to one (the word tests of "Bit Twiddling Hacks").
  @inline(__always)
  private static func mayNeedEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func hasZeroByte(_ x: UInt64) -> Bool { (x &- ones) & ~x & highs != 0 }
    let control = (word &- ones &* 0x20) & ~word & highs != 0
    return control || hasZeroByte(word ^ (ones &* UInt64(ASCII.quote))) || hasZeroByte(word ^ (ones &* UInt64(ASCII.backslash)))
  }
}

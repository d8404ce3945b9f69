/// A small JSON writer for the lint reports: objects and arrays written in order, strings
/// escaped (RFC 8259), no intermediate values.
struct JSONText {
  private(set) var bytes: [UInt8] = []
  private var needsComma: [Bool] = [false]
  private let indent: Bool

  init(indent: Bool = true, capacity: Int = 4096) {
    self.indent = indent
    bytes.reserveCapacity(capacity)
  }

  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Ends the text with a line break (after the outermost value).
  mutating func newline() { bytes.append(0x0A) }

  private mutating func separate() {
    if needsComma[needsComma.count - 1] { bytes.append(0x2C) }
    needsComma[needsComma.count - 1] = true
    if indent && needsComma.count > 1 {
      bytes.append(0x0A)
      appendIndent()
    }
  }

  /// Two spaces per open bracket but the outermost (copied, not appended one by one).
  private mutating func appendIndent() {
    var count = 2 * (needsComma.count - 1)
    while count > 0 {
      let n = min(count, Self.spaces.utf8CodeUnitCount)
      bytes.append(contentsOf: UnsafeBufferPointer(start: Self.spaces.utf8Start, count: n))
      count -= n
    }
  }

  /// Static text, not an array: the threads that render parts at once must not share a
  /// reference count (retaining one object from two cores makes them wait for each other).
  private static let spaces: StaticString = "                                "

  private mutating func open(_ bracket: UInt8) {
    bytes.append(bracket)
    needsComma.append(false)
  }

  private mutating func close(_ bracket: UInt8) {
    let hadItems = needsComma.removeLast()
    if indent && hadItems {
      bytes.append(0x0A)
      appendIndent()
    }
    bytes.append(bracket)
  }

  /// Writes `items` as the next elements of the open array, rendered in parts on up to
  /// `threads` threads and joined in order: the same text as rendering them one by one.
  mutating func elements<Item: Sendable>(
    _ items: [Item], threads: Int, _ render: @Sendable (Item, inout JSONText) -> Void
  ) {
    guard threads > 1, items.count >= 4096 else {
      for item in items { render(item, &self) }
      return
    }
    let depth = needsComma.count
    let continuing = needsComma[depth - 1]
    let size = max(1024, items.count / (threads * 8))
    let parts = stride(from: 0, to: items.count, by: size).map { $0..<min(items.count, $0 + size) }
    let indent = indent
    let rendered = parallelMap(parts, threads: threads) { range in
      // A writer at the same depth, so indentation and commas come out as in one pass.
      var part = JSONText(indent: indent, capacity: range.count * 256)
      part.needsComma = Array(repeating: true, count: depth - 1) + [continuing || range.lowerBound > 0]
      for i in range { render(items[i], &part) }
      return part.bytes
    }
    for part in rendered { bytes += part }
    needsComma[depth - 1] = true
  }

  /// Starts an object as a value (in an array or at the top).
  mutating func beginObject() {
    separate()
    open(0x7B)
  }

  /// Starts an object as the value of `key`.
  mutating func beginObject(_ key: String) {
    self.key(key)
    open(0x7B)
  }

  mutating func endObject() { close(0x7D) }

  mutating func beginArray(_ key: String) {
    self.key(key)
    open(0x5B)
  }

  mutating func endArray() { close(0x5D) }

  /// Keys are written as given: they are the writer's own names and need no escaping.
  private mutating func key(_ key: String) {
    separate()
    bytes.append(0x22)
    bytes.append(utf8: key)
    bytes.append(0x22)
    bytes.append(0x3A)
    if indent { bytes.append(0x20) }
  }

  mutating func string(_ key: String, _ value: String) {
    self.key(key)
    appendQuoted(value)
  }

  mutating func optionalString(_ key: String, _ value: String?) {
    self.key(key)
    if let value { appendQuoted(value) } else { bytes.append(utf8: "null") }
  }

  mutating func number(_ key: String, _ value: Int) {
    self.key(key)
    appendInteger(value)
  }

  mutating func optionalNumber(_ key: String, _ value: Int?) {
    self.key(key)
    if let value { appendInteger(value) } else { bytes.append(utf8: "null") }
  }

  mutating func bool(_ key: String, _ value: Bool) {
    self.key(key)
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  /// A string element of an array.
  mutating func element(_ value: String) {
    separate()
    appendQuoted(value)
  }

  /// A JSON string, escaped as ``JSONWriter`` escapes jCard's.
  private mutating func appendQuoted(_ value: String) {
    JSONWriter.appendString(value, to: &bytes)
  }

  private mutating func appendInteger(_ value: Int) {
    // By magnitude: `-Int.min` does not exist.
    if value < 0 { bytes.append(0x2D) }
    appendMagnitude(value.magnitude)
  }

  private mutating func appendMagnitude(_ value: UInt) {
    if value >= 10 { appendMagnitude(value / 10) }
    bytes.append(0x30 + UInt8(value % 10))
  }
}

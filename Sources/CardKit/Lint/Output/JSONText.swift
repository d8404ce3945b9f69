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

  private mutating func separate() {
    if needsComma[needsComma.count - 1] { bytes.append(0x2C) }
    needsComma[needsComma.count - 1] = true
    if indent && needsComma.count > 1 {
      bytes.append(0x0A)
      bytes += repeatElement(0x20, count: 2 * (needsComma.count - 1))
    }
  }

  private mutating func open(_ bracket: UInt8) {
    bytes.append(bracket)
    needsComma.append(false)
  }

  private mutating func close(_ bracket: UInt8) {
    let hadItems = needsComma.removeLast()
    if indent && hadItems {
      bytes.append(0x0A)
      bytes += repeatElement(0x20, count: 2 * (needsComma.count - 1))
    }
    bytes.append(bracket)
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

  private mutating func key(_ key: String) {
    separate()
    JSONWriter.appendString(key, to: &bytes)
    bytes.append(0x3A)
    if indent { bytes.append(0x20) }
  }

  mutating func string(_ key: String, _ value: String) {
    self.key(key)
    JSONWriter.appendString(value, to: &bytes)
  }

  mutating func optionalString(_ key: String, _ value: String?) {
    self.key(key)
    if let value { JSONWriter.appendString(value, to: &bytes) } else { bytes += Array("null".utf8) }
  }

  mutating func number(_ key: String, _ value: Int) {
    self.key(key)
    bytes += Array(String(value).utf8)
  }

  mutating func optionalNumber(_ key: String, _ value: Int?) {
    self.key(key)
    bytes += Array((value.map(String.init) ?? "null").utf8)
  }

  mutating func bool(_ key: String, _ value: Bool) {
    self.key(key)
    bytes += Array((value ? "true" : "false").utf8)
  }

  /// A string element of an array.
  mutating func element(_ value: String) {
    separate()
    JSONWriter.appendString(value, to: &bytes)
  }
}

/// A fixed set of ASCII names looked up case-insensitively straight from bytes: an FNV-1a hash
/// of the upper-cased bytes into an open-addressing table, then a byte comparison. Used for
/// property names, parameter names and TYPE tokens on the reader's hot path, where building
/// an upper-case String and hashing it with SipHash cost more than the rest of the line.
struct NameTable<Value: Sendable>: Sendable {
  private var keys: [[UInt8]?]
  private var values: [Value?]
  private let mask: Int

  init(_ entries: [(String, Value)]) {
    var size = 16
    while size < entries.count * 4 { size *= 2 }
    mask = size - 1
    keys = Array(repeating: nil, count: size)
    values = Array(repeating: nil, count: size)
    for (name, value) in entries {
      let upper = Array(name.utf8).map(ASCII.upper)
      var slot = Self.hash(upper, 0, upper.count) & mask
      while keys[slot] != nil {
        if keys[slot]! == upper { break }
        slot = (slot + 1) & mask
      }
      keys[slot] = upper
      values[slot] = value
    }
  }

  @inline(__always)
  private static func hash(_ b: some RandomAccessCollection<UInt8>, _ s: Int, _ e: Int) -> Int {
    var h: UInt32 = 2_166_136_261
    var i = s
    while i < e {
      h = (h ^ UInt32(ASCII.upper(b[b.index(b.startIndex, offsetBy: i)]))) &* 16_777_619
      i += 1
    }
    return Int(h)
  }

  @inline(__always)
  private static func hash(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Int {
    var h: UInt32 = 2_166_136_261
    var i = s
    while i < e {
      h = (h ^ UInt32(ASCII.upper(b[i]))) &* 16_777_619
      i += 1
    }
    return Int(h)
  }

  /// The value for the bytes `b[s..<e]`, compared case-insensitively.
  func lookup(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Value? {
    var slot = Self.hash(b, s, e) & mask
    while let key = keys[slot] {
      if key.count == e - s {
        var equal = true
        var k = 0
        while k < key.count {
          if key[k] != ASCII.upper(b[s + k]) {
            equal = false
            break
          }
          k += 1
        }
        if equal { return values[slot] }
      }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// The value for a string, compared case-insensitively.
  func lookup(_ text: String) -> Value? {
    var text = text
    return text.withUTF8 { lookup($0, 0, $0.count) }
  }
}

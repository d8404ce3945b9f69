/// Base64 (RFC 4648) on bytes, tolerant of whitespace and line breaks inside the data.
enum Base64 {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
  private static let decodeTable: [UInt8] = {
    var t = [UInt8](repeating: 0xFF, count: 256)
    for (i, c) in alphabet.enumerated() { t[Int(c)] = UInt8(i) }
    t[Int(UInt8(ascii: "-"))] = 62  // URL-safe alphabet, seen in the wild
    t[Int(UInt8(ascii: "_"))] = 63
    return t
  }()

  /// Decodes; whitespace is skipped, padding optional. Nil when a byte outside the alphabet
  /// appears or the length is impossible.
  static func decode(_ input: some Collection<UInt8>) -> [UInt8]? {
    var out = [UInt8]()
    out.reserveCapacity(input.count * 3 / 4)
    var acc: UInt32 = 0
    var bits = 0
    var sawPadding = false
    for c in input {
      if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { continue }
      if c == 0x3D {
        sawPadding = true
        continue
      }
      let v = decodeTable[Int(c)]
      if v == 0xFF || sawPadding { return nil }
      acc = (acc << 6) | UInt32(v)
      bits += 6
      if bits >= 8 {
        bits -= 8
        out.append(UInt8((acc >> UInt32(bits)) & 0xFF))
      }
    }
    if bits >= 6 { return nil }
    return out
  }

  /// Encodes with padding and no line breaks.
  static func encode(_ bytes: some Collection<UInt8>) -> [UInt8] {
    var out = [UInt8]()
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var it = bytes.makeIterator()
    while let b0 = it.next() {
      let b1 = it.next()
      let b2 = it.next()
      let n = UInt32(b0) << 16 | UInt32(b1 ?? 0) << 8 | UInt32(b2 ?? 0)
      out.append(alphabet[Int((n >> 18) & 63)])
      out.append(alphabet[Int((n >> 12) & 63)])
      out.append(b1 == nil ? 0x3D : alphabet[Int((n >> 6) & 63)])
      out.append(b2 == nil ? 0x3D : alphabet[Int(n & 63)])
    }
    return out
  }
}

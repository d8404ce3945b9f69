/// Base64 (RFC 4648) on bytes, tolerant of whitespace and line breaks inside the data, and of
/// the URL-safe alphabet (`-` and `_`), seen in the wild.
enum Base64 {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
  /// The 6-bit value of each byte; 0xFF for bytes outside the alphabet, 0xFE for whitespace
  /// (space, tab, LF, CR), 0xFD for the padding `=`.
  private static let decodeTable: [UInt8] = {
    var t = [UInt8](repeating: 0xFF, count: 256)
    for (i, c) in alphabet.enumerated() { t[Int(c)] = UInt8(i) }
    t[Int(UInt8(ascii: "-"))] = 62
    t[Int(UInt8(ascii: "_"))] = 63
    for c in [0x20, 0x09, 0x0A, 0x0D] { t[c] = 0xFE }
    t[0x3D] = 0xFD
    return t
  }()

  /// Decodes; whitespace is skipped, padding optional. Nil when a byte outside the alphabet
  /// appears (or data after padding), or the length is impossible.
  static func decode(_ input: some Collection<UInt8>) -> [UInt8]? {
    guard let (bytes, strayLast) = decodeAllowingStrayLast(input), !strayLast else { return nil }
    return bytes
  }

  /// Decodes as ``decode(_:)`` does, but takes one character too many at the end (a length one
  /// more than a multiple of four, which no encoder writes: the data was cut or a character
  /// added). That character holds six bits, no whole byte, so the bytes are the same without
  /// it; `strayLast` says it was there.
  static func decodeAllowingStrayLast(_ input: some Collection<UInt8>) -> (bytes: [UInt8], strayLast: Bool)? {
    if let result = input.withContiguousStorageIfAvailable({ decode(buffer: $0) }) { return result }
    return Array(input).withUnsafeBufferPointer { decode(buffer: $0) }
  }

  private static func decode(buffer input: UnsafeBufferPointer<UInt8>) -> (bytes: [UInt8], strayLast: Bool)? {
    var valid = true
    var strayLast = false
    // Four characters give three bytes; a partial group gives fewer.
    let out = [UInt8](unsafeUninitializedCapacity: input.count / 4 * 3 + 3) { out, count in
      decodeTable.withUnsafeBufferPointer { table in
        var acc: UInt32 = 0
        var bits = 0
        var n = 0
        var sawPadding = false
        for c in input {
          let v = table[Int(c)]
          if v < 64 {
            if sawPadding {
              valid = false
              break
            }
            acc = (acc << 6) | UInt32(v)
            bits += 6
            if bits >= 8 {
              bits -= 8
              out[n] = UInt8(truncatingIfNeeded: acc >> UInt32(bits))
              n += 1
            }
          } else if v == 0xFD {
            sawPadding = true
          } else if v == 0xFF {
            valid = false
            break
          }
        }
        if bits >= 6 { strayLast = true }
        count = n
      }
    }
    return valid ? (out, strayLast) : nil
  }

  /// Encodes with padding and no line breaks.
  static func encode(_ bytes: some Collection<UInt8>) -> [UInt8] {
    if let result = bytes.withContiguousStorageIfAvailable({ encode(buffer: $0) }) { return result }
    return Array(bytes).withUnsafeBufferPointer { encode(buffer: $0) }
  }

  private static func encode(buffer b: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    let length = (b.count + 2) / 3 * 4
    return [UInt8](unsafeUninitializedCapacity: length) { out, count in
      alphabet.withUnsafeBufferPointer { a in
        var i = 0
        var o = 0
        while i + 3 <= b.count {
          let n = UInt32(b[i]) << 16 | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2])
          out[o] = a[Int(n >> 18)]
          out[o + 1] = a[Int((n >> 12) & 63)]
          out[o + 2] = a[Int((n >> 6) & 63)]
          out[o + 3] = a[Int(n & 63)]
          i += 3
          o += 4
        }
        if i < b.count {
          let b1 = i + 1 < b.count ? UInt32(b[i + 1]) : 0
          let n = UInt32(b[i]) << 16 | b1 << 8
          out[o] = a[Int(n >> 18)]
          out[o + 1] = a[Int((n >> 12) & 63)]
          out[o + 2] = i + 1 < b.count ? a[Int((n >> 6) & 63)] : 0x3D
          out[o + 3] = 0x3D
          o += 4
        }
        count = o
      }
    }
  }
}

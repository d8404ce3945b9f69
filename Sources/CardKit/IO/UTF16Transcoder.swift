/// Streaming UTF-16 to UTF-8 transcoding: chunks may split a code unit or a surrogate pair.
struct UTF16Transcoder {
  let bigEndian: Bool
  private var pendingByte: UInt8?
  private var pendingHigh: UInt16?
  /// Code units that could not be decoded (each became U+FFFD).
  private(set) var invalidCount = 0

  init(bigEndian: Bool) {
    self.bigEndian = bigEndian
  }

  mutating func transcode(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
    out.reserveCapacity(out.count + bytes.count)
    var i = 0
    if let first = pendingByte, bytes.count > 0 {
      pendingByte = nil
      unit(bigEndian ? UInt16(first) << 8 | UInt16(bytes[0]) : UInt16(bytes[0]) << 8 | UInt16(first), into: &out)
      i = 1
    }
    while i + 1 < bytes.count {
      let a = UInt16(bytes[i])
      let b = UInt16(bytes[i + 1])
      unit(bigEndian ? a << 8 | b : b << 8 | a, into: &out)
      i += 2
    }
    if i < bytes.count { pendingByte = bytes[i] }
  }

  /// Ends the input: an odd byte or an unpaired high surrogate becomes U+FFFD.
  mutating func finish(into out: inout [UInt8]) {
    if pendingHigh != nil || pendingByte != nil {
      invalidCount += 1
      appendUTF8(0xFFFD, to: &out)
    }
    pendingHigh = nil
    pendingByte = nil
  }

  @inline(__always)
  private mutating func unit(_ u: UInt16, into out: inout [UInt8]) {
    if let high = pendingHigh {
      pendingHigh = nil
      if u >= 0xDC00 && u <= 0xDFFF {
        appendUTF8(0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(u) - 0xDC00), to: &out)
        return
      }
      invalidCount += 1
      appendUTF8(0xFFFD, to: &out)
    }
    if u >= 0xD800 && u <= 0xDBFF {
      pendingHigh = u
    } else if u >= 0xDC00 && u <= 0xDFFF {
      invalidCount += 1
      appendUTF8(0xFFFD, to: &out)
    } else if u < 0x80 {
      out.append(UInt8(u))
    } else {
      appendUTF8(UInt32(u), to: &out)
    }
  }
}

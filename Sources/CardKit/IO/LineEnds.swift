#if canImport(Glibc)
  import Glibc
#endif

/// Physical line splitting shared by the vCard and CSV readers: LF, CRLF, CR alone and the
/// `CR CR LF` some Windows tools write all end one line.
enum LineEnds {
  /// Whether a CR not followed by LF ends a line. Old Mac files use CR alone, and some files
  /// mix it in (`VERSION:3.0\rN:…`); but a CR inside a value of a CRLF file (Thunderbird
  /// writes `custom\r3`) is data. A lone CR ends a line when what follows starts a line:
  /// a content line (`NAME:` or `NAME;`, optionally grouped), a fold, or another line end.
  /// Nil when the bytes end before that is decided (more input may follow).
  @inline(__always)
  static func loneCRBreaks(_ b: UnsafeBufferPointer<UInt8>, at j: Int, end: Int) -> Bool? {
    guard j < end else { return true }
    let c = b[j]
    if c == ASCII.space || c == ASCII.tab || c == ASCII.cr || c == ASCII.lf { return true }
    var k = j
    var sawDot = false
    while k < end {
      let d = b[k]
      if ASCII.isNameByte(d) || d == 0x5F {
        k &+= 1
        continue
      }
      if d == ASCII.dot && !sawDot && k > j {
        sawDot = true
        k &+= 1
        continue
      }
      return k > j && (d == ASCII.colon || d == ASCII.semicolon)
    }
    return nil
  }

  /// Finds the end of the line starting at `start`. Returns the index of the first terminator
  /// byte and the index after the terminator, or nil when no terminator is found before `end`
  /// (or when the buffer ends right after a CR and more input may still follow, unless `atEOF`).
  @inline(__always)
  static func next(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, atEOF: Bool) -> (lineEnd: Int, next: Int)? {
    guard start < end, let base = b.baseAddress else { return nil }
    var i = start
    while i < end {
      // memchr finds LF (and CR) many bytes at a time.
      let lf = memchr(base + i, 0x0A, end - i).map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base } ?? end
      guard let crPointer = memchr(base + i, 0x0D, lf - i) else {
        if lf < end { return (lf, lf + 1) }
        return atEOF ? (end, end) : nil
      }
      let c = UnsafePointer<UInt8>(crPointer.assumingMemoryBound(to: UInt8.self)) - base
      if c + 1 < end {
        if b[c + 1] == ASCII.lf { return (c, c + 2) }
        if b[c + 1] == ASCII.cr {
          if c + 2 < end { return b[c + 2] == ASCII.lf ? (c, c + 3) : (c, c + 1) }
          return atEOF ? (c, c + 1) : nil
        }
        switch loneCRBreaks(b, at: c + 1, end: end) {
        case .some(true): return (c, c + 1)
        case .some(false):
          i = c + 1
          continue
        case .none:
          // Only the rest of the input can tell; at its end, the CR ends the line.
          return atEOF ? (c, c + 1) : nil
        }
      }
      return atEOF ? (c, c + 1) : nil
    }
    return atEOF && start < end ? (end, end) : nil
  }
}

/// Physical line splitting shared by the vCard and CSV readers: LF, CRLF, CR alone and the
/// `CR CR LF` some Windows tools write all end one line.
enum LineEnds {
  /// Whether a CR not followed by LF ends a line. Old Mac files use CR alone, and some files
  /// mix it in (`VERSION:3.0\rN:…`); but a CR inside a value of a CRLF file (Thunderbird
  /// writes `custom\r3`) is data. A lone CR ends a line when what follows starts a line:
  /// a content line (`NAME:` or `NAME;`, optionally grouped), a fold, or another line end.
  @inline(__always)
  static func loneCRBreaks(_ b: UnsafeBufferPointer<UInt8>, at j: Int, end: Int) -> Bool {
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
    return true
  }

  /// Finds the end of the line starting at `start`. Returns the index of the first terminator
  /// byte and the index after the terminator, or nil when no terminator is found before `end`
  /// (or when the buffer ends right after a CR and more input may still follow, unless `atEOF`).
  @inline(__always)
  static func next(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, atEOF: Bool) -> (lineEnd: Int, next: Int)? {
    var i = start
    while i < end {
      let c = b[i]
      if c == ASCII.lf { return (i, i + 1) }
      if c == ASCII.cr {
        if i + 1 < end {
          if b[i + 1] == ASCII.lf { return (i, i + 2) }
          if b[i + 1] == ASCII.cr {
            if i + 2 < end {
              return b[i + 2] == ASCII.lf ? (i, i + 3) : (i, i + 1)
            }
            return atEOF ? (i, i + 1) : nil
          }
          if loneCRBreaks(b, at: i + 1, end: end) { return (i, i + 1) }
          i &+= 1
          continue
        }
        return atEOF ? (i, i + 1) : nil
      }
      i &+= 1
    }
    return atEOF && start < end ? (end, end) : nil
  }
}

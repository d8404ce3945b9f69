/// A property value as UTF-8 text in vCard escaping (`\n`, `\,`, `\;`, `\\`), after transfer
/// decoding. Quoted-printable values may also hold real line breaks; they read as newlines.
///
/// Codecs take the value in the shape their property has: whole text, a comma list, or
/// `;`-separated components each a comma list (RFC 6350 §3.3). vCard 2.1 has no comma lists:
/// a comma there is text.
struct PropertyText: Sendable {
  /// The buffer holding the value (often the whole card's unfolded text, shared).
  private var storage: [UInt8]
  private var range: Range<Int>
  var commaLists: Bool

  init(bytes: [UInt8], commaLists: Bool = true) {
    storage = bytes
    range = 0..<bytes.count
    self.commaLists = commaLists
  }

  /// A value that is a range of a larger buffer, without copying it.
  init(storage: [UInt8], range: Range<Int>, commaLists: Bool) {
    self.storage = storage
    self.range = range
    self.commaLists = commaLists
  }

  /// The value's bytes.
  var bytes: ArraySlice<UInt8> { storage[range] }

  /// Builds escaped text from unescaped strings (jCard values, CSV cells).
  init(components: [[String]]) {
    var out: [UInt8] = []
    for (i, component) in components.enumerated() {
      if i > 0 { out.append(ASCII.semicolon) }
      for (j, item) in component.enumerated() {
        if j > 0 { out.append(ASCII.comma) }
        out.append(contentsOf: TextEscaping.escape(item).utf8)
      }
    }
    self.init(bytes: out)
  }

  var isEmpty: Bool { range.isEmpty }

  /// Calls `body` with the storage and the value's range in it.
  @inline(__always)
  private func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>, Int, Int) -> R) -> R {
    storage.withUnsafeBufferPointer { body($0, range.lowerBound, range.upperBound) }
  }

  /// The whole value unescaped.
  func text() -> String {
    withBytes { b, s, e in unescape(b, s, e) }
  }

  /// The value split at unescaped commas (NICKNAME, CATEGORIES).
  func list() -> [String] {
    withBytes { b, s, e in split(b, s, e, on: ASCII.comma).map { unescape(b, $0.lowerBound, $0.upperBound) } }
  }

  /// The value split at unescaped semicolons, each component split at unescaped commas
  /// (N, ADR); with `lists: false` each component is one string (ORG). One pass, no
  /// intermediate ranges.
  func components(lists: Bool = true) -> [[String]] {
    let splitLists = lists && commaLists
    return withBytes { b, s, e in
      var out: [[String]] = []
      out.reserveCapacity(7)
      var current: [String] = []
      var itemStart = s
      var i = s
      while i < e {
        let c = b[i]
        if c == ASCII.backslash {
          i += 2
          continue
        }
        if c == ASCII.semicolon {
          // Empty items are not kept: an empty component stays an empty array (no buffer).
          if i > itemStart { current.append(unescape(b, itemStart, i)) }
          out.append(current)
          current = []
          itemStart = i + 1
        } else if c == ASCII.comma && splitLists {
          if i > itemStart { current.append(unescape(b, itemStart, i)) }
          itemStart = i + 1
        }
        i += 1
      }
      if e > itemStart { current.append(unescape(b, itemStart, e)) }
      out.append(current)
      return out
    }
  }

  /// The value as a raw property keeps it: escaped text, line breaks as `\n`.
  func rawText() -> String {
    let bytes = self.bytes
    guard bytes.contains(where: { $0 == ASCII.lf || $0 == ASCII.cr }) else {
      return String(decoding: bytes, as: UTF8.self)
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 8)
    var previousCR = false
    for c in bytes {
      if c == ASCII.cr {
        out += [ASCII.backslash, 0x6E]
      } else if c == ASCII.lf {
        if !previousCR { out += [ASCII.backslash, 0x6E] }
      } else {
        out.append(c)
      }
      previousCR = c == ASCII.cr
    }
    return String(decoding: out, as: UTF8.self)
  }

  private func split(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int, on separator: UInt8) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = s
    var i = s
    while i < e {
      let c = b[i]
      if c == ASCII.backslash {
        i += 2
        continue
      }
      if c == separator {
        ranges.append(start..<i)
        start = i + 1
      }
      i += 1
    }
    ranges.append(start..<max(start, e))
    return ranges
  }

  /// Unescapes a range: `\n` `\N` newline; `\\` `\,` `\;` `\:` `\"` the character; any other escape
  /// keeps its backslash, and the byte after it is read as any other. CRLF and CR become LF.
  private func unescape(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> String {
    var needs = false
    var i = s
    while i < e {
      let c = b[i]
      if c == ASCII.backslash || c == ASCII.cr {
        needs = true
        break
      }
      i += 1
    }
    if !needs { return String(decoding: UnsafeBufferPointer(rebasing: b[s..<e]), as: UTF8.self) }
    return String(unsafeUninitializedCapacity: e - s) { out in
      var n = 0
      var i = s
      while i < e {
        let c = b[i]
        if c == ASCII.backslash, i + 1 < e {
          let d = b[i + 1]
          switch d {
          case 0x6E, 0x4E: out[n] = ASCII.lf
          case ASCII.backslash, ASCII.comma, ASCII.semicolon, ASCII.colon, ASCII.quote: out[n] = d
          default:
            // Not an escape: the backslash stays, and the next byte (a CR to become LF, say)
            // is read on the next turn.
            out[n] = c
            n += 1
            i += 1
            continue
          }
          n += 1
          i += 2
          continue
        }
        if c == ASCII.cr {
          out[n] = ASCII.lf
          n += 1
          i += (i + 1 < e && b[i + 1] == ASCII.lf) ? 2 : 1
          continue
        }
        out[n] = c
        n += 1
        i += 1
      }
      return n
    }
  }
}

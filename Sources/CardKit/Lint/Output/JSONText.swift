/// A small JSON writer for the lint reports: objects and arrays written in order, strings
/// escaped (RFC 8259), no intermediate values.
struct JSONText {
  /// The text so far, in a buffer of the writer's own: `Array.append(contentsOf:)` costs about
  /// a hundred instructions a call, and a finding is some thirty short pieces.
  private var out: Buffer
  /// Open brackets (the outermost value counts as one), and for each of the innermost 64 a
  /// bit: whether it holds an item yet (the next item needs a comma). A bit set, not an
  /// array: the writer asks at every key, for hundreds of thousands of findings.
  private var depth = 1
  private var hasItems: UInt64 = 0
  private let indent: Bool

  init(indent: Bool = true, capacity: Int = 4096) {
    self.indent = indent
    out = Buffer(capacity: capacity)
  }

  /// A writer into `buffer`, emptied first (its room is kept).
  private init(indent: Bool, reusing buffer: Buffer) {
    self.indent = indent
    buffer.removeAll()
    out = buffer
  }

  var text: String { String(decoding: out.bytes, as: UTF8.self) }

  /// Ends the text with a line break (after the outermost value).
  mutating func newline() { out.append(0x0A) }

  private var bit: UInt64 { 1 << UInt64((depth - 1) & 63) }

  private mutating func separate() {
    if hasItems & bit != 0 { out.append(0x2C) }
    hasItems |= bit
    if indent && depth > 1 { appendNewlineAndIndent() }
  }

  /// A line break and two spaces per open bracket but the outermost, copied in one piece
  /// (static text, not an array: the threads that render parts at once must not share a
  /// reference count, and retaining one object from two cores makes them wait for each other).
  private mutating func appendNewlineAndIndent() {
    let count = 1 + 2 * (depth - 1)
    let piece = Self.newlineAndSpaces.utf8CodeUnitCount
    append(Self.newlineAndSpaces, count: min(count, piece))
    var left = count - piece
    while left > 0 {
      let n = min(left, piece - 1)
      append(Self.newlineAndSpaces, from: 1, count: n)
      left -= n
    }
  }

  private static let newlineAndSpaces: StaticString = "\n                                                                "

  /// Appends `count` bytes of `text` from `start`.
  @inline(__always)
  private mutating func append(_ text: StaticString, from start: Int = 0, count: Int) {
    out.appendBytes(UnsafeBufferPointer(start: text.utf8Start + start, count: count))
  }

  private mutating func open(_ bracket: UInt8) {
    precondition(depth < 64, "JSONText nests at most 63 brackets")
    out.append(bracket)
    depth += 1
    hasItems &= ~bit
  }

  private mutating func close(_ bracket: UInt8) {
    let hadItems = hasItems & bit != 0
    hasItems &= ~bit
    depth -= 1
    if indent && hadItems { appendNewlineAndIndent() }
    out.append(bracket)
  }

  /// Hands the text written so far to `emit` and starts the buffer over (a large report is
  /// written out in pieces rather than held whole).
  mutating func drain<E: Error>(_ emit: (UnsafeBufferPointer<UInt8>) throws(E) -> Void) throws(E) {
    if !out.bytes.isEmpty { try emit(out.bytes) }
    out.removeAll()
  }

  /// Writes `items` as the next elements of the open array, rendered in parts on up to
  /// `threads` threads, the same text as rendering them one by one, and hands the text to
  /// `emit` as it goes: what was written before, then each part (not joined: that would copy
  /// the whole report). The parts are rendered in waves, and each wave is handed out while
  /// the next renders, so that writing a large report overlaps making it. Only two waves are
  /// held at a time, and the buffers of a wave handed out are rendered into again: a large
  /// report's text is never all in memory, and its pages are not touched afresh for every
  /// part.
  mutating func elements<Item: Sendable, E: Error>(
    _ items: [Item], threads: Int, emit: (UnsafeBufferPointer<UInt8>) throws(E) -> Void,
    _ render: @Sendable (Item, inout JSONText) -> Void
  ) throws(E) {
    try drain(emit)
    // A writer for each part at this one's depth, so indentation and commas come out as in
    // one pass.
    let depth = depth
    let outer = hasItems
    let continuing = hasItems & bit != 0
    let indent = indent
    try renderInWaves(partRanges(items.count, threads: threads), threads: threads, render: { range, buffer in
      var part = buffer.map { JSONText(indent: indent, reusing: $0) } ?? JSONText(indent: indent, capacity: range.count * 256)
      part.depth = depth
      part.hasItems = outer
      if continuing || range.lowerBound > 0 { part.hasItems |= part.bit } else { part.hasItems &= ~part.bit }
      // Each item is lent to `render` in place (`items[i]` copied it, retaining its strings).
      items.withUnsafeBufferPointer { items in
        for i in range { render(items[i], &part) }
      }
      return part.out
    }) { (part) throws(E) in
      if !part.bytes.isEmpty { try emit(part.bytes) }
    }
    if !items.isEmpty { hasItems |= bit }
  }

  /// How `count` elements are cut into parts: one for a short list or one thread, else
  /// eight or so per thread.
  private func partRanges(_ count: Int, threads: Int) -> [Range<Int>] {
    let size = threads > 1 && count >= 4096 ? max(1024, count / (threads * 8)) : max(1, count)
    return stride(from: 0, to: count, by: size).map { $0..<min(count, $0 + size) }
  }

  /// Starts an object as a value (in an array or at the top).
  mutating func beginObject() {
    separate()
    open(0x7B)
  }

  /// Starts an object as the value of `key`.
  mutating func beginObject(_ key: StaticString) {
    self.key(key)
    open(0x7B)
  }

  mutating func endObject() { close(0x7D) }

  mutating func beginArray(_ key: StaticString) {
    self.key(key)
    open(0x5B)
  }

  mutating func endArray() { close(0x5D) }

  /// Keys are the writer's own names, written as given (no escaping).
  private mutating func key(_ key: StaticString) {
    self.key(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
  }

  /// A key made at run time (a code in the summary's counts); it needs no escaping either.
  private mutating func key(_ key: String) {
    var key = key
    key.withUTF8 { self.key($0) }
  }

  private mutating func key(_ bytes: UnsafeBufferPointer<UInt8>) {
    separate()
    out.append(0x22)
    out.appendBytes(bytes)
    append(indent ? "\": " : "\":", count: indent ? 3 : 2)
  }

  mutating func string(_ key: StaticString, _ value: String) {
    self.key(key)
    appendQuoted(value)
  }

  mutating func optionalString(_ key: StaticString, _ value: String?) {
    self.key(key)
    if let value { appendQuoted(value) } else { append("null", count: 4) }
  }

  mutating func number(_ key: StaticString, _ value: Int) {
    self.key(key)
    appendInteger(value)
  }

  /// A number under a key made at run time.
  mutating func number(named key: String, _ value: Int) {
    self.key(key)
    appendInteger(value)
  }

  mutating func optionalNumber(_ key: StaticString, _ value: Int?) {
    self.key(key)
    if let value { appendInteger(value) } else { append("null", count: 4) }
  }

  mutating func bool(_ key: StaticString, _ value: Bool) {
    self.key(key)
    if value { append("true", count: 4) } else { append("false", count: 5) }
  }

  /// A string element of an array.
  mutating func element(_ value: String) {
    separate()
    appendQuoted(value)
  }

  /// A JSON string, escaped as ``JSONWriter`` escapes jCard's.
  private mutating func appendQuoted(_ value: String) {
    JSONWriter.appendString(value, to: &out)
  }

  private mutating func appendInteger(_ value: Int) {
    // By magnitude: `-Int.min` does not exist.
    if value < 0 { out.append(0x2D) }
    appendMagnitude(value.magnitude)
  }

  private mutating func appendMagnitude(_ value: UInt) {
    if value >= 10 { appendMagnitude(value / 10) }
    out.append(0x30 + UInt8(value % 10))
  }
}

extension JSONText {
  /// A growable byte buffer written through a pointer. Each writer (and each part a writer
  /// renders on another thread) has its own; none is shared between threads.
  final class Buffer: JSONByteSink, @unchecked Sendable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
      self.capacity = max(64, capacity)
      base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    @inline(__always)
    func append(_ byte: UInt8) {
      if count == capacity { grow(1) }
      base[count] = byte
      count += 1
    }

    /// Short pieces (keys, indentation) are copied byte by byte: a call to `memmove` costs
    /// more than copying them.
    @inline(__always)
    func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
      guard let start = bytes.baseAddress else { return }
      let n = bytes.count
      if n > capacity - count { grow(n) }
      let to = base + count
      if n <= 16 {
        for i in 0..<n { to[i] = start[i] }
      } else {
        to.update(from: start, count: n)
      }
      count += n
    }

    /// The bytes written so far (valid until the next write).
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Forgets the bytes written, keeping the room.
    func removeAll() { count = 0 }

    private func grow(_ extra: Int) {
      let newCapacity = max(capacity * 2, count + extra)
      let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
      newBase.update(from: base, count: count)
      base.deallocate()
      base = newBase
      capacity = newCapacity
    }
  }
}

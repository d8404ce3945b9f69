/// A streaming RFC 4180 tokenizer over bytes: feed it chunks of any size, receive records.
///
/// An explicit state machine (`State`) reads quoted fields, doubled quotes, line breaks
/// inside quotes, CRLF, LF and CR line ends and a missing final line break. Memory stays flat:
/// only the record being read is buffered. It is lenient where real files are broken, and
/// says so with a diagnostic:
/// - a quote inside an unquoted field is an ordinary character (`5'10" tall`);
/// - text after a closing quote (`"abc"def`) is kept, closing quote included (S005);
/// - a quoted field that spans lines and is followed by text (`"oops` … `"x`), a quoted field
///   never closed before the end (S004), and a quoted field longer than
///   ``maximumFieldBytes`` (S007) are taken to start with a stray quote: that quote becomes a
///   literal character and the bytes after it are read again, so the records after a stray
///   quote are still read as records.
///
/// Works on any ASCII-compatible encoding (UTF-8, Windows-1252): only the delimiter, `"`,
/// CR and LF are special. Columns count bytes from 1.
public struct CSVTokenizer {
  /// The states of the machine, named after what the last byte read was.
  enum State {
    /// At the start of a field (or record).
    case fieldStart
    /// Inside a field that did not start with a quote.
    case unquoted
    /// Inside a quoted field.
    case quoted
    /// After a quote inside a quoted field: either the first of a doubled quote or the closing one.
    case quoteInQuoted
    /// After a CR that ended a record: a following LF belongs to it.
    case afterCR
  }

  private enum ByteClass {
    static let ordinary: UInt8 = 0
    static let quote: UInt8 = 1
    static let delimiter: UInt8 = 2
    static let cr: UInt8 = 3
    static let lf: UInt8 = 4
  }

  private enum Rewind {
    case neverClosed, strayQuote, tooLong
  }

  /// The field delimiter (`,`, `;` or tab).
  public let delimiter: UInt8
  /// A quoted field longer than this is taken to start with a stray quote.
  public var maximumFieldBytes: Int
  /// The file name used in diagnostics.
  public let fileName: String
  /// Findings so far; see ``drainDiagnostics()``.
  public private(set) var diagnostics: [Diagnostic] = []
  /// Records emitted so far.
  public private(set) var recordCount = 0

  private let classes: [UInt8]
  var state: State = .fieldStart
  /// The bytes of the open record's fields: `storage[0..<used]` (the array is kept larger so
  /// that runs are copied with `memcpy` into its tail instead of appended).
  private var storage: [UInt8] = []
  private var used = 0
  private var spans: [CSVFieldSpan] = []
  private var fieldStart = 0
  private var fieldLine = 1
  private var fieldColumn = 1
  private var quoteOffset = 0
  private var quoteLineStart = 0
  private var recordLine = 1
  private var line = 1
  private var lineStart = 0
  private var base = 0
  private var consumed = 0
  private var lastWasCR = false
  private var pendingReplay: (bytes: [UInt8], base: Int)?

  /// A tokenizer for one input. `maximumFieldBytes` bounds memory when a quote is never closed.
  public init(delimiter: UInt8 = 0x2C, fileName: String = "<input>", maximumFieldBytes: Int = 8 << 20) {
    self.delimiter = delimiter
    self.fileName = fileName
    self.maximumFieldBytes = maximumFieldBytes
    var table = [UInt8](repeating: ByteClass.ordinary, count: 256)
    table[0x22] = ByteClass.quote
    table[0x0D] = ByteClass.cr
    table[0x0A] = ByteClass.lf
    table[Int(delimiter)] = ByteClass.delimiter
    classes = table
    storage = [UInt8](repeating: 0, count: 4096)
    spans.reserveCapacity(64)
  }

  /// Returns the findings gathered since the last call and forgets them.
  public mutating func drainDiagnostics() -> [Diagnostic] {
    defer { diagnostics.removeAll() }
    return diagnostics
  }

  /// Reads a chunk; `emit` receives each record completed by it.
  public mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>, emit: (CSVRecord) -> Void) {
    guard let p = chunk.baseAddress, chunk.count > 0 else { return }
    let chunkBase = consumed
    var i = 0
    while i < chunk.count {
      base = chunkBase
      i = run(p, chunk.count, from: i, emit: emit)
      replayPending(emit: emit)
    }
    consumed += chunk.count
  }

  /// Reads a chunk held in an array.
  public mutating func feed(_ chunk: [UInt8], emit: (CSVRecord) -> Void) {
    chunk.withUnsafeBufferPointer { feed($0, emit: emit) }
  }

  /// Ends the input: closes an open field and record (a missing final line break), and
  /// re-reads the rest after a quote that was never closed.
  public mutating func finish(emit: (CSVRecord) -> Void) {
    while state == .quoted {
      rewind(.neverClosed, includingClosingQuote: false)
      replayPending(emit: emit)
    }
    switch state {
    case .fieldStart:
      if !spans.isEmpty {
        startField(at: consumed)
        endField(quoted: false)
        endRecord(emit)
      }
    case .unquoted:
      endField(quoted: false)
      endRecord(emit)
    case .quoteInQuoted:
      endField(quoted: true)
      endRecord(emit)
    case .quoted, .afterCR:
      break
    }
    state = .fieldStart
  }

  // MARK: The machine

  private mutating func replayPending(emit: (CSVRecord) -> Void) {
    guard var replay = pendingReplay else { return }
    pendingReplay = nil
    var i = 0
    while i < replay.bytes.count {
      base = replay.base
      let bytes = replay.bytes
      i = bytes.withUnsafeBufferPointer { run($0.baseAddress!, $0.count, from: i, emit: emit) }
      if let next = pendingReplay {
        pendingReplay = nil
        replay = (next.bytes + replay.bytes[i...], next.base)
        i = 0
      }
    }
  }

  /// Starts a field whose first byte is at stream offset `offset`.
  @inline(__always)
  private mutating func startField(at offset: Int) {
    if spans.isEmpty { recordLine = line }
    fieldStart = used
    fieldLine = line
    fieldColumn = offset - lineStart + 1
  }

  @inline(__always)
  private mutating func endField(quoted: Bool) {
    spans.append(CSVFieldSpan(start: fieldStart, end: used, line: fieldLine, column: fieldColumn, wasQuoted: quoted))
  }

  private mutating func endRecord(_ emit: (CSVRecord) -> Void) {
    let index = recordCount
    let line = recordLine
    let count = used
    storage.withUnsafeBufferPointer { all in
      spans.withUnsafeBufferPointer { fields in
        emit(CSVRecord(bytes: UnsafeBufferPointer(rebasing: all[0..<count]), fields: fields, index: index, line: line))
      }
    }
    recordCount += 1
    used = 0
    spans.removeAll(keepingCapacity: true)
  }

  /// Copies `count` bytes to the end of the open record.
  @inline(__always)
  private mutating func append(_ from: UnsafePointer<UInt8>, _ count: Int) {
    if used + count > storage.count { grow(to: used + count) }
    let at = used
    storage.withUnsafeMutableBufferPointer { $0.baseAddress!.advanced(by: at).update(from: from, count: count) }
    used += count
  }

  @inline(__always)
  private mutating func appendQuote() {
    if used + 1 > storage.count { grow(to: used + 1) }
    storage[used] = 0x22
    used += 1
  }

  private mutating func grow(to size: Int) {
    storage.append(contentsOf: repeatElement(0, count: max(size, storage.count * 2) - storage.count))
  }

  @inline(__always)
  private mutating func newline(after offset: Int) {
    line += 1
    lineStart = offset
  }

  /// Runs the machine over `p[start..<n]`; returns where it stopped (`n`, or earlier when a
  /// rewind asks for bytes to be read again first).
  private mutating func run(_ p: UnsafePointer<UInt8>, _ n: Int, from start: Int, emit: (CSVRecord) -> Void) -> Int {
    let table = classes
    return table.withUnsafeBufferPointer { cls -> Int in
      var i = start
      while i < n {
        switch state {
        case .fieldStart:
          startField(at: base + i)
          switch cls[Int(p[i])] {
          case ByteClass.quote:
            state = .quoted
            quoteOffset = base + i
            quoteLineStart = lineStart
            lastWasCR = false
            i += 1
          case ByteClass.delimiter:
            // A run of empty fields (`,,,,`), common in wide layouts: one span each, no state changes.
            endField(quoted: false)
            i += 1
            while i < n && p[i] == delimiter {
              spans.append(CSVFieldSpan(start: used, end: used, line: line, column: base + i - lineStart + 1, wasQuoted: false))
              i += 1
            }
          case ByteClass.cr:
            endField(quoted: false)
            endRecord(emit)
            i += 1
            newline(after: base + i)
            state = .afterCR
          case ByteClass.lf:
            endField(quoted: false)
            endRecord(emit)
            i += 1
            newline(after: base + i)
          default:
            state = .unquoted
          }

        case .unquoted:
          var j = i
          while j < n && cls[Int(p[j])] < ByteClass.delimiter { j += 1 }
          if j > i { append(p + i, j - i) }
          i = j
          if j == n { break }
          let c = cls[Int(p[j])]
          endField(quoted: false)
          i += 1
          if c == ByteClass.delimiter {
            state = .fieldStart
          } else {
            endRecord(emit)
            newline(after: base + i)
            state = c == ByteClass.cr ? .afterCR : .fieldStart
          }

        case .quoted:
          var j = i
          var previousCR = lastWasCR
          while j < n {
            let c = cls[Int(p[j])]
            if c == ByteClass.quote { break }
            if c == ByteClass.cr {
              newline(after: base + j + 1)
              previousCR = true
            } else {
              if c == ByteClass.lf {
                if !previousCR { line += 1 }
                lineStart = base + j + 1
              }
              previousCR = false
            }
            j += 1
          }
          lastWasCR = previousCR
          if j > i { append(p + i, j - i) }
          if used - fieldStart > maximumFieldBytes {
            rewind(.tooLong, includingClosingQuote: false)
            return j
          }
          if j == n { return n }
          state = .quoteInQuoted
          i = j + 1

        case .quoteInQuoted:
          let c = cls[Int(p[i])]
          switch c {
          case ByteClass.quote:
            appendQuote()
            lastWasCR = false
            state = .quoted
            i += 1
          case ByteClass.delimiter:
            endField(quoted: true)
            state = .fieldStart
            i += 1
          case ByteClass.cr, ByteClass.lf:
            endField(quoted: true)
            endRecord(emit)
            i += 1
            newline(after: base + i)
            state = c == ByteClass.cr ? .afterCR : .fieldStart
          default:
            if line != fieldLine {
              rewind(.strayQuote, includingClosingQuote: true)
              return i
            }
            report(.csvTextAfterQuote, "text after the closing quote of a field; kept, quote included", line: line, column: base + i - lineStart + 1)
            appendQuote()
            state = .unquoted
          }

        case .afterCR:
          if p[i] == 0x0A {
            i += 1
            lineStart = base + i
          }
          state = .fieldStart
        }
      }
      return n
    }
  }

  /// Takes the open quoted field to start with a stray quote: the quote becomes a literal
  /// character and the field's raw bytes are queued to be read again.
  private mutating func rewind(_ why: Rewind, includingClosingQuote: Bool) {
    var raw = [UInt8]()
    raw.reserveCapacity(used - fieldStart + 8)
    for b in storage[fieldStart..<used] {
      raw.append(b)
      if b == 0x22 { raw.append(0x22) }  // inside a quoted field every quote was doubled
    }
    if includingClosingQuote { raw.append(0x22) }
    used = fieldStart
    appendQuote()
    switch why {
    case .neverClosed:
      report(.csvUnbalancedQuote, "quote opened here is never closed; read as a literal quote", line: fieldLine, column: fieldColumn)
    case .strayQuote:
      report(.csvStrayQuote, "quoted field spans lines and is followed by text; its opening quote was read as a literal quote", line: fieldLine, column: fieldColumn)
    case .tooLong:
      report(.csvFieldTooLong, "quoted field longer than \(maximumFieldBytes) bytes; its opening quote was read as a literal quote", line: fieldLine, column: fieldColumn)
    }
    line = fieldLine
    lineStart = quoteLineStart
    lastWasCR = false
    state = .unquoted
    pendingReplay = (raw, quoteOffset + 1)
  }

  private mutating func report(_ code: DiagnosticCode, _ message: String, line: Int, column: Int) {
    diagnostics.append(Diagnostic(code, message, at: SourceLocation(file: fileName, line: line, column: column)))
  }
}

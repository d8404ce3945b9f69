#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Records written to a temporary file and read back in the order written: what a command
/// keeps between two steps without holding it in memory, as `sort` spills to disk. CSV output
/// keeps each card's cells there while the header is planned from every card.
///
/// The file is made in `$TMPDIR` (else `/tmp`) and unlinked at once, so it takes no name in the
/// directory and its space is given back when the process ends, however it ends.
final class SpillFile {
  /// Where the file was made, for messages.
  let path: String
  private let fd: Int32
  private var buffer: [UInt8] = []
  private var readOffset = 0
  private var reading = false
  private var atEnd = false
  private let chunk = 1 << 20

  /// A new, empty spill file in `directory` (by default `$TMPDIR`, else `/tmp`).
  init(directory: String? = nil) throws(OutputError) {
    var directory = directory ?? getenv("TMPDIR").map { String(cString: $0) } ?? ""
    if directory.isEmpty { directory = "/tmp" }
    while directory.count > 1 && directory.hasSuffix("/") { directory.removeLast() }
    var template = Array("\(directory)/cardkit-spill-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard descriptor >= 0 else {
      throw OutputError(path: path, reason: "cannot make a temporary file: \(InputFile.errnoText()) (set TMPDIR to another directory)")
    }
    fd = descriptor
    unlink(path)
    buffer.reserveCapacity(chunk + 4096)
  }

  deinit {
    close(fd)
  }

  /// Adds a record after the ones written before.
  func append(_ record: [UInt8]) throws(OutputError) {
    precondition(!reading, "a spill file is written before it is read")
    withUnsafeBytes(of: UInt64(record.count).littleEndian) { buffer.append(contentsOf: $0) }
    buffer.append(contentsOf: record)
    if buffer.count >= chunk { try flush() }
  }

  /// Ends the writing; the records are then read back with ``next(upTo:)``.
  func rewind() throws(OutputError) {
    try flush()
    guard lseek(fd, 0, SEEK_SET) == 0 else { throw failure("cannot read it back") }
    reading = true
  }

  /// The next records in the order written, at most `limit` of them (and more than none
  /// unless the last was read), one after the other in `bytes`, each at its range.
  func next(upTo limit: Int) throws(OutputError) -> (bytes: [UInt8], records: [Range<Int>]) {
    precondition(reading, "rewind a spill file before reading it")
    var bytes: [UInt8] = []
    var records: [Range<Int>] = []
    while records.count < limit {
      guard try fill(8) else { break }
      let length = readLength()
      guard try fill(length) else { throw OutputError(path: path, reason: "temporary file: a record was cut short reading it back") }
      records.append(bytes.count..<bytes.count + length)
      bytes.append(contentsOf: buffer[readOffset..<readOffset + length])
      readOffset += length
    }
    return (bytes, records)
  }

  /// Whether `count` bytes are buffered after the read offset, reading more as needed; false
  /// when the file ends first.
  private func fill(_ count: Int) throws(OutputError) -> Bool {
    while buffer.count - readOffset < count {
      if atEnd { return false }
      buffer.removeSubrange(0..<readOffset)
      readOffset = 0
      let want = max(chunk, count - buffer.count)
      let start = buffer.count
      buffer.append(contentsOf: repeatElement(0, count: want))
      var n = 0
      repeat {
        n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + start, want) }
      } while n < 0 && errno == EINTR
      guard n >= 0 else { throw failure("cannot read it back") }
      buffer.removeLast(want - n)
      if n == 0 { atEnd = true }
    }
    return true
  }

  private func readLength() -> Int {
    var value: UInt64 = 0
    withUnsafeMutableBytes(of: &value) { $0.copyBytes(from: buffer[readOffset..<readOffset + 8]) }
    readOffset += 8
    return Int(UInt64(littleEndian: value))
  }

  private func flush() throws(OutputError) {
    var offset = 0
    while offset < buffer.count {
      let n = buffer.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0 {
        if errno == EINTR { continue }
        throw failure("cannot write it")
      }
      offset += n
    }
    buffer.removeAll(keepingCapacity: true)
  }

  private func failure(_ what: String) -> OutputError {
    let full = errno == ENOSPC || errno == EDQUOT
    let reason = "temporary file: \(what): \(String(cString: strerror(errno)))"
    return OutputError(path: path, reason: full ? reason + " (set TMPDIR to a directory with more room)" : reason)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Records written to a temporary file and read back in the order written: what a command
/// keeps between two steps without holding it in memory, as `sort` spills to disk. CSV output
/// keeps each card's cells there while the header is planned from every card. The file is
/// unlinked at once (``Descriptor/unlinkedTemporaryFile(prefix:in:)``).
final class SpillFile {
  /// Where the file was made, for messages.
  let path: String
  private let fd: Int32
  private var buffer: [UInt8] = []
  private var readOffset = 0
  /// The file opened again for reading, from its start, once the writing has ended.
  private var reader: InputFile?
  private var atEnd = false
  private let chunk = 1 << 20

  /// A new, empty spill file in `directory` (by default `$TMPDIR`, else `/tmp`).
  init(directory: String? = nil) throws(OutputError) {
    (fd, path) = Descriptor.unlinkedTemporaryFile(prefix: "cardkit-spill", in: directory)
    guard fd >= 0 else {
      throw OutputError(path: path, reason: "cannot make a temporary file: \(InputFile.errnoText()) (set TMPDIR to another directory)")
    }
    buffer.reserveCapacity(chunk + 4096)
  }

  deinit {
    close(fd)
  }

  /// Adds a record after the ones written before.
  func append(_ record: [UInt8]) throws(OutputError) {
    precondition(reader == nil, "a spill file is written before it is read")
    withUnsafeBytes(of: UInt64(record.count).littleEndian) { buffer.append(contentsOf: $0) }
    buffer.append(contentsOf: record)
    if buffer.count >= chunk { try flush() }
  }

  /// Ends the writing; the records are then read back with ``next(upTo:)``.
  func rewind() throws(OutputError) {
    try flush()
    // A fresh open of the unlinked file (as standard input's spool is read): from its start.
    do {
      reader = try InputFile(path: "/proc/self/fd/\(fd)")
    } catch {
      throw OutputError(path: path, reason: "temporary file: cannot read it back: \(error.reason)")
    }
  }

  /// The next records in the order written, at most `limit` of them (and more than none
  /// unless the last was read), one after the other in `bytes`, each at its range.
  func next(upTo limit: Int) throws(OutputError) -> (bytes: [UInt8], records: [Range<Int>]) {
    guard let reader else { preconditionFailure("rewind a spill file before reading it") }
    var bytes: [UInt8] = []
    var records: [Range<Int>] = []
    while records.count < limit {
      guard try fill(8, from: reader) else { break }
      let length = readLength()
      guard try fill(length, from: reader) else { throw OutputError(path: path, reason: "temporary file: a record was cut short reading it back") }
      records.append(bytes.count..<bytes.count + length)
      bytes.append(contentsOf: buffer[readOffset..<readOffset + length])
      readOffset += length
    }
    return (bytes, records)
  }

  /// Whether `count` bytes are buffered after the read offset, reading more as needed; false
  /// when the file ends first.
  private func fill(_ count: Int, from reader: InputFile) throws(OutputError) -> Bool {
    while buffer.count - readOffset < count {
      if atEnd { return false }
      buffer.removeSubrange(0..<readOffset)
      readOffset = 0
      do {
        if try reader.read(appendingTo: &buffer, maximum: max(chunk, count - buffer.count)) == 0 { atEnd = true }
      } catch {
        throw OutputError(path: path, reason: "temporary file: cannot read it back: \(error.reason)")
      }
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
    let error = buffer.withUnsafeBytes { Descriptor.writeAll(fd, $0) }.error
    guard error == 0 else { throw failure("cannot write it", error) }
    buffer.removeAll(keepingCapacity: true)
  }

  private func failure(_ what: String, _ error: Int32 = errno) -> OutputError {
    let reason = "temporary file: \(what): \(String(cString: strerror(error)))"
    let full = error == ENOSPC || error == EDQUOT
    return OutputError(path: path, reason: full ? reason + " (set TMPDIR to a directory with more room)" : reason)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the writers and spools do with file descriptors.
enum Descriptor {
  /// Writes all of `bytes` to `descriptor`, calling again after an interrupted or short
  /// write. Returns the bytes written and the `errno` that stopped it (0 when none did).
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> (written: Int, error: Int32) {
    var offset = 0
    while offset < bytes.count {
      let n = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        return (offset, errno)
      }
      offset += n
    }
    return (offset, 0)
  }

  /// A new temporary file in `directory` (by default `$TMPDIR`, else `/tmp`), named `prefix`
  /// and six random characters, unlinked at once: it takes no name in the directory and its
  /// space is given back when the process ends, however it ends. Returns its descriptor (-1,
  /// with `errno` set, when it could not be made) and the path it was made at.
  static func unlinkedTemporaryFile(prefix: String, in directory: String? = nil) -> (descriptor: Int32, path: String) {
    var directory = directory ?? getenv("TMPDIR").map { String(cString: $0) } ?? ""
    if directory.isEmpty { directory = "/tmp" }
    while directory.count > 1 && directory.hasSuffix("/") { directory.removeLast() }
    var template = Array("\(directory)/\(prefix)-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if descriptor >= 0 { unlink(path) }
    return (descriptor, path)
  }
}

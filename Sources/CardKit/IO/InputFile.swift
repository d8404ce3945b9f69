#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why an input cannot be read.
public struct InputError: Error, Sendable, CustomStringConvertible {
  /// The path as given (`-` for standard input).
  public var path: String
  /// What went wrong, from the system (`No such file or directory`), or what the file is when
  /// it is plainly not an address book (`it is a ZIP archive, not …`).
  public var reason: String
  /// What to do about it, when CardKit knows (`unpack it first …`).
  public var advice: String? = nil
  /// `cannot read 'path': reason`.
  public var description: String { "cannot read '\(path)': \(reason)" }
}

/// A file (or standard input, spelled `-`) read in chunks with plain `read(2)`, so memory stays
/// flat however large the file is.
public final class InputFile {
  /// The path as given; `-` for standard input.
  public let path: String
  /// The name to show in diagnostics (`<stdin>` for standard input).
  public let displayName: String
  /// The size in bytes when known (regular files), for progress reporting.
  public let size: Int?
  private let fd: Int32
  private let ownsDescriptor: Bool
  /// Bytes consumed so far.
  public private(set) var bytesRead = 0

  /// Opens a path; `-` is standard input. Directories and unreadable paths throw.
  public init(path: String) throws(InputError) {
    self.path = path
    if path == "-" {
      displayName = "<stdin>"
      if let spool = InputFile.spool.descriptor {
        // A fresh open of the spool file: its own offset, from the start.
        let descriptor = open("/proc/self/fd/\(spool)", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputError(path: "<stdin>", reason: InputFile.errnoText()) }
        fd = descriptor
        ownsDescriptor = true
        size = InputFile.spool.size
      } else {
        fd = 0
        ownsDescriptor = false
        size = nil
      }
      return
    }
    displayName = path
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw InputError(path: path, reason: InputFile.errnoText()) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let reason = InputFile.errnoText()
      close(descriptor)
      throw InputError(path: path, reason: reason)
    }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      close(descriptor)
      throw InputError(path: path, reason: "is a directory")
    }
    fd = descriptor
    ownsDescriptor = true
    size = (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : nil
  }

  deinit {
    if ownsDescriptor { close(fd) }
    scratch?.deallocate()
  }

  /// Read scratch space, allocated on first use and reused.
  private var scratch: UnsafeMutableRawBufferPointer?

  /// Appends up to `maximum` bytes to `buffer`; returns how many were appended (0 at the end).
  @discardableResult
  public func read(appendingTo buffer: inout [UInt8], maximum: Int = 1 << 20) throws(InputError) -> Int {
    if scratch == nil || scratch!.count < maximum {
      scratch?.deallocate()
      scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: max(maximum, 1 << 16), alignment: 16)
    }
    let space = scratch!
    var got = 0
    while true {
      let n = Glibc.read(fd, space.baseAddress!, maximum)
      if n < 0 {
        if errno == EINTR { continue }
        throw InputError(path: path, reason: String(cString: strerror(errno)))
      }
      got = n
      break
    }
    buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: space[0..<got]))
    bytesRead += got
    return got
  }

  /// Reads everything that is left.
  public func readAll() throws(InputError) -> [UInt8] {
    var out = [UInt8]()
    if let size { out.reserveCapacity(size) }
    while try read(appendingTo: &out, maximum: 1 << 20) > 0 {}
    return out
  }

  /// Standard input copied to an unlinked temporary file, once spooled.
  nonisolated(unsafe) private static var spool: (descriptor: Int32?, size: Int) = (nil, 0)

  /// Copies standard input to an unlinked temporary file, so that `-` can be opened and read
  /// more than once from here on (a book read in two passes). Call it before the first opening
  /// of `-`, from one thread; calling it again does nothing.
  public static func spoolStandardInput() throws(InputError) {
    guard spool.descriptor == nil else { return }
    let (descriptor, _) = Descriptor.unlinkedTemporaryFile(prefix: "cardkit-stdin")
    guard descriptor >= 0 else { throw InputError(path: "<stdin>", reason: "cannot spool: \(errnoText())") }
    let input = try InputFile(path: "-")
    var buffer: [UInt8] = []
    var size = 0
    while true {
      buffer.removeAll(keepingCapacity: true)
      let n = try input.read(appendingTo: &buffer, maximum: 1 << 20)
      if n == 0 { break }
      let error = buffer.withUnsafeBytes { Descriptor.writeAll(descriptor, $0) }.error
      guard error == 0 else {
        close(descriptor)
        throw InputError(path: "<stdin>", reason: "cannot spool: \(errnoText(error))")
      }
      size += n
    }
    spool = (descriptor, size)
  }

  static func errnoText(_ error: Int32 = errno) -> String {
    switch error {
    case ENOENT: "no such file or directory"
    case EACCES: "permission denied"
    case EISDIR: "is a directory"
    default: String(cString: strerror(error))
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why output cannot be written.
public struct OutputError: Error, Sendable, CustomStringConvertible {
  /// The path as given (`-` for standard output).
  public var path: String
  /// What went wrong, from the system (`Permission denied`, `No space left on device`).
  public var reason: String
  /// `cannot write 'path': reason`.
  public var description: String { "cannot write '\(path)': \(reason)" }
  /// True when the reader of standard output went away (a closed pipe): not a failure.
  public var isBrokenPipe = false
}

/// Buffered output to standard output or to a file written atomically: the bytes go to a
/// temporary file in the same directory, renamed over the destination by ``commit()``. Until
/// then the destination (which may be one of the inputs) is untouched, and a run that fails or
/// is abandoned leaves no partial file. A destination that is a symbolic link is followed: the
/// file it leads to is replaced, and the link stays.
public final class OutputFile {
  /// The destination path; `-` for standard output.
  public let path: String
  private var fd: Int32
  private var temporaryPath: String?
  private var buffer: [UInt8] = []
  private let flushThreshold = 1 << 18
  private var finished = false
  /// True for a destination that is not a regular file, written directly.
  private var writesInPlace = false
  /// Bytes written so far.
  public private(set) var bytesWritten = 0
  /// The file the temporary file is renamed over: `path`, or the file a symbolic link at
  /// `path` leads to.
  private var destination: String

  /// Opens standard output (`-`) or a temporary file next to `path`. A destination that
  /// exists and is not a regular file (`/dev/null`, a FIFO, a terminal) is written directly:
  /// renaming over it would replace the device with a file.
  public init(path: String) throws(OutputError) {
    self.path = path
    destination = path
    buffer.reserveCapacity(flushThreshold + 4096)
    if path == "-" {
      fd = 1
      return
    }
    var existing = stat()
    if stat(path, &existing) == 0, (existing.st_mode & S_IFMT) != S_IFREG {
      if (existing.st_mode & S_IFMT) == S_IFDIR { throw OutputError(path: path, reason: "is a directory") }
      let descriptor = open(path, O_WRONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw OutputError(path: path, reason: InputFile.errnoText()) }
      fd = descriptor
      writesInPlace = true
      return
    }
    guard let destination = Self.followingLinks(path) else {
      throw OutputError(path: path, reason: String(cString: strerror(ELOOP)))
    }
    self.destination = destination
    let base = destination.split(separator: "/").last.map(String.init) ?? "out"
    switch PendingTemporaryFiles.shared.make("\(Self.directory(of: destination))/.\(base).cardkit-XXXXXX") {
    case .success(let made):
      fd = made.descriptor
      temporaryPath = made.path
    case .failure(let error):
      throw OutputError(path: path, reason: InputFile.errnoText(error.code))
    }
    // Keep the destination's permissions when it exists; otherwise the usual 0644 less umask.
    var info = stat()
    if stat(path, &info) == 0 {
      fchmod(fd, info.st_mode & 0o7777)
    } else {
      let mask = umask(0)
      umask(mask)
      fchmod(fd, 0o666 & ~mask)
    }
  }

  deinit {
    if !finished { abandon() }
  }

  /// Appends bytes, flushing when the buffer is large.
  public func write(_ bytes: some Sequence<UInt8>) throws(OutputError) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= flushThreshold { try flush() }
  }

  /// Writes an array of bytes; a large one (a whole report) goes to the descriptor as it is,
  /// after the buffered bytes, instead of being copied into the buffer.
  public func write(_ bytes: [UInt8]) throws(OutputError) {
    guard bytes.count >= flushThreshold else { return try write(bytes[...]) }
    try flush()
    if let failure = bytes.withUnsafeBytes({ writeAll($0) }) { throw failure }
  }

  /// Writes bytes held elsewhere; a large piece (part of a report) goes to the descriptor as
  /// it is, after the buffered bytes, instead of being copied into the buffer.
  public func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(OutputError) {
    guard bytes.count >= flushThreshold else { return try write(bytes[...]) }
    try flush()
    if let failure = writeAll(UnsafeRawBufferPointer(bytes)) { throw failure }
  }

  /// Appends a string's UTF-8 bytes.
  public func write(_ text: String) throws(OutputError) {
    try write(text.utf8)
  }

  /// Writes the buffered bytes to the descriptor.
  public func flush() throws(OutputError) {
    defer { buffer.removeAll(keepingCapacity: true) }
    if let failure = buffer.withUnsafeBytes({ writeAll($0) }) { throw failure }
  }

  /// Writes bytes to the descriptor: all of them, or the error that stopped it.
  private func writeAll(_ raw: UnsafeRawBufferPointer) -> OutputError? {
    let (written, failure) = Descriptor.writeAll(fd, raw)
    bytesWritten += written
    guard failure != 0 else { return nil }
    var error = OutputError(path: path == "-" ? "<stdout>" : path, reason: String(cString: strerror(failure)))
    error.isBrokenPipe = failure == EPIPE
    return error
  }


  /// Flushes and renames the temporary file over the destination.
  public func commit() throws(OutputError) {
    try flush()
    finished = true
    if writesInPlace {
      close(fd)
      return
    }
    guard let temporaryPath else { return }
    // No fsync: the rename makes the new file appear whole or not at all for every reader;
    // durability against power loss is left to the file system, as `sed -i` and `cp` do.
    let destination = destination
    let failure: String? = PendingTemporaryFiles.shared.settle(temporaryPath) {
      if close(fd) != 0 {
        let reason = InputFile.errnoText()
        unlink(temporaryPath)
        return reason
      }
      if rename(temporaryPath, destination) != 0 {
        let reason = InputFile.errnoText()
        unlink(temporaryPath)
        return reason
      }
      return nil
    }
    if let failure { throw OutputError(path: path, reason: failure) }
  }

  /// The file a path names once symbolic links are followed, to a file that may not exist
  /// yet (a dangling link is followed too). Renaming over the link itself would replace it
  /// with a file and leave the file it leads to as it was. Nil for a loop of links (more
  /// than the kernel follows, 40).
  static func followingLinks(_ path: String) -> String? {
    var current = path
    for _ in 0...40 {
      var info = stat()
      guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
      var target = [UInt8](repeating: 0, count: Int(PATH_MAX))
      let count = target.withUnsafeMutableBufferPointer { readlink(current, $0.baseAddress!, $0.count) }
      guard count > 0 else { return current }
      let text = String(decoding: target[..<count], as: UTF8.self)
      current = text.hasPrefix("/") ? text : "\(directory(of: current))/\(text)"
    }
    return nil
  }

  /// The directory part of a path (`.` for a bare name).
  private static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Discards everything: the temporary file is removed and the destination is untouched.
  public func abandon() {
    finished = true
    buffer.removeAll()
    if writesInPlace {
      close(fd)
      return
    }
    if let temporaryPath {
      let fd = fd
      PendingTemporaryFiles.shared.settle(temporaryPath) {
        close(fd)
        unlink(temporaryPath)
      }
    }
  }

  /// Makes an interrupted run (SIGINT, a terminal's Ctrl-C; SIGTERM; SIGHUP) remove the
  /// temporary files of the outputs it has not committed or abandoned before it ends by that
  /// signal, as it would have: without this, a hidden `.name.cardkit-XXXXXX` as large as the
  /// output stays next to it. Call once, first thing in `main`, before any thread starts: the
  /// signals are blocked in every thread and taken by one thread made for them, which can
  /// take a lock and remove files as a signal handler cannot. A signal the process was
  /// started ignoring (SIGINT in a shell's background job) stays ignored.
  public static func removeTemporaryFilesOnInterrupt() {
    let taken = [SIGINT, SIGTERM, SIGHUP].filter { signal in
      var current = sigaction()
      return sigaction(signal, nil, &current) == 0 && !PendingTemporaryFiles.isIgnored(current)
    }
    guard !taken.isEmpty else { return }
    var signals = PendingTemporaryFiles.set(taken)
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    guard let thread = WorkerThreads.start({ PendingTemporaryFiles.shared.awaitInterrupt(taken) }) else {
      pthread_sigmask(SIG_UNBLOCK, &signals, nil)
      return
    }
    pthread_detach(thread)
  }
}

/// The named temporary files of outputs not yet committed or abandoned, which an interrupted
/// run removes (``OutputFile/removeTemporaryFilesOnInterrupt()``). A file is made and settled
/// (renamed or removed) with the lock held, so an interrupt finds each file either still
/// there and listed, or gone and not listed.
final class PendingTemporaryFiles: @unchecked Sendable {
  static let shared = PendingTemporaryFiles()
  private let lock = Lock()
  private var paths: Set<String> = []

  /// A set of signals.
  static func set(_ signals: [Int32]) -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    return set
  }

  /// Whether a disposition is `SIG_IGN`.
  static func isIgnored(_ action: sigaction) -> Bool {
    #if canImport(Glibc)
      return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    #else
      return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    #endif
  }

  /// A new temporary file from a `mkstemp` template, listed: its descriptor and path, or the
  /// error (`errno`) that stopped it.
  func make(_ template: String) -> Result<(descriptor: Int32, path: String), Errno> {
    lock.withLock {
      var bytes = Array(template.utf8CString)
      let descriptor = bytes.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard descriptor >= 0 else { return .failure(Errno(code: errno)) }
      let path = String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      paths.insert(path)
      return .success((descriptor, path))
    }
  }

  /// A system error code.
  struct Errno: Error {
    let code: Int32
  }

  /// Renames or removes a listed file in `body`, and takes it off the list.
  func settle<T>(_ path: String, _ body: () -> T) -> T {
    lock.withLock {
      paths.remove(path)
      return body()
    }
  }

  /// Waits for an interrupt (on the thread made for it), removes every listed file and ends
  /// the process by the same signal. The lock is never released: an output made or settled
  /// after this would race with the end.
  func awaitInterrupt(_ taken: [Int32]) {
    var signals = Self.set(taken)
    var received: Int32 = 0
    guard sigwait(&signals, &received) == 0 else { return }
    lock.lock()
    for path in paths { unlink(path) }
    signal(received, SIG_DFL)
    var one = sigset_t()
    sigemptyset(&one)
    sigaddset(&one, received)
    pthread_sigmask(SIG_UNBLOCK, &one, nil)
    raise(received)
  }
}

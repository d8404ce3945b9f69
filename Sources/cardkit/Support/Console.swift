#if canImport(Glibc)
  import Glibc
#endif
import ArgumentParser
import CardKit

/// Standard error output with optional color, and the exit statuses of the CLI.
enum Console {
  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// The progress line on the screen, erased before any other line is written.
  nonisolated(unsafe) static var progress: ProgressReporter?

  /// Writes a line to standard error (erasing the progress line first).
  static func error(_ text: String) {
    var bytes = Array(text.utf8)
    bytes.append(0x0A)
    writeLines(bytes)
  }

  /// Writes whole lines to standard error (erasing the progress line first).
  static func writeLines(_ bytes: [UInt8]) {
    progress?.clear()
    writeStandardError(bytes)
  }

  /// Writes bytes to standard error as they are.
  static func writeStandardError(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = write(2, raw.baseAddress! + offset, raw.count - offset)
        if n <= 0 { return }
        offset += n
      }
    }
  }
}

/// The exit statuses documented in `cardkit --help`.
enum ExitStatus {
  static let findings: Int32 = 1
  static let ioFailure: Int32 = 2
  static let usage: Int32 = 64
}

/// When to color output.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
  case auto, always, never

  /// Whether standard error gets colors: `auto` means on a terminal, unless `NO_COLOR` is set.
  var enabledOnStandardError: Bool { enabled(onDescriptor: 2) }

  /// Whether output to a file descriptor gets colors: `auto` means when it is a terminal and
  /// `NO_COLOR` is not set to a non-empty value (https://no-color.org).
  func enabled(onDescriptor fd: Int32) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto: Console.isTerminal(fd) && !Self.noColorRequested
    }
  }

  /// Whether the environment has a non-empty `NO_COLOR`.
  static var noColorRequested: Bool {
    guard let value = getenv("NO_COLOR") else { return false }
    return value.pointee != 0
  }
}

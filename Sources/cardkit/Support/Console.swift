#if canImport(Glibc)
  import Glibc
#endif
import ArgumentParser
import CardKit

/// Standard error output with optional color, and the exit statuses of the CLI.
enum Console {
  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// Writes a line to standard error.
  static func error(_ text: String) {
    var bytes = Array(text.utf8)
    bytes.append(0x0A)
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
  var enabledOnStandardError: Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto: Console.isTerminal(2) && getenv("NO_COLOR") == nil
    }
  }
}

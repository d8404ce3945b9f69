import ArgumentParser
import CardKit

/// How findings are shown.
struct DiagnosticOptions: ParsableArguments {
  @Flag(name: .shortAndLong, help: "Show only errors, not warnings and notes, and no progress line.")
  var quiet = false

  @Option(help: "Color findings: auto (on a terminal, unless NO_COLOR is set), always or never.")
  var color: ColorChoice = .auto

  /// Prints findings to standard error.
  func makePrinter() -> DiagnosticPrinter {
    DiagnosticPrinter(renderer: DiagnosticRenderer(colored: color.enabledOnStandardError), quiet: quiet)
  }

  /// The progress line for a long read (on a terminal, unless --quiet).
  func makeProgress(writesStandardOutputWhileReading: Bool = false) -> ProgressReporter {
    .standardError(quiet: quiet, writesStandardOutputWhileReading: writesStandardOutputWhileReading)
  }
}

/// Prints findings as they arrive and counts them.
final class DiagnosticPrinter {
  let renderer: DiagnosticRenderer
  let quiet: Bool
  private(set) var errors = 0
  private(set) var warnings = 0
  /// Findings that skipped input past a read limit, by code.
  private(set) var limitSkips: [DiagnosticCode: Int] = [:]

  init(renderer: DiagnosticRenderer, quiet: Bool) {
    self.renderer = renderer
    self.quiet = quiet
  }

  func print(_ d: Diagnostic) {
    guard count(d) else { return }
    Console.error(renderer.render(d))
  }

  /// Prints findings that are all at hand (a repair's quarter of a million), a megabyte per
  /// write rather than one write per line.
  func print(all diagnostics: [Diagnostic]) {
    var buffer: [UInt8] = []
    for d in diagnostics where count(d) {
      renderer.append(d, to: &buffer)
      buffer.append(0x0A)
      if buffer.count >= 1 << 20 {
        Console.writeLines(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    if !buffer.isEmpty { Console.writeLines(buffer) }
  }

  /// Counts a finding; true when it is shown.
  private func count(_ d: Diagnostic) -> Bool {
    if d.severity == .error { errors += 1 }
    if d.severity == .warning { warnings += 1 }
    if d.code.isLimitSkip { limitSkips[d.code, default: 0] += 1 }
    return !quiet || d.severity == .error
  }

  /// The run's count of input skipped past the read limits (`cardkit: 2 items skipped past
  /// read limits (V021 ×1, V022 ×1)`), on standard error; nothing when none was.
  func printLimitSummary() {
    let total = limitSkips.values.reduce(0, +)
    guard total > 0 else { return }
    let codes = limitSkips.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
    Console.error("cardkit: \(total) item\(total == 1 ? "" : "s") skipped past read limits (\(codes))")
  }
}

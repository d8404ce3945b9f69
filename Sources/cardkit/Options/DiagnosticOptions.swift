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

  init(renderer: DiagnosticRenderer, quiet: Bool) {
    self.renderer = renderer
    self.quiet = quiet
  }

  func print(_ d: Diagnostic) {
    if d.severity == .error { errors += 1 }
    if d.severity == .warning { warnings += 1 }
    if quiet && d.severity != .error { return }
    Console.error(renderer.render(d))
  }
}

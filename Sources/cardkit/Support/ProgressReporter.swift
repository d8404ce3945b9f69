#if canImport(Glibc)
  import Glibc
#endif
import CardKit

/// The progress line of a long read on standard error: cards read, the rate, and the share of
/// the input consumed when its size is known, as `cardkit: 120,000 cards, 48,000 cards/s, 37%`.
///
/// Shown only on a terminal, never with `--quiet`: nothing is written before `delay` seconds
/// have passed (short runs print nothing), then at most once per `interval`. Any other line
/// written through ``Console/error(_:)`` erases it first; ``finish()`` erases it at the end.
final class ProgressReporter {
  /// Seconds before the first update and between two updates.
  struct Timing {
    var delay = 1.0
    var interval = 0.1
  }

  private let enabled: Bool
  private let timing: Timing
  private let clock: () -> Double
  private let write: (String) -> Void
  private let start: Double
  private var lastShown: Double?
  /// Whether the line is on the screen now.
  private(set) var visible = false

  /// `clock` gives seconds from any fixed origin; `write` receives the terminal text.
  init(enabled: Bool, timing: Timing = Timing(), clock: @escaping () -> Double = ProgressReporter.monotonicSeconds, write: @escaping (String) -> Void) {
    self.enabled = enabled
    self.timing = timing
    self.clock = clock
    self.write = write
    start = clock()
  }

  /// A reporter on standard error: enabled when standard error is a terminal (not `TERM=dumb`),
  /// `quiet` is false and, when the command writes to standard output while reading,
  /// standard output is not that terminal too. `CARDKIT_PROGRESS_DELAY` (seconds) overrides
  /// the delay before the first update (the tests set it to 0).
  static func standardError(quiet: Bool, writesStandardOutputWhileReading: Bool = false) -> ProgressReporter {
    let term = getenv("TERM").map { String(cString: $0) }
    let enabled = !quiet && Console.isTerminal(2) && term != "dumb"
      && !(writesStandardOutputWhileReading && Console.isTerminal(1))
    var timing = Timing()
    if let text = getenv("CARDKIT_PROGRESS_DELAY"), let delay = Double(String(cString: text)), delay >= 0 { timing.delay = delay }
    let reporter = ProgressReporter(enabled: enabled, timing: timing, write: { Console.writeStandardError(Array($0.utf8)) })
    if enabled { Console.progress = reporter }
    return reporter
  }

  /// Shows `progress` if the delay has passed and the last update is old enough.
  func update(_ progress: ReadProgress) {
    guard enabled else { return }
    let now = clock()
    let elapsed = now - start
    guard elapsed >= timing.delay else { return }
    if let lastShown, now - lastShown < timing.interval { return }
    lastShown = now
    write(Self.eraseLine + Self.line(progress, elapsed: elapsed))
    visible = true
  }

  /// Erases the line if it is shown; the next update draws it again.
  func clear() {
    guard visible else { return }
    write(Self.eraseLine)
    visible = false
  }

  /// Erases the line for good.
  func finish() {
    clear()
    if Console.progress === self { Console.progress = nil }
  }

  /// Carriage return, then erase to the end of the line.
  static let eraseLine = "\r\u{1B}[K"

  /// The text of the line for `progress` after `elapsed` seconds.
  static func line(_ progress: ReadProgress, elapsed: Double) -> String {
    var text = "cardkit: \(grouped(progress.cards)) cards"
    if elapsed > 0 { text += ", \(grouped(Int((Double(progress.cards) / elapsed).rounded()))) cards/s" }
    if let fraction = progress.fraction { text += ", \(Int(fraction * 100))%" }
    return text
  }

  /// 1234567 as `1,234,567`.
  static func grouped(_ n: Int) -> String {
    let digits = Array(String(n.magnitude))
    var out = n < 0 ? "-" : ""
    for (i, d) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(d)
    }
    return out
  }

  static func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}

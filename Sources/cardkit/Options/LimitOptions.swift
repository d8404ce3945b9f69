import ArgumentParser
import CardKit

/// The read limits (``ReadLimits``) as options: input past a limit is reported and skipped,
/// and the run ends with a count of what was skipped.
///
/// Numeric options take their next argument unconditionally, as a count option should: with
/// ArgumentParser's default, `--max-properties -1` reads `-1` as an option and says the value
/// is missing, where the value is what is wrong.
struct LimitOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: ArgumentHelp("Longest logical (unfolded) line or CSV field; longer lines are skipped (default: 8M).", valueName: "size"))
  var maxLineLength: ByteSize?

  @Option(parsing: .unconditional, help: ArgumentHelp("Largest card; larger cards are skipped whole (default: 32M).", valueName: "size"))
  var maxCardSize: ByteSize?

  @Option(parsing: .unconditional, help: ArgumentHelp("Most properties on one card (CSV: non-empty fields in a row); the rest are skipped (default: 10000).", valueName: "count"))
  var maxProperties: Int?

  @Option(parsing: .unconditional, help: ArgumentHelp("Largest inline PHOTO, LOGO, SOUND or KEY after decoding; larger values are skipped (default: 8M).", valueName: "size"))
  var maxPhotoSize: ByteSize?

  @Option(parsing: .unconditional, help: ArgumentHelp("Deepest nesting of vCard 2.1 AGENT cards; deeper ones are kept as text (default: 4).", valueName: "depth"))
  var maxAgentDepth: Int?

  func validate() throws {
    if let maxProperties, maxProperties < 1 { throw ValidationError("--max-properties must be at least 1") }
    if let maxAgentDepth, maxAgentDepth < 0 { throw ValidationError("--max-agent-depth must be at least 0") }
  }

  /// The defaults with the options given applied.
  var limits: ReadLimits {
    var l = ReadLimits()
    if let maxLineLength { l.maxLineLength = maxLineLength.bytes }
    if let maxCardSize { l.maxCardSize = maxCardSize.bytes }
    if let maxProperties { l.maxPropertiesPerCard = maxProperties }
    if let maxPhotoSize { l.maxBinarySize = maxPhotoSize.bytes }
    if let maxAgentDepth { l.maxAgentDepth = maxAgentDepth }
    return l
  }

  /// Read options with these limits.
  var readOptions: ReadOptions {
    var o = ReadOptions()
    o.limits = limits
    return o
  }
}

/// A size in bytes: a whole number, optionally followed by K, M or G (powers of 1024; a
/// trailing B or iB is allowed: `512K`, `10M`, `1GiB`).
struct ByteSize: ExpressibleByArgument, Hashable {
  var bytes: Int

  init?(argument: String) {
    var text = argument.filter { $0 != " " }.uppercased()
    if text.hasSuffix("IB") { text.removeLast(2) } else if text.hasSuffix("B") { text.removeLast() }
    var shift = 0
    switch text.last {
    case "K": shift = 10
    case "M": shift = 20
    case "G": shift = 30
    default: break
    }
    if shift > 0 { text.removeLast() }
    guard let n = Int(text), n >= 1, n <= Int.max >> shift else { return nil }
    bytes = n << shift
  }
}

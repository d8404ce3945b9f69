import ArgumentParser
import CardKit

/// The read limits (``ReadLimits``) as options: input past a limit is reported and skipped,
/// and the run ends with a count of what was skipped.
///
/// Numeric options take their next argument unconditionally, as a count option should: with
/// ArgumentParser's default, `--max-properties -1` reads `-1` as an option and says the value
/// is missing, where the value is what is wrong.
struct LimitOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: ArgumentHelp("Longest logical (unfolded) line or CSV field; longer lines are skipped (default: 8M).", valueName: "size"), transform: ByteSize.parse)
  var maxLineLength: ByteSize?

  @Option(parsing: .unconditional, help: ArgumentHelp("Largest card; larger cards are skipped whole (default: 32M).", valueName: "size"), transform: ByteSize.parse)
  var maxCardSize: ByteSize?

  @Option(parsing: .unconditional, help: ArgumentHelp("Most properties on one card (CSV: non-empty fields in a row); the rest are skipped (default: 10000).", valueName: "count"))
  var maxProperties: Int?

  @Option(parsing: .unconditional, help: ArgumentHelp("Largest inline PHOTO, LOGO, SOUND or KEY after decoding; larger values are skipped (default: 8M).", valueName: "size"), transform: ByteSize.parse)
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
struct ByteSize: Hashable {
  var bytes: Int

  /// What a size option accepts, for the errors about a value it does not.
  static let accepted = "expected a positive whole number of bytes, optionally followed by K, M or G (powers of 1024), such as 512K, 10M, 1G"

  /// The value of a size option (its `transform`). A value that is no size, or not a positive
  /// one, is a usage error that says what is wrong and what is accepted.
  static func parse(_ argument: String) throws -> ByteSize {
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
    let digits = { (t: Substring) in !t.isEmpty && t.allSatisfy { $0 >= "0" && $0 <= "9" } }
    guard let n = Int(text) else {
      // Digits that Int cannot hold are a size, too large a one; `-` and digits a negative one.
      if digits(text[...]) { throw ValidationError("the size is too large; \(accepted)") }
      if text.hasPrefix("-") && digits(text.dropFirst()) { throw ValidationError("the size must be positive; \(accepted)") }
      throw ValidationError("not a size; \(accepted)")
    }
    guard n >= 1 else { throw ValidationError("the size must be positive; \(accepted)") }
    guard n <= Int.max >> shift else { throw ValidationError("the size is too large; \(accepted)") }
    return ByteSize(bytes: n << shift)
  }
}

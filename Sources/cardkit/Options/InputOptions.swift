import ArgumentParser
import CardKit

/// The input files of a command.
struct InputOptions: ParsableArguments {
  @Argument(help: "Input files: vCard, jCard or CSV, recognised by content (`-` or none: standard input).")
  var inputs: [String] = []

  @OptionGroup(title: "Read limits") var limits: LimitOptions

  /// The inputs, standard input when none is given.
  var paths: [String] { inputs.isEmpty ? ["-"] : inputs }

  /// How the inputs are read (the read limits given).
  var readOptions: ReadOptions { limits.readOptions }
}

/// Where and how a command writes a book.
struct OutputOptions: ParsableArguments {
  @Option(name: .shortAndLong, help: "Output file (`-` for standard output, the default). Written atomically; may be an input.", transform: OutputPath.nonEmpty)
  var output: String = "-"

  @Option(help: "\(Self.toHelp)")
  var to: OutputFormat?

  /// The help of every command's `--to` (ArgumentParser lists the values after it).
  static let toHelp =
    "Output format (default: the input's; CSV input of any layout is written in the lossless generic layout, csv: --to google-csv or outlook-csv writes those)."
}

extension OutputFormat: ExpressibleByArgument {}

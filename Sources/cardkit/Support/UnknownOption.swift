import ArgumentParser

/// A `--name` on the command line that the subcommand does not define, found from the
/// options its help screen lists. ArgumentParser reports a missing required option, an
/// invalid value or a failed validation before an unknown option, which hides a misspelling
/// (`--tp` for `--to`, `--dryrun` for `--dry-run`) behind a message about something else.
struct UnknownOption {
  /// The option as written, without any `=value`.
  var option: String
  /// The subcommand's name.
  var command: String
  /// The closest option the subcommand has, when one is close.
  var suggestion: String?

  /// The error and hint, as ArgumentParser words an unknown option.
  var message: String {
    var text = "cardkit: error: Unknown option '\(option)'."
    if let suggestion { text += " Did you mean '\(suggestion)'?" }
    return text + "\nhint: see 'cardkit \(command) --help' for more information."
  }

  /// The first unknown long option of the subcommand named by `arguments[0]`, if any.
  /// Arguments after `--` are operands and are not looked at.
  static func first(in arguments: [String], of root: ParsableCommand.Type) -> UnknownOption? {
    guard let name = arguments.first,
      let command = root.configuration.subcommands.first(where: { $0._commandName == name })
    else { return nil }
    let known = options(inHelp: root.helpMessage(for: command, includeHidden: true, columns: 1000))
    guard !known.isEmpty else { return nil }
    for argument in arguments.dropFirst() {
      if argument == "--" { break }
      guard argument.hasPrefix("--"), argument.count > 2 else { continue }
      let option = String(argument.prefix { $0 != "=" })
      if !known.contains(option) {
        return UnknownOption(option: option, command: name, suggestion: closest(to: option, in: known))
      }
    }
    return nil
  }

  /// The option names of a help screen: the first column of each line that starts with an
  /// option (`  -o, --output <output>   Output file`, `  --color/--no-color`).
  static func options(inHelp help: String) -> Set<String> {
    var names: Set<String> = []
    for line in help.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("-"), line.count - trimmed.count >= 2 else { continue }
      let column = trimmed.components(separatedBy: "  ").first ?? String(trimmed)
      for token in column.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "/" }) where token.hasPrefix("-") {
        names.insert(String(token.prefix { $0 != "<" && $0 != "=" && $0 != "[" }))
      }
    }
    return names
  }

  /// The known long option within two edits of `option` (the nearest; the first in
  /// alphabetical order on a tie), if any.
  static func closest(to option: String, in known: Set<String>) -> String? {
    nearest(to: option, among: known.sorted().filter { $0.hasPrefix("--") })
  }

  /// The candidate within two edits of `word` (the nearest; the first in `candidates`' order
  /// on a tie), if any: what `Did you mean …?` offers for an option or a command.
  static func nearest(to word: String, among candidates: [String]) -> String? {
    var best: (name: String, distance: Int)?
    for name in candidates {
      let d = editDistance(Array(word.utf8), Array(name.utf8))
      if d <= 2, d < (best?.distance ?? .max) { best = (name, d) }
    }
    return best?.name
  }

  /// Levenshtein distance of two byte strings.
  static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}

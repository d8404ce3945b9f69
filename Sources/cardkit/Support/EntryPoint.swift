#if canImport(Glibc)
  import Glibc
#endif
import ArgumentParser

/// Parses and runs the command line, printing usage errors short: one `cardkit: error:` line
/// and a hint (the option's help, or where to find it), instead of the whole usage synopsis.
/// Help, version and completion requests print as ArgumentParser prints them.
enum EntryPoint {
  static func run(_ root: CardKitCLI.Type, arguments: [String]? = nil) -> Never {
    // `cardkit help lnit` would print the overview and succeed: the misspelt command is named.
    let given = arguments ?? Array(CommandLine.arguments.dropFirst())
    if given.first == "help", given.count == 2, let unknown = UnknownCommand.first(in: Array(given.dropFirst()), of: root) {
      Console.error(unknown.message)
      exit(ExitCode.validationFailure.rawValue)
    }
    do {
      var command = try root.parseAsRoot(arguments)
      // Asked only on a terminal: the cast looks through every protocol conformance of the
      // binary, a cost every run would pay.
      if Console.isTerminal(0), let reader = command as? ReadsBooks,
        let note = reader.terminalInputNote(command: type(of: command).configuration.commandName ?? "COMMAND")
      {
        Console.error(note)
      }
      try command.run()
      exit(0)
    } catch {
      let code = root.exitCode(for: error)
      let message = root.fullMessage(for: error)
      // Help and completion scripts (status 0) and bare exit codes keep the default handling.
      guard code != .success, !message.isEmpty else { root.exit(withError: error) }
      if code == .validationFailure, let unknown = UnknownCommand.first(in: given, of: root) {
        Console.error(unknown.message)
        exit(code.rawValue)
      }
      // ArgumentParser checks required options and values before it looks for unknown ones,
      // so `convert --tp vcard4 a.vcf` would be told that `--to` is missing: the misspelt
      // option is the mistake to name.
      if code == .validationFailure, !message.contains("Unknown option"),
        let unknown = UnknownOption.first(in: given, of: root)
      {
        Console.error(unknown.message)
        exit(code.rawValue)
      }
      Console.error(shortened(message, command: subcommand(in: given, of: root)))
      exit(code.rawValue)
    }
  }

  /// The subcommand `arguments` name first, if it is one.
  static func subcommand(in arguments: [String], of root: ParsableCommand.Type) -> String? {
    guard let name = arguments.first else { return nil }
    return root.configuration.subcommands.contains { $0._commandName == name } ? name : nil
  }

  /// ArgumentParser's message without the synopsis line, with the error prefixed like the
  /// other errors of the tool (`cardkit: error: …`). An error a subcommand throws once it runs
  /// (an unknown rule code for `lint --disable`) is worded by the root command, whose help it
  /// points to: the hint names the subcommand's help (`command`) instead.
  static func shortened(_ message: String, command: String? = nil) -> String {
    var lines: [String] = []
    for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("Usage:") || line.isEmpty { continue }
      if line.hasPrefix("Error: ") {
        lines.append("cardkit: error: " + line.dropFirst("Error: ".count))
      } else if line.hasPrefix("Help:") {
        lines.append("hint: " + line.dropFirst("Help:".count).trimmingLeadingSpaces)
      } else if line.hasPrefix("  See '") {
        var hint = "hint: s" + line.dropFirst("  S".count)
        if let command { hint = hint.replacing("'cardkit --help'", with: "'cardkit \(command) --help'") }
        lines.append(hint)
      } else {
        lines.append(String(line))
      }
    }
    return lines.joined(separator: "\n")
  }
}

extension Substring {
  fileprivate var trimmingLeadingSpaces: Substring { drop { $0 == " " } }
}

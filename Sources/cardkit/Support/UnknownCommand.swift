import ArgumentParser

#if canImport(Glibc)
  import Glibc
#endif

/// A first argument that names no command (`cardkit lnit a.vcf`, `cardkit contacts.vcf`).
/// ArgumentParser reports every argument as unexpected; the mistake to name is the command,
/// with the nearest one, or for a file the way to give it to a command.
struct UnknownCommand {
  /// The argument as written.
  var name: String
  /// The command within two edits of it, when there is one.
  var suggestion: String?
  /// True when the argument is an existing file (the command was left out).
  var isFile: Bool
  /// The commands, in the order of `cardkit --help`.
  var commands: [String]

  /// The error and hints.
  var message: String {
    var text = "cardkit: error: Unknown command '\(name)'."
    if let suggestion { text += " Did you mean '\(suggestion)'?" }
    if isFile { text += "\nhint: name a command before the file, such as 'cardkit lint \(name)'" }
    return text + "\nhint: the commands are \(commands.joined(separator: ", ")); see 'cardkit --help' for more information."
  }

  /// The unknown command `arguments` start with, if they start with a word that is no command
  /// (options, `help` and a command name are left to ArgumentParser).
  static func first(in arguments: [String], of root: ParsableCommand.Type) -> UnknownCommand? {
    guard let name = arguments.first, !name.hasPrefix("-"), name != "help" else { return nil }
    let commands = root.configuration.subcommands.map { $0._commandName }
    guard !commands.contains(name) else { return nil }
    let suggestion = UnknownOption.nearest(to: name.lowercased(), among: commands)
    var status = stat()
    return UnknownCommand(name: name, suggestion: suggestion, isFile: stat(name, &status) == 0, commands: commands)
  }
}

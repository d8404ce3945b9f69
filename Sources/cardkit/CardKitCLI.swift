import ArgumentParser
import CardKit

#if canImport(Glibc)
  import Glibc
#endif

@main
struct CardKitCLI: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cardkit",
    abstract: "Move, check and clean address books: vCard 2.1/3.0/4.0, jCard and contacts CSV.",
    discussion: """
      Every command reads the files it is given (`-` or no file means standard input), \
      recognising the format by content. Findings are printed on standard error as \
      `file:line:column: severity: [CODE] message`.

      EXIT STATUS
        0   success, no finding at error severity
        1   findings at error severity (or warnings, with --strict where offered)
        2   an input could not be read or the output could not be written
        64  wrong usage (no command, unknown option, bad value, missing argument)

      EXAMPLES
        cardkit lint contacts.vcf
        cardkit convert contacts.vcf --to vcard4 -o contacts4.vcf
        cardkit stats contacts.vcf google.csv
      """,
    version: CardKitVersion.string,
    subcommands: [
      ConvertCommand.self, LintCommand.self, RepairCommand.self, NormalizeCommand.self, SearchCommand.self,
      SortCommand.self, IndexCommand.self, PickCommand.self, MergeCommand.self, DedupeCommand.self,
      LocateCommand.self, StatsCommand.self,
    ]
  )

  /// `cardkit` alone names no command: wrong usage, so the overview goes to standard error
  /// and the run exits 64 (`cardkit --help` prints it on standard output and exits 0).
  func run() throws {
    Console.error(Self.helpMessage())
    Console.error("cardkit: error: Missing command: name one of the commands above, such as 'cardkit lint contacts.vcf'.")
    throw ExitCode(ExitStatus.usage)
  }

  static func main() {
    // A reader that goes away (`cardkit … | head`) ends the run quietly: writes then fail with
    // EPIPE, which the commands treat as success, instead of SIGPIPE killing the process.
    signal(SIGPIPE, SIG_IGN)
    // Ctrl-C, SIGTERM or SIGHUP while writing leaves no temporary file next to the output.
    OutputFile.removeTemporaryFilesOnInterrupt()
    EntryPoint.run(Self.self)
  }
}

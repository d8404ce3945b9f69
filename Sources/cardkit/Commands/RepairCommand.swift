import ArgumentParser
import CardKit

struct RepairCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "repair",
    abstract: "Fix what has a safe fix in address books, and report what is left.",
    discussion: """
      Gives cards without an FN one derived from their N, else ORG, NICKNAME, EMAIL or phone \
      number; adds a UID to cards without one (derived from the card's content with \
      --stable-uids, so repeated runs agree); merges identical copies of a value and drops \
      empty values; respells labels with the phone-label mapping (as normalize \
      --labels-only, but X- types stay as they are); and writes every card in its version \
      (or --to's), which adds VERSION (and an empty N where 2.1 and 3.0 require one), pads N \
      and ADR, writes a property the version lacks in its vendor or X- form (KIND as \
      X-ADDRESSBOOKSERVER-KIND in 3.0), writes UTF-8, canonical property names and CRLF lines \
      folded at 75 octets. No value is removed.

      Each fix is reported on standard error with the code of the finding it removes and \
      severity `fixed`; what cannot be fixed safely (a second differing BDAY, an invalid \
      number, a nameless card) is left as it was and reported with its lint code. The output \
      is written atomically; --dry-run reports without writing.

      EXIT STATUS
        0   nothing at error severity is left
        1   findings at error severity remain after the fixes
        2   an input could not be read or the output could not be written
        64  wrong usage (unknown option, bad value, missing argument)

      EXAMPLES
        cardkit repair contacts.vcf -o repaired.vcf
        cardkit repair old-phone.vcf --to vcard4 -o fixed.vcf
        cardkit repair contacts.vcf --dry-run
      """
  )

  @OptionGroup var input: InputOptions

  @Option(name: .shortAndLong, help: "Output file (`-` for standard output); required unless --dry-run. Written atomically; may be an input.", transform: OutputPath.nonEmpty)
  var output: String?

  @Option(help: "\(OutputOptions.toHelp)")
  var to: OutputFormat?

  @Flag(help: "Report the fixes and what is left without writing anything.")
  var dryRun = false

  @Flag(help: "Derive added UIDs from each card's content, so that repeated runs give the same UIDs.")
  var stableUids = false

  @Option(help: "Default region for checking phone numbers without a country code: an ISO 3166 code, or auto.")
  var region: PhoneNormalizationOptions.RegionChoice = .auto

  @OptionGroup var diagnostics: DiagnosticOptions

  func validate() throws {
    if output == nil && !dryRun {
      throw ValidationError("Missing expected argument '--output <output>': where to write the repaired book (`-` for standard output), or --dry-run to only report.")
    }
  }

  func run() throws {
    let printer = diagnostics.makePrinter()
    let options = RepairOptions(stableUIDs: stableUids, outputFormat: to, lint: LintOptions(region: region, read: input.readOptions))
    var remainingErrors = false
    try runReporting(printer) {
      let report = try Repairer(options: options).repair(paths: input.paths)
      printer.print(all: report.diagnostics)
      remainingErrors = report.diagnostics.contains { $0.severity == .error }
      if !dryRun, let output {
        try report.write(to: output, report: printer.print)
      }
      if !diagnostics.quiet { Console.error(report.summary.line) }
      // A process about to exit need not take apart a whole book and its findings.
      KeptUntilExit.keep(report)
    }
    if remainingErrors { throw ExitCode(ExitStatus.findings) }
  }
}

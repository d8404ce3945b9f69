import ArgumentParser
import CardKit

struct StatsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats",
    abstract: "Count what an address book holds and how healthy it is.",
    discussion: """
      Prints the number of cards and their vCard versions; cards without a name, without a \
      phone, without an email, with a photo; group and company cards and distinct \
      categories; phone numbers by label (standard labels such as mobile or home in any \
      spelling, custom labels, labels that are noise, no label); numbers libphonenumber finds \
      valid, invalid, short codes, not numbers, or national without a region to read them \
      (--region: a code such as US, or auto: each card's address country, else the book's \
      most common); and likely duplicates (what `cardkit dedupe --threshold normal` would \
      merge).

      \(HelpText.exitStatus)

      EXAMPLES
        cardkit stats contacts.vcf
        cardkit stats contacts.vcf google.csv --format json --region DE
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, html }

  @OptionGroup var input: InputOptions

  @Option(help: "Output format: text, json or html (one self-contained page with charts and a lint summary).")
  var format: Format = .text

  @Option(name: .shortAndLong, help: "Output file (`-` for standard output, the default). Written atomically.", transform: OutputPath.nonEmpty)
  var output: String = "-"

  @OptionGroup var matching: MatchingOptions
  @OptionGroup var diagnostics: DiagnosticOptions

  func run() throws {
    matching.warnIfUnknownLocale()
    let printer = diagnostics.makePrinter()
    try runReporting(printer) {
      if format == .html {
        let page = try StatsPage.reading(
          input.paths, region: matching.region, locale: matching.resolvedLocale, readOptions: input.readOptions,
          report: printer.print)
        try writeOutput(page.html(), to: output)
        return
      }
      let progress = diagnostics.makeProgress()
      var book = try BookLoader(options: input.readOptions).load(input.paths, report: printer.print, progress: progress.update)
      progress.finish()
      let collector = StatsCollector(region: matching.region, locale: matching.resolvedLocale)
      let stats = try collector.statistics(of: book.takeCards())
      try writeOutput(format == .json ? try jsonText(stats) : stats.text(), to: output)
    }
    if printer.errors > 0 { throw ExitCode(ExitStatus.findings) }
  }
}

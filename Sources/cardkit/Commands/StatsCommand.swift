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

      EXAMPLES
        cardkit stats contacts.vcf
        cardkit stats contacts.vcf google.csv --format json --region DE
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

  @OptionGroup var input: InputOptions

  @Option(help: "Output format: text or json.")
  var format: Format = .text

  @OptionGroup var matching: MatchingOptions
  @OptionGroup var diagnostics: DiagnosticOptions

  func run() throws {
    let printer = diagnostics.makePrinter()
    try runReporting(printer) {
      var book = try BookLoader(options: input.readOptions).load(input.paths, report: printer.print)
      let collector = StatsCollector(region: matching.region, locale: matching.resolvedLocale)
      let stats = try collector.statistics(of: book.takeCards())
      switch format {
      case .text: try printOutput(stats.text())
      case .json: try printOutput(try jsonText(stats))
      }
    }
    if printer.errors > 0 { throw ExitCode(ExitStatus.findings) }
  }
}

import ArgumentParser
import CardKit
import FoundationEssentials

struct LocateCommand: ParsableCommand, LocaleOption {
  static let configuration = CommandConfiguration(
    commandName: "locate",
    abstract: "Guess the owner's home area from the addresses in an address book.",
    discussion: """
      Counts, over the cards' addresses, the most common country, region or state, city and \
      postal code, and over the international phone numbers the most common country calling \
      code; each with its count, its share of the cards that give one, and the runner-up (or \
      the value it ties with). Each card counts once per value. Values are normalized first: \
      countries to codes (Apple's X-ABADR code, or the country written in any major language \
      or as a code), US, Canadian and Australian states to their abbreviations, cities and \
      regions ignoring case and accents, postal codes without spaces (US ZIP+4 as its ZIP). \
      A value counts apart in each country (Paris, France is not Paris, Texas); on a tie, the \
      answer in the top country comes first. The confidence is high with at least 20 cards \
      with addresses and 40% of them in the top city, medium with at least 5 and 20%, low \
      otherwise (or on a tie for the top city).

      Only counts and the winning places are printed: no contact's name, number or street. \
      Nothing is sent anywhere.

      \(HelpText.exitStatus)

      EXAMPLES
        cardkit locate contacts.vcf
        cardkit locate contacts.vcf google.csv --format json
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

  @OptionGroup var input: InputOptions

  @Option(help: "Output format: text or json.")
  var format: Format = .text

  @Option(help: "Collation locale for comparing place names (default: from LC_ALL, LC_COLLATE or LANG, else en).", transform: LocaleCheck.wellFormed)
  var locale: String?

  @OptionGroup var diagnostics: DiagnosticOptions

  func run() throws {
    warnIfUnknownLocale()
    let printer = diagnostics.makePrinter()
    try runReporting(printer) {
      let progress = diagnostics.makeProgress()
      var book = try BookLoader(options: input.readOptions).load(input.paths, report: printer.print, progress: progress.update)
      progress.finish()
      let guess = try Locator(locale: resolvedLocale).locate(book.takeCards())
      switch format {
      case .text: try printOutput(guess.text())
      case .json: try printOutput(try jsonText(guess))
      }
    }
    if printer.errors > 0 { throw ExitCode(ExitStatus.findings) }
  }
}

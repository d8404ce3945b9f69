import ArgumentParser
import CardKit
import FoundationEssentials

struct IndexCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "index",
    abstract: "Show the index sections (A–Z, #, other alphabets) of an address book.",
    discussion: """
      Files every card under an index section the way a phone's contact list does: ICU's \
      alphabetic index for the locale, with sections for other scripts (Greek, Cyrillic, \
      Arabic, Hebrew, Japanese kana, Korean consonants), Chinese names under the letter of \
      their pinyin, and `#` for names that start with a digit or symbol and for cards without \
      a name. Empty sections are left out; the title list still has the whole alphabet, each \
      title pointing to the nearest earlier section with cards.

      Only what names a card is read from vCard input (N, FN, ORG, NICKNAME, the phonetic \
      names and SORT-STRING, and the email and phone a nameless card is shown by), so \
      problems elsewhere in a card are not reported here: `cardkit lint` checks those.

      \(HelpText.exitStatus)

      EXAMPLES
        cardkit index contacts.vcf
        cardkit index contacts.vcf --locale ja --format json
        cardkit index contacts.vcf --transliterate --by given
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, html }

  @OptionGroup var input: InputOptions

  @Option(help: "Output format: text, json or html (one self-contained page: a chart and the sectioned list).")
  var format: Format = .text

  @Option(name: .shortAndLong, help: "Output file (`-` for standard output, the default). Written atomically.", transform: OutputPath.nonEmpty)
  var output: String = "-"

  @Option(help: "File by family name, given name or display name.")
  var by: NameSortField = .family

  @OptionGroup var names: NameOptions
  @OptionGroup var diagnostics: DiagnosticOptions

  func run() throws {
    names.warnIfUnknownLocale()
    let printer = diagnostics.makePrinter()
    try runReporting(printer) {
      let progress = diagnostics.makeProgress()
      let indexer = try NameIndexer(options: names.sortOptions(by: by))
      // Cards are filed as they are read; only their names are kept.
      let index = try indexer.index(
        reading: input.paths, with: BookLoader(options: input.readOptions), report: printer.print,
        progress: progress.update)
      KeptUntilExit.keep(index)
      progress.finish()
      switch format {
      case .text:
        try writeOutput(index.text(), to: output)
      case .html:
        try writeOutput(IndexPage(sources: input.paths, index: index).html(), to: output)
      case .json:
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(index)
        try writeOutput(String(decoding: data, as: UTF8.self) + "\n", to: output)
      }
    }
    if printer.errors > 0 { throw ExitCode(ExitStatus.findings) }
  }
}

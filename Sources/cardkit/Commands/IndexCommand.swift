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

      EXAMPLES
        cardkit index contacts.vcf
        cardkit index contacts.vcf --locale ja --format json
        cardkit index contacts.vcf --transliterate --by given
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

  @OptionGroup var input: InputOptions

  @Option(help: "Output format: text or json.")
  var format: Format = .text

  @Option(help: "File by family name, given name or display name.")
  var by: NameSortField = .family

  @OptionGroup var names: NameOptions
  @OptionGroup var diagnostics: DiagnosticOptions

  func run() throws {
    let printer = diagnostics.makePrinter()
    try runReporting(printer) {
      let book = try BookLoader(options: input.readOptions).load(input.paths, report: printer.print)
      let indexer = try NameIndexer(options: names.sortOptions(by: by))
      let index = indexer.index(book.cards.map(\.card))
      switch format {
      case .text:
        try printOutput(index.text())
      case .json:
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(index)
        try printOutput(String(decoding: data, as: UTF8.self) + "\n")
      }
    }
    if printer.errors > 0 { throw ExitCode(ExitStatus.findings) }
  }
}

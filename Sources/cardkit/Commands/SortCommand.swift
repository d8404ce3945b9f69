import ArgumentParser
import CardKit

struct SortCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sort",
    abstract: "Sort an address book by name with the collation of a locale.",
    discussion: """
      Sorts the cards with ICU collation for the locale (Swedish Å Ä Ö after Z, German Ä with \
      A, Chinese by pinyin), using a binary sort key computed once per card. A phonetic name \
      (X-PHONETIC-*) or vCard 4.0 SORT-AS is sorted on when present, as phones sort Chinese \
      and Japanese names. Cards with equal keys keep their order; cards without a name come \
      last.

      Without --to the book is written in its input format (vCard when inputs of different \
      formats are mixed, the cards not read from vCard as 4.0), and each vCard card is copied \
      as it was read (its version, line ends and folding kept; nothing is encoded again). Only \
      the names are read from vCard input then, so only their problems are reported: \
      `cardkit lint` checks the rest. With --to every card is read whole and written in that \
      format, as `cardkit convert` writes it.

      \(HelpText.exitStatus)

      EXAMPLES
        cardkit sort contacts.vcf --by family -o sorted.vcf
        cardkit sort contacts.vcf --by given --locale sv > sorted.vcf
        cardkit sort chinese.vcf --locale zh --to vcard4 -o sorted.vcf
      """
  )

  @OptionGroup var input: InputOptions
  @OptionGroup var output: OutputOptions

  @Option(help: "Sort by family name, given name or display name.")
  var by: NameSortField = .family

  @OptionGroup var names: NameOptions
  @OptionGroup var diagnostics: DiagnosticOptions

  func run() throws {
    names.warnIfUnknownLocale()
    let printer = diagnostics.makePrinter()
    try runReporting(printer) {
      let progress = diagnostics.makeProgress()
      let sorter = try NameSorter(options: names.sortOptions(by: by))
      let loader = BookLoader(options: input.readOptions)
      guard let format = output.to else {
        let book = try sorter.sorted(reading: input.paths, with: loader, report: printer.print, progress: progress.update)
        KeptUntilExit.keep(book)
        progress.finish()
        try book.write(to: output.output, report: printer.print)
        return
      }
      let book = try loader.load(input.paths, report: printer.print, progress: progress.update)
      KeptUntilExit.keep(book)
      progress.finish()
      let cards = book.cards.map(\.card)
      let order = sorter.sortedIndices(of: cards)
      try BookWriter(format: format).write(cards, sources: book.locations, order: order, to: output.output, report: printer.print)
    }
    if printer.errors > 0 { throw ExitCode(ExitStatus.findings) }
  }
}

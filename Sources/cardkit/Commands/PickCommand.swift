import ArgumentParser
import CardKit
import FoundationEssentials

struct PickCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pick",
    abstract: "List every phone number by name, sectioned like a phone's contact picker.",
    discussion: """
      One row per phone number: the contact's display name, the number's label mapped to the \
      standard set (mobile, home, work, …, or the custom text), and the number. Only contacts \
      with a number are listed, grouped by index section and sorted within each by the \
      locale's collation; contacts without a name are listed too (under `#`, by what the \
      display falls back to). A garbage or missing label never breaks the list.

      Only the names and phone numbers are read from vCard input, so problems elsewhere in a \
      card are not reported here: `cardkit lint` checks those.

      \(HelpText.exitStatus)

      EXAMPLES
        cardkit pick contacts.vcf
        cardkit pick contacts.vcf --locale de --format csv > numbers.csv
        cardkit pick contacts.vcf --format json | jq '.[0].rows'
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, csv }

  @OptionGroup var input: InputOptions

  @Option(help: "Output format: text, json or csv.")
  var format: Format = .text

  @Option(help: "Sort and file by family name, given name or display name.")
  var by: NameSortField = .family

  @OptionGroup var names: NameOptions
  @OptionGroup var diagnostics: DiagnosticOptions

  func run() throws {
    names.warnIfUnknownLocale()
    let printer = diagnostics.makePrinter()
    try runReporting(printer) {
      let progress = diagnostics.makeProgress()
      var options = input.readOptions
      options.properties = PhonePicker.properties
      let book = try BookLoader(options: options).load(input.paths, report: printer.print, progress: progress.update)
      KeptUntilExit.keep(book)
      progress.finish()
      let picker = PhonePicker(indexer: try NameIndexer(options: names.sortOptions(by: by)))
      let sections = picker.sections(for: book.cards.map(\.card))
      switch format {
      case .text:
        try printOutput(PhonePicker.text(sections))
      case .json:
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try printOutput(String(decoding: try encoder.encode(sections), as: UTF8.self) + "\n")
      case .csv:
        let rows = CSVRowEncoder()
        let out = try OutputFile(path: "-")
        try out.write(rows.byteOrderMark + rows.row(["Section", "Name", "Label", "Number"]))
        for section in sections {
          for row in section.rows { try out.write(rows.row([row.section, row.name, row.label, row.number])) }
        }
        try out.commit()
      }
    }
    if printer.errors > 0 { throw ExitCode(ExitStatus.findings) }
  }
}

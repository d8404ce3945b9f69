import ArgumentParser
import CardKit

struct ConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Convert address books between vCard 2.1, 3.0, 4.0, jCard and contacts CSV.",
    discussion: """
      Reads every input (vCard of any version, jCard, or contacts CSV from Google, Outlook, \
      Thunderbird or anywhere else; `-` or no input means standard input) and writes all their \
      cards, in order, in the target format. Nothing is dropped: what the target cannot \
      express is written as an X- property, or carried in Outlook's Notes, and reported. \
      The csv target is CardKit's own lossless layout; google-csv and outlook-csv are the \
      layouts those programs import (UTF-8 with a byte order mark, for Excel). Cells a \
      spreadsheet would run as formulas are neutralised unless --allow-formulas is given. \
      --encoding and --delimiter say how CSV input is read when detection gets it wrong; \
      --output-encoding and --output-delimiter say how CSV output is written. \
      The output is written to a temporary file and renamed at the end, so -o may name one of \
      the inputs; a failed run leaves no partial file.

      \(HelpText.exitStatus)

      EXAMPLES
        cardkit convert contacts.vcf --to vcard4 -o contacts4.vcf
        cardkit convert google.csv old-phone.vcf --to vcard3 > all.vcf
        cardkit convert contacts.vcf --to outlook-csv -o outlook.csv
      """
  )

  @OptionGroup var input: InputOptions

  @Option(name: .shortAndLong, help: "Output file (`-` for standard output, the default).", transform: OutputPath.nonEmpty)
  var output: String = "-"

  @Option(help: "Target format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
  var to: OutputFormat

  @OptionGroup var csv: CSVOptions
  @OptionGroup var diagnostics: DiagnosticOptions

  func validate() throws {
    try csv.validate(target: to)
  }

  func run() throws {
    let printer = diagnostics.makePrinter()
    var options = input.readOptions
    csv.apply(to: &options)
    let progress = diagnostics.makeProgress(writesStandardOutputWhileReading: output == "-")
    try runReporting(printer) {
      _ = try BookConverter(format: to, options: options, csvOptions: csv.writeOptions)
        .convert(inputs: input.paths, output: output, report: printer.print, progress: progress.update)
    }
    progress.finish()
    if printer.errors > 0 { throw ExitCode(ExitStatus.findings) }
  }
}


import ArgumentParser
import CardKit
import FoundationEssentials

struct NormalizeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "normalize",
    abstract: "Normalize phone labels and phone numbers in bulk (libphonenumber).",
    discussion: """
      Maps every phone label onto one canonical set (mobile, iPhone, home, work, main, home \
      fax, work fax, other fax, pager, other, or a custom label), whatever the source wrote: \
      vCard types in any case, Apple, Google and Outlook spellings, Android's Japanese labels, \
      words in the major European languages. Garbage labels are reported and treated as \
      `other`. Numbers are parsed with libphonenumber for a default region and rewritten in \
      one format; extensions are kept; a number libphonenumber calls invalid is left exactly \
      as it was and reported. With --format national, numbers of the region's country code \
      (with auto, the book's region) are written nationally; any other number keeps its \
      country code, as libphonenumber writes it for dialling from the region (`00 44 7911 \
      123456` from DE, `011 44 7911 123456` from US), or internationally when the book has no \
      region.

      With --region auto (the default) a card's own address country decides its region, else \
      the country most of the book's international numbers and addresses point to (found in \
      a first reading pass). The book streams through in constant memory and is written in \
      its input format (for vCard, each card in its own version) unless --to says otherwise. \
      A summary goes to standard error; --dry-run prints the changes instead of writing.

      \(HelpText.exitStatus)

      EXAMPLES
        cardkit normalize contacts.vcf -o clean.vcf
        cardkit normalize contacts.vcf --region DE -o clean.vcf
        cardkit normalize export.csv --labels-only --dry-run --report-format json
      """
  )

  enum ReportFormat: String, ExpressibleByArgument, CaseIterable { case table, json }

  @OptionGroup var input: InputOptions
  @OptionGroup var output: OutputOptions

  @Option(help: "Default region for numbers without a country code: an ISO 3166 code such as US, DE, GB, or auto.")
  var region: PhoneNormalizationOptions.RegionChoice = .auto

  @Option(help: "Number format: e164, international, national or rfc3966.")
  var format: PhoneNumberFormat = .e164

  @Flag(help: "Normalize labels only; leave numbers as they are.")
  var labelsOnly = false

  @Flag(help: "Normalize numbers only; leave labels as they are.")
  var numbersOnly = false

  @Flag(help: "Print the changes instead of writing the book.")
  var dryRun = false

  @Option(help: "With --dry-run: table or json.")
  var reportFormat: ReportFormat = .table

  @Flag(help: "Print every change with the region used for it on standard error.")
  var verbose = false

  @OptionGroup var diagnostics: DiagnosticOptions

  func validate() throws {
    if labelsOnly && numbersOnly { throw ValidationError("--labels-only and --numbers-only exclude each other") }
  }

  func run() throws {
    let printer = diagnostics.makePrinter()
    try runReporting(printer) {
      let scope: PhoneNormalizationOptions.Scope = labelsOnly ? .labelsOnly : numbersOnly ? .numbersOnly : .all
      // The change records are printed by --dry-run and --verbose only.
      let normalizer = PhoneNormalizer(
        options: PhoneNormalizationOptions(
          region: region, format: format, scope: scope, recordsChanges: dryRun || verbose, output: output.to))
      let readOptions = input.readOptions
      // `auto` needs the book's region before the first card: a reading pass of its own
      // (standard input is spooled so that it can be read twice).
      var report = PhoneNormalizationReport()
      if case .auto = region, !labelsOnly {
        if input.paths.contains("-") { try InputFile.spoolStandardInput() }
        report.bookRegion = try normalizer.bookRegion(inputs: input.paths, readOptions: readOptions)
      }
      // The book streams through: each card is normalized on the reading threads and written.
      let session = PhoneNormalizationSession(options: normalizer.options, bookRegion: report.bookRegion)
      let progress = diagnostics.makeProgress(writesStandardOutputWhileReading: !dryRun && output.output == "-")
      _ = try BookConverter(format: output.to, options: readOptions).convert(
        inputs: input.paths, output: dryRun ? nil : output.output,
        step: { card, index, file in session.normalize(&card, index: index, file: file) },
        collect: { found in
          printer.print(all: found.diagnostics)
          if verbose && !dryRun {
            for change in found.changes where change.status == .changed || change.status == .labelMapped {
              Console.error(PhoneChangeText.line(change))
            }
          }
          report.add(found, keepingEntries: dryRun)
        },
        report: printer.print, progress: progress.update)
      progress.finish()
      report.counters = session.counters
      if dryRun {
        try printOutput(reportFormat == .json ? try PhoneChangeText.json(report) : PhoneChangeText.table(report))
      }
      Console.error(PhoneChangeText.summary(report))
    }
    if printer.errors > 0 { throw ExitCode(ExitStatus.findings) }
  }
}

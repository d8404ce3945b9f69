import ArgumentParser
import CardKit
import FoundationEssentials

struct MergeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Merge incoming address books into a base book without losing a value.",
    discussion: """
      Matches each incoming card to the base book by, in order: the same UID; a shared phone \
      number (compared as numbers: +49 30 1234567 is 030 1234567) or email address (in any \
      case) together with a name that does not contradict (equal, a short form such as Tom / \
      Thomas, or no name); the same name, ignoring case, accents and word order. Names whose \
      honorific suffixes in N differ (Jr. / Sr., II / III) contradict each other, and the last \
      two rules leave out a base card whose full birthday differs, as dedupe counts it against \
      a match (the decision lists it as kept apart); a UID is followed whatever differs. The \
      first rule that finds base cards decides. One card found: the incoming card is merged \
      into it. Several: nothing is added and the card is reported as ambiguous, unless they \
      share a number and exactly one has the same name (a family's landline). None: a card \
      with nothing to match by (no name, number, email or UID, such as a card holding only a \
      note) is the base card holding exactly its values, so a book merged with itself gives \
      its cards back; any other card is added at the end.

      Merging keeps every value: phones, emails, addresses and the other lists become the \
      union of both cards (one copy of each number or address, in the base's spelling, with \
      the labels of both); the base keeps its name, birthday, UID and other single values, \
      and a different incoming value is kept as X-CARDKIT-MERGED-<NAME> (a date in the \
      output version's date form) and listed as a conflict; a single value the base lacks is \
      taken and counted as added. Apple item groups (item1.TEL with its X-ABLabel) are renumbered so they stay \
      with their values.

      The book is written in the base book's format (its vCard version when its cards share \
      one; when they do not, each card keeps its own, a merged card its base's) unless --to \
      is given.

      The report lists every decision: merged into which card and by which rule, added, \
      ambiguous (with the candidates), the conflicting values, and the base cards kept apart \
      with the evidence against them. It is written to --report \
      (text, or JSON when the file name ends in .json or --report-format json is given); with \
      --dry-run and no --report it goes to standard output and no book is written. A summary \
      line goes to standard error unless --quiet is given.

      \(HelpText.exitStatus)

      EXAMPLES
        cardkit merge contacts.vcf google.csv -o merged.vcf --report merge.txt
        cardkit merge contacts.vcf downloaded.vcf --dry-run
        cardkit merge contacts.vcf a.vcf b.vcf --report report.json -o all.vcf
      """
  )

  @Argument(help: "The base book (vCard, jCard or CSV).")
  var base: String

  @Argument(help: "Books whose cards are merged into the base.")
  var incoming: [String] = []

  @OptionGroup(title: "Read limits") var limits: LimitOptions
  @OptionGroup var output: OutputOptions
  @OptionGroup var report: ReportOptions
  @OptionGroup var matching: MatchingOptions
  @OptionGroup var diagnostics: DiagnosticOptions

  func validate() throws {
    if incoming.isEmpty { throw ValidationError("Give at least one incoming book after the base book.") }
    try report.validate(output: output.output)
  }

  func run() throws {
    matching.warnIfUnknownLocale()
    let printer = diagnostics.makePrinter()
    try runReporting(printer) {
      let loader = BookLoader(options: limits.readOptions)
      let progress = diagnostics.makeProgress()
      var baseBook = try loader.load([base], report: printer.print, progress: progress.update)
      var incomingBook = try loader.load(incoming, report: printer.print, progress: progress.update)
      progress.finish()
      let merger = try BookMerger(locale: matching.resolvedLocale, region: matching.region)
      let (baseLocations, incomingLocations) = (baseBook.locations, incomingBook.locations)
      let format = output.to ?? baseBook.naturalOutputFormat
      // A base book of several vCard versions: each card keeps its own unless --to is given.
      let kept = output.to == nil ? baseBook.keptVersions : nil
      let result = merger.merge(
        base: baseBook.takeCards(), incoming: incomingBook.takeCards(),
        baseLocations: baseLocations, incomingLocations: incomingLocations)
      if !report.dryRun {
        try BookWriter(format: format)
          .write(result.cards, versions: kept?.versions(of: result.cards), to: output.output, report: printer.print)
      }
      try report.write(text: result.report.text(), json: result.report)
      if !diagnostics.quiet && !report.summaryOnStandardOutput { Console.error(result.report.summary) }
    }
    if printer.errors > 0 { throw ExitCode(ExitStatus.findings) }
  }
}

// Options shared by merge, dedupe, locate and stats. They could move to Options/ when the lead
// folds them in; they live here because a helper owns only its command files.

/// How a merge or dedupe report is written, and `--dry-run`.
struct ReportOptions: ParsableArguments {
  enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

  @Option(help: "Write the report of every decision to this file (`-` for standard output).", transform: OutputPath.nonEmpty)
  var report: String?

  @Option(help: "Report format: text or json (default: json when the report file ends in .json, else text).")
  var reportFormat: Format?

  @Flag(help: "Decide and report, but write no book (the report goes to standard output unless --report is given).")
  var dryRun = false

  /// Where the report goes: the file asked for, standard output for a dry run, else nowhere.
  var destination: String? { report ?? (dryRun ? "-" : nil) }

  /// Whether a text report, which starts with the summary line, goes to standard output.
  var summaryOnStandardOutput: Bool { destination == "-" && format == .text }

  var format: Format {
    if let reportFormat { return reportFormat }
    return destination?.lowercased().hasSuffix(".json") == true ? .json : .text
  }

  func validate(output: String) throws {
    if !dryRun && output == "-" && destination == "-" {
      throw ValidationError("The book and the report cannot both go to standard output; give -o or --report a file.")
    }
  }

  /// Writes the report where it goes, as text or JSON.
  func write<R: Encodable>(text: @autoclosure () -> String, json: R) throws {
    guard let destination else { return }
    let body: String
    switch format {
    case .text: body = text()
    case .json: body = try jsonText(json)
    }
    let out = try OutputFile(path: destination)
    try out.write(body)
    try out.commit()
  }
}

/// How cards are compared: the collation locale for names and the region for phone numbers.
struct MatchingOptions: ParsableArguments, LocaleOption {
  @Option(help: "Collation locale for comparing names, a BCP 47 tag such as en, de, sv (default: from LC_ALL, LC_COLLATE or LANG, else en).", transform: LocaleCheck.wellFormed)
  var locale: String?

  @Option(help: "Region for reading national phone numbers (for stats, whether they are valid; for merge and dedupe, which compare national numbers by digits, only vanity letters): a code such as US or DE, or auto (each card's address country, else the book's most common).")
  var region: PhoneNormalizationOptions.RegionChoice = .auto
}

/// Pretty, stable JSON with a final newline.
func jsonText<T: Encodable>(_ value: T) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
}

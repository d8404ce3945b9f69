import ArgumentParser
import CardKit
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

struct LintCommand: ParsableCommand, LocaleOption {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check address books: conformance to their vCard version and the book's hygiene.",
    discussion: """
      Checks every card against a catalogue of rules with stable codes (`cardkit lint \
      --list-rules`): conformance to the card's vCard version (required and repeated \
      properties, structured values, parameters, dates, URIs, email addresses, line length and \
      endings) and the hygiene of the book as a whole (nameless cards, cards without a phone \
      number, garbage or missing labels, numbers libphonenumber calls invalid, the same number \
      or UID on several cards, empty values, oversized photos). What the reader itself finds \
      (V… and S… codes, such as a card without END:VCARD) is reported as well; the L… rules \
      never repeat it. jCard input is checked property by property as the vCard lines they \
      stand for; CSV input gets the rules that make sense for it (no syntax rules).

      Findings go to standard output: text like a compiler's (colored on a terminal) ending \
      with a summary line, JSON (documented in docs/lint.md) or SARIF 2.1.0 for CI systems \
      and editors. --rules conformance runs the conformance rules alone; --enable and \
      --disable take codes or rule names, several at once separated by commas.

      EXIT STATUS
        0   no finding at error severity (and, with --strict, none at warning severity)
        1   findings at error severity, or warnings with --strict
        2   an input could not be read
        64  wrong usage

      EXAMPLES
        cardkit lint contacts.vcf --region DE --disable L031,L040
        cardkit lint export.csv --min-severity warning --format json > findings.json
        cardkit lint --list-rules --format markdown
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, markdown
  }

  enum RuleSet: String, ExpressibleByArgument, CaseIterable {
    case `default`, conformance, hygiene, all
  }

  /// The severities `--min-severity` takes (a lint finds nothing `fixed`).
  enum MinimumSeverity: String, ExpressibleByArgument, CaseIterable {
    case error, warning, info

    var severity: Severity {
      switch self {
      case .error: .error
      case .warning: .warning
      case .info: .info
      }
    }
  }

  @OptionGroup var input: InputOptions

  @Option(help: "Output format: text, json or sarif (markdown: only with --list-rules).")
  var format: Format = .text

  @Flag(help: "Exit with status 1 on warnings too, not only on errors.")
  var strict = false

  @Option(name: .customLong("rules"), help: "Rules to start from: default, conformance, hygiene or all (every rule, also those off by default).")
  var ruleSet: RuleSet = .default

  @Option(parsing: .singleValue, help: "Also run these rules (codes or names, comma-separated; repeatable).")
  var enable: [String] = []

  @Option(parsing: .singleValue, help: "Do not run or report these rules or reader codes (comma-separated; repeatable).")
  var disable: [String] = []

  @Option(help: "Report only findings at least this serious: error, warning or info (the default: all). Findings left out are not counted and do not change the exit status.")
  var minSeverity: MinimumSeverity = .info

  @Option(help: "Default region for phone numbers without a country code: an ISO 3166 code such as US or DE, or auto (each card's address country, else the book's dominant one).")
  var region: PhoneNormalizationOptions.RegionChoice = .auto

  @Option(help: "Collation locale for comparing names in the likely-duplicate rule (L044), a BCP 47 tag such as en, de, sv, zh (default: from LC_ALL, LC_COLLATE or LANG, else en).", transform: LocaleCheck.wellFormed)
  var locale: String?

  // Unconditional: `-1` is a wrong value, not an option (see LimitOptions).
  @Option(parsing: .unconditional, help: "Report inline photos, logos, sounds and keys larger than this many bytes.")
  var maxInlineSize: Int = 256 * 1024

  @Flag(help: "List the rules (code, severity, category, name, summary) and exit.")
  var listRules = false

  @Option(help: "Color text output: auto (on a terminal, unless NO_COLOR is set), always or never.")
  var color: ColorChoice = .auto

  @Flag(name: .shortAndLong, help: "Show no progress line on standard error (it shows on a terminal for runs over a second).")
  var quiet = false

  func validate() throws {
    if format == .markdown && !listRules { throw ValidationError("--format markdown only goes with --list-rules") }
    if maxInlineSize < 1 { throw ValidationError("--max-inline-size must be at least 1") }
  }

  func run() throws {
    if listRules {
      try runReporting { try printOutput(LintCatalogue.listing(format: listingFormat)) }
      return
    }
    var options = LintOptions(region: region, maxInlineMediaBytes: maxInlineSize, read: input.readOptions)
    options.locale = resolvedLocale
    let selection = LintSelection(start: start, enable: enable.flatMap(Self.split), disable: disable.flatMap(Self.split))
    do {
      try selection.apply(to: &options)
    } catch {
      throw ValidationError(error.description)
    }
    warnIfUnknownLocale()
    if minSeverity != .info { options.minimumSeverity = minSeverity.severity }
    // The process exits after the report: its findings need not be freed one by one.
    options.keepsMemoryUntilExit = true
    var worst: Severity?
    try runReporting {
      let progress = ProgressReporter.standardError(quiet: quiet)
      let report = try Linter(options: options).lint(paths: input.paths, progress: progress.update)
      progress.finish()
      worst = report.worstSeverity
      try write(report)
      if format == .text, let hint = Self.notesHint(report.summary) { Console.error(hint) }
      KeptUntilExit.keep(report)
    }
    if worst == .error || (strict && worst == .warning) { throw ExitCode(ExitStatus.findings) }
  }

  /// When notes swamp the text report (a phone's whole export with the same note on each
  /// card, such as L012 for Apple's `EMAIL;TYPE=HOME` in vCard 3.0), how to leave them out.
  static func notesHint(_ summary: LintSummary) -> String? {
    guard summary.minimumSeverity == nil, summary.infos >= 1000, summary.infos > 2 * (summary.errors + summary.warnings) else { return nil }
    let total = summary.errors + summary.warnings + summary.infos
    return "hint: \(summary.infos) of the \(total) findings are notes; --min-severity warning leaves them out"
  }

  private var start: LintSelection.Start {
    switch ruleSet {
    case .default: .defaults
    case .conformance: .categories([.conformance])
    case .hygiene: .categories([.hygiene])
    case .all: .all
    }
  }

  private var listingFormat: LintCatalogue.ListingFormat {
    switch format {
    case .text: .text
    case .json, .sarif: .json
    case .markdown: .markdown
    }
  }

  /// Writes the report to standard output; JSON as its parts are rendered, so a large
  /// report is never held whole.
  private func write(_ report: LintReport) throws {
    let out = try OutputFile(path: "-")
    switch format {
    case .json: try LintJSON.write(report) { (bytes) throws(OutputError) in try out.write(bytes) }
    case .sarif: try LintSARIF.write(report) { (bytes) throws(OutputError) in try out.write(bytes) }
    case .text, .markdown:
      try LintText.write(report, colored: color.enabled(onDescriptor: 1)) { (bytes) throws(OutputError) in try out.write(bytes) }
    }
    try out.commit()
  }

  private static func split(_ text: String) -> [String] {
    text.split(separator: ",").map { $0.split(separator: " ").joined() }.filter { !$0.isEmpty }
  }
}

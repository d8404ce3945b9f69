import ArgumentParser
import CardKit

struct DedupeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dedupe",
    abstract: "Find and merge duplicate contacts, never losing a value.",
    discussion: """
      Finds clusters of cards that are probably one person, from evidence: the same UID, a \
      shared phone number (compared as numbers) or email address, and the same or a similar \
      name (compared with the locale's collation, ignoring case, accents and word order, so \
      "Smith, John" is John Smith; short forms such as Tom / Thomas and initials count as \
      similar; different honorific suffixes in N, Jr. / Sr. or II / III, make different \
      names). Each cluster gets a confidence:
        strong    the same UID, or the same name and a shared number or email
        likely    a shared number or email and a similar name, or a card without a
                  name
        possible  the same name alone (unless both cards have numbers, or both have
                  emails, that all differ), or a shared number under different names
      Different birthdays lower a link by one level.

      --threshold strict (the default) merges strong clusters only, normal also likely ones, \
      loose every cluster. Names that do not match never end up in one cluster through a third \
      card; a card without a name that matches people whose names do not match (a number \
      shared with Alice, an email with Bob) joins neither, whatever the order of the book: it \
      is left alone and listed as ambiguous with the cards it matched. Two lone cards of \
      different names sharing a number are merged only at loose. Clusters below the threshold \
      are left alone and listed.

      Merging keeps every value of every card (see `cardkit merge`): the card with the most \
      values is the base, the others are folded into it, conflicting single values are kept \
      as X-CARDKIT-MERGED-<NAME>. The merged card takes the place of the cluster's first card. \
      Cards are written in the input's format; in a vCard book whose cards are of several \
      versions, each card keeps its own (a merged card its base's) unless --to is given.

      \(HelpText.exitStatus)

      EXAMPLES
        cardkit dedupe contacts.vcf -o deduped.vcf --report dedupe.txt
        cardkit dedupe contacts.vcf --dry-run --threshold normal
        cardkit dedupe contacts.vcf -o contacts.vcf --report dedupe.json
      """
  )

  @OptionGroup var input: InputOptions
  @OptionGroup var output: OutputOptions

  @Option(help: "Least confidence to merge at: strict (strong evidence only), normal or loose.")
  var threshold: DuplicateThreshold = .strict

  @OptionGroup var report: ReportOptions
  @OptionGroup var matching: MatchingOptions
  @OptionGroup var diagnostics: DiagnosticOptions

  func validate() throws {
    try report.validate(output: output.output)
  }

  func run() throws {
    matching.warnIfUnknownLocale()
    let printer = diagnostics.makePrinter()
    try runReporting(printer) {
      let progress = diagnostics.makeProgress()
      var book = try BookLoader(options: input.readOptions).load(input.paths, report: printer.print, progress: progress.update)
      progress.finish()
      let deduplicator = try Deduplicator(threshold: threshold, locale: matching.resolvedLocale, region: matching.region)
      let locations = book.locations
      let format = output.to ?? book.naturalOutputFormat
      // Cards of several vCard versions keep theirs unless --to says otherwise.
      let kept = output.to == nil ? book.keptVersions : nil
      let result = deduplicator.run(book.takeCards(), locations: locations)
      if !report.dryRun {
        try BookWriter(format: format).write(
          result.cards, sources: result.origins.map { locations[$0[0]] },
          versions: kept?.versions(of: result.cards), to: output.output, report: printer.print)
      }
      try report.write(text: result.report.text(), json: result.report)
      // The report starts with the summary; repeat it on standard error only when the
      // report went elsewhere.
      if !diagnostics.quiet && !report.summaryOnStandardOutput { Console.error(result.report.summary) }
    }
    if printer.errors > 0 { throw ExitCode(ExitStatus.findings) }
  }
}

extension DuplicateThreshold: ExpressibleByArgument {}

import ArgumentParser
import CardKit
import FoundationEssentials

struct SearchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Find cards by name, by phone keypad digits (T9) or by phone number.",
    discussion: """
      Like grep, the query comes first, then the files (standard input when there are none).

      By name (the default): every word of the query must start a word of the card's names \
      (given, family, middle, nickname, phonetic, organization, display name), ignoring case \
      and accents the way the locale's collation does (in Swedish, Å is not A). Names in \
      other scripts also match through their Latin form: zhang finds 张伟, petr finds Пётр, \
      zhukov finds Жуков, yamada finds 山田 when the card has a phonetic name; obrien finds \
      O'Brien. Exact full names come first, then \
      names the query starts, then other matches; ties in the locale's order.

      --t9 DIGITS: keypad digits as Android's dialer matches them: from the start of a word, \
      running on across words (37337 finds Fred Smith); the initials of the first two or last \
      two words (57 finds John Smith); accents folded; other scripts through their Latin \
      form. The digits also match phone numbers: from the start, after the country code or \
      the NANP area code, or anywhere inside the national number. Name-start matches come \
      first, then other name matches, then number starts, then digits inside a number.

      --phone TEXT: numbers starting with TEXT once both are normalized: (408) finds \
      +1 408 555 0100 and 408-555-0199; +44 20 finds 020 7946 0958 in a UK book. Numbers \
      without a country code are read in --region (auto: the card's address country, else \
      the book's dominant region), and so is a query without one. With --exact, only the \
      same number, in any format.

      Output: a table with the matched parts in [brackets]; json (the same, with character \
      ranges as Unicode scalar offsets); csv (columns rank, name, kind, match, phones, file, \
      line, card); or vcard (the matching cards, in the input's vCard version).

      Findings about the input are printed but do not change the exit status.

      EXIT STATUS
        0   something matched
        1   nothing matched
        2   an input could not be read
        64  wrong usage (unknown option, bad value, missing argument)

      EXAMPLES
        cardkit search "an sch" contacts.vcf
        cardkit search --t9 2325 contacts.vcf --limit 10
        cardkit search --phone "030 1234" contacts.vcf --region DE --format json
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable { case table, vcard, json, csv }

  @Argument(help: ArgumentHelp(
    "The name to find (unless --t9 or --phone is given), then the input files: vCard, jCard or CSV (`-` or none: standard input).",
    valueName: "query-and-inputs"))
  var arguments: [String] = []

  @Option(help: ArgumentHelp("Find by phone keypad digits (letters count as their key).", valueName: "digits"))
  var t9: String?

  @Option(help: ArgumentHelp("Find by phone number or the start of one.", valueName: "text"))
  var phone: String?

  @Flag(help: "With --phone: only the same number, in any format.")
  var exact = false

  @Option(help: "Region for numbers without a country code: an ISO 3166 code such as US, DE, GB, or auto.")
  var region: PhoneNormalizationOptions.RegionChoice = .auto

  @Option(help: "Output format: table, vcard, json or csv.")
  var format: Format = .table

  // Unconditional: `-1` is a wrong value, not an option (see LimitOptions).
  @Option(parsing: .unconditional, help: "Show at most this many results (the best ones).")
  var limit: Int?

  @OptionGroup(title: "Read limits") var limits: LimitOptions
  @OptionGroup var names: NameOptions
  @OptionGroup var diagnostics: DiagnosticOptions

  /// The query and the inputs.
  var request: (query: SearchQuery, inputs: [String]) {
    if let t9 { return (.t9(t9), arguments) }
    if let phone { return (exact ? .phoneExact(phone) : .phonePrefix(phone), arguments) }
    return (.name(arguments.first ?? ""), Array(arguments.dropFirst()))
  }

  func validate() throws {
    if t9 != nil && phone != nil { throw ValidationError("--t9 and --phone exclude each other") }
    if exact && phone == nil { throw ValidationError("--exact needs --phone") }
    if t9 == nil && phone == nil && arguments.isEmpty { throw ValidationError("missing the query: cardkit search QUERY [INPUT…]") }
    if let limit, limit < 1 { throw ValidationError("--limit must be at least 1") }
    if request.query.isEmpty {
      // Each kind of query looks for its own characters: `--phone abc` has letters, no digits.
      let wanted = phone != nil ? "--phone needs digits to look for" : t9 != nil ? "--t9 needs keypad digits or letters to look for" : "the query has no letters or digits to look for"
      throw ValidationError(wanted)
    }
  }

  func run() throws {
    names.warnIfUnknownLocale()
    let printer = diagnostics.makePrinter()
    var matched = false
    try runReporting(printer) {
      let query = request.query
      let progress = diagnostics.makeProgress()
      let book = try BookLoader(options: limits.readOptions).load(booksRead, report: printer.print, progress: progress.update)
      KeptUntilExit.keep(book)
      progress.finish()
      let index = try SearchIndex(
        cards: book.cards.map(\.card),
        options: SearchOptions(names: names.sortOptions(by: .display), region: region, queries: SearchQueryKinds(query)))
      let hits = index.search(query, limit: limit)
      matched = !hits.isEmpty
      let results = SearchResults(index: index, book: book, hits: hits)
      switch format {
      case .table: if matched { try printOutput(results.table()) }
      case .json: try printOutput(try results.json())
      case .csv: try results.writeCSV()
      case .vcard:
        let version = book.naturalOutputFormat.vcardVersion != nil ? book.naturalOutputFormat : .vcard4
        let locations = book.locations
        try BookWriter(format: version).write(
          hits.map { index.cards[$0.card] }, sources: hits.map { locations[$0.card] }, to: "-", report: printer.print)
      }
    }
    if !matched {
      if let hint = digitsHint { Console.error(hint) }
      throw ExitCode(ExitStatus.findings)
    }
  }

  /// For a name query that found nothing and is only digits and phone punctuation
  /// (`cardkit search 2662`): the options that look for digits.
  private var digitsHint: String? {
    guard t9 == nil, phone == nil, let query = arguments.first else { return nil }
    let digits = query.filter(\.isASCII).filter(\.isNumber)
    guard !digits.isEmpty, query.allSatisfy({ $0.isNumber || "+-()./ ".contains($0) }) else { return nil }
    let quoted = query.contains(where: { " ()".contains($0) }) ? "'\(query)'" : query
    // `--phone -5` would read -5 as an option.
    let phone = query.hasPrefix("-") ? "--phone=\(quoted)" : "--phone \(quoted)"
    return "hint: no name matches \(quoted); for keypad digits use --t9 \(digits), for a phone number \(phone)"
  }
}

/// The hits of a search as rows for the table, JSON and CSV outputs.
private struct SearchResults {
  let index: SearchIndex
  let book: LoadedBook
  let hits: [SearchHit]

  func name(_ hit: SearchHit) -> String { index.displayNames[hit.card] }
  func source(_ hit: SearchHit) -> String { "\(book.sources[hit.card]):\(book.cards[hit.card].card.position.line)" }
  func phones(_ hit: SearchHit) -> [String] { index.cards[hit.card].phones.map(\.value) }

  /// The matched parts in words: `[Fred] [S]mith`, `nickname: [Annie]`, `name (Latin): zhang [wei]`.
  func match(_ hit: SearchHit) -> String {
    hit.matches.map { m in
      var label = Self.labels[m.field] ?? m.field.rawValue
      if m.transliterated { label += " (Latin)" }
      return m.field == .displayName && !m.transliterated ? m.bracketed : "\(label): \(m.bracketed)"
    }.joined(separator: "; ")
  }

  static let labels: [SearchField: String] = [
    .displayName: "name", .formattedName: "formatted name", .givenName: "given name", .familyName: "family name",
    .additionalName: "middle name", .nickname: "nickname", .phoneticGivenName: "phonetic given name",
    .phoneticAdditionalName: "phonetic middle name", .phoneticFamilyName: "phonetic family name",
    .phoneticName: "phonetic name", .organization: "organization", .phone: "phone",
  ]

  func table() -> String {
    var rows = [["name", "match", "kind", "source"]]
    for hit in hits { rows.append([name(hit), match(hit), hit.kind.rawValue, source(hit)]) }
    return TextTable.render(rows)
  }

  func json() throws -> String {
    struct Row: Encodable {
      var rank: Int
      var name: String
      var kind: SearchMatchKind
      var matches: [SearchMatch]
      var phones: [String]
      var file: String
      var line: Int
      var card: Int
    }
    let rows = hits.enumerated().map { rank, hit in
      Row(rank: rank + 1, name: name(hit), kind: hit.kind, matches: hit.matches, phones: phones(hit),
          file: book.sources[hit.card], line: Int(book.cards[hit.card].card.position.line), card: book.cards[hit.card].index)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(rows), as: UTF8.self) + "\n"
  }

  func writeCSV() throws {
    let encoder = CSVRowEncoder()
    let out = try OutputFile(path: "-")
    try out.write(encoder.byteOrderMark + encoder.row(["rank", "name", "kind", "match", "phones", "file", "line", "card"]))
    for (rank, hit) in hits.enumerated() {
      try out.write(encoder.row([
        String(rank + 1), name(hit), hit.kind.rawValue, match(hit), phones(hit).joined(separator: "; "),
        book.sources[hit.card], String(book.cards[hit.card].card.position.line), String(book.cards[hit.card].index),
      ]))
    }
    try out.commit()
  }
}

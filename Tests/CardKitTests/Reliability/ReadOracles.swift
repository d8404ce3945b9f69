#if canImport(Glibc)
  import Glibc
#endif
@testable import CardKit

/// The checks the fuzz targets run on each input, shared with the tests that replay the kept
/// crashers (`corpora/fuzz/`). `Fuzz/Sources/FuzzSupport/ReadOracles.swift` is a link to this
/// file. Each check returns what went wrong (empty when the input was handled correctly); a
/// crash, a hang or a leak shows up in the sanitizers instead.
public enum ReadOracles {
  /// vCard reader: the splitter fed in small chunks cuts the same cards as fed the whole input;
  /// every card parses with the default limits and with tight ones; every card writes in each
  /// vCard version and as jCard; the vCard 4.0 output read back holds the same values; and the
  /// cards pass through lint and repair (``lintAndRepair(_:format:)``).
  public static func vcard(_ bytes: [UInt8]) -> [String] {
    var failures: [String] = []
    let selector = selector(bytes)
    let whole = cutCards(bytes, chunk: nil)
    let chunked = cutCards(bytes, chunk: 1 + selector % 61)
    if whole.count != chunked.count { failures.append("splitter: \(whole.count) card(s) fed whole, \(chunked.count) fed in chunks") }
    for (a, b) in zip(whole, chunked) where !same(a, b) {
      failures.append("splitter: card \(a.index) differs when fed in chunks")
    }
    let tight = tightLimits
    let tightParser = CardParser(fileName: "t", limits: tight, collectSyntax: true)
    for chunk in cutCards(bytes, chunk: 1 + selector % 13, limits: tight) { _ = tightParser.parsedCard(chunk) }
    let parser = CardParser(fileName: "f", limits: ReadLimits(), collectSyntax: selector & 1 == 0)
    var cards: [Card] = []
    for chunk in whole {
      let parsed = parser.parsedCard(chunk)
      let (card, diagnostics) = (parsed.card, parsed.diagnostics)
      for d in diagnostics where d.location.line < 1 { failures.append("\(d.code) without a line: \(d)") }
      cards.append(card)
    }
    var v4: [UInt8] = []
    for card in cards {
      for format in [OutputFormat.vcard21, .vcard3, .jcard] { _ = format.encode(card, location: SourceLocation(file: "o")) }
      v4 += OutputFormat.vcard4.encode(card, location: SourceLocation(file: "o")).bytes
    }
    let reread = cutCards(v4, chunk: nil).map { parser.parse($0).0 }
    failures += inventoryLosses(cards, reread, "vCard 4.0 round trip")
    failures += labelLosses(cards, reread, "vCard 4.0 round trip")
    let syntaxParser = CardParser(fileName: "f", limits: ReadLimits(), collectSyntax: true)
    failures += lintAndRepair(whole.prefix(24).map { syntaxParser.parsedCard($0) }, format: .vcard)
    return failures
  }

  /// Lint with every rule and repair, on cards read with the syntax record (vCard, jCard) or
  /// as CSV records map them: every finding
  /// about a card has a line, and the repaired cards keep every value of the cards read
  /// (label respellings aside, ``repairLosses(_:_:)``).
  public static func lintAndRepair(_ cards: [ParsedCard], format: BookFormat) -> [String] {
    var options = LintOptions(region: .fixed(PhoneRegion("US")!), workers: 1)
    options.rules = Set(LintCatalogue.rules.map(\.code))
    var failures: [String] = []
    let lint = Linter(options: options).lint(cards, file: "f", format: format)
    for d in lint.diagnostics where d.location.cardIndex != nil && d.location.line < 1 {
      failures.append("lint: \(d.code) without a line: \(d)")
    }
    let repair = Repairer(options: RepairOptions(stableUIDs: true, lint: options)).repair(cards, file: "f", format: format)
    guard repair.cards.count == cards.count else {
      return failures + ["repair: \(cards.count) card(s) became \(repair.cards.count)"]
    }
    for (i, (a, b)) in zip(cards, repair.cards).enumerated() {
      let lost = repairLosses(a.card, b)
      if !lost.isEmpty { failures.append("repair: card \(i) lost \(lost.prefix(4).map { String(reflecting: $0) })") }
    }
    for d in repair.diagnostics where d.location.cardIndex != nil && d.location.line < 1 {
      failures.append("repair: \(d.code) without a line: \(d)")
    }
    return failures
  }

  /// Entries of `a`'s value inventory that `b` lacks, label respellings aside: what a repair
  /// must never lose.
  public static func repairLosses(_ a: Card, _ b: Card) -> [String] {
    let out = Set(b.valueInventory)
    // An empty value is dropped with its free-text label, which the fix names (L038).
    let labelled: [(value: String, label: String?)] =
      a.phones.map { ($0.value, $0.label) } + a.emails.map { ($0.value, $0.label) } + a.urls.map { ($0.value, $0.label) }
      + a.instantMessaging.map { ($0.value, $0.label) }
    let emptyValueLabels = Set(labelled.filter { $0.value.trimmingSpaces.isEmpty }.compactMap { $0.label.map { "CUSTOM-LABEL:" + $0.trimmingSpaces } })
    // Google's primary mark (`* Home`) becomes the value's preference: the label's text stays.
    func movedStar(_ entry: String) -> Bool {
      guard entry.hasPrefix("CUSTOM-LABEL:* ") else { return false }
      return out.contains("CUSTOM-LABEL:" + String(entry.dropFirst("CUSTOM-LABEL:* ".count)).trimmingSpaces)
    }
    return a.valueInventory.filter { !out.contains($0) && !isRespelledLabel($0) && !emptyValueLabels.contains($0) && !movedStar($0) }
  }

  /// A label entry the label mapping may drop: noise, or a standard label in another spelling
  /// (`_$!<Mobile>!$_` becomes TYPE=cell). Custom text (`Emergency`) is a value and must stay.
  static func isRespelledLabel(_ entry: String) -> Bool {
    guard entry.hasPrefix("CUSTOM-LABEL:") else { return false }
    let text = String(entry.dropFirst("CUSTOM-LABEL:".count))
    let phone = PhoneLabelReading(types: [], label: text)
    let contact = ContactLabelReading(types: [], label: text)
    if !phone.garbage.isEmpty || !contact.garbage.isEmpty { return true }
    if case .custom = phone.label, case .custom = contact.label { return false }
    return true
  }

  /// The types and preference of every labelled value, by property and value: a 4.0 round
  /// trip keeps them (values are checked by ``inventoryLosses``; this catches a dropped TYPE).
  /// An address is named by its components without the trailing empty ones: extra components
  /// of a messy ADR come back fewer, their values kept.
  static func labelInventory(_ card: Card) -> [String] {
    // An email's `internet` type is 2.1's and 3.0's default, which 4.0 does not write.
    func entries<V>(_ kind: String, _ values: [LabeledValue<V>], _ text: (V) -> String) -> [String] {
      values.map { v in
        let types = v.types.filter { kind != "EMAIL" || $0 != .internet }.map { $0.text.lowercased() }.sorted()
        return "\(kind) \(text(v.value)) types=\(types) pref=\(v.preference.map(String.init) ?? "-")"
      }
    }
    return entries("TEL", card.phones) { $0 } + entries("EMAIL", card.emails) { $0 } + entries("URL", card.urls) { $0 }
      + entries("IMPP", card.instantMessaging) { $0 } + entries("ADR", card.addresses) { "\(Array($0.components.reversed().drop { $0.isEmpty }.reversed()))" }
      + entries("PHOTO", card.photos, Card.mediaText) + entries("LOGO", card.logos, Card.mediaText)
      + entries("SOUND", card.sounds, Card.mediaText) + entries("KEY", card.keys, Card.mediaText)
  }

  static func labelLosses(_ before: [Card], _ after: [Card], _ what: String) -> [String] {
    guard before.count == after.count else { return [] }
    var failures: [String] = []
    for (i, (a, b)) in zip(before, after).enumerated() {
      let kept = Set(labelInventory(b))
      let lost = labelInventory(a).filter { !kept.contains($0) }
      if !lost.isEmpty { failures.append("\(what): card \(i) changed labels \(lost.prefix(4).map { String(reflecting: $0) })") }
    }
    return failures
  }

  /// CSV reader: the tokenizer fed in small chunks gives the same records and findings as fed
  /// the whole input; the reader runs with detected and forced options and a small field
  /// limit; the cards written in the generic layout and read back hold the same values; and
  /// the cards pass through lint and repair (``lintAndRepair(_:format:)``).
  public static func csv(_ bytes: [UInt8]) -> [String] {
    var failures: [String] = []
    let selector = selector(bytes)
    for delimiter: UInt8 in [0x2C, 0x3B] {
      let whole = csvRecords(bytes, delimiter: delimiter, chunk: nil)
      let chunked = csvRecords(bytes, delimiter: delimiter, chunk: 1 + selector % 37)
      if whole.records != chunked.records { failures.append("tokenizer: records differ when fed in chunks") }
      if whole.findings != chunked.findings { failures.append("tokenizer: findings differ when fed in chunks: \(whole.findings) / \(chunked.findings)") }
    }
    var variants = [CSVReadOptions(), CSVReadOptions(maximumFieldBytes: 32, chunkSize: 7)]
    switch selector % 4 {
    case 0: variants.append(CSVReadOptions(delimiter: .semicolon, headerRow: .present))
    case 1: variants.append(CSVReadOptions(encoding: .utf16LittleEndian, headerRow: .absent))
    case 2: variants.append(CSVReadOptions(layout: .googleCurrent, encoding: .windows1252))
    default: variants.append(CSVReadOptions(delimiter: .tab, headerRow: .absent, chunkSize: 3))
    }
    let cards = variants.map { CSVReader.read(bytes: bytes, fileName: "f", options: $0).cards }[0]
    failures += csvMappedInParallel(bytes, options: CSVReadOptions(chunkSize: 1 + selector % 61), maxRecords: 1 + selector % 9)
    let written = CSVWriter.write(cards: cards, layout: .generic, options: CSVWriteOptions(allowFormulas: true))
    let reread = CSVReader.read(bytes: written.bytes, fileName: "o").cards
    failures += inventoryLosses(cards, reread, "generic CSV round trip")
    failures += labelLosses(cards, reread, "generic CSV round trip")
    failures += spillLosses(Array(cards.prefix(24)))
    let parsed = cards.prefix(24).enumerated().map { ParsedCard(card: $1, index: $0, diagnostics: []) }
    failures += lintAndRepair(Array(parsed), format: .csv)
    return failures
  }

  /// Each card's CSV row, in every layout, kept in its spill form (as `convert` keeps rows while
  /// it plans the header) and read back: the row read back is the row, and it lays out as the
  /// card does.
  public static func spillLosses(_ cards: [Card]) -> [String] {
    var failures: [String] = []
    for layout in CSVOutputLayout.allCases {
      let plan = CSVColumnPlan(layout: layout, cards: cards)
      let encoder = CSVRowEncoder.forRows(of: layout, options: CSVWriteOptions())
      let (direct, spilled) = (CSVTableWriter(plan: plan), CSVTableWriter(plan: plan))
      for (i, card) in cards.enumerated() {
        let cells = CSVRowCells(card: card, layout: layout, encoder: encoder, words: LabelWords())
        guard let back = CSVRowCells(spilled: cells.spilled()[...]) else {
          failures.append("\(layout) CSV: row \(i) does not read back from its spill form")
          continue
        }
        if spilled.append(spilled.renderer.render(back)) != direct.append(direct.renderer.render(card)) {
          failures.append("\(layout) CSV: row \(i) read back from its spill form is not the card's row")
        }
      }
      if spilled.finish() != direct.finish() { failures.append("\(layout) CSV: the findings differ for the rows read back") }
    }
    return failures
  }

  /// The cards and findings of a CSV mapped on two threads, a few records at a time with the
  /// next chunk read ahead (as ``BookReader`` reads), against the plain one-card-at-a-time
  /// reading.
  static func csvMappedInParallel(_ bytes: [UInt8], options: CSVReadOptions, maxRecords: Int) -> [String] {
    let plain = CSVReader.read(bytes: bytes, fileName: "f", options: options)
    let reader = CSVReader(bytes: bytes, fileName: "f", options: options)
    var cards: [Card] = []
    var findings: [Diagnostic] = []
    do {
      while let batch = try reader.nextCards(maxRecords: maxRecords, threads: 2) {
        for (i, parsed) in batch.enumerated() {
          if parsed.index != cards.count + i { return ["parallel CSV: card \(cards.count + i) numbered \(parsed.index)"] }
        }
        cards += batch.map(\.card)
        findings += batch.flatMap(\.diagnostics)
        reader.readAhead(maxRecords)
      }
    } catch {
      return ["parallel CSV: \(error)"]
    }
    findings += reader.drainDiagnostics()
    var failures: [String] = []
    if cards != plain.cards { failures.append("parallel CSV: \(cards.count) cards differ from the \(plain.cards.count) read one at a time") }
    if findings.map(\.description).sorted() != plain.diagnostics.map(\.description).sorted() {
      failures.append("parallel CSV: findings differ from those read one at a time")
    }
    return failures
  }

  /// jCard reader: the splitter fed in small chunks cuts the same cards as fed the whole input;
  /// each card written back as jCard and as vCard 4.0 and read back holds the same values.
  public static func jcard(_ bytes: [UInt8]) -> [String] {
    var failures: [String] = []
    let whole = cutJSON(bytes, chunk: nil)
    let chunked = cutJSON(bytes, chunk: 1 + selector(bytes) % 53)
    if whole.elements.count != chunked.elements.count {
      failures.append("splitter: \(whole.elements.count) card(s) fed whole, \(chunked.elements.count) fed in chunks")
    }
    for (a, b) in zip(whole.elements, chunked.elements)
    where a.bytes != b.bytes || a.line != b.line || a.column != b.column || a.index != b.index || a.diagnostics != b.diagnostics {
      failures.append("splitter: card \(a.index) differs when fed in chunks")
    }
    if whole.trailing != chunked.trailing { failures.append("splitter: trailing findings differ when fed in chunks") }
    // Half the inputs are read with the syntax record lint asks for: its lines come in the
    // order of the properties, each where its property starts.
    let parser = JCardParser(fileName: "f", collectSyntax: selector(bytes) & 1 == 0)
    var cards: [Card] = []
    var parsed: [ParsedCard] = []
    for element in whole.elements {
      let (card, diagnostics, syntax) = parser.parse(element)
      cards.append(card)
      if syntax != nil, parsed.count < 24 { parsed.append(ParsedCard(card: card, index: element.index, diagnostics: diagnostics, syntax: syntax)) }
      let positions = (syntax?.properties ?? []).map { (Int($0.position.line), Int($0.position.column)) }
      if zip(positions, positions.dropFirst()).contains(where: { $0 >= $1 }) || positions.first.map({ $0 < (element.line, element.column) }) == true {
        failures.append("syntax record: card \(element.index) has lines out of order: \(positions)")
      }
    }
    var json: [UInt8] = [0x5B]
    var v4: [UInt8] = []
    for (i, card) in cards.enumerated() {
      if i > 0 { json.append(ASCII.comma) }
      json += OutputFormat.jcard.encode(card, location: SourceLocation(file: "o")).bytes
      v4 += OutputFormat.vcard4.encode(card, location: SourceLocation(file: "o")).bytes
    }
    json.append(0x5D)
    let rereadJSON = cutJSON(json, chunk: nil).elements.map { JCardParser(fileName: "f").parse($0).0 }
    failures += inventoryLosses(cards, rereadJSON, "jCard round trip")
    failures += labelLosses(cards, rereadJSON, "jCard round trip")
    let vparser = CardParser(fileName: "o", limits: ReadLimits())
    let rereadV4 = cutCards(v4, chunk: nil).map { vparser.parse($0).0 }
    failures += inventoryLosses(cards, rereadV4, "jCard to vCard 4.0")
    failures += labelLosses(cards, rereadV4, "jCard to vCard 4.0")
    if !parsed.isEmpty { failures += lintAndRepair(parsed, format: .jcard) }
    return failures
  }

  // MARK: Helpers

  /// A number from the input's length and last byte that picks a variant (chunk size, options)
  /// without consuming bytes, so that seeds stay the files they are.
  static func selector(_ bytes: [UInt8]) -> Int { (bytes.count &* 31 &+ Int(bytes.last ?? 0)) & 0xFFFF }

  /// Limits small enough for fuzz inputs to cross them.
  static var tightLimits: ReadLimits {
    var limits = ReadLimits()
    limits.maxLineLength = 200
    limits.maxPropertiesPerCard = 12
    limits.maxBinarySize = 64
    limits.maxAgentDepth = 1
    limits.maxCardSize = 1024
    return limits
  }

  /// The values of each card (``Card/valueInventory``) missing from its counterpart.
  public static func inventoryLosses(_ before: [Card], _ after: [Card], _ what: String) -> [String] {
    guard before.count == after.count else { return ["\(what): \(before.count) card(s) became \(after.count)"] }
    var failures: [String] = []
    for (i, (a, b)) in zip(before, after).enumerated() {
      let kept = Set(b.valueInventory)
      let lost = a.valueInventory.filter { !kept.contains($0) }
      if !lost.isEmpty { failures.append("\(what): card \(i) lost \(lost.prefix(4).map { String(reflecting: $0) })") }
    }
    return failures
  }

  static func cutCards(_ bytes: [UInt8], chunk: Int?, limits: ReadLimits = ReadLimits()) -> [CardChunk] {
    var splitter = CardSplitter(fileName: "f")
    var out: [CardChunk] = []
    feed(bytes, chunk: chunk) { part in
      splitter.feed(part)
      while let c = splitter.next() { out.append(c) }
    }
    splitter.finish()
    while let c = splitter.next() { out.append(c) }
    _ = splitter.takeTrailingDiagnostics()
    return out
  }

  static func same(_ a: CardChunk, _ b: CardChunk) -> Bool {
    a.bytes == b.bytes && a.firstLine == b.firstLine && a.index == b.index && a.hasBegin == b.hasBegin
      && a.hasEnd == b.hasEnd && a.endedByNextBegin == b.endedByNextBegin && a.diagnostics == b.diagnostics
  }

  static func cutJSON(_ bytes: [UInt8], chunk: Int?) -> (elements: [JCardSplitter.Element], trailing: [Diagnostic]) {
    var splitter = JCardSplitter(fileName: "f")
    var out: [JCardSplitter.Element] = []
    feed(bytes, chunk: chunk) { part in
      splitter.feed(part)
      while let e = splitter.next() { out.append(e) }
    }
    splitter.finish()
    while let e = splitter.next() { out.append(e) }
    return (out, splitter.takeTrailingDiagnostics())
  }

  struct Record: Equatable {
    var fields: [[UInt8]]
    var quoted: [Bool]
    var line: Int
    var index: Int
  }

  static func csvRecords(_ bytes: [UInt8], delimiter: UInt8, chunk: Int?) -> (records: [Record], findings: [String]) {
    var tokenizer = CSVTokenizer(delimiter: delimiter, fileName: "f", maximumFieldBytes: 1 << 10)
    var out: [Record] = []
    let take: (CSVRecord) -> Void = { r in
      out.append(Record(fields: (0..<r.count).map { Array(r[$0]) }, quoted: (0..<r.count).map { r.fields[$0].wasQuoted }, line: r.line, index: r.index))
    }
    feed(bytes, chunk: chunk) { tokenizer.feed($0, emit: take) }
    tokenizer.finish(emit: take)
    return (out, tokenizer.drainDiagnostics().map { "\($0.code)@\($0.location.line):\($0.location.column)" })
  }

  /// Hands `bytes` to `body` whole (`chunk` nil) or `chunk` bytes at a time.
  static func feed(_ bytes: [UInt8], chunk: Int?, _ body: ([UInt8]) -> Void) {
    let step = chunk ?? max(bytes.count, 1)
    var i = 0
    while i < bytes.count {
      body(Array(bytes[i..<min(i + step, bytes.count)]))
      i += step
    }
  }
}

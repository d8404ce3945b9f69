/// Writes cards as contacts CSV.
///
/// ```swift
/// let result = CSVWriter.write(cards: cards, layout: .google)
/// ```
/// Everything a layout cannot hold is reported: values that do not fit Outlook's fixed columns
/// go into `Notes` (S017), values written approximately are listed (S020), and what has no
/// column at all (binary photos in Google or Outlook) is named (S021).
public enum CSVWriter {
  /// Writes every card into bytes, the cards encoded on both cores.
  public static func write(cards: [Card], layout: CSVOutputLayout, options: CSVWriteOptions = CSVWriteOptions()) -> CSVWriteResult {
    let (writer, rows) = table(cards, layout, options)
    var bytes = writer.header()
    for row in rows { bytes += writer.append(row) }
    return CSVWriteResult(bytes: bytes, diagnostics: writer.finish())
  }

  /// Writes every card to an output file (not committed: the caller commits or abandons it).
  public static func write(cards: [Card], layout: CSVOutputLayout, options: CSVWriteOptions = CSVWriteOptions(), to output: OutputFile) throws(OutputError) -> [Diagnostic] {
    let (writer, rows) = table(cards, layout, options)
    try output.write(writer.header())
    for row in rows { try output.write(writer.append(row)) }
    return writer.finish()
  }

  /// Each card encoded once into its cells, the header planned from all of them, and the
  /// rows laid out in it.
  private static func table(_ cards: [Card], _ layout: CSVOutputLayout, _ options: CSVWriteOptions) -> (CSVTableWriter, [CSVRenderedRow]) {
    let words = LendingPool { LabelWords() }
    let threads = PhoneNormalizationOptions.processorCount
    let encoder = CSVRowEncoder.forRows(of: layout, options: options)
    let encoded = parallelMap(cards, threads: threads) { card in
      words.withItem { CSVRowCells(card: card, layout: layout, encoder: encoder, words: $0) }
    }
    var plan = CSVColumnPlan(layout: layout)
    for cells in encoded { plan.include(cells.needs(in: layout)) }
    let writer = CSVTableWriter(plan: plan, options: options)
    let renderer = writer.renderer
    return (writer, parallelMap(encoded, threads: threads, renderer.render))
  }
}

/// One card's row as ``CSVRowRenderer`` encoded it, with what the writer reports about it.
/// Made on any thread; ``CSVTableWriter/append(_:)`` adds the rows in card order.
public struct CSVRenderedRow: Sendable {
  fileprivate var bytes: [UInt8]
  fileprivate var lineFeeds: Int
  fileprivate var cardName: String
  fileprivate var inexact: [String] = []
  fileprivate var notWritten: [String] = []
  fileprivate var overflow: [String] = []
  fileprivate var neutralised: [String] = []
  fileprivate var unencodable = 0
  fileprivate var metadata: Set<String> = []
}

/// Encodes cards as rows of a plan's columns. A value, so the rows of a book can be encoded on
/// several threads; the ``CSVTableWriter`` that made it numbers them and reports.
public struct CSVRowRenderer: Sendable {
  /// The layout the rows are in.
  public let layout: CSVOutputLayout
  private let encoder: CSVRowEncoder
  private let columns: [String]
  /// Each column's position by name, for the columns a row names in full.
  private let position: [String: Int]
  /// Each catalogue column's position (-1: not in this plan), by its number.
  private let catalogued: [Int32]
  /// Each thread's Google label words.
  private let words = LendingPool { LabelWords() }

  init(layout: CSVOutputLayout, columns: [String], encoder: CSVRowEncoder) {
    self.layout = layout
    self.encoder = encoder
    self.columns = columns
    let position = Dictionary(columns.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in
      assertionFailure("a \(layout) column name given twice")
      return first
    })
    self.position = position
    catalogued = CSVColumnCatalogue.of(layout).names.map { Int32(position[$0] ?? -1) }
  }

  /// Encodes one card's row.
  public func render(_ card: Card) -> CSVRenderedRow {
    render(words.withItem { CSVRowCells(card: card, layout: layout, encoder: encoder, words: $0) })
  }

  /// Lays out a row's cells (made for this renderer's layout and options) in the columns.
  func render(_ cells: CSVRowCells) -> CSVRenderedRow {
    var row = CSVRenderedRow(bytes: [], lineFeeds: 1 + cells.lineFeeds, cardName: cells.cardName)
    row.inexact = cells.inexact
    row.notWritten = cells.notWritten
    row.overflow = cells.overflow
    row.metadata = cells.metadata
    // Which cell goes in each column (-1: none).
    var slots = [Int32](repeating: -1, count: columns.count)
    var missing: [String] = []
    for (k, cell) in cells.cells.enumerated() {
      let i: Int
      switch cell.column {
      case .known(let number): i = Int(catalogued[Int(number)])
      case .named(let name): i = position[name] ?? -1
      }
      // The tool's plans are made from the same rows and have a column for every cell; a
      // plan made from other cards may not, and what it has no column for is reported (S021).
      guard i >= 0 else {
        missing.append("'\(CSVColumnCatalogue.of(layout).name(of: cell.column))'")
        continue
      }
      slots[i] = Int32(k)
    }
    if !missing.isEmpty { row.notWritten.append("\(missing.joined(separator: ", ")) (columns the header does not have)") }
    let options = encoder.options
    var utf8: [UInt8] = []
    utf8.reserveCapacity(cells.text.count + columns.count * (encoder.quoteAll ? 3 : 1) + 2)
    for i in columns.indices {
      if i > 0 { utf8.append(options.delimiter.byte) }
      let k = Int(slots[i])
      if k >= 0 {
        let cell = cells.cells[k]
        utf8.append(contentsOf: cells.bytes(of: cell))
        if cell.neutralised { row.neutralised.append(columns[i]) }
      } else if encoder.quoteAll {
        utf8.append(ASCII.quote)
        utf8.append(ASCII.quote)
      }
    }
    if options.lineEnding == .crlf { utf8.append(ASCII.cr) }
    utf8.append(ASCII.lf)
    if options.encoding == .utf8 {
      row.bytes = utf8
    } else {
      row.unencodable = CSVText.encode(String(decoding: utf8, as: UTF8.self), as: options.encoding, into: &row.bytes)
    }
    return row
  }
}

/// Writes the header and then one row per card, for output that does not fit in memory: build
/// the ``CSVColumnPlan`` in a first pass over the cards, then stream the rows. The rows can be
/// encoded on other threads with ``renderer`` and added here in order with ``append(_:)``.
/// A value whose column the plan lacks (a plan made from other cards) is not written, and
/// ``finish()`` names its column (S021).
public final class CSVTableWriter {
  /// The header plan.
  public let plan: CSVColumnPlan
  /// The output options.
  public let options: CSVWriteOptions
  /// Encodes the rows of this writer's columns, on any thread.
  public let renderer: CSVRowRenderer
  private let columns: [String]
  private var diagnostics: [Diagnostic] = []
  private var line = 1
  private var rowCount = 0
  private var metadata: [String: Int] = [:]

  /// A writer for rows that fit `plan`.
  public init(plan: CSVColumnPlan, options: CSVWriteOptions = CSVWriteOptions()) {
    self.plan = plan
    self.options = options
    columns = plan.columns
    encoder = CSVRowEncoder.forRows(of: plan.layout, options: options)
    renderer = CSVRowRenderer(layout: plan.layout, columns: columns, encoder: encoder)
  }

  private let encoder: CSVRowEncoder
  /// Findings already given once, by code and message, with how many more cards they applied
  /// to: the line the first card's row starts on, and those of the next rows named (lines, as
  /// every location counts them: a row whose cells hold line breaks takes several).
  private var repeats: [Repeat: (first: Int, more: Int, order: Int, lines: [Int], last: Int)] = [:]
  /// How many of the other rows a summarised finding names.
  private static let rowsNamed = 10

  private struct Repeat: Hashable {
    let code: DiagnosticCode
    let message: String
  }

  /// The byte order mark (when asked for) and the header row.
  public func header() -> [UInt8] {
    var out = options.byteOrderMark ? options.encoding.byteOrderMark : []
    line += encoder.append(columns, neutralise: false, to: &out).lineFeeds
    return out
  }

  /// One card's row.
  public func row(_ card: Card) -> [UInt8] {
    append(renderer.render(card))
  }

  /// The next row, encoded by ``renderer``: its bytes, its findings noted with its line.
  public func append(_ row: CSVRenderedRow) -> [UInt8] {
    for name in row.metadata { metadata[name, default: 0] += 1 }
    // A finding that holds for many cards (X-ABADR in every Apple card, a Product ID that
    // starts with `-` in every card) is given for the first card and counted for the rest.
    func report(_ code: DiagnosticCode, _ message: String) {
      let key = Repeat(code: code, message: message)
      if var seen = repeats[key] {
        // Counted once a card: a card can give the same finding twice (two X-ABADR).
        guard seen.last != rowCount else { return }
        seen.more += 1
        seen.last = rowCount
        if seen.lines.count < Self.rowsNamed { seen.lines.append(line) }
        repeats[key] = seen
        return
      }
      repeats[key] = (line, 0, repeats.count, [], rowCount)
      diagnostics.append(
        Diagnostic(code, message, at: SourceLocation(file: options.fileName, line: line, column: 0, cardIndex: rowCount), cardName: row.cardName))
    }
    for message in row.inexact where !message.isEmpty { report(.csvInexact, message) }
    if !row.notWritten.isEmpty { report(.csvNotWritten, "not written (no column in this layout): \(row.notWritten.joined(separator: ", "))") }
    if !row.overflow.isEmpty {
      report(
        .csvOverflowToNotes,
        "\(row.overflow.count) value(s) without a free column written into Notes: \(row.overflow.map { $0.prefix { $0 != ":" } }.joined(separator: ", "))")
    }
    if !row.neutralised.isEmpty {
      report(.csvFormulaNeutralised, "cells starting like a formula got a leading apostrophe: \(row.neutralised.joined(separator: ", "))")
    }
    if row.unencodable > 0 { report(.csvUnencodable, "\(row.unencodable) character(s) not in \(options.encoding.name) written as '?'") }
    line += row.lineFeeds
    rowCount += 1
    return row.bytes
  }

  /// The findings of the whole run (call after the last row).
  public func finish() -> [Diagnostic] {
    // In the order the findings were first given (a dictionary's own order changes from run to run).
    // The other rows are named, the first ten of them: in a small book, every one.
    for (key, seen) in repeats.sorted(by: { $0.value.order < $1.value.order }) where seen.more > 0 {
      let rest = seen.more > seen.lines.count ? " and \(seen.more - seen.lines.count) more" : ""
      let lines = "\(seen.more == 1 ? "line" : "lines") \(seen.lines.map(String.init).joined(separator: ", "))\(rest)"
      diagnostics.append(
        Diagnostic(
          key.code, "\(seen.more) more card(s) like the one at line \(seen.first) (\(lines)): \(key.message)",
          at: SourceLocation(file: options.fileName)))
    }
    // Card metadata (UID, REV, parameters) is a note; the types of emails and web pages
    // (Outlook's columns have none) are what the user sees, a warning.
    let labels: Set<String> = ["email labels", "web page labels"]
    for shown in [true, false] {
      let keys = metadata.keys.filter { labels.contains($0) == shown }.sorted()
      guard !keys.isEmpty else { continue }
      let names = keys.map { "\($0) (\(metadata[$0]!) card(s))" }.joined(separator: ", ")
      diagnostics.append(
        Diagnostic(.csvNotWritten, "no column in the \(plan.layout) layout, not written: \(names)", at: SourceLocation(file: options.fileName),
          severity: shown ? .warning : .info))
    }
    defer { diagnostics.removeAll() }
    return diagnostics
  }
}

/// Encodes rows of cells as CSV text in the output options' delimiter, quoting, line ending
/// and encoding, neutralising cells a spreadsheet would run as formulas (unless allowed).
/// Used by the layouts above and by commands that print tables as CSV (`pick`, `search`).
public struct CSVRowEncoder: Sendable {
  /// The delimiter, quoting, line ending, encoding and formula handling used for every row.
  public let options: CSVWriteOptions
  let quoteAll: Bool

  /// An encoder; `quoteAll` overrides ``CSVWriteOptions/quoting`` when given (true quotes every
  /// field).
  public init(options: CSVWriteOptions = CSVWriteOptions(), quoteAll: Bool? = nil) {
    self.options = options
    self.quoteAll = quoteAll ?? (options.quoting == .all)
  }

  /// The byte order mark, when the options ask for one.
  public var byteOrderMark: [UInt8] { options.byteOrderMark ? options.encoding.byteOrderMark : [] }

  /// One row's bytes in the output encoding.
  public func row(_ cells: [String]) -> [UInt8] {
    var out = [UInt8]()
    _ = append(cells, neutralise: !options.allowFormulas, to: &out)
    return out
  }

  /// Adds one record with its line ending to `out`, in the output encoding. Returns the indexes
  /// of the cells that were neutralised, the line feeds written (the line ending's included)
  /// and how many characters the encoding could not hold (written as `?`).
  func append(_ values: [String], neutralise: Bool, to out: inout [UInt8]) -> (neutralised: [Int], lineFeeds: Int, unencodable: Int) {
    guard options.encoding == .utf8 else {
      var utf8 = [UInt8]()
      let (neutralised, lineFeeds) = appendUTF8(values, neutralise: neutralise, to: &utf8)
      let unencodable = CSVText.encode(String(decoding: utf8, as: UTF8.self), as: options.encoding, into: &out)
      return (neutralised, lineFeeds, unencodable)
    }
    let (neutralised, lineFeeds) = appendUTF8(values, neutralise: neutralise, to: &out)
    return (neutralised, lineFeeds, 0)
  }

  /// The record in UTF-8, written straight into the bytes (Outlook's layout quotes each of its
  /// ninety cells: joined as a string first, each row was built and then copied).
  private func appendUTF8(_ values: [String], neutralise: Bool, to out: inout [UInt8]) -> (neutralised: [Int], lineFeeds: Int) {
    out.reserveCapacity(out.count + values.reduce(values.count * (quoteAll ? 3 : 1) + 2) { $0 + $1.utf8.count })
    var neutralised = [Int]()
    var lineFeeds = 1
    for (i, value) in values.enumerated() {
      if i > 0 { out.append(options.delimiter.byte) }
      let written = appendCell(value, neutralise: neutralise, to: &out)
      if written.neutralised { neutralised.append(i) }
      lineFeeds += written.lineFeeds
    }
    if options.lineEnding == .crlf { out.append(ASCII.cr) }
    out.append(ASCII.lf)
    return (neutralised, lineFeeds)
  }

  /// One cell as written (without a delimiter), in UTF-8: an apostrophe in front when it
  /// starts like a formula and `neutralise` is set, quoted when it needs to be or every cell
  /// is. Returns whether it was neutralised and the line feeds in it.
  func appendCell(_ value: String, neutralise: Bool, to out: inout [UInt8]) -> (neutralised: Bool, lineFeeds: Int) {
    // Most cells of a wide layout are empty: nothing to quote, neutralise or copy.
    if value.isEmpty && !quoteAll { return (false, 0) }
    var cell = value
    var neutralised = false
    if neutralise && CSVFormula.needsNeutralising(cell) {
      cell = "'" + cell
      neutralised = true
    }
    if quoteAll || needsQuotes(cell) { return (neutralised, Self.appendQuoted(cell, to: &out)) }
    out.append(utf8: cell)
    return (neutralised, 0)
  }

  /// Whether the rows' cells get an apostrophe when they start like a formula.
  var neutralises: Bool { !options.allowFormulas }

  /// The encoder of a layout's rows: Outlook's quotes every cell, as Outlook does, unless the
  /// options say how to quote.
  static func forRows(of layout: CSVOutputLayout, options: CSVWriteOptions) -> CSVRowEncoder {
    CSVRowEncoder(options: options, quoteAll: (options.quoting ?? (layout == .outlook ? .all : .minimal)) == .all)
  }

  /// `cell` between quotes, its quotes doubled; returns the line feeds in it.
  private static func appendQuoted(_ cell: String, to out: inout [UInt8]) -> Int {
    var cell = cell
    var lineFeeds = 0
    out.append(ASCII.quote)
    cell.withUTF8 { bytes in
      guard bytes.contains(where: { $0 == ASCII.quote || $0 == ASCII.lf }) else {
        out.append(contentsOf: bytes)
        return
      }
      for b in bytes {
        out.append(b)
        if b == ASCII.quote { out.append(b) } else if b == ASCII.lf { lineFeeds += 1 }
      }
    }
    out.append(ASCII.quote)
    return lineFeeds
  }

  private func needsQuotes(_ cell: String) -> Bool {
    let d = options.delimiter.byte
    let utf8 = cell.utf8
    if utf8.first == 0x20 || utf8.last == 0x20 { return true }
    for b in utf8 where b == d || b == 0x22 || b == 0x0A || b == 0x0D { return true }
    return false
  }
}

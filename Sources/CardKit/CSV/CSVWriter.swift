/// Writes cards as contacts CSV.
///
/// ```swift
/// let result = CSVWriter.write(cards: cards, layout: .google)
/// ```
/// Everything a layout cannot hold is reported: values that do not fit Outlook's fixed columns
/// go into `Notes` (S017), values written approximately are listed (S020), and what has no
/// column at all (binary photos in Google or Outlook) is named (S021).
public enum CSVWriter {
  /// Writes every card into bytes (plan first, then rows).
  public static func write(cards: [Card], layout: CSVOutputLayout, options: CSVWriteOptions = CSVWriteOptions()) -> CSVWriteResult {
    let writer = CSVTableWriter(plan: CSVColumnPlan(layout: layout, cards: cards), options: options)
    var bytes = writer.header()
    for card in cards { bytes += writer.row(card) }
    return CSVWriteResult(bytes: bytes, diagnostics: writer.finish())
  }

  /// Writes every card to an output file (not committed: the caller commits or abandons it).
  public static func write(cards: [Card], layout: CSVOutputLayout, options: CSVWriteOptions = CSVWriteOptions(), to output: OutputFile) throws(OutputError) -> [Diagnostic] {
    let writer = CSVTableWriter(plan: CSVColumnPlan(layout: layout, cards: cards), options: options)
    try output.write(writer.header())
    for card in cards { try output.write(writer.row(card)) }
    return writer.finish()
  }
}

/// Writes the header and then one row per card, for output that does not fit in memory: build
/// the ``CSVColumnPlan`` in a first pass over the cards, then stream the rows.
public final class CSVTableWriter {
  /// The header plan.
  public let plan: CSVColumnPlan
  /// The output options.
  public let options: CSVWriteOptions
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
    encoder = CSVRowEncoder(options: options, quoteAll: (options.quoting ?? (plan.layout == .outlook ? .all : .minimal)) == .all)
  }

  private let encoder: CSVRowEncoder
  /// Notes already given once, with how many more cards they applied to.
  private var repeats: [String: (first: Int, more: Int, order: Int)] = [:]

  /// The byte order mark (when asked for) and the header row.
  public func header() -> [UInt8] {
    var out = options.byteOrderMark ? options.encoding.byteOrderMark : []
    let (text, _) = serialize(columns, neutralise: false)
    _ = CSVText.encode(text, as: options.encoding, into: &out)
    line += Self.lineBreaks(text)
    return out
  }

  /// One card's row.
  public func row(_ card: Card) -> [UInt8] {
    let cells: [String: String]
    var inexact = [String]()
    var notWritten = [String]()
    var overflow = [String]()
    switch plan.layout {
    case .generic:
      let row = GenericRowEncoder(card: card)
      cells = row.cells
      inexact = row.inexact
    case .google:
      let row = GoogleRowEncoder(card: card)
      cells = row.cells
      inexact = row.inexact
      notWritten = row.notWritten
      for name in row.metadata { metadata[name, default: 0] += 1 }
    case .outlook:
      let row = OutlookRowEncoder(card: card)
      cells = row.cells
      inexact = row.inexact
      notWritten = row.notWritten
      overflow = row.overflow
      for name in row.metadata { metadata[name, default: 0] += 1 }
    }
    let values = columns.map { cells[$0] ?? "" }
    let (text, neutralised) = serialize(values, neutralise: !options.allowFormulas)
    var out = [UInt8]()
    out.reserveCapacity(text.utf8.count + 16)
    let lost = CSVText.encode(text, as: options.encoding, into: &out)

    let name = card.displayName
    func report(_ code: DiagnosticCode, _ message: String) {
      diagnostics.append(
        Diagnostic(code, message, at: SourceLocation(file: options.fileName, line: line, column: 0, cardIndex: rowCount), cardName: name))
    }
    // A note that holds for many cards (X-ABADR in every Apple card) is given for the first
    // card and counted for the rest.
    for message in inexact where !message.isEmpty {
      if let seen = repeats[message] {
        repeats[message] = (seen.first, seen.more + 1, seen.order)
      } else {
        repeats[message] = (rowCount, 0, repeats.count)
        report(.csvInexact, message)
      }
    }
    if !notWritten.isEmpty { report(.csvNotWritten, "not written (no column in this layout): \(notWritten.joined(separator: ", "))") }
    if !overflow.isEmpty {
      report(.csvOverflowToNotes, "\(overflow.count) value(s) without a free column written into Notes: \(overflow.map { $0.prefix { $0 != ":" } }.joined(separator: ", "))")
    }
    if !neutralised.isEmpty {
      report(.csvFormulaNeutralised, "cells starting like a formula got a leading apostrophe: \(neutralised.map { columns[$0] }.joined(separator: ", "))")
    }
    if lost > 0 { report(.csvUnencodable, "\(lost) character(s) not in \(options.encoding.name) written as '?'") }
    line += Self.lineBreaks(text)
    rowCount += 1
    return out
  }

  /// The findings of the whole run (call after the last row).
  public func finish() -> [Diagnostic] {
    // In the order the notes were first given (a dictionary's own order changes from run to run).
    for (message, seen) in repeats.sorted(by: { $0.value.order < $1.value.order }) where seen.more > 0 {
      diagnostics.append(
        Diagnostic(.csvInexact, "\(seen.more) more card(s) like the one at row \(seen.first + 1): \(message)", at: SourceLocation(file: options.fileName)))
    }
    if !metadata.isEmpty {
      let names = metadata.keys.sorted().map { "\($0) (\(metadata[$0]!) card(s))" }.joined(separator: ", ")
      diagnostics.append(
        Diagnostic(.csvNotWritten, "no column in the \(plan.layout) layout, not written: \(names)", at: SourceLocation(file: options.fileName),
          severity: .info))
    }
    defer { diagnostics.removeAll() }
    return diagnostics
  }

  private func serialize(_ values: [String], neutralise: Bool) -> (String, [Int]) {
    encoder.serialize(values, neutralise: neutralise)
  }

  private static func lineBreaks(_ text: String) -> Int {
    text.utf8.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
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
    let (text, _) = serialize(cells, neutralise: !options.allowFormulas)
    var out = [UInt8]()
    _ = CSVText.encode(text, as: options.encoding, into: &out)
    return out
  }

  /// One record's text with its line ending, and the indexes of the cells that were neutralised.
  func serialize(_ values: [String], neutralise: Bool) -> (String, [Int]) {
    let delimiter = Character(Unicode.Scalar(options.delimiter.byte))
    var out = ""
    var neutralised = [Int]()
    for (i, original) in values.enumerated() {
      if i > 0 { out.append(delimiter) }
      var cell = original
      if neutralise && CSVFormula.needsNeutralising(cell) {
        cell = "'" + cell
        neutralised.append(i)
      }
      if quoteAll || needsQuotes(cell) {
        out += "\"" + (cell.containsByte(0x22) ? cell.replacingAll("\"", with: "\"\"") : cell) + "\""
      } else {
        out += cell
      }
    }
    out += options.lineEnding == .crlf ? "\r\n" : "\n"
    return (out, neutralised)
  }

  private func needsQuotes(_ cell: String) -> Bool {
    let d = options.delimiter.byte
    let utf8 = cell.utf8
    if utf8.first == 0x20 || utf8.last == 0x20 { return true }
    for b in utf8 where b == d || b == 0x22 || b == 0x0A || b == 0x0D { return true }
    return false
  }
}

import CardKit
import FoundationEssentials

/// Text and JSON forms of a normalization report for the CLI.
enum PhoneChangeText {
  static func line(_ c: PhoneChange) -> String {
    let region = c.region.map { "\($0.code) (\(c.regionSource.rawValue))" } ?? "-"
    return "\(c.location.file):\(c.location.line): \(c.field.rawValue) \(c.status.rawValue): \(c.old) → \(c.new) [region \(region)]"
  }

  static func table(_ report: PhoneNormalizationReport) -> String {
    var rows: [[String]] = [["location", "field", "status", "old", "new", "region"]]
    for c in report.changes where c.status != .alreadyNormalized {
      rows.append([
        "\(c.location.file):\(c.location.line)", c.field.rawValue, c.status.rawValue, c.old, c.new,
        c.region.map { "\($0.code) (\(c.regionSource.rawValue))" } ?? "-",
      ])
    }
    return TextTable.render(rows)
  }

  static func json(_ report: PhoneNormalizationReport) throws -> String {
    struct Document: Encodable {
      var bookRegion: String?
      var summary: PhoneNormalizationSummary
      var changes: [PhoneChange]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(Document(bookRegion: report.bookRegion?.code, summary: report.summary, changes: report.changes))
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  static func summary(_ report: PhoneNormalizationReport) -> String {
    let s = report.summary
    var text = "\(s.numbers) numbers: \(s.numbersChanged) changed, \(s.numbersAlreadyNormalized) already normalized, "
    text += "\(s.numbersInvalid) invalid (left as they were), \(s.shortNumbers) short codes; "
    text += "\(s.labelsMapped) labels mapped, \(s.garbageLabels) garbage labels"
    if let r = report.bookRegion { text += "; book region \(r.code)" }
    return text
  }
}

/// Left-aligned columns separated by two spaces; control characters in cells are escaped.
enum TextTable {
  static func render(_ rows: [[String]]) -> String {
    guard let first = rows.first else { return "" }
    var widths = [Int](repeating: 0, count: first.count)
    let rows = rows.map { $0.map { TerminalText.escapingControls($0) } }
    for row in rows { for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], cell.count) } }
    var out = ""
    for row in rows {
      var line = ""
      for (i, cell) in row.enumerated() {
        line += cell
        if i < row.count - 1 { line += String(repeating: " ", count: widths[i] - cell.count + 2) }
      }
      out += line + "\n"
    }
    return out
  }
}

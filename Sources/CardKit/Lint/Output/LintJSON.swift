/// The JSON form of a lint report (schema documented in `docs/lint.md`; stable: fields are
/// only ever added).
///
/// ```
/// { "tool": {"name": "cardkit", "version": "1.0.0"},
///   "files": [{"path": "a.vcf", "format": "vcard", "cards": 2}],
///   "summary": {"cards": 2, "bySeverity": {"error": 1, "warning": 0, "info": 0, "fixed": 0},
///               "byCode": {"L001": 1}},
///   "findings": [{"code": "L001", "rule": "missing-fn", "severity": "error",
///                 "message": "…", "file": "a.vcf", "line": 1, "column": 1, "card": 0,
///                 "cardName": "Ann Lee"}] }
/// ```
public enum LintJSON {
  /// The report as JSON text (UTF-8, indented, a final newline).
  public static func encode(_ report: LintReport) -> String {
    String(decoding: encodedBytes(report), as: UTF8.self)
  }

  /// The report as the UTF-8 bytes of ``encode(_:)``.
  public static func encodedBytes(_ report: LintReport) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(report.diagnostics.count * 256 + 1024)
    write(report) { bytes.append(contentsOf: $0) }
    return bytes
  }

  /// Hands the UTF-8 bytes of ``encode(_:)`` to `emit` in pieces, in order: a large report
  /// is written out as its parts are rendered, never held whole (let alone twice).
  public static func write<E: Error>(_ report: LintReport, to emit: (UnsafeBufferPointer<UInt8>) throws(E) -> Void) throws(E) {
    var json = JSONText(capacity: 64 * 1024)
    json.beginObject()
    json.beginObject("tool")
    json.string("name", "cardkit")
    json.string("version", CardKitVersion.string)
    json.endObject()
    json.beginArray("files")
    for file in report.files {
      json.beginObject()
      json.string("path", file.path)
      json.string("format", formatName(file.format))
      json.number("cards", file.cards)
      json.endObject()
    }
    json.endArray()
    let summary = report.summary
    json.beginObject("summary")
    json.number("cards", summary.cards)
    // Only with --min-severity: the counts then cover only the findings that reached it.
    if let minimum = summary.minimumSeverity { json.string("minimumSeverity", minimum.rawValue) }
    json.beginObject("bySeverity")
    json.number("error", summary.errors)
    json.number("warning", summary.warnings)
    json.number("info", summary.infos)
    json.number("fixed", summary.fixed)
    json.endObject()
    json.beginObject("byCode")
    for (code, count) in summary.byCode.sorted(by: { $0.key < $1.key }) { json.number(named: code, count) }
    json.endObject()
    json.endObject()
    json.beginArray("findings")
    // Rendered in parts on both cores: a large book has hundreds of thousands of findings.
    try json.elements(report.diagnostics, threads: 2, emit: emit) { d, json in finding(d, into: &json) }
    json.endArray()
    json.endObject()
    json.newline()
    try json.drain(emit)
  }

  /// One finding as a JSON object (also used by `cardkit repair --format json`).
  static func finding(_ d: Diagnostic, into json: inout JSONText) {
    json.beginObject()
    json.string("code", d.code.rawValue)
    json.optionalString("rule", LintCatalogue.rule(for: d.code)?.name)
    json.string("severity", d.severity.rawValue)
    json.string("message", d.message)
    json.string("file", d.location.file)
    json.number("line", d.location.line)
    json.number("column", d.location.column)
    json.optionalNumber("card", d.location.cardIndex)
    json.optionalString("cardName", d.cardName)
    json.endObject()
  }

  /// The lower-case name of a format in reports.
  static func formatName(_ format: BookFormat) -> String {
    switch format {
    case .vcard: "vcard"
    case .jcard: "jcard"
    case .csv: "csv"
    }
  }
}

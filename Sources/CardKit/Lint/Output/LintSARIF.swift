/// The SARIF 2.1.0 form of a lint report (OASIS Static Analysis Results Interchange Format),
/// which CI systems and editors show as annotations: one run, the rules of every code found
/// (and of every lint rule that ran) as reporting descriptors, one result per finding.
public enum LintSARIF {
  /// The schema URI SARIF consumers expect.
  public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  /// The report as a SARIF log (UTF-8 JSON text with a final newline).
  public static func encode(_ report: LintReport) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(report.diagnostics.count * 384 + 4096)
    write(report) { bytes.append(contentsOf: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Hands the UTF-8 bytes of ``encode(_:)`` to `emit` in pieces, in order: the results of a
  /// large report are rendered on both cores and written out as they come, never held whole.
  public static func write<E: Error>(_ report: LintReport, to emit: (UnsafeBufferPointer<UInt8>) throws(E) -> Void) throws(E) {
    // Descriptors: every lint rule that ran, and every other code that was found.
    var codes = report.rules
    for d in report.diagnostics { codes.insert(d.code) }
    let descriptors = codes.sorted { $0.rawValue < $1.rawValue }
    var ruleIndex: [String: Int] = [:]
    for (i, code) in descriptors.enumerated() { ruleIndex[code.rawValue] = i }

    var json = JSONText(capacity: 64 * 1024)
    json.beginObject()
    json.string("$schema", schema)
    json.string("version", "2.1.0")
    json.beginArray("runs")
    json.beginObject()
    json.beginObject("tool")
    json.beginObject("driver")
    json.string("name", "cardkit")
    json.string("version", CardKitVersion.string)
    json.string("informationUri", "https://github.com/cardkit/cardkit/blob/main/docs/lint-rules.md")
    json.beginArray("rules")
    for code in descriptors { descriptor(code, into: &json) }
    json.endArray()
    json.endObject()
    json.endObject()
    json.beginArray("artifacts")
    for file in report.files {
      json.beginObject()
      json.beginObject("location")
      json.string("uri", uri(file.path))
      json.endObject()
      json.string("mimeType", mimeType(file.format))
      json.endObject()
    }
    json.endArray()
    json.beginArray("results")
    let indexes = ruleIndex
    try json.elements(report.diagnostics, threads: 2, emit: emit) { d, json in
      result(d, ruleIndex: indexes[d.code.rawValue] ?? 0, into: &json)
    }
    json.endArray()
    json.endObject()
    json.endArray()
    json.endObject()
    json.newline()
    try json.drain(emit)
  }

  private static func descriptor(_ code: DiagnosticCode, into json: inout JSONText) {
    json.beginObject()
    json.string("id", code.rawValue)
    let rule = LintCatalogue.rule(for: code)
    if let rule { json.string("name", rule.name) }
    json.beginObject("shortDescription")
    json.string("text", code.summary)
    json.endObject()
    json.beginObject("defaultConfiguration")
    json.string("level", level(code.severity))
    json.endObject()
    if let rule {
      json.string("helpUri", "https://github.com/cardkit/cardkit/blob/main/docs/lint-rules.md#\(code.rawValue.lowercased())")
      json.beginObject("properties")
      json.string("category", rule.category.rawValue)
      json.endObject()
    }
    json.endObject()
  }

  private static func result(_ d: Diagnostic, ruleIndex: Int, into json: inout JSONText) {
    json.beginObject()
    json.string("ruleId", d.code.rawValue)
    json.number("ruleIndex", ruleIndex)
    json.string("level", level(d.severity))
    if d.severity == .fixed { json.string("kind", "pass") }
    json.beginObject("message")
    var text = d.message
    if let name = d.cardName, !name.isEmpty {
      text += " (card "
      Quoted.append(name, to: &text)
      text += ")"
    }
    json.string("text", text)
    json.endObject()
    json.beginArray("locations")
    json.beginObject()
    json.beginObject("physicalLocation")
    json.beginObject("artifactLocation")
    json.string("uri", uri(d.location.file))
    json.endObject()
    if d.location.line > 0 {
      json.beginObject("region")
      json.number("startLine", d.location.line)
      if d.location.column > 0 { json.number("startColumn", d.location.column) }
      json.endObject()
    }
    json.endObject()
    json.endObject()
    json.endArray()
    if d.location.cardIndex != nil || d.cardName != nil {
      json.beginObject("properties")
      json.optionalNumber("cardIndex", d.location.cardIndex)
      json.optionalString("cardName", d.cardName)
      json.endObject()
    }
    json.endObject()
  }

  /// SARIF levels: error, warning, note; a repair's fixes are `none`.
  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    case .fixed: "none"
    }
  }

  private static func mimeType(_ format: BookFormat) -> String {
    switch format {
    case .vcard: "text/vcard"
    case .jcard: "application/vcard+json"
    case .csv: "text/csv"
    }
  }

  /// A path as a relative or absolute URI reference: bytes outside RFC 3986's unreserved set
  /// and `/` are percent-encoded (spaces, non-ASCII, `<stdin>`).
  static func uri(_ path: String) -> String {
    let encoded = URISyntax.percentEncoded(path) { b in
      ASCII.isAlnum(b) || b == 0x2D || b == 0x2E || b == 0x5F || b == 0x7E || b == 0x2F
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}

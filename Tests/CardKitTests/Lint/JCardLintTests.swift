import Foundation
import Testing

@testable import CardKit

/// The syntax rules check jCard input: each property as the vCard line it stands for, each
/// finding placed where the property starts in the JSON text.
@Suite struct JCardLintTests {
  /// Writes `properties` (one JSON array each) as a jCard, one property per line from line 3,
  /// each starting at column 5, and lints it with every rule.
  private static func lint(_ properties: [String], rules: Set<DiagnosticCode>? = nil) throws -> LintReport {
    let text = "[\"vcard\",\n  [\n" + properties.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]\n]\n"
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-jcard-lint-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    var options = LintFixture.allRules()
    if let rules { options.rules = rules }
    let report = try Linter(options: options).lint(paths: [url.path])
    #expect(report.files.first?.format == .jcard)
    return report
  }

  private static let version = #"["version", {}, "text", "4.0"]"#
  private static let fn = #"["fn", {}, "text", "Ann Lee"]"#

  /// One faulty property per row; it is the third property, so its finding is on line 5.
  static let faulty: [(property: String, code: DiagnosticCode)] = [
    (#"["n", {}, "text", ["Lee", "Ann", ""]]"#, .lintComponentCount),
    (#"["tel", {"type": ["cell"], "pref": "0"}, "uri", "tel:+1-650-253-0000"]"#, .lintPrefValue),
    (#"["email", {"type": "emergency"}, "text", "ann@example.com"]"#, .lintTypeValue),
    (#"["geo", {}, "uri", "geo:91,0"]"#, .lintGeo),
    (#"["url", {}, "uri", "not a uri"]"#, .lintURI),
    (#"["bday", {}, "date", "1985-02-30"]"#, .lintDateTime),
    (#"["note", {"x bad": "1"}, "text", "hi"]"#, .lintParameterName),
    (#"["note", {"x-color": "red"}, "text", "del\u007f"]"#, .lintControlCharacters),
    (#"["kind", {}, "text", "robot"]"#, .lintEnumeratedValue),
    (#"["photo", {}, "float", "1.5"]"#, .lintValueType),
    (#"["foo", {}, "text", "x"]"#, .lintUnknownProperty),
    (#"["adr", {"charset": "UTF-8"}, "text", ["", "", "1 Main St", "Town", "", "", ""]]"#, .lintCharset),
    (#"["tz", {}, "utc-offset", "+25:00"]"#, .lintUTCOffset),
    (#"["x-empty", {}, "text", ""]"#, .lintEmptyValue),
  ]

  @Test(arguments: faulty)
  func faultyPropertyIsReportedWhereItStarts(_ row: (property: String, code: DiagnosticCode)) throws {
    let report = try Self.lint([Self.version, Self.fn, row.property])
    let found = report.diagnostics.filter { $0.code == row.code }
    #expect(found.count == 1, "\(row.property): \(report.diagnostics.map(\.description))")
    #expect(found.first?.location.line == 5 && found.first?.location.column == 5, "\(found.map(\.description))")
    #expect(found.first?.cardName == "Ann Lee")
  }

  /// The same properties written correctly give no conformance finding.
  @Test func wellFormedPropertiesGiveNoConformanceFinding() throws {
    let conformance = Set(LintCatalogue.rules.filter { $0.category == .conformance }.map(\.code))
    let report = try Self.lint(
      [
        Self.version, Self.fn,
        #"["n", {}, "text", ["Lee", "Ann", "", "", ""]]"#,
        #"["tel", {"type": ["cell", "voice"], "pref": "1"}, "uri", "tel:+1-650-253-0000"]"#,
        #"["email", {"type": "work"}, "text", "ann@example.com"]"#,
        #"["geo", {}, "uri", "geo:37.386013,-122.082932"]"#,
        #"["url", {}, "uri", "https://example.com/a,b;c"]"#,
        #"["bday", {}, "date", "1985-02-28"]"#,
        #"["anniversary", {}, "date-time", "2001-06-01T10:00:00"]"#,
        #"["rev", {}, "timestamp", "2020-01-05T10:00:00Z"]"#,
        #"["note", {"x-color": "red"}, "text", "one, two; three\nfour"]"#,
        #"["kind", {}, "text", "individual"]"#,
        #"["photo", {"mediatype": "image/png"}, "uri", "https://example.com/a.png"]"#,
        #"["adr", {"type": "home", "group": "item1"}, "text", ["", "", ["1 Main St", "Apt 2"], "Town", "", "", ""]]"#,
        #"["tz", {}, "utc-offset", "-05:00"]"#,
        #"["tz", {}, "text", "America/New_York"]"#,
        #"["x-custom", {}, "integer", "4"]"#,
      ], rules: conformance)
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
  }

  /// ical.js writes vCard 3.0 as jCard too: the value type stands for the VALUE the 3.0 line
  /// would need (a PHOTO URI, a TZ zone name), so such lines are not read as binary data or an
  /// offset.
  @Test func valueTypesOfAVersion3JCardAreItsVALUE() throws {
    let report = try Self.lint(
      [
        #"["version", {}, "text", "3.0"]"#, Self.fn, #"["n", {}, "text", ["Lee", "Ann", "", "", ""]]"#,
        #"["photo", {}, "uri", "http://example.com/a.gif"]"#,
        #"["tz", {}, "text", "America/New_York"]"#,
        #"["bday", {}, "date", "1985-02-28"]"#,
        #"["rev", {}, "date-time", "1995-10-31T22:27:10Z"]"#,
        #"["tel", {"type": ["work", "voice"]}, "phone-number", "+1-213-555-1234"]"#,
        #"["geo", {}, "float", [37.386013, -122.082932]]"#,
        #"["email", {"type": "home"}, "text", "ann@example.com"]"#,
      ])
    let codes = Set(report.diagnostics.filter { $0.code.rawValue.hasPrefix("L0") && $0.severity != .info }.map(\.code))
    #expect(!codes.contains(.lintMediaValue) && !codes.contains(.lintUTCOffset) && !codes.contains(.lintValueType), "\(report.diagnostics.map(\.description))")
    // The 3.0 rules apply: EMAIL;TYPE=HOME is 4.0 usage (a note), as in a 3.0 vCard.
    #expect(report.diagnostics.contains { $0.code == .lintTypeValue && $0.severity == .info && $0.location.line == 12 })
  }

  /// Several properties on one line: a reader finding on one does not hide a rule's finding on
  /// another (the rules skip only the property the reader flagged).
  @Test func findingsOnOneLineAreToldApartByColumn() throws {
    let text = #"["vcard",[["version",{},"text","4.0"],["fn",{},"text","A"],["bday",{},"date-and-or-time","2001-13-01"],["anniversary",{},"date","1985-02-30"]]]"#
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-jcard-lint-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let report = try Linter(options: LintFixture.allRules()).lint(paths: [url.path])
    let bday = try #require(report.diagnostics.first { $0.code == .invalidValue })
    let anniversary = try #require(report.diagnostics.first { $0.code == .lintDateTime })
    #expect(bday.location.line == 1 && anniversary.location.line == 1)
    #expect(anniversary.location.column > bday.location.column)
  }

  /// Repair to vCard 4.0 claims only what the output no longer has: the jCard reader keeps
  /// CHARSET and a text's ENCODING as written (so the writer keeps them), and decodes a base64
  /// PHOTO (written as a data: URI).
  @Test func repairOfJCardClaimsOnlyWhatTheOutputLost() throws {
    let text = """
      ["vcard", [
        ["version", {}, "text", "4.0"],
        ["fn", {}, "text", "Ann Lee"],
        ["n", {}, "text", ["Lee", "Ann", ""]],
        ["adr", {"charset": "UTF-8"}, "text", ["", "", "1 Main St", "Town", "", "", ""]],
        ["note", {"encoding": "quoted-printable"}, "text", "caf=C3=A9"],
        ["photo", {"encoding": "b", "type": "JPEG"}, "binary", "SGVsbG8="]
      ]]
      """
    let input = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-jcard-repair-\(UUID().uuidString).json")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-jcard-repair-\(UUID().uuidString).vcf")
    try Data(text.utf8).write(to: input)
    defer {
      try? FileManager.default.removeItem(at: input)
      try? FileManager.default.removeItem(at: output)
    }
    let report = try Repairer(options: RepairOptions(stableUIDs: true, outputFormat: .vcard4, lint: LintFixture.allRules()))
      .repair(paths: [input.path])
    try report.write(to: output.path) { _ in }
    let before = try Linter(options: LintFixture.allRules()).lint(paths: [input.path]).diagnostics
    let after = try Linter(options: LintFixture.allRules()).lint(paths: [output.path]).diagnostics
    var claimed: [DiagnosticCode: Int] = [:]
    for d in report.fixes { claimed[d.code, default: 0] += 1 }
    #expect(claimed[.lintComponentCount] == 1 && claimed[.lintEncoding] == 1 && claimed[.lintCharset] == nil, "\(report.fixes.map(\.description))")
    for (code, n) in claimed {
      let had = before.filter { $0.code == code }.count
      let left = after.filter { $0.code == code }
      #expect(left.count <= max(0, had - n), "repair fixed \(n) of \(had) \(code) but lint still finds \(left.map(\.description))")
    }
  }
}

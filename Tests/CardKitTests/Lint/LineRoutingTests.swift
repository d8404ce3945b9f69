import Foundation
import Testing

@testable import CardKit

/// The linter hands each content line only to the line rules that select it
/// (``LineRule/lines``). A rule must therefore find nothing on a line it does not select:
/// these tests call every rule on every line it is not handed, over our corpora, the external
/// corpus and cards written to provoke each rule, and expect silence.
@Suite struct LineRoutingTests {
  static let options = LintFixture.allRules()

  /// Every line rule of a run of every rule.
  static var rules: [any LineRule] { Linter(options: options).plan.lineRules }

  @Test func eachLineGoesToItsRulesInPlanOrder() {
    let rules = Self.rules
    let routing = LineRouting(rules)
    #expect(rules.count >= 20)
    var narrowed = 0
    for name in PropertyName.knownNames + [.extended("X-FOO"), .extended("CAPURI")] {
      for hasParameters in [false, true] {
        let got = routing.positions(name, hasParameters: hasParameters).map(routing.rule(at:))
        let expected = rules.indices.filter { rules[$0].lines.takes(name, hasParameters: hasParameters) }
        #expect(got == expected, "\(name.text), parameters: \(hasParameters)")
        if got.count < rules.count { narrowed += 1 }
      }
    }
    // Most lines skip most rules; the routing is there for that.
    #expect(narrowed > PropertyName.knownNames.count)
  }

  /// Calls each rule on each line of `cards` that it does not select; returns the findings
  /// (expected: none) and how many calls were made.
  static func unroutedFindings(_ cards: [ParsedCard], format: BookFormat) -> (findings: [String], calls: Int) {
    let rules = Self.rules
    let workspace = LintWorkspace(options: options)
    var out: [String] = []
    var calls = 0
    for parsed in cards {
      let card = LintCard(parsed, format: format, workspace: workspace, readLabels: false)
      card.forEachLine { line, name in
        for rule in rules where !rule.lines.takes(name, hasParameters: !line.parameters.isEmpty) {
          var findings = LintFindings(file: "test", cardIndex: card.index, cardPosition: card.card.position)
          rule.check(line: line, name, card, &findings)
          calls += 1
          for d in findings.diagnostics { out.append("\(rule.code.rawValue) on line \(d.location.line): \(d.message)") }
        }
      }
    }
    return (out, calls)
  }

  static func check(_ files: [URL]) throws -> Int {
    var calls = 0
    for url in files {
      let read = try LintFixture.read(url.path)
      let (findings, n) = unroutedFindings(read.cards, format: read.format)
      #expect(findings.isEmpty, "\(url.lastPathComponent): \(findings.prefix(5))")
      calls += n
    }
    return calls
  }

  /// Lines of every known property, bare and with every kind of parameter, with values that
  /// each rule would report on its own properties.
  static var provocations: String {
    let values = ["", "x\u{7F}y", "not a date", "--0415", "geo:abc", "+25:99", "a;b", "1990-13-45", "http//bad uri"]
    let parameters = ["", ";TYPE=bogus,x-ok", ";VALUE=uri", ";VALUE=date;PREF=0", ";CHARSET=x-unknown;ENCODING=q", ";LEVEL=2;FOO=1;x_y=1"]
    var text = ""
    for version in ["2.1", "3.0", "4.0"] {
      var lines: [String] = []
      for name in PropertyName.knownNames where ![.begin, .end, .version, .agent].contains(name) {
        for value in values { for p in parameters { lines.append("\(name.text)\(p):\(value)") } }
      }
      text += LintFixture.card(version, lines)
    }
    return text
  }

  @Test func rulesFindNothingOnLinesTheyAreNotHanded() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-routing-\(UUID().uuidString).vcf")
    try Data(Self.provocations.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    // The provocations do provoke: linted normally, each narrowed rule reports something.
    let report = try LintFixture.lint(Self.provocations)
    let reported = Set(report.diagnostics.map(\.code))
    for rule in Self.rules {
      if case .every = rule.lines { continue }
      #expect(reported.contains(rule.code), "\(rule.code.rawValue) is never provoked")
    }
    let own =
      Paths.files(in: Paths.corpora.appendingPathComponent("vcard"), extensions: ["vcf"])
      + Paths.files(in: Paths.corpora.appendingPathComponent("fuzz/vcard"), extensions: ["vcf"])
    let calls = try Self.check([url] + own)
    #expect(calls > 10_000)
  }

  @Test func externalCorpusFindsNothingOnLinesRulesAreNotHanded() throws {
    _ = try Paths.requireExternal()
    let files = ManifestEntry.all.map(\.url).filter { $0.pathExtension.lowercased() != "csv" }
    #expect(files.count > 300)
    #expect(try Self.check(files) > 10_000)
  }
}

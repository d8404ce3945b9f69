import Foundation
import Testing

@testable import CardKit

/// When only conformance rules run, the linter reads the cards' model for a few properties and
/// only checks the other lines (``LintPlan/modelledProperties``,
/// ``ReadOptions/checksSkippedLines``). Its findings must be those of a lint that reads every
/// card whole: every reader finding and every conformance finding, at the same place, with the
/// same message and card name.
@Suite struct ConformanceReadingTests {
  static let conformance = Set(LintCatalogue.rules.filter { $0.category == .conformance }.map(\.code))

  /// What a finding says, where and of which card.
  static func line(_ d: Diagnostic) -> String {
    "\(d.location.line):\(d.location.column) \(d.severity) [\(d.code.rawValue)] \(d.message) (\(d.cardName ?? "-"))"
  }

  /// The conformance lint's findings of `url`, and the reader and conformance findings of a
  /// lint of every rule (which reads every card whole).
  static func bothLints(_ url: URL) throws -> (checked: [String], whole: [String]) {
    var options = LintOptions(region: .fixed(PhoneRegion("US")!))
    options.rules = conformance
    #expect(Linter(options: options).plan.modelledProperties != nil)
    let checked = try Linter(options: options).lint(paths: [url.path]).diagnostics.map(line)
    let all = LintFixture.allRules()
    #expect(Linter(options: all).plan.modelledProperties == nil)
    let whole = try Linter(options: all).lint(paths: [url.path]).diagnostics
      .filter { !$0.code.rawValue.hasPrefix("L") || conformance.contains($0.code) }.map(line)
    return (checked, whole)
  }

  /// Compares the two lints of every file; returns how many findings were compared.
  static func compare(_ files: [URL]) throws -> Int {
    var findings = 0
    for url in files {
      let (checked, whole) = try bothLints(url)
      #expect(checked == whole, "\(url.lastPathComponent): \(checked.difference(from: whole))")
      findings += whole.count
    }
    return findings
  }

  @Test func ownAndFuzzCorporaLintAlike() throws {
    let files =
      Paths.files(in: Paths.corpora.appendingPathComponent("vcard"), extensions: ["vcf"])
      + Paths.files(in: Paths.corpora.appendingPathComponent("fuzz/vcard"), extensions: ["vcf"])
      + Paths.files(in: Paths.corpora.appendingPathComponent("sample"), extensions: ["vcf"])
    #expect(files.count >= 30)
    let findings = try Self.compare(files)
    #expect(findings > 100)
  }

  @Test func externalCorpusLintsAlike() throws {
    _ = try Paths.requireExternal()
    let files = ManifestEntry.all.map(\.url).filter { $0.pathExtension.lowercased() != "csv" }
    #expect(files.count > 300)
    let findings = try Self.compare(files)
    #expect(findings > 1_000)
  }

  /// The properties read into the model in a conformance lint, one case each: the finding a
  /// card rule or the reader makes from the model, and the name every finding carries.
  @Test(arguments: [
    // No FN (3.0 requires it), named by its ORG; a nameless card named by its phone number.
    ["N:;;;;", "ORG:Acme", "X-A:\u{7F}"],
    ["N:;;;;", "FN:", "TEL:+1 650 253 0000", "X-A:\u{7F}"],
    // An email address that is not one; MEMBER without KIND:group.
    ["FN:Ann", "N:Lee;Ann;;;", "EMAIL:ann@", "MEMBER:urn:uuid:1"],
    // A date that is not one, a second VERSION, a stray BEGIN.
    ["FN:Ann", "N:Lee;Ann;;;", "BDAY:yesterday", "X-ABDATE:soon", "VERSION:4.0", "BEGIN:VCALENDAR"],
  ])
  func modelledPropertiesReportAsWhole(lines: [String]) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-conformance-\(UUID().uuidString).vcf")
    try Data(LintFixture.card("3.0", lines).utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let (checked, whole) = try Self.bothLints(url)
    #expect(!whole.isEmpty)
    #expect(checked == whole, "\(checked.difference(from: whole))")
  }
}

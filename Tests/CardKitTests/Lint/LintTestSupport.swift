import Foundation

@testable import CardKit

/// Helpers for the lint tests: cards written as lines, linted through a temporary file as the
/// CLI would read them.
enum LintFixture {
  /// A vCard of `version` holding `lines` between BEGIN and END, CRLF-terminated.
  static func card(_ version: String = "3.0", _ lines: [String]) -> String {
    (["BEGIN:VCARD", "VERSION:\(version)"] + lines + ["END:VCARD"]).map { $0 + "\r\n" }.joined()
  }

  /// The lines of a well-formed, well-kept 3.0 card: N, FN, a labelled valid number, a UID.
  static let base = ["N:Lee;Ann;;;", "FN:Ann Lee", "TEL;TYPE=CELL:+1 650-253-0000", "UID:ann-lee-1"]

  /// Options running every rule, reading national numbers as US numbers.
  static func allRules(region: PhoneNormalizationOptions.RegionChoice = .fixed(PhoneRegion("US")!)) -> LintOptions {
    var options = LintOptions(region: region)
    options.rules = Set(LintCatalogue.rules.map(\.code))
    return options
  }

  /// Writes the text to a temporary file and lints it.
  static func lint(_ text: String, options: LintOptions = allRules()) throws -> LintReport {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-lint-\(UUID().uuidString).vcf")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try Linter(options: options).lint(paths: [url.path])
  }

  /// Writes the text to a temporary file, repairs it and returns the report and the text
  /// written (in `options`' output format).
  static func repair(_ text: String, options: RepairOptions = RepairOptions(lint: allRules())) throws -> (report: RepairReport, output: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-repair-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.vcf")
    let output = folder.appendingPathComponent("out")
    try Data(text.utf8).write(to: input)
    let report = try Repairer(options: options).repair(paths: [input.path])
    try report.write(to: output.path) { _ in }
    return (report, try String(contentsOf: output, encoding: .utf8))
  }

  /// Reads a file with the syntax record lint needs.
  static func read(_ path: String) throws -> (cards: [ParsedCard], diagnostics: [Diagnostic], format: BookFormat) {
    var options = ReadOptions()
    options.collectSyntax = true
    return try BookReader.readAll(path: path, options: options)
  }
}

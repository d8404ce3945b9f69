import Foundation
import Testing

/// Findings are colored with `--color always`, never with `--color never`, and with `auto`
/// on a terminal unless NO_COLOR is set to something.
@Suite struct ColorCLITests {
  static let broken = CLIRunner.root.appendingPathComponent("corpora/vcard/broken_line_without_colon.vcf").path

  /// Every command that prints findings on standard error, on a book with an error in it.
  static let commands: [[String]] = [
    ["convert", "--to", "vcard4", broken], ["repair", broken, "-o", "-", "--dry-run"], ["normalize", broken, "--dry-run"],
    ["search", "x", broken], ["sort", broken], ["index", broken], ["pick", broken], ["merge", broken, broken, "--dry-run"],
    ["dedupe", broken, "--dry-run"], ["locate", broken], ["stats", broken],
  ]

  @Test(arguments: commands)
  func alwaysAndNever(_ arguments: [String]) throws {
    let always = try CLIRunner.run(arguments + ["--color", "always"])
    #expect(always.stderr.contains("\u{1B}[1;31merror:\u{1B}[0m [V007]"), "\(arguments): \(always.stderr.prefix(300))")
    let never = try CLIRunner.run(arguments + ["--color", "never"], environment: ["NO_COLOR": ""])
    #expect(never.stderr.contains("error: [V007]"), "\(arguments): \(never.stderr.prefix(300))")
    #expect(!never.stderr.contains("\u{1B}["))
  }

  @Test func lintColorsItsReport() throws {
    let always = try CLIRunner.run(["lint", Self.broken, "--color", "always"])
    #expect(always.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    let never = try CLIRunner.run(["lint", Self.broken, "--color", "never"])
    #expect(never.stdout.contains("error:"))
    #expect(!never.stdout.contains("\u{1B}["))
  }

  /// `auto` on a terminal (given by `script`): colored, unless NO_COLOR is non-empty.
  @Test(arguments: [
    (["stats", broken], [String: String](), true), (["stats", broken], ["NO_COLOR": "1"], false),
    (["stats", broken], ["NO_COLOR": ""], true), (["lint", broken], [:], true), (["lint", broken], ["NO_COLOR": "yes"], false),
  ])
  func autoOnATerminal(_ arguments: [String], _ environment: [String: String], _ colored: Bool) throws {
    let script = try CLIRunner.scriptCommand()
    let binDir = CLIRunner.binary.deletingLastPathComponent().path
    var env = environment
    if env["NO_COLOR"] == nil { env["NO_COLOR"] = "" }
    let line = "\(script) -qec 'cardkit \(arguments.joined(separator: " ")) --color auto' /dev/null"
    let r = try CLIRunner.runShell(line, in: CLIRunner.root, path: binDir, environment: env)
    #expect(r.stdout.contains("error:"), "\(r.stdout.prefix(300))")
    #expect(r.stdout.contains("\u{1B}[1;31merror:") == colored, "\(arguments) \(environment): \(r.stdout.prefix(300))")
  }
}

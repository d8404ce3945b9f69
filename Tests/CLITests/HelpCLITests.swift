import Foundation
import Testing

/// Every subcommand's help: an abstract, a discussion with the exit statuses, and two or three
/// examples that run on the sample books in `corpora/`.
@Suite struct HelpCLITests {
  static let subcommands = [
    "convert", "lint", "repair", "normalize", "search", "sort", "index", "pick", "merge", "dedupe", "locate", "stats",
  ]

  /// The file names the examples use, and the corpus file each stands for.
  static let exampleFiles = [
    "contacts.vcf": "corpora/sample/contacts.vcf",
    "google.csv": "corpora/csv/google-current.csv",
    "export.csv": "corpora/csv/outlook-web-semicolon.csv",
    "old-phone.vcf": "corpora/vcard/android_v21_qp.vcf",
    "chinese.vcf": "corpora/sample/contacts.vcf",
    "downloaded.vcf": "corpora/merge/incoming.vcf",
    "a.vcf": "corpora/merge/base.vcf",
    "b.vcf": "corpora/merge/incoming.vcf",
  ]

  /// The lines under EXAMPLES in a help text.
  static func examples(in help: String) -> [String] {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "EXAMPLES" }) else { return [] }
    var out: [String] = []
    for line in lines[(start + 1)...] {
      let text = line.trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix("cardkit ") else { break }
      out.append(text)
    }
    return out
  }

  @Test(arguments: subcommands)
  func helpHasAbstractDiscussionExitStatusAndExamples(_ name: String) throws {
    let r = try CLIRunner.run([name, "--help"])
    #expect(r.status == 0, "\(r.stderr)")
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("OVERVIEW: ") == true, "no abstract: \(lines.first ?? "")")
    #expect(r.stdout.contains("EXIT STATUS\n"), "\(name) --help has no EXIT STATUS table")
    for status in ["0", "1", "2", "64"] {
      #expect(r.stdout.contains("\n  \(status) "), "\(name) --help does not document exit status \(status)")
    }
    let examples = Self.examples(in: r.stdout)
    #expect((2...3).contains(examples.count), "\(name) has \(examples.count) examples: \(examples)")
    #expect(examples.allSatisfy { $0.hasPrefix("cardkit \(name)") || $0.contains("| cardkit \(name)") })
  }

  /// Runs every example of every subcommand in a directory holding the books they name.
  @Test(arguments: subcommands)
  func examplesRunOnTheSampleBooks(_ name: String) throws {
    let help = try CLIRunner.run([name, "--help"]).stdout
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    for (file, source) in Self.exampleFiles {
      try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent(source), to: dir.appendingPathComponent(file))
    }
    let binDir = CLIRunner.binary.deletingLastPathComponent().path
    for example in Self.examples(in: help) {
      let r = try CLIRunner.runShell(example, in: dir, path: binDir)
      #expect(r.status == 0 || r.status == 1, "`\(example)` exited \(r.status): \(r.stderr)")
      #expect(!r.stderr.contains("cardkit: error:"), "`\(example)`: \(r.stderr)")
      if name == "search" { #expect(r.status == 0, "`\(example)` found nothing in the sample book") }
    }
  }

  /// A wrong option or value: one error line and a hint, exit 64; a missing file: exit 2.
  @Test(arguments: [
    (["convert", "--bogus", "x", "--to", "vcard4"], Int32(64), "cardkit: error: Unknown option '--bogus'", "hint: see 'cardkit convert --help'"),
    (["lint", "--strcit", "a.vcf"], 64, "cardkit: error: Unknown option '--strcit'. Did you mean '--strict'?", "hint: see 'cardkit lint --help'"),
    (["sort", "--by", "nobody"], 64, "cardkit: error: The value 'nobody' is invalid for '--by <by>'", "hint: --by <by>"),
    (["convert", "a.vcf"], 64, "cardkit: error: Missing expected argument '--to <to>'", "hint: --to <to>"),
    // A misspelt option is named even where a required option or a value is wrong too.
    (["convert", "--tp", "vcard4", "a.vcf"], 64, "cardkit: error: Unknown option '--tp'. Did you mean '--to'?", "hint: see 'cardkit convert --help'"),
    (["convert", "--to", "bogus", "--tp=x", "a.vcf"], 64, "cardkit: error: Unknown option '--tp'. Did you mean '--to'?", "hint: see 'cardkit convert --help'"),
    (["repair", "a.vcf", "--dryrun"], 64, "cardkit: error: Unknown option '--dryrun'. Did you mean '--dry-run'?", "hint: see 'cardkit repair --help'"),
    // An error the command finds once it runs points to its own help, not the tool's.
    (["lint", "--disable", "L999", "a.vcf"], 64, "cardkit: error: unknown rule or code 'L999'", "hint: see 'cardkit lint --help'"),
    (["repair", "a.vcf", "--frobnicate"], 64, "cardkit: error: Unknown option '--frobnicate'.", "hint: see 'cardkit repair --help'"),
    (["convert", "--to", "vcard4", "--", "--tp"], 2, "cardkit: error: cannot read '--tp'", "hint: check the path"),
    (["frobnicate"], 64, "cardkit: error: Unknown command 'frobnicate'.", "hint: the commands are convert, lint, repair,"),
    (["lnit", "a.vcf"], 64, "cardkit: error: Unknown command 'lnit'. Did you mean 'lint'?", "hint: the commands are convert, lint, repair,"),
    (["help", "lnit"], 64, "cardkit: error: Unknown command 'lnit'. Did you mean 'lint'?", "hint: the commands are convert, lint, repair,"),
    (["Sort", "--by", "given"], 64, "cardkit: error: Unknown command 'Sort'. Did you mean 'sort'?", "hint: the commands are"),
    (["/"], 64, "cardkit: error: Unknown command '/'.", "hint: name a command before the file, such as 'cardkit lint /'"),
    (["lint", "/nonexistent.vcf"], 2, "cardkit: error: cannot read '/nonexistent.vcf': no such file or directory", "hint: check the path"),
    (["stats", "/nonexistent.vcf"], 2, "cardkit: error: cannot read '/nonexistent.vcf'", "hint: check the path"),
    (["convert", "--to", "vcard4", "/nonexistent.vcf"], 2, "cardkit: error: cannot read '/nonexistent.vcf'", "hint: check the path"),
  ])
  func wrongUsageGivesOneLineAndAHint(_ arguments: [String], _ status: Int32, _ error: String, _ hint: String) throws {
    let r = try CLIRunner.run(arguments)
    #expect(r.status == status, "\(arguments): \(r.stderr)")
    let lines = r.stderr.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix(error) == true, "\(arguments): \(r.stderr)")
    #expect(lines.dropFirst().contains { $0.hasPrefix(hint) }, "\(arguments): \(r.stderr)")
    #expect(lines.count <= 3, "\(arguments) printed \(lines.count) lines: \(r.stderr)")
    #expect(!r.stderr.contains("Usage:"))
    #expect(r.stdout.isEmpty)
  }

  /// Each option's help entry with the values it lists: `(values: a, b, c; default: a)`.
  static func listedValues(in help: String) -> [(option: String, values: [String])] {
    // An option's entry: its line (`  -o, --output <output>`) and the deeper-indented lines
    // after it, joined, as the value list may wrap.
    var entries: [String] = []
    for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let indent = line.prefix { $0 == " " }.count
      if indent == 2 && trimmed.hasPrefix("-") {
        entries.append(trimmed)
      } else if indent > 2, !entries.isEmpty {
        entries[entries.count - 1] += " " + trimmed
      } else if !entries.isEmpty, entries.last != "" {
        entries.append("")
      }
    }
    return entries.compactMap { entry in
      guard let option = entry.split(separator: " ").map(String.init).first(where: { $0.hasPrefix("--") }),
        let open = entry.range(of: "(values: ")
      else { return nil }
      let list = entry[open.upperBound...].prefix { $0 != ")" && $0 != ";" }
      return (option, list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    }
  }

  /// Every value an option's help lists is one the option takes (the CSV options listed their
  /// cases' Swift names, `googleCurrent`, which they rejected).
  @Test(arguments: subcommands)
  func listedValuesAreAccepted(_ name: String) throws {
    let help = try CLIRunner.run([name, "--help"]).stdout
    let listed = Self.listedValues(in: help)
    #expect(listed.contains { $0.option == "--color" }, "\(name): no value list found in its help")
    for (option, values) in listed {
      #expect(!values.isEmpty, "\(name) \(option)")
      for value in values {
        // Parsed before the help is shown: a value the option rejects is a usage error.
        let r = try CLIRunner.run([name, option, value, "--help"])
        #expect(r.status == 0 && r.stdout.hasPrefix("OVERVIEW:"), "cardkit \(name) \(option) \(value): \(r.stderr)")
      }
    }
  }

  /// `cardkit` alone names no command: the overview on standard error and exit 64 (it printed
  /// the overview on standard output and exited 0); asked for, help and the version still go
  /// to standard output with 0.
  @Test func noCommandIsAUsageError() throws {
    let r = try CLIRunner.run([])
    #expect(r.status == 64, "\(r.stderr)")
    #expect(r.stdout.isEmpty, "\(r.stdout)")
    #expect(r.stderr.hasPrefix("OVERVIEW: "), "\(r.stderr)")
    #expect(r.stderr.hasSuffix("\ncardkit: error: Missing command: name one of the commands above, such as 'cardkit lint contacts.vcf'.\n"), "\(r.stderr)")
    for asked in [["--help"], ["help"]] {
      let help = try CLIRunner.run(asked)
      #expect(help.status == 0 && help.stdout.hasPrefix("OVERVIEW: ") && help.stderr.isEmpty, "\(asked): \(help.stderr)")
    }
    let version = try CLIRunner.run(["--version"])
    #expect(version.status == 0 && !version.stdout.isEmpty && version.stderr.isEmpty, "\(version.stderr)")
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func completionScriptsNameEverySubcommand(_ shell: String) throws {
    let r = try CLIRunner.run(["--generate-completion-script", shell])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.utf8.count > 2000, "\(shell) completion is \(r.stdout.utf8.count) bytes")
    for name in Self.subcommands { #expect(r.stdout.contains(name), "\(shell) completion lacks \(name)") }
    for option in ["region", "color", "locale"] { #expect(r.stdout.contains(option), "\(shell) completion lacks \(option)") }
  }
}

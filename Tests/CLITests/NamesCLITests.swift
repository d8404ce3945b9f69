import Foundation
import Testing

@testable import cardkit

@Suite struct NamesCLITests {
  let sample = CLIRunner.root.appendingPathComponent("corpora/sample/contacts.vcf").path

  func formattedNames(_ vcard: String) -> [String] {
    vcard.split(separator: "\r\n").filter { $0.hasPrefix("FN:") }.map { String($0.dropFirst(3)) }
  }

  @Test func sortsWithTheLocalesCollation() throws {
    let input = Data("""
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Östen Ek\r\nN:Östberg;Östen;;;\r\nEND:VCARD\r
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Anna Zetterberg\r\nN:Zetterberg;Anna;;;\r\nEND:VCARD\r
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Åsa Åberg\r\nN:Åberg;Åsa;;;\r\nEND:VCARD\r
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bo Andersson\r\nN:Andersson;Bo;;;\r\nEND:VCARD\r

      """.utf8)
    let sv = try CLIRunner.run(["sort", "--locale", "sv", "--by", "family"], stdin: input)
    #expect(sv.status == 0, "\(sv.stderr)")
    #expect(formattedNames(sv.stdout) == ["Bo Andersson", "Anna Zetterberg", "Åsa Åberg", "Östen Ek"])
    let de = try CLIRunner.run(["sort", "--locale", "de", "--by", "family"], stdin: input)
    #expect(formattedNames(de.stdout) == ["Åsa Åberg", "Bo Andersson", "Östen Ek", "Anna Zetterberg"])
    let given = try CLIRunner.run(["sort", "--locale", "en", "--by", "given"], stdin: input)
    #expect(formattedNames(given.stdout) == ["Anna Zetterberg", "Åsa Åberg", "Bo Andersson", "Östen Ek"])
  }

  /// A locale ICU has no collation for (a typo) is said, and the command still runs in the
  /// root order; a known locale, even one whose rules are the root's (`en`), is not.
  @Test(arguments: [["sort"], ["index"], ["dedupe", "--dry-run"], ["locate"], ["lint"]])
  func unknownLocaleIsWarnedAbout(_ command: [String]) throws {
    let typo = try CLIRunner.run(command + [sample, "--locale", "svv"])
    #expect(typo.status == 0 || (command == ["lint"] && typo.status == 1), "\(typo.stderr)")
    #expect(typo.stderr.contains("cardkit: warning: ICU has no collation for locale 'svv'; its root order is used"), "\(typo.stderr)")
    for known in ["sv", "en", "zh-Hant", "de_DE"] {
      let r = try CLIRunner.run(command + [sample, "--locale", known])
      #expect(!r.stderr.contains("ICU has no collation"), "\(known): \(r.stderr)")
    }
  }

  /// Every command that takes --locale: a value that is no locale name is wrong usage, said
  /// with the option and the value (it ran before, with a warning or none at all).
  static let localeCommands: [[String]] = [
    ["sort"], ["index"], ["pick"], ["search", "Ann"], ["dedupe", "--dry-run"], ["merge", "BOOK"], ["stats"], ["locate"], ["lint"],
  ]

  /// The option groups and commands with --locale check and resolve it through one
  /// implementation (LocaleOption): the --locale given, else the environment's, else en.
  @Test func everyLocaleOptionResolvesAlike() throws {
    let given: [any LocaleOption] = [
      try NameOptions.parse(["--locale", "de"]), try MatchingOptions.parse(["--locale", "de"]),
      try LocateCommand.parse(["--locale", "de"]), try LintCommand.parse(["--locale", "de"]),
    ]
    let none: [any LocaleOption] = [try NameOptions.parse([]), try MatchingOptions.parse([]), try LocateCommand.parse([]), try LintCommand.parse([])]
    for options in given {
      #expect(options.resolvedLocale(in: ["LC_COLLATE": "sv_SE.UTF-8"]) == "de", "\(type(of: options))")
    }
    for options in none {
      #expect(options.resolvedLocale(in: ["LC_ALL": "", "LC_COLLATE": "sv_SE.UTF-8", "LANG": "fr_FR"]) == "sv_SE", "\(type(of: options))")
      #expect(options.resolvedLocale(in: ["LANG": "C.UTF-8"]) == "en", "\(type(of: options))")
      #expect(options.resolvedLocale(in: [:]) == "en", "\(type(of: options))")
    }
  }

  @Test(arguments: localeCommands, ["", "123", "en-", "en US"])
  func malformedLocaleIsAUsageError(_ command: [String], _ locale: String) throws {
    let words = command.map { $0 == "BOOK" ? sample : $0 }
    let r = try CLIRunner.run(words + [sample, "--locale", locale])
    #expect(r.status == 64, "\(command) --locale '\(locale)': \(r.stderr)")
    #expect(r.stderr.hasPrefix("cardkit: error: The value '\(locale)' is invalid for '--locale <locale>': "), "\(r.stderr)")
    #expect(r.stderr.contains(locale.isEmpty ? "the locale is empty" : "not a BCP 47 tag or ICU locale ID"), "\(r.stderr)")
    #expect(!r.stderr.contains("ICU has no collation"), "\(r.stderr)")
    #expect(r.stdout.isEmpty)
  }

  /// Well-formed tags and ICU IDs run; one ICU has no collation for (`xx`) runs in the root
  /// order with a warning.
  @Test(arguments: ["zh-u-co-stroke", "ja", "de@collation=phonebook", "sr-Latn", "sv_SE", "xx"])
  func wellFormedLocaleRuns(_ locale: String) throws {
    for command in Self.localeCommands {
      let words = command.map { $0 == "BOOK" ? sample : $0 }
      let r = try CLIRunner.run(words + [sample, "--locale", locale])
      #expect(r.status == 0 || (command == ["lint"] && r.status == 1), "\(command) --locale \(locale): \(r.stderr)")
      #expect(!r.stderr.contains("error:"), "\(command) --locale \(locale): \(r.stderr)")
      #expect(r.stderr.contains("ICU has no collation for locale") == (locale == "xx"), "\(command) --locale \(locale): \(r.stderr)")
    }
  }

  /// A usage error is reported alone: the warning about the locale waits until the command
  /// runs (it came first, above `missing the query` or an unknown option).
  @Test(arguments: [
    ["sort"], ["index"], ["pick"], ["search"], ["search", "x", "--exact"], ["merge"], ["dedupe"], ["stats"], ["locate"],
    ["lint", "--disable", "L999"],
  ])
  func usageErrorComesWithoutTheLocaleWarning(_ command: [String]) throws {
    let wrong = command.count > 1 ? command : command + ["--no-such-option"]
    let r = try CLIRunner.run(wrong + ["--locale", "svv"], stdin: Data())
    #expect(r.status == 64, "\(r.stderr)")
    #expect(!r.stderr.contains("ICU has no collation"), "\(r.stderr)")
    #expect(r.stderr.contains("error:"), "\(r.stderr)")
  }

  /// Without --to each card is copied as it was read (the sample is Apple's 3.0 with LF line
  /// ends); with --to every card is written in that format.
  @Test func sortKeepsTheInputsCardsUnlessAsked() throws {
    let r = try CLIRunner.run(["sort", sample])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.isEmpty, "a sort of a clean book has nothing to report: \(r.stderr)")
    let input = try String(contentsOfFile: sample, encoding: .utf8)
    let cards = { (text: String) in text.components(separatedBy: "BEGIN:VCARD").dropFirst().map { "BEGIN:VCARD" + $0 } }
    #expect(cards(r.stdout).sorted() == cards(input).sorted(), "the same cards, byte for byte")
    #expect(cards(r.stdout) != cards(input), "in another order")
    let sortedNames = r.stdout.split(separator: "\n").filter { $0.hasPrefix("FN:") }.map { String($0.dropFirst(3)) }
    #expect(sortedNames.prefix(3) == ["Ingrid Åkesson", "Bäckerei Schulz", "Thomas Becker"])
    let v4 = try CLIRunner.run(["sort", sample, "--to", "vcard4"])
    #expect(v4.status == 0, "\(v4.stderr)")
    #expect(v4.stdout.contains("VERSION:4.0\r\n"))
    #expect(!v4.stdout.contains("VERSION:3.0"))
    #expect(cards(v4.stdout).count == cards(input).count)
  }

  /// A CSV book sorts to CSV; with a vCard book alongside, the vCard cards are copied and the
  /// CSV ones written as vCard 4.0, all in one order.
  @Test func sortWritesCSVAsCSVAndMixedInputsAsVCard() throws {
    let csv = CLIRunner.root.appendingPathComponent("corpora/csv/google-current.csv").path
    let alone = try CLIRunner.run(["sort", csv])
    #expect(alone.status == 0, "\(alone.stderr)")
    #expect(alone.stdout.contains("Given Name,") && !alone.stdout.contains("BEGIN:VCARD"))
    let mixed = try CLIRunner.run(["sort", csv, sample, "--quiet"])
    #expect(mixed.status == 0, "\(mixed.stderr)")
    let versions = mixed.stdout.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("VERSION:") }
    #expect(versions.filter { $0 == "VERSION:3.0" }.count == 25)
    #expect(versions.filter { $0 == "VERSION:4.0" }.count == 2)
    #expect(mixed.stdout.contains("FN:Marisol Quintero\r\n"))
  }

  @Test func indexListsSectionsAndTitles() throws {
    let r = try CLIRunner.run(["index", sample, "--locale", "en", "--format", "json"])
    #expect(r.status == 0, "\(r.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: r.stdoutBytes) as? [String: Any])
    let sections = try #require(json["sections"] as? [[String: Any]])
    let titles = try #require(json["titles"] as? [[String: Any]])
    let sectionTitles = sections.compactMap { $0["title"] as? String }
    #expect(sectionTitles.contains("A"))
    #expect(sectionTitles.last == "#")
    #expect(!sectionTitles.contains("Q"), "empty sections are skipped")
    // Every A–Z title is listed and points to a section.
    let letters = titles.compactMap { $0["title"] as? String }
    for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" { #expect(letters.contains(String(letter))) }
    let counts = sections.compactMap { $0["count"] as? Int }.reduce(0, +)
    let cards = try CLIRunner.run(["convert", "--to", "vcard4", sample]).stdout.components(separatedBy: "BEGIN:VCARD").count - 1
    #expect(counts == cards)
    let text = try CLIRunner.run(["index", sample, "--locale", "en"])
    #expect(text.stdout.contains("titles:"))
  }
}

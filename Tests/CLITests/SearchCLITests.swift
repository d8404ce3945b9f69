import Foundation
import Testing

@Suite struct SearchCLITests {
  let sample = CLIRunner.root.appendingPathComponent("corpora/sample/contacts.vcf").path
  let japanese = CLIRunner.root.appendingPathComponent("corpora/vcard/android_v21_japanese.vcf").path

  /// A search's arguments and the names expected in its JSON output, in order.
  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let names: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: ["schmidt"], names: ["Anna Schmidt", "Maria Schmidt"]),
    Case(arguments: ["MÜLLER"], names: ["Bernd Müller"]),
    Case(arguments: ["bern mul"], names: ["Bernd Müller"]),
    Case(arguments: ["elodie"], names: ["Élodie Lefèvre"]),
    Case(arguments: ["petrov"], names: ["Иван Сергеевич Петров"]),
    Case(arguments: ["papadop"], names: ["Δημήτρης Παπαδόπουλος"]),
    Case(arguments: ["wang fang"], names: ["王芳"]),
    Case(arguments: ["soren oster"], names: ["Søren Østergaard"]),
    Case(arguments: ["becker"], names: ["Thomas Becker", "Tom Becker"]),
    Case(arguments: ["tom becker"], names: ["Tom Becker"]),
    Case(arguments: ["--t9", "7387"], names: ["Иван Сергеевич Петров"]),
    Case(arguments: ["--t9", "8466"], names: ["Thomas Becker"]),
    Case(arguments: ["--t9", "232"], names: ["Thomas Becker", "Tom Becker"]),
    // Greek sorts after Latin.
    Case(arguments: ["--phone", "+49 30"], names: [
      "Bäckerei Schulz", "Bernd Müller", "Dr. Friederike Weiß", "Piotr Nowak", "Thomas Becker", "Tom Becker",
      "Δημήτρης Παπαδόπουλος",
    ]),
    Case(arguments: ["--phone", "030 1234"], names: ["Thomas Becker", "Tom Becker"]),
    Case(arguments: ["--phone", "+49 30 1234 5678", "--exact"], names: ["Thomas Becker", "Tom Becker"]),
    Case(arguments: ["--phone", "030", "--region", "US"], names: ["Tom Becker"]),
  ]

  func names(_ r: CLIRunner.Result) throws -> [String] {
    let rows = try #require(try JSONSerialization.jsonObject(with: r.stdoutBytes) as? [[String: Any]])
    return rows.compactMap { $0["name"] as? String }
  }

  @Test(arguments: cases)
  func findsInTheSampleBook(_ c: Case) throws {
    var arguments = ["search"] + c.arguments + [sample, "--format", "json"]
    if c.arguments.first?.hasPrefix("--") == false {
      // Query first, grep-style.
      arguments = ["search", c.arguments[0], sample, "--format", "json"] + c.arguments.dropFirst()
    }
    let r = try CLIRunner.run(arguments)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(try names(r) == c.names)
  }

  @Test func phoneticNameFindsAJapaneseName() throws {
    let r = try CLIRunner.run(["search", "yamada", japanese])
    #expect(r.status == 0, "\(r.stderr)")
    // The display name is composed from N (family name first, no space).
    #expect(r.stdout.contains("山田花子"))
    #expect(r.stdout.contains("phonetic family name (Latin): [yamada]"))
    let t9 = try CLIRunner.run(["search", "--t9", "926232", japanese, "--format", "json"])
    #expect(try names(t9) == ["山田花子"])
  }

  @Test func tableShowsTheMatchedParts() throws {
    let r = try CLIRunner.run(["search", "--t9", "8466", sample])
    #expect(r.status == 0, "\(r.stderr)")
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("name") == true)
    #expect(lines.count == 2)
    #expect(lines[1].contains("Thomas Becker") && lines[1].contains("[Thom]as Becker") && lines[1].contains("nameStart"))
    #expect(lines[1].contains("contacts.vcf:"))
    let phone = try CLIRunner.run(["search", "--phone", "030 1234", sample])
    #expect(phone.stdout.contains("phone: +49 [30 1234]5678"), "\(phone.stdout)")
    #expect(phone.stdout.contains("phone: [030 1234]5678"), "\(phone.stdout)")
  }

  @Test func readsStandardInputAndSeveralFiles() throws {
    let input = try Data(contentsOf: URL(fileURLWithPath: sample))
    let stdin = try CLIRunner.run(["search", "schmidt", "--format", "json"], stdin: input)
    #expect(stdin.status == 0, "\(stdin.stderr)")
    #expect(try names(stdin) == ["Anna Schmidt", "Maria Schmidt"])
    let two = try CLIRunner.run(["search", "--t9", "92", sample, japanese, "--format", "json"])
    let rows = try #require(try JSONSerialization.jsonObject(with: two.stdoutBytes) as? [[String: Any]])
    #expect(rows.contains { ($0["file"] as? String)?.hasSuffix("android_v21_japanese.vcf") == true })
    #expect(rows.contains { ($0["file"] as? String)?.hasSuffix("contacts.vcf") == true })
  }

  @Test func writesCardsAndCSV() throws {
    let vcard = try CLIRunner.run(["search", "becker", sample, "--format", "vcard", "--limit", "1"])
    #expect(vcard.status == 0, "\(vcard.stderr)")
    #expect(vcard.stdout.components(separatedBy: "BEGIN:VCARD").count == 2)
    #expect(vcard.stdout.contains("FN:Thomas Becker\r\n"))
    #expect(vcard.stdout.contains("VERSION:3.0\r\n"), "the input's version")
    let csv = try CLIRunner.run(["search", "becker", sample, "--format", "csv"])
    let lines = csv.stdout.split(separator: "\r\n").map(String.init)
    #expect(lines.first?.hasSuffix("rank,name,kind,match,phones,file,line,card") == true)
    #expect(lines.count == 3)
    #expect(lines[1].hasPrefix("1,Thomas Becker,nameWords,"))
  }

  /// Arguments and the exit status expected.
  static let statuses: [([String], Int32)] = [
    (["search", "nobody-here"], 1),
    (["search", "--t9", "0000000"], 1),
    (["search", "--phone", "+999"], 1),
    (["search", "schmidt", "/nonexistent/book.vcf"], 2),
    (["search"], 64),
    (["search", "--t9", "5", "--phone", "5"], 64),
    (["search", "smith", "--exact"], 64),
    (["search", "smith", "--limit", "0"], 64),
    (["search", "--", "--"], 64),
    (["search", "--t9", "#*"], 64),
    (["search", "--phone", "5", "--region", "XX"], 64),
  ]

  @Test func exitStatus() throws {
    for (arguments, status) in Self.statuses {
      let needsBook = status != 2 && status != 64
      let r = try CLIRunner.run(needsBook ? arguments + [sample] : arguments)
      #expect(r.status == status, "\(arguments): \(r.stderr)")
      if status == 1 { #expect(r.stdout.isEmpty, "\(arguments) prints nothing when nothing matched") }
    }
  }

  /// An empty query says what each kind of query looks for (`--phone abc` has letters).
  @Test(arguments: [
    (["search", "--phone", "abc"], "--phone needs digits to look for"),
    (["search", "--t9", "#*"], "--t9 needs keypad digits or letters to look for"),
    (["search", "--", "--"], "the query has no letters or digits to look for"),
  ])
  func anEmptyQuerySaysWhatItLooksFor(_ arguments: [String], _ message: String) throws {
    let r = try CLIRunner.run(arguments)
    #expect(r.status == 64)
    #expect(r.stderr.contains("error: \(message)\n"), "\(r.stderr)")
  }

  /// A name search for digits that finds nothing points to --t9 and --phone; a name search
  /// for letters that finds nothing prints nothing.
  @Test func digitsThatMatchNoNameGetAHint() throws {
    let digits = try CLIRunner.run(["search", "2662", sample])
    #expect(digits.status == 1)
    #expect(digits.stdout.isEmpty)
    #expect(digits.stderr.contains("hint: no name matches 2662; for keypad digits use --t9 2662, for a phone number --phone 2662"), "\(digits.stderr)")
    let number = try CLIRunner.run(["search", "+49 171", sample])
    #expect(number.status == 1)
    #expect(number.stderr.contains("--t9 49171, for a phone number --phone '+49 171'"), "\(number.stderr)")
    // A query starting with '-' is passed as --phone=-5: `--phone -5` would read -5 as an option.
    let dash = try CLIRunner.run(["search", "--", "-5", sample])
    #expect(dash.stderr.contains("for a phone number --phone=-5"), "\(dash.stderr)")
    #expect(try CLIRunner.run(["search", "--phone=-5", sample]).status == 1)
    let letters = try CLIRunner.run(["search", "zzzz", sample])
    #expect(letters.status == 1)
    #expect(!letters.stderr.contains("hint"), "\(letters.stderr)")
  }

  @Test func helpHasExamples() throws {
    let r = try CLIRunner.run(["search", "--help"])
    #expect(r.status == 0)
    #expect(r.stdout.contains("EXAMPLES"))
    #expect(r.stdout.contains("--t9"))
    #expect(r.stdout.contains("--exact"))
  }
}

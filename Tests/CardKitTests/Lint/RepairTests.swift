import Foundation
import Testing

@testable import CardKit

/// `cardkit repair` over every corpus file: the output has no finding of a code repair claims
/// to have fixed on that card, and no value of the input is missing from the output.
@Suite(.serialized) struct RepairTests {
  /// Every book of our corpus and of the external one.
  static var files: [String] {
    var paths: [String] = []
    for folder in ["vcard", "jcard", "csv"] {
      paths += Paths.files(in: Paths.corpora.appendingPathComponent(folder), extensions: ["vcf", "json", "csv"]).map(\.path)
    }
    paths += ManifestEntry.all.map(\.url.path)
    return paths
  }

  private static func repairAndReread(_ path: String) throws -> (report: RepairReport, output: URL) {
    var lint = LintFixture.allRules()
    lint.workers = 1
    let report = try Repairer(options: RepairOptions(stableUIDs: true, lint: lint)).repair(paths: [path])
    let ext = report.outputFormat.csvLayout != nil ? "csv" : report.outputFormat == .jcard ? "json" : "vcf"
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-repair-\(UUID().uuidString).\(ext)")
    try report.write(to: url.path) { _ in }
    return (report, url)
  }

  /// For each card and code: the output has at most as many findings as the input had, less
  /// the ones repair claims to have fixed (lines move, so findings are counted, not matched).
  @Test func repairThenLintFindsNothingRepairClaimsToHaveFixed() throws {
    _ = try Paths.requireExternal()
    var clean = 0
    var claims = 0
    for path in Self.files {
      let (report, output) = try Self.repairAndReread(path)
      defer { try? FileManager.default.removeItem(at: output) }
      let before = try Linter(options: LintFixture.allRules()).lint(paths: [path])
      let after = try Linter(options: LintFixture.allRules()).lint(paths: [output.path])
      #expect(after.cardCount == report.cards.count, "\(path): \(report.cards.count) cards written, \(after.cardCount) read back")
      var ok = true
      for (i, source) in report.sources.enumerated() {
        var fixed: [DiagnosticCode: Int] = [:]
        for d in report.fixes where d.location.cardIndex == source.cardIndex { fixed[d.code, default: 0] += 1 }
        claims += fixed.values.reduce(0, +)
        for (code, n) in fixed {
          let had = before.diagnostics.filter { $0.location.cardIndex == source.cardIndex && $0.code == code }.count
          let left = after.diagnostics.filter { $0.location.cardIndex == i && $0.code == code }
          #expect(left.count <= max(0, had - n), "\(path) card \(i): repair fixed \(n) of \(had) \(code) but lint still finds \(left.map(\.description))")
          if left.count > max(0, had - n) { ok = false }
        }
      }
      if ok { clean += 1 }
    }
    #expect(claims > 0)
    print("repair: \(clean)/\(Self.files.count) books: lint of the output finds none of the \(claims) claimed fixes")
  }

  /// Every value of every input card is in the repaired card, and in the card read back from
  /// the written output.
  @Test func repairNeverRemovesAValue() throws {
    _ = try Paths.requireExternal()
    var kept = 0
    for path in Self.files {
      let (report, output) = try Self.repairAndReread(path)
      defer { try? FileManager.default.removeItem(at: output) }
      let before = try BookReader.readAll(path: path).cards.map(\.card)
      let after = try BookReader.readAll(path: output.path).cards.map(\.card)
      #expect(before.count == report.cards.count && after.count == report.cards.count, "\(path): card count changed")
      var ok = true
      for (a, repaired) in zip(before, report.cards) {
        let lost = Self.lost(a, repaired)
        #expect(lost.isEmpty, "\(path): repair lost \(lost)")
        if !lost.isEmpty { ok = false }
      }
      let written = {
        for (a, b) in zip(before, after) {
          let lost = Self.lost(a, b)
          #expect(lost.isEmpty, "\(path): lost in the written output: \(lost)")
          if !lost.isEmpty { ok = false }
        }
      }
      // 2.1 output included: a quoted-printable line never starts with a space (it would read
      // as a fold), which once lost "3. th." as "3.th.".
      written()
      if ok { kept += 1 }
    }
    print("repair: \(kept)/\(Self.files.count) books keep every value")
  }

  /// Repair of repair's output changes nothing: what repair writes is already what it would
  /// write (our corpus, the external one and the fuzzers' finds, whose odd inputs broke it:
  /// a quoted PHOTO TYPE list read back as a format).
  @Test func repairOfRepairedOutputIsTheSame() throws {
    _ = try Paths.requireExternal()
    var fuzz: [String] = []
    for folder in ["vcard", "jcard", "csv"] {
      fuzz += Paths.files(in: Paths.corpora.appendingPathComponent("fuzz/\(folder)"), extensions: ["vcf", "json", "csv"]).map(\.path)
    }
    #expect(!fuzz.isEmpty)
    var same = 0
    for path in Self.files + fuzz {
      let (_, first) = try Self.repairAndReread(path)
      defer { try? FileManager.default.removeItem(at: first) }
      let (_, second) = try Self.repairAndReread(first.path)
      defer { try? FileManager.default.removeItem(at: second) }
      let a = try Data(contentsOf: first)
      let b = try Data(contentsOf: second)
      #expect(a == b, "\(path): a second repair changed the output")
      if a == b { same += 1 }
    }
    #expect(Self.files.count > 400, "only \(Self.files.count) books")
    print("repair: \(same)/\(Self.files.count + fuzz.count) books unchanged by a second repair")
  }

  /// Entries of `a`'s inventory that `b` lacks, label respellings aside (the fuzz targets'
  /// check, ``ReadOracles/repairLosses(_:_:)``).
  static func lost(_ a: Card, _ b: Card) -> [String] { ReadOracles.repairLosses(a, b) }

  @Test func stableUIDsAgreeAcrossRunsAndDifferForIdenticalCards() throws {
    let text = LintFixture.card("3.0", ["N:Lee;Ann;;;", "FN:Ann Lee"]) + LintFixture.card("3.0", ["N:Lee;Ann;;;", "FN:Ann Lee"])
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-uid-\(UUID().uuidString).vcf")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let options = RepairOptions(stableUIDs: true)
    let first = try Repairer(options: options).repair(paths: [url.path]).cards.compactMap(\.uid?.value)
    let second = try Repairer(options: options).repair(paths: [url.path]).cards.compactMap(\.uid?.value)
    #expect(first.count == 2)
    #expect(first == second)
    #expect(first[0] != first[1])
    #expect(first.allSatisfy { $0.range(of: "^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$", options: .regularExpression) != nil }, "\(first)")
    let random = try Repairer(options: RepairOptions()).repair(paths: [url.path]).cards.compactMap(\.uid?.value)
    #expect(random.count == 2 && random != first)
  }

  struct FixCase: Sendable, CustomTestStringConvertible {
    var lines: [String]
    var version = "3.0"
    var code: DiagnosticCode
    var check: @Sendable (Card) -> Bool
    var testDescription: String { code.rawValue }
  }

  static let fixCases: [FixCase] = [
    FixCase(lines: ["N:Lee;Ann;;;"], code: .lintMissingFN) { $0.formattedName?.value == "Ann Lee" },
    FixCase(lines: ["N:;;;;", "ORG:Acme Inc."], code: .lintMissingFN) { $0.formattedName?.value == "Acme Inc." },
    FixCase(lines: ["NICKNAME:Annie"], code: .lintMissingFN) { $0.formattedName?.value == "Annie" },
    FixCase(lines: ["N:;;;;", "FN:", "EMAIL:ann@example.com"], code: .lintEmptyValue) { $0.formattedName?.value == "ann@example.com" },
    FixCase(lines: ["N:;;;;", "TEL:+1 650-253-0000"], code: .lintMissingFN) { $0.formattedName?.value == "+1 650-253-0000" },
    FixCase(lines: ["FN:Ann", "N:Lee;Ann;;;"], code: .lintMissingUID) { $0.uid?.value.hasPrefix("urn:uuid:") == true },
    FixCase(lines: ["FN:Ann", "N:Lee;Ann;;;", "TEL;TYPE=CELL:+1 650-253-0000", "TEL;TYPE=CELL:+1 650-253-0000"], code: .lintDuplicateValue) { $0.phones.count == 1 },
    FixCase(lines: ["FN:Ann", "N:Lee;Ann;;;", "TITLE:"], code: .lintEmptyValue) { $0.titles.isEmpty },
    FixCase(lines: ["FN:Ann", "N:Lee;Ann;;;", "TEL;TYPE=mobile:+1 650-253-0000"], code: .lintLabelSpelling) { $0.phones.first?.types == [.cell] },
    FixCase(lines: ["FN:Ann", "N:Lee;Ann;;;", "TEL;TYPE=asdf:+1 650-253-0000"], code: .lintGarbageLabel) { $0.phones.first?.types.isEmpty == true },
    FixCase(lines: ["FN:Ann", "N:Lee;Ann", "UID:1"], code: .lintComponentCount) { $0.name?.value.given == ["Ann"] },
    FixCase(lines: ["FN:Ann", "N:Lee;Ann;;;", "UID:1", "KIND:individual"], code: .lintPropertyVersion) { $0.kind?.value == .individual },
    FixCase(lines: ["FN:Ann", "N:Lee;Ann;;;", "UID:1", "TEL;TYPE =CELL:+1 650-253-0000"], code: .lintParameterName) { $0.phones.first?.types == [.cell] },
    FixCase(lines: ["FN:Ann", "N:Lee;Ann;;;", "UID:1", "NICKNAME:Annie"], version: "2.1", code: .lintPropertyVersion) {
      $0.nicknames.map(\.value) == ["Annie"]
    },
  ]

  /// Two values that become copies once repair respells their labels, or once the output's
  /// version writes them (what it does not write dropped), are merged: the copy's fix is
  /// reported at its line, and lint of the output finds no L037. Values written differently
  /// (another preference, a type the version writes, another free-text label) stay.
  struct CopyCase: Sendable, CustomTestStringConvertible {
    var lines: [String]
    var to: OutputFormat?
    /// The line of the copy dropped, nil when both values stay.
    var copy: Int?
    var testDescription: String { "\(lines) to \(to?.rawValue ?? "own version")" }
  }

  static let copyCases: [CopyCase] = [
    CopyCase(lines: ["TEL;TYPE=CELL:+1 650-253-0001", "TEL;TYPE=mobile:+1 650-253-0001"], copy: 8),
    CopyCase(lines: ["TEL;TYPE=CELL:+1 650-253-0001", "TEL;TYPE=mobile:+1 650-253-0001"], to: .vcard4, copy: 8),
    CopyCase(lines: ["EMAIL;TYPE=INTERNET,HOME:ann@example.com", "EMAIL;TYPE=HOME:ann@example.com"], to: .vcard4, copy: 8),
    CopyCase(lines: ["TEL;VALUE=phone-number;TYPE=HOME:+1 650-253-0001", "TEL;TYPE=HOME:+1 650-253-0001"], to: .vcard4, copy: 8),
    CopyCase(lines: ["EMAIL;TYPE=INTERNET,HOME:ann@example.com", "EMAIL;TYPE=HOME:ann@example.com"]),
    CopyCase(lines: ["TEL;TYPE=CELL,PREF:+1 650-253-0001", "TEL;TYPE=mobile:+1 650-253-0001"], to: .vcard4),
    CopyCase(lines: ["item1.EMAIL;TYPE=INTERNET:ann@example.com", "item1.X-ABLabel:Club", "EMAIL:ann@example.com"], to: .vcard4),
  ]

  @Test(arguments: copyCases) func copiesAsWrittenAreMerged(_ c: CopyCase) throws {
    let (report, output) = try LintFixture.repair(
      LintFixture.card("3.0", LintFixture.base + c.lines), options: RepairOptions(outputFormat: c.to, lint: LintFixture.allRules()))
    let merged = report.fixes.filter { $0.code == .lintDuplicateValue }.map { "\($0.location.line):\($0.location.column)" }
    #expect(merged == (c.copy.map { ["\($0):1"] } ?? []), "\(report.diagnostics.map(\.description))")
    let after = try LintFixture.lint(output)
    #expect(!after.diagnostics.contains { $0.code == .lintDuplicateValue }, "\(output)")
    let value = try #require(c.lines.last?.split(separator: ":").last.map(String.init))
    #expect(output.components(separatedBy: value).count - 1 == (c.copy == nil ? 2 : 1), "\(output)")
  }

  /// Each fix is reported once: the numbers of one Google CSV cell (`a ::: b`) share their
  /// label and its one respelling; copies dropped from one CATEGORIES line are each named.
  @Test(arguments: [
    (
      "Name,Given Name,Family Name,Phone 1 - Type,Phone 1 - Value\r\nAnn Lee,Ann,Lee,cellular,+1 650 253 0000 ::: +1 650 253 0001\r\n",
      ["2:17 L041 label respelled (label \"cellular\" → TYPE=cell)"]
    ),
    (
      "Name,Given Name,Family Name,Phone 1 - Type,Phone 1 - Value\r\nAnn Lee,Ann,Lee,asdf,+1 650 253 0000 ::: +1 650 253 0001\r\n",
      ["2:17 L032 garbage label removed (label \"asdf\" → (no label))"]
    ),
    (
      LintFixture.card("3.0", LintFixture.base + ["CATEGORIES:Family,Friends,Family,Friends"]),
      ["7:1 L037 dropped a copy of CATEGORIES \"Family\" identical to an earlier one", "7:1 L037 dropped a copy of CATEGORIES \"Friends\" identical to an earlier one"]
    ),
  ])
  func eachFixIsReportedOnce(_ text: String, _ expected: [String]) throws {
    let (report, _) = try LintFixture.repair(text)
    let fixes = report.fixes.filter { $0.code != .lintMissingUID }.map { "\($0.location.line):\($0.location.column) \($0.code.rawValue) \($0.message)" }
    #expect(fixes.sorted() == expected, "\(report.diagnostics.map(\.description))")
  }

  /// Lint names a label spelled non-standardly once per place it is written: the numbers of
  /// one Google CSV cell share the cell's label, and a second finding at the same position
  /// with the same words said nothing new. Findings that name each number stay one per number.
  @Test func labelOfOneCellIsReportedOnce() throws {
    let spelled = try LintFixture.lint(
      "Name,Given Name,Family Name,Phone 1 - Type,Phone 1 - Value\r\nAnn Lee,Ann,Lee,Handy,+1 650 253 0000 ::: +1 650 253 0001\r\n")
    #expect(spelled.diagnostics.filter { $0.code == .lintLabelSpelling }.map { "\($0.location.line):\($0.location.column)" } == ["2:17"])
    let garbage = try LintFixture.lint(
      "Name,Given Name,Family Name,Phone 1 - Type,Phone 1 - Value\r\nAnn Lee,Ann,Lee,asdf,+1 650 253 0000 ::: +1 650 253 0001\r\n")
    #expect(garbage.diagnostics.filter { $0.code == .lintGarbageLabel }.count == 2)
  }

  /// A card with nothing to name it by (no N, ORG, NICKNAME, EMAIL or number) gets no FN:
  /// repair writes it without one, as it was, and reports its L001 as left, which the output
  /// still has; it is not given an empty FN, which would be a new finding (L038).
  @Test(arguments: [("3.0", OutputFormat?.none), ("4.0", nil), ("3.0", .jcard)])
  func namelessCardIsWrittenWithoutFN(_ version: String, _ format: OutputFormat?) throws {
    let (report, output) = try LintFixture.repair(
      LintFixture.card(version, ["NOTE:met at conference", "UID:1"]), options: RepairOptions(outputFormat: format, lint: LintFixture.allRules()))
    let found = report.diagnostics.map(\.description)
    #expect(report.diagnostics.contains { $0.code == .lintMissingFN && $0.severity == .warning }, "\(found)")
    #expect(!report.fixes.contains { $0.code == .lintMissingFN || $0.code == .lintEmptyValue }, "\(found)")
    let after = try LintFixture.lint(output)
    let left = after.diagnostics.map(\.description)
    #expect(after.diagnostics.contains { $0.code == .lintMissingFN }, "\(left)")
    #expect(!after.diagnostics.contains { $0.code == .lintEmptyValue }, "\(left)")
  }

  /// TYPE values that are valid as written: vCard 2.1's mail services, `x400` (2.1 and 3.0)
  /// and `X-` types. The lint finds nothing on their line (no custom label, no L023 for an
  /// address of another mail system), so repair has nothing to fix: it writes the line as it
  /// was and claims nothing there.
  static let validTypes: [(version: String, line: String)] = [
    ("2.1", "EMAIL;AOL:jdoe123"), ("2.1", "EMAIL;CIS:71234.567"), ("2.1", "EMAIL;TLX:4711"),
    ("2.1", "EMAIL;X400:/c=us/o=acme/s=lee/"), ("2.1", "TEL;X-Emergency:+1 650-253-0001"),
    ("3.0", "EMAIL;TYPE=X400:/c=us/o=acme/s=lee/"), ("3.0", "TEL;TYPE=X-EVOLUTION-CALLBACK:+1 650-253-0001"),
    ("3.0", "TEL;TYPE=X-Emergency:+1 650-253-0001"), ("3.0", "EMAIL;TYPE=X-Uni:ann@example.edu"),
    ("4.0", "TEL;TYPE=x-evolution-callback:+1 650-253-0001"),
  ]

  @Test(arguments: validTypes) func validTypesAreNeitherReportedNorRewritten(_ version: String, _ line: String) throws {
    let input = LintFixture.card(version, LintFixture.base + [line])
    let lint = try LintFixture.lint(input)
    #expect(lint.diagnostics.filter { $0.location.line == 7 }.isEmpty, "\(lint.diagnostics.map(\.description))")
    let (report, text) = try LintFixture.repair(input)
    #expect(text.contains("\r\n\(line)\r\n"), "\(text)")
    #expect(report.diagnostics.filter { $0.location.line == 7 }.isEmpty, "\(report.diagnostics.map(\.description))")
  }

  /// An address typed as another mail system is not checked as an Internet address; one also
  /// typed `internet`, or with no type, is.
  @Test func emailOfAnotherMailSystemIsNotCheckedForAnAt() throws {
    func l023(_ version: String, _ line: String) throws -> Int {
      try LintFixture.lint(LintFixture.card(version, LintFixture.base + [line])).diagnostics.filter { $0.code == .lintEmail }.count
    }
    #expect(try l023("2.1", "EMAIL;PRODIGY:jdoe123") == 0)
    #expect(try l023("3.0", "EMAIL;TYPE=x400:/c=us/") == 0)
    #expect(try l023("2.1", "EMAIL;AOL;INTERNET:jdoe123") == 1)
    #expect(try l023("2.1", "EMAIL:jdoe123") == 1)
    #expect(try l023("3.0", "EMAIL;TYPE=internet:jdoe123") == 1)
  }

  /// Converted to 3.0 and 4.0, a 2.1 mail service stays a TYPE (convert keeps what it does
  /// not map); there it is a note, the type being 2.1's, and not a custom label (a warning).
  @Test(arguments: [VCardVersion.v3_0, .v4_0]) func mailServiceConvertedIsANote(_ version: VCardVersion) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-aol-\(UUID().uuidString).vcf")
    try Data(LintFixture.card("2.1", LintFixture.base + ["EMAIL;AOL:jdoe123"]).utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let cards = try LintFixture.read(url.path).cards.map(\.card)
    let converted = String(decoding: VCardWriter(version: version).write(cards).bytes, as: UTF8.self)
    let email = converted.components(separatedBy: "\r\n").first { $0.hasPrefix("EMAIL") }
    #expect(email?.uppercased() == "EMAIL;TYPE=AOL:JDOE123", "\(converted)")
    let lint = try LintFixture.lint(converted)
    let found = lint.diagnostics.filter { $0.code == .lintTypeValue || $0.code == .lintEmail }
    #expect(found.map(\.severity) == [.info], "\(lint.diagnostics.map(\.description))")
    #expect(found.first?.message.hasSuffix("is not defined for EMAIL in vCard \(version.rawValue) (defined in vCard 2.1)") == true, "\(found)")
  }

  /// A book whose cards are of several versions (exports of several phones put together)
  /// keeps each card's version: a repair changes no version unless `--to` asks. A card
  /// without VERSION gets the version it was read as. With `--to`, every card is converted.
  @Test func cardsOfSeveralVersionsKeepTheirVersions() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-versions-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("mixed.vcf")
    let book =
      LintFixture.card("2.1", ["N:Lee;Ann", "TEL;CELL:+1 650-253-0000"])
      + LintFixture.card("3.0", ["N:Roe;Bo", "TEL;TYPE=CELL:+1 650-253-0001"])
      + LintFixture.card("4.0", ["FN:Cy Poe", "TEL;TYPE=cell:+1 650-253-0002"])
      + "BEGIN:VCARD\r\nN:Lu;Di;;;\r\nTEL;HOME:+1 650-253-0003\r\nEND:VCARD\r\n"
    try Data(book.utf8).write(to: input)
    func versionLines(_ options: RepairOptions) throws -> (versions: [VCardVersion]?, written: [String]) {
      let report = try Repairer(options: options).repair(paths: [input.path])
      let output = folder.appendingPathComponent("out.vcf")
      try report.write(to: output.path) { _ in }
      let text = try String(contentsOf: output, encoding: .utf8)
      return (report.cardVersions, text.components(separatedBy: "\r\n").filter { $0.hasPrefix("VERSION:") })
    }
    let kept = try versionLines(RepairOptions(lint: LintFixture.allRules()))
    // The last card has no VERSION; its 2.1-style bare TYPE makes the reader read it as 2.1.
    #expect(kept.versions == [.v2_1, .v3_0, .v4_0, .v2_1])
    #expect(kept.written == ["VERSION:2.1", "VERSION:3.0", "VERSION:4.0", "VERSION:2.1"])
    let converted = try versionLines(RepairOptions(outputFormat: .vcard3, lint: LintFixture.allRules()))
    #expect(converted.versions == nil)
    #expect(converted.written == Array(repeating: "VERSION:3.0", count: 4))
  }

  /// A book in which no card has a VERSION: each card is written in the version it was read
  /// as, as in a book of several versions, and what that version requires (an N in 2.1) is
  /// added and claimed; the lint finding for it is not left behind.
  @Test func bookWithoutVersionsKeepsTheVersionsItWasReadAs() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-noversion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.vcf")
    let output = folder.appendingPathComponent("out.vcf")
    try Data("BEGIN:VCARD\r\nFN:Di Lu\r\nTEL;HOME:+1 650-253-0003\r\nUID:1\r\nEND:VCARD\r\n".utf8).write(to: input)
    let report = try Repairer(options: RepairOptions(lint: LintFixture.allRules())).repair(paths: [input.path])
    try report.write(to: output.path) { _ in }
    let text = try String(contentsOf: output, encoding: .utf8)
    #expect(text.contains("\r\nVERSION:2.1\r\n") && text.contains("\r\nN:;;;;\r\n"), "\(text)")
    #expect(report.fixes.contains { $0.code == .missingVersion && $0.message == "added VERSION:2.1" }, "\(report.diagnostics.map(\.description))")
    #expect(report.fixes.contains { $0.code == .lintMissingN }, "\(report.diagnostics.map(\.description))")
    #expect(!report.diagnostics.contains { $0.code == .lintMissingN && $0.severity != .fixed })
    let after = try Linter(options: LintFixture.allRules()).lint(paths: [output.path])
    #expect(!after.diagnostics.contains { $0.code == .lintMissingN || $0.code == .missingVersion }, "\(after.diagnostics.map(\.description))")
  }

  /// Names written in another case are written canonically and the fix is reported with the
  /// default rules too, where `lint` leaves L005 out.
  @Test func canonicalNamesAreReportedWithTheDefaultRules() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-case-\(UUID().uuidString).vcf")
    try Data(LintFixture.card("3.0", ["n:Lee;Ann;;;", "Fn:Ann Lee", "UID:1"]).utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let report = try Repairer(options: RepairOptions()).repair(paths: [url.path])
    let fixed = report.fixes.filter { $0.code == .lintNameCase }
    #expect(fixed.map(\.location.line) == [3, 4], "\(report.diagnostics.map(\.description))")
    #expect(fixed.allSatisfy { $0.severity == .fixed })
    #expect(!report.diagnostics.contains { $0.code == .lintNameCase && $0.severity != .fixed })
    // jCard and CSV output have no vCard names to fix: nothing is claimed, and the rule stays
    // off as it is in `lint`.
    for format in [OutputFormat.jcard, .csv] {
      let other = try Repairer(options: RepairOptions(outputFormat: format)).repair(paths: [url.path])
      #expect(!other.diagnostics.contains { $0.code == .lintNameCase }, "\(format): \(other.diagnostics.map(\.description))")
    }
  }

  @Test(arguments: fixCases) func fixesAreMadeAndReported(_ c: FixCase) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-fix-\(UUID().uuidString).vcf")
    try Data(LintFixture.card(c.version, c.lines).utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let report = try Repairer(options: RepairOptions(lint: LintFixture.allRules())).repair(paths: [url.path])
    let card = try #require(report.cards.first)
    #expect(c.check(card), "\(card)")
    #expect(report.fixes.contains { $0.code == c.code && $0.severity == .fixed }, "\(report.diagnostics.map(\.description))")
    #expect(!report.diagnostics.contains { $0.code == c.code && $0.severity != .fixed }, "claimed and left: \(report.diagnostics.map(\.description))")
  }

  /// A value repair drops (empty, or a copy of another) takes the other findings at its
  /// position with it, and a dropped value's free-text label is named in the fix; the copy
  /// kept keeps its findings. In CSV, a dropped value in the first column shares the card's
  /// position: the findings about the whole card stay.
  @Test func droppedValuesTakeTheirFindingsAndNameTheirLabel() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-drop-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let vcf = folder.appendingPathComponent("in.vcf")
    try Data(LintFixture.card("3.0", ["FN:Ann Lee", "N:Lee;Ann;;;", "UID:1", "item1.TEL:", "item1.X-ABLabel:Emergency", "TEL:12", "TEL:12"]).utf8).write(to: vcf)
    var lint = LintFixture.allRules()
    lint.region = .fixed(PhoneRegion("US")!)
    let report = try Repairer(options: RepairOptions(lint: lint)).repair(paths: [vcf.path])
    let text = report.diagnostics.map(\.description)
    #expect(report.fixes.contains { $0.code == .lintEmptyValue && $0.message == "dropped empty TEL labelled \"Emergency\"" }, "\(text)")
    #expect(report.fixes.contains { $0.code == .lintDuplicateValue }, "\(text)")
    // One invalid-number finding: the copy kept (line 8); the empty TEL (line 6) and the copy
    // dropped (line 9) have none left.
    #expect(report.diagnostics.filter { $0.code == .lintInvalidPhone }.map(\.location.line) == [8], "\(text)")
    // The generic layout's empty TEL starts in the first cell, where the card does.
    let csv = folder.appendingPathComponent("in.csv")
    try Data("Phone 1 - Types,Phone 1 - Value,Formatted Name,Given Name\r\ncell,,,\r\n".utf8).write(to: csv)
    let fromCSV = try Repairer(options: RepairOptions(lint: lint)).repair(paths: [csv.path])
    let csvText = fromCSV.diagnostics.map(\.description)
    #expect(fromCSV.fixes.contains { $0.code == .lintEmptyValue && $0.location.column == 1 }, "\(csvText)")
    #expect(fromCSV.diagnostics.contains { $0.code == .lintNameless && $0.severity != .fixed && $0.location.column == 1 }, "\(csvText)")
  }

  /// The writer gives a 2.1 or 3.0 card without N an empty one; repair claims L002 for it, and
  /// the output read back has no L002 (a 4.0 card needs none, and none is claimed).
  @Test(arguments: ["2.1", "3.0", "4.0"]) func missingNIsAddedAndClaimed(_ version: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-n-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.vcf")
    let output = folder.appendingPathComponent("out.vcf")
    try Data(LintFixture.card(version, ["FN:Ann Lee", "UID:1"]).utf8).write(to: input)
    let before = try Linter(options: LintFixture.allRules()).lint(paths: [input.path])
    let report = try Repairer(options: RepairOptions(lint: LintFixture.allRules())).repair(paths: [input.path])
    try report.write(to: output.path) { _ in }
    let text = try String(contentsOf: output, encoding: .utf8)
    let after = try Linter(options: LintFixture.allRules()).lint(paths: [output.path])
    let claimed = report.fixes.contains { $0.code == .lintMissingN }
    #expect(before.diagnostics.contains { $0.code == .lintMissingN } == (version != "4.0"))
    #expect(claimed == (version != "4.0"), "\(report.diagnostics.map(\.description))")
    #expect(text.contains("\r\nN:;;;;\r\n") == (version != "4.0"), "\(text)")
    #expect(!after.diagnostics.contains { $0.code == .lintMissingN }, "\(after.diagnostics.map(\.description))")
    #expect(!report.diagnostics.contains { $0.code == .lintMissingN && $0.severity != .fixed })
  }

  /// A picture written in base64 without its ENCODING is read as the picture (Thunderbird's
  /// test cards have such photos): repair writes it with the version's encoding and claims
  /// the L028 the input had; text that is no picture stays as it is, with its L028.
  @Test(arguments: ["2.1", "3.0"]) func unmarkedInlinePictureIsWrittenWithItsEncoding(_ version: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-photo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.vcf")
    let output = folder.appendingPathComponent("out.vcf")
    let lines = ["FN:Ann Lee", "N:Lee;Ann;;;", "UID:1", "PHOTO:/9j/4AAQSkZJRgABAQEASABI", "LOGO:QUJDREVGR0hJSktMTU5PUA"]
    try Data(LintFixture.card(version, lines).utf8).write(to: input)
    let report = try Repairer(options: RepairOptions(lint: LintFixture.allRules())).repair(paths: [input.path])
    try report.write(to: output.path) { _ in }
    let text = try String(contentsOf: output, encoding: .utf8)
    let written = version == "2.1" ? "PHOTO;JPEG;ENCODING=BASE64" : "PHOTO;TYPE=JPEG;ENCODING=b"
    #expect(text.contains("\r\n\(written):/9j/4AAQSkZJRgABAQEASABI\r\n"), "\(text)")
    #expect(report.fixes.contains { $0.code == .lintMediaValue && $0.location.line == 6 }, "\(report.diagnostics.map(\.description))")
    #expect(report.diagnostics.contains { $0.code == .lintMediaValue && $0.location.line == 7 && $0.severity == .warning })
    let after = try Linter(options: LintFixture.allRules()).lint(paths: [output.path])
    #expect(after.diagnostics.filter { $0.code == .lintMediaValue }.count == 1, "\(after.diagnostics.map(\.description))")
  }

  /// A Google-layout label whose value cell is empty is read as an empty labelled value, as a
  /// vCard's `TEL:` with its label is: the lint reports it (L038 at its cell, and no L034, for
  /// an empty TEL is not a malformed number), and repair drops it naming the label.
  @Test func googleLabelWithoutValueIsKeptReportedAndDropped() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-label-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let csv = folder.appendingPathComponent("google.csv")
    let header = "Name,Given Name,Family Name,Phone 1 - Type,Phone 1 - Value,Phone 2 - Type,Phone 2 - Value,E-mail 1 - Type,E-mail 1 - Value"
    try Data("\(header)\nAnn Lee,Ann,Lee,Mobile,+1 650 253 0000,Emergency,,,\n".utf8).write(to: csv)
    let card = try #require(try BookReader.readAll(path: csv.path).cards.first).card
    #expect(card.phones.map(\.value) == ["+1 650 253 0000", ""])
    #expect(card.phones.last?.label == "Emergency")
    #expect(card.emails.isEmpty, "an empty cell without a label is no value")
    let lint = try Linter(options: LintFixture.allRules()).lint(paths: [csv.path])
    let found = lint.diagnostics.map(\.description)
    #expect(lint.diagnostics.filter { $0.code == .lintEmptyValue }.map(\.location.column) == [40], "\(found)")
    #expect(!lint.diagnostics.contains { $0.code == .lintInvalidPhone }, "\(found)")
    let report = try Repairer(options: RepairOptions(lint: LintFixture.allRules())).repair(paths: [csv.path])
    #expect(report.fixes.contains { $0.code == .lintEmptyValue && $0.message == "dropped empty TEL labelled \"Emergency\"" })
    // Written back in Google's layout, the label is there as it was read.
    let google = String(decoding: CSVWriter.write(cards: [card], layout: .google).bytes, as: UTF8.self)
    #expect(google.contains(",Mobile,+1 650 253 0000,Emergency,"), "\(google)")
  }

  /// A card cut off without END:VCARD, by the next card's BEGIN (V029) or by the end of the file
  /// (V005), is written closed: repair claims both, and its output has neither.
  @Test func cardsWithoutEndAreClosedAndClaimed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-end-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("cut.vcf")
    let output = folder.appendingPathComponent("out.vcf")
    let lines = [
      "BEGIN:VCARD", "VERSION:3.0", "FN:Ann Lee", "N:Lee;Ann;;;", "UID:1",
      "BEGIN:VCARD", "VERSION:3.0", "FN:Bob Lee", "N:Lee;Bob;;;", "UID:2", "END:VCARD",
      "BEGIN:VCARD", "VERSION:3.0", "FN:Cy Lee", "N:Lee;Cy;;;", "UID:3",
    ]
    try Data((lines.joined(separator: "\r\n") + "\r\n").utf8).write(to: input)
    let report = try Repairer(options: RepairOptions(lint: LintFixture.allRules())).repair(paths: [input.path])
    try report.write(to: output.path) { _ in }
    let found = report.diagnostics.map(\.description)
    #expect(report.fixes.contains { $0.code == .nestedBegin && $0.location.line == 6 }, "\(found)")
    #expect(report.fixes.contains { $0.code == .missingEnd && $0.location.line == 12 }, "\(found)")
    #expect(!report.diagnostics.contains { $0.severity == .error }, "\(found)")
    let after = try Linter(options: LintFixture.allRules()).lint(paths: [output.path])
    #expect(after.cardCount == 3)
    #expect(!after.diagnostics.contains { $0.code == .missingEnd || $0.code == .nestedBegin }, "\(after.diagnostics.map(\.description))")
  }
}

import Foundation
import Testing

/// `cardkit lint`: exit statuses, the three output formats and the rule list.
@Suite struct LintCLITests {
  static let clean = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lee;Ann;;;\r\nFN:Ann Lee\r\nTEL;TYPE=CELL:+1 650-253-0000\r\nUID:ann-1\r\nEND:VCARD\r\n"
  /// A card with a warning (no N) and, after it, a card without END:VCARD (an error).
  static let broken = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bo Roe\r\nTEL;TYPE=CELL:+1 650-253-0001\r\nUID:bo-1\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nN:Cy;Al;;;\r\nFN:Al Cy\r\n"
  static let warningOnly = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bo Roe\r\nTEL;TYPE=CELL:+1 650-253-0001\r\nUID:bo-1\r\nEND:VCARD\r\n"

  private func file(_ text: String, _ name: String = "book.vcf") throws -> (URL, URL) {
    let dir = try CLIRunner.temporaryDirectory()
    let url = dir.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return (dir, url)
  }

  @Test func cleanBookExitsZeroWithASummary() throws {
    let (dir, url) = try file(Self.clean)
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIRunner.run(["lint", "--region", "US", url.path])
    #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    #expect(r.stdout == "1 card: 0 errors, 0 warnings, 0 notes\n", "\(r.stdout)")
  }

  /// `--locale` is the collation the likely-duplicate rule (L044) compares names with: in
  /// English Å is an accented A (Åsa and Asa agree), in Swedish a letter of its own.
  @Test func localeDecidesWhetherNamesAgreeForDuplicates() throws {
    let book = """
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Åsa Berg\r\nN:Berg;Åsa;;;\r\nEMAIL:berg@example.se\r\nEND:VCARD\r
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Asa Berg\r\nN:Berg;Asa;;;\r\nEMAIL:berg@example.se\r\nEND:VCARD\r

      """
    let (dir, url) = try file(book)
    defer { try? FileManager.default.removeItem(at: dir) }
    let en = try CLIRunner.run(["lint", "--locale", "en", url.path])
    #expect(en.stdout.contains("[L044] likely the same person as card \"Åsa Berg\""), "\(en.stdout)")
    let sv = try CLIRunner.run(["lint", "--locale", "sv", url.path])
    #expect(sv.status == 0 && !sv.stdout.contains("L044"), "\(sv.stdout)")
  }

  @Test func errorsExitOneAndPrintLikeACompiler() throws {
    let (dir, url) = try file(Self.broken)
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIRunner.run(["lint", url.path])
    #expect(r.status == 1)
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.range(of: #"book\.vcf:1:1: warning: \[L002\] card has no N, which vCard 3\.0 requires \(card "Bo Roe"\)$"#, options: .regularExpression) != nil }, "\(r.stdout)")
    #expect(lines.contains { $0.range(of: #"book\.vcf:7:1: error: \[V005\] "#, options: .regularExpression) != nil }, "\(r.stdout)")
    #expect(lines.last?.hasPrefix("2 cards: 1 error, 1 warning") == true, "\(lines.last ?? "")")
    #expect(lines.last?.contains("L002 ×1") == true && lines.last?.contains("V005 ×1") == true)
  }

  @Test func warningsExitOneOnlyWithStrict() throws {
    let (dir, url) = try file(Self.warningOnly)
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(try CLIRunner.run(["lint", url.path]).status == 0)
    #expect(try CLIRunner.run(["lint", "--strict", url.path]).status == 1)
    #expect(try CLIRunner.run(["lint", "--strict", "--disable", "missing-n", url.path]).status == 0)
  }

  /// `--min-severity` leaves out what is less serious, from the list, the counts and the exit
  /// status, and says so in the summary; a report swamped by notes says how to leave them out.
  @Test func minimumSeverityLeavesOutLesserFindings() throws {
    // Card 1: no N (L002 warning) and Apple's EMAIL;TYPE=HOME in 3.0 (L012 note); card 2
    // has no END:VCARD (V005 error).
    let book = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bo Roe\r\nEMAIL;TYPE=HOME:bo@example.com\r\nTEL;TYPE=CELL:+1 650-253-0001\r\nUID:bo-1\r\nEND:VCARD\r\n"
      + "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Cy;Al;;;\r\nFN:Al Cy\r\n"
    let (dir, url) = try file(book)
    defer { try? FileManager.default.removeItem(at: dir) }
    let all = try CLIRunner.run(["lint", url.path])
    #expect(all.stdout.contains("info: [L012]") && all.stdout.contains("warning: [L002]"), "\(all.stdout)")
    #expect(all.stdout.split(separator: "\n").last?.hasPrefix("2 cards: 1 error, 1 warning, 3 notes (") == true, "\(all.stdout)")

    let warnings = try CLIRunner.run(["lint", "--min-severity", "warning", url.path])
    #expect(warnings.status == 1)
    #expect(!warnings.stdout.contains("info:") && warnings.stdout.contains("warning: [L002]") && warnings.stdout.contains("error: [V005]"), "\(warnings.stdout)")
    let summary = warnings.stdout.split(separator: "\n").last.map(String.init) ?? ""
    #expect(summary.hasPrefix("2 cards: 1 error, 1 warning; notes not shown (") && !summary.contains("L012"), "\(summary)")

    let errors = try CLIRunner.run(["lint", "--min-severity", "error", url.path])
    #expect(errors.stdout.split(separator: "\n").count == 2 && errors.stdout.contains("error: [V005]"), "\(errors.stdout)")
    #expect(errors.stdout.hasSuffix("2 cards: 1 error; warnings and notes not shown (V005 ×1)\n"), "\(errors.stdout)")

    let json = try CLIRunner.run(["lint", "--min-severity", "warning", "--format", "json", url.path])
    let object = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
    let counts = try #require(object["summary"] as? [String: Any])
    #expect(counts["minimumSeverity"] as? String == "warning")
    #expect((counts["bySeverity"] as? [String: Int])?["info"] == 0 && (counts["bySeverity"] as? [String: Int])?["warning"] == 1)
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.map { $0["code"] as? String } == ["L002", "V005"])
    // Without the option the key is absent (the schema's earlier output is unchanged).
    let plain = try CLIRunner.run(["lint", "--format", "json", url.path])
    #expect(!plain.stdout.contains("minimumSeverity"))

    // Warnings left out no longer fail --strict.
    let (dir2, onlyWarning) = try file(Self.warningOnly)
    defer { try? FileManager.default.removeItem(at: dir2) }
    #expect(try CLIRunner.run(["lint", "--strict", "--min-severity", "error", onlyWarning.path]).status == 0)
    #expect(try CLIRunner.run(["lint", "--min-severity", "note", onlyWarning.path]).status == 64)
    #expect(!all.stderr.contains("--min-severity"))
  }

  /// A thousand cards with the same note: the text report ends with a hint on standard error.
  @Test func notesSwampingTheReportGetAHint() throws {
    var book = ""
    for i in 0..<1000 {
      book += "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Roe;Bo;;;\r\nFN:Bo Roe \(i)\r\nEMAIL;TYPE=HOME:bo\(i)@example.com\r\nTEL;TYPE=CELL:+1 650-253-\(String(1000 + i))\r\nUID:bo-\(i)\r\nEND:VCARD\r\n"
    }
    let (dir, url) = try file(book)
    defer { try? FileManager.default.removeItem(at: dir) }
    let text = try CLIRunner.run(["lint", "--rules", "conformance", url.path])
    #expect(text.stdout.hasSuffix("1000 cards: 0 errors, 0 warnings, 1000 notes (L012 ×1000)\n"), "\(text.stdout.suffix(200))")
    #expect(text.stderr == "hint: 1000 of the 1000 findings are notes; --min-severity warning leaves them out\n", "\(text.stderr)")
    let quiet = try CLIRunner.run(["lint", "--rules", "conformance", "--min-severity", "warning", url.path])
    #expect(quiet.stdout == "1000 cards: 0 errors, 0 warnings; notes not shown\n" && quiet.stderr.isEmpty, "\(quiet.stdout)\(quiet.stderr)")
    let json = try CLIRunner.run(["lint", "--rules", "conformance", "--format", "json", url.path])
    #expect(json.stderr.isEmpty, "\(json.stderr)")
  }

  @Test func unreadableInputExitsTwoAndWrongUsageSixtyFour() throws {
    let missing = try CLIRunner.run(["lint", "/nonexistent/book.vcf"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("book.vcf"))
    let (dir, url) = try file(Self.clean)
    defer { try? FileManager.default.removeItem(at: dir) }
    let unknown = try CLIRunner.run(["lint", "--disable", "L999", url.path])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("L999"))
    #expect(try CLIRunner.run(["lint", "--format", "yaml", url.path]).status == 64)
  }

  @Test func jsonOutputFollowsTheDocumentedSchema() throws {
    let (dir, url) = try file(Self.broken)
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIRunner.run(["lint", "--format", "json", url.path])
    #expect(r.status == 1)
    let json = try #require(try JSONSerialization.jsonObject(with: r.stdoutBytes) as? [String: Any])
    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["cards"] as? Int == 2)
    #expect((summary["bySeverity"] as? [String: Int])?["error"] == 1)
    #expect((summary["byCode"] as? [String: Int])?["L002"] == 1)
    let files = try #require(json["files"] as? [[String: Any]])
    #expect(files.first?["format"] as? String == "vcard" && files.first?["cards"] as? Int == 2)
    let findings = try #require(json["findings"] as? [[String: Any]])
    let l002 = try #require(findings.first { $0["code"] as? String == "L002" })
    #expect(l002["rule"] as? String == "missing-n")
    #expect(l002["severity"] as? String == "warning")
    #expect(l002["line"] as? Int == 1 && l002["column"] as? Int == 1 && l002["card"] as? Int == 0)
    #expect(l002["cardName"] as? String == "Bo Roe")
    #expect(l002["file"] as? String == url.path)
    let v005 = try #require(findings.first { $0["code"] as? String == "V005" })
    #expect(v005["rule"] is NSNull)
    #expect(v005["card"] as? Int == 1)
  }

  /// The SARIF 2.1.0 schema's requirements for what cardkit writes: required properties,
  /// enumerations, value ranges, and no property the schema does not define there.
  @Test func sarifOutputHasTheSchemaRequiredStructure() throws {
    let (dir, url) = try file(Self.broken, "my book.vcf")
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIRunner.run(["lint", "--format", "sarif", url.path])
    #expect(r.status == 1)
    let log = try #require(try JSONSerialization.jsonObject(with: r.stdoutBytes) as? [String: Any])
    #expect(Set(log.keys).isSubset(of: ["$schema", "version", "runs", "inlineExternalProperties", "properties"]))
    #expect(log["version"] as? String == "2.1.0")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let run = runs[0]
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "cardkit")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    for rule in rules {
      #expect(rule["id"] is String)
      #expect(Set(rule.keys).isSubset(of: ["id", "name", "shortDescription", "fullDescription", "defaultConfiguration", "helpUri", "help", "properties"]))
      let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
      #expect(["none", "note", "warning", "error"].contains(level ?? ""))
      #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
    }
    let artifacts = try #require(run["artifacts"] as? [[String: Any]])
    let artifactURI = try #require((artifacts.first?["location"] as? [String: Any])?["uri"] as? String)
    #expect(artifactURI.hasPrefix("file://") && artifactURI.hasSuffix("my%20book.vcf") && !artifactURI.contains(" "))
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 4)
    for result in results {
      #expect(Set(result.keys).isSubset(of: ["ruleId", "ruleIndex", "level", "kind", "message", "locations", "properties"]))
      let id = try #require(result["ruleId"] as? String)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(index >= 0 && index < rules.count && rules[index]["id"] as? String == id)
      #expect(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
      #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == artifactURI)
      if let region = physical["region"] as? [String: Any] {
        #expect((region["startLine"] as? Int ?? 0) >= 1)
        #expect((region["startColumn"] as? Int ?? 1) >= 1)
      }
    }
    #expect(results.contains { $0["ruleId"] as? String == "V005" && $0["level"] as? String == "error" })
  }

  @Test func listRulesPrintsEveryRule() throws {
    let text = try CLIRunner.run(["lint", "--list-rules"])
    #expect(text.status == 0)
    let lines = text.stdout.split(separator: "\n")
    #expect(lines.count == 44)
    #expect(lines.first?.hasPrefix("L001  warning  conformance  missing-fn") == true, "\(lines.first ?? "")")
    let markdown = try CLIRunner.run(["lint", "--list-rules", "--format", "markdown"])
    let committed = try String(contentsOf: CLIRunner.root.appendingPathComponent("docs/lint-rules.md"), encoding: .utf8)
    // The CLI prints the table; the committed file adds each rule's documentation after it.
    #expect(committed.hasPrefix(markdown.stdout))
    let json = try #require(try JSONSerialization.jsonObject(with: try CLIRunner.run(["lint", "--list-rules", "--format", "json"]).stdoutBytes) as? [String: Any])
    #expect((json["rules"] as? [[String: Any]])?.count == 44)
  }

  @Test func conformanceSelectionRunsOnlyConformanceRules() throws {
    let (dir, url) = try file(Self.warningOnly.replacingOccurrences(of: "UID:bo-1\r\n", with: ""))
    defer { try? FileManager.default.removeItem(at: dir) }
    let all = try CLIRunner.run(["lint", url.path])
    #expect(all.stdout.contains("[L040]") && all.stdout.contains("[L002]"))
    let conformance = try CLIRunner.run(["lint", "--rules", "conformance", url.path])
    #expect(!conformance.stdout.contains("[L040]") && conformance.stdout.contains("[L002]"))
  }

  @Test func csvInputIsLinted() throws {
    let csv = CLIRunner.root.appendingPathComponent("corpora/csv/google-current.csv").path
    let r = try CLIRunner.run(["lint", "--format", "json", csv])
    let json = try #require(try JSONSerialization.jsonObject(with: r.stdoutBytes) as? [String: Any])
    let files = try #require(json["files"] as? [[String: Any]])
    #expect(files.first?["format"] as? String == "csv")
    #expect(r.status == 0 || r.status == 1)
  }
}

/// `cardkit repair`: writes the repaired book, reports fixes, keeps UIDs stable on request.
@Suite struct RepairCLITests {
  static let book = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lee;Ann;;;\r\nTEL;TYPE=mobile:+1 650-253-0000\r\nTEL;TYPE=mobile:+1 650-253-0000\r\nEND:VCARD\r\n"

  @Test func repairWritesTheBookAndReportsEachFix() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("in.vcf")
    try Data(Self.book.utf8).write(to: input)
    let output = dir.appendingPathComponent("out.vcf")
    let r = try CLIRunner.run(["repair", input.path, "-o", output.path, "--stable-uids"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.contains("in.vcf:1:1: fixed: [L001] added FN \"Ann Lee\" from N"), "\(r.stderr)")
    #expect(r.stderr.contains("fixed: [L037]") && r.stderr.contains("fixed: [L041]") && r.stderr.contains("fixed: [L040]"))
    let text = try String(contentsOf: output, encoding: .utf8)
    #expect(text.contains("FN:Ann Lee\r\n"))
    #expect(text.components(separatedBy: "TEL;").count == 2, "one TEL left")
    #expect(text.contains("TYPE=CELL"))
    // Stable UIDs: a second run writes the same bytes.
    let again = dir.appendingPathComponent("again.vcf")
    _ = try CLIRunner.run(["repair", input.path, "-o", again.path, "--stable-uids"])
    #expect(try Data(contentsOf: again) == Data(contentsOf: output))
    // Linting the output finds none of the fixed codes.
    let lint = try CLIRunner.run(["lint", "--format", "json", output.path])
    let json = try #require(try JSONSerialization.jsonObject(with: lint.stdoutBytes) as? [String: Any])
    let codes = Set(((json["findings"] as? [[String: Any]]) ?? []).compactMap { $0["code"] as? String })
    #expect(codes.isDisjoint(with: ["L001", "L037", "L041", "L040"]), "\(codes)")
  }

  /// The report is printed in large writes; `--quiet` still leaves only the errors, in order.
  @Test func quietRepairPrintsOnlyErrors() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("in.vcf")
    let book = Self.book + "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Bo Roe\r\nEMAIL;PREF=0:bo@example.com\r\nEND:VCARD\r\n"
    try Data(book.utf8).write(to: input)
    let loud = try CLIRunner.run(["repair", input.path, "--dry-run"])
    let quiet = try CLIRunner.run(["repair", input.path, "--dry-run", "--quiet"])
    #expect(loud.status == 1 && quiet.status == 1)
    #expect(loud.stderr.contains("fixed: [L001]") && loud.stderr.contains("error: [L013]"), "\(loud.stderr)")
    let lines = quiet.stderr.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].contains("in.vcf:10:1: error: [L013]"), "\(quiet.stderr)")
  }

  @Test func dryRunWritesNothing() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("in.vcf")
    try Data(Self.book.utf8).write(to: input)
    let output = dir.appendingPathComponent("out.vcf")
    let r = try CLIRunner.run(["repair", input.path, "-o", output.path, "--dry-run"])
    #expect(r.status == 0)
    #expect(r.stderr.contains("fixed: [L001]"))
    #expect(!FileManager.default.fileExists(atPath: output.path))
    // --dry-run needs no output.
    let bare = try CLIRunner.run(["repair", input.path, "--dry-run"])
    #expect(bare.status == 0, "\(bare.stderr)")
    #expect(bare.stderr.contains("fixed: [L001]"))
    #expect(bare.stdout.isEmpty)
  }

  @Test func missingInputExitsTwoAndOutputIsRequired() throws {
    #expect(try CLIRunner.run(["repair", "/nonexistent.vcf", "-o", "/tmp/never.vcf"]).status == 2)
    #expect(try CLIRunner.run(["repair", "/nonexistent.vcf"]).status == 64)
  }
}

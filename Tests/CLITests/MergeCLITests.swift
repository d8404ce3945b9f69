import Foundation
import Testing

@Suite struct MergeCLITests {
  let folder = CLIRunner.root.appendingPathComponent("corpora/merge")
  var base: String { folder.appendingPathComponent("base.vcf").path }
  var incoming: String { folder.appendingPathComponent("incoming.vcf").path }

  @Test func mergesAndWritesAJSONReport() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("merged.vcf").path
    let report = dir.appendingPathComponent("report.json").path
    let r = try CLIRunner.run(["merge", base, incoming, "-o", out, "--report", report, "--locale", "de"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.isEmpty)
    #expect(r.stderr.contains("6 incoming cards: 3 merged, 2 added, 1 ambiguous"))
    let merged = try String(contentsOfFile: out, encoding: .utf8)
    #expect(merged.components(separatedBy: "BEGIN:VCARD").count - 1 == 8)
    #expect(merged.contains("X-CARDKIT-MERGED-FN:Anna Schmidt-Meier\r\n"))
    #expect(merged.contains("VERSION:3.0\r\n"), "written in the base's version")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
    let decisions = try #require(json["decisions"] as? [[String: Any]])
    #expect(decisions.compactMap { $0["action"] as? String } == ["merged", "merged", "ambiguous", "merged", "added", "added"])
    #expect(decisions.map { $0["rule"] as? String } == ["uid", "contact", "contact", "name", nil, nil])
    let conflicts = try #require(decisions[0]["conflicts"] as? [[String: Any]])
    #expect(conflicts.compactMap { $0["property"] as? String } == ["FN", "N", "BDAY"])
    let candidates = try #require(decisions[2]["candidates"] as? [[String: Any]])
    #expect(candidates.compactMap { $0["line"] as? Int } == [22, 29])
  }

  /// A base book of several vCard versions keeps each card's version; an added card keeps
  /// its own. --to converts them all.
  @Test func baseOfSeveralVersionsKeepsThem() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let base = dir.appendingPathComponent("base.vcf")
    let incoming = dir.appendingPathComponent("incoming.vcf")
    try Data("""
      BEGIN:VCARD\r\nVERSION:2.1\r\nN:Lee;Ann\r\nTEL;CELL:+1 650 253 0000\r\nEND:VCARD\r
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bo Roe\r\nN:Roe;Bo;;;\r\nTEL:+1 650 253 0001\r\nEND:VCARD\r

      """.utf8).write(to: base)
    try Data("""
      BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Bo Roe\r\nTEL:+1 650 253 0001\r\nEMAIL:bo@example.com\r\nEND:VCARD\r
      BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Cy Poe\r\nTEL:+1 650 253 0002\r\nEND:VCARD\r

      """.utf8).write(to: incoming)
    func versions(_ text: String) -> [String] { text.components(separatedBy: "\r\n").filter { $0.hasPrefix("VERSION:") } }
    let kept = try CLIRunner.run(["merge", base.path, incoming.path, "--quiet"])
    #expect(kept.status == 0, "\(kept.stderr)")
    #expect(versions(kept.stdout) == ["VERSION:2.1", "VERSION:3.0", "VERSION:4.0"], "\(kept.stdout)")
    #expect(kept.stdout.contains("EMAIL:bo@example.com"))
    let converted = try CLIRunner.run(["merge", base.path, incoming.path, "--quiet", "--to", "vcard4"])
    #expect(versions(converted.stdout) == ["VERSION:4.0", "VERSION:4.0", "VERSION:4.0"])
  }

  @Test func dryRunPrintsTheReportAndWritesNothing() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("merged.vcf").path
    let r = try CLIRunner.run(["merge", base, incoming, "-o", out, "--dry-run", "--quiet"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out))
    #expect(r.stderr.isEmpty)
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("merge: 6 incoming cards") == true)
    #expect(lines.contains { $0.hasPrefix("ambiguous \"John Smith\"") && $0.contains("2 base cards match") })
    #expect(lines.contains { $0.hasPrefix("added \"Didi\"") })
    #expect(lines.contains { $0.contains("conflict BDAY: kept \"1980-04-15\", other \"1980-04-16\"") })
  }

  @Test func usageErrors() throws {
    let one = try CLIRunner.run(["merge", base])
    #expect(one.status == 64)
    #expect(one.stderr.contains("at least one incoming book"))
    let both = try CLIRunner.run(["merge", base, incoming, "--report", "-"])
    #expect(both.status == 64, "book and report cannot share standard output")
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("merged.vcf").path
    let missing = try CLIRunner.run(["merge", base, "/nonexistent/in.vcf", "-o", out])
    #expect(missing.status == 2)
    #expect(!FileManager.default.fileExists(atPath: out), "nothing is written when an input is missing")
  }
}

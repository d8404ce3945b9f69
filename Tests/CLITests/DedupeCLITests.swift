import Foundation
import Testing

@Suite struct DedupeCLITests {
  let book = CLIRunner.root.appendingPathComponent("corpora/stats/book.vcf").path
  let sample = CLIRunner.root.appendingPathComponent("corpora/sample/contacts.vcf").path

  func cardCount(_ vcard: String) -> Int { vcard.components(separatedBy: "BEGIN:VCARD").count - 1 }

  @Test func strictMergesStrongClustersOnly() throws {
    // corpora/stats/book.vcf: Thomas Becker and `Becker, Thomas` share a number (strong); Tom
    // Becker shares Thomas's email (likely); the two Alice Adams share a name but have different
    // numbers (no link at all).
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("deduped.vcf").path
    let r = try CLIRunner.run(["dedupe", book, "--report", "-", "-o", out, "--report-format", "json", "--locale", "en"])
    #expect(r.status == 0, "\(r.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: r.stdoutBytes) as? [String: Any])
    #expect(json["threshold"] as? String == "strict")
    #expect(json["inputCards"] as? Int == 12)
    #expect(json["outputCards"] as? Int == 11)
    let merged = try #require(json["merged"] as? [[String: Any]])
    #expect(merged.count == 1)
    #expect(merged.first?["confidence"] as? String == "strong")
    let names = (merged.first?["cards"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
    #expect(names == ["Thomas Becker", "Becker, Thomas"])
    let leftAlone = try #require(json["leftAlone"] as? [[String: Any]])
    #expect(leftAlone.compactMap { $0["confidence"] as? String } == ["likely"])
    #expect(r.stderr.contains("dedupe (strict): 12 cards in, 11 out; 1 cluster merged, 1 cluster left alone"))
    #expect(cardCount(try String(contentsOfFile: out, encoding: .utf8)) == 11)
  }

  @Test func thresholdsMergeMore() throws {
    let normal = try CLIRunner.run(["dedupe", book, "--threshold", "normal", "--quiet"])
    #expect(normal.status == 0, "\(normal.stderr)")
    #expect(cardCount(normal.stdout) == 10)
    #expect(normal.stdout.contains("X-CARDKIT-MERGED-FN:Tom Becker\r\n"))
    // A name alone, with nothing against it, is merged at loose only.
    let twoJanes = Data("""
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jane Doe\r\nTEL:+1 212 555 0199\r\nEND:VCARD\r
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jane Doe\r\nEMAIL:jane@example.com\r\nEND:VCARD\r
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Eva Neu\r\nEND:VCARD\r

      """.utf8)
    let stillThree = try CLIRunner.run(["dedupe", "--threshold", "normal", "--quiet"], stdin: twoJanes)
    #expect(cardCount(stillThree.stdout) == 3)
    let loose = try CLIRunner.run(["dedupe", "--threshold", "loose", "--quiet", "--to", "vcard4"], stdin: twoJanes)
    #expect(cardCount(loose.stdout) == 2)
    #expect(loose.stdout.contains("VERSION:4.0\r\n"))
    let bad = try CLIRunner.run(["dedupe", book, "--threshold", "eager"])
    #expect(bad.status == 64)
  }

  /// A book of several vCard versions keeps each card's version (a merged card its base's,
  /// the card with the most values); a card without VERSION is written in the book's first
  /// version, as normalize writes it; --to converts them all.
  @Test func cardsOfSeveralVersionsKeepTheirVersions() throws {
    let book = Data("""
      BEGIN:VCARD\r\nVERSION:2.1\r\nN:Lee;Ann\r\nTEL;CELL:+1 650 253 0000\r\nEND:VCARD\r
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bo Roe\r\nN:Roe;Bo;;;\r\nTEL:+1 650 253 0001\r\nEND:VCARD\r
      BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Bo Roe\r\nTEL:+1 650 253 0001\r\nEMAIL:bo@example.com\r
      EMAIL:roe@example.com\r\nURL:https://example.com/bo\r\nNOTE:x\r\nEND:VCARD\r
      BEGIN:VCARD\r\nFN:Cy Poe\r\nN:Poe;Cy;;;\r\nTEL:+1 650 253 0002\r\nEND:VCARD\r

      """.utf8)
    func versions(_ text: String) -> [String] { text.components(separatedBy: "\r\n").filter { $0.hasPrefix("VERSION:") } }
    let kept = try CLIRunner.run(["dedupe", "--quiet"], stdin: book)
    #expect(kept.status == 0, "\(kept.stderr)")
    #expect(versions(kept.stdout) == ["VERSION:2.1", "VERSION:4.0", "VERSION:2.1"], "\(kept.stdout)")
    #expect(kept.stdout.contains("bo@example.com") && kept.stdout.contains("N:Roe;Bo;;;"))
    let normalized = try CLIRunner.run(["normalize", "--quiet", "--region", "US"], stdin: book)
    #expect(versions(normalized.stdout) == ["VERSION:2.1", "VERSION:3.0", "VERSION:4.0", "VERSION:2.1"], "\(normalized.stdout)")
    let converted = try CLIRunner.run(["dedupe", "--quiet", "--to", "vcard3"], stdin: book)
    #expect(versions(converted.stdout) == ["VERSION:3.0", "VERSION:3.0", "VERSION:3.0"])
  }

  @Test func dryRunReportsTheDemoBooksLikelyDuplicate() throws {
    let r = try CLIRunner.run(["dedupe", sample, "--dry-run", "--quiet"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.hasPrefix("dedupe (strict): 25 cards in, 25 out; nothing merged, 1 cluster left alone\n"))
    #expect(r.stdout.contains("left alone (likely): \"Thomas Becker\""))
    #expect(r.stdout.contains("same email thomas.becker@example.de"))
    // Without --quiet the summary is not repeated on standard error: it heads the report.
    let loud = try CLIRunner.run(["dedupe", sample, "--dry-run"])
    #expect(!loud.stderr.contains("dedupe (strict)"), "\(loud.stderr)")
  }
}

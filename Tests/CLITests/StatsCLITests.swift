import Foundation
import Testing

@Suite struct StatsCLITests {
  let book = CLIRunner.root.appendingPathComponent("corpora/stats/book.vcf").path

  @Test func countsTheSampleBookAsJSON() throws {
    let r = try CLIRunner.run(["stats", book, "--format", "json", "--region", "de"])
    #expect(r.status == 0, "\(r.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: r.stdoutBytes) as? [String: Any])
    #expect(json["cards"] as? Int == 12)
    #expect(json["withoutName"] as? Int == 1)
    #expect(json["withoutPhone"] as? Int == 3)
    #expect(json["withoutEmail"] as? Int == 6)
    #expect(json["versions"] as? [String: Int] == ["2.1": 1, "3.0": 9, "4.0": 2])
    let numbers = try #require(json["numbers"] as? [String: Any])
    #expect(numbers["valid"] as? Int == 10)
    #expect(numbers["invalid"] as? Int == 1)
    #expect(numbers["region"] as? String == "DE")
    let labels = try #require(json["phoneLabels"] as? [String: Any])
    #expect(labels["garbage"] as? Int == 1)
    #expect(labels["custom"] as? Int == 1)
    #expect((json["duplicates"] as? [String: Any])?["clusters"] as? Int == 1)
  }

  @Test func textAndRegionChoice() throws {
    let r = try CLIRunner.run(["stats", book])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("cards                 12\n"))
    #expect(r.stdout.contains("  valid numbers       9 (69.2%) (national numbers read as FR"))
    #expect(r.stdout.contains("likely duplicates     1 cluster, 3 cards (2 extra)\n"))
    let bad = try CLIRunner.run(["stats", book, "--region", "XX"])
    #expect(bad.status == 64)
  }
}

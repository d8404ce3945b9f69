import Foundation
import Testing

@Suite struct LocateCLITests {
  let book = CLIRunner.root.appendingPathComponent("corpora/stats/locate.vcf").path

  @Test func printsTheKnownAnswer() throws {
    let r = try CLIRunner.run(["locate", book])
    #expect(r.status == 0, "\(r.stderr)")
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "locate: 8 cards, 7 with addresses (8 addresses), 4 international numbers")
    #expect(lines.contains("city         Berlin (DE)  4 of 7 cards with a city (57.1%); runner-up München (DE) 1 (14.3%)"))
    #expect(lines.contains("region       Bayern (DE)  1 of 3 cards with a region (33.3%); tied with CA (US) 1 (33.3%)"))
    #expect(!r.stdout.contains("not in"))
    #expect(lines.last == "confidence: medium (top city 57.1% of 7 cards with addresses)")
  }

  /// An answer from another country than the top one is marked: the demo book's only region
  /// is Tokyo's, among Berlin addresses.
  @Test func marksAnAnswerOutsideTheTopCountry() throws {
    let sample = CLIRunner.root.appendingPathComponent("corpora/sample/contacts.vcf").path
    let r = try CLIRunner.run(["locate", sample])
    #expect(r.status == 0, "\(r.stderr)")
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("region       東京都 (JP)  1 of 1 cards with a region (100.0%); not in DE, the top country"), "\(r.stdout)")
    #expect(lines.filter { $0.contains("not in") }.count == 1)
  }

  @Test func printsNoContactData() throws {
    let r = try CLIRunner.run(["locate", book, "--format", "json"])
    #expect(r.status == 0, "\(r.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: r.stdoutBytes) as? [String: Any])
    #expect(json["confidence"] as? String == "medium")
    let city = try #require(json["city"] as? [String: Any])
    #expect((city["top"] as? [String: Any])?["value"] as? String == "Berlin")
    #expect(city["tie"] as? Bool == false)
    // Names, streets and numbers of the contacts never appear.
    for secret in ["L1", "Unter den Linden", "Marienplatz", "123456", "668"] {
      #expect(!r.stdout.contains(secret), "\(secret) leaked")
    }
    let text = try CLIRunner.run(["locate", book])
    for secret in ["L1", "Unter den Linden", "Marienplatz", "123456", "668"] {
      #expect(!text.stdout.contains(secret), "\(secret) leaked")
    }
  }
}

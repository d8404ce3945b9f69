import Foundation
import Testing

@testable import CardKit

/// The likely-duplicate rule (L044) is the duplicate finder of `cardkit dedupe` at its normal
/// threshold, fed from the lint's own reading: word keys from a per-thread memo and
/// international numbers from the parses the lint made to validate them. Its findings must name
/// exactly the cards that the finder puts after the first of a cluster.
@Suite struct LikelyDuplicateParityTests {
  /// A book of people who recur with their names respelled (case, accents, word order, a
  /// title) and their numbers written internationally, nationally, as `tel:` URIs and with
  /// extensions; deterministic.
  static func book(cards: Int) -> String {
    let given = ["Ann", "José", "Zoë", "Li", "Ömer", "Sean", "Ana María"]
    let family = ["Lee", "Álvarez", "Smith", "Nguyen", "Müller", "O'Brien"]
    var text = ""
    var seed: UInt64 = 0x5EED
    func next(_ n: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(n))
    }
    for _ in 0..<cards {
      let g = given[next(given.count)]
      let f = family[next(family.count)]
      let names = ["\(g) \(f)", "\(f), \(g)", "\(g.uppercased()) \(f)", "Dr. \(g) \(f)", "\(g.folding(options: .diacriticInsensitive, locale: nil)) \(f)"]
      let subscriber = 100 + next(40)
      let numbers = [
        "+1 650-253-0\(subscriber)", "(650) 253-0\(subscriber)", "tel:+1-650-253-0\(subscriber)", "+44 20 7946 0\(subscriber)",
        "+49 30 12345\(subscriber)", "+1 650 253 0\(subscriber) x\(next(3))", "+1 800 FLOWERS", "+999 123",
      ]
      var lines = ["FN:\(names[next(names.count)])", "N:\(f);\(g);;;", "TEL:\(numbers[next(numbers.count)])"]
      if next(3) == 0 { lines.append("EMAIL:\(g.lowercased().filter(\.isLetter))@example.org") }
      text += LintFixture.card("3.0", lines)
    }
    return text
  }

  /// The cards L044 reports, and the cards after the first of each cluster the finder makes.
  static func bothFindings(_ text: String, region: PhoneNormalizationOptions.RegionChoice) throws -> (lint: [Int], finder: [Int]) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-l044-\(UUID().uuidString).vcf")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    var options = LintOptions(region: region)
    options.rules = [.lintLikelyDuplicate, .lintInvalidPhone]
    let report = try Linter(options: options).lint(paths: [url.path])
    let lint = report.diagnostics.filter { $0.code == .lintLikelyDuplicate }.compactMap(\.location.cardIndex).sorted()
    let cards = try LintFixture.read(url.path).cards.map(\.card)
    let clusters = try DuplicateFinder(threshold: .normal, locale: "en", region: region).clusters(in: cards)
    return (lint, clusters.flatMap { $0.members.dropFirst() }.sorted())
  }

  @Test(arguments: [PhoneNormalizationOptions.RegionChoice.fixed(PhoneRegion("US")!), .auto])
  func lintReportsTheFindersClusters(region: PhoneNormalizationOptions.RegionChoice) throws {
    let (lint, finder) = try Self.bothFindings(Self.book(cards: 1_500), region: region)
    #expect(finder.count > 100, "the book must hold duplicates to compare")
    Self.expectSame(lint, finder, "\(region)")
  }

  /// One finding per card the finder names, and none elsewhere (short lists on failure).
  static func expectSame(_ lint: [Int], _ finder: [Int], _ what: String) {
    let missing = Set(finder).subtracting(lint).sorted()
    let extra = Set(lint).subtracting(finder).sorted()
    #expect(lint.count == finder.count && missing.isEmpty, "\(what): cards not reported \(missing.prefix(12)), reported but not clustered \(extra.prefix(12))")
  }

  /// The merge samples as one book: the incoming cards respell people of the base book.
  @Test func mergeSamplesReportAlike() throws {
    let folder = Paths.corpora.appendingPathComponent("merge")
    let text = try ["base.vcf", "incoming.vcf"].map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined()
    let (lint, finder) = try Self.bothFindings(text, region: .fixed(PhoneRegion("US")!))
    #expect(finder.count > 0, "the merge samples hold duplicates of each other")
    Self.expectSame(lint, finder, "merge samples")
  }
}

import Foundation
import Testing

@testable import CardKit

/// The promise of merge and dedupe, checked over every file of our corpora and of the external
/// corpus: every value of every input card is on the output card it went into
/// (``ValueLossCheck``), and no card is dropped or used twice.
@Suite(.serialized) struct NoValueLostTests {
  @Test(arguments: [DuplicateThreshold.loose, .strict])
  func dedupeKeepsEveryValue(_ threshold: DuplicateThreshold) throws {
    let deduplicator = try Deduplicator(threshold: threshold, locale: "en")
    let check = ValueLossCheck()
    var files = 0
    var merged = 0
    var everything: [Card] = []
    func run(_ cards: [Card], _ name: String) -> Int {
      let result = deduplicator.run(cards)
      #expect(result.origins.flatMap { $0 }.sorted() == Array(cards.indices), "\(name): cards dropped or repeated")
      #expect(result.cards.count == result.origins.count)
      for (out, origin) in zip(result.cards, result.origins) {
        let lost = check.missing(from: origin.map { cards[$0] }, in: out)
        #expect(lost.isEmpty, "\(name): lost \(lost)")
      }
      return result.report.merged.count
    }
    for url in try MergeCorpus.allFiles() {
      let cards = try MergeCorpus.cards(url)
      merged += run(cards, url.path)
      everything += cards
      files += 1
    }
    // All files as one book: the same people recur across test suites, so clusters span files.
    let across = run(everything, "every file as one book")
    print("dedupe \(threshold.rawValue): \(files) files, \(everything.count) cards: \(merged) clusters merged within files, \(across) in one book; no value lost")
    #expect(files > 400)
    #expect(merged > 0 && across > merged, "the corpora hold duplicates, so the check saw merges")
  }

  /// Every corpus file merged into the demo book: base values stay, merged and added cards keep
  /// theirs; only ambiguous cards are left out (and reported).
  @Test func mergeKeepsEveryValue() throws {
    let base = try MergeCorpus.cards(Paths.corpora.appendingPathComponent("sample/contacts.vcf"))
    let merger = try BookMerger(locale: "en")
    let check = ValueLossCheck()
    var decisions = 0
    var mergedCount = 0
    for url in try MergeCorpus.allFiles() {
      let incoming = try MergeCorpus.cards(url)
      let result = merger.merge(base: base, incoming: incoming)
      #expect(result.report.decisions.count == incoming.count)
      var sources: [[Card]] = result.cards.indices.map { $0 < base.count ? [base[$0]] : [] }
      for d in result.report.decisions {
        decisions += 1
        guard let out = d.output else {
          #expect(d.action == .ambiguous && d.candidates.count > 1)
          continue
        }
        if d.action == .merged { mergedCount += 1 }
        sources[out].append(incoming[d.incoming.index])
      }
      for (out, inputs) in zip(result.cards, sources) {
        let lost = check.missing(from: inputs, in: out)
        #expect(lost.isEmpty, "\(url.path): lost \(lost)")
      }
    }
    print("merge into the demo book: \(decisions) incoming cards, \(mergedCount) merged, no value lost")
    #expect(mergedCount > 0)
  }
}

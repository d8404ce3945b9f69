import Foundation
import Testing

@testable import CardKit

/// Issue 4: normalizing our corpora and the external corpus, read with the real reader, never
/// crashes and never changes a number libphonenumber calls invalid.
@Suite struct NormalizeCorpusTests {
  static let files: [URL] =
    Paths.files(in: Paths.corpora.appendingPathComponent("vcard"), extensions: ["vcf"])
    + Paths.files(in: Paths.corpora.appendingPathComponent("csv"), extensions: ["csv"])
    + [Paths.corpora.appendingPathComponent("sample/contacts.vcf")]
    + ManifestEntry.all.map(\.url)

  @Test func corpusIsThere() throws {
    _ = try Paths.requireExternal()
    #expect(Self.files.count > 400)
  }

  @Test(arguments: [PhoneNormalizationOptions.RegionChoice.auto, .fixed(PhoneRegion("US")!), .fixed(PhoneRegion("DE")!)])
  func invalidNumbersAreNeverRewritten(_ region: PhoneNormalizationOptions.RegionChoice) throws {
    let service = PhoneNumberService()
    var numbers = 0
    var changed = 0
    for url in Self.files {
      let original = try BookReader.readAll(path: url.path).cards.map(\.card)
      var cards = original
      let report = PhoneNormalizer(options: PhoneNormalizationOptions(region: region, workers: 2)).normalize(&cards, file: url.path)
      #expect(cards.count == original.count)
      for (a, b) in zip(original, cards) {
        #expect(a.phones.count == b.phones.count, "\(url.lastPathComponent): a phone appeared or vanished")
        for (pa, pb) in zip(a.phones, b.phones) {
          numbers += 1
          guard pa.value != pb.value else { continue }
          changed += 1
          // A number that was rewritten must be one libphonenumber accepts, read with the
          // region the normalizer reports for it.
          let change = report.changes.first { $0.valueID == pa.id && $0.field == .number && $0.old == pa.value }
          let used = change?.region
          let parsed = try? service.parse(pa.value, region: used)
          #expect(parsed.map(service.isValid) == true, "\(url.lastPathComponent): \(pa.value) → \(pb.value) although invalid (region \(used?.code ?? "none"))")
        }
      }
    }
    print("normalize over the corpora (\(region)): \(numbers) numbers, \(changed) rewritten, none of them invalid")
    #expect(numbers > 500)
  }
}

import Foundation
import Testing

@testable import CardKit

/// Conformance over the external corpus (`../shared/corpora/external`, 425 files from 21
/// projects). Each check prints how many files passed it.
@Suite(.serialized) struct ExternalConformanceTests {
  static let entries = ManifestEntry.all
  static let vcardEntries = entries.filter { !$0.path.hasSuffix(".csv") && $0.kind != "jcard" }

  @Test func corpusIsPresent() throws {
    _ = try Paths.requireExternal()
    #expect(Self.entries.count >= 400, "MANIFEST.tsv lists \(Self.entries.count) files")
  }

  @Test func everyFileReadsWithoutCrashing() throws {
    var read = 0
    var cards = 0
    for entry in Self.entries {
      let result = try BookReader.readAll(path: entry.url.path)
      cards += result.cards.count
      read += 1
    }
    print("external corpus: \(read)/\(Self.entries.count) files read without a crash (\(cards) cards)")
    #expect(read == Self.entries.count)
  }

  @Test func validFilesHaveNoErrors() throws {
    let valid = Self.entries.filter { $0.kind == "valid" }
    var clean = 0
    for entry in valid {
      let (cards, diagnostics, _) = try BookReader.readAll(path: entry.url.path)
      let errors = (cards.flatMap(\.diagnostics) + diagnostics).filter { $0.severity == .error }
      #expect(errors.isEmpty, "\(entry.path): \(errors.map(\.description))")
      if errors.isEmpty { clean += 1 }
    }
    print("external corpus: \(clean)/\(valid.count) files marked valid read without an error diagnostic")
  }

  @Test func vcard4OutputIsAFixedPoint() throws {
    var fixed = 0
    for entry in Self.vcardEntries {
      let first = try writeV4(try BookReader.readAll(path: entry.url.path).cards.map(\.card))
      let second = try writeV4(try read(bytes: first).map(\.card))
      #expect(first == second, "\(entry.path): write 4.0, read, write 4.0 differs")
      if first == second { fixed += 1 }
    }
    print("external corpus: \(fixed)/\(Self.vcardEntries.count) vCard files: write 4.0 → read → write 4.0 is a fixed point")
  }

  @Test func vcard3RoundTripKeepsEveryValue() throws {
    var kept = 0
    for entry in Self.vcardEntries {
      let original = try BookReader.readAll(path: entry.url.path).cards.map(\.card)
      let (bytes, _) = VCardWriter(version: .v3_0).write(original)
      let again = try read(bytes: bytes).map(\.card)
      var ok = original.count == again.count
      #expect(original.count == again.count, "\(entry.path): card count changed in 3.0")
      for (a, b) in zip(original, again) {
        let missing = multisetDifference(a.valueInventory, b.valueInventory)
        #expect(missing.isEmpty, "\(entry.path): lost in 3.0: \(missing)")
        if !missing.isEmpty { ok = false }
      }
      if ok { kept += 1 }
    }
    print("external corpus: \(kept)/\(Self.vcardEntries.count) vCard files: read → write 3.0 → read keeps every value")
  }

  private func writeV4(_ cards: [Card]) throws -> [UInt8] {
    VCardWriter(version: .v4_0).write(cards).bytes
  }
}

/// Reads cards from bytes through a temporary file, as the CLI would.
func read(bytes: [UInt8]) throws -> [ParsedCard] {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-test-\(UUID().uuidString).vcf")
  try Data(bytes).write(to: url)
  defer { try? FileManager.default.removeItem(at: url) }
  return try BookReader.readAll(path: url.path).cards
}

/// The entries of `a` not in `b`, counting repeats.
func multisetDifference(_ a: [String], _ b: [String]) -> [String] {
  var counts: [String: Int] = [:]
  for x in b { counts[x, default: 0] += 1 }
  var missing: [String] = []
  for x in a {
    if let c = counts[x], c > 0 { counts[x] = c - 1 } else { missing.append(x) }
  }
  return missing
}

import Foundation
import Testing

@testable import CardKit

/// When a reader asks for some properties only (``ReadOptions/properties``), the tokenizer
/// checks the other lines without parsing their parameters. It must judge every line as the
/// full tokenizer does: the same lines are content lines, with the same name and value.
@Suite struct SkippedPropertyTests {
  /// Every logical line of `files` through both paths, read as 3.0/4.0 and as 2.1 (caret
  /// escapes on and off); returns the lines compared.
  private func compareLines(in files: [URL]) throws -> Int {
    var lines = 0
    for url in files {
      let bytes = try [UInt8](Data(contentsOf: url))
      for chunk in ReadOracles.cutCards(bytes, chunk: nil) {
        let logical = LogicalLines(chunk: chunk)
        logical.text.withUnsafeBufferPointer { t in
          for carets in [true, false] {
            let tokenizer = ContentLineTokenizer(caretEscapes: carets)
            for line in logical.lines {
              var findings: [ContentLineTokenizer.Finding] = []
              let full = tokenizer.tokenize(t, line, &findings)
              let skimmed = tokenizer.tokenize(t, line, &findings, wanted: PropertyNameSet([]))
              let where_ = "\(url.lastPathComponent):\(line.line)"
              #expect((full == nil) == (skimmed == nil), "\(where_)")
              if let full, let skimmed {
                #expect(full.name == skimmed.name, "\(where_)")
                #expect(full.valueRange == skimmed.valueRange, "\(where_)")
                #expect(full.nameOffset == skimmed.nameOffset, "\(where_)")
                #expect(!full.isSkipped && skimmed.isSkipped, "\(where_)")
              }
              lines += 1
            }
          }
        }
      }
    }
    return lines
  }

  @Test func ownAndFuzzCorporaJudgedAlike() throws {
    let files =
      Paths.files(in: Paths.corpora.appendingPathComponent("vcard"), extensions: ["vcf"])
      + Paths.files(in: Paths.corpora.appendingPathComponent("fuzz/vcard"), extensions: ["vcf"])
    #expect(files.count >= 30)
    let lines = try compareLines(in: files)
    print("own and fuzz corpora: \(files.count) files, \(lines) lines judged alike with parameters skipped")
    #expect(lines > 1_000)
  }

  @Test func externalCorpusJudgedAlike() throws {
    _ = try Paths.requireExternal()
    let files = ManifestEntry.all.map(\.url).filter { $0.pathExtension.lowercased() != "csv" }
    let lines = try compareLines(in: files)
    print("external corpus: \(files.count) files, \(lines) lines judged alike with parameters skipped")
    #expect(lines > 10_000)
  }

  /// Lines that end inside a parameter are not content lines on either path.
  @Test(arguments: [
    "TEL;TYPE=\"home:123", "TEL;TYPE=home", "TEL;TYPE=a,b", "TEL;TYPE", "TEL;", "TEL;TYPE=\"a\"x", "TEL;TYPE=\"a\"x:1",
    "TEL;;:1", "TEL;=x:1", "TEL;TYPE=\"a:b\",c:1", "X-A;B=\"\":", "TEL:1", "TEL",
  ])
  func brokenParametersJudgedAlike(text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBufferPointer { t in
      let line = LogicalLine(start: 0, end: bytes.count, line: 1, folds: 0..<0)
      let tokenizer = ContentLineTokenizer(caretEscapes: true)
      var findings: [ContentLineTokenizer.Finding] = []
      let full = tokenizer.tokenize(t, line, &findings)
      let skimmed = tokenizer.tokenize(t, line, &findings, wanted: PropertyNameSet([.fn]))
      #expect((full == nil) == (skimmed == nil))
      #expect(full?.valueRange == skimmed?.valueRange)
    }
  }

  /// The bit set answers as a `Set<PropertyName>` does, for every known name and for
  /// extension names (which keep their spelling).
  @Test func propertyNameSetAgreesWithASet() {
    let known = PropertyName.knownNames
    #expect(known.map(\.ordinal) == Array(0..<known.count).map(Optional.some))
    #expect(known.count <= 128)
    let extended: [PropertyName] = [.extended("X-FOO"), .extended("x-foo"), .extended("X-BAR")]
    let everyName = known + extended
    // Every single name, the name pass's own set, alternate names, and mixed sets.
    var samples: [Set<PropertyName>] = [[], Set(known), NameSorter.properties, PhonePicker.properties]
    samples += everyName.map { [$0] }
    samples.append(Set(known.enumerated().filter { $0.offset % 2 == 0 }.map(\.element) + [.extended("X-FOO")]))
    samples.append(Set(known.enumerated().filter { $0.offset % 3 == 1 }.map(\.element)))
    for sample in samples {
      let bits = PropertyNameSet(sample)
      for name in everyName {
        #expect(bits.contains(name) == sample.contains(name), "\(name) in \(sample.map(\.text).sorted())")
      }
    }
  }

  /// `insert` answers as `Set.insert` does, for every known name (both halves of the bits) and
  /// extension names, in one order and the reverse.
  @Test func propertyNameSetInsertAgreesWithASet() {
    let names = PropertyName.knownNames + [.extended("X-FOO"), .extended("x-foo"), .extended("X-BAR")]
    for order in [names, names.reversed()] {
      var bits = PropertyNameSet()
      var set = Set<PropertyName>()
      for name in order + order.enumerated().filter({ $0.offset % 2 == 0 }).map(\.element) {
        #expect(bits.insert(name) == set.insert(name).inserted, "\(name)")
        #expect(bits.contains(name))
      }
    }
  }
}

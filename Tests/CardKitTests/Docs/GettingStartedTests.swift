import CardKit
import Foundation
import Testing

/// Runs the code of the DocC article `GettingStarted.md` on the sample book, so the article
/// cannot rot: every ```swift block of the article must appear, line for line, in
/// `gettingStarted()` below (``articleBlocksAreInThisTest()`` checks it), and the results are
/// asserted here.
@Suite struct GettingStartedTests {
  static let article = Paths.root.appendingPathComponent("Sources/CardKit/CardKit.docc/GettingStarted.md")
  static let thisFile = URL(fileURLWithPath: #filePath)

  @Test func gettingStarted() throws {
    let input = Paths.corpora.appendingPathComponent("sample/contacts.vcf").path
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-docs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("contacts-4.vcf").path

    // Read a file.
    var findings: [Diagnostic] = []
    let book = try BookLoader().load([input]) { findings.append($0) }
    let cards = book.cards.map(\.card)

    #expect(cards.count == 25)
    #expect(book.formats == [.vcard])
    #expect(book.locations.count == 25)
    #expect(book.locations.allSatisfy { $0.file == input && $0.line > 0 })
    #expect(cards[0].formattedName?.value == "Anna Schmidt")
    // The sample is readable as a whole: the reader finds nothing that is an error.
    #expect(!findings.contains { $0.severity == .error })

    // Lint it.
    let report = try Linter().lint(paths: [input])
    let summary = report.summary
    let lines = report.diagnostics.map(\.description)

    #expect(summary.cards == 25)
    #expect(summary.errors == 0)
    #expect(lines.contains { $0.hasSuffix("[L027] line ends with LF alone, not CRLF (10 lines of this card) (card \"Ömer Yıldız\")") })
    #expect(report.files.map(\.path) == [input])
    #expect(summary.errors + summary.warnings + summary.infos == report.diagnostics.count)
    // The sample holds a card without any name (only an email) and a garbage phone label.
    #expect(report.diagnostics.contains { $0.code == .lintNameless })
    #expect(report.diagnostics.contains { $0.code == .lintGarbageLabel })
    #expect(lines.allSatisfy { $0.hasPrefix(input + ":") })
    #expect(lines.contains { $0.contains("[L030]") })
    #expect(summary.line.hasPrefix("25 cards: "))

    // Convert it.
    var conversionFindings: [Diagnostic] = []
    try BookWriter(format: .vcard4).write(cards, sources: book.locations, to: output) {
      conversionFindings.append($0)
    }

    let written = try BookLoader().load([output]) { _ in }
    #expect(written.cards.count == 25)
    #expect(written.cards.allSatisfy { $0.card.version == .v4_0 })
    // vCard 4.0 requires FN, so the card without any name gets an empty one.
    #expect(written.cards.map { $0.card.formattedName?.value ?? "" } == cards.map { $0.formattedName?.value ?? "" })
    #expect(written.cards[13].card.formattedName?.value == "")
    #expect(written.naturalOutputFormat == .vcard4)
    // Conversion findings point at the card's place in the input file.
    #expect(conversionFindings.allSatisfy { $0.location.file == input })

    // Build a sectioned list.
    let indexer = try NameIndexer(options: NameSortOptions(locale: "en", sortBy: .family))
    let index = indexer.index(cards)
    let listing = index.sections.map { section in
      "\(section.title): " + section.members.map(\.name).joined(separator: ", ")
    }

    #expect(index.count == 25)
    #expect(Set(index.cardOrder) == Set(cards.indices))
    let titles = index.sections.map(\.title)
    #expect(titles.contains("#"))
    // Sorted by family name: Anna Schmidt is under S, Bernd Müller under M.
    #expect(index.sections.first { $0.title == "S" }?.members.contains { $0.name == "Anna Schmidt" } == true)
    #expect(index.sections.first { $0.title == "M" }?.members.contains { $0.name == "Bernd Müller" } == true)
    // The card with only an email is filed under `#`.
    #expect(index.sections.first { $0.title == "#" }?.members.contains { cards[$0.card].name == nil && cards[$0.card].formattedName == nil } == true)
    #expect(listing.count == index.sections.count)
    #expect(listing.first { $0.hasPrefix("S: ") }?.contains("Anna Schmidt") == true)
  }

  /// Every Swift block of the article appears in `gettingStarted()`, line for line (leading
  /// white space aside), so the article shows only code that this test compiles and runs.
  @Test func articleBlocksAreInThisTest() throws {
    let article = try String(contentsOf: Self.article, encoding: .utf8)
    let blocks = Self.swiftBlocks(in: article)
    #expect(blocks.count >= 4, "the article should show reading, linting, converting and indexing")
    let source = try String(contentsOf: Self.thisFile, encoding: .utf8)
    let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    for block in blocks {
      let found = Self.contains(sourceLines, block)
      #expect(found, "article block not found in GettingStartedTests.swift:\n\(block.joined(separator: "\n"))")
    }
  }

  /// The trimmed, non-empty lines of each ```swift fenced block.
  static func swiftBlocks(in markdown: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, trimmed == "```swift" {
        current = []
      } else if current != nil, trimmed == "```" {
        blocks.append(current!)
        current = nil
      } else if current != nil, !trimmed.isEmpty {
        current!.append(trimmed)
      }
    }
    return blocks
  }

  /// Whether `block` appears as consecutive lines of `lines`, empty lines of `lines` skipped.
  static func contains(_ lines: [String], _ block: [String]) -> Bool {
    let nonEmpty = lines.filter { !$0.isEmpty }
    guard !block.isEmpty, block.count <= nonEmpty.count else { return false }
    for start in 0...(nonEmpty.count - block.count) where Array(nonEmpty[start..<start + block.count]) == block {
      return true
    }
    return false
  }

  /// The library example of README.md. Compiled, not run: it names files in the working
  /// directory, and the tests run side by side in one process. `gettingStarted()` runs the
  /// same calls on the sample book.
  static func readmeExample() throws {
    var book = try BookLoader().load(["contacts.vcf"], report: { print($0) })
    let report = try Linter().lint(paths: ["contacts.vcf"])
    try BookWriter(format: .vcard4).write(book.takeCards(), to: "contacts4.vcf", report: { print($0) })
    _ = report
  }

  /// Every Swift block of README.md appears in this file, `import` lines aside, so the README
  /// shows only code that compiles against the library (its example once used a method only
  /// the command-line tool had).
  @Test func readmeBlocksAreInThisTest() throws {
    let readme = try String(contentsOf: Paths.root.appendingPathComponent("README.md"), encoding: .utf8)
    let blocks = Self.swiftBlocks(in: readme).map { $0.filter { !$0.hasPrefix("import ") } }
    #expect(!blocks.isEmpty, "README.md shows the library in a ```swift block")
    let source = try String(contentsOf: Self.thisFile, encoding: .utf8)
    let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    for block in blocks {
      let found = Self.contains(sourceLines, block)
      #expect(found, "README block not found in GettingStartedTests.swift:\n\(block.joined(separator: "\n"))")
    }
  }

  @Test func blockMatchingCanFail() {
    let markdown = "text\n```swift\nlet a = 1\n\nlet b = 2\n```\nmore\n```\nnot swift\n```\n"
    let blocks = Self.swiftBlocks(in: markdown)
    #expect(blocks == [["let a = 1", "let b = 2"]])
    #expect(Self.contains(["x", "  let a = 1", "", "let b = 2"].map { $0.trimmingCharacters(in: .whitespaces) }, blocks[0]))
    #expect(!Self.contains(["let a = 1", "let c = 3", "let b = 2"], blocks[0]))
    #expect(!Self.contains(["let a = 1"], blocks[0]))
  }
}

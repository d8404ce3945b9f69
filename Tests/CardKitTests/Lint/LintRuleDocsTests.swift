import Foundation
import Testing

@testable import CardKit

/// `docs/lint-rules.md` is generated from the rules: their codes, severities and summaries,
/// and each rule type's doc comment. The committed file must be what the rules say now;
/// regenerate it with `CARDKIT_UPDATE_DOCS=1 swift test --filter LintRuleDocsTests`.
@Suite struct LintRuleDocsTests {
  static let rulesFolder = Paths.root.appendingPathComponent("Sources/CardKit/Lint/Rules")
  static let document = Paths.root.appendingPathComponent("docs/lint-rules.md")

  /// Each rule's doc comment, by code, read from the rule's own file.
  static func documentation() throws -> [String: String] {
    var docs: [String: String] = [:]
    for rule in LintCatalogue.rules {
      let type = String(describing: Swift.type(of: rule))
      let source = try String(contentsOf: rulesFolder.appendingPathComponent("\(type).swift"), encoding: .utf8)
      let lines = source.components(separatedBy: "\n")
      guard let declaration = lines.firstIndex(where: { $0.hasPrefix("struct \(type):") }) else {
        Issue.record("\(type).swift declares no struct \(type)")
        continue
      }
      var comment: [String] = []
      var i = declaration - 1
      while i >= 0, lines[i].hasPrefix("///") {
        comment.insert(String(lines[i].dropFirst(3).drop { $0 == " " }), at: 0)
        i -= 1
      }
      docs[rule.code.rawValue] = comment.joined(separator: "\n")
    }
    return docs
  }

  @Test func everyRuleIsDocumented() throws {
    let docs = try Self.documentation()
    for rule in LintCatalogue.rules {
      let doc = docs[rule.code.rawValue] ?? ""
      #expect(doc.hasPrefix("**"), "\(rule.code) (\(rule.name)): the doc comment starts with a bold title")
      #expect(doc.count > 200, "\(rule.code) (\(rule.name)): the doc comment says too little to document the rule")
    }
  }

  @Test func generatedRuleListIsCommitted() throws {
    let generated = LintCatalogue.listing(format: .markdown, documentation: try Self.documentation())
    if ProcessInfo.processInfo.environment["CARDKIT_UPDATE_DOCS"] == "1" {
      try generated.write(to: Self.document, atomically: true, encoding: .utf8)
    }
    let committed = (try? String(contentsOf: Self.document, encoding: .utf8)) ?? ""
    #expect(committed == generated, "docs/lint-rules.md differs from the rules; run CARDKIT_UPDATE_DOCS=1 swift test --filter LintRuleDocsTests")
  }

  @Test func listingNamesEveryRuleOnce() {
    let text = LintCatalogue.listing(format: .text)
    let lines = text.split(separator: "\n")
    #expect(lines.count == LintCatalogue.rules.count)
    for rule in LintCatalogue.rules {
      #expect(lines.filter { $0.hasPrefix(rule.code.rawValue + " ") }.count == 1, "\(rule.code)")
    }
    #expect(Set(LintCatalogue.rules.map(\.name)).count == LintCatalogue.rules.count, "rule names are unique")
    #expect(Set(LintCatalogue.rules.map(\.code)) == Set(DiagnosticCode.lintCodes), "every L code has exactly one rule")
  }
}

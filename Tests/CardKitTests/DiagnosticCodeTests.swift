import Testing
@testable import CardKit

@Suite struct DiagnosticCodeTests {
  @Test func codesAreUniqueAndWellFormed() {
    let all = DiagnosticCode.all
    #expect(Set(all.map(\.rawValue)).count == all.count)
    for code in all {
      #expect(code.rawValue.count == 4, "\(code.rawValue)")
      #expect("VCSPL".contains(code.rawValue.first!), "\(code.rawValue)")
      #expect(!code.summary.isEmpty)
    }
  }

  @Test func renderingIsCompilerLike() {
    let d = Diagnostic(.missingEnd, "card without END:VCARD", at: SourceLocation(file: "a.vcf", line: 3, column: 1))
    #expect(d.description == "a.vcf:3:1: error: [V005] card without END:VCARD")
  }
}

import Testing

@testable import CardKit

/// The memo of TYPE verdicts must answer every key with what was made for that key, whichever
/// keys share a slot of its table, and make each verdict once.
@Suite struct TypeVerdictMemoTests {
  /// A verdict that names its key, so a wrong answer shows which key it belonged to.
  static func made(_ token: String, _ property: Int, _ version: VCardVersion) -> TypeVerdictMemo.Verdict {
    token.hasPrefix("ok") ? nil : ("\(token)|\(property)|\(version.rawValue)", property.isMultiple(of: 2) ? .info : nil)
  }

  @Test func everyKeyGetsItsOwnVerdictOnce() {
    var random = SystemRandomNumberGenerator()
    let alphabet = Array("AaBbEHIKMNOPRTVWXZ-,=\" éü0\u{0}".unicodeScalars)
    var keys: [(String, Int, VCardVersion)] = []
    // Short and long tokens, tokens that differ only in case or by a trailing NUL, every
    // property ordinal a table slot can hold and some it cannot.
    for token in ["HOME", "home", "Home", "INTERNET", "TEXTPHONE", "A", "A\u{0}", "okCELL", "é", "x"] {
      for property in [-1, 0, 1, 7, 63, 200] {
        for version in VCardVersion.allCases { keys.append((token, property, version)) }
      }
    }
    for _ in 0..<3_000 {
      let length = Int.random(in: 1...12, using: &random)
      let token = String(String.UnicodeScalarView((0..<length).map { _ in alphabet.randomElement(using: &random)! }))
      keys.append((token, Int.random(in: -1...90, using: &random), VCardVersion.allCases.randomElement(using: &random)!))
    }
    // Many tokens of one length for one property and version: they differ only in their
    // bytes, and share the table's slots.
    for _ in 0..<2_000 {
      let token = String(String.UnicodeScalarView((0..<4).map { _ in alphabet.randomElement(using: &random)! }))
      keys.append((token, 5, .v3_0))
    }
    var memo = TypeVerdictMemo()
    var calls: [String: Int] = [:]
    for round in 0..<3 {
      for (token, property, version) in round == 1 ? keys.reversed() : keys.shuffled(using: &random) {
        let got = memo.verdict(token, property: property, version: version) {
          calls["\(token)|\(property)|\(version.rawValue)", default: 0] += 1
          return Self.made(token, property, version)
        }
        let expected = Self.made(token, property, version)
        #expect(got?.text == expected?.text && got?.severity == expected?.severity, "\(token) \(property) \(version)")
      }
    }
    #expect(calls.values.allSatisfy { $0 == 1 })
    #expect(calls.count == Set(keys.map { "\($0.0)|\($0.1)|\($0.2.rawValue)" }).count)
  }

  @Test func packsTokensOfOneToEightBytes() {
    #expect(TypeVerdictMemo.packed("") == nil)
    #expect(TypeVerdictMemo.packed("A") == 0x41)
    #expect(TypeVerdictMemo.packed("HOME") == 0x454D_4F48)
    #expect(TypeVerdictMemo.packed("INTERNET") != nil)
    #expect(TypeVerdictMemo.packed("TEXTPHONE") == nil)
  }
}

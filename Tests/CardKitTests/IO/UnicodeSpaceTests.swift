import Testing

@testable import CardKit

/// `Unicode.Scalar.isSpace` answers most scalars by comparison; the standard library's
/// `White_Space` property is the oracle for every scalar there is.
@Suite struct UnicodeSpaceTests {
  @Test func agreesWithTheWhiteSpacePropertyForEveryScalar() {
    var disagreements: [UInt32] = []
    var spaces = 0
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
      if scalar.isSpace != scalar.properties.isWhitespace { disagreements.append(value) }
      if scalar.isSpace { spaces += 1 }
    }
    #expect(disagreements.isEmpty, "differs from White_Space at \(disagreements.prefix(10).map { String($0, radix: 16) })")
    #expect(spaces == 25)  // PropList.txt: 25 White_Space code points
  }
}

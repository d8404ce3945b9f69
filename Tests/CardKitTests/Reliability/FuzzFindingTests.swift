import Testing

@testable import CardKit

/// One test per fault the fuzzers found, asserting the behaviour that was wrong (the inputs
/// themselves are replayed by ``FuzzRegressionTests``).
@Suite struct FuzzFindingTests {
  func cards(_ text: String, chunk: Int? = nil) -> [Card] {
    let parser = CardParser(fileName: "t", limits: ReadLimits())
    return ReadOracles.cutCards(Array(text.utf8), chunk: chunk).map { parser.parse($0).0 }
  }

  func roundTrip(_ card: Card, _ version: VCardVersion) -> [Card] {
    var out: [UInt8] = []
    VCardWriter(version: version).write(card, to: &out)
    return cards(String(decoding: out, as: UTF8.self))
  }

  /// A lone CR is a line end only when a content line follows it; when the bytes read so far
  /// end before that is clear, the splitter must wait for more instead of guessing.
  @Test func loneCRAtTheEndOfAChunkWaitsForTheNextChunk() {
    let text: [UInt8] = Array("BEGIN:VCARD\nFN:A\rB\u{1};\nEND:VCARD\n".utf8)
    let cr = text.firstIndex(of: ASCII.cr)!
    text.withUnsafeBufferPointer { b in
      // Only "B" follows the CR: undecided until more input comes (or the input ends).
      #expect(LineEnds.next(b, from: 12, to: cr + 2, atEOF: false) == nil)
      #expect(LineEnds.next(b, from: 12, to: cr + 2, atEOF: true)! == (cr, cr + 1))
      // With the byte after it, the CR is data (no `NAME:` follows).
      #expect(LineEnds.next(b, from: 12, to: text.count, atEOF: false)! == (cr + 4, cr + 5))
    }
    for chunk in 1...text.count {
      let cut = ReadOracles.cutCards(text, chunk: chunk)
      #expect(cut.count == 1 && cut[0].hasEnd, "chunk size \(chunk)")
    }
    let whole = cards(String(decoding: text, as: UTF8.self))
    #expect(whole.count == 1 && whole.first?.formattedName?.value.unicodeScalars.count == 5)
    #expect(cards(String(decoding: text, as: UTF8.self), chunk: 1) == whole)
  }
}

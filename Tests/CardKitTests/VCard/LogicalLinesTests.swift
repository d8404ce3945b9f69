import Testing

@testable import CardKit

/// Unfolding joins physical lines in place in the card's own bytes: each logical line must
/// read as its joined text, whatever was folded before it, and every position must point
/// back at the physical line and column the byte came from.
@Suite struct LogicalLinesTests {
  static func unfolded(_ card: String, firstLine: Int = 1) -> LogicalLines {
    let chunk = CardChunk(bytes: Array(card.utf8), firstLine: firstLine, index: 0, hasBegin: true, hasEnd: true, diagnostics: [])
    return LogicalLines(chunk: chunk, recordPhysicalLines: true)
  }

  static func texts(_ lines: LogicalLines) -> [String] {
    lines.lines.map { String(decoding: lines.text[$0.start..<$0.end], as: UTF8.self) }
  }

  @Test func foldedLinesAreJoinedAndTheLinesAfterThemReadAsWritten() {
    let card = "BEGIN:VCARD\r\nNOTE:one\r\n two\r\n\tthree\r\nFN:Ann\r\nEMAIL:a@\r\n b.example\r\nTEL:1\r\nEND:VCARD\r\n"
    let lines = Self.unfolded(card)
    #expect(Self.texts(lines) == ["BEGIN:VCARD", "NOTE:onetwothree", "FN:Ann", "EMAIL:a@b.example", "TEL:1", "END:VCARD"])
    // NOTE starts on line 2; "two" on line 3, column 2 (after the folding space).
    let note = lines.lines[1]
    #expect(note.line == 2)
    #expect(lines.position(of: note.start + 8, in: note) == (line: 3, column: 2))
    #expect(lines.position(of: note.start + 11, in: note) == (line: 4, column: 2))
    #expect(lines.position(of: lines.lines[2].start, in: lines.lines[2]) == (line: 5, column: 1))
    let email = lines.lines[3]
    #expect(lines.position(of: email.start + 8, in: email) == (line: 7, column: 2))
    #expect(lines.physicalLines.count == 9)
  }

  @Test func quotedPrintableSoftBreaksJoinWithOrWithoutALeadingSpace() {
    let card =
      "BEGIN:VCARD\r\nVERSION:2.1\r\nNOTE;ENCODING=QUOTED-PRINTABLE:a=\r\nb=\r\n c\r\nFN:X\r\n"
      + "LABEL;ENCODING=QUOTED-PRINTABLE:end=\r\nTEL:2\r\nEND:VCARD\r\n"
    let lines = Self.unfolded(card)
    #expect(
      Self.texts(lines) == [
        "BEGIN:VCARD", "VERSION:2.1", "NOTE;ENCODING=QUOTED-PRINTABLE:abc", "FN:X", "LABEL;ENCODING=QUOTED-PRINTABLE:end",
        "TEL:2", "END:VCARD",
      ])
  }

  @Test func unindentedBase64BlocksEndAtABlankLine() {
    let card = "BEGIN:VCARD\r\nVERSION:2.1\r\nPHOTO;ENCODING=BASE64;TYPE=JPEG:AAAA\r\nBBBB\r\nCC==\r\n\r\nFN:Y\r\nEND:VCARD\r\n"
    let lines = Self.unfolded(card)
    #expect(Self.texts(lines) == ["BEGIN:VCARD", "VERSION:2.1", "PHOTO;ENCODING=BASE64;TYPE=JPEG:AAAABBBBCC==", "FN:Y", "END:VCARD"])
    let photo = lines.lines[2]
    #expect(lines.position(of: photo.end - 4, in: photo) == (line: 5, column: 1))
  }

  @Test func aContinuationBeforeAnyLineStandsAlone() {
    let lines = Self.unfolded(" orphan\r\nFN:Z\r\n one\r\nNOTE:n\r\n", firstLine: 10)
    #expect(Self.texts(lines) == ["orphan", "FN:Zone", "NOTE:n"])
    #expect(lines.orphanContinuations == [10])
    #expect(lines.lines[2].line == 13)
  }

  @Test func aCardWithoutFoldsSharesItsBytes() {
    let card = "BEGIN:VCARD\nVERSION:4.0\nFN:Plain\nEND:VCARD\n"
    let lines = Self.unfolded(card)
    #expect(Self.texts(lines) == ["BEGIN:VCARD", "VERSION:4.0", "FN:Plain", "END:VCARD"])
    #expect(lines.text == Array(card.utf8))
    #expect(lines.folds.isEmpty)
  }
}

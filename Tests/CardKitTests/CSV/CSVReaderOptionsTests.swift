import Testing
@testable import CardKit

@Suite struct CSVReaderOptionsTests {
  static let text = "First Name;Last Name;E-mail Address;Mobile Phone;Business Phone;Notes\r\nZoë;Ångström;zoe@example.se;+46 70 000 00 00;+46 8 000 00 00;\"Rad ett\r\nrad två; med semikolon\"\r\n"

  static func encoded(_ encoding: CSVEncoding, bom: Bool) -> [UInt8] {
    var out = bom ? encoding.byteOrderMark : []
    _ = CSVText.encode(text, as: encoding, into: &out)
    return out
  }

  static let encodings: [(CSVEncoding, Bool)] = [
    (.utf8, true), (.utf8, false), (.utf16LittleEndian, true), (.utf16BigEndian, true), (.utf16LittleEndian, false),
    (.windows1252, false),
  ]

  /// Every encoding reads the same card, also when chunks split code units and line breaks.
  @Test(arguments: encodings)
  func encodingsAndChunks(_ encoding: CSVEncoding, _ bom: Bool) {
    let bytes = Self.encoded(encoding, bom: bom)
    for chunk in [1 << 20, 7, 3] {
      let read = CSVReader.read(bytes: bytes, fileName: "e.csv", options: CSVReadOptions(chunkSize: chunk))
      #expect(read.encoding == encoding, "chunk \(chunk)")
      #expect(read.delimiter == .semicolon)
      #expect(read.layout == .outlookDesktop)
      #expect(read.cards.count == 1)
      let card = read.cards.first
      #expect(card?.name?.value.given == ["Zoë"])
      #expect(card?.name?.value.family == ["Ångström"])
      #expect(card?.phones.map(\.value) == ["+46 70 000 00 00", "+46 8 000 00 00"])
      #expect(card?.phones.map(\.types) == [[.cell], [.work]])
      #expect(card?.notes.first?.value == "Rad ett\r\nrad två; med semikolon")
      #expect(read.diagnostics.map(\.code) == (encoding == .windows1252 ? [.csvWindows1252] : []))
    }
  }

  /// A UTF-8 export with one byte that is not UTF-8 (a Windows-1252 `é` pasted into a note)
  /// stays UTF-8: that field alone is read as Windows-1252 (S002), the names keep their
  /// letters. A Windows-1252 file, whose letters beyond ASCII are not UTF-8, is still told.
  @Test func strayByteInUTF8Export() {
    var bytes = Array("Name,Notes\r\nZoë Ångström,plain\r\nJürgen Müller,caf".utf8)
    bytes += [0xE9] + Array("\r\n".utf8)
    let read = CSVReader.read(bytes: bytes, fileName: "u.csv")
    #expect(read.encoding == .utf8)
    #expect(read.cards.map { $0.formattedName?.value } == ["Zoë Ångström", "Jürgen Müller"])
    #expect(read.cards.last?.notes.first?.value == "café")
    #expect(read.diagnostics.filter { $0.code == .csvFieldNotUTF8 }.map(\.location.line) == [3])
    #expect(!read.diagnostics.contains { $0.code == .csvWindows1252 })

    var ansi: [UInt8] = []
    _ = CSVText.encode("Name,Notes\r\nZoë Ångström,café\r\nJürgen Müller,\r\n", as: .windows1252, into: &ansi)
    let old = CSVReader.read(bytes: ansi, fileName: "w.csv")
    #expect(old.encoding == .windows1252)
    #expect(old.cards.map { $0.formattedName?.value } == ["Zoë Ångström", "Jürgen Müller"])
    #expect(old.diagnostics.contains { $0.code == .csvWindows1252 })
  }

  /// UTF-16 without a byte order mark whose first character is not ASCII (Japanese column
  /// names) is told by where its zero bytes fall, in either byte order; text in a byte encoding
  /// with stray zero bytes at both parities is not UTF-16.
  @Test(arguments: [CSVEncoding.utf16LittleEndian, .utf16BigEndian])
  func unmarkedUTF16StartingWithCJK(_ encoding: CSVEncoding) {
    var bytes: [UInt8] = []
    _ = CSVText.encode("名前,電話,Email\r\n田中 太郎,03-1234-5678,taro@example.jp\r\n", as: encoding, into: &bytes)
    #expect(bytes[1] != 0 && bytes[0] != 0, "the first character has no zero byte")
    let read = CSVReader.read(bytes: bytes, fileName: "j.csv")
    #expect(read.encoding == encoding)
    #expect(read.cards.count == 1)
    #expect(read.cards.first?.emails.map(\.value) == ["taro@example.jp"])
    #expect(!read.diagnostics.contains { $0.code == .csvWindows1252 || $0.code == .csvRaggedRow })
    let padded = Array("Name,Email\r\nAnn,ann@example.com\r\n".utf8) + [0, 0, 0, 0, 0, 0]
    #expect(padded.withUnsafeBufferPointer(CSVEncodingSniffer.utf16) == nil)
  }

  /// Excel's separator line (`sep=;`) names the delimiter and is no header; the header after it
  /// keeps its line number.
  @Test func excelSeparatorLine() {
    let read = CSVReader.read(bytes: Array("sep=;\r\nName;Phone, home\r\nAnn;+1 555 0100\r\n".utf8), fileName: "s.csv")
    #expect(read.delimiter == .semicolon)
    #expect(read.header == ["Name", "Phone, home"])
    #expect(read.cards.map { $0.formattedName?.value } == ["Ann"])
    #expect(read.cards.first?.phones.map(\.types) == [[.home]])
    #expect(read.diagnostics.first { $0.code == .csvUnknownLayout }?.location.line == 2)
    // Not a separator line: a value follows, or the delimiter is not one CSV has.
    #expect(CSVReader.read(bytes: Array("sep=;x\r\nA;B\r\n".utf8), fileName: "s.csv").header == ["sep=", "x"])
  }

  /// The first chunk of a UTF-16 file (64 KiB or more) is decoded once: decoded a second time
  /// from where the first pass stopped, a surrogate pair cut by the chunk's end put U+FFFD
  /// before the first column name (S003), and a chunk of odd length shifted every character.
  @Test(arguments: [65_536, 65_537])
  func utf16FirstChunkCutInsideACharacter(_ chunkSize: Int) {
    var units = Array("Name,Note\r\n".utf16)
    while units.count + 7 + 4 <= 32_766 { units += Array("Ann,x\r\n".utf16) }
    units += Array("Bob,".utf16)
    while 2 + (units.count + 1) * 2 < 65_536 { units += Array("z".utf16) }
    units += Array("😀\r\n".utf16)
    var bytes: [UInt8] = [0xFF, 0xFE]
    for u in units { bytes += [UInt8(u & 0xFF), UInt8(u >> 8)] }
    #expect(bytes[65_535] == 0xD8, "the chunk ends inside the emoji")
    let read = CSVReader.read(bytes: bytes, fileName: "u.csv", options: CSVReadOptions(chunkSize: chunkSize))
    #expect(read.header == ["Name", "Note"])
    #expect(!read.diagnostics.contains { $0.code == .csvInvalidUTF16 }, "\(read.diagnostics)")
    #expect(read.cards.first?.formattedName?.value == "Ann")
    #expect(read.cards.last?.notes.first?.value.hasSuffix("😀") == true)
  }

  @Test func overridesWin() {
    // Read as Latin-1 and with a comma delimiter, although the file says otherwise.
    let bytes = Self.encoded(.windows1252, bom: false)
    let read = CSVReader.read(bytes: bytes, fileName: "o.csv", options: CSVReadOptions(layout: .custom, encoding: .isoLatin1, delimiter: .comma))
    #expect(read.encoding == .isoLatin1)
    #expect(read.delimiter == .comma)
    #expect(read.layout == .custom)
    // Split at commas, the header is one column whose name contains "email": the whole
    // semicolon-separated record is its value.
    #expect(read.cards.first?.emails.first?.value.hasPrefix("Zoë;Ångström;zoe@example.se;") == true)
  }

  /// A layout asked for whose family is not the header's is followed, and said (S022) once, at
  /// the header; one of the header's own family, `custom` (map by name) or a header of no known
  /// layout is not.
  @Test func aLayoutThatIsNotTheHeadersIsSaid() {
    let google = "First Name,Last Name,Labels,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value\nAnn,Lee,* myContacts,Work,ann@example.com,Mobile,+1 555 0100\n"
    let outlook = Array(Self.text.utf8)
    let unknown = Array("Full Name,Work Email\nAnn Lee,ann@example.com\n".utf8)
    let cases: [([UInt8], CSVLayout?, String?)] = [
      (Array(google.utf8), .outlookDesktop, "header is the google layout's, not the outlook layout asked for; read as outlook"),
      (Array(google.utf8), .generic, "header is the google layout's, not the generic layout asked for"),
      (Array(google.utf8), .thunderbird, "header is the google layout's, not the thunderbird layout asked for"),
      (outlook, .googleCurrent, "header is the outlook layout's, not the google layout asked for"),
      (Array(google.utf8), .googleLegacy, nil), (outlook, .outlookWeb, nil), (Array(google.utf8), .custom, nil),
      (Array(google.utf8), nil, nil), (unknown, .outlookDesktop, nil),
    ]
    for (bytes, layout, message) in cases {
      let read = CSVReader.read(bytes: bytes, fileName: "p.csv", options: CSVReadOptions(layout: layout))
      let said = read.diagnostics.filter { $0.code == .csvLayoutMismatch }
      #expect(read.layout == layout ?? .googleCurrent)
      #expect(read.cards.count == 1)
      if let message {
        #expect(said.count == 1, "\(layout.map(\.name) ?? "none"): \(read.diagnostics)")
        #expect(said.first?.message.hasPrefix(message) == true, "\(said)")
        #expect(said.first?.location.line == 1 && said.first?.location.column == 1)
      } else {
        #expect(said.isEmpty, "\(layout.map(\.name) ?? "none"): \(said)")
      }
    }
    // Read as asked, a Google export still gives its email and phone (mapped by name).
    let asOutlook = CSVReader.read(bytes: Array(google.utf8), fileName: "p.csv", options: CSVReadOptions(layout: .outlookDesktop))
    #expect(asOutlook.cards.first?.name?.value.given == ["Ann"])
  }

  @Test func aFieldThatIsNotUTF8IsReadAsWindows1252() {
    // The first 64 KiB are valid UTF-8, so the file is UTF-8; a later field is Windows-1252.
    var bytes = Array("Name,Email\r\n".utf8)
    for i in 0..<3000 { bytes += Array("Person \(i),p\(i)@example.com\r\n".utf8) }
    bytes += [0x52, 0xE9, 0x6D, 0x79] + Array(",remy@example.fr\r\n".utf8)  // "Rémy" in Windows-1252
    let read = CSVReader.read(bytes: bytes, fileName: "m.csv")
    #expect(read.encoding == .utf8)
    #expect(read.cards.last?.formattedName?.value == "Rémy")
    #expect(read.diagnostics.map(\.code) == [.csvUnknownLayout, .csvFieldNotUTF8])
    #expect(read.diagnostics.last?.location.cardIndex == 3000)
  }

  @Test func headerRowChoice() {
    let bytes = Array("Ann,ann@example.com,+1 555 0100\nBob,bob@example.com,+1 555 0101\n".utf8)
    let auto = CSVReader.read(bytes: bytes, fileName: "h.csv")
    #expect(auto.cards.count == 2)
    #expect(auto.header.isEmpty)
    #expect(auto.cards.map { $0.emails.first?.value } == ["ann@example.com", "bob@example.com"])
    #expect(auto.diagnostics.first?.code == .csvNoHeader)
    let forced = CSVReader.read(bytes: bytes, fileName: "h.csv", options: CSVReadOptions(headerRow: .present))
    #expect(forced.cards.count == 1)
    #expect(forced.header == ["Ann", "ann@example.com", "+1 555 0100"])
  }

  @Test func emptyInputsAreReported() {
    for text in ["", "\n\n", "\u{FEFF}"] {
      let read = CSVReader.read(bytes: Array(text.utf8), fileName: "empty.csv")
      #expect(read.cards.isEmpty)
      #expect(read.diagnostics.map(\.code) == [.csvEmptyInput], "\(text.debugDescription)")
    }
  }

  @Test func streamingReaderHandsOutCardsAsItGoes() throws {
    var bytes = Array("Name,Phone\n".utf8)
    for i in 0..<5000 { bytes += Array("P\(i),+1 555 \(1000 + i)\n".utf8) }
    let reader = CSVReader(bytes: bytes, fileName: "s.csv", options: CSVReadOptions(chunkSize: 4096))
    var count = 0
    var lines = [Int]()
    while let card = try reader.next() {
      count += 1
      if count <= 2 { lines.append(Int(card.position.line)) }
    }
    #expect(count == 5000)
    #expect(lines == [2, 3])
    #expect(reader.layout == .custom)
  }

  @Test func writerEncodingsAndQuoting() {
    var c = Card()
    c.name = Attributed(StructuredName(family: ["Ωmega"], given: ["Zoë"]))
    c.append(LabeledValue("+1 555 0100", types: [.cell]), to: \.phones)
    let latin = CSVWriter.write(cards: [c], layout: .generic, options: CSVWriteOptions(encoding: .windows1252, byteOrderMark: true))
    #expect(latin.diagnostics.map(\.code) == [.csvUnencodable])
    #expect(!latin.bytes.starts(with: [0xEF, 0xBB, 0xBF]))  // no mark for a single-byte encoding
    let back = CSVReader.read(bytes: latin.bytes, fileName: "l.csv", options: CSVReadOptions(encoding: .windows1252))
    #expect(back.cards.first?.name?.value.given == ["Zoë"])
    #expect(back.cards.first?.name?.value.family == ["?mega"])

    let utf8 = CSVWriter.write(cards: [c], layout: .generic)
    #expect(utf8.bytes.starts(with: [0xEF, 0xBB, 0xBF]))
    #expect(String(decoding: utf8.bytes, as: UTF8.self).contains("\r\n"))
    let outlook = String(decoding: CSVWriter.write(cards: [c], layout: .outlook).bytes.dropFirst(3), as: UTF8.self)
    #expect(outlook.hasPrefix("\"Title\",\"First Name\""))
    let minimal = String(decoding: CSVWriter.write(cards: [c], layout: .outlook, options: CSVWriteOptions(quoting: .minimal)).bytes.dropFirst(3), as: UTF8.self)
    #expect(minimal.hasPrefix("Title,First Name,"))
  }

  @Test func outlookOverflowGoesToNotes() {
    var c = Card()
    c.name = Attributed(StructuredName(family: ["Many"], given: ["Phones"]))
    for i in 0..<3 { c.append(LabeledValue("+1 555 010\(i)", types: [.cell]), to: \.phones) }
    for i in 0..<4 { c.append(LabeledValue("m\(i)@example.com"), to: \.emails) }
    let written = CSVWriter.write(cards: [c], layout: .outlook)
    #expect(written.diagnostics.contains { $0.code == .csvOverflowToNotes })
    let back = CSVReader.read(bytes: written.bytes, fileName: "o.csv").cards[0]
    // One mobile column, then Other Phone; the third mobile and the fourth email are in Notes.
    #expect(back.phones.map(\.value) == ["+1 555 0100", "+1 555 0101"])
    #expect(back.emails.count == 3)
    #expect(back.notes.first?.value == "Phone (Mobile): +1 555 0102\nE-mail: m3@example.com")
  }

  @Test func writingAndReadingAFile() throws {
    let path = "/tmp/cardkit-csv-test-\(UInt32.random(in: 0...UInt32.max)).csv"
    let output = try OutputFile(path: path)
    let cards = [CSVTestCards.plain(1), CSVTestCards.plain(2)]
    let diagnostics = try CSVWriter.write(cards: cards, layout: .generic, to: output)
    try output.commit()
    #expect(diagnostics.isEmpty)
    let read = try CSVReader.read(file: InputFile(path: path))
    #expect(read.cards == cards)
  }
}

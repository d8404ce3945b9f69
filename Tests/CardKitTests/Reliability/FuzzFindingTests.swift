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

  /// A 4.0 URI value that does not look like one (it has a space) is written with VALUE=uri,
  /// so it is read back as the same KEY, not as raw text.
  @Test func uriWithASpaceKeepsItsValueType() throws {
    let card = try #require(cards("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nKEY;VALUE=uri:http://example.com/k e y\r\nEND:VCARD\r\n").first)
    #expect(card.keys.map(\.value) == [.uri("http://example.com/k e y")])
    var out: [UInt8] = []
    VCardWriter(version: .v4_0).write(card, to: &out)
    #expect(String(decoding: out, as: UTF8.self).contains("KEY;VALUE=uri:http://example.com/k e y\r\n"))
    for version in VCardVersion.allCases {
      let again = try #require(roundTrip(card, version).first)
      #expect(again.keys.map(\.value) == card.keys.map(\.value), "\(version)")
    }
    // A URI that looks like one is still written without the default VALUE.
    var plain = Card()
    plain.append(LabeledValue(Media.uri("https://example.com/key.asc")), to: \.keys)
    out = []
    VCardWriter(version: .v4_0).write(plain, to: &out)
    #expect(String(decoding: out, as: UTF8.self).contains("KEY:https://example.com/key.asc\r\n"))
  }

  /// A URI holding a backslash (no valid URI has one, but files do) is written as escaped
  /// text: written as it is, `\\` read back as one backslash and the value changed.
  @Test func uriWithBackslashesReadsBackTheSame() throws {
    let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nURL:http://example.com/a\\\\\\\\b\r\n"
      + "IMPP:xmpp:a\\\\\\.b@example.com\r\nEND:VCARD\r\n"
    let card = try #require(cards(text).first)
    #expect(card.urls.map(\.value) == ["http://example.com/a\\\\b"])
    #expect(card.instantMessaging.map(\.value) == ["xmpp:a\\\\.b@example.com"])
    for version in VCardVersion.allCases {
      let again = try #require(roundTrip(card, version).first)
      #expect(again.urls.map(\.value) == card.urls.map(\.value), "\(version)")
      #expect(again.instantMessaging.map(\.value) == card.instantMessaging.map(\.value), "\(version)")
    }
    // A URI without a backslash is still written as it is: no escaped comma.
    var plain = Card()
    plain.append(LabeledValue("http://example.com/a,b"), to: \.urls)
    var out: [UInt8] = []
    VCardWriter(version: .v4_0).write(plain, to: &out)
    #expect(String(decoding: out, as: UTF8.self).contains("URL:http://example.com/a,b\r\n"))
  }

  /// An unknown escape keeps its backslash, and the byte after it is read as any other: a CR
  /// after a backslash becomes a newline as every CR in a value does, so the value written
  /// back (`\\\n`) reads as the same value.
  @Test func crAfterABackslashIsANewline() throws {
    let card = try #require(cards("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nADR:;;;;;;U.S.\\\rA.\r\nEND:VCARD\r\n").first)
    #expect(card.addresses.first?.value.country == ["U.S.\\\nA."])
    for version in VCardVersion.allCases {
      let again = try #require(roundTrip(card, version).first)
      #expect(again.addresses.map(\.value) == card.addresses.map(\.value), "\(version)")
    }
  }

  /// A TYPE that cannot name a format stays a type: `Tme,pref,x-useless` (one bare 2.1-style
  /// parameter) taken whole as the format was written into a 4.0 data URI whose media type
  /// then ended at its first comma, and the data read back as something else. Such a list is
  /// now read item by item, as the writer writes it (3.0 output `TYPE=Tme,x-useless,PREF`
  /// read back took `Tme` as the format, so a second repair changed the first one's output):
  /// `Tme` names the format, as `TYPE=Tme` does; a comma never does.
  @Test func typeThatCannotNameAFormatStaysAType() throws {
    let card = try #require(cards("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nPHOTO;ENCODING=b;Tme,pref,x-useless:+49 1234 56788\r\nEND:VCARD\r\n").first)
    let photo = try #require(card.photos.first)
    guard case .inline(let bytes, let mediaType) = photo.value else { Issue.record("not inline: \(photo.value)"); return }
    #expect(bytes.count == 9 && mediaType == "application/x-tme", "\(String(describing: mediaType))")
    #expect(photo.types.map(\.text) == ["x-useless"] && photo.preference == 1)
    for version in VCardVersion.allCases {
      let again = try #require(roundTrip(card, version).first)
      guard case .inline(let b, _)? = again.photos.first?.value else { Issue.record("\(version): \(again.photos)"); continue }
      #expect(b == bytes, "\(version)")
    }
    #expect(!MediaCodec.canNameFormat("a,b") && !MediaCodec.canNameFormat("image/png;x") && !MediaCodec.canNameFormat(""))
    #expect(MediaCodec.canNameFormat("JPEG") && MediaCodec.canNameFormat("image/svg+xml") && MediaCodec.canNameFormat("x-ms-bmp"))
  }

  /// The writer's side of the same fault: a media type that cannot sit in a 4.0 data URI (one
  /// from a CSV cell or the library) is written as MEDIATYPE, reported, and the data reads back.
  @Test func mediaTypeThatCannotSitInADataURIIsWrittenAsMediatype() throws {
    for type in ["image/a,b", "JPEG"] {
      var card = Card()
      card.append(LabeledValue(Media.inline(bytes: [1, 2, 3], mediaType: type)), to: \.photos)
      let (bytes, diagnostics) = OutputFormat.vcard4.encode(card, location: SourceLocation(file: "o"))
      #expect(diagnostics.map(\.code) == [.valueKeptRaw], "\(type)")
      let again = try #require(cards(String(decoding: bytes, as: UTF8.self)).first)
      let photo = try #require(again.photos.first)
      guard case .inline(let data, _) = photo.value else { Issue.record("\(type): \(photo.value)"); continue }
      #expect(data == [1, 2, 3] && photo.parameters.value(.mediaType) == type, "\(type)")
    }
  }

  /// In 4.0 a PHOTO's or LOGO's TYPE is work or home (its format is MEDIATYPE or the data URI's
  /// own): it is kept as a type, not taken for the format and dropped.
  @Test func version4MediaKeepsItsType() throws {
    let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nPHOTO;TYPE=work:data:image/png;base64,AAAA\r\n"
      + "LOGO;TYPE=home:http://example.com/x.png\r\nEND:VCARD\r\n"
    let card = try #require(cards(text).first)
    #expect(card.photos.first?.types.map(\.text) == ["work"])
    #expect(card.logos.first?.types.map(\.text) == ["home"])
    guard case .inline(_, let mediaType)? = card.photos.first?.value else { Issue.record("\(card.photos)"); return }
    #expect(mediaType == "image/png")
    let again = try #require(roundTrip(card, .v4_0).first)
    #expect(again.photos == card.photos && again.logos.map(\.types) == card.logos.map(\.types))
    // 3.0 writes the format first, so it is read back as the format and `work` as a type.
    let viaV3 = try #require(roundTrip(card, .v3_0).first)
    #expect(viaV3.photos.map(\.value) == card.photos.map(\.value) && viaV3.photos.first?.types.map(\.text) == ["work"])
  }

  /// A group holding two labels: its values take the first, the second stays raw with the
  /// group's other raw properties. The 4.0 writer wrote the group's KIND first and pulled the
  /// raw properties in after it, so the second label came first: the email read back with it
  /// (`Useless`), or an `X-ABDATE` beside the `_$!<Anniversary>!$_` label became the card's
  /// anniversary. A group's raw properties now wait for its labelled value.
  @Test func groupKeepsItsFirstLabel() throws {
    let first = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nitem1.EMAIL:a@example.com\r\nitem1.X-ABLabel:Spouse\r\n"
      + "item1.KIND:individual\r\nitem1.X-ABLabel:Useless\r\nEND:VCARD\r\n"
    let second = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:B\r\nitem1.X-ABLabel:Spouse\r\nitem1.EMAIL:b@example.com\r\n"
      + "item1.X-ABDATE:1975-03-01\r\nitem1.X-ABLabel:_$!<Anniversary>!$_\r\nitem1.KIND:individual\r\nEND:VCARD\r\n"
    for (text, extras) in [(first, ["Useless"]), (second, ["1975-03-01", "_$!<Anniversary>!$_"])] {
      let card = try #require(cards(text).first)
      #expect(card.emails.first?.label == "Spouse")
      #expect(card.extras.map(\.value) == extras)
      #expect(card.anniversary == nil)
      for version in [VCardVersion.v4_0, .v3_0] {
        let again = try #require(roundTrip(card, version).first)
        #expect(again.emails.first?.label == "Spouse", "\(version)")
        #expect(again.extras.map(\.value) == extras, "\(version)")
        #expect(again.anniversary == nil, "\(version)")
      }
    }
  }

  /// Two values of one group with different labels (a label respelled in one of them) cannot
  /// share the group: the reader would give both the first. The second gets a fresh group.
  @Test func valueWithAnotherLabelGetsItsOwnGroup() throws {
    let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nitem1.EMAIL:a@example.com\r\nitem1.TEL:+1 650 253 0000\r\n"
      + "item1.X-ABLabel:Spouse\r\nEND:VCARD\r\n"
    var card = try #require(cards(text).first)
    #expect(card.emails.first?.label == "Spouse" && card.phones.first?.label == "Spouse")
    card.emails[0].label = "Partner"
    let again = try #require(roundTrip(card, .v4_0).first)
    #expect(again.phones.first?.label == "Spouse")
    #expect(again.emails.first?.label == "Partner")
    #expect(again.extras.isEmpty)
  }

  /// An invalid group cleaned into the name of a group the card uses (`I_` beside `I`) would
  /// join that group: its X-ABLabel became the label of the other group's IMPP. It gets a fresh
  /// `itemN` instead, the same for every property of the group.
  @Test func invalidGroupDoesNotJoinTheGroupItsNameCleansTo() throws {
    let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nI.IMPP:x:y\r\nI_.X-ABLabel:M\r\nI_.X-OTHER:N\r\nEND:VCARD\r\n"
    let card = try #require(cards(text).first)
    #expect(card.instantMessaging.first?.label == nil)
    #expect(card.extras.map(\.value) == ["M", "N"])
    var out: [UInt8] = []
    VCardWriter(version: .v4_0).write(card, to: &out)
    let written = String(decoding: out, as: UTF8.self)
    #expect(written.contains("I.IMPP:x:y\r\nitem1.X-ABLabel:M\r\nitem1.X-OTHER:N\r\n"), "\(written)")
    let again = try #require(roundTrip(card, .v4_0).first)
    #expect(again.instantMessaging.first?.label == nil && again.extras.map(\.value) == ["M", "N"])
  }

  /// A second ORG in a group must not be written before the card's own ORG, or the two swap
  /// places when read back.
  @Test func groupedSecondOrganizationStaysSecond() throws {
    let card = try #require(
      cards("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nORG:Dummy GmbH\r\nWORK.EMAIL:a@example.com\r\nWORK.ORG:Viagenie\r\nEND:VCARD\r\n").first)
    #expect(card.organization?.value.components == ["Dummy GmbH"])
    #expect(card.extras.map(\.value) == ["Viagenie"])
    for version in VCardVersion.allCases {
      let again = try #require(roundTrip(card, version).first)
      #expect(again.organization?.value.components == ["Dummy GmbH"], "\(version)")
      #expect(again.extras.filter { $0.name == .org }.map(\.value) == ["Viagenie"], "\(version)")
      #expect(again.extras.first { $0.name == .org }?.group == "WORK", "\(version)")
    }
  }

  /// `END;X=y:VCARD` is not the card's end, so it is kept as a property; written back it must
  /// not become `END:VCARD` and cut the card short.
  @Test func strayEndPropertyIsNotWrittenAsTheCardsEnd() throws {
    let card = try #require(cards("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nEND;X=y:VCARD\r\nNOTE:after\r\nEND:VCARD\r\n").first)
    #expect(card.extras.map(\.name) == [.end])
    #expect(card.notes.map(\.value) == ["after"])
    for version in VCardVersion.allCases {
      var out: [UInt8] = []
      let diagnostics = VCardWriter(version: version).write(card, to: &out)
      // (Writing the version a card was read in reports no conversion.)
      #expect(diagnostics.map(\.code) == (version == .v4_0 ? [] : [.propertyAsExtension]), "\(version)")
      let again = cards(String(decoding: out, as: UTF8.self))
      #expect(again.count == 1, "\(version)")
      #expect(again.first?.notes.map(\.value) == ["after"], "\(version)")
      #expect(again.first?.extras.map(\.name) == [.extended("X-END")], "\(version)")
    }
  }

  /// A property name that is not a name (` L` from a fold with nothing before it, or none at
  /// all) is written as a valid X- name: written as read, ` L:+` would continue the N line.
  @Test func invalidPropertyNamesAreWrittenAsValidNames() throws {
    let card = try #require(cards("BEGIN:VCARD\r\nVERSION:3.0\r\nN:A;B;;;\r\n\r\n  L:+\r\n;X=1:v\r\nEND:VCARD\r\n").first)
    #expect(card.extras.map(\.name.text) == [" L", ""])
    for version in VCardVersion.allCases {
      let again = try #require(roundTrip(card, version).first)
      #expect(again.name?.value.components == card.name?.value.components, "\(version)")
      #expect(again.extras.map(\.name.text) == ["X-CARDKIT-L", "X-CARDKIT-UNNAMED"], "\(version)")
      #expect(again.extras.map(\.value) == ["+", "v"], "\(version)")
    }
    #expect(ExtrasCodec.validName("X-GOOD-1") == "X-GOOD-1")
    #expect(ExtrasCodec.validName("BAD NAME") == "X-CARDKIT-BADNAME")
    #expect(ExtrasCodec.validName("ADDRESSBOOKSERVER-M\u{FF}EMBER") == "X-CARDKIT-ADDRESSBOOKSERVER-MEMBER")
  }

  /// Of repeated ENCODING or CHARSET parameters the first with a value counts, and none is
  /// kept once the value is decoded: a kept one would decode the value again when read back.
  @Test func repeatedEncodingAndCharsetParametersAreAppliedOnce() throws {
    let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:A\r\nORG;CHARSET=;CHARSET=Windows-1252:M\u{FC}ller\r\n"
      + "NOTE;ENCODING=;ENCODING=QUOTED-PRINTABLE:a=3Db\r\nX-B;ENCODING=b:not base64!\r\nEND:VCARD\r\n"
    var bytes = Array(text.utf8)
    // "ü" as one Windows-1252 byte.
    bytes.replaceSubrange(bytes.firstRange(of: Array("\u{FC}".utf8))!, with: [0xFC])
    let parser = CardParser(fileName: "t", limits: ReadLimits())
    let (card, diagnostics) = parser.parse(ReadOracles.cutCards(bytes, chunk: nil)[0])
    #expect(card.organization?.value.components == ["Müller"])
    #expect(card.notes.map(\.value) == ["a=b"])
    #expect(card.notes.first?.parameters.isEmpty == true)
    #expect(diagnostics.map(\.code).contains(.invalidParameter))
    for version in VCardVersion.allCases {
      let again = try #require(roundTrip(card, version).first)
      #expect(again.organization?.value.components == ["Müller"], "\(version)")
      #expect(again.notes.map(\.value) == ["a=b"], "\(version)")
    }
  }
}

extension FuzzFindingTests {
  /// A line that is only a group prefix (`.`, `item1.`) made the splitter read the byte after
  /// the line, past the end of the buffer for the last line (AddressSanitizer:
  /// heap-buffer-overflow). Without the sanitizer the read goes unnoticed, so this checks the
  /// outcome; `Fuzz/replay.sh` replays the input under the sanitizer.
  @Test func lineThatIsOnlyAGroupPrefix() {
    for text in [".", "item1.", "BEGIN:VCARD\r\nFN:A\r\nitem1.\r\nEND:VCARD\r\n"] {
      let cut = ReadOracles.cutCards(Array(text.utf8), chunk: nil)
      #expect(cut.count == (text.hasPrefix("BEGIN") ? 1 : 0), "\(text)")
    }
  }

  /// Text after the jCard data is reported once, however the input is cut into chunks, and
  /// line numbers do not depend on where a chunk ends (a CR at the end of one, LF at the start
  /// of the next, is one line end).
  @Test func jcardSplitterFindingsDoNotDependOnChunks() {
    let text = Array("[\"vcard\", [[\"fn\", {}, \"text\", \"A\"]]]\r\n tail and more text\r\n".utf8)
    let whole = ReadOracles.cutJSON(text, chunk: nil)
    #expect(whole.elements.count == 1)
    #expect(whole.trailing.map(\.code) == [.jsonSyntax])
    #expect(whole.trailing.first?.location.line == 2)
    for chunk in 1...text.count {
      let cut = ReadOracles.cutJSON(text, chunk: chunk)
      #expect(cut.trailing == whole.trailing, "chunk size \(chunk)")
    }
  }

  /// jCard has no binary value type, but ez-vcard writes 3.0 media as `"binary"` with
  /// `ENCODING=b`: the bytes are decoded into inline media, as the vCard reader does, so that
  /// converting to vCard and back keeps the same value.
  @Test func jcardBinaryMediaIsDecoded() throws {
    let json = #"["vcard", [["fn", {}, "text", "A"], ["photo", {"encoding": "b", "type": "JPEG"}, "binary", "AAEC/w=="], ["key", {"encoding": "b"}, "binary", "not base64!"]]]"#
    let cut = ReadOracles.cutJSON(Array(json.utf8), chunk: nil)
    let (card, diagnostics, _) = JCardParser(fileName: "t").parse(try #require(cut.elements.first))
    guard case .inline(let bytes, _) = try #require(card.photos.first).value else {
      Issue.record("photo not decoded: \(card.photos)")
      return
    }
    #expect(bytes == [0, 1, 2, 255])
    #expect(diagnostics.map(\.code).contains(.invalidBase64))
    #expect(ReadOracles.jcard(Array(json.utf8)).isEmpty)
  }

  /// A CSV row of only spaces and tabs (outside the generic layout, where spaces are content)
  /// is a blank line: it made an empty card, which the generic writer wrote as an empty row
  /// and the reader then skipped, so a round trip changed the number of cards.
  @Test func csvRowOfOnlySpacesIsBlank() {
    let text = "Name,E-mail\r\nAnn,ann@example.com\r\n\t , \r\nBob,bob@example.com\r\n"
    let read = CSVReader.read(bytes: Array(text.utf8), fileName: "t")
    #expect(read.cards.map(\.displayName) == ["Ann", "Bob"])
    #expect(ReadOracles.csv(Array(text.utf8)).isEmpty)
  }

  /// A parameter name with a colon in it (`:ype`, `type:`) written as read ends the parameters
  /// early, and the value reads back wrong: it is written under a valid `X-CARDKIT-` name
  /// (reported), so the value comes back whole.
  @Test func invalidParameterNameIsWrittenUnderAValidName() throws {
    let json = #"["vcard", [["fn", {}, "text", "A"], ["adr", {":ype": "work"}, "text", ["pobox", "", "street", "", "", "", ""]], ["email", {"type:": "internet"}, "text", "a@example.com"]]]"#
    let cut = ReadOracles.cutJSON(Array(json.utf8), chunk: nil)
    let (card, _, _) = JCardParser(fileName: "t").parse(try #require(cut.elements.first))
    var out: [UInt8] = []
    let diagnostics = VCardWriter(version: .v4_0).write(card, to: &out)
    let text = String(decoding: out, as: UTF8.self)
    #expect(text.contains("ADR;X-CARDKIT-ype=work:pobox;;street;;;;\r\n"), "\(text)")
    #expect(text.contains("EMAIL;X-CARDKIT-type=internet:a@example.com\r\n"), "\(text)")
    #expect(diagnostics.filter { $0.code == .valueKeptRaw }.count == 2)
    let again = try #require(cards(text).first)
    #expect(again.addresses.map(\.value) == card.addresses.map(\.value))
    #expect(again.emails.map(\.value) == card.emails.map(\.value))
    #expect(ReadOracles.jcard(Array(json.utf8)).isEmpty)
  }

  /// With an unknown ENCODING before `ENCODING=QUOTED-PRINTABLE`, the unfolding joined the
  /// value at its soft line breaks (quoted-printable) but the value was left encoded, with
  /// both parameters kept: written back, it read differently every time.
  @Test func quotedPrintableAfterAnUnknownEncodingIsDecoded() throws {
    let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:A;;;;\r\nNOTE;ENCODING=X-ODD;ENCODING=QUOTED-PRINTABLE:=C3=91=20=C3=91=\r\n=20=C3=91\r\nEND:VCARD\r\n"
    let card = try #require(cards(text).first)
    #expect(card.notes.map(\.value) == ["Ñ Ñ Ñ"])
    #expect(ReadOracles.vcard(Array(text.utf8)).isEmpty)
  }

  /// A group name with a colon in it (a jCard `group` parameter) written as read ended the
  /// name early; it is written with only the characters a group may have (reported).
  @Test func invalidGroupNameIsWrittenValid() throws {
    let json = #"["vcard", [["fn", {}, "text", "A"], ["x-abdate", {"group": "item1X:y"}, "date-and-or-time", "2019-02-01"]]]"#
    let cut = ReadOracles.cutJSON(Array(json.utf8), chunk: nil)
    let (card, _, _) = JCardParser(fileName: "t").parse(try #require(cut.elements.first))
    var out: [UInt8] = []
    let diagnostics = VCardWriter(version: .v4_0).write(card, to: &out)
    #expect(String(decoding: out, as: UTF8.self).contains("\r\nitem1Xy.X-ABDATE;"))
    #expect(diagnostics.contains { $0.code == .valueKeptRaw })
    #expect(ReadOracles.jcard(Array(json.utf8)).isEmpty)
  }

  /// An unknown property with `ENCODING=b` keeps its value as written: it used to be decoded
  /// into text when read from vCard but not from jCard, so a jCard to vCard round trip changed it.
  @Test func unknownPropertyWithEncodingBKeepsItsValue() throws {
    let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nPHOYO;ENCODING=b:SGVsbG8=\r\nEND:VCARD\r\n"
    let card = try #require(cards(text).first)
    #expect(card.extras.map(\.value) == ["SGVsbG8="])
    let json = #"["vcard", [["fn", {}, "text", "A"], ["phoyo", {"encoding": "b"}, "binary", "SGVsbG8="]]]"#
    #expect(ReadOracles.jcard(Array(json.utf8)).isEmpty)
    #expect(ReadOracles.vcard(Array(text.utf8)).isEmpty)
  }

  /// A CR kept inside a parameter value (a 4.0 ADR `LABEL`) was dropped by the 4.0 writer, so
  /// the label changed; it is read as a line break (LF, as in property values) and written as
  /// `^n`.
  @Test func carriageReturnInAParameterValueIsALineBreak() throws {
    let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nADR;TYPE=work;LABEL=\"D\rummy Street 1\":;;Dummy Street 1;;;;\r\nEND:VCARD\r\n"
    let card = try #require(cards(text).first)
    #expect(card.addresses.first?.value.formattedLabel == "D\nummy Street 1")
    #expect(ReadOracles.vcard(Array(text.utf8)).isEmpty)
    var out: [UInt8] = []
    VCardWriter(version: .v4_0).write(card, to: &out)
    #expect(String(decoding: out, as: UTF8.self).contains("LABEL=\"D^nummy Street 1\""))
  }
}

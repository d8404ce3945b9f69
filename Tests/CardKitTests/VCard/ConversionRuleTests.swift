import Testing

@testable import CardKit

/// The version conversion rules, one row each: a card in one version, the lines it must give in
/// another, the lines it must not give, the `C…` findings that say what changed, and whether
/// converting back restores the property as it was read.
@Suite struct ConversionRuleTests {
  struct Rule: CustomTestStringConvertible, Sendable {
    var name: String
    var from: VCardVersion
    /// The card's lines between `VERSION` and `END`.
    var lines: [String]
    var to: VCardVersion
    var wanted: [String]
    var unwanted: [String] = []
    var codes: [String] = []
    var testDescription: String { "\(name) (\(from.rawValue) -> \(to.rawValue))" }
  }

  /// Every card has an N: 3.0 and 2.1 require one, and the writer adds an empty one otherwise.
  static let rules: [Rule] = [
    // Properties a target does not define become their X- counterparts, and back.
    Rule(
      name: "GENDER", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "GENDER:F"], to: .v3_0,
      wanted: ["X-GENDER:F"], unwanted: ["\r\nGENDER"], codes: ["C001"]),
    Rule(
      name: "ANNIVERSARY", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "ANNIVERSARY:20010203"], to: .v3_0,
      wanted: ["X-ANNIVERSARY:2001-02-03", "item1.X-ABDATE:2001-02-03", "item1.X-ABLabel:_$!<Anniversary>!$_"],
      codes: ["C001"]),
    Rule(name: "X-ANNIVERSARY back", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "X-ANNIVERSARY:2001-02-03"], to: .v4_0, wanted: ["ANNIVERSARY:20010203"]),
    Rule(
      name: "NICKNAME", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "NICKNAME:Annie"], to: .v2_1,
      wanted: ["X-NICKNAME:Annie"], unwanted: ["\r\nNICKNAME"], codes: ["C001"]),
    // Properties 4.0 removed are kept as X- properties.
    Rule(
      name: "MAILER", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "MAILER:PMail"], to: .v4_0,
      wanted: ["X-MAILER:PMail"], unwanted: ["\r\nMAILER"], codes: ["C002"]),
    Rule(
      name: "CLASS", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "CLASS:PUBLIC"], to: .v4_0,
      wanted: ["X-CLASS:PUBLIC"], codes: ["C002"]),
    // 3.0 LABEL becomes the LABEL parameter of a 4.0 ADR (sabre/vobject's rule).
    Rule(
      name: "LABEL", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "LABEL;TYPE=HOME:1 Main St"], to: .v4_0,
      wanted: ["ADR;TYPE=home;LABEL=\"1 Main St\":;;;;;;"]),
    // Group cards: KIND and MEMBER as Apple writes them.
    Rule(
      name: "KIND group", from: .v4_0, lines: ["FN:Team", "N:;Ann;;;", "KIND:group", "MEMBER:urn:uuid:1234"], to: .v3_0,
      wanted: ["X-ADDRESSBOOKSERVER-KIND:group", "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:1234"], unwanted: ["\r\nKIND", "\r\nMEMBER"],
      codes: ["C004", "C004"]),
    Rule(name: "KIND org", from: .v4_0, lines: ["FN:Acme", "N:;Ann;;;", "KIND:org"], to: .v3_0, wanted: ["X-ABShowAs:COMPANY"], codes: ["C004"]),
    // Dates: yearless as Apple writes them, others in the target's form.
    Rule(
      name: "yearless BDAY", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "BDAY:--0412"], to: .v3_0,
      wanted: ["BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-12"], codes: ["C006"]),
    Rule(
      name: "yearless BDAY in 2.1", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "BDAY:--0412"], to: .v2_1,
      wanted: ["BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-12"], codes: ["C006"]),
    Rule(name: "Apple yearless back", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-12"], to: .v4_0, wanted: ["BDAY:--0412"]),
    Rule(name: "year-only BDAY", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "BDAY:1985"], to: .v3_0, wanted: ["BDAY:1985"], codes: ["C006"]),
    // A BDAY that is text has no text form in 3.0 and 2.1 (VALUE=text is not among its value
    // types there): it is written as it stands and read back as text. X-ANNIVERSARY may say
    // VALUE=text.
    Rule(
      name: "text BDAY", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "BDAY;VALUE=text:circa 1800"], to: .v3_0,
      wanted: ["BDAY:circa 1800"], unwanted: ["VALUE=text"], codes: ["C006"]),
    Rule(
      name: "text BDAY in 2.1", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "BDAY;VALUE=text:circa 1800"], to: .v2_1,
      wanted: ["BDAY:circa 1800"], unwanted: ["VALUE=text"], codes: ["C006"]),
    Rule(
      name: "text ANNIVERSARY", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "ANNIVERSARY;VALUE=text:long ago"], to: .v3_0,
      wanted: ["X-ANNIVERSARY;VALUE=text:long ago", "item1.X-ABDATE:long ago"], codes: ["C001"]),
    Rule(name: "full BDAY", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "BDAY:19850412"], to: .v3_0, wanted: ["BDAY:1985-04-12"]),
    // Types: 3.0 upper case lists, 4.0 lower case, 2.1 bare; PREF as a type or a parameter.
    Rule(
      name: "TEL and EMAIL types", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "TEL;TYPE=CELL,VOICE:+1 555 0100", "EMAIL;TYPE=INTERNET,PREF:a@example.com"],
      to: .v4_0, wanted: ["TEL;TYPE=cell,voice:+1 555 0100", "EMAIL;TYPE=internet;PREF=1:a@example.com"]),
    Rule(
      name: "2.1 bare types", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "TEL;TYPE=CELL,VOICE:+1 555 0100"], to: .v2_1,
      wanted: ["TEL;CELL;VOICE:+1 555 0100"]),
    // Media: 3.0 inline base64 is a 4.0 data URI, written without text escaping.
    Rule(
      name: "PHOTO inline", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQ"], to: .v4_0,
      wanted: ["PHOTO:data:image/jpeg;base64,/9j/4AAQ"], unwanted: ["\\;", "\\,"]),
    Rule(
      name: "PHOTO data URI", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "PHOTO:data:image/png;base64,iVBORw0K"], to: .v3_0,
      wanted: ["PHOTO;TYPE=PNG;ENCODING=b:iVBORw0K"]),
    Rule(
      name: "PHOTO reference", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "PHOTO:http://example.com/a.jpg"], to: .v2_1,
      wanted: ["PHOTO;VALUE=URL:http://example.com/a.jpg"]),
    // A location TYPE on a 3.0 media value (`LOGO;TYPE=WORK`) is a type, not a format: no
    // `application/x-work` media type; beside a format, the format is found wherever it stands.
    Rule(
      name: "LOGO work reference", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "LOGO;TYPE=WORK;VALUE=uri:http://example.com/l.png"],
      to: .v4_0, wanted: ["LOGO;TYPE=work:http://example.com/l.png"], unwanted: ["x-work", "MEDIATYPE"]),
    Rule(
      name: "PHOTO home inline", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "PHOTO;ENCODING=b;TYPE=HOME,PNG:iVBORw0K"], to: .v4_0,
      wanted: ["PHOTO;TYPE=home:data:image/png;base64,iVBORw0K"], unwanted: ["x-home"]),
    Rule(
      name: "LOGO work inline", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "LOGO;ENCODING=b;TYPE=WORK:iVBORw0K"], to: .v4_0,
      wanted: ["LOGO;TYPE=work:data:application/octet-stream;base64,iVBORw0K"], unwanted: ["x-work"]),
    // URI values take no text escaping in any version.
    Rule(
      name: "URL", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "URL:http://example.com/a,b?x=1;y=2"], to: .v4_0,
      wanted: ["URL:http://example.com/a,b?x=1;y=2"], unwanted: ["\\;", "\\,"]),
    Rule(
      name: "MEMBER", from: .v4_0, lines: ["FN:Team", "N:;Ann;;;", "KIND:group", "MEMBER:http://example.com/p?a=1,2"], to: .v4_0,
      wanted: ["MEMBER:http://example.com/p?a=1,2"], unwanted: ["\\,"]),
    Rule(name: "UID URI", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "UID:http://example.com/u?a=1,2"], to: .v3_0, wanted: ["UID:http://example.com/u?a=1,2"]),
    // A line break cannot be in a URI: such a value (from a messy file) stays escaped text.
    Rule(
      name: "URL with a line break", from: .v3_0, lines: ["FN:Ann", "N:;Ann;;;", "URL:http://example.com/a\\nb"], to: .v4_0,
      wanted: ["URL:http://example.com/a\\nb"]),
    // Text escaping per version: 2.1 escapes no comma, 3.0 and 4.0 do.
    Rule(name: "NOTE in 3.0", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "NOTE:a\\, b\\; c\\nd"], to: .v3_0, wanted: ["NOTE:a\\, b\\; c\\nd"]),
    Rule(name: "NOTE in 2.1", from: .v4_0, lines: ["FN:Ann", "N:;Ann;;;", "NOTE:a\\, b"], to: .v2_1, wanted: ["NOTE:a, b"]),
  ]

  static func card(_ rule: Rule) -> String {
    (["BEGIN:VCARD", "VERSION:\(rule.from.rawValue)"] + rule.lines + ["END:VCARD", ""]).joined(separator: "\r\n")
  }

  @Test(arguments: rules)
  func rule(_ rule: Rule) throws {
    let parsed = try #require(try read(bytes: Array(Self.card(rule).utf8)).first)
    #expect(parsed.diagnostics.filter { $0.severity >= .warning }.isEmpty, "\(parsed.diagnostics)")
    let written = VCardWriter(version: rule.to).write([parsed.card])
    let text = String(decoding: written.bytes, as: UTF8.self)
    for line in rule.wanted {
      #expect(text.contains("\r\n" + line + "\r\n"), "\(line) in\n\(text)")
    }
    for piece in rule.unwanted {
      #expect(!text.contains(piece), "\(piece) in\n\(text)")
    }
    #expect(written.diagnostics.map(\.code.rawValue) == rule.codes, "\(written.diagnostics)")
    // Back in the version it came from, the card is the one read (positions aside).
    let back = try #require(try read(bytes: written.bytes).first)
    let again = VCardWriter(version: rule.from).write([back.card]).bytes
    let original = VCardWriter(version: rule.from).write([parsed.card]).bytes
    #expect(String(decoding: again, as: UTF8.self) == String(decoding: original, as: UTF8.self))
  }
}

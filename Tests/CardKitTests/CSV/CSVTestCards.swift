@testable import CardKit

/// Cards built in code for the round-trip tests.
enum CSVTestCards {
  /// A card that uses every field of the model, with labels, groups, parameters, unicode, line
  /// breaks, commas, quotes and the corner cases of the generic layout's cell syntax.
  static func rich() -> Card {
    var c = Card()
    c.version = .v4_0
    c.kind = Attributed(.individual)
    c.formattedName = Attributed("Zoë \"Zed\" Ångström-Núñez, PhD", parameters: [Parameter(.language, "sv")])
    c.name = Attributed(
      StructuredName(
        family: ["Ångström", "Núñez"], given: ["Zoë"], additional: ["A ::: B", ""], prefixes: ["Dr."], suffixes: ["PhD", "Jr."],
        extra: [["Secundo"], [], ["III", "IV,V"]]),
      group: "item9", parameters: [Parameter(.sortAs, ["Angstrom", "Zoe"])])
    c.append(LabeledValue("Zee"), to: \.nicknames)
    c.append(LabeledValue("Z;Z", types: [.home], parameters: [Parameter(.language, "en")]), to: \.nicknames)
    c.organization = Attributed(Organization(name: "Acme, Inc.", units: ["R&D", "Lab \"7\""]), parameters: [Parameter(.sortAs, "ACME")])
    c.append(LabeledValue("Chief \"Rocket\" Officer"), to: \.titles)
    c.append(LabeledValue("Engineer\nand dreamer"), to: \.roles)
    c.append(LabeledValue("+1 408 555 0100", types: [.cell, .voice], preference: 1), to: \.phones)
    c.append(LabeledValue("+44 20 7946 0958", types: [.work, .fax], label: "Office, fax"), to: \.phones)
    c.append(LabeledValue("=1+2", types: [.extended("x-custom")], group: "item1"), to: \.phones)
    c.append(LabeledValue("", types: []), to: \.phones)  // an empty TEL
    c.append(LabeledValue("tel:+15550101", types: [.home], parameters: [Parameter(.value, "uri")]), to: \.phones)
    c.append(LabeledValue("zoe@example.com", types: [.internet, .home], preference: 2), to: \.emails)
    c.append(LabeledValue("zed@work.example", types: [.work], label: "_$!<Work>!$_", group: "item2"), to: \.emails)
    c.append(LabeledValue("https://example.com/zoë?a=1,b=2", types: [.homepage]), to: \.urls)
    c.append(LabeledValue("xmpp:zoe@example.com", types: [], label: "Jabber", parameters: [Parameter(.extended("X-SERVICE-TYPE"), "Jabber")]), to: \.instantMessaging)
    c.append(
      LabeledValue(
        PostalAddress(
          poBox: ["PO 1"], extended: ["Apt 4, rear"], street: ["12 Main St", "Building \"B\""], locality: ["Göteborg"],
          region: ["VG"], postalCode: ["411 01"], country: ["Sweden"], extra: [["x"]],
          formattedLabel: "12 Main St\nGöteborg\nSweden"),
        types: [.home, .pref], parameters: [Parameter(.geo, "geo:57.7,11.97"), Parameter(.extended("X-QUOTE"), "say \"hi\"; ok: yes\nbye ^")]),
      to: \.addresses)
    c.append(LabeledValue(PostalAddress(street: ["A ::: B"], locality: [""]), types: [.work]), to: \.addresses)
    c.birthday = Attributed(.date(PartialDate(month: 4, day: 12)), parameters: [Parameter(.extended("X-APPLE-OMIT-YEAR"), "1604")])
    c.anniversary = Attributed(.text("1999"))
    c.append(LabeledValue("Line one\r\nLine two, with comma\n\"quoted\"\n- dash\n=SUM(A1)"), to: \.notes)
    c.append(LabeledValue("-starts with a dash"), to: \.notes)
    c.append(LabeledValue(Media.inline(bytes: Array(0..<200).map { UInt8($0) }, mediaType: "image/jpeg")), to: \.photos)
    c.append(LabeledValue(Media.uri("data:text/plain,not-base64")), to: \.logos)
    c.append(LabeledValue(Media.uri("https://example.com/sound.ogg"), types: [.work]), to: \.sounds)
    c.append(LabeledValue(Media.inline(bytes: [1, 2, 3], mediaType: nil)), to: \.keys)
    c.append(LabeledValue("Friends"), to: \.categories)
    c.append(LabeledValue("Starred"), to: \.categories)
    c.append(LabeledValue("urn:uuid:1234"), to: \.members)
    c.uid = Attributed("urn:uuid:abcd")
    c.revision = Attributed("20240101T000000Z")
    c.productID = Attributed("-//CardKit//Tests//EN")
    c.extras = [
      RawProperty(name: .extended("X-SPOUSE"), value: "Sam"),
      RawProperty(group: "item3", name: .extended("X-ABRELATEDNAMES"), value: "Kim"),
      RawProperty(group: "item3", name: .xABLabel, value: "_$!<Friend>!$_"),
      RawProperty(name: .extended("X-MULTI"), parameters: [Parameter(.type, ["a", "b"])], value: "line\\nbreak\\, escaped"),
      RawProperty(name: .extended("X-RAW-NEWLINE"), value: "real\nnewline ^ caret"),
      RawProperty(name: .gender, value: "F"),
    ]
    return c
  }

  /// A plain card as most address books hold them.
  static func plain(_ i: Int) -> Card {
    var c = Card()
    c.formattedName = Attributed("Person \(i)")
    c.name = Attributed(StructuredName(family: ["Person"], given: ["\(i)"]))
    c.append(LabeledValue("+1 555 01\(i)", types: [.cell]), to: \.phones)
    c.append(LabeledValue("p\(i)@example.com", types: [.home]), to: \.emails)
    return c
  }
}

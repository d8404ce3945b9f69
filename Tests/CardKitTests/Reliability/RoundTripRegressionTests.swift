import Foundation
import Testing

@testable import CardKit

/// Writer bugs the round-trip property test found, each pinned by a small card.
@Suite struct RoundTripRegressionTests {
  static func roundTrip(_ card: Card, _ version: VCardVersion) throws -> (text: String, card: Card) {
    let bytes = VCardWriter(version: version).write([card]).bytes
    let back = try #require(try read(bytes: bytes).first)
    return (String(decoding: bytes, as: UTF8.self), back.card)
  }

  /// 2.1 wrote a backslash as is, and readers (CardKit's too) take `\n`, `\,` and `\\` as
  /// escapes: `a\nb` came back with a line break. Now `\\`.
  @Test(arguments: [VCardVersion.v2_1, .v3_0, .v4_0])
  func backslashSurvives(_ version: VCardVersion) throws {
    var card = Card()
    card.version = version
    card.formattedName = Attributed(#"C:\new\,folder\"#)
    card.append(LabeledValue(#"path\nnot a break"#), to: \.notes)
    card.name = Attributed(StructuredName(family: [#"Back\slash"#], given: ["Ann"]))
    let (text, back) = try Self.roundTrip(card, version)
    #expect(back.formattedName?.value == #"C:\new\,folder\"#, "\(text)")
    #expect(back.notes.map(\.value) == [#"path\nnot a break"#])
    #expect(back.name?.value.family == [#"Back\slash"#])
  }

  /// A card without FN (a 2.1 card, a CSV row) was written to 3.0 and 4.0 with `FN:` empty,
  /// which apps show as "No Name". FN now comes from the card's own N (or ORG); a card with
  /// neither keeps an empty FN, and 2.1 still writes none.
  @Test func missingFNIsComposedFromTheName() throws {
    var person = Card()
    person.name = Attributed(StructuredName(family: ["Lee"], given: ["Ann"], prefixes: ["Dr."]))
    var chinese = Card()
    chinese.name = Attributed(StructuredName(family: ["王"], given: ["伟"]))
    var company = Card()
    company.organization = Attributed(Organization(name: "Acme Plumbing"))
    var nameless = Card()
    nameless.append(LabeledValue("ann@example.com"), to: \.emails)
    for version in [VCardVersion.v3_0, .v4_0] {
      #expect(try Self.roundTrip(person, version).text.contains("FN:Dr. Ann Lee\r\n"))
      #expect(try Self.roundTrip(chinese, version).text.contains("FN:王伟\r\n"))
      #expect(try Self.roundTrip(company, version).text.contains("FN:Acme Plumbing\r\n"))
      #expect(try Self.roundTrip(nameless, version).text.contains("FN:\r\n"), "no name is invented")
    }
    #expect(try !Self.roundTrip(person, .v2_1).text.contains("FN"))
    // A formatted name that is there, even empty, is written as it is.
    var given = person
    given.formattedName = Attributed("")
    #expect(try Self.roundTrip(given, .v4_0).text.contains("FN:\r\n"))
  }

  /// A 4.0 `tel:` URI was text-escaped (`tel:+1-415-555-0133\;ext=7`), which breaks the URI
  /// for readers that take a URI value as written. A URI is written as it is; jCard keeps it
  /// one string; 3.0 writes the text form; a text number keeps its escapes.
  @Test func telURIIsWrittenUnescaped() throws {
    var card = Card()
    card.formattedName = Attributed("Ann")
    card.append(LabeledValue("tel:+1-415-555-0133;ext=7", parameters: [Parameter(.value, "uri")]), to: \.phones)
    card.append(LabeledValue("+1 415 555 0134;ext"), to: \.phones)
    let (text, back) = try Self.roundTrip(card, .v4_0)
    #expect(text.contains("TEL;VALUE=uri:tel:+1-415-555-0133;ext=7\r\n"), "\(text)")
    #expect(text.contains("TEL:+1 415 555 0134\\;ext\r\n"), "\(text)")
    #expect(back.phones.map(\.value) == ["tel:+1-415-555-0133;ext=7", "+1 415 555 0134;ext"])
    let jcard = String(decoding: OutputFormat.jcard.encode(card, location: SourceLocation(file: "")).bytes, as: UTF8.self)
    #expect(jcard.contains(#""uri","tel:+1-415-555-0133;ext=7""#), "\(jcard)")
    let (v3, _) = try Self.roundTrip(card, .v3_0)
    #expect(v3.contains("TEL:+1-415-555-0133 x7\r\n"), "\(v3)")
  }

  /// 2.1 joined CATEGORIES and NICKNAME items with commas unescaped, so `a,b` came back as
  /// two items.
  @Test func commaInsideA21ListItem() throws {
    var card = Card()
    card.version = .v2_1
    card.formattedName = Attributed("Ann")
    card.append(LabeledValue("Smith, Jones & Co"), to: \.categories)
    card.append(LabeledValue("Friends"), to: \.categories)
    card.append(LabeledValue("Annie, the Great"), to: \.nicknames)
    let (text, back) = try Self.roundTrip(card, .v2_1)
    #expect(text.contains(#"X-CATEGORIES:Smith\, Jones & Co,Friends"#), "\(text)")
    #expect(back.categories.map(\.value) == ["Smith, Jones & Co", "Friends"])
    #expect(back.nicknames.map(\.value) == ["Annie, the Great"])
  }

  /// A quoted-printable value whose soft line break fell before text like `n;;36219` read as
  /// the end of the value (that line looks like an `N;` property), losing the rest of the
  /// address. Continuation lines no longer start with a name character.
  @Test func quotedPrintableContinuationIsNotAProperty() throws {
    var card = Card()
    card.version = .v2_1
    card.formattedName = Attributed("Ann")
    for pad in 0..<40 {
      // Slide the break over the text so that some continuation starts at each character.
      let street = "\n" + String(repeating: "é", count: pad)
      card.addresses = []
      card.append(LabeledValue(PostalAddress(components: [[], [], [street], ["Nguyễn"], [], ["36219"], ["TEL:x"]])), to: \.addresses)
      let (text, back) = try Self.roundTrip(card, .v2_1)
      #expect(back.addresses.map(\.value) == card.addresses.map(\.value), "pad \(pad):\n\(text)")
    }
  }
}

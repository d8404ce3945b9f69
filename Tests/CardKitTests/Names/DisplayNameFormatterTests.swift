import Testing
@testable import CardKit

@Suite struct DisplayNameFormatterTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: StructuredName
    let order: DisplayNameFormatter.NameOrder
    let expected: String
    var testDescription: String { expected }
  }

  static let cases: [Case] = [
    Case(name: StructuredName(family: ["Public"], given: ["John"], additional: ["Q."], prefixes: ["Dr."], suffixes: ["Jr."]),
         order: .automatic, expected: "Dr. John Q. Public Jr."),
    Case(name: StructuredName(family: ["Public"], given: ["John"], additional: ["Q."]), order: .family, expected: "Public John Q."),
    Case(name: StructuredName(family: ["Иванов"], given: ["Пётр"]), order: .automatic, expected: "Пётр Иванов"),
    Case(name: StructuredName(family: ["Παπαδόπουλος"], given: ["Γιώργος"]), order: .automatic, expected: "Γιώργος Παπαδόπουλος"),
    // Chinese, Japanese, Korean: family first, no space.
    Case(name: StructuredName(family: ["张"], given: ["伟"]), order: .automatic, expected: "张伟"),
    Case(name: StructuredName(family: ["欧阳"], given: ["娜娜"]), order: .automatic, expected: "欧阳娜娜"),
    Case(name: StructuredName(family: ["山田"], given: ["太郎"]), order: .automatic, expected: "山田太郎"),
    Case(name: StructuredName(family: ["やまだ"], given: ["はなこ"]), order: .automatic, expected: "やまだはなこ"),
    Case(name: StructuredName(family: ["홍"], given: ["길동"]), order: .automatic, expected: "홍길동"),
    Case(name: StructuredName(family: ["张"], given: ["伟"]), order: .given, expected: "伟张"),
    // Mixed: a CJK part puts the family first; a space only between non-CJK neighbours.
    Case(name: StructuredName(family: ["Kim"], given: ["민준"]), order: .automatic, expected: "Kim 민준"),
    Case(name: StructuredName(family: ["Zhang"], given: ["Wei"]), order: .automatic, expected: "Wei Zhang"),
    Case(name: StructuredName(family: ["Zhang"], given: ["Wei"]), order: .family, expected: "Zhang Wei"),
    Case(name: StructuredName(family: ["García", "Márquez"], given: ["Gabriel", "José"]), order: .automatic,
         expected: "Gabriel José García Márquez"),
    Case(name: StructuredName(family: ["  Smith "], given: [""], additional: ["  "]), order: .automatic, expected: "Smith"),
    Case(name: StructuredName(), order: .automatic, expected: ""),
  ]

  @Test(arguments: cases)
  func composesInScriptOrder(_ c: Case) {
    #expect(DisplayNameFormatter(order: c.order).format(c.name) == c.expected)
  }

  @Test func nicknameStyles() {
    let name = StructuredName(family: ["Smith"], given: ["Robert"], additional: ["James"])
    #expect(DisplayNameFormatter(nickname: .omitted).format(name, nickname: "Bob") == "Robert James Smith")
    #expect(DisplayNameFormatter(nickname: .quoted).format(name, nickname: "Bob") == "Robert James “Bob” Smith")
    #expect(DisplayNameFormatter(nickname: .replacesGiven).format(name, nickname: "Bob") == "Bob Smith")
    var card = NameCards.person(family: "Smith", given: "Robert")
    card.append(LabeledValue("Bob"), to: \.nicknames)
    #expect(DisplayNameFormatter(nickname: .quoted).displayName(for: card) == "Robert “Bob” Smith")
  }

  struct Fallback: Sendable, CustomTestStringConvertible {
    let card: Card
    let text: String
    let source: DisplayNameFormatter.Source
    var testDescription: String { "\(source)" }
  }

  static var fallbacks: [Fallback] {
    var fn = NameCards.formatted("  Mr. Formatted  ")
    fn.name = Attributed(StructuredName(family: [""], given: [""]))
    var org = Card()
    org.organization = Attributed(Organization(name: "", units: ["Research"]))
    org.append(LabeledValue("Nick"), to: \.nicknames)
    var company = NameCards.person(family: "Jobs", given: "Steve")
    company.organization = Attributed(Organization(name: "Apple"))
    company.extras.append(RawProperty(name: .xABShowAs, value: "COMPANY"))
    var kindOrg = NameCards.person(family: "Doe")
    kindOrg.kind = Attributed(.organization)
    kindOrg.organization = Attributed(Organization(name: "Doe Ltd"))
    var nick = Card()
    nick.append(LabeledValue(" "), to: \.nicknames)
    nick.append(LabeledValue("Bubba"), to: \.nicknames)
    var tel = Card()
    tel.append(LabeledValue("tel:+1-408-555-0100"), to: \.phones)
    return [
      Fallback(card: NameCards.person(family: "Smith", given: "Ann"), text: "Ann Smith", source: .name),
      Fallback(card: fn, text: "Mr. Formatted", source: .formattedName),
      Fallback(card: org, text: "Research", source: .organization),
      Fallback(card: company, text: "Apple", source: .organization),
      Fallback(card: kindOrg, text: "Doe Ltd", source: .organization),
      Fallback(card: nick, text: "Bubba", source: .nickname),
      Fallback(card: NameCards.nameless(email: "a@example.com", phones: ["555"]), text: "a@example.com", source: .email),
      Fallback(card: NameCards.nameless(phones: ["", "+1 408 555 0100"]), text: "+1 408 555 0100", source: .phone),
      Fallback(card: tel, text: "+1-408-555-0100", source: .phone),
      Fallback(card: Card(), text: "No Name", source: .none),
    ]
  }

  @Test(arguments: fallbacks)
  func fallbackChain(_ f: Fallback) {
    let (text, source) = DisplayNameFormatter().resolve(f.card)
    #expect(text == f.text)
    #expect(source == f.source)
    #expect(DisplayNameFormatter.hasOwnName(f.card) == !source.isNameless)
  }

  /// `hasOwnName` (what the name readers use to decide whether a card needs its email and
  /// phone) says whether `resolve` finds a name before the email, for every nickname style.
  @Test func ownNameCheckAgreesWithResolve() {
    var blankFN = Card()
    blankFN.formattedName = Attributed(" \u{3000}\t")
    var blankN = Card()
    blankN.name = Attributed(StructuredName(family: [" "], given: ["\u{00A0}"]))
    var suffixOnly = Card()
    suffixOnly.name = Attributed(StructuredName(suffixes: ["Jr."]))
    var prefixOnly = Card()
    prefixOnly.name = Attributed(StructuredName(prefixes: [" Dr."]))
    var blankOrg = Card()
    blankOrg.organization = Attributed(Organization(name: " ", units: ["", " "]))
    var control = Card()
    control.formattedName = Attributed("\u{01}")
    let cards = Self.fallbacks.map(\.card) + [blankFN, blankN, suffixOnly, prefixOnly, blankOrg, control]
    for style in [DisplayNameFormatter.NicknameStyle.omitted, .quoted, .replacesGiven] {
      for (i, card) in cards.enumerated() {
        let source = DisplayNameFormatter(nickname: style).resolve(card).source
        #expect(DisplayNameFormatter.hasOwnName(card) == !source.isNameless, "card \(i), \(style): \(source)")
      }
    }
    #expect(DisplayNameFormatter.hasOwnName(suffixOnly) && DisplayNameFormatter.hasOwnName(control))
    #expect(!DisplayNameFormatter.hasOwnName(blankFN) && !DisplayNameFormatter.hasOwnName(blankN) && !DisplayNameFormatter.hasOwnName(blankOrg))
  }

  @Test func noNameTextIsConfigurable() {
    #expect(DisplayNameFormatter(noName: "Sans nom").displayName(for: Card()) == "Sans nom")
  }
}

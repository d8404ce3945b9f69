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
    #expect(DisplayNameFormatter().source(of: f.card) == f.source)
    #expect(DisplayNameFormatter().text(of: f.card, from: f.source) == f.text)
  }

  /// The chain of ``DisplayNameFormatter/resolve(_:)`` written the plain way: compose each
  /// candidate and take the first with text. `source(of:)` finds the same without composing.
  static func composedSource(_ f: DisplayNameFormatter, _ card: Card) -> DisplayNameFormatter.Source {
    let org = card.organization?.value.components.map(\.trimmedName).first { !$0.isEmpty }
    if card.isCompanyCard, org != nil { return .organization }
    let nick = card.nicknames.map { $0.value.trimmedName }.first { !$0.isEmpty }
    if let name = card.name?.value, !f.format(name, nickname: nick).isEmpty { return .name }
    if let fn = card.formattedName?.value, !fn.trimmedName.isEmpty { return .formattedName }
    if org != nil { return .organization }
    if nick != nil { return .nickname }
    if card.emails.contains(where: { !$0.value.trimmedName.isEmpty }) { return .email }
    if card.phones.contains(where: { !DisplayNameFormatter.phoneText($0.value).isEmpty }) { return .phone }
    return .none
  }

  static var edgeCards: [Card] {
    var blankFN = Card()
    blankFN.formattedName = Attributed(" \u{3000}\t")
    var blankN = Card()
    blankN.name = Attributed(StructuredName(family: [" "], given: ["\u{00A0}"]))
    var suffixOnly = Card()
    suffixOnly.name = Attributed(StructuredName(suffixes: ["Jr."]))
    var prefixOnly = Card()
    prefixOnly.name = Attributed(StructuredName(prefixes: [" Dr."]))
    var sixthOnly = Card()
    sixthOnly.name = Attributed(StructuredName(extra: [["shown nowhere"]]))
    var blankOrg = Card()
    blankOrg.organization = Attributed(Organization(name: " ", units: ["", " "]))
    var control = Card()
    control.formattedName = Attributed("\u{01}")
    var emptyNameWithNickname = Card()
    emptyNameWithNickname.name = Attributed(StructuredName())
    emptyNameWithNickname.append(LabeledValue("Bob"), to: \.nicknames)
    var telOnly = Card()
    telOnly.append(LabeledValue("tel:"), to: \.phones)
    return [blankFN, blankN, suffixOnly, prefixOnly, sixthOnly, blankOrg, control, emptyNameWithNickname, telOnly]
  }

  @Test func sourceIsWhatComposingFinds() throws {
    var cards = Self.fallbacks.map(\.card) + Self.edgeCards
    let own = Paths.files(in: Paths.corpora.appendingPathComponent("vcard"), extensions: ["vcf"])
    for url in own { cards += try BookReader.readAll(path: url.path).cards.map(\.card) }
    _ = try Paths.requireExternal()
    for entry in ManifestEntry.all { cards += try BookReader.readAll(path: entry.url.path).cards.map(\.card) }
    #expect(cards.count > 600)
    for style in [DisplayNameFormatter.NicknameStyle.omitted, .quoted, .replacesGiven] {
      let f = DisplayNameFormatter(nickname: style)
      for (i, card) in cards.enumerated() {
        let expected = Self.composedSource(f, card)
        #expect(f.source(of: card) == expected, "card \(i), \(style)")
        #expect(f.resolve(card).source == expected, "card \(i), \(style)")
      }
    }
    // A quoted or replacing nickname makes a name of an empty N; left out, the nickname shows.
    let nicknamed = Self.edgeCards[7]
    #expect(DisplayNameFormatter(nickname: .quoted).resolve(nicknamed) == ("“Bob”", .name))
    #expect(DisplayNameFormatter(nickname: .omitted).resolve(nicknamed) == ("Bob", .nickname))
    #expect(DisplayNameFormatter().source(of: Self.edgeCards[4]) == .none, "a sixth component is not shown")
    #expect(DisplayNameFormatter().resolve(Self.edgeCards[8]) == ("tel:", .phone))
  }

  @Test func noNameTextIsConfigurable() {
    #expect(DisplayNameFormatter(noName: "Sans nom").displayName(for: Card()) == "Sans nom")
  }
}

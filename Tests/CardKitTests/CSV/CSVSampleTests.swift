import Testing
@testable import CardKit

/// Each sample of `corpora/csv` gives the cards its README line describes.
@Suite struct CSVSampleTests {
  struct Sample: Sendable, CustomTestStringConvertible {
    var file: String
    var layout: CSVLayout
    var encoding: CSVEncoding
    var delimiter: CSVDelimiter
    /// `code@line` of every finding, in order.
    var findings: [String]
    /// Each card as ``CSVCardSummary`` lines.
    var cards: [[String]]
    var testDescription: String { file }
  }

  static let samples: [Sample] = [
    Sample(
      file: "google-current", layout: .googleCurrent, encoding: .utf8, delimiter: .comma,
      findings: ["S015@2"],
      cards: [
        ["N Quintero;Marisol;;;", "NICKNAME Sol", "ORG Bakery Oriente;Pastry", "TITLE Head Baker", "TEL +34 612 345 678 [cell pref=1]", "TEL +34 699 000 111 [cell]", "TEL +34 915 550 100 [work fax]", "EMAIL marisol@example.net [home pref=1]", "EMAIL orders@bakery.example [work]", "ADR ;Local 2;Calle Mayor 3;Madrid;Comunidad de Madrid;28013;Spain [work] label=\"Calle Mayor 3\\n28013 Madrid\\nSpain\"", "URL https://bakery.example/sol [\"Profile\"]", "IMPP skype:marisol.q [\"Skype\"]", "BDAY 19880714", "ANNIVERSARY 20120519", "NOTE \"Prefers calls after 3pm.\\nAllergic to walnuts, \\\"really\\\".\"", "CATEGORY Starred", "CATEGORY Suppliers", "item1.X-ABRELATEDNAMES:Inés Quintero", "item1.X-ABLabel:Sister", "item2.X-CUSTOM-FIELD:38", "item2.X-ABLabel:Shoe size"],
        ["N Watanabe;Kenji;;;", "TEL +81 90-0000-1111 [\"Emergency\"]", "BDAY --0229", "X-PHONETIC-LAST-NAME:わたなべ", "X-PHONETIC-FIRST-NAME:けんじ"],
      ]),
    Sample(
      file: "google-legacy-utf16", layout: .googleLegacy, encoding: .utf16LittleEndian, delimiter: .comma,
      findings: ["S015@2"],
      cards: [
        ["FN Dr. Þóra Jónsdóttir", "N Jónsdóttir;Þóra;;Dr.;", "ORG Veðurstofa Íslands;Geohazards", "TITLE Senior Researcher", "ROLE Geologist", "ROLE Monitors Katla", "TEL +354 555 1234 [cell]", "TEL +354 555 9876 [home]", "EMAIL thora@example.is [work pref=1]", "URL https://example.is/thora [homepage]", "BDAY 19750302", "NOTE \"Field season in June.\"", "CATEGORY Volcano Club", "X-GENDER:female", "HOBBY:Hiking", "X-ORGANIZATION-LOCATION:Reykjavík", "X-ORGANIZATION-SYMBOL:VI", "X-ORGANIZATION-TYPE:Work"],
        ["FN Łukasz Wiśniewski", "N Wiśniewski;Łukasz;;;", "NICKNAME Łuki", "TEL +48 22 000 00 00 [work fax]", "EMAIL lukasz@example.pl [other]", "EMAIL l.wisniewski@example.com [other]"],
      ]),
    Sample(
      file: "outlook-desktop-cp1252", layout: .outlookDesktop, encoding: .windows1252, delimiter: .comma,
      findings: ["S001@0"],
      cards: [
        ["N Müller-Lefèvre;Hélène;;Mme;", "ORG Brasserie Été", "TITLE Gérante", "TEL +33 3 88 00 00 02 [work fax]", "TEL +33 3 88 00 00 01 [work]", "TEL +33 6 12 34 56 78 [cell]", "TEL 555 0199 [pager]", "EMAIL helene@example.fr", "ADR ;;12, rue de l\'Église;Strasbourg;;67000;France [work]", "BDAY --0517", "NOTE \"Prix: 25 € la caisse.\\r\\nLivraison le mardi.\"", "CATEGORY Fournisseurs", "CATEGORY Clients VIP", "X-EMAIL-TYPE:SMTP", "X-EMAIL-DISPLAY-NAME:Hélène Müller-Lefèvre (helene@example.fr)", "X-GENDER:Female", "X-SPOUSE:Günther"],
        ["N Straße;Björn;;;", "TEL +49 221 000000 [home]", "ADR ;;Hauptstraße 5;Köln;;50667;Deutschland [home]", "URL https://example.de/björn", "BDAY 19701224", "ANNIVERSARY 19990601"],
      ]),
    Sample(
      file: "outlook-google", layout: .outlookFromGoogle, encoding: .utf8, delimiter: .comma,
      findings: ["S015@2"],
      cards: [
        ["N Raman;Priya;;;", "ORG Infra Labs", "TITLE SRE", "TEL +91 98765 43210 [cell]", "TEL +91 80 0000 0000 [work]", "EMAIL priya@example.in", "ADR ;;;;;; [home] label=\"14 MG Road, Bengaluru 560001, India\"", "BDAY 19901105", "CATEGORY Colleagues"],
        ["N Ó Briain;Tomás;;;", "TEL +353 1 000 0000 [home]", "EMAIL tomas@example.ie", "EMAIL tob@work.example", "ADR ;;1 Quay St;Galway;;H91;Ireland [home]", "NOTE \"Met at the ceilidh.\""],
      ]),
    Sample(
      file: "outlook-web-semicolon", layout: .outlookWeb, encoding: .utf8, delimiter: .semicolon,
      findings: [],
      cards: [
        ["N Bianchi;Giulia;;;", "NICKNAME Giuli", "ORG Studio Bianchi, S.r.l.", "TITLE Architetta", "TEL +39 06 0000 0000 [home]", "TEL +39 333 000 0000 [cell]", "EMAIL giulia@example.it", "URL https://giulia.example [home]", "BDAY --0308", "NOTE \"Usa il punto e virgola; sempre.\""],
        ["N Ek;Mårten;;;", "ORG KTH", "TITLE Lektor", "TEL +46 8 000 00 00 [work]", "EMAIL marten@example.se", "EMAIL m.ek@example.com", "EMAIL ek@kth.example"],
      ]),
    Sample(
      file: "thunderbird-tab", layout: .thunderbird, encoding: .utf8, delimiter: .tab,
      findings: [],
      cards: [
        ["FN Ada Okafor", "N Okafor;Ada;;;", "ORG Okafor & Sons", "TEL +234 1 000 0000 [work]", "TEL +234 803 000 0000 [cell]", "EMAIL ada@example.ng", "EMAIL ada.o@example.com", "ADR ;;7 Marina Road+Flat 3;Lagos;;;Nigeria [home]", "URL https://okafor.example [work]", "BDAY 19820109", "NOTE \"Tab\\tinside, quoted.\"", "X-CUSTOM1:Chess club"],
        ["FN Front Desk", "TEL +1 555 0100 [work]", "BDAY --0401"],
      ]),
    Sample(
      file: "generic", layout: .generic, encoding: .utf8, delimiter: .comma,
      findings: [],
      cards: [
        ["FN Ngozi Adeyemi-Clarke", "N Adeyemi-Clarke;Ngozi;Ife+Ada;; [\"SORT-AS=Adeyemi,Ngozi\"]", "KIND individual", "ORG Clarke & Partners, LLP;Litigation;London office", "TEL +44 20 7946 0000 [work voice pref=1]", "TEL +44 7700 900123 [cell \"Personal mobile\" group=item1]", "EMAIL ngozi@example.co.uk [work internet]", "ADR ;Floor 4;1 Fleet Street;London;;EC4Y 1AA;United Kingdom [work GEO=geo:51.5138,-0.1087]", "BDAY 19791030", "NOTE \"Prefers email.\\r\\nReply within a day.\"", "CATEGORY Clients", "CATEGORY Barristers", "X-ABUID:5A1B-22C4", "X-SOCIALPROFILE;TYPE=linkedin:https://linkedin.example/in/ngozi"],
        ["FN Unit 7 Robotics", "KIND org", "ORG Unit 7 Robotics", "TEL +1 555 0107 [work]", "EMAIL hello@unit7.example", "BDAY --1201", "CATEGORY Vendors"],
      ]),
    Sample(
      file: "custom-crm-broken", layout: .custom, encoding: .utf8, delimiter: .comma,
      findings: ["S010@1", "S011@3", "S011@3", "S008@4", "S004@5", "S008@6", "S011@6"],
      cards: [
        ["FN Rosa Delgado", "ORG Delgado Imports", "TEL +52 55 0000 0000 [cell]", "EMAIL rosa@delgado.example [work]", "URL @rosadelgado [\"Twitter\"]", "CATEGORY import", "CATEGORY vip", "X-LEAD-SCORE:87", "X-OWNER:jmartin"],
        ["FN Chen Wei", "ORG Wei Trading", "TEL +86 10 0000 0000 [cell]", "EMAIL chen@wei.example [work]"],
        ["FN Omar Haddad", "ORG \"Hammer Tools", "TEL +971 4 000 0000 [cell]", "EMAIL omar@hammer.example [work]", "X-LEAD-SCORE:12", "X-OWNER:jmartin"],
        ["FN Fatima Zahra", "ORG Atlas Tech", "TEL +212 600 000000 [cell]", "EMAIL fatima@atlas.example [work]", "URL @fz [\"Twitter\"]", "CATEGORY tech", "CATEGORY partner", "X-LEAD-SCORE:55", "X-OWNER:jmartin", "X-CSV-COLUMN-9:extra-field"],
        ["FN Last Row", "EMAIL last@example.org [work]"],
      ]),
  ]

  @Test(arguments: samples)
  func sample(_ s: Sample) throws {
    let path = CSVTestPaths.packageRoot + "/corpora/csv/\(s.file).csv"
    let read = try CSVReader.read(file: InputFile(path: path))
    #expect(read.layout == s.layout)
    #expect(read.encoding == s.encoding)
    #expect(read.delimiter == s.delimiter)
    #expect(read.diagnostics.map { "\($0.code.rawValue)@\($0.location.line)" } == s.findings)
    #expect(read.cards.count == s.cards.count)
    for (card, expected) in zip(read.cards, s.cards) {
      #expect(CSVCardSummary.lines(card) == expected)
    }
  }

  @Test func everySampleHasAReadmeLineAndATest() throws {
    let readme = String(decoding: try InputFile(path: CSVTestPaths.packageRoot + "/corpora/csv/README.md").readAll(), as: UTF8.self)
    for s in Self.samples { #expect(readme.contains("`\(s.file).csv`"), "\(s.file)") }
    #expect(Self.samples.count == 8)
  }

  @Test func samplesSurviveTheGenericRoundTrip() throws {
    for s in Self.samples {
      let cards = try CSVReader.read(file: InputFile(path: CSVTestPaths.packageRoot + "/corpora/csv/\(s.file).csv")).cards
      let written = CSVWriter.write(cards: cards, layout: .generic)
      let back = CSVReader.read(bytes: written.bytes, fileName: "rt.csv")
      #expect(back.cards == cards, "\(s.file)")
      #expect(back.diagnostics.isEmpty, "\(s.file): \(back.diagnostics)")
    }
  }
}

import Foundation
import Testing

@testable import CardKit

/// One rule, a card that breaks it (with the line and column of the finding) and a card that
/// does not.
struct RuleCase: Sendable, CustomTestStringConvertible {
  var code: DiagnosticCode
  var positive: String
  var line: Int
  var column: Int
  var negative: String
  var region: PhoneNormalizationOptions.RegionChoice = .fixed(PhoneRegion("US")!)
  var maxInline = 256 * 1024

  var testDescription: String { code.rawValue }
}

private let base = LintFixture.base
private func card(_ lines: [String], _ version: String = "3.0") -> String { LintFixture.card(version, lines) }
private func with(_ extra: [String], _ version: String = "3.0") -> String { card(base + extra, version) }
private func without(_ prefix: String, _ version: String = "3.0", plus extra: [String] = []) -> String {
  card(base.filter { !$0.hasPrefix(prefix) } + extra, version)
}

/// Lines: 1 BEGIN, 2 VERSION, 3 N, 4 FN, 5 TEL, 6 UID, 7 the first extra line.
let ruleCases: [RuleCase] = [
  RuleCase(code: .lintMissingFN, positive: without("FN:"), line: 1, column: 1, negative: with([])),
  RuleCase(code: .lintMissingN, positive: without("N:"), line: 1, column: 1, negative: with([])),
  RuleCase(code: .lintRepeatedProperty, positive: with(["BDAY:1985-04-12", "BDAY:1986-04-12"]), line: 8, column: 1, negative: with(["BDAY:1985-04-12"])),
  RuleCase(code: .lintComponentCount, positive: card(["N:Lee;Ann", "FN:Ann Lee", "TEL;TYPE=CELL:+1 650-253-0000", "UID:1"]), line: 3, column: 1, negative: with([])),
  RuleCase(code: .lintNameCase, positive: card(["N:Lee;Ann;;;", "fn:Ann Lee", "TEL;TYPE=CELL:+1 650-253-0000", "UID:1"]), line: 4, column: 1, negative: with([])),
  RuleCase(code: .lintUnknownProperty, positive: with(["FOO:bar"]), line: 7, column: 1, negative: with(["X-FOO:bar"])),
  RuleCase(code: .lintPropertyVersion, positive: with(["KIND:individual"]), line: 7, column: 1, negative: with(["KIND:individual"], "4.0")),
  RuleCase(
    code: .lintGroupMismatch,
    positive: card(["TEST.N:Lee;Ann;;;", "FN:Ann Lee", "TEST.TEL;TYPE=CELL:+1 650-253-0000", "TEST.UID:1"]).replacingOccurrences(of: "VERSION", with: "TEST.VERSION").replacingOccurrences(of: "BEGIN:", with: "TEST.BEGIN:").replacingOccurrences(of: "END:", with: "TEST.END:"),
    line: 4, column: 1,
    negative: card(["TEST.N:Lee;Ann;;;", "TEST.FN:Ann Lee", "TEST.TEL;TYPE=CELL:+1 650-253-0000", "TEST.UID:1"]).replacingOccurrences(of: "VERSION", with: "TEST.VERSION").replacingOccurrences(of: "BEGIN:", with: "TEST.BEGIN:").replacingOccurrences(of: "END:", with: "TEST.END:")),
  RuleCase(code: .lintParameterName, positive: with(["NOTE;X_Y=1:hi"]), line: 7, column: 1, negative: with(["NOTE;X-Y=1:hi"])),
  // Names are checked as written: the reader reads `TYPE =` and `; TYPE=` as TYPE.
  RuleCase(code: .lintParameterName, positive: with(["TEL;TYPE =CELL:+1 650-253-0001"]), line: 7, column: 1, negative: with(["TEL;TYPE=CELL:+1 650-253-0001"])),
  RuleCase(code: .lintParameterName, positive: with(["TEL; TYPE=CELL:+1 650-253-0001"]), line: 7, column: 1, negative: with(["TEL;X-A=\"b; c=d\";TYPE=CELL:+1 650-253-0001"])),
  RuleCase(code: .lintUnknownParameter, positive: with(["NOTE;FOO=1:hi"]), line: 7, column: 1, negative: with(["NOTE;X-FOO=1:hi"])),
  RuleCase(code: .lintParameterVersion, positive: with(["EMAIL;PREF=1:ann@example.com"]), line: 7, column: 1, negative: with(["EMAIL;PREF=1:ann@example.com"], "4.0")),
  RuleCase(code: .lintTypeValue, positive: with(["ADR;TYPE=invalid:;;1 Main St;Springfield;;;"]), line: 7, column: 1, negative: with(["ADR;TYPE=HOME:;;1 Main St;Springfield;;;"])),
  RuleCase(code: .lintPrefValue, positive: with(["EMAIL;PREF=0:ann@example.com"], "4.0"), line: 7, column: 1, negative: with(["EMAIL;PREF=1:ann@example.com"], "4.0")),
  RuleCase(code: .lintEncoding, positive: with(["PHOTO;ENCODING=BASE64;TYPE=JPEG:AAAA"]), line: 7, column: 1, negative: with(["PHOTO;ENCODING=b;TYPE=JPEG:AAAA"])),
  RuleCase(code: .lintCharset, positive: with(["NOTE;CHARSET=UTF-8:hi"]), line: 7, column: 1, negative: with(["NOTE;CHARSET=UTF-8:hi"], "2.1")),
  RuleCase(code: .lintValueType, positive: with(["URL;VALUE=date:https://example.com"]), line: 7, column: 1, negative: with(["URL;VALUE=uri:https://example.com"])),
  // RFC 9554's SOCIALPROFILE is a URI or, with VALUE=text, a user name.
  RuleCase(
    code: .lintValueType, positive: with(["SOCIALPROFILE;VALUE=date:https://example.social/@ann"], "4.0"), line: 7, column: 1,
    negative: with(["SOCIALPROFILE;SERVICE-TYPE=Mastodon;VALUE=text:@ann@example.social"], "4.0")),
  RuleCase(code: .lintParameterValue, positive: with(["NOTE;LANGUAGE=en-:hi"]), line: 7, column: 1, negative: with(["NOTE;LANGUAGE=en:hi"])),
  RuleCase(
    code: .lintParameterValue, positive: card(["N:Lee;Ann;;;", "FN:Ann Lee", "TEL;TYPE=HOME,VOICE:+1 650-253-0000"], "2.1"), line: 5, column: 1,
    negative: card(["N:Lee;Ann;;;", "FN:Ann Lee", "TEL;TYPE=HOME;TYPE=VOICE;X-A=\"a,b\":+1 650-253-0000"], "2.1")),
  RuleCase(code: .lintDateTime, positive: with(["BDAY:1985-02-30"]), line: 7, column: 1, negative: with(["BDAY:1985-02-28"])),
  RuleCase(code: .lintDateForm, positive: with(["BDAY:--0415"]), line: 7, column: 1, negative: with(["BDAY:--0415"], "4.0")),
  RuleCase(code: .lintUTCOffset, positive: with(["TZ:5:00"]), line: 7, column: 1, negative: with(["TZ:-05:00"])),
  RuleCase(code: .lintGeo, positive: with(["GEO:91.0;10.0"]), line: 7, column: 1, negative: with(["GEO:37.386;-122.083"])),
  RuleCase(code: .lintURI, positive: with(["URL:www.example.com"]), line: 7, column: 1, negative: with(["URL:https://www.example.com"])),
  RuleCase(
    code: .lintURI, positive: with(["SOCIALPROFILE:@ann@example.social"], "4.0"), line: 7, column: 1,
    negative: with(["SOCIALPROFILE;SERVICE-TYPE=Mastodon;VALUE=text:@ann@example.social"], "4.0")),
  // A value marked VALUE=uri is a URI in every version, a 3.0 RELATED (a 4.0 property, L007) too.
  RuleCase(code: .lintURI, positive: with(["RELATED;VALUE=uri:ann lee"]), line: 7, column: 1, negative: with(["RELATED;VALUE=uri:urn:uuid:ann-lee-2"])),
  RuleCase(code: .lintURI, positive: with(["RELATED;VALUE=uri:ann lee"], "4.0"), line: 7, column: 1, negative: with(["RELATED;VALUE=text:ann lee"], "4.0")),
  RuleCase(code: .lintEmail, positive: with(["EMAIL:ann.example.com"]), line: 7, column: 1, negative: with(["EMAIL:ann@example.com"])),
  RuleCase(code: .lintKindMember, positive: with(["MEMBER:urn:uuid:1"], "4.0"), line: 7, column: 1, negative: with(["KIND:group", "MEMBER:urn:uuid:1"], "4.0")),
  RuleCase(code: .lintControlCharacters, positive: with(["NOTE:a\u{7F}b"]), line: 7, column: 1, negative: with(["NOTE:ab"])),
  RuleCase(code: .lintLineLength, positive: with(["NOTE:" + String(repeating: "a", count: 80)]), line: 7, column: 76, negative: with(["NOTE:" + String(repeating: "a", count: 70)])),
  RuleCase(code: .lintLineEnding, positive: with([]).replacingOccurrences(of: "\r\n", with: "\n"), line: 1, column: 12, negative: with([])),
  RuleCase(code: .lintMediaValue, positive: with(["PHOTO:http://example.com/a.jpg"]), line: 7, column: 1, negative: with(["PHOTO;VALUE=uri:http://example.com/a.jpg"])),
  RuleCase(code: .lintEnumeratedValue, positive: with(["GENDER:X"], "4.0"), line: 7, column: 1, negative: with(["GENDER:F"], "4.0")),
  // RFC 6869 registers KIND:device.
  RuleCase(code: .lintEnumeratedValue, positive: with(["KIND:robot"], "4.0"), line: 7, column: 1, negative: with(["KIND:device"], "4.0")),
  RuleCase(code: .lintNameless, positive: card(["N:;;;;", "FN:", "EMAIL:ann@example.com", "UID:1"]), line: 1, column: 1, negative: with([])),
  RuleCase(code: .lintNoPhone, positive: without("TEL"), line: 1, column: 1, negative: with([])),
  // An empty TEL is no number.
  RuleCase(code: .lintNoPhone, positive: without("TEL", plus: ["TEL;TYPE=CELL:"]), line: 1, column: 1, negative: with([])),
  RuleCase(code: .lintGarbageLabel, positive: without("TEL", plus: ["TEL;TYPE=asdf:+1 650-253-0000"]), line: 6, column: 1, negative: with([])),
  RuleCase(code: .lintUnlabeledPhone, positive: without("TEL", plus: ["TEL:+1 650-253-0000"]), line: 6, column: 1, negative: with([])),
  // An empty TEL is no number to label (L038 says it is empty).
  RuleCase(code: .lintUnlabeledPhone, positive: without("TEL", plus: ["TEL:+1 650-253-0000"]), line: 6, column: 1, negative: with(["TEL:"])),
  RuleCase(code: .lintInvalidPhone, positive: without("TEL", plus: ["TEL;TYPE=CELL:+1 111-555-1212"]), line: 6, column: 1, negative: with([])),
  RuleCase(
    code: .lintPhoneRegion, positive: without("TEL", plus: ["TEL;TYPE=CELL:(650) 253-0000"]), line: 6, column: 1,
    negative: with([]), region: .auto),
  RuleCase(
    code: .lintSharedNumber, positive: with([]) + card(["N:Roe;Bo;;;", "FN:Bo Roe", "TEL;TYPE=HOME:+16502530000", "UID:2"]),
    line: 12, column: 1, negative: with([]) + card(["N:Roe;Bo;;;", "FN:Bo Roe", "TEL;TYPE=HOME:+1 650-253-0001", "UID:2"])),
  RuleCase(code: .lintDuplicateValue, positive: with(["TEL;TYPE=CELL:+1 650-253-0000"]), line: 7, column: 1, negative: with(["TEL;TYPE=HOME:+1 650-253-0000"])),
  RuleCase(code: .lintEmptyValue, positive: with(["TITLE:"]), line: 7, column: 1, negative: with(["TITLE:Boss"])),
  // Properties the CSV check of the model does not look at: found from the lines as written.
  RuleCase(code: .lintEmptyValue, positive: with(["ORG:", "NICKNAME:"]), line: 8, column: 1, negative: with(["ORG:Acme", "NICKNAME:Annie"])),
  RuleCase(code: .lintLargePhoto, positive: with(["PHOTO;ENCODING=b;TYPE=JPEG:AAAAAAAA"]), line: 7, column: 1, negative: with(["PHOTO;ENCODING=b;TYPE=JPEG:AAAA"]), maxInline: 4),
  RuleCase(code: .lintMissingUID, positive: without("UID"), line: 1, column: 1, negative: with([])),
  RuleCase(code: .lintLabelSpelling, positive: without("TEL", plus: ["TEL;TYPE=mobile:+1 650-253-0000"]), line: 6, column: 1, negative: with([])),
  RuleCase(
    code: .lintSharedUID, positive: with([]) + card(["N:Roe;Bo;;;", "FN:Bo Roe", "TEL;TYPE=HOME:+1 650-253-0001", "UID:ann-lee-1"]),
    line: 13, column: 1, negative: with([]) + card(["N:Roe;Bo;;;", "FN:Bo Roe", "TEL;TYPE=HOME:+1 650-253-0001", "UID:2"])),
  // Ann Lee again as "Lee, Ann" with her number written nationally: likely the same person;
  // the same number under another name is not.
  RuleCase(
    code: .lintLikelyDuplicate, positive: with([]) + card(["N:Lee;Ann;;;", "FN:Lee\\, Ann", "TEL;TYPE=WORK:(650) 253-0000", "UID:2"]),
    line: 8, column: 1, negative: with([]) + card(["N:Roe;Bo;;;", "FN:Bo Roe", "TEL;TYPE=HOME:+1 650-253-0000", "UID:2"])),
  RuleCase(code: .lintBeginEndLine, positive: with([]).replacingOccurrences(of: "BEGIN:VCARD\r\n", with: "BEGIN:VCARD \r\n"), line: 1, column: 12, negative: with([])),
]

@Suite struct LintRuleTests {
  private func options(_ c: RuleCase) -> LintOptions {
    var options = LintFixture.allRules(region: c.region)
    options.maxInlineMediaBytes = c.maxInline
    return options
  }

  @Test(arguments: ruleCases) func positiveCaseReportsTheCodeAtItsPosition(_ c: RuleCase) throws {
    let report = try LintFixture.lint(c.positive, options: options(c))
    let found = report.diagnostics.filter { $0.code == c.code }
    #expect(!found.isEmpty, "no \(c.code) in \(report.diagnostics.map(\.description))")
    #expect(found.contains { $0.location.line == c.line && $0.location.column == c.column }, "\(found.map(\.description))")
    #expect(found.allSatisfy { $0.location.cardIndex != nil && $0.cardName?.isEmpty == false })
  }

  @Test(arguments: ruleCases) func negativeCaseDoesNotReportTheCode(_ c: RuleCase) throws {
    let report = try LintFixture.lint(c.negative, options: options(c))
    let found = report.diagnostics.filter { $0.code == c.code }
    #expect(found.isEmpty, "\(found.map(\.description))")
  }

  /// A rule finds the same alone as among every rule: what the reader collects for a run (the
  /// syntax record, the whole model) serves every rule that runs, whichever others run with it.
  @Test(arguments: ruleCases) func ruleFindsTheSameAloneAsAmongEveryRule(_ c: RuleCase) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-alone-\(UUID().uuidString).vcf")
    try Data(c.positive.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    func found(_ options: LintOptions) throws -> [String] {
      try Linter(options: options).lint(paths: [url.path]).diagnostics.filter { $0.code == c.code }
        .map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.message) (\($0.cardName ?? "-"))" }
    }
    var alone = options(c)
    alone.rules = [c.code]
    let among = try found(options(c))
    let single = try found(alone)
    #expect(!among.isEmpty)
    #expect(single == among, "alone: \(single)\namong every rule: \(among)")
  }

  /// A bad parameter name is reported once: by L009, which reads the names as written (white
  /// space around a name included, quoted values skipped), or, for a value without a name, by
  /// the reader (V010). A bare 2.1 parameter is a value, not a name.
  @Test(arguments: [
    ("TEL;TYPE =CELL:+1 650-253-0001", 1, 0), ("TEL; TYPE=CELL:+1 650-253-0001", 1, 0), ("TEL;TY PE=CELL:+1 650-253-0001", 1, 0),
    ("TEL;TYPE=CELL;X_A=1:+1 650-253-0001", 1, 0), ("NOTE; =x:hi", 0, 1), ("NOTE;=x:hi", 0, 1),
    ("TEL;X-A=\"b; c=d\",\"e;f\";TYPE=CELL:+1 650-253-0001", 0, 0), ("TEL;HOME; CELL:+1 650-253-0001", 0, 0),
  ])
  func badParameterNameIsReportedOnce(_ line: String, _ l009: Int, _ v010: Int) throws {
    let report = try LintFixture.lint(LintFixture.card("3.0", LintFixture.base + [line]))
    let found = report.diagnostics.filter { $0.location.line == 7 }
    #expect(found.filter { $0.code == .lintParameterName }.count == l009, "\(found.map(\.description))")
    #expect(found.filter { $0.code == .invalidParameter }.count == v010, "\(found.map(\.description))")
  }

  @Test func everyRuleHasACase() {
    let covered = Set(ruleCases.map(\.code))
    for rule in LintCatalogue.rules { #expect(covered.contains(rule.code), "no test case for \(rule.code)") }
    // A rule with two checks may have a case for each; no case names a code that is no rule.
    #expect(covered == Set(LintCatalogue.rules.map(\.code)))
  }

  /// The catalogue says how each rule runs instead of casting; what it says must be the one
  /// protocol the rule conforms to (a rule listed as a card rule that is a line rule would
  /// never see a line), and the label rules must be the ones that read labels.
  @Test func catalogueKindsAreTheRulesProtocols() {
    for run in LintCatalogue.runs {
      let rule = run.rule
      let protocols = [rule is any LineRule, rule is any CardRule, rule is any PhoneRule, rule is any BookRule]
      #expect(protocols.filter { $0 }.count == 1, "\(rule.code) conforms to one rule protocol")
      switch run {
      case .line: #expect(protocols[0], "\(rule.code) is listed as a line rule")
      case .card(let card):
        #expect(protocols[1], "\(rule.code) is listed as a card rule")
        #expect(card.readsLabels == (rule is any LabelRule), "\(rule.code) reads labels only if it is a label rule")
      case .phone: #expect(protocols[2], "\(rule.code) is listed as a phone rule")
      case .book: #expect(protocols[3], "\(rule.code) is listed as a book rule")
      }
    }
    #expect(LintCatalogue.runs.contains { if case .card(let rule) = $0 { rule.readsLabels } else { false } })
  }

  @Test func disabledRulesDoNotRun() throws {
    var options = LintFixture.allRules()
    try LintSelection(start: .all, disable: ["L031", "missing-uid"]).apply(to: &options)
    let report = try LintFixture.lint(without("TEL", plus: []).replacingOccurrences(of: "UID:ann-lee-1\r\n", with: ""), options: options)
    #expect(!report.diagnostics.contains { $0.code == .lintNoPhone || $0.code == .lintMissingUID })
    #expect(throws: LintSelection.UnknownCode.self) { try LintSelection(enable: ["L999"]).apply(to: &options) }
  }

  @Test func readerFindingsAreReportedAndCanBeDisabled() throws {
    let text = "BEGIN:VCARD\r\nN:Lee;Ann;;;\r\nFN:Ann Lee\r\nEND:VCARD\r\n"
    let report = try LintFixture.lint(text)
    #expect(report.diagnostics.contains { $0.code == .missingVersion })
    var options = LintFixture.allRules()
    try LintSelection(start: .all, disable: ["V015"]).apply(to: &options)
    #expect(!(try LintFixture.lint(text, options: options)).diagnostics.contains { $0.code == .missingVersion })
  }

  /// A card without a VERSION is checked against the version the reader read it as (its V015
  /// finding names it): its faults are not skipped for want of a version.
  @Test(arguments: [
    ("GEO:200;5", DiagnosticCode.lintGeo, "3.0"),
    ("ADR:;;1 Main St;Town", .lintComponentCount, "3.0"),
    ("TEL;TYPE=Emergency:+1 650 253 0000", .lintTypeValue, "3.0"),
    ("EMAIL;PREF=0:ann@example.com", .lintPrefValue, "4.0"),
  ])
  func cardWithoutVersionIsCheckedAsRead(_ line: String, _ code: DiagnosticCode, _ readAs: String) throws {
    let text = "BEGIN:VCARD\r\nN:Lee;Ann;;;\r\nFN:Ann Lee\r\n\(line)\r\nEND:VCARD\r\n"
    let report = try LintFixture.lint(text)
    #expect(report.diagnostics.contains { $0.code == .missingVersion && $0.message.hasSuffix("read as vCard \(readAs)") })
    let found = report.diagnostics.filter { $0.code == code }
    #expect(found.count == 1, "\(report.diagnostics.map(\.description))")
    #expect(found.first?.location.line == 4)
  }

  /// The card rules that depend on the version (FN required from 3.0) check a card without
  /// one too, also when no rule that reads the syntax record is selected.
  @Test func missingFNOfCardWithoutVersionIsFoundByTheCardRuleAlone() throws {
    var options = LintFixture.allRules()
    options.rules = [.lintMissingFN]
    let report = try LintFixture.lint("BEGIN:VCARD\r\nN:Lee;Ann;;;\r\nEND:VCARD\r\n", options: options)
    #expect(report.diagnostics.map(\.code) == [.missingVersion, .lintMissingFN], "\(report.diagnostics.map(\.description))")
  }

  @Test func conformanceSelectionRunsNoHygieneRule() throws {
    var options = LintFixture.allRules()
    try LintSelection(start: .categories([.conformance])).apply(to: &options)
    #expect(!options.rules.isEmpty)
    #expect(options.rules.allSatisfy { LintCatalogue.rule(for: $0)?.category == .conformance })
    #expect(!options.rules.contains(.lintNameCase), "rules off by default stay off")
  }

  /// The control-character search (byte searches for values, a loop for parameters) finds the
  /// same first control as a plain scan of the scalars, in texts that mix every kind.
  @Test func controlCharacterSearchMatchesAScalarScan() {
    func oracle(_ text: String, allowC0: Bool) -> String? {
      for scalar in text.unicodeScalars {
        let v = scalar.value
        if v == 0x7F || (0x80...0x9F).contains(v) || (!allowC0 && v < 0x20 && v != 0x09 && v != 0x0A) {
          return "U+" + String(repeating: "0", count: 4 - String(v, radix: 16).count) + String(v, radix: 16, uppercase: true)
        }
      }
      return nil
    }
    let pieces = ["a", "é", "\u{C2}", "Â", "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}", "\u{01}", "\t", "\n", "漢", "😀", "\u{100}", "x\u{C3}\u{80}"]
    var rng = SplitMix64(seed: 0xC0)  // seeded: a failing text is made again
    var texts = pieces + [""]
    for _ in 0..<3_000 {
      texts.append((0...rng.below(12)).map { _ in rng.pick(pieces) }.joined())
    }
    for text in texts {
      for allowC0 in [true, false] {
        #expect(ControlCharactersRule.control(in: text, allowC0: allowC0) == oracle(text, allowC0: allowC0), "\(Array(text.unicodeScalars.map(\.value)))")
      }
    }
  }

  /// A TYPE list in one quoted value: RFC 6350 writes its own examples so (§8,
  /// `TYPE="work,voice"`), so in 4.0 it is a note; in 3.0 a quoted value is one value, and a
  /// list with a TYPE= inside or a space is malformed in any version.
  @Test func quotedTypeListIsANoteOnlyInVCard4() throws {
    func l012(_ version: String, _ line: String) throws -> [Diagnostic] {
      let report = try LintFixture.lint(LintFixture.card(version, LintFixture.base + [line]))
      return report.diagnostics.filter { $0.code == .lintTypeValue }
    }
    let rfc = try l012("4.0", "TEL;VALUE=uri;TYPE=\"work,voice\";PREF=1:tel:+1-418-656-9254;ext=102")
    #expect(rfc.map(\.severity) == [.info], "\(rfc)")
    #expect(rfc.first?.message.contains("TYPE=work,voice is read as a list everywhere") == true, "\(rfc)")
    #expect(rfc.first?.location.line == 7 && rfc.first?.location.column == 1)
    let apple = try l012("3.0", "TEL;TYPE=\"HOME,VOICE\":+1 650-253-0001")
    #expect(apple.map(\.severity) == [.warning], "\(apple)")
    let repeated = try l012("4.0", "TEL;TYPE=\"home,TYPE=voice\":+1 650-253-0001")
    #expect(repeated.map(\.severity) == [.warning], "\(repeated)")
    let spaced = try l012("4.0", "TEL;TYPE=\"home, voice\":+1 650-253-0001")
    #expect(spaced.map(\.severity) == [.warning], "\(spaced)")
    #expect(TypeValueRule.isListOfWords("work,cell,voice,video,text") && TypeValueRule.isListOfWords("x-a,b2"))
    #expect(!TypeValueRule.isListOfWords("work") && !TypeValueRule.isListOfWords("work,") && !TypeValueRule.isListOfWords("a,\"b"))
  }

  /// A number written with `+` names its own country: its finding does not say it was read
  /// with the region (the card's address gave US here), which would suggest the region is
  /// to blame. A national number, and one with an international prefix (`0049`, which only
  /// some regions dial as such), does say it.
  @Test func invalidNumberNamesTheRegionOnlyWhenItReadTheNumber() throws {
    var options = LintOptions()
    options.rules = [.lintInvalidPhone]
    let lines = ["ADR;TYPE=HOME:;;1 Main St;Springfield;IL;62701;USA", "TEL;TYPE=CELL:+49 1234 56788", "TEL;TYPE=HOME:555-1234", "TEL;TYPE=WORK:0049 30 999"]
    let report = try LintFixture.lint(LintFixture.card("3.0", LintFixture.base + lines), options: options)
    #expect(report.diagnostics.map(\.message) == [
      "\"+49 1234 56788\" is not a valid phone number",
      "\"555-1234\" is not a valid phone number (read with region US)",
      "\"0049 30 999\" is not a valid phone number (read with region US)",
    ])
  }
}

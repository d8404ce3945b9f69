import Foundation
import Testing

@testable import CardKit

/// The email syntax check, message by message (L023 quotes these messages).
@Suite struct EmailSyntaxTests {
  static let wellFormed = [
    "ann@example.com", "ann.lee+tag@mail.example.co.uk", "\"ann lee\"@example.com", "ann@[192.0.2.1]",
    "josé@exämple.de", "a-b_c!#$%&'*+/=?^`{|}~@x-y.example", "  ann@example.com  ",
  ]

  @Test(arguments: wellFormed)
  func wellFormedAddressesPass(_ address: String) {
    #expect(EmailSyntax.problem(address) == nil)
  }

  static let problems: [(String, String)] = [
    ("   ", "is empty"),
    ("mailto:ann@example.com", "starts with mailto:, which belongs to a URI, not to an EMAIL value"),
    ("Ann <ann@example.com>", "holds a display name or angle brackets, not just an address"),
    ("ann.example.com", "has no @"),
    ("ann@lee@example.com", "has more than one @"),
    ("@example.com", "has nothing before the @"),
    ("ann@", "has nothing after the @"),
    (String(repeating: "a", count: 65) + "@example.com", "has a local part longer than 64 octets"),
    (".ann@example.com", "has a local part that starts or ends with a dot"),
    ("ann..lee@example.com", "has two dots in a row"),
    ("ann lee@example.com", "contains a space"),
    ("ann(lee)@example.com", "contains \"(\" outside quotes"),
    ("ann@example.com.", "has a domain that starts or ends with a dot"),
    ("ann@example..com", "has two dots in a row in its domain"),
    ("ann@" + String(repeating: "d", count: 64) + ".com", "has a domain label longer than 63 octets"),
    ("ann@-example.com", "has a domain label that starts or ends with a hyphen"),
    ("ann@example-.com", "has a domain label that starts or ends with a hyphen"),
    ("ann@exa_mple.com", "has \"_\" in its domain"),
    ("ann@example.c m", "contains a space"),
  ]

  @Test(arguments: problems)
  func eachProblemIsNamed(_ address: String, _ message: String) {
    #expect(EmailSyntax.problem(address) == message)
  }
}

/// L003 and L037 on cards where the cheap first pass must hand over to the full check.
@Suite struct RepeatedAndDuplicateValueTests {
  private func findings(_ code: DiagnosticCode, _ lines: [String], version: String = "3.0") throws -> [Diagnostic] {
    try LintFixture.lint(LintFixture.card(version, lines)).diagnostics.filter { $0.code == code }
  }

  /// N, FN and UID (lines 3 to 5), then `count` lines made by `line`, then `last` (line 6 + count).
  private func lines(_ count: Int, _ line: (Int) -> String, then last: String? = nil) -> [String] {
    ["N:Lee;Ann;;;", "FN:Ann Lee", "UID:1"] + (0..<count).map(line) + (last.map { [$0] } ?? [])
  }

  @Test func repeatedSingularPropertiesAreCountedOnEachRepeat() throws {
    let found = try findings(.lintRepeatedProperty, LintFixture.base + ["BDAY:1985-04-12", "REV:2020-01-01T00:00:00Z", "BDAY:1986-04-12", "BDAY:1987-04-12"])
    #expect(found.map(\.location.line) == [9, 10])
    #expect(found.map(\.message) == ["BDAY appears 2 times; vCard 3.0 allows it once", "BDAY appears 3 times; vCard 3.0 allows it once"])
  }

  @Test func alternativesWithOneAltIDAreOneProperty() throws {
    let lines = ["FN:Ann Lee", "N;ALTID=1:Lee;Ann;;;", "N;ALTID=1;LANGUAGE=ja:李;安;;;", "UID:1", "N:Other;Ann;;;"]
    let found = try findings(.lintRepeatedProperty, lines, version: "4.0")
    #expect(found.map(\.location.line) == [7])
  }

  @Test func singularPropertiesOnceEachGiveNothing() throws {
    let lines = LintFixture.base + ["BDAY:1985-04-12", "REV:2020-01-01T00:00:00Z", "PRODID:-//x//y//EN", "TEL;TYPE=HOME:+1 650-253-0001"]
    #expect(try findings(.lintRepeatedProperty, lines).isEmpty)
  }

  @Test(arguments: [2, 8, 9, 12])
  func theSameValueTwiceIsFoundAmongMany(_ count: Int) throws {
    // Distinct numbers, then the second one again with the same labels but another group:
    // the last line is the duplicate, whichever path (pairs or hashing) the count takes.
    let found = try findings(.lintDuplicateValue, lines(count, { "TEL;TYPE=CELL:+1 650-253-\(1000 + $0)" }, then: "item9.TEL;TYPE=CELL:+1 650-253-1001"))
    #expect(found.map(\.location.line) == [6 + count])
  }

  @Test(arguments: [2, 9])
  func valuesThatDifferOnlyInLabelsAreNotDuplicates(_ count: Int) throws {
    let emails = lines(count) { "EMAIL;TYPE=\($0 % 2 == 0 ? "HOME" : "WORK"):ann\($0 / 2)@example.com" }
    #expect(try findings(.lintDuplicateValue, emails).isEmpty)
  }

  @Test(arguments: [2, 9])
  func repeatedExtensionPropertiesAreFound(_ count: Int) throws {
    let found = try findings(.lintDuplicateValue, lines(count, { "X-FOO:\($0)" }, then: "X-FOO:1"))
    #expect(found.map(\.location.line) == [6 + count])
  }
}

/// BDAY and ANNIVERSARY are a date-and-or-time in vCard 4.0 (RFC 6350 §6.2.5, §6.2.6), which
/// may be a time alone after `T` (§4.3.4): valid there, read as a time and written back as it
/// was. vCard 2.1 and 3.0 have dates only (L019); a time that does not exist is L018, and
/// text that is no time is the reader's V024.
@Suite struct TimeWithoutDateTests {
  static let cases: [(version: String, line: String, codes: [DiagnosticCode])] = [
    ("4.0", "BDAY:T102200Z", []), ("4.0", "ANNIVERSARY:T1022", []), ("4.0", "BDAY:T102200-0800", []),
    ("4.0", "BDAY:T250000", [.lintDateTime]), ("3.0", "BDAY:T102200Z", [.lintDateForm]), ("4.0", "BDAY:Tuesday", [.invalidValue]),
  ]

  @Test(arguments: cases) func timeAloneIsADateAndOrTime(_ version: String, _ line: String, _ codes: [DiagnosticCode]) throws {
    let report = try LintFixture.lint(LintFixture.card(version, LintFixture.base + [line]))
    let found = report.diagnostics.filter { $0.location.line == 7 }
    #expect(found.map(\.code) == codes, "\(found.map(\.description))")
  }

  @Test(arguments: ["BDAY:T102200Z", "ANNIVERSARY:T1022"]) func repairWritesATimeAloneAsItWas(_ line: String) throws {
    let (report, text) = try LintFixture.repair(LintFixture.card("4.0", LintFixture.base + [line]))
    #expect(text.contains("\r\n\(line)\r\n"), "\(text)")
    #expect(report.diagnostics.filter { $0.location.line == 7 }.isEmpty, "\(report.diagnostics.map(\.description))")
  }

  /// CardKit's generic CSV layout writes a time alone in its extended form, which reads back
  /// as the same time.
  @Test func genericCSVWritesATimeAlone() {
    let time = PartialDate(time: "102200Z")
    #expect(time.iso8601ExtendedText == "T10:22:00Z")
    #expect(PartialDate(parsing: "T10:22:00Z") == time)
  }
}

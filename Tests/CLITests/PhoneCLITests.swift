import Foundation
import Testing

@Suite struct PhoneCLITests {
  let book = Data("""
    BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\nTEL;TYPE=CELL:(415) 555-0132\r\nitem1.TEL:+1 650 555 0100\r\nitem1.X-ABLabel:_$!<Mobile>!$_\r\nTEL;TYPE=asdf:+1 (212) 555-0188\r\nTEL:12\r\nADR;TYPE=HOME:;;1 Main St;San Francisco;CA;94110;USA\r\nEND:VCARD\r

    """.utf8)

  @Test func normalizesNumbersAndLabels() throws {
    let r = try CLIRunner.run(["normalize", "--region", "US"], stdin: book)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("TEL;TYPE=CELL:+14155550132\r\n"))
    #expect(r.stdout.contains("TEL;TYPE=CELL:+16505550100\r\n"), "Apple's Mobile token becomes the standard type: \(r.stdout)")
    #expect(r.stdout.contains(":+12125550188\r\n"))
    // An invalid number is left exactly as it was, and reported.
    #expect(r.stdout.contains("TEL:12\r\n"))
    #expect(r.stderr.contains("[P00"))
    #expect(r.stderr.contains("[P003]"), "garbage label reported: \(r.stderr)")
    #expect(r.stderr.contains("changed"))
  }

  @Test func dryRunWritesNothingAndPrintsChanges() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("book.vcf")
    try book.write(to: file)
    let r = try CLIRunner.run(["normalize", file.path, "--region", "US", "--dry-run", "--report-format", "json", "-o", file.path])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(try Data(contentsOf: file) == book, "dry run must not write")
    let json = try #require(try JSONSerialization.jsonObject(with: r.stdoutBytes) as? [String: Any])
    let changes = try #require(json["changes"] as? [[String: Any]])
    #expect(changes.contains { $0["old"] as? String == "(415) 555-0132" && $0["new"] as? String == "+14155550132" && $0["region"] as? String == "US" })
    let table = try CLIRunner.run(["normalize", file.path, "--dry-run", "--format", "national"])
    #expect(table.stdout.contains("+1 650 555 0100") && table.stdout.contains("(650) 555-0100"), "\(table.stdout)")
    #expect(!table.stdout.contains("(415) 555-0132"), "already normalized numbers are not listed")
  }

  @Test func regionAutoUsesTheCardsAddress() throws {
    let r = try CLIRunner.run(["normalize", "--numbers-only", "--verbose"], stdin: book)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("+14155550132"))
    #expect(r.stderr.contains("US (cardAddress)"), "\(r.stderr)")
  }

  /// `auto` needs the book's region before the first card is written; standard input is
  /// spooled so that it can be read for that and again for the cards.
  @Test func regionAutoFromStandardInputUsesTheBooksRegion() throws {
    let uk = Data("""
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Amy\r\nN:;Amy;;;\r\nTEL:020 7031 3000\r\nEND:VCARD\r
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ben\r\nN:;Ben;;;\r\nTEL:+44 161 496 0000\r\nEND:VCARD\r
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Cat\r\nN:;Cat;;;\r\nTEL:+44 131 496 0000\r\nEND:VCARD\r

      """.utf8)
    let r = try CLIRunner.run(["normalize", "-", "--verbose"], stdin: uk)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("TEL:+442070313000\r\n"), "the national number is read as GB, the book's region: \(r.stdout)")
    #expect(r.stdout.components(separatedBy: "BEGIN:VCARD").count == 4, "every card is written once")
    #expect(r.stderr.contains("book region GB"), "\(r.stderr)")
  }

  @Test func wrongRegionIsAUsageError() throws {
    let r = try CLIRunner.run(["normalize", "--region", "XYZ"], stdin: book)
    #expect(r.status == 64)
    let both = try CLIRunner.run(["normalize", "--labels-only", "--numbers-only"], stdin: book)
    #expect(both.status == 64)
  }

  @Test func pickListsEveryNumberOnceWithCanonicalLabels() throws {
    let r = try CLIRunner.run(["pick", "--format", "csv", "--locale", "en"], stdin: book)
    #expect(r.status == 0, "\(r.stderr)")
    let lines = r.stdout.split(separator: "\r\n").map(String.init)
    #expect(lines.first?.hasSuffix("Section,Name,Label,Number") == true)
    #expect(lines.count == 5)
    #expect(lines.contains("L,Ann Lee,mobile,(415) 555-0132"))
    #expect(lines.contains("L,Ann Lee,mobile,+1 650 555 0100"))
    #expect(lines.contains("L,Ann Lee,other,+1 (212) 555-0188"))
  }
}

import Foundation
import Testing

@Suite struct ConvertCLITests {
  let sample = CLIRunner.root.appendingPathComponent("corpora/vcard/apple_v30_export.vcf").path
  let broken = CLIRunner.root.appendingPathComponent("corpora/vcard/broken_missing_end_eof.vcf").path

  @Test func convertsToStandardOutput() throws {
    let r = try CLIRunner.run(["convert", "--to", "vcard4", sample])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.hasPrefix("BEGIN:VCARD\r\nVERSION:4.0\r\n"))
    #expect(r.stdout.contains("FN:Johnny Quincy Appleseed\r\n"))
    #expect(r.stdout.contains("BDAY:--0415\r\n"))
  }

  @Test func readsStandardInputWhenNoFileIsGiven() throws {
    let input = Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\nEND:VCARD\r\n".utf8)
    let r = try CLIRunner.run(["convert", "--to", "jcard"], stdin: input)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains(#"["fn",{},"text","Ann Lee"]"#))
    let dash = try CLIRunner.run(["convert", "--to", "vcard3", "-"], stdin: input)
    #expect(dash.stdout.contains("FN:Ann Lee\r\n"))
  }

  /// Outlook rows have name fields only: the vCard gets an FN composed from them.
  @Test func csvRowsGetAFormattedName() throws {
    let outlook = CLIRunner.root.appendingPathComponent("corpora/csv/outlook-desktop-cp1252.csv").path
    let r = try CLIRunner.run(["convert", outlook, "--to", "vcard4"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("FN:Mme Hélène Müller-Lefèvre\r\nN:Müller-Lefèvre;Hélène;;Mme;\r\n"), "\(r.stdout)")
  }

  @Test func findingsGoToStandardErrorWithPositionAndExitOne() throws {
    let r = try CLIRunner.run(["convert", "--to", "vcard4", broken])
    #expect(r.status == 1)
    let lines = r.stderr.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.range(of: #"^.*broken_missing_end_eof\.vcf:\d+:\d+: error: \[V005\] "#, options: .regularExpression) != nil }, "\(r.stderr)")
    // The card is still written.
    #expect(r.stdout.contains("END:VCARD"))
  }

  @Test func quietHidesWarningsButNotErrors() throws {
    let latin = CLIRunner.root.appendingPathComponent("corpora/vcard/broken_invalid_utf8.vcf").path
    let loud = try CLIRunner.run(["convert", "--to", "vcard4", latin])
    #expect(loud.stderr.contains("warning: [V003]"))
    let quiet = try CLIRunner.run(["convert", "--to", "vcard4", "--quiet", latin])
    #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
    #expect(quiet.status == 0)
    let quietBroken = try CLIRunner.run(["convert", "--to", "vcard4", "--quiet", broken])
    #expect(quietBroken.stderr.contains("error: [V005]"))
  }

  @Test func outputOntoTheInputIsSafe() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("book.vcf")
    try FileManager.default.copyItem(atPath: sample, toPath: file.path)
    let r = try CLIRunner.run(["convert", "--to", "vcard4", file.path, "-o", file.path])
    #expect(r.status == 0, "\(r.stderr)")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("VERSION:4.0"))
    #expect(text.contains("FN:Johnny Quincy Appleseed"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
    #expect(leftovers == ["book.vcf"], "temporary files left: \(leftovers)")
  }

  @Test func missingInputExitsTwoAndWritesNothing() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("out.vcf")
    let r = try CLIRunner.run(["convert", "--to", "vcard4", sample, dir.appendingPathComponent("nope.vcf").path, "-o", out.path])
    #expect(r.status == 2)
    #expect(r.stderr.contains("nope.vcf"))
    #expect(r.stderr.contains("no such file"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }

  @Test func directoryAsInputExitsTwo() throws {
    let r = try CLIRunner.run(["convert", "--to", "vcard4", CLIRunner.root.appendingPathComponent("corpora").path])
    #expect(r.status == 2)
    #expect(r.stderr.contains("is a directory"))
  }

  @Test func wrongUsageExitsSixtyFour() throws {
    let unknownFlag = try CLIRunner.run(["convert", "--to", "vcard4", "--frobnicate", sample])
    #expect(unknownFlag.status == 64)
    let badFormat = try CLIRunner.run(["convert", "--to", "vcard5", sample])
    #expect(badFormat.status == 64)
    #expect(badFormat.stderr.contains("vcard5"))
    let missingTarget = try CLIRunner.run(["convert", sample])
    #expect(missingTarget.status == 64)
  }

  /// How CSV is read and how it is written are separate options: asking for UTF-16 output
  /// does not read a UTF-8 file as UTF-16 (which found no card and wrote an empty book), and
  /// a Windows-1252 export can be turned into UTF-8. Output options with a target that is not
  /// CSV are wrong usage, not ignored.
  @Test func csvInputAndOutputEncodingsAreSeparate() throws {
    let utf8 = Data("First Name,Last Name,E-mail 1 - Value\r\nZoë,Åberg,zoe@example.com\r\n".utf8)
    let utf16 = try CLIRunner.run(["convert", "--to", "google-csv", "--output-encoding", "utf-16le"], stdin: utf8)
    #expect(utf16.status == 0, "\(utf16.stderr)")
    #expect(utf16.stdoutBytes.prefix(2) == Data([0xFF, 0xFE]))
    let back = try CLIRunner.run(["convert", "--to", "vcard4"], stdin: utf16.stdoutBytes)
    #expect(back.stdout.contains("FN:Zoë Åberg\r\n") && back.stdout.contains("EMAIL:zoe@example.com\r\n"), "\(back.stdout)")

    let cp1252 = Data("First Name;Last Name\r\nZo\u{EB};\u{C5}berg\r\n".unicodeScalars.map { UInt8($0.value) })
    let fromLatin = try CLIRunner.run(
      ["convert", "--to", "csv", "--encoding", "windows-1252", "--delimiter", "semicolon", "--output-delimiter", "tab"], stdin: cp1252)
    #expect(fromLatin.status == 0, "\(fromLatin.stderr)")
    let lines = fromLatin.stdout.split(separator: "\r\n")
    #expect(lines.count == 2 && lines[0].contains("\t") && lines[1].contains("\tZoë\t") && lines[1].contains("\tÅberg\t"), "\(fromLatin.stdout)")

    for option in [["--output-encoding", "utf-16le"], ["--output-delimiter", "tab"], ["--allow-formulas"]] {
      let r = try CLIRunner.run(["convert", "--to", "vcard4"] + option, stdin: utf8)
      #expect(r.status == 64, "\(option)")
      #expect(r.stderr.contains("\(option[0]) applies to CSV output only"), "\(r.stderr)")
    }
  }

  @Test func severalInputsAreConcatenatedInOrder() throws {
    let a = CLIRunner.root.appendingPathComponent("corpora/vcard/apple_v30_company.vcf").path
    let r = try CLIRunner.run(["convert", "--to", "vcard3", sample, a])
    #expect(r.status == 0, "\(r.stderr)")
    let first = try #require(r.stdout.range(of: "Johnny Quincy Appleseed"))
    let begins = r.stdout.components(separatedBy: "BEGIN:VCARD").count - 1
    #expect(begins >= 2)
    #expect(r.stdout.range(of: "END:VCARD", range: first.upperBound..<r.stdout.endIndex) != nil)
  }

  @Test func brokenPipeIsNotAnError() throws {
    // `cardkit convert big | head -1`: the reader goes away; cardkit must exit 0 quietly.
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let big = dir.appendingPathComponent("big.vcf")
    var text = ""
    for i in 0..<20000 { text += "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Person \(i)\r\nN:\(i);Person;;;\r\nEND:VCARD\r\n" }
    try text.write(to: big, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", "'\(CLIRunner.binary.path)' convert --to vcard4 '\(big.path)' | head -c 10 >/dev/null; echo ${PIPESTATUS[0]}"]
    let err = Pipe()
    let out = Pipe()
    process.standardError = err
    process.standardOutput = out
    try process.run()
    process.waitUntilExit()
    let status = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "exit status \(status)")
    #expect(stderr.isEmpty, "\(stderr)")
  }

  /// CSV output waits for the last card before its header; standard input and a file give the
  /// same table, and a temporary directory that cannot hold the cells meanwhile is named.
  @Test func csvOutputFromStandardInputAndFromAFile() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: sample))
    for target in ["google-csv", "outlook-csv", "csv"] {
      let fromFile = try CLIRunner.run(["convert", "--to", target, sample])
      let fromInput = try CLIRunner.run(["convert", "--to", target], stdin: data)
      #expect(fromFile.status == 0 && fromInput.status == 0, "\(fromFile.stderr)\(fromInput.stderr)")
      #expect(fromFile.stdoutBytes == fromInput.stdoutBytes, "\(target)")
      #expect(fromFile.stdout.contains("Appleseed"))
    }
    let missing = "/nonexistent-cardkit-tmp"
    let r = try CLIRunner.run(["convert", "--to", "google-csv", sample], environment: ["TMPDIR": missing])
    #expect(r.status == 2)
    #expect(r.stdout.isEmpty)
    #expect(r.stderr.contains("\(missing)/cardkit-spill-") && r.stderr.contains("no such file or directory"), "\(r.stderr)")
    #expect(r.stderr.contains("TMPDIR"))
  }
}

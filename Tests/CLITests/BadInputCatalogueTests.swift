import Foundation
import Testing

/// The catalogue of bad inputs (issue 9): each is generated into a temporary folder and run
/// through `cardkit convert` (and `lint` for vCard), asserting the exit status, the finding
/// with its code and position, and that the good cards around the bad part still come out.
@Suite struct BadInputCatalogueTests {
  static func card(_ name: String, _ extra: String = "") -> [UInt8] {
    Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(name)\r\nN:\(name);;;;\r\n\(extra)END:VCARD\r\n".utf8)
  }

  static let good1 = card("Good One")
  static let good2 = card("Good Two")

  /// Deterministic garbage (SplitMix64-style mixing), no CR or LF so it stays one region.
  static func garbage(_ count: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      let b = UInt8(truncatingIfNeeded: z ^ (z >> 31))
      return b == 0x0A || b == 0x0D ? 0x20 : b
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The file's name and bytes.
    var file: String
    var bytes: @Sendable () -> [UInt8]
    var extraArguments: [String] = []
    var status: Int32
    /// `file:line:col: severity: [CODE]` as printed (the file's path is prefixed by the test).
    var finding: String
    /// Text that must be in the output (the good cards, and what is kept of the bad part).
    var output: [String]
    var absent: [String] = []
    var lint = true
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "invalid UTF-8", file: "utf8.vcf", bytes: { good1 + card("Bad", "NOTE:caf\u{FFFF}\r\n").replacing(Array("\u{FFFF}".utf8), with: [0xE9, 0x20, 0xFF, 0xFE]) + good2 },
      status: 0, finding: "10:1: warning: [V003]", output: ["FN:Good One", "FN:Bad", "NOTE:café ÿþ", "FN:Good Two"]),
    Case(
      name: "NUL bytes", file: "nul.vcf", bytes: { good1 + card("Nul", "NOTE:a\u{0}b\r\n") + good2 },
      status: 0, finding: "10:1: warning: [V025]", output: ["FN:Good One", "FN:Nul", "FN:Good Two"]),
    Case(
      name: "truncated file", file: "truncated.vcf", bytes: { good1 + good2 + Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Cut\r\nNOTE:cut he".utf8) },
      status: 1, finding: "11:1: error: [V005]", output: ["FN:Good One", "FN:Good Two", "FN:Cut", "NOTE:cut he"]),
    Case(
      name: "missing END", file: "no-end.vcf", bytes: { good1 + Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:No End\r\n".utf8) + good2 },
      status: 1, finding: "9:1: error: [V029]", output: ["FN:Good One", "FN:No End", "FN:Good Two"]),
    Case(
      name: "END without BEGIN", file: "stray-end.vcf", bytes: { good1 + Array("END:VCARD\r\n".utf8) + good2 },
      status: 0, finding: "6:1: warning: [V006]", output: ["FN:Good One", "FN:Good Two"]),
    Case(
      name: "nested BEGIN", file: "nested.vcf", bytes: { good1 + Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Outer\r\n".utf8) + card("Inner") + Array("END:VCARD\r\n".utf8) + good2 },
      status: 1, finding: "9:1: error: [V029]", output: ["FN:Good One", "FN:Outer", "FN:Inner", "FN:Good Two"]),
    Case(
      name: "10 MB single line", file: "long-line.vcf", bytes: { good1 + card("Long", "NOTE:" + String(repeating: "x", count: 10 << 20) + "\r\n") + good2 },
      status: 1, finding: "10:1: error: [V020] line of 10485765 bytes is longer than the limit of 8388608", output: ["FN:Good One", "FN:Long", "FN:Good Two"],
      absent: ["xxxxxxxx"]),
    Case(
      name: "100,000 properties on one card", file: "many.vcf", bytes: { good1 + card("Many", (0..<100_000).map { "NOTE:n\($0)\r\n" }.joined()) + good2 },
      status: 1, finding: "10007:1: error: [V022] card has 100003 properties", output: ["FN:Good One", "FN:Many", "NOTE:n9996\r\n", "FN:Good Two"],
      absent: ["NOTE:n9997\r\n"]),
    Case(
      name: "unknown CHARSET", file: "charset.vcf", bytes: { good1 + card("Charset", "NOTE;CHARSET=X-KLINGON:qapla\r\n") + good2 },
      status: 0, finding: "10:1: warning: [V011]", output: ["FN:Good One", "NOTE:qapla", "FN:Good Two"]),
    Case(
      name: "binary garbage", file: "garbage.vcf", bytes: { good1 + garbage(3000, seed: 9) + [0x0D, 0x0A] + good2 },
      status: 1, finding: "6:1: error: [V004] text outside BEGIN:VCARD", output: ["FN:Good One", "FN:Good Two"]),
    Case(
      name: "unbalanced CSV quotes", file: "quotes.csv",
      bytes: { Array("First Name,Last Name,Notes\r\nGood,One,fine\r\nBad,Quote,\"never closed\r\nGood,Two,fine\r\n".utf8) },
      status: 0, finding: "3:11: warning: [S004]", output: ["N:One;Good;;;", "N:Quote;Bad;;;", "NOTE:\"never closed", "N:Two;Good;;;"], lint: false),
    Case(
      name: "CSV with 10,000 columns", file: "wide.csv", bytes: { wideCSV() },
      status: 0, finding: "2:10: info: [S011] column 'Custom 0'", output: ["N:One;Good;;;", "X-CUSTOM-0:v0", "X-CUSTOM-9997:v9997", "N:Two;Good;;;"], lint: false),
    Case(
      name: "CSV with 10,000 columns past --max-properties", file: "wide.csv", bytes: { wideCSV() }, extraArguments: ["--max-properties", "1000"],
      status: 1, finding: "2:\(wideColumn(1000)): error: [V022] record has 10000 non-empty fields", output: ["N:One;Good;;;", "X-CUSTOM-997:v997", "N:Two;Good;;;"],
      absent: ["X-CUSTOM-998:"], lint: false),
  ]

  /// A header of 10,000 columns (two names and 9,998 custom ones), one full row and one with names only.
  static func wideCSV() -> [UInt8] {
    let header = (["First Name", "Last Name"] + (0..<9998).map { "Custom \($0)" }).joined(separator: ",")
    let full = (["Good", "One"] + (0..<9998).map { "v\($0)" }).joined(separator: ",")
    let names = "Good,Two" + String(repeating: ",", count: 9998)
    return Array("\(header)\r\n\(full)\r\n\(names)\r\n".utf8)
  }

  /// The column of field `index` (0-based) in the full row of ``wideCSV()``.
  static func wideColumn(_ index: Int) -> Int {
    let fields = ["Good", "One"] + (0..<9998).map { "v\($0)" }
    return fields[..<index].reduce(1) { $0 + $1.utf8.count + 1 }
  }

  @Test(arguments: cases)
  func badInputIsReportedAndTheRestComesOut(_ c: Case) throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent(c.file).path
    try Data(c.bytes()).write(to: URL(fileURLWithPath: path))
    let r = try CLIRunner.run(["convert", "--to", "vcard4", path] + c.extraArguments)
    #expect(r.status == c.status, "\(c.name): \(r.stderr.prefix(2000))")
    #expect(r.stderr.contains("\(path):\(c.finding)"), "\(c.name): \(r.stderr.prefix(2000))")
    let out = String(decoding: r.stdoutBytes, as: UTF8.self)
    for text in c.output { #expect(out.contains(text), "\(c.name): no \(text.debugDescription) in the output") }
    for text in c.absent { #expect(!out.contains(text), "\(c.name): \(text.debugDescription) should be skipped") }
    if c.lint {
      let lint = try CLIRunner.run(["lint", path] + c.extraArguments)
      #expect(lint.stdout.contains("\(path):\(c.finding)"), "\(c.name): lint: \(lint.stdout.prefix(2000))")
      #expect(lint.stdout.contains("Good One") && lint.stdout.contains("Good Two"), "\(c.name): lint checked the good cards")
      if c.status == 1 { #expect(lint.status == 1) }
    }
  }

  @Test func emptyFileNextToAGoodOne() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let empty = dir.appendingPathComponent("empty.vcf").path
    let good = dir.appendingPathComponent("good.vcf").path
    try Data().write(to: URL(fileURLWithPath: empty))
    try Data(Self.good1 + Self.good2).write(to: URL(fileURLWithPath: good))
    let r = try CLIRunner.run(["convert", "--to", "vcard4", empty, good])
    #expect(r.status == 0)
    #expect(r.stderr.contains("\(empty): warning: [V026]"), "\(r.stderr)")
    #expect(r.stdout.contains("FN:Good One") && r.stdout.contains("FN:Good Two"))
  }

  /// A directory, a path that does not exist, and a path through a regular file cannot be
  /// read: exit 2 before anything is written. (Tests run as root, so `chmod 000` would not
  /// make a file unreadable; a missing path and a path through a file are used instead.)
  @Test(arguments: ["folder", "missing.vcf", "good.vcf/inside.vcf"])
  func unreadableInputStopsBeforeWriting(_ bad: String) throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("folder"), withIntermediateDirectories: true)
    let good = dir.appendingPathComponent("good.vcf").path
    try Data(Self.good1).write(to: URL(fileURLWithPath: good))
    let output = dir.appendingPathComponent("out.vcf").path
    let r = try CLIRunner.run(["convert", "--to", "vcard4", good, dir.appendingPathComponent(bad).path, "-o", output])
    #expect(r.status == 2)
    let reason = ["folder": "is a directory", "missing.vcf": "no such file or directory", "good.vcf/inside.vcf": "Not a directory"][bad]!
    #expect(r.stderr.contains("cardkit: error: cannot read '\(dir.appendingPathComponent(bad).path)': \(reason)"), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["folder", "good.vcf"])
  }

  /// A file that is plainly no address book (an export still in its archive, a picture) stops
  /// the run before anything is written, like a missing file: exit 2, what the file is, and
  /// what to do with it.
  @Test(arguments: [
    ("takeout.zip", [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00] + Array("Takeout/Contacts/All Contacts/All Contacts.vcf".utf8),
     "it is a ZIP archive, not a vCard, jCard or CSV file", "hint: unpack it first (unzip 'PATH') and give the .vcf or .csv inside"),
    ("contacts.vcf.gz", [0x1F, 0x8B, 0x08, 0x00, 0x00], "it is gzip-compressed, not a vCard, jCard or CSV file",
     "hint: decompress it first (gunzip -k 'PATH') and give the .vcf or .csv inside"),
    ("photo.vcf", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10], "it is a JPEG image, not a vCard, jCard or CSV file", ""),
    // Nothing recognisable: without this it would be read as a CSV of junk rows.
    ("backup.vcf", garbage(3000, seed: 9), "it holds binary data (",
     "hint: export the contacts again as vCard or CSV (cardkit convert reads a CSV file in another encoding with --encoding"),
  ] as [(String, [UInt8], String, String)])
  func foreignFileStopsBeforeWriting(_ name: String, _ bytes: [UInt8], _ reason: String, _ hint: String) throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let good = dir.appendingPathComponent("good.vcf").path
    try Data(Self.good1).write(to: URL(fileURLWithPath: good))
    let path = dir.appendingPathComponent(name).path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let output = dir.appendingPathComponent("out.vcf").path
    let r = try CLIRunner.run(["convert", "--to", "vcard4", good, path, "-o", output])
    #expect(r.status == 2)
    #expect(r.stderr.contains("cardkit: error: cannot read '\(path)': \(reason)"), "\(r.stderr)")
    #expect(hint.isEmpty ? !r.stderr.contains("hint:") : r.stderr.contains(hint.replacing("PATH", with: path)), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
    let lint = try CLIRunner.run(["lint", path])
    #expect(lint.status == 2)
    #expect(lint.stderr.contains(reason), "\(lint.stderr)")
  }

  /// Output that cannot be written: a full device, a location where no file can be made
  /// (sysfs refuses new files even to root; a path through a regular file). Exit 2, the
  /// input untouched, no temporary file left.
  @Test(arguments: ["/dev/full", "/sys/cardkit-catalogue.vcf", "DIR/good.vcf/out.vcf"])
  func unwritableOutput(_ destination: String) throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let good = dir.appendingPathComponent("good.vcf").path
    let bytes = Self.good1 + Self.good2
    try Data(bytes).write(to: URL(fileURLWithPath: good))
    let output = destination.replacingOccurrences(of: "DIR", with: dir.path)
    let r = try CLIRunner.run(["convert", "--to", "vcard4", good, "-o", output])
    #expect(r.status == 2, "\(r.stderr)")
    let reason = ["/dev/full": "No space left on device", "/sys/cardkit-catalogue.vcf": "permission denied", "DIR/good.vcf/out.vcf": "Not a directory"][destination]!
    #expect(r.stderr.contains("cardkit: error: cannot write '\(output)': \(reason)"), "\(r.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: good)) == Data(bytes))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["good.vcf"])
    #expect(!FileManager.default.fileExists(atPath: "/sys/cardkit-catalogue.vcf"))
  }
}

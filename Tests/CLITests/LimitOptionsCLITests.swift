import Foundation
import Testing

/// The read-limit options: input past a limit is reported with its position and skipped, the
/// rest comes out, and the run counts what was skipped.
@Suite struct LimitOptionsCLITests {
  static func card(_ name: String, _ extra: String = "") -> String {
    "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(name)\r\nN:\(name);;;;\r\n\(extra)END:VCARD\r\n"
  }

  static func book(in dir: URL) throws -> String {
    let path = dir.appendingPathComponent("in.vcf").path
    let text = card("Ann") + card("Big", "NOTE:\(String(repeating: "x", count: 3000))\r\n") + card("Cy")
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func convertSkipsACardPastMaxCardSize() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = try Self.book(in: dir)
    let r = try CLIRunner.run(["convert", "--to", "vcard4", "--max-card-size", "2K", input])
    #expect(r.status == 1, "\(r.stderr)")
    #expect(r.stdout.contains("FN:Ann") && r.stdout.contains("FN:Cy") && !r.stdout.contains("FN:Big"))
    #expect(r.stderr.contains("in.vcf:6:1: error: [V021] card of 3063 bytes is larger than the limit of 2048; skipped"), "\(r.stderr)")
    #expect(r.stderr.contains("cardkit: 1 item skipped past read limits (V021 ×1)"), "\(r.stderr)")
    // The default limits let it through.
    let plain = try CLIRunner.run(["convert", "--to", "vcard4", input])
    #expect(plain.status == 0 && plain.stdout.contains("FN:Big") && !plain.stderr.contains("skipped"), "\(plain.stderr)")
  }

  @Test func lintCountsTheSkipsInItsSummary() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = try Self.book(in: dir)
    let r = try CLIRunner.run(["lint", "--max-line-length", "1k", "--max-properties", "2", input])
    #expect(r.status == 1)
    #expect(r.stdout.contains("in.vcf:10:1: error: [V020]"), "\(r.stdout)")
    #expect(r.stdout.contains("3 cards:") && r.stdout.contains("skipped past read limits"), "\(r.stdout)")
    let counted = r.stdout.components(separatedBy: "\n").last { $0.hasPrefix("3 cards:") } ?? ""
    #expect(counted.contains(", 4 skipped past read limits"), "\(counted)")  // V020 once, V022 on each card
  }

  @Test(arguments: ["1x", "0", "-5", "K", "99999999999999999999G"])
  func badSizesAreUsageErrors(_ size: String) throws {
    let r = try CLIRunner.run(["sort", "--max-card-size", size, "/dev/null"])
    #expect(r.status == 64, "\(size): \(r.stderr)")
    #expect(r.stderr.contains("--max-card-size"))
  }

  /// What the errors about a size say is accepted.
  static let sizes = "expected a positive whole number of bytes, optionally followed by K, M or G (powers of 1024), such as 512K, 10M, 1G"

  /// A size that is wrong says why, and what a size is: not only that the value is invalid.
  @Test(arguments: [
    ("--max-card-size", "-5", "the size must be positive"),
    ("--max-card-size", "-5K", "the size must be positive"),
    ("--max-card-size", "0", "the size must be positive"),
    ("--max-photo-size", "1x", "not a size"),
    ("--max-photo-size", "K", "not a size"),
    ("--max-line-length", "99999999999999999999G", "the size is too large"),
    ("--max-line-length", "9999999999G", "the size is too large"),
  ])
  func badSizesSayWhatIsWrongAndWhatIsAccepted(_ option: String, _ size: String, _ reason: String) throws {
    let r = try CLIRunner.run(["sort", option, size, "/dev/null"])
    #expect(r.status == 64, "\(size): \(r.stderr)")
    let first = r.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first == "cardkit: error: The value '\(size)' is invalid for '\(option) <size>': \(reason); \(Self.sizes)", "\(r.stderr)")
  }

  /// A count below its least value is a wrong value, whether it is written `--limit -1` or
  /// `--limit=-1`: the `-1` is the option's value, not an option (it was `Missing value`).
  @Test(arguments: [
    (["search", "Ann", "--limit", "-1"], "--limit must be at least 1"),
    (["search", "Ann", "--limit=-1"], "--limit must be at least 1"),
    (["search", "Ann", "--limit", "0"], "--limit must be at least 1"),
    (["lint", "--max-inline-size", "-1"], "--max-inline-size must be at least 1"),
    (["sort", "--max-properties", "-1"], "--max-properties must be at least 1"),
    (["stats", "--max-agent-depth", "-1"], "--max-agent-depth must be at least 0"),
    (["pick", "--max-card-size", "-5"], "The value '-5' is invalid for '--max-card-size <size>': the size must be positive; \(sizes)"),
    (["merge", "IN", "--max-line-length", "-1"], "The value '-1' is invalid for '--max-line-length <size>': the size must be positive; \(sizes)"),
  ])
  func negativeCountIsAWrongValue(_ arguments: [String], _ message: String) throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = try Self.book(in: dir)
    let r = try CLIRunner.run(arguments.map { $0 == "IN" ? input : $0 } + [input])
    #expect(r.status == 64, "\(arguments): \(r.stderr)")
    #expect(r.stderr.hasPrefix("cardkit: error: \(message)\n"), "\(arguments): \(r.stderr)")
    #expect(!r.stderr.contains("Missing value"), "\(arguments): \(r.stderr)")
  }

  /// Every command that reads input takes the limits.
  @Test(arguments: ["convert --to vcard4", "lint", "repair -o -", "normalize", "sort", "dedupe", "stats", "stats --format html", "index", "locate", "pick", "search Ann", "merge BASE"])
  func everyReadingCommandTakesTheLimits(_ command: String) throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = try Self.book(in: dir)
    let words = command.split(separator: " ").map { $0 == "BASE" ? input : String($0) }
    let r = try CLIRunner.run(words + ["--max-card-size", "2K", input], in: dir)
    #expect(r.stdout.contains("V021") || r.stderr.contains("V021"), "\(command): \(r.status) \(r.stderr)")
  }
}

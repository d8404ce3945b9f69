import Foundation
import Testing

/// Every command that writes a book writes a temporary file and renames it at the end: `-o`
/// may name an input, and a run that fails while writing leaves the destination as it was
/// and no temporary file behind.
@Suite struct AtomicWriteTests {
  /// A book of `count` cards of about 300 bytes each.
  static func book(_ count: Int) -> Data {
    Data(
      (0..<count).map { i in
        "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Person \(i)\r\nN:\(i);Person;;;\r\nTEL:+1 555 0100\r\nNOTE:\(String(repeating: "x", count: 200))\r\nEND:VCARD\r\n"
      }.joined().utf8)
  }

  /// The writing commands, each with `-o` naming its input (`IN`).
  static let commands: [[String]] = [
    ["convert", "--to", "vcard4", "IN"], ["repair", "IN"], ["normalize", "IN"], ["sort", "IN"], ["dedupe", "IN"],
    ["merge", "IN", "IN"],
  ]

  /// Runs `cardkit` under `ulimit -f` (file size, in 512-byte blocks) with SIGXFSZ ignored, so
  /// that a write past the limit fails with EFBIG as on a full disk.
  static func runLimited(_ arguments: [String], blocks: Int) throws -> CLIRunner.Result {
    try CLIRunner.run(["-c", "trap '' XFSZ; ulimit -f \(blocks); exec \"$0\" \"$@\"", CLIRunner.binary.path] + arguments, executable: URL(fileURLWithPath: "/bin/sh"))
  }

  @Test(arguments: commands)
  func failedWriteLeavesTheInputAndNoTemporaryFile(_ command: [String]) throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("book.vcf").path
    let original = Self.book(3000)  // about 900 KB; the limit is 50 KB
    try original.write(to: URL(fileURLWithPath: input))
    let r = try Self.runLimited(command.map { $0 == "IN" ? input : $0 } + ["-o", input], blocks: 100)
    #expect(r.status == 2, "\(command[0]): \(r.stderr.suffix(500))")
    #expect(r.stderr.contains("cardkit: error: cannot write '\(input)': File too large"), "\(command[0]): \(r.stderr.suffix(500))")
    #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == original, "\(command[0]) changed its input")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["book.vcf"], "\(command[0]) left a file")
  }

  @Test(arguments: commands)
  func outputMayBeTheInput(_ command: [String]) throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("book.vcf").path
    try Self.book(50).write(to: URL(fileURLWithPath: input))
    let r = try CLIRunner.run(command.map { $0 == "IN" ? input : $0 } + ["-o", input])
    #expect(r.status != 2, "\(command[0]): \(r.stderr.suffix(500))")
    let text = try String(contentsOfFile: input, encoding: .utf8)
    #expect(text.components(separatedBy: "BEGIN:VCARD").count - 1 == 50, "\(command[0]) lost cards")
    #expect(text.contains("FN:Person 0") && text.contains("FN:Person 49"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["book.vcf"])
  }
}

import Foundation
import Testing

/// A command that reads standard input says so when that is a terminal (given by `script`,
/// with Ctrl-D typed ahead), so that `cardkit lint` typed without a file does not look like a
/// hang; it says nothing when it reads files, reads no book, or reads a pipe.
@Suite struct TerminalInputTests {
  static let note = "cardkit: reading a book from standard input: paste or type it and end with Ctrl-D"

  func onTerminal(_ arguments: String) throws -> CLIRunner.Result {
    let script = try CLIRunner.scriptCommand()
    let binDir = CLIRunner.binary.deletingLastPathComponent().path
    return try CLIRunner.runShell("printf '\\004' | \(script) -qec 'cardkit \(arguments)' /dev/null", in: CLIRunner.root, path: binDir)
  }

  @Test(arguments: ["pick", "lint -", "search anna", "merge corpora/sample/contacts.vcf -"])
  func readingATerminalIsAnnounced(_ arguments: String) throws {
    let r = try onTerminal(arguments)
    let command = arguments.split(separator: " ")[0]
    #expect(r.stdout.contains(Self.note + ", or give a file (see 'cardkit \(command) --help')"), "\(r.stdout.prefix(400))")
    // Ctrl-D ended the input: an empty book, reported as such.
    #expect(r.stdout.contains("V026"), "\(r.stdout.prefix(400))")
  }

  @Test(arguments: ["pick corpora/sample/contacts.vcf", "lint --list-rules", "search anna corpora/sample/contacts.vcf"])
  func filesAreNotAnnounced(_ arguments: String) throws {
    let r = try onTerminal(arguments)
    #expect(!r.stdout.contains("standard input"), "\(r.stdout.prefix(400))")
  }

  @Test func aPipeIsNotAnnounced() throws {
    let r = try CLIRunner.run(["pick"], stdin: Data())
    #expect(!r.stderr.contains("standard input"), "\(r.stderr)")
  }
}

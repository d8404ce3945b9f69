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

  /// A run stopped by Ctrl-C (SIGINT), SIGTERM or SIGHUP ends by that signal and leaves no
  /// temporary file next to its output. The run reads standard input that has not ended, so
  /// its temporary file is there, and waiting, when the signal comes.
  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func anInterruptedRunLeavesNoTemporaryFile(_ signal: Int32) throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    // A child starts with the dispositions of its parent and the signal mask of the thread
    // that starts it. A shell's background job (CI may run the tests as one) ignores SIGINT,
    // which cardkit then leaves ignored, and the test runner's threads block most signals:
    // the child is started with the default and the signal unblocked, as from a terminal.
    Foundation.signal(signal, SIG_DFL)
    var unblocked = sigset_t()
    var before = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, signal)
    pthread_sigmask(SIG_UNBLOCK, &unblocked, &before)
    let process = Process()
    process.executableURL = CLIRunner.binary
    process.arguments = ["convert", "--to", "vcard4", "-o", dir.appendingPathComponent("out.vcf").path]
    let input = Pipe()
    process.standardInput = input
    process.standardError = FileHandle.nullDevice
    let started = Result { try process.run() }
    pthread_sigmask(SIG_SETMASK, &before, nil)
    try started.get()
    // Several batches of cards (about 6 MB), written while cardkit reads them; the pipe stays
    // open. Once all is written, cardkit has read all but the pipe's last 64 KiB.
    let written = DispatchSemaphore(value: 0)
    let writer = input.fileHandleForWriting
    let book = Self.book(20000)
    DispatchQueue.global().async {
      writer.write(book)
      written.signal()
    }
    #expect(written.wait(timeout: .now() + 120) == .success, "cardkit did not read its input")
    var temporary: String?
    for _ in 0..<600 where temporary == nil {
      temporary = try FileManager.default.contentsOfDirectory(atPath: dir.path).first { $0.hasPrefix(".out.vcf.cardkit-") }
      if temporary == nil { usleep(50_000) }
    }
    #expect(temporary != nil, "no temporary file while the run waits for input")
    kill(process.processIdentifier, signal)
    var waited = 0
    while process.isRunning && waited < 600 {
      usleep(50_000)
      waited += 1
    }
    if process.isRunning {
      Issue.record("still running 30 s after the signal")
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    try? writer.close()
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal, "ended with \(process.terminationStatus)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [], "left behind")
  }
}

import CardKit
import Foundation
import Testing

@testable import cardkit

/// The progress line: its text, its throttle, and that it shows on a terminal only.
@Suite struct ProgressCLITests {
  /// A clock the test moves by hand, and what the reporter wrote.
  final class Recorder {
    var now = 100.0
    var written: [String] = []
  }

  func reporter(_ recorder: Recorder, enabled: Bool = true) -> ProgressReporter {
    ProgressReporter(enabled: enabled, clock: { recorder.now }, write: { recorder.written.append($0) })
  }

  @Test(arguments: [
    (ReadProgress(cards: 0, bytesRead: 0, totalBytes: nil), 1.0, "cardkit: 0 cards, 0 cards/s"),
    (ReadProgress(cards: 1_234_567, bytesRead: 37, totalBytes: 100), 2.0, "cardkit: 1,234,567 cards, 617,284 cards/s, 37%"),
    (ReadProgress(cards: 999, bytesRead: 10, totalBytes: nil), 0.5, "cardkit: 999 cards, 1,998 cards/s"),
    (ReadProgress(cards: 1000, bytesRead: 120, totalBytes: 100), 1.0, "cardkit: 1,000 cards, 1,000 cards/s, 100%"),
  ])
  func formatsTheLine(_ progress: ReadProgress, _ elapsed: Double, _ expected: String) {
    #expect(ProgressReporter.line(progress, elapsed: elapsed) == expected)
  }

  @Test func waitsASecondThenThrottlesToTenASecond() {
    let r = Recorder()
    let p = reporter(r)
    let step = ReadProgress(cards: 10, bytesRead: 1, totalBytes: 4)
    r.now += 0.5
    p.update(step)
    #expect(r.written.isEmpty, "a run under a second shows nothing")
    r.now += 0.6
    p.update(step)
    #expect(r.written == ["\r\u{1B}[Kcardkit: 10 cards, 9 cards/s, 25%"])
    r.now += 0.05
    p.update(step)
    #expect(r.written.count == 1, "a second update within 0.1 s is dropped")
    r.now += 0.06
    p.update(step)
    #expect(r.written.count == 2)
    p.clear()
    #expect(r.written.last == "\r\u{1B}[K")
    #expect(!p.visible)
    p.finish()
    #expect(r.written.count == 3, "finish after clear writes nothing more")
  }

  @Test func disabledWritesNothing() {
    let r = Recorder()
    let p = reporter(r, enabled: false)
    r.now += 5
    p.update(ReadProgress(cards: 1, bytesRead: 1, totalBytes: 1))
    p.finish()
    #expect(r.written.isEmpty)
  }

  /// A book of `count` small cards.
  static func book(_ count: Int) -> Data {
    var text = ""
    for i in 0..<count {
      text += "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Person\(i);Test;;;\r\nFN:Test Person\(i)\r\nTEL;TYPE=CELL:+49 30 \(1_000_000 + i)\r\nEND:VCARD\r\n"
    }
    return Data(text.utf8)
  }

  /// On a pipe nothing but findings reaches standard error, even with no delay at all; on a
  /// terminal (`script` gives the command one) the same runs draw the line and erase it.
  @Test(arguments: [
    ["stats", "book.vcf"], ["convert", "--to", "vcard4", "book.vcf", "-o", "out.vcf"], ["lint", "book.vcf"],
    ["sort", "book.vcf", "-o", "out.vcf"], ["dedupe", "book.vcf", "--dry-run"], ["normalize", "book.vcf", "-o", "out.vcf"],
  ])
  func showsOnATerminalOnly(_ arguments: [String]) throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.book(3000).write(to: dir.appendingPathComponent("book.vcf"))
    let binDir = CLIRunner.binary.deletingLastPathComponent().path
    let command = "cardkit " + arguments.joined(separator: " ")
    let env = ["CARDKIT_PROGRESS_DELAY": "0"]

    let piped = try CLIRunner.runShell(command, in: dir, path: binDir, environment: env)
    #expect(piped.status == 0 || piped.status == 1, "\(piped.stderr)")
    #expect(!piped.stderr.contains("cards/s"), "progress on a pipe: \(piped.stderr.prefix(300))")
    #expect(!piped.stderr.contains("\r"))

    let script = try CLIRunner.scriptCommand()
    let onTerminal = try CLIRunner.runShell("\(script) -qec '\(command) > /dev/null' /dev/null", in: dir, path: binDir, environment: env)
    #expect(onTerminal.stdout.contains("\r\u{1B}[Kcardkit: "), "no progress on a terminal: \(onTerminal.stdout.prefix(300))")
    #expect(onTerminal.stdout.contains(" cards/s"))
    // The last line drawn is erased before anything else is printed and before the end.
    let last = try #require(onTerminal.stdout.range(of: "\r\u{1B}[Kcardkit: ", options: .backwards))
    let after = onTerminal.stdout[last.upperBound...]
    #expect(after.contains("\r\u{1B}[K"), "the line is not erased at the end: \(after.debugDescription)")

    let quiet = try CLIRunner.runShell("\(script) -qec '\(command) --quiet > /dev/null' /dev/null", in: dir, path: binDir, environment: env)
    #expect(!quiet.stdout.contains("cards/s"), "progress with --quiet: \(quiet.stdout.prefix(300))")
  }
}

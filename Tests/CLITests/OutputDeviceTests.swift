import Foundation
import Testing

/// Writing to a destination that is not a regular file must write into it, never replace it.
@Suite struct OutputDeviceTests {
  /// An empty output path names no destination: wrong usage (64), said with the option, before
  /// anything is read or written (it was an output that could not be written, 2, after the run;
  /// merge had written the book to standard output by then).
  @Test(arguments: [
    ["convert", "--to", "vcard4", "IN", "-o", ""], ["sort", "IN", "-o", ""], ["dedupe", "IN", "--output", ""],
    ["normalize", "IN", "-o", ""], ["index", "IN", "-o", ""], ["stats", "IN", "-o", ""], ["repair", "IN", "-o", ""],
    ["merge", "IN", "IN", "-o", ""], ["merge", "IN", "IN", "--report", ""], ["dedupe", "IN", "--report", "", "--dry-run"],
  ])
  func emptyOutputPathIsAUsageError(_ arguments: [String]) throws {
    let sample = CLIRunner.root.appendingPathComponent("corpora/sample/contacts.vcf").path
    let r = try CLIRunner.run(arguments.map { $0 == "IN" ? sample : $0 })
    let option = arguments[arguments.count - (arguments.last == "--dry-run" ? 3 : 2)]
    #expect(r.status == 64, "\(arguments): \(r.stderr)")
    #expect(r.stderr.hasPrefix("cardkit: error: The value '' is invalid for '\(option) <"), "\(arguments): \(r.stderr)")
    #expect(r.stderr.contains("the path is empty; give a file, or - for standard output"), "\(arguments): \(r.stderr)")
    #expect(r.stdout.isEmpty, "\(arguments)")
  }

  @Test func devNullStaysADevice() throws {
    let sample = CLIRunner.root.appendingPathComponent("corpora/vcard/apple_v30_export.vcf").path
    let r = try CLIRunner.run(["convert", "--to", "vcard4", sample, "-o", "/dev/null"])
    #expect(r.status == 0, "\(r.stderr)")
    let attributes = try FileManager.default.attributesOfItem(atPath: "/dev/null")
    #expect(attributes[.type] as? FileAttributeType == .typeCharacterSpecial)
  }

  @Test func aFIFOReceivesTheOutput() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fifo = dir.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let sample = CLIRunner.root.appendingPathComponent("corpora/vcard/apple_v30_export.vcf").path
    nonisolated(unsafe) var received = Data()
    let reader = Thread {
      if let h = FileHandle(forReadingAtPath: fifo) { received = h.readDataToEndOfFile() }
    }
    reader.start()
    let r = try CLIRunner.run(["convert", "--to", "vcard4", sample, "-o", fifo])
    while !reader.isFinished { usleep(10_000) }
    #expect(r.status == 0, "\(r.stderr)")
    #expect(String(decoding: received, as: UTF8.self).contains("FN:Johnny Quincy Appleseed"))
    let attributes = try FileManager.default.attributesOfItem(atPath: fifo)
    #expect(attributes[.type] as? FileAttributeType != .typeRegular, "the FIFO must not be replaced by a file")
  }
}

import Foundation
import Testing

/// Writing to a destination that is not a regular file must write into it, never replace it.
@Suite struct OutputDeviceTests {
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

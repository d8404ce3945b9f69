import Foundation
import Testing

@testable import CardKit

/// Bytes written through the buffer and large arrays written past it end up in order.
@Suite struct OutputFileTests {
  @Test func largeArraysAndBufferedBytesKeepTheirOrder() throws {
    let path = NSTemporaryDirectory() + "cardkit-output-\(UInt32.random(in: 0...UInt32.max)).txt"
    defer { unlink(path) }
    let large = (0..<(1 << 19)).map { UInt8(truncatingIfNeeded: $0 &* 31) }  // past the 256 KiB buffer
    let output = try OutputFile(path: path)
    try output.write("head:")  // buffered
    try output.write(large)  // flushes the buffer, then goes straight to the file
    try output.write([0x21, 0x21])  // small array: buffered again
    try output.write(large[...])  // any sequence: through the buffer
    try output.commit()
    let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(written == Array("head:".utf8) + large + [0x21, 0x21] + large)
  }
}

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

  /// Output to a symbolic link replaces the file it leads to (relative, through a chain of
  /// two links, or not there yet) and leaves the link a link, with the file's permissions.
  @Test func aSymbolicLinkIsFollowed() throws {
    let directory = NSTemporaryDirectory() + "cardkit-links-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: directory + "/books", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let book = directory + "/books/book.vcf"
    try Data("old".utf8).write(to: URL(fileURLWithPath: book))
    chmod(book, 0o600)
    #expect(symlink("books/book.vcf", directory + "/first") == 0)
    #expect(symlink(directory + "/first", directory + "/second") == 0)
    #expect(symlink("books/new.vcf", directory + "/dangling") == 0)

    for (link, target) in [("/first", "/books/book.vcf"), ("/second", "/books/book.vcf"), ("/dangling", "/books/new.vcf")] {
      let output = try OutputFile(path: directory + link)
      try output.write("new through \(link)")
      try output.commit()
      var info = stat()
      #expect(lstat(directory + link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "\(link) is still a link")
      #expect(try String(contentsOfFile: directory + target, encoding: .utf8) == "new through \(link)")
    }
    var info = stat()
    #expect(stat(book, &info) == 0 && info.st_mode & 0o777 == 0o600)
    // Nothing left behind next to the links or the files.
    let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(names == ["books", "dangling", "first", "second"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/books").sorted() == ["book.vcf", "new.vcf"])
  }

  /// A loop of links is not followed for ever: the output fails with the system's reason.
  @Test func aLoopOfLinksFails() throws {
    let directory = NSTemporaryDirectory() + "cardkit-loop-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(symlink("b", directory + "/a") == 0)
    #expect(symlink("a", directory + "/b") == 0)
    #expect(throws: OutputError.self) {
      let output = try OutputFile(path: directory + "/a")
      try output.write("x")
      try output.commit()
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["a", "b"])
  }
}

import Foundation
import Testing

@testable import CardKit

/// Every input the fuzzers found a fault with is kept in `corpora/fuzz/<target>/` and replayed
/// here through the same checks the fuzz target runs (``ReadOracles``): it must now pass them.
/// `corpora/fuzz/README.md` says what each one caught.
@Suite struct FuzzRegressionTests {
  static let folder = Paths.corpora.appendingPathComponent("fuzz")

  static func inputs(_ target: String) -> [URL] {
    let dir = folder.appendingPathComponent(target)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { dir.appendingPathComponent($0) }
  }

  static func bytes(_ url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }

  @Test func everyTargetHasItsFolder() {
    for target in ["vcard", "csv", "jcard", "phone"] {
      var isDirectory: ObjCBool = false
      let path = Self.folder.appendingPathComponent(target).path
      #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue, "missing \(path)")
    }
  }

  @Test(arguments: inputs("vcard")) func vcard(_ url: URL) throws {
    #expect(ReadOracles.vcard(try Self.bytes(url)) == [], "\(url.lastPathComponent)")
  }

  @Test(arguments: inputs("csv")) func csv(_ url: URL) throws {
    #expect(ReadOracles.csv(try Self.bytes(url)) == [], "\(url.lastPathComponent)")
  }

  @Test(arguments: inputs("jcard")) func jcard(_ url: URL) throws {
    #expect(ReadOracles.jcard(try Self.bytes(url)) == [], "\(url.lastPathComponent)")
  }

  @Test(arguments: inputs("phone")) func phone(_ url: URL) throws {
    #expect(ReadOracles.phone(try Self.bytes(url)) == [], "\(url.lastPathComponent)")
  }
}

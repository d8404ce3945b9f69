import Foundation
import Testing

@testable import CardKit

/// Converting a file must not make it worse: every vCard file of the external corpus (valid and
/// vendor-quirk) and of our own corpus is written in each version and as jCard, and the
/// conformance lint of the output may report nothing at warning or error severity whose code
/// the input's lint did not report (at any severity). What a version cannot express at all is
/// listed below, each with its reason; anything else is a writer that spells something the way
/// another version does.
@Suite(.serialized) struct ConversionLintTests {
  /// A finding a conversion may add: its code, a piece of its message, and why; with
  /// `requires`, only when the input's lint reported that code.
  struct Allowed {
    var code: String
    var message: String
    var reason: String
    var requires: String? = nil
  }

  static let allowed: [Allowed] = [
    Allowed(
      code: "L016", message: "KEY does not take VALUE=uri in vCard 3.0",
      reason: "a key URI in 3.0 is written VALUE=uri, as ez-vcard writes and reads it; RFC 2426 lists binary and text"),
    Allowed(code: "L019", message: "BDAY", reason: "a date without a year, text, or a second BDAY kept raw has no 3.0 or 2.1 form"),
    Allowed(
      code: "L016", message: "BDAY does not take VALUE=text in vCard 3.0", reason: "a second BDAY, kept raw, that is text has no 3.0 form"),
    Allowed(
      code: "L016", message: "is not a value type of vCard 2.1",
      reason: "2.1 names no value type but URL and inline data: a date or time said to be one keeps its VALUE, and so does text where 2.1 takes a date, an offset or media"),
    Allowed(
      code: "L028", message: "PHOTO", reason: "base64 the reader could not decode is kept as text (V014 says so)", requires: "V014"),
    Allowed(
      code: "L025", message: "PHOTO", reason: "base64 the reader could not decode is kept as text (V014 says so)", requires: "V014"),
    Allowed(code: "V024", message: "is not a date", reason: "a BDAY that is text has no 3.0 or 2.1 form (the writer says so, C006)"),
    Allowed(code: "L020", message: "does not start with + or -", reason: "a zone name has no 2.1 form (2.1 TZ is an offset)"),
    Allowed(code: "L020", message: "is not ±hh:mm", reason: "a 3.0 TZ that is text has no 2.1 form"),
    Allowed(
      code: "L022", message: "has no scheme",
      reason: "an X- property of 3.0 (X-RELATED) becomes the 4.0 property its name stands for, whose value is a URI"),
    Allowed(code: "L014", message: "ENCODING is not defined in vCard 4.0", reason: "base64 in an X- property has no 4.0 form"),
  ]

  /// A format converted to: vCard of each version, and jCard (linted as jCard, and also read
  /// back and written as 4.0 text).
  struct Target: Sendable {
    var name: String
    var fileExtension: String
    var write: @Sendable ([Card]) throws -> [UInt8]
  }

  static let targets: [Target] =
    [VCardVersion.v2_1, .v3_0, .v4_0].map { version in
      Target(name: version.rawValue, fileExtension: "vcf") { VCardWriter(version: version).write($0).bytes }
    } + [
      Target(name: "jCard", fileExtension: "json") { JCardWriter().write($0).bytes },
      Target(name: "jCard, then 4.0", fileExtension: "vcf") { cards in
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-conversion-\(UUID().uuidString).json")
        try Data(JCardWriter().write(cards).bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return VCardWriter(version: .v4_0).write(try BookReader.readAll(path: url.path).cards.map(\.card)).bytes
      },
    ]

  @Test func conversionsAddNoConformanceFinding() throws {
    _ = try Paths.requireExternal()
    var files = ExternalConformanceTests.vcardEntries.filter { $0.kind == "valid" || $0.kind == "vendor-quirk" }.map(\.url)
    files += Paths.files(in: Paths.corpora.appendingPathComponent("vcard"), extensions: ["vcf"])
    #expect(files.count > 100, "only \(files.count) files")
    var clean = 0
    var excused: [String: Int] = [:]
    for file in files {
      let input = try Self.findings(path: file.path)
      let cards = try BookReader.readAll(path: file.path).cards.map(\.card)
      var fileClean = true
      for target in Self.targets {
        let output = try Self.findings(bytes: try target.write(cards), extension: target.fileExtension)
        for finding in output where !input.contains(finding.code) {
          if let allowed = Self.allowed.first(where: {
            $0.code == finding.code && finding.message.contains($0.message) && ($0.requires.map(input.contains) ?? true)
          }) {
            excused["\(allowed.code) \(allowed.reason)", default: 0] += 1
            continue
          }
          fileClean = false
          Issue.record("\(file.lastPathComponent) -> \(target.name): [\(finding.code)] \(finding.message)")
        }
      }
      if fileClean { clean += 1 }
    }
    print("conversion lint: \(clean)/\(files.count) files convert to 2.1, 3.0, 4.0 and jCard without a new finding")
    for (reason, count) in excused.sorted(by: { $0.key < $1.key }) { print("  allowed ×\(count): \(reason)") }
  }

  /// The conformance findings of a file (code and message), at warning or error severity
  /// unless `notes`.
  static func findings(path: String, notes: Bool = true) throws -> [(code: String, message: String)] {
    var options = LintOptions()
    try LintSelection(start: .categories([.conformance])).apply(to: &options)
    return try Linter(options: options).lint(paths: [path]).diagnostics
      .filter { notes || $0.severity >= .warning }
      .map { ($0.code.rawValue, $0.message) }
  }

  static func findings(bytes: [UInt8], extension: String) throws -> [(code: String, message: String)] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardkit-conversion-\(UUID().uuidString).\(`extension`)")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try findings(path: url.path, notes: false)
  }
}

extension Array where Element == (code: String, message: String) {
  fileprivate func contains(_ code: String) -> Bool { contains { $0.code == code } }
}

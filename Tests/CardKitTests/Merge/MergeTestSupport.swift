import Foundation
import Testing

@testable import CardKit

/// Cards read from vCard text (lines joined with CRLF), as the CLI reads them.
func vcards(_ text: String) throws -> [Card] {
  let crlf = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
  return try read(bytes: Array(crlf.utf8)).map(\.card)
}

/// One 3.0 card from its property lines.
func vcard(_ lines: String) throws -> Card {
  let cards = try vcards("BEGIN:VCARD\nVERSION:3.0\n" + lines + "\nEND:VCARD\n")
  return try #require(cards.first)
}

/// A card built in code with the given phones and emails (no labels); `n` is the structured
/// name as vCard writes it (`Smith;John;;;Jr.`).
func card(fn: String? = nil, phones: [String] = [], emails: [String] = [], uid: String? = nil, n: String? = nil) -> Card {
  var c = Card()
  if let fn { c.formattedName = Attributed(fn) }
  if let n {
    let parts = n.split(separator: ";", omittingEmptySubsequences: false).map { $0.isEmpty ? [] : [String($0)] }
    c.name = Attributed(StructuredName(components: parts))
  }
  for p in phones { c.append(LabeledValue(p), to: \.phones) }
  for e in emails { c.append(LabeledValue(e), to: \.emails) }
  if let uid { c.uid = Attributed(uid) }
  return c
}

/// The address books of our corpora and the external corpus that the invariants run over.
enum MergeCorpus {
  /// Our own samples (vCard, jCard, CSV, the demo book, merge and stats samples).
  static var ownFiles: [URL] {
    let c = Paths.corpora
    return Paths.files(in: c.appendingPathComponent("vcard"), extensions: ["vcf"])
      + Paths.files(in: c.appendingPathComponent("jcard"), extensions: ["json"])
      + Paths.files(in: c.appendingPathComponent("csv"), extensions: ["csv"])
      + Paths.files(in: c.appendingPathComponent("merge"), extensions: ["vcf"])
      + Paths.files(in: c.appendingPathComponent("stats"), extensions: ["vcf"])
      + [c.appendingPathComponent("sample/contacts.vcf")]
  }

  /// Every file: ours and the external corpus (which must be present).
  static func allFiles() throws -> [URL] {
    _ = try Paths.requireExternal()
    return ownFiles + ManifestEntry.all.map(\.url)
  }

  static func cards(_ url: URL) throws -> [Card] {
    try BookReader.readAll(path: url.path).cards.map(\.card)
  }
}

import Foundation
import Testing

@testable import CardKit

/// Issue 3's round trips over every vCard sample of ours: through the generic CSV layout
/// nothing changes; through Google's layout names, phones with labels, emails, addresses,
/// organization, notes, birthday and groups survive.
@Suite struct CSVCorpusRoundTripTests {
  static let samples = Paths.files(in: Paths.corpora.appendingPathComponent("vcard"), extensions: ["vcf"])
    + [Paths.corpora.appendingPathComponent("sample/contacts.vcf")]

  static func cards(_ url: URL) throws -> [Card] {
    try BookReader.readAll(path: url.path).cards.map(\.card)
  }

  static func viaCSV(_ cards: [Card], _ layout: CSVOutputLayout) -> [Card] {
    let written = CSVWriter.write(cards: cards, layout: layout)
    return CSVReader.read(bytes: written.bytes, fileName: "round-trip.csv").cards
  }

  @Test(arguments: samples)
  func genericCSVIsLossless(_ url: URL) throws {
    let original = try Self.cards(url)
    let back = Self.viaCSV(original, .generic)
    #expect(back.count == original.count, "\(url.lastPathComponent): card count")
    for (i, (a, b)) in zip(original, back).enumerated() {
      // The version a card was read as is kept by the generic layout too.
      #expect(a == b, "\(url.lastPathComponent) card \(i): \(multisetDifference(a.valueInventory, b.valueInventory)) / \(multisetDifference(b.valueInventory, a.valueInventory))")
    }
  }

  @Test(arguments: samples)
  func googleCSVKeepsTheEssentials(_ url: URL) throws {
    let original = try Self.cards(url)
    let back = Self.viaCSV(original, .google)
    #expect(back.count == original.count, "\(url.lastPathComponent): card count")
    for (i, (a, b)) in zip(original, back).enumerated() {
      let at = "\(url.lastPathComponent) card \(i)"
      let an = a.name?.value ?? StructuredName()
      let bn = b.name?.value ?? StructuredName()
      if !an.isEmpty {
        // Google has one cell per name part: several family names share it.
        #expect(an.familyName == bn.familyName && an.givenName == bn.givenName, "\(at): name \(an.components) → \(bn.components)")
      }
      #expect(a.phones.map(\.value) == b.phones.map(\.value), "\(at): phones")
      #expect(a.phones.map { PhoneLabelReading($0).label } == b.phones.map { PhoneLabelReading($0).label }, "\(at): phone labels")
      #expect(a.emails.map(\.value) == b.emails.map(\.value), "\(at): emails")
      // One Street cell: several street values share it, one per line.
      #expect(a.addresses.map { $0.value.street.joined(separator: "\n") } == b.addresses.map { $0.value.street.joined(separator: "\n") }, "\(at): streets")
      #expect(a.addresses.map(\.value.locality) == b.addresses.map(\.value.locality), "\(at): cities")
      #expect(a.addresses.map(\.value.postalCode) == b.addresses.map(\.value.postalCode), "\(at): postal codes")
      #expect(a.addresses.map(\.value.country) == b.addresses.map(\.value.country), "\(at): countries")
      #expect((a.organization?.value.name ?? "") == (b.organization?.value.name ?? ""), "\(at): organization")
      #expect(a.notes.map(\.value).joined(separator: "\n") == b.notes.map(\.value).joined(separator: "\n"), "\(at): notes")
      #expect(a.birthday?.value == b.birthday?.value, "\(at): birthday")
      #expect(Set(a.categories.map(\.value)) == Set(b.categories.map(\.value)), "\(at): groups")
    }
  }
}

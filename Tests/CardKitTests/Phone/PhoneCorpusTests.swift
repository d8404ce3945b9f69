import Testing

@testable import CardKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Normalizing every TEL value of the external corpus never traps and never changes a number
/// libphonenumber calls invalid.
///
/// The vCard reader is not part of this branch, so the cards come from a plain line scan
/// (unfolding, `BEGIN`/`END`, `TEL`, `ADR`, `X-ABLabel`, `X-ABADR`); it is a fixture reader for
/// this test only.
@Suite struct PhoneCorpusTests {
  static let root: String = {
    var path = #filePath
    for _ in 0..<4 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path + "/../shared/corpora/external"
  }()

  /// The `.vcf` files MANIFEST.tsv lists (its first column is the path inside the corpus).
  static func vcfFiles() throws -> [String] {
    let manifest = read(root + "/MANIFEST.tsv")
    guard !manifest.isEmpty else {
      Issue.record("external corpus not found at \(root) (MANIFEST.tsv missing): the corpus folder is required")
      return []
    }
    return String(decoding: manifest, as: UTF8.self).split(separator: "\n").dropFirst().compactMap { line in
      let path = line.split(separator: "\t", maxSplits: 1).first.map(String.init) ?? ""
      return path.lowercased().hasSuffix(".vcf") ? root + "/" + path : nil
    }
  }

  static func read(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { return [] }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }

  /// Cards with their phones, labels and addresses, from unfolded content lines.
  static func cards(in text: String) -> [Card] {
    var lines: [String] = []
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
      if let first = raw.first, first == " " || first == "\t", !lines.isEmpty {
        lines[lines.count - 1] += raw.dropFirst()
      } else {
        lines.append(String(raw))
      }
    }
    var cards: [Card] = []
    var current: Card?
    var labels: [String: String] = [:]
    func finish() {
      guard var card = current else { return }
      for index in card.phones.indices {
        if let group = card.phones[index].group?.uppercased(), let label = labels[group] {
          card.phones[index].label = label
        }
      }
      cards.append(card)
      current = nil
      labels = [:]
    }
    for (number, line) in lines.enumerated() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let head = line[..<colon]
      let value = String(line[line.index(after: colon)...])
      var parts = head.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
      var name = parts.removeFirst()
      var group: String?
      if let dot = name.firstIndex(of: ".") {
        group = String(name[..<dot])
        name = String(name[name.index(after: dot)...])
      }
      switch name.uppercased() {
      case "BEGIN" where value.uppercased().hasPrefix("VCARD"):
        finish()
        current = Card()
      case "END":
        finish()
      case "TEL":
        var types: [TypeToken] = []
        for parameter in parts {
          let pieces = parameter.split(separator: "=", maxSplits: 1).map(String.init)
          if pieces.count == 1 {
            types.append(TypeToken(pieces[0]))
          } else if pieces[0].uppercased() == "TYPE" {
            types += pieces[1].split(separator: ",").map { TypeToken(String($0)) }
          }
        }
        current?.append(
          LabeledValue(value, types: types, group: group, position: SourcePosition(line: number + 1, column: 1)),
          to: \.phones)
      case "X-ABLABEL":
        if let group { labels[group.uppercased()] = value }
      case "ADR":
        let components = value.split(separator: ";", omittingEmptySubsequences: false).map { [String($0)] }
        current?.append(LabeledValue(PostalAddress(components: components), group: group), to: \.addresses)
      case "X-ABADR":
        current?.extras.append(RawProperty(group: group, name: PropertyName("X-ABADR"), value: value))
      default:
        break
      }
    }
    finish()
    return cards
  }

  @Test(arguments: [PhoneNormalizationOptions.RegionChoice.auto, .fixed(PhoneRegion("US")!), .fixed(PhoneRegion("DE")!)])
  func normalizingTheCorpusKeepsInvalidNumbers(_ region: PhoneNormalizationOptions.RegionChoice) throws {
    let files = try Self.vcfFiles()
    #expect(files.count > 100, "expected the external corpus's .vcf files")
    let reference = PhoneNumberService(reference: true)
    var numbers = 0
    var changed = 0
    var kept = 0
    for path in files {
      let text = String(decoding: Self.read(path), as: UTF8.self)
      let original = Self.cards(in: text)
      var cards = original
      let options = PhoneNormalizationOptions(region: region, format: .e164)
      let report = PhoneNormalizer(options: options).normalize(&cards, file: path)
      for change in report.changes where change.field == .number {
        numbers += 1
        let before = original[change.cardIndex].phones.first { $0.id == change.valueID }?.value
        let after = cards[change.cardIndex].phones.first { $0.id == change.valueID }?.value
        #expect(before == change.old)
        #expect(after == change.new)
        // libphonenumber itself, with the region the change reports, decides validity.
        let valid = (try? reference.parse(change.old, region: change.region)).map { reference.isValid($0) } ?? false
        if valid {
          #expect(change.status == .changed || change.status == .alreadyNormalized, "\(path): \(change.old)")
          if let after, let number = try? reference.parse(after, region: nil) {
            #expect(reference.isValid(number), "\(path): \(change.old) -> \(after)")
          } else {
            Issue.record("\(path): normalized \(change.old) to \(after ?? "nil"), which does not read back")
          }
          if change.status == .changed { changed += 1 }
        } else {
          #expect(after == before, "\(path): invalid \(change.old) was changed to \(after ?? "nil")")
          kept += 1
        }
      }
    }
    #expect(numbers > 400)
    #expect(changed > 50)
    #expect(kept > 50)
  }
}

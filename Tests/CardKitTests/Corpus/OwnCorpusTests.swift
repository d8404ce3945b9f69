import Foundation
import Testing

@testable import CardKit

/// Our own samples in `corpora/vcard` and `corpora/jcard`, each checked against its
/// `.expect.json` (format described in corpora/README.md).
@Suite struct OwnCorpusTests {
  static let samples: [URL] =
    Paths.files(in: Paths.corpora.appendingPathComponent("vcard"), extensions: ["vcf"])
    + Paths.files(in: Paths.corpora.appendingPathComponent("jcard"), extensions: ["json"])
    + [Paths.corpora.appendingPathComponent("sample/contacts.vcf")]

  @Test func thereAreEnoughSamples() {
    #expect(Self.samples.count >= 30)
  }

  @Test(arguments: samples)
  func sampleMatchesExpectation(_ url: URL) throws {
    let expectURL = url.deletingPathExtension().appendingPathExtension("expect.json")
    let data = try Data(contentsOf: expectURL)
    let expected = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let (parsed, fileDiagnostics, _) = try BookReader.readAll(path: url.path)
    let cards = parsed.map(\.card)
    let name = url.lastPathComponent
    if let count = expected["cardCount"] as? Int {
      #expect(cards.count == count, "\(name): card count")
    }
    if let expectedCards = expected["cards"] as? [[String: Any]] {
      for (i, e) in expectedCards.enumerated() where i < cards.count {
        CardExpectation(e, file: name, index: i).check(cards[i])
      }
    }
    if let diags = expected["diagnostics"] as? [[String: Any]] {
      let actual = (parsed.flatMap(\.diagnostics) + fileDiagnostics)
        .filter { $0.severity >= .warning }
        .map { "\($0.code.rawValue)@\($0.location.line)" }
      let wanted = diags.map { "\($0["code"] as? String ?? "?")@\($0["line"] as? Int ?? 0)" }
      #expect(actual == wanted, "\(name): diagnostics \(actual) != \(wanted)")
    }
  }
}

/// Compares a card with the keys of one expected card.
struct CardExpectation {
  var e: [String: Any]
  var file: String
  var index: Int

  init(_ e: [String: Any], file: String, index: Int) {
    self.e = e
    self.file = file
    self.index = index
  }

  func check(_ card: Card) {
    let at = "\(file) card \(index)"
    if e.keys.contains("fn") {
      let want = e["fn"] as? String ?? ""
      #expect((card.formattedName?.value ?? "") == want, "\(at): fn")
    }
    if e.keys.contains("n") {
      let want = (e["n"] as? [[String]]) ?? [[], [], [], [], []]
      #expect(Array((card.name?.value.components ?? [[], [], [], [], []]).prefix(5)) == want, "\(at): n \(card.name?.value.components ?? [])")
    }
    if let want = e["nicknames"] as? [String] { #expect(card.nicknames.map(\.value) == want, "\(at): nicknames") }
    if let want = e["org"] as? [String] {
      var have = card.organization?.value.components ?? []
      while have.count > 1, have.last == "" { have.removeLast() }
      #expect(have == want, "\(at): org \(have)")
    }
    if let want = e["titles"] as? [String] { #expect(card.titles.map(\.value) == want, "\(at): titles") }
    if e.keys.contains("kind") { #expect(card.kind?.value.text == e["kind"] as? String, "\(at): kind") }
    checkLabeled(card.phones, "phones", at)
    checkLabeled(card.emails, "emails", at)
    checkLabeled(card.urls, "urls", at)
    if let want = e["addresses"] as? [[String: Any]] {
      #expect(card.addresses.count == want.count, "\(at): address count \(card.addresses.map(\.value))")
      for (a, w) in zip(card.addresses, want) {
        if let c = w["components"] as? [[String]] { #expect(Array(a.value.components.prefix(7)) == c, "\(at): address \(a.value.components)") }
        if let t = w["types"] as? [String] { #expect(a.types.map(\.text) == t, "\(at): address types \(a.types)") }
        if w.keys.contains("label") { #expect(a.label == w["label"] as? String, "\(at): address label") }
        if w.keys.contains("formattedLabel") { #expect(a.value.formattedLabel == w["formattedLabel"] as? String, "\(at): formatted label \(a.value.formattedLabel ?? "nil")") }
      }
    }
    if e.keys.contains("birthday") { #expect(dateText(card.birthday?.value) == e["birthday"] as? String, "\(at): birthday \(String(describing: card.birthday?.value))") }
    if e.keys.contains("anniversary") { #expect(dateText(card.anniversary?.value) == e["anniversary"] as? String, "\(at): anniversary \(String(describing: card.anniversary?.value))") }
    if let want = e["notes"] as? [String] { #expect(card.notes.map(\.value) == want, "\(at): notes \(card.notes.map(\.value))") }
    if let want = e["photo"] as? [String: Any] {
      let photo = card.photos.first?.value
      if let uri = want["uri"] as? String {
        #expect(photo == .uri(uri), "\(at): photo uri")
      } else {
        #expect(photo?.mediaType == want["mediaType"] as? String, "\(at): photo media type \(photo?.mediaType ?? "nil")")
        #expect(photo?.byteCount == want["byteCount"] as? Int, "\(at): photo size \(photo?.byteCount ?? -1)")
      }
    } else if e.keys.contains("photo") {
      #expect(card.photos.isEmpty, "\(at): photo")
    }
    if let want = e["categories"] as? [String] { #expect(card.categories.map(\.value) == want, "\(at): categories") }
    if let want = e["members"] as? [String] { #expect(card.members.map(\.value) == want, "\(at): members") }
    if e.keys.contains("uid") { #expect(card.uid?.value == e["uid"] as? String, "\(at): uid") }
    if let want = e["extras"] as? [String] {
      let have = card.extras.map { ($0.group.map { $0 + "." } ?? "") + $0.name.text }
      #expect(have.map { $0.uppercased() } == want.map { $0.uppercased() }, "\(at): extras \(have)")
    }
    if e.keys.contains("phoneticGiven") { #expect(nilIfEmpty(card.phoneticName.givenName) == e["phoneticGiven"] as? String, "\(at): phonetic given") }
    if e.keys.contains("phoneticFamily") { #expect(nilIfEmpty(card.phoneticName.familyName) == e["phoneticFamily"] as? String, "\(at): phonetic family") }
    if let want = e["sortAs"] as? [String] { #expect(card.sortAs == want, "\(at): sortAs \(card.sortAs)") }
  }

  private func checkLabeled(_ values: [LabeledValue<String>], _ key: String, _ at: String) {
    guard let want = e[key] as? [[String: Any]] else { return }
    #expect(values.count == want.count, "\(at): \(key) count \(values.map(\.value))")
    for (v, w) in zip(values, want) {
      if let value = w["value"] as? String { #expect(v.value == value, "\(at): \(key) value") }
      if let types = w["types"] as? [String] { #expect(v.types.map(\.text) == types, "\(at): \(key) types \(v.types.map(\.text)) for \(v.value)") }
      if w.keys.contains("label") { #expect(v.label == w["label"] as? String, "\(at): \(key) label \(v.label ?? "nil") for \(v.value)") }
      if w.keys.contains("pref") { #expect(v.preference == w["pref"] as? Int, "\(at): \(key) pref for \(v.value)") }
    }
  }

  private func dateText(_ d: DateValue?) -> String? {
    switch d {
    case .date(let p)?: p.vcard4Text
    case .text(let t)?: t
    case nil: nil
    }
  }

  private func nilIfEmpty(_ s: String) -> String? { s.isEmpty ? nil : s }
}

import Foundation
import Testing
@testable import CardKit

@Suite struct PhonePickerTests {
  static var book: [Card] {
    var work = NameCards.person(family: "Adams", given: "Ann", phones: ["+1 408 555 0100"])
    work.append(LabeledValue("+1 408 555 0199", types: [.work, .voice, .pref]), to: \.phones)
    var custom = NameCards.person(family: "Zhou", given: "Li")
    custom.append(LabeledValue("020 7946 0958", label: "Boat"), to: \.phones)
    return [
      NameCards.person(family: "Young", given: "Zed", phones: ["555 0101"]),
      work,
      NameCards.person(family: "Baker"),  // no number: not listed
      NameCards.nameless(phones: ["+44 20 7946 0000"]),
      custom,
      NameCards.formatted("张伟", phones: ["+86 10 5555 0100"]),
      NameCards.nameless(email: "x@example.com", phones: ["  "]),  // only a blank number: not listed
    ]
  }

  @Test func oneRowPerNumberGroupedAndSorted() throws {
    let picker = PhonePicker(indexer: try NameIndexer(options: NameSortOptions(locale: "en")))
    let sections = picker.sections(for: Self.book)
    #expect(sections.map(\.title) == ["A", "Y", "Z", "#"])
    let rows = sections.flatMap(\.rows)
        // 张伟 reads zhang wei, before Zhou.
    #expect(rows.map(\.name) == ["Ann Adams", "Ann Adams", "Zed Young", "张伟", "Li Zhou", "+44 20 7946 0000"])
    // Labels are the canonical phone labels: `TYPE=cell` reads as mobile.
    #expect(rows.map(\.label) == ["mobile", "work", "mobile", "mobile", "Boat", "mobile"])
    #expect(rows.map(\.number) == ["+1 408 555 0100", "+1 408 555 0199", "555 0101", "+86 10 5555 0100",
                                   "020 7946 0958", "+44 20 7946 0000"])
    #expect(rows.map(\.section) == ["A", "A", "Y", "Z", "Z", "#"])
    #expect(rows.map { [$0.card, $0.phone] } == [[1, 0], [1, 1], [0, 0], [5, 0], [4, 0], [3, 0]])
  }

  @Test func everyNumberListedExactlyOnce() throws {
    let book = Self.book
    let rows = PhonePicker(indexer: try NameIndexer(options: NameSortOptions(locale: "ja"))).rows(for: book)
    let listed = rows.map { "\($0.card)/\($0.phone)" }
    var expected: [String] = []
    for (c, card) in book.enumerated() {
      for (p, phone) in card.phones.enumerated() where !phone.value.trimmingCharacters(in: .whitespaces).isEmpty {
        expected.append("\(c)/\(p)")
      }
    }
    #expect(Set(listed).count == listed.count)
    #expect(Set(listed) == Set(expected))
  }

  @Test func labelerIsPluggable() throws {
    let picker = PhonePicker(indexer: try NameIndexer()) { phone in phone.has(.cell) ? "mobile" : "other" }
    #expect(picker.rows(for: Self.book).map(\.label) == ["mobile", "other", "mobile", "mobile", "other", "mobile"])
  }

  @Test func textAndJSON() throws {
    let picker = PhonePicker(indexer: try NameIndexer())
    let cards = [NameCards.person(family: "Adams", given: "Ann", phones: ["555 0100"])]
    #expect(PhonePicker.text(picker.sections(for: cards)) == "A\n  Ann Adams\tmobile\t555 0100\n")
    let json = String(decoding: try JSONEncoder().encode(picker.rows(for: cards)), as: UTF8.self)
    #expect(json.contains(#""number":"555 0100""#))
  }
}

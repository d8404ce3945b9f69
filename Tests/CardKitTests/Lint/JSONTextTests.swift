import Foundation
import Testing

@testable import CardKit

/// The lint report's JSON writer renders long arrays in parts on several threads; the text must
/// be the same as rendering the elements one by one, and valid JSON.
@Suite struct JSONTextTests {
  struct Item: Sendable {
    var n: Int
    var text: String
  }

  static func render(_ item: Item, _ json: inout JSONText) {
    json.beginObject()
    json.number("n", item.n)
    json.string("text", item.text)
    json.beginArray("tags")
    if item.n % 3 == 0 {
      json.beginObject()
      json.string("k", "v\(item.n)")
      json.endObject()
    }
    json.endArray()
    json.endObject()
  }

  /// A document with `before` elements written singly, then `items` through `elements`.
  static func document(_ items: [Item], before: Int, threads: Int, indent: Bool) -> String {
    var json = JSONText(indent: indent)
    json.beginObject()
    json.string("head", "x")
    json.beginArray("list")
    for i in 0..<before { render(Item(n: -i, text: "before"), &json) }
    json.elements(items, threads: threads) { item, json in render(item, &json) }
    json.endArray()
    json.number("tail", 1)
    json.endObject()
    return json.text
  }

  @Test(arguments: [0, 1, 4095, 4096, 10_000, 20_001])
  func partsJoinAsOnePass(_ count: Int) throws {
    let items = (0..<count).map { Item(n: $0, text: "t\"\\\($0)é\n") }
    for before in [0, 2] {
      for indent in [true, false] {
        let one = Self.document(items, before: before, threads: 1, indent: indent)
        let two = Self.document(items, before: before, threads: 2, indent: indent)
        #expect(one == two, "\(count) items after \(before), indent \(indent)")
        let parsed = try JSONSerialization.jsonObject(with: Data(two.utf8)) as? [String: Any]
        #expect((parsed?["list"] as? [Any])?.count == count + before)
        #expect(parsed?["tail"] as? Int == 1)
      }
    }
  }

  /// Numbers at both ends of `Int` (negating `Int.min` overflowed and stopped the program).
  @Test(arguments: [0, 7, -3, 10, -10, Int.max, Int.min])
  func numbersAreWrittenInDecimal(_ n: Int) {
    var json = JSONText(indent: false)
    json.beginObject()
    json.number("n", n)
    json.optionalNumber("m", n)
    json.endObject()
    #expect(json.text == "{\"n\":\(n),\"m\":\(n)}")
  }

  /// Strings are scanned eight bytes at a time for what needs an escape: each escaped
  /// character, at every offset around and across those eight-byte steps, comes back as
  /// written, in the escape RFC 8259 gives it.
  @Test(arguments: ["\"", "\\", "\n", "\r", "\t", "\u{01}", "\u{1F}", "\u{7F}", "é", " ", "~"])
  func stringsEscapeAtEveryOffset(_ special: String) throws {
    let escaped = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\u{01}": "\\u0001", "\u{1F}": "\\u001f"][special] ?? special
    for before in 0..<20 {
      for after in [0, 1, 7, 8, 9] {
        let text = String(repeating: "a", count: before) + special + String(repeating: "b", count: after) + special
        var bytes: [UInt8] = []
        JSONWriter.appendString(text, to: &bytes)
        let expected = "\"" + String(repeating: "a", count: before) + escaped + String(repeating: "b", count: after) + escaped + "\""
        #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(before) before, \(after) after")
        var json = JSONText(indent: false)
        json.beginObject()
        json.string("s", text)
        json.endObject()
        let parsed = try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: String]
        #expect(parsed?["s"] == text)
      }
    }
  }

  /// Indentation is copied from a static run of spaces: nesting deeper than that run is
  /// still indented two spaces a level.
  @Test func deepNestingIndentsTwoSpacesALevel() throws {
    var json = JSONText()
    json.beginObject()
    for _ in 0..<40 { json.beginObject("o") }
    json.number("n", 1)
    for _ in 0..<40 { json.endObject() }
    json.endObject()
    let lines = json.text.split(separator: "\n")
    #expect(lines.contains { $0 == String(repeating: " ", count: 82) + "\"n\": 1" })
    #expect(lines.contains { $0 == String(repeating: " ", count: 78) + "}" })
    #expect(try JSONSerialization.jsonObject(with: Data(json.text.utf8)) is [String: Any])
  }

  /// A report written out in pieces as its parts are rendered reads the same as one joined in
  /// the writer: what came before, each part in order, what follows, an empty list as `[]`.
  @Test(arguments: [0, 1, 4095, 10_000])
  func piecesJoinAsTheWholeText(_ count: Int) throws {
    let items = (0..<count).map { Item(n: $0, text: "t\($0)") }
    for before in [0, 2] {
      let whole = Self.document(items, before: before, threads: 2, indent: true)
      var pieces: [[UInt8]] = []
      var json = JSONText()
      json.beginObject()
      json.string("head", "x")
      json.beginArray("list")
      for i in 0..<before { Self.render(Item(n: -i, text: "before"), &json) }
      json.elements(items, threads: 2, emit: { pieces.append(Array($0)) }) { item, json in Self.render(item, &json) }
      json.endArray()
      json.number("tail", 1)
      json.endObject()
      json.drain { pieces.append(Array($0)) }
      #expect(json.bytes.isEmpty)
      #expect(String(decoding: pieces.joined(), as: UTF8.self) == whole, "\(count) items after \(before)")
      #expect(pieces.count >= (count >= 4096 ? 3 : 1))
    }
  }
}

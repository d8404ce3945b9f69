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

  /// A document with `before` elements written singly, then `items`: through `elements` on
  /// `threads` threads, written out in pieces as they are handed over, or (nil) written singly
  /// as well, the reference. Returns the text and how many pieces it came in.
  static func document(_ items: [Item], before: Int, threads: Int?, indent: Bool) -> (text: String, pieces: Int) {
    var pieces: [[UInt8]] = []
    var json = JSONText(indent: indent)
    json.beginObject()
    json.string("head", "x")
    json.beginArray("list")
    for i in 0..<before { render(Item(n: -i, text: "before"), &json) }
    if let threads {
      json.elements(items, threads: threads, emit: { pieces.append(Array($0)) }) { item, json in render(item, &json) }
    } else {
      for item in items { render(item, &json) }
    }
    json.endArray()
    json.number("tail", 1)
    json.endObject()
    json.drain { pieces.append(Array($0)) }
    #expect(json.text.isEmpty, "drain leaves nothing behind")
    return (String(decoding: pieces.joined(), as: UTF8.self), pieces.count)
  }

  /// The parts, rendered on one or two threads and handed out in pieces, join into the text
  /// of writing every element singly: what came before, each part in order, what follows,
  /// an empty list as `[]`.
  @Test(arguments: [0, 1, 4095, 4096, 10_000, 20_001])
  func partsJoinAsOnePass(_ count: Int) throws {
    let items = (0..<count).map { Item(n: $0, text: "t\"\\\($0)é\n") }
    for before in [0, 2] {
      for indent in [true, false] {
        let reference = Self.document(items, before: before, threads: nil, indent: indent).text
        for threads in [1, 2] {
          let (text, pieces) = Self.document(items, before: before, threads: threads, indent: indent)
          #expect(text == reference, "\(count) items after \(before), indent \(indent), \(threads) threads")
          if threads == 2 && count >= 4096 { #expect(pieces >= 3, "written out part by part") }
        }
        let parsed = try JSONSerialization.jsonObject(with: Data(reference.utf8)) as? [String: Any]
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
}

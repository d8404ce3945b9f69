import Foundation
import Testing

@testable import CardKit

/// Base64 as vCard PHOTO/KEY values and `data:` URIs use it, checked against Foundation's
/// own encoder and decoder (an independent implementation).
@Suite struct Base64Tests {
  /// Every length from 0 to 70 (each padding case many times), with bytes across the range.
  static let samples: [[UInt8]] = (0...70).map { n in (0..<n).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ n &* 11) } }

  @Test func encodesAsFoundationDoes() {
    for bytes in Self.samples {
      #expect(String(decoding: Base64.encode(bytes), as: UTF8.self) == Data(bytes).base64EncodedString())
    }
  }

  @Test func decodesWhatFoundationEncodes() {
    for bytes in Self.samples {
      let text = Data(bytes).base64EncodedString()
      #expect(Base64.decode(Array(text.utf8)) == bytes)
      // The same through a non-contiguous collection and a Substring's UTF-8 view.
      #expect(Base64.decode(text.utf8.lazy.map { $0 }) == bytes)
      #expect(Base64.decode(("x" + text).dropFirst().utf8) == bytes)
    }
  }

  @Test func toleratesLineBreaksWhitespaceMissingPaddingAndURLSafeLetters() {
    #expect(Base64.decode(Array("aGVs\r\n bG8=".utf8)) == Array("hello".utf8))
    #expect(Base64.decode(Array("aGVsbG8".utf8)) == Array("hello".utf8))
    #expect(Base64.decode(Array("\taGVsbG8=\n".utf8)) == Array("hello".utf8))
    // 0xFB 0xFF in the standard alphabet is "+/8=", URL-safe "-_8=".
    #expect(Base64.decode(Array("-_8=".utf8)) == [0xFB, 0xFF])
    #expect(Base64.decode(Array("+/8=".utf8)) == [0xFB, 0xFF])
    #expect(Base64.decode([UInt8]()) == [])
  }

  @Test func rejectsForeignBytesDataAfterPaddingAndImpossibleLengths() {
    #expect(Base64.decode(Array("aGV@bG8=".utf8)) == nil)
    #expect(Base64.decode(Array("aGVsbG8=aGVs".utf8)) == nil)
    // One character left over carries 6 bits: not a byte.
    #expect(Base64.decode(Array("aGVsb".utf8)) == nil)
    #expect(Base64.decode(Array("a".utf8)) == nil)
    #expect(Base64.decode([0xC3, 0xA9]) == nil)
  }

  /// One character too many at the end holds no whole byte: the bytes before it are whole,
  /// and the vCard reader decodes them and says so (V014), as ez-vcard reads such photos.
  @Test func oneStrayLastCharacterIsDecodedWithout() throws {
    let decoded = try #require(Base64.decodeAllowingStrayLast(Array("aGVsx".utf8)))
    #expect(decoded.bytes == Array("hel".utf8) && decoded.strayLast)
    #expect(Base64.decodeAllowingStrayLast(Array("aGVsbG8=".utf8))! == (Array("hello".utf8), false))
    #expect(Base64.decodeAllowingStrayLast(Array("aGV@".utf8)) == nil)

    let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nN:;Ann;;;\r\nPHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQx\r\nEND:VCARD\r\n"
    let parsed = try #require(try read(bytes: Array(text.utf8)).first)
    #expect(parsed.card.photos.first?.value == .inline(bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10], mediaType: "image/jpeg"))
    #expect(parsed.diagnostics.map(\.code) == [.invalidBase64])
  }
}

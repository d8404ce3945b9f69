/// UIDs for cards that have none: random (RFC 9562 version 4), or derived from the card's
/// content (version 8, vendor-defined) so that repairing the same book again gives every card
/// the same UID. Identical cards get distinct UIDs: the second copy's is derived from its
/// content and its occurrence number.
final class StableUID {
  private var seen: [[UInt8]: Int] = [:]

  /// The UID for a card, from its vCard 4.0 form.
  func next(for card: Card) -> String {
    var copy = card
    copy.uid = nil
    let bytes = VCardWriter(version: .v4_0).write([copy]).bytes
    let occurrence = seen[bytes, default: 0]
    seen[bytes] = occurrence + 1
    var input = bytes
    if occurrence > 0 { input += Array("#\(occurrence)".utf8) }
    // Two independent 64-bit FNV-1a hashes (different offset bases) make 128 bits.
    var a: UInt64 = 0xcbf2_9ce4_8422_2325
    var b: UInt64 = 0x84222325_cbf29ce4
    for byte in input {
      a = (a ^ UInt64(byte)) &* 0x100_0000_01b3
      b = (b ^ UInt64(byte ^ 0x5A)) &* 0x100_0000_01b3
    }
    return Self.format(high: a, low: b, version: 8)
  }

  /// A random UID (UUID version 4).
  static func random() -> String {
    var generator = SystemRandomNumberGenerator()
    return format(high: generator.next(), low: generator.next(), version: 4)
  }

  /// `urn:uuid:xxxxxxxx-xxxx-Vxxx-yxxx-xxxxxxxxxxxx` with the version nibble and the RFC
  /// 9562 variant bits set.
  static func format(high: UInt64, low: UInt64, version: UInt64) -> String {
    let h = (high & 0xFFFF_FFFF_FFFF_0FFF) | (version << 12)
    let l = (low & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
    func hex(_ v: UInt64, _ digits: Int) -> String {
      let s = String(v, radix: 16)
      return String(repeating: "0", count: digits - s.count) + s
    }
    return "urn:uuid:" + hex(h >> 32, 8) + "-" + hex((h >> 16) & 0xFFFF, 4) + "-" + hex(h & 0xFFFF, 4) + "-"
      + hex(l >> 48, 4) + "-" + hex(l & 0xFFFF_FFFF_FFFF, 12)
  }
}

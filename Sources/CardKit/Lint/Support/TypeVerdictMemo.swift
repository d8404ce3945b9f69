/// ``TypeValueRule``'s findings by TYPE value, property and version, kept per thread: the
/// same few TYPE values recur on every card. A nil verdict is "no finding".
///
/// Tokens of up to eight bytes (nearly all: `HOME`, `CELL`, `INTERNET`) are looked up in a
/// small direct-mapped table keyed by integers (the token's bytes packed into one word, its
/// length, the property's ordinal and the version), in front of a dictionary that holds every
/// verdict. Hashing the token string for the dictionary cost about 600 instructions per TYPE
/// value; the table's hit costs a few dozen.
struct TypeVerdictMemo {
  typealias Verdict = (text: String, severity: Severity?)?

  private struct Slot {
    var word: UInt64 = 0
    /// Length, property and version packed; 0 marks an empty slot (a key's tag is never 0).
    var tag: UInt32 = 0
    var verdict: Verdict = nil
  }

  private var slots = [Slot](repeating: Slot(), count: 256)
  private var all: [TypeVerdictKey: Verdict] = [:]

  /// The verdict for `token` on the property of ordinal `property` (-1 for none) in
  /// `version`, computed by `make` the first time.
  mutating func verdict(_ token: String, property: Int, version: VCardVersion, _ make: () -> Verdict) -> Verdict {
    guard let word = Self.packed(token), property >= -1, property < 0xFFFF else {
      return remembered(TypeVerdictKey(token: token, property: property, version: version), make)
    }
    let tag = UInt32(token.utf8.count) | UInt32(property + 1) << 4 | UInt32(Self.number(version)) << 20 | 1 << 24
    let index = Int(truncatingIfNeeded: ((word &+ UInt64(tag)) &* 0x9E37_79B9_7F4A_7C15) >> 56)
    if slots[index].tag == tag && slots[index].word == word { return slots[index].verdict }
    let verdict = remembered(TypeVerdictKey(token: token, property: property, version: version), make)
    slots[index] = Slot(word: word, tag: tag, verdict: verdict)
    return verdict
  }

  private mutating func remembered(_ key: TypeVerdictKey, _ make: () -> Verdict) -> Verdict {
    if let known = all[key] { return known }
    let verdict = make()
    all[key] = .some(verdict)
    return verdict
  }

  /// The token's bytes in one word (first byte lowest), when it has one to eight.
  static func packed(_ token: String) -> UInt64? {
    let packed = token.utf8.withContiguousStorageIfAvailable { b -> UInt64? in
      guard (1...8).contains(b.count) else { return nil }
      var word: UInt64 = 0
      for i in b.indices { word |= UInt64(b[i]) << (8 * UInt64(i)) }
      return word
    }
    return packed ?? nil
  }

  private static func number(_ version: VCardVersion) -> Int {
    switch version {
    case .v2_1: 1
    case .v3_0: 2
    case .v4_0: 3
    }
  }
}

/// The key of ``TypeVerdictMemo``'s dictionary. The property is a known one, kept as its
/// ``PropertyName/ordinal``.
struct TypeVerdictKey: Hashable {
  var token: String
  var property: Int
  var version: VCardVersion
}

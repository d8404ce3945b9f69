@testable import CardKit

/// SplitMix64: a small, fast, seeded generator, so that every generated card can be made
/// again from its seed (printed when a check fails).
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (bound > 0).
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// True with probability `percent`/100.
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// Random cards for the round-trip properties: names in many scripts, standard and custom
/// labels, full and partial dates, binary photos and values with the characters vCard, CSV
/// and JSON escape (backslash, comma, semicolon, colon, quotes, line breaks, tabs, edge spaces).
struct RandomCards {
  var rng: SplitMix64

  init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  /// Words in many scripts: Latin with accents, Greek, Cyrillic, Arabic, Hebrew, CJK, Korean,
  /// Devanagari, Thai, and emoji (astral, with joiners and modifiers).
  static let words = [
    "Zoë", "François", "Łukasz", "Müller", "Ångström", "Nguyễn", "Çelik", "José", "O'Brien", "van der Berg",
    "Αλέξανδρος", "Παπαδοπούλου", "Дмитрий", "Иванова", "محمد", "عبد الله", "דוד", "כהן", "王", "小明",
    "佐藤", "さくら", "김", "민준", "राहुल", "สมชาย", "😀", "👩‍👩‍👧", "👍🏽", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "𠜎", "Ann", "Bo",
  ]
  /// Characters that need escaping or quoting somewhere.
  static let odd = ["\\", ",", ";", ":", "\"", "'", "\n", "\r", "\r\n", "\t", "=", "\\n", "\\,", "=0A", "[", "]", "{", "}"]

  mutating func word() -> String { rng.pick(Self.words) }

  /// A text of a few words, sometimes with odd characters inside or spaces at its edges.
  mutating func text(odd: Bool = true, lineBreaks: Bool = true) -> String {
    var parts: [String] = []
    for _ in 0...rng.below(3) { parts.append(word()) }
    var s = parts.joined(separator: " ")
    if odd && rng.chance(40) {
      for _ in 0...rng.below(3) {
        var c = rng.pick(Self.odd)
        if !lineBreaks && (c == "\n" || c == "\r" || c == "\r\n") { c = "," }
        let i = s.index(s.startIndex, offsetBy: rng.below(s.count + 1))
        s.insert(contentsOf: c, at: i)
      }
    }
    if odd && rng.chance(10) { s = " " + s + " " }
    return s
  }

  mutating func types(_ pool: [TypeToken]) -> [TypeToken] {
    var out: [TypeToken] = []
    for _ in 0..<rng.below(3) {
      let t = rng.pick(pool)
      if !out.contains(t) { out.append(t) }
    }
    return out
  }

  /// A custom label, with the characters that break naive label handling.
  mutating func label() -> String? {
    guard rng.chance(25) else { return nil }
    return rng.pick(["Büro", "Mobile, work", "a;b", "x:y", "\"Quoted\"", "Ferienhaus", "携帯", "Werk/Privat", word()])
  }

  mutating func phone() -> String {
    var s = rng.pick(["+1 ", "+49 ", "+33 ", "0", "(555) "])
    for _ in 0..<(6 + rng.below(5)) { s += String(rng.below(10)) }
    if rng.chance(10) { s += rng.pick([" ext. 12", ";ext=7"]) }
    return s
  }

  mutating func date() -> DateValue {
    switch rng.below(4) {
    case 0: return .date(PartialDate(year: 1900 + rng.below(130), month: 1 + rng.below(12), day: 1 + rng.below(28)))
    case 1: return .date(PartialDate(month: 1 + rng.below(12), day: 1 + rng.below(28)))
    case 2: return .date(PartialDate(year: 1900 + rng.below(130)))
    default: return .date(PartialDate(year: 1950 + rng.below(70), month: 1 + rng.below(12)))
    }
  }

  mutating func bytes() -> [UInt8] {
    (0..<(1 + rng.below(600))).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
  }

  /// One card of `version`.
  mutating func card(version: VCardVersion) -> Card {
    var card = Card()
    card.version = version
    let given = word()
    let family = word()
    card.name = Attributed(StructuredName(family: [family], given: [given], additional: rng.chance(20) ? [text()] : [], prefixes: rng.chance(10) ? ["Dr."] : []))
    card.formattedName = Attributed(rng.chance(80) ? "\(given) \(family)" : text())
    for _ in 0..<rng.below(4) {
      card.append(LabeledValue(phone(), types: types([.cell, .home, .work, .fax, .voice, .pager, .main, .iPhone]), label: label(), preference: rng.chance(15) ? 1 + rng.below(3) : nil), to: \.phones)
    }
    for _ in 0..<rng.below(3) {
      let local = rng.pick(["ann", "bo.lee", "x+tag", "o'brien"])
      card.append(LabeledValue("\(local)\(rng.below(100))@example.com", types: types([.home, .work, .internet]), label: label()), to: \.emails)
    }
    for _ in 0..<rng.below(3) {
      let address = PostalAddress(components: [
        rng.chance(10) ? ["PO Box \(rng.below(999))"] : [], [], [text()], [word()], rng.chance(50) ? [word()] : [],
        rng.chance(70) ? [String(10000 + rng.below(89999))] : [], rng.chance(60) ? [rng.pick(["Deutschland", "France", "日本", "USA"])] : [],
      ])
      card.append(LabeledValue(address, types: types([.home, .work]), label: label()), to: \.addresses)
    }
    if rng.chance(40) { card.organization = Attributed(Organization(name: text(), units: rng.chance(30) ? [text()] : [])) }
    if rng.chance(30) { card.append(LabeledValue(text()), to: \.titles) }
    if rng.chance(40) { card.birthday = Attributed(date()) }
    if rng.chance(15) { card.anniversary = Attributed(date()) }
    for _ in 0..<rng.below(3) { card.append(LabeledValue(text(), preference: rng.chance(10) ? 1 + rng.below(2) : nil), to: \.notes) }
    if rng.chance(25) { card.append(LabeledValue("https://example.com/\(rng.below(1000))", types: types([.home, .work])), to: \.urls) }
    if rng.chance(30) { card.append(LabeledValue(Media.inline(bytes: bytes(), mediaType: rng.pick(["image/jpeg", "image/png"]))), to: \.photos) }
    if rng.chance(30) { for _ in 0...rng.below(2) { card.append(LabeledValue(text(lineBreaks: false)), to: \.categories) } }
    if rng.chance(30) { card.append(LabeledValue(word()), to: \.nicknames) }
    if rng.chance(50) { card.uid = Attributed("urn:uuid:\(String(rng.next(), radix: 16))") }
    return card
  }
}

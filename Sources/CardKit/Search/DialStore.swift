/// The names of the cards as typed on a phone keypad: for each name, the keypad digits from
/// every word start to the end of the name (SmartDial's "a match starts at a word start and
/// may run across words") and the initials of its first two and last two words.
struct DialStore: Sendable {
  var lineCard: [UInt32] = []
  var lineField: [SearchField] = []
  /// The text the keys were made from: the name, or its Latin form.
  var lineText: [String] = []
  var lineTransliterated: [Bool] = []
  /// The lines of card `c` are `cardLines[c]..<cardLines[c + 1]`.
  var cardLines: [UInt32] = [0]
  /// Packed digits from each word start; payload `line << 1 | (word == 0 ? 0 : 1)`.
  var wordEntries: [PrefixEntry] = []
  /// Packed two-digit initials; payload the line.
  var initialEntries: [PrefixEntry] = []

  var lineCount: Int { lineText.count }

  /// Adds a name with its keys (``T9Key`` made from `text`).
  mutating func addLine(card: Int, field: SearchField, text: String, transliterated: Bool, key: T9Key) {
    let words = key.words
    guard !words.isEmpty else { return }
    let line = UInt32(lineText.count)
    lineCard.append(UInt32(card))
    lineField.append(field)
    lineText.append(text)
    lineTransliterated.append(transliterated)
    // The digits from word `start` on, run together, up to a key's capacity.
    var run: [UInt8] = []
    run.reserveCapacity(PackedKey.digitCapacity)
    for start in words.indices {
      run.removeAll(keepingCapacity: true)
      for word in words[start...] {
        run.append(contentsOf: word.prefix(PackedKey.digitCapacity - run.count))
        if run.count == PackedKey.digitCapacity { break }
      }
      wordEntries.append(PrefixEntry(key: PackedKey.digits(run), payload: line << 1 | (start == 0 ? 0 : 1)))
    }
    if words.count >= 2 {
      let n = words.count
      let first = PackedKey.digits([words[0][0], words[1][0]])
      initialEntries.append(PrefixEntry(key: first, payload: line))
      let last = PackedKey.digits([words[n - 2][0], words[n - 1][0]])
      if n > 2 && last != first { initialEntries.append(PrefixEntry(key: last, payload: line)) }
    }
  }

  /// Closes the current card's lines.
  mutating func endCard() {
    cardLines.append(UInt32(lineText.count))
  }

  /// Appends another store's lines (for cards after this store's), shifting its indices.
  mutating func append(_ other: DialStore) {
    let lineBase = UInt32(lineText.count)
    lineCard += other.lineCard
    lineField += other.lineField
    lineText += other.lineText
    lineTransliterated += other.lineTransliterated
    cardLines += other.cardLines.dropFirst().map { $0 + lineBase }
    wordEntries += other.wordEntries.map { PrefixEntry(key: $0.key, payload: $0.payload + lineBase << 1) }
    initialEntries += other.initialEntries.map { PrefixEntry(key: $0.key, payload: $0.payload + lineBase) }
  }
}

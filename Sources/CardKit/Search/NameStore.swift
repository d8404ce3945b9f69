/// The name texts of the cards, split into words with their primary-strength match keys, as
/// flat arrays (a few allocations for a whole book instead of several per card).
///
/// A line is one text of one card (its display name, a given name, the Latin form of its
/// organization, …); its words are consecutive, and so are the lines of a card.
struct NameStore: Sendable {
  /// Flags of a line.
  struct Flags: OptionSet, Sendable, Hashable {
    let rawValue: UInt8
    /// The text is a Latin transliteration (or Hangul initials) of the value.
    static let transliterated = Flags(rawValue: 1)
    /// The text is a whole name (display, formatted or phonetic): exact and prefix ranking.
    static let fullName = Flags(rawValue: 2)
  }

  var lineCard: [UInt32] = []
  var lineField: [SearchField] = []
  var lineValue: [UInt16] = []
  var lineFlags: [Flags] = []
  var lineText: [String] = []
  /// The words of line `i` are `lineWords[i]..<lineWords[i + 1]`.
  var lineWords: [UInt32] = [0]
  /// The key of word `j` is `keyBytes[wordKeys[j]..<wordKeys[j + 1]]`.
  var wordKeys: [UInt32] = [0]
  var keyBytes: [UInt8] = []
  /// The lines of card `c` (counted from the store's first card) are `cardLines[c]..<cardLines[c + 1]`.
  var cardLines: [UInt32] = [0]
  /// Word-table entries: the packed start of each distinct key of a card, payload the card.
  var entries: [PrefixEntry] = []
  /// Full-name-table entries: the packed first word of each full name, payload the line.
  var fullNameEntries: [PrefixEntry] = []

  var lineCount: Int { lineText.count }
  var wordCount: Int { wordKeys.count - 1 }

  /// Adds a line with its words' keys; words whose key the card already has get no table
  /// entry of their own (any of them is as good for finding the card).
  mutating func addLine(card: Int, field: SearchField, value: Int, flags: Flags, text: String, keys: [MatchKey]) {
    let firstLineOfCard = Int(cardLines[cardLines.count - 1])
    let firstWordOfCard = Int(lineWords[firstLineOfCard])
    lineCard.append(UInt32(card))
    lineField.append(field)
    lineValue.append(UInt16(clamping: value))
    lineFlags.append(flags)
    lineText.append(text)
    if flags.contains(.fullName), let first = keys.first(where: { !$0.isEmpty }) {
      fullNameEntries.append(PrefixEntry(key: PackedKey.bytes(first.bytes), payload: UInt32(lineText.count - 1)))
    }
    for key in keys where !key.isEmpty {
      let word = wordKeys.count - 1
      if !cardHasKey(key.bytes, words: firstWordOfCard..<word) {
        entries.append(PrefixEntry(key: PackedKey.bytes(key.bytes), payload: UInt32(card)))
      }
      keyBytes.append(contentsOf: key.bytes)
      wordKeys.append(UInt32(keyBytes.count))
    }
    lineWords.append(UInt32(wordKeys.count - 1))
  }

  /// Closes the current card's lines.
  mutating func endCard() {
    cardLines.append(UInt32(lineText.count))
  }

  private func cardHasKey(_ key: [UInt8], words: Range<Int>) -> Bool {
    words.contains { word in withKey(word) { $0.elementsEqual(key) } }
  }

  /// Calls `body` with the key bytes of a word.
  @inline(__always)
  func withKey<R>(_ word: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    keyBytes.withUnsafeBufferPointer { all in
      body(UnsafeBufferPointer(rebasing: all[Int(wordKeys[word])..<Int(wordKeys[word + 1])]))
    }
  }

  /// True when word `word`'s key starts with `prefix`.
  @inline(__always)
  func word(_ word: Int, hasPrefix prefix: [UInt8]) -> Bool {
    withKey(word) { key in
      guard key.count >= prefix.count else { return false }
      for i in prefix.indices where key[i] != prefix[i] { return false }
      return true
    }
  }

  /// True when word `word`'s key equals `other`.
  @inline(__always)
  func word(_ word: Int, equals other: [UInt8]) -> Bool {
    withKey(word) { $0.count == other.count && self.word(word, hasPrefix: other) }
  }

  /// Appends another store's lines (for cards after this store's), shifting its indices.
  mutating func append(_ other: NameStore) {
    let lineBase = UInt32(lineText.count)
    let wordBase = UInt32(wordKeys.count - 1)
    let byteBase = UInt32(keyBytes.count)
    lineCard += other.lineCard
    lineField += other.lineField
    lineValue += other.lineValue
    lineFlags += other.lineFlags
    lineText += other.lineText
    lineWords += other.lineWords.dropFirst().map { $0 + wordBase }
    wordKeys += other.wordKeys.dropFirst().map { $0 + byteBase }
    keyBytes += other.keyBytes
    cardLines += other.cardLines.dropFirst().map { $0 + lineBase }
    entries += other.entries
    fullNameEntries += other.fullNameEntries.map { PrefixEntry(key: $0.key, payload: $0.payload + lineBase) }
  }
}

extension SearchIndex {
  /// The primary-strength key of a query word, as ``NameMatcher/matchKey(_:)`` makes it
  /// (the index keeps only the thread-safe collator, not a matcher).
  func queryKey(_ word: String) -> [UInt8] {
    var bytes = collator.sortKey(word).bytes
    if bytes.last == 0 { bytes.removeLast() }
    return bytes
  }

  /// Marks the cards of which every query word starts some name word. The word whose table
  /// run is shortest picks the candidates; the other words are checked on each candidate.
  /// Then the full names whose first word the first query word starts are checked for an
  /// exact or prefix match.
  func markNames(_ text: String, _ marks: inout KindMarks) {
    let keys = NameMatcher.words(of: text).map(queryKey).filter { !$0.isEmpty }
    guard !keys.isEmpty else { return }
    let ranges = keys.map { PackedKey.byteRange($0) }
    let runs = ranges.map { wordTable.positions($0) }
    let pivot = runs.indices.min { runs[$0].count < runs[$1].count }!
    var seen = [Bool](repeating: false, count: cards.count)
    wordTable.payloads.withUnsafeBufferPointer { payloads in
      for position in runs[pivot] {
        let card = Int(payloads[position])
        if seen[card] { continue }
        seen[card] = true
        // Keys longer than a table key, and the other words, are checked on the card's words.
        let all = keys.indices.allSatisfy { ($0 == pivot && !ranges[$0].isTruncated) || cardHasWord(card, startingWith: keys[$0]) }
        if all { marks.mark(card, .nameWords) }
      }
    }
    let lineCard = names.lineCard
    for position in fullNameTable.positions(ranges[0]) {
      let line = Int(fullNameTable.payloads[position])
      if let kind = fullNameKind(line, keys) { marks.mark(Int(lineCard[line]), kind) }
    }
  }

  /// The words of a card's lines.
  private func words(ofCard card: Int) -> Range<Int> {
    Int(names.lineWords[Int(names.cardLines[card])])..<Int(names.lineWords[Int(names.cardLines[card + 1])])
  }

  private func cardHasWord(_ card: Int, startingWith key: [UInt8]) -> Bool {
    words(ofCard: card).contains { names.word($0, hasPrefix: key) }
  }

  /// Exact when the query is the full name word for word, prefix when its words start the
  /// name's first words in order; nil otherwise.
  private func fullNameKind(_ line: Int, _ keys: [[UInt8]]) -> SearchMatchKind? {
    let first = Int(names.lineWords[line])
    let count = Int(names.lineWords[line + 1]) - first
    guard keys.count <= count, keys.indices.allSatisfy({ names.word(first + $0, hasPrefix: keys[$0]) }) else { return nil }
    if keys.count == count && keys.indices.allSatisfy({ names.word(first + $0, equals: keys[$0]) }) { return .exactName }
    return .namePrefix
  }

  /// For each query word, the first name word of the card it starts (in the order of
  /// ``CardNameTexts``), grouped by text; each range covers the letters the query word spans.
  func nameMatches(card: Int, _ text: String) -> [SearchMatch] {
    let queryWords = NameMatcher.words(of: text).map { ($0, queryKey($0)) }.filter { !$0.1.isEmpty }
    var found: [Int: [Range<Int>]] = [:]
    var order: [Int] = []
    for (queryWord, key) in queryWords {
      search: for line in Int(names.cardLines[card])..<Int(names.cardLines[card + 1]) {
        let first = Int(names.lineWords[line])
        for word in first..<Int(names.lineWords[line + 1]) where names.word(word, hasPrefix: key) {
          if found[line] == nil { order.append(line) }
          if let range = matchedRange(line: line, word: word - first, key: key, queryWord: queryWord) {
            found[line, default: []].append(range)
          }
          break search
        }
      }
    }
    return order.map { line in
      SearchMatch(
        field: names.lineField[line], valueIndex: Int(names.lineValue[line]), text: names.lineText[line],
        transliterated: names.lineFlags[line].contains(.transliterated),
        ranges: Array(Set(found[line] ?? [])).sorted { $0.lowerBound < $1.lowerBound })
    }
  }

  /// The letters of word `position` of a line (counting words with a key) that `key` spans:
  /// the shortest start of the word whose key starts with the query's.
  private func matchedRange(line: Int, word position: Int, key: [UInt8], queryWord: String) -> Range<Int>? {
    let text = names.lineText[line]
    var words = NameMatcher.words(of: text)
    var ranges = Self.scalarRanges(of: words, in: text)
    let stored = Int(names.lineWords[line + 1]) - Int(names.lineWords[line])
    if words.count != stored {
      // Some word has no key (only ignorable characters): drop such words to line up.
      let keyed = words.indices.filter { !queryKey(words[$0]).isEmpty }
      words = keyed.map { words[$0] }
      ranges = keyed.map { ranges[$0] }
    }
    guard position < words.count else { return nil }
    let scalars = Array(words[position].unicodeScalars)
    for length in 1...scalars.count {
      let prefix = String(String.UnicodeScalarView(scalars[..<length]))
      if queryKey(prefix).starts(with: key) { return ranges[position].lowerBound..<(ranges[position].lowerBound + length) }
    }
    return ranges[position]
  }

  /// Where each word (in order, as ``NameMatcher/words(of:)`` split them) lies in `text`, as
  /// Unicode scalar offsets.
  static func scalarRanges(of words: [String], in text: String) -> [Range<Int>] {
    let scalars = Array(text.unicodeScalars)
    var cursor = 0
    return words.map { word in
      let w = Array(word.unicodeScalars)
      var start = cursor
      while start + w.count <= scalars.count && !scalars[start..<(start + w.count)].elementsEqual(w) { start += 1 }
      if start + w.count > scalars.count { return cursor..<cursor }
      cursor = start + w.count
      return start..<cursor
    }
  }
}

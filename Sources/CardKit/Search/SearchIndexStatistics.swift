/// What a ``SearchIndex`` holds, for benchmarks and capacity planning.
public struct SearchIndexStatistics: Sendable, Hashable, Codable {
  /// Cards indexed.
  public var cards: Int
  /// Name texts searched by name (values and their Latin forms).
  public var nameTexts: Int
  /// Words of those texts, each with a collation key.
  public var nameWords: Int
  /// Names dialled by T9 (display, formatted and phonetic names, or their Latin forms).
  public var dialledNames: Int
  /// Phone numbers.
  public var numbers: Int
  /// Entries of the sorted key tables, all kinds together.
  public var tableEntries: Int
  /// The index's own arrays and strings, in bytes (the cards it refers to are not counted).
  public var bytes: Int
}

extension SearchIndex {
  /// Counts and size of the index.
  public var statistics: SearchIndexStatistics {
    let tables = [wordTable, fullNameTable, dialWordTable, dialInitialTable, numberStartTable, numberInnerTable]
    var bytes = tables.reduce(0) { $0 + $1.count * (MemoryLayout<UInt64>.stride + MemoryLayout<UInt32>.stride) }
    func size<T>(_ array: [T]) -> Int { array.count * MemoryLayout<T>.stride }
    func strings(_ array: [String]) -> Int { size(array) + array.reduce(0) { $0 + ($1.utf8.count > 15 ? $1.utf8.count + 32 : 0) } }
    bytes += size(names.lineCard) + size(names.lineField) + size(names.lineValue) + size(names.lineFlags)
    bytes += strings(names.lineText) + size(names.lineWords) + size(names.wordKeys) + size(names.keyBytes)
    bytes += size(names.cardLines)
    bytes += size(dial.lineCard) + size(dial.lineField) + strings(dial.lineText) + size(dial.lineTransliterated) + size(dial.cardLines)
    bytes += size(numbers.numberCard) + size(numbers.numberPhone) + size(numbers.numberCountry)
    bytes += strings(numbers.numberNational) + strings(numbers.numberDialled) + size(numbers.cardNumbers)
    bytes += strings(displayNames) + size(cardAtRank)
    return SearchIndexStatistics(
      cards: cards.count, nameTexts: names.lineCount, nameWords: names.wordCount, dialledNames: dial.lineCount,
      numbers: numbers.count, tableEntries: tables.reduce(0) { $0 + $1.count }, bytes: bytes)
  }
}

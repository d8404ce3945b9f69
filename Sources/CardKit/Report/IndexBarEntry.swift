/// One title of the index bar and of the section chart on the HTML pages.
///
/// ``NameIndex/titles`` holds every title of every script the indexer knows (some 200 with
/// the default extra locales). The pages show the whole alphabet of the book's main script
/// (the script most cards are filed under), so its empty letters appear greyed as on a phone,
/// and of the other scripts only the sections that have cards; `#` always. The `…` sections,
/// which have no title of their own, appear where they fall. Titles left out have no cards.
struct IndexBarEntry: Hashable, Sendable {
  /// The title shown.
  var title: String
  /// The section it scrolls to: its own or the nearest earlier one with cards (nil only when
  /// the index is empty).
  var section: Int?
  /// True when ``section`` is the title's own (the title has cards).
  var isOwn: Bool

  /// The entries of an index, in index order.
  static func entries(_ index: NameIndex) -> [IndexBarEntry] {
    let main = mainScript(index)
    var entries: [IndexBarEntry] = []
    var shown = Set<Int>()
    func add(_ s: Int) {
      guard shown.insert(s).inserted else { return }
      entries.append(IndexBarEntry(title: index.sections[s].title, section: s, isOwn: true))
    }
    for title in index.titles {
      if let s = title.section, index.sections[s].title == title.title {
        for earlier in 0..<s { add(earlier) }
        add(s)
      } else if title.title == "#" || script(of: title.title) == main {
        entries.append(IndexBarEntry(title: title.title, section: title.section, isOwn: false))
      }
    }
    for s in index.sections.indices { add(s) }
    return entries
  }

  /// The script of the letter sections holding the most cards; that of the first title when
  /// no letter section has any.
  static func mainScript(_ index: NameIndex) -> Script? {
    var cards: [Script: Int] = [:]
    for section in index.sections where section.kind == .letter {
      if let s = script(of: section.title) { cards[s, default: 0] += section.count }
    }
    if let best = cards.max(by: { $0.value != $1.value ? $0.value < $1.value : "\($0.key)" > "\($1.key)" }) {
      return best.key
    }
    return index.titles.first.flatMap { script(of: $0.title) }
  }

  /// The script of a title's first letter; hiragana and katakana count as one.
  static func script(of title: String) -> Script? {
    guard let scalar = title.unicodeScalars.first else { return nil }
    let s = Script(scalar)
    return s == .katakana ? .hiragana : s
  }
}

/// The name of a card reduced to what matching needs: for each way the card writes its name
/// (`FN`, the structured `N`, or the organization of a company card), the words with their
/// primary-strength collation keys, so case and accents do not count and the locale's letters
/// do (`Müller` = `MULLER` in German, `Åsa` ≠ `Asa` in Swedish).
struct NameSignature: Sendable {
  /// One word of a name.
  struct Token: Sendable {
    /// Primary collation weights (``NameMatcher/matchKey(_:)`` without the matcher).
    var key: [UInt8]
    /// The word as written.
    var text: String
  }

  /// The name as written in each source, in word order; empty for a nameless card.
  private(set) var sources: [[Token]] = []
  /// Keys equal for two spellings of one name: the words' keys sorted (`Smith, John` =
  /// `John Smith`) and joined in order without separators (`张伟` = `张 伟`).
  private(set) var keys: [[UInt8]] = []
  /// The honorific suffix of the structured name (`Jr.`, `III`), its words' keys sorted; empty
  /// when there is none. Two different suffixes name two people (father and son).
  private(set) var suffix: [UInt8] = []

  var isEmpty: Bool { sources.isEmpty }

  /// Adds one way the card writes its name.
  mutating func add(_ tokens: [Token]) {
    guard !tokens.isEmpty else { return }
    sources.append(tokens)
    let (sorted, joined) = Self.keys(of: tokens)
    if !keys.contains(sorted) { keys.append(sorted) }
    if !keys.contains(joined) { keys.append(joined) }
  }

  /// Sets the words of the structured name's honorific suffix.
  mutating func setSuffix(_ tokens: [Token]) {
    suffix = tokens.isEmpty ? [] : Self.keys(of: tokens).sorted
  }

  private static func keys(of tokens: [Token]) -> (sorted: [UInt8], joined: [UInt8]) {
    // Each key holds every word's key and a byte per word: its room is known.
    let room = tokens.reduce(0) { $0 + $1.key.count + 1 }
    var sorted: [UInt8] = []
    sorted.reserveCapacity(room)
    sorted.append(1)
    let order = tokens.indices.sorted { compareKeyBytes(tokens[$0].key, tokens[$1].key) < 0 }
    for (n, i) in order.enumerated() {
      if n > 0 { sorted.append(1) }
      sorted += tokens[i].key
    }
    var joined: [UInt8] = []
    joined.reserveCapacity(room)
    joined.append(2)
    for t in tokens { joined += t.key }
    return (sorted, joined)
  }
}

/// Makes ``NameSignature``s with one primary-strength collator (thread-safe, so one maker may
/// serve several threads).
struct NameSignatureMaker: Sendable {
  let collator: Collator
  /// Keys of courtesy titles left out of names (`Dr. John Smith` is `John Smith`); suffixes such
  /// as `Jr.` stay, since they tell people apart.
  private let honorifics: Set<[UInt8]>

  init(locale: String) throws(NamesError) {
    collator = try Collator(locale: locale, strength: .primary)
    var keys = Set<[UInt8]>()
    for word in ["mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "herr", "frau", "mme", "mlle", "sr", "sra", "srta"] {
      keys.insert(Self.key(word, collator))
    }
    honorifics = keys
  }

  static func key(_ text: String, _ collator: Collator) -> [UInt8] {
    var bytes: [UInt8] = []
    collator.appendSortKey(of: text, to: &bytes)
    if bytes.last == 0 { bytes.removeLast() }
    return bytes
  }

  /// The signature of a card: its `FN`, its `N` (given, middle, family, suffix), and its
  /// organization when it has neither, and apart the suffix of its `N` (`Sr.` there is
  /// Senior, not the Spanish title). With a `memo`, each word's key is made once.
  func signature(of card: borrowing Card, memo: NameKeyMemo? = nil) -> NameSignature {
    var signature = NameSignature()
    var first: String?
    if let fn = card.formattedName?.value.trimmingSpaces, !fn.isEmpty {
      signature.add(tokens(of: fn, memo: memo))
      first = fn
    }
    if let n = card.name?.value {
      var text = ""
      func add(_ words: [String]) {
        for word in words where !word.isEmpty {
          if !text.isEmpty { text += " " }
          text += word
        }
      }
      add(n.given)
      add(n.additional)
      add(n.family)
      add(n.suffixes)
      if !text.isEmpty && first != text {
        signature.add(tokens(of: text, memo: memo))
        first = first ?? text
      }
      var suffix: [NameSignature.Token] = []
      for part in n.suffixes {
        NameMatcher.forEachWord(of: part) { word in
          let key = (memo?.entry(word, self) ?? entry(word)).key
          if !key.isEmpty { suffix.append(.init(key: key, text: word)) }
        }
      }
      signature.setSuffix(suffix)
    }
    if first == nil, let org = card.organization?.value.name.trimmingSpaces, !org.isEmpty {
      signature.add(tokens(of: org, memo: memo))
    }
    return signature
  }

  /// The words of a name with their keys, courtesy titles left out when other words remain.
  func tokens(of text: String, memo: NameKeyMemo? = nil) -> [NameSignature.Token] {
    var tokens: [NameSignature.Token] = []
    // Most names have two words: one allocation, where growing from empty made two (a
    // larger reserve costs the lint's held features more memory than it saves).
    tokens.reserveCapacity(2)
    var titles = 0
    NameMatcher.forEachWord(of: text) { word in
      let (key, isTitle) = memo?.entry(word, self) ?? entry(word)
      guard !key.isEmpty else { return }
      tokens.append(.init(key: key, text: word))
      if isTitle { titles += 1 }
    }
    if titles == 0 || titles == tokens.count { return tokens }
    return tokens.filter { !honorifics.contains($0.key) }
  }

  /// A word's key, and whether it is a courtesy title.
  func entry(_ word: String) -> (key: [UInt8], isTitle: Bool) {
    let key = Self.key(word, collator)
    return (key, honorifics.contains(key))
  }
}

/// The keys of words already seen by one thread's ``NameSignatureMaker`` calls: a book repeats
/// its given and family names, and a key costs a call into ICU and an array. The memo's arrays
/// are shared by every token that uses them. Not thread-safe: one memo per thread.
final class NameKeyMemo {
  private var entries: [String: (key: [UInt8], isTitle: Bool)] = [:]
  /// Words kept before the memo starts over (a few MB at most).
  private let limit = 1 << 16

  init() {}

  /// What `maker` makes of `word` (its key, and whether it is a courtesy title); the maker
  /// must be the same for every call.
  func entry(_ word: String, _ maker: NameSignatureMaker) -> (key: [UInt8], isTitle: Bool) {
    if let known = entries[word] { return known }
    let made = maker.entry(word)
    if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
    entries[word] = made
    return made
  }
}

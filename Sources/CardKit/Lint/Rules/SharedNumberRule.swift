/// **The same phone number is on several cards.**
///
/// Numbers are compared as libphonenumber reads them (E.164 with any extension), so
/// `(415) 555-0123` and `+1 415-555-0123` are the same number. Shared numbers are often a
/// household's landline or a company's switchboard, but just as often a duplicate contact or
/// a number pasted onto the wrong card. Reported on every card after the first that holds
/// the number, naming that first card. A note. Invalid numbers are not compared.
struct SharedNumberRule: BookRule {
  var code: DiagnosticCode { .lintSharedNumber }
  var name: String { "shared-number" }
  var category: LintCategory { .hygiene }
  var input: LintInput { .phone }

  func collect(_ number: CheckedNumber, into facts: inout BookFacts) {
    guard number.analysis.status == .valid, let parsed = number.analysis.number else { return }
    var key = parsed.e164
    if let ext = parsed.extension, !ext.isEmpty { key += "x" + ext }
    facts.phoneNumbers.append((HashedText(key), number.text, number.position))
  }

  func combine(_ facts: [BookFacts], threads: Int, _ report: (Int, BookFinding) -> Void) {
    // Every card's distinct numbers by hash, then card: the cards of a number come together,
    // its first card first. A sort of small entries, not a dictionary of the numbers: at a
    // hundred thousand cards, a dictionary's lookups miss the cache. Each card's numbers are
    // read where they stand (copying a card's facts or its list would retain all they hold).
    var entries: [(hash: Int, slot: Int32, index: Int32)] = []
    entries.reserveCapacity(facts.count * 2)
    facts.withUnsafeBufferPointer { facts in
      for slot in facts.indices {
        facts[slot].phoneNumbers.withUnsafeBufferPointer { numbers in
          for i in numbers.indices where !Self.repeats(numbers, i) { entries.append((numbers[i].key.hash, Int32(slot), Int32(i))) }
        }
      }
    }
    entries.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.slot < $1.slot }
    func key(_ e: (hash: Int, slot: Int32, index: Int32)) -> HashedText { facts[Int(e.slot)].phoneNumbers[Int(e.index)].key }
    var found: [(slot: Int32, index: Int32, first: Int32, cards: Int)] = []
    var start = 0
    while start < entries.count {
      var end = start + 1
      while end < entries.count && entries[end].hash == entries[start].hash { end += 1 }
      defer { start = end }
      guard end - start > 1 else { continue }
      // Numbers of one hash: almost always one number; texts tell apart any that collide.
      var left = Array(entries[start..<end])
      while let first = left.first {
        let number = key(first)
        let same = left.filter { key($0) == number }
        left.removeAll { key($0) == number }
        for e in same.dropFirst() { found.append((e.slot, e.index, first.slot, same.count)) }
      }
    }
    found.sort { ($0.slot, $0.index) < ($1.slot, $1.index) }
    for f in found {
      let number = facts[Int(f.slot)].phoneNumbers[Int(f.index)]
      let others = f.cards - 2
      let more = others > 0 ? " and \(others) other card\(others == 1 ? "" : "s")" : ""
      let message = "\(ValueText.quoted(number.text)) (\(number.key.text)) is also on card \(facts[Int(f.first)].reference)\(more)"
      report(Int(f.slot), BookFinding(code: code, message: message, position: number.position))
    }
  }

  /// True when an earlier number of the card is the same number (a card has a few).
  private static func repeats(_ numbers: UnsafeBufferPointer<(key: HashedText, text: String, position: SourcePosition)>, _ i: Int) -> Bool {
    numbers[..<i].contains { $0.key == numbers[i].key }
  }
}

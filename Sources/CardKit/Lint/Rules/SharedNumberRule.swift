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
    // Per number: the first card that holds it and how many cards do. Each card's numbers are
    // read where they stand: copying a card's facts or its list would retain and release
    // everything they hold.
    var holders: [HashedText: (first: Int, cards: Int)] = [:]
    holders.reserveCapacity(facts.count)
    facts.withUnsafeBufferPointer { facts in
      for slot in facts.indices {
        facts[slot].phoneNumbers.withUnsafeBufferPointer { numbers in
          for i in numbers.indices where !Self.repeats(numbers, i) {
            holders[numbers[i].key, default: (slot, 0)].cards += 1
          }
        }
      }
      for slot in facts.indices {
        facts[slot].phoneNumbers.withUnsafeBufferPointer { numbers in
          for i in numbers.indices where !Self.repeats(numbers, i) {
            guard let holder = holders[numbers[i].key], holder.first != slot else { continue }
            let others = holder.cards - 2
            let more = others > 0 ? " and \(others) other card\(others == 1 ? "" : "s")" : ""
            let message = "\(ValueText.quoted(numbers[i].text)) (\(numbers[i].key.text)) is also on card \(facts[holder.first].reference)\(more)"
            report(slot, BookFinding(code: code, message: message, position: numbers[i].position))
          }
        }
      }
    }
  }

  /// True when an earlier number of the card is the same number (a card has a few).
  private static func repeats(_ numbers: UnsafeBufferPointer<(key: HashedText, text: String, position: SourcePosition)>, _ i: Int) -> Bool {
    numbers[..<i].contains { $0.key == numbers[i].key }
  }
}

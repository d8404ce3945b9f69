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
    facts.phoneNumbers.append((key, number.text, number.position))
  }

  func combine(_ facts: [BookFacts], _ report: (Int, BookFinding) -> Void) {
    var first: [String: Int] = [:]
    var cards: [String: Int] = [:]
    for (slot, f) in facts.enumerated() {
      var seen = Set<String>()
      for number in f.phoneNumbers where seen.insert(number.key).inserted {
        if first[number.key] == nil { first[number.key] = slot }
        cards[number.key, default: 0] += 1
      }
    }
    for (slot, f) in facts.enumerated() {
      var seen = Set<String>()
      for number in f.phoneNumbers where seen.insert(number.key).inserted {
        guard let owner = first[number.key], owner != slot else { continue }
        let o = facts[owner]
        let others = cards[number.key, default: 2] - 2
        let more = others > 0 ? " and \(others) other card\(others == 1 ? "" : "s")" : ""
        let message = "\(ValueText.quoted(number.text)) (\(number.key)) is also on card \(Quoted.text(o.cardName ?? "")) (\(o.file):\(o.cardPosition.line))\(more)"
        report(slot, BookFinding(code: code, message: message, position: number.position))
      }
    }
  }
}

/// **The same UID is on several cards.**
///
/// A UID identifies one contact (RFC 6350 §6.7.6); CardDAV servers and sync services keep one
/// card per UID, so the second card with the same UID overwrites the first or is refused. This
/// happens when a card is copied and edited by hand, or when a tool makes UIDs from names.
/// Reported on every card after the first, naming that first card.
struct SharedUIDRule: BookRule {
  var code: DiagnosticCode { .lintSharedUID }
  var name: String { "shared-uid" }
  var category: LintCategory { .hygiene }
  var input: LintInput { .book }

  func collect(_ card: LintCard, numbers: [NumberAnalysis?], into facts: inout BookFacts) {
    guard let uid = card.card.uid, !uid.value.trimmingSpaces.isEmpty else { return }
    facts.uid = (HashedText(uid.value.trimmingSpaces), uid.position)
  }

  func combine(_ facts: [BookFacts], threads: Int, _ report: (Int, BookFinding) -> Void) {
    var first: [HashedText: Int] = [:]
    first.reserveCapacity(facts.count)
    for slot in facts.indices {
      guard let uid = facts[slot].uid else { continue }
      guard let owner = first[uid.value] else {
        first[uid.value] = slot
        continue
      }
      let message = "UID \(ValueText.quoted(uid.value.text)) is also on card \(facts[owner].reference)"
      report(slot, BookFinding(code: code, message: message, position: uid.position))
    }
  }
}

/// Google label words already worked out (``CSVLabels/googleWord(types:label:preference:kind:)``),
/// by types, free-text label and kind. A book has few distinct labels, and working one out
/// reads the phone-label mapping and builds sets of tokens: the Google writer asks for three
/// words a value. One per thread (it is not locked); lent from a ``LendingPool``.
final class LabelWords {
  private struct Key: Hashable {
    let types: [TypeToken]
    let label: String?
    let kind: CSVBlockKind
  }

  private var known: [Key: String] = [:]
  /// Distinct labels kept at most; a book of all-different custom labels starts afresh.
  private let capacity: Int

  init(capacity: Int = 4096) {
    self.capacity = capacity
  }

  /// The word for a value with these types and label (unstarred: preference is the caller's).
  func word(types: [TypeToken], label: String?, kind: CSVBlockKind) -> String {
    let key = Key(types: types, label: label, kind: kind)
    if let word = known[key] { return word }
    let word = CSVLabels.googleWord(types: types, label: label, preference: nil, kind: kind)
    if known.count >= capacity { known.removeAll(keepingCapacity: true) }
    known[key] = word
    return word
  }
}

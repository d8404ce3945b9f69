/// Text with its hash worked out once, where it is collected (on the threads that read the
/// cards), so that a book rule's dictionary, filled on one thread at the end of the run,
/// hashes a number instead of the text of every card's value.
struct HashedText: Hashable, Sendable {
  let text: String
  /// The text's hash value (this process's).
  let hash: Int

  init(_ text: String) {
    self.text = text
    hash = text.hashValue
  }

  func hash(into hasher: inout Hasher) { hasher.combine(hash) }

  static func == (a: HashedText, b: HashedText) -> Bool { a.hash == b.hash && a.text == b.text }
}

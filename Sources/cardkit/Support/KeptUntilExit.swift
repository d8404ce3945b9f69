/// Values kept until the process exits. A command that loaded a whole book hands it over here
/// when it is done with it: the system takes back the memory at once when the process ends,
/// where freeing 100,000 cards value by value takes a few hundred milliseconds. Only for
/// values the command no longer changes (a kept copy would make a later change copy the book).
enum KeptUntilExit {
  nonisolated(unsafe) private static var values: [Any] = []

  /// Keeps `value` alive until the process exits.
  static func keep(_ value: Any) {
    values.append(value)
  }
}

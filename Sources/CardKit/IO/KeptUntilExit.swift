/// Values a command-line run keeps until the process exits instead of freeing them: the
/// system takes a process's memory back at once, while freeing a hundred thousand cards'
/// findings and facts one string at a time takes tenths of a second at the end of a run, when
/// nothing else is left to do (compilers skip freeing at exit for the same reason). Only for
/// a process about to exit: see ``LintOptions/keepsMemoryUntilExit``.
public enum KeptUntilExit {
  private static let lock = Lock()
  nonisolated(unsafe) private static var kept: [Any] = []

  /// Keeps `value` (and all it holds) alive until the process exits.
  public static func keep(_ value: consuming some Any) {
    let boxed: Any = value
    lock.withLock { kept.append(boxed) }
  }
}

/// Where a finding comes from: file, 1-based line of the physical start of a (folded) line,
/// 1-based byte column, and the 0-based index of the card or CSV record in its file.
public struct SourceLocation: Sendable, Hashable, Codable {
  /// Path as the user gave it (`-` or `<stdin>` for standard input).
  public var file: String
  /// 1-based line; 0 when the finding concerns the whole file.
  public var line: Int
  /// 1-based byte column; 0 when the finding concerns the whole line or file.
  public var column: Int
  /// 0-based index of the card (or CSV record) in its file, when the finding belongs to one.
  public var cardIndex: Int?

  /// A location; leave `line` and `column` 0 for a finding about a whole file.
  public init(file: String, line: Int = 0, column: Int = 0, cardIndex: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.cardIndex = cardIndex
  }
}

/// A position inside a source file without the file name, kept on model values as provenance.
///
/// Two positions always compare equal: where a value was read from is not part of the value,
/// so a card read from one file equals the same card read from another.
public struct SourcePosition: Sendable, Hashable {
  /// 1-based line; 0 when unknown (values built in code).
  public var line: Int32
  /// 1-based byte column; 0 when unknown.
  public var column: Int32

  /// A position; values beyond the 32-bit range are truncated.
  public init(line: Int, column: Int) {
    self.line = Int32(truncatingIfNeeded: line)
    self.column = Int32(truncatingIfNeeded: column)
  }

  /// Always true: provenance is not part of a value's identity.
  public static func == (lhs: SourcePosition, rhs: SourcePosition) -> Bool { true }
  /// Adds nothing to the hasher, consistently with `==`.
  public func hash(into hasher: inout Hasher) {}
}

extension SourcePosition {
  /// The position of a value that was not read from a file.
  public static let unknown = SourcePosition(line: 0, column: 0)
}

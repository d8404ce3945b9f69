/// Names a card in a merge or dedupe report: its index in the list given, its display name
/// and, when known, the file and line it was read from.
public struct CardReference: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Index of the card in the list given to the merger (0-based).
  public var index: Int
  /// The card's display name (``Card/displayName``).
  public var name: String
  /// The file the card was read from, when known.
  public var file: String?
  /// The line of its `BEGIN:VCARD` (or CSV record), when known.
  public var line: Int?
  /// Index of the card in its file (0-based), when known.
  public var cardInFile: Int?

  /// Names `card`, the `index`th of the list, read at `location` when known.
  public init(_ card: Card, index: Int, location: SourceLocation? = nil) {
    self.index = index
    name = card.displayName
    if let location {
      file = location.file
      line = location.line > 0 ? location.line : nil
      cardInFile = location.cardIndex
    }
  }

  /// `"Anna Smith" (base.vcf:12)`, or with the card number when the line is unknown.
  public var description: String {
    var text = "\"\(name)\""
    if let file {
      if let line {
        text += " (\(file):\(line))"
      } else if let cardInFile {
        text += " (\(file), card \(cardInFile + 1))"
      } else {
        text += " (\(file))"
      }
    } else {
      text += " (card \(index + 1))"
    }
    return text
  }
}

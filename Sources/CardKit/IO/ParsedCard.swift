/// A card read from a file with the findings that belong to it.
public struct ParsedCard: Sendable {
  public var card: Card
  /// 0-based index of the card in its file.
  public var index: Int
  public var diagnostics: [Diagnostic]

  public init(card: Card, index: Int, diagnostics: [Diagnostic]) {
    self.card = card
    self.index = index
    self.diagnostics = diagnostics
  }
}

/// The formats CardKit reads.
public enum BookFormat: Sendable, Hashable, CustomStringConvertible {
  case vcard
  case jcard
  case csv

  public var description: String {
    switch self {
    case .vcard: "vCard"
    case .jcard: "jCard"
    case .csv: "CSV"
    }
  }
}

/// A card read from a file with the findings that belong to it.
public struct ParsedCard: Sendable {
  /// The card as read, with every value's source position.
  public var card: Card
  /// 0-based index of the card in its file.
  public var index: Int
  /// The reader's findings for this card (V…, S…, P… codes), in line order.
  public var diagnostics: [Diagnostic]
  /// How the card was written, when ``ReadOptions/collectSyntax`` was set (vCard input only).
  public var syntax: CardSyntax?
  /// The card's bytes as found, when ``ReadOptions/keepsSourceText`` was set (vCard input only).
  public var sourceText: CardText?

  /// A parsed card; `syntax` and `sourceText` are given only when they were kept.
  public init(card: Card, index: Int, diagnostics: [Diagnostic], syntax: CardSyntax? = nil, sourceText: CardText? = nil) {
    self.card = card
    self.index = index
    self.diagnostics = diagnostics
    self.syntax = syntax
    self.sourceText = sourceText
  }
}

/// The formats CardKit reads.
public enum BookFormat: Sendable, Hashable, CustomStringConvertible {
  /// vCard 2.1, 3.0 or 4.0 text.
  case vcard
  /// jCard (RFC 7095) JSON.
  case jcard
  /// Contacts CSV (Google, Outlook, CardKit's generic layout, or mapped by column names).
  case csv

  /// The name shown to people: `vCard`, `jCard` or `CSV`.
  public var description: String {
    switch self {
    case .vcard: "vCard"
    case .jcard: "jCard"
    case .csv: "CSV"
    }
  }
}

/// A card read from a file with the findings that belong to it.
public struct ParsedCard: Sendable {
  // The stored properties come in this order so that the memberwise initializer,
  // `init(index:card:diagnostics:syntax:sourceText:)`, differs from the public one below and
  // stays available. The readers build every card with it: the optimizer builds the value in
  // place, where an initializer that assigns `self.card = …` left a copy of the whole card
  // (some fifty references retained) and its release in every parsed card.

  /// 0-based index of the card in its file.
  public var index: Int
  /// The card as read, with every value's source position.
  public var card: Card
  /// The reader's findings for this card (V…, S…, P… codes), in line order.
  public var diagnostics: [Diagnostic]
  /// How the card was written, when ``ReadOptions/collectSyntax`` was set (vCard and jCard input).
  public var syntax: CardSyntax?
  /// The card's bytes as found, when ``ReadOptions/keepsSourceText`` was set (vCard input only).
  public var sourceText: CardText?
}

extension ParsedCard {
  /// A parsed card; `syntax` and `sourceText` are given only when they were kept.
  public init(card: Card, index: Int, diagnostics: [Diagnostic], syntax: CardSyntax? = nil, sourceText: CardText? = nil) {
    self.init(index: index, card: card, diagnostics: diagnostics, syntax: syntax, sourceText: sourceText)
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

/// `FN` (RFC 6350 §6.2.1, RFC 2426 §3.1.1): the formatted name. Required in 3.0 and 4.0: a
/// card without one (a 2.1 card, a CSV row, which have only name fields) gets the name an
/// address book shows for it, composed from its own `N` (or `ORG` for a company), so that
/// apps reading the output show the name rather than "No Name". A card without either is
/// written with an empty `FN`, valid without inventing a name. `cardkit repair` derives one
/// from a nickname, an email or a number too, and writes a card with none of these without
/// an FN, as it was (``VCardWriter/composesFormattedName``).
enum FormattedNameCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    guard card.formattedName == nil else { return false }  // 4.0 allows several (ALTID); keep the rest raw
    card.formattedName = p.attributed(p.value.text())
    return true
  }

  static func write(_ card: Card, into out: inout PropertyEmitter) {
    if let fn = card.formattedName {
      out.emit("FN", group: fn.group, fn.parameters, .text(fn.value), position: fn.position)
    } else if out.version != .v2_1, out.composesFormattedName {
      out.emit("FN", [], .text(composed(card)))
    }
  }

  /// The display name from the card's `N`, else its organization; empty when it has neither.
  static func composed(_ card: Card) -> String {
    let (text, source) = DisplayNameFormatter().resolve(card)
    return source == .name || source == .organization ? text : ""
  }
}

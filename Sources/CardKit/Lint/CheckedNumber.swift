/// A phone value with what libphonenumber made of it, as the phone rules see it.
struct CheckedNumber {
  /// The value as written.
  var text: String
  /// Where the value was read.
  var position: SourcePosition
  /// The region it was read with (nil: none known, only international numbers parse).
  var region: PhoneRegion?
  /// Where the region came from.
  var regionSource: PhoneRegionSource
  var analysis: NumberAnalysis
}

/// A national number on a card without a region of its own, checked once the book's dominant
/// region is known (`--region auto`).
struct DeferredNumber: Sendable {
  var text: String
  var position: SourcePosition
  var file: String
  var cardIndex: Int
  var cardPosition: SourcePosition
}

/// What the book rules keep of one card.
struct BookFacts: Sendable {
  /// Valid phone numbers in E.164 form (with extension), with where each was written.
  var phoneNumbers: [(key: HashedText, text: String, position: SourcePosition)] = []
  /// The card's UID and its position.
  var uid: (value: HashedText, position: SourcePosition)?
  /// The card's file and index in it, to name it in other cards' findings.
  var file = ""
  var cardIndex = 0
  var cardPosition = SourcePosition.unknown
  var cardName: String?
  /// What ``LikelyDuplicateRule`` compares cards by.
  var duplicateFeatures: CardFeatures?

  /// Whether a book rule kept facts of the card, which it may report on or name the card by
  /// in other cards' findings: the card then needs its name.
  var holdsFacts: Bool { !phoneNumbers.isEmpty || uid != nil || duplicateFeatures != nil }

  /// How other cards' findings name this card: its quoted name and where it starts.
  var reference: String {
    "\(Quoted.text(cardName ?? "")) (\(file):\(cardPosition.line))"
  }
}

/// One card found by a search, with how it matched.
public struct SearchHit: Sendable, Hashable, Codable {
  /// The card's position in the list the index was built from.
  public var card: Int
  /// The best way the card matched; hits are ordered by it, then by collation order.
  public var kind: SearchMatchKind
  /// The parts that matched, best first (for showing them); empty when not computed.
  public var matches: [SearchMatch]

  /// A hit on card `card` (its position in the indexed list).
  public init(card: Int, kind: SearchMatchKind, matches: [SearchMatch] = []) {
    self.card = card
    self.kind = kind
    self.matches = matches
  }
}

/// How a card matched a query, declared in ranking order within each kind of query.
public enum SearchMatchKind: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  // Name queries.
  /// The query is a full name of the card (display name, formatted name, phonetic name, or
  /// a Latin form of one), word for word at primary strength.
  case exactName
  /// The query's words start the first words of a full name, in order (`jo sm`: John Smith).
  case namePrefix
  /// Every query word starts some word of the card's names.
  case nameWords
  // T9 queries.
  /// The digits spell the start of a name (possibly running across words: `37337` FredS).
  case nameStart
  /// The digits spell the start of a later word of a name (`76484`: Fred Smith).
  case wordStart
  /// Two digits are the initials of the first two or the last two words (`57`: John Smith).
  case initials
  // T9 and phone queries.
  /// A number starts with the digits: as written, its national number, after the country
  /// code, in national dialling form, or (NANP) after the area code.
  case numberStart
  /// The digits occur inside a national number (T9 only).
  case numberInner
  /// The same number as the query, in any format (phone `--exact`).
  case exactNumber

  /// The kind's position in declaration order, which is the ranking order within each kind
  /// of query.
  var code: UInt8 {
    switch self {
    case .exactName: 0
    case .namePrefix: 1
    case .nameWords: 2
    case .nameStart: 3
    case .wordStart: 4
    case .initials: 5
    case .numberStart: 6
    case .numberInner: 7
    case .exactNumber: 8
    }
  }

  /// Orders kinds as results are ranked (declaration order).
  public static func < (lhs: SearchMatchKind, rhs: SearchMatchKind) -> Bool { lhs.code < rhs.code }
}

/// The part of a card that matched: a name or a number, and which characters of it.
public struct SearchMatch: Sendable, Hashable, Codable {
  /// Which field of the card.
  public var field: SearchField
  /// The position of the value among the card's values of that field (phones, nicknames,
  /// given names, …); 0 for single-valued fields.
  public var valueIndex: Int
  /// The text that was matched: the value as written, or its Latin form when
  /// ``transliterated`` is true.
  public var text: String
  /// True when ``text`` is the Latin transliteration of the value (`zhang wei` for 张伟).
  public var transliterated: Bool
  /// The matched characters of ``text``, as ranges of Unicode scalar offsets, in order.
  public var ranges: [Range<Int>]

  /// A matched part: `ranges` of `text`, a value of `field`.
  public init(field: SearchField, valueIndex: Int = 0, text: String, transliterated: Bool = false, ranges: [Range<Int>]) {
    self.field = field
    self.valueIndex = valueIndex
    self.text = text
    self.transliterated = transliterated
    self.ranges = ranges
  }

  /// ``text`` with each matched range in brackets: `[Fred] [S]mith`.
  public var bracketed: String {
    var out = String.UnicodeScalarView()
    var open = ranges.sorted { $0.lowerBound < $1.lowerBound }[...]
    var close: Int?
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      if offset == close {
        out.append("]")
        close = nil
      }
      if let next = open.first, next.lowerBound == offset, close == nil {
        out.append("[")
        close = next.upperBound
        open = open.dropFirst()
      }
      out.append(scalar)
    }
    if close != nil { out.append("]") }
    return String(out)
  }
}

/// The parts of a card a search looks at.
public enum SearchField: String, Sendable, Hashable, Codable, CaseIterable {
  /// The name shown for the card (``DisplayNameFormatter``).
  case displayName
  /// `FN`, when it differs from the display name.
  case formattedName
  /// A given name of `N` (each value on its own).
  case givenName
  /// A family name of `N`.
  case familyName
  /// A middle name of `N`.
  case additionalName
  /// A `NICKNAME` value.
  case nickname
  /// `X-PHONETIC-FIRST-NAME` / `-MIDDLE-NAME` / `-LAST-NAME`, each on its own.
  case phoneticGivenName, phoneticAdditionalName, phoneticFamilyName
  /// The phonetic parts together, in display order.
  case phoneticName
  /// The organization's name.
  case organization
  /// A phone number (`valueIndex` is its position among the card's numbers).
  case phone
}

/// Where the default region for a number came from.
public enum PhoneRegionSource: String, Hashable, Sendable, Codable {
  /// Given by the user (`--region XX`).
  case option
  /// The card's own address (`X-ABADR` or the ADR country).
  case cardAddress
  /// The book's dominant region.
  case book
  /// None: the number is international and names its own country.
  case none
}

/// One value the normalizer looked at, and what became of it.
public struct PhoneChange: Hashable, Sendable {
  /// What became of the value.
  public enum Status: String, Hashable, Sendable, Codable {
    /// The number was rewritten in the chosen format.
    case changed
    /// The number was already in the chosen format.
    case alreadyNormalized
    /// The number is invalid, unparsable or has no region to read it with; left as written.
    case invalid
    /// A short code or emergency number; left as written.
    case shortNumber
    /// The label was respelled canonically.
    case labelMapped
    /// The label was noise; it was removed and the value reads as `other`.
    case garbageLabel
  }

  /// Which part of the value the entry is about.
  public enum Field: String, Hashable, Sendable, Codable {
    /// `number`: the entry is about the number text; `label`: about its labels.
    case number, label
  }

  // `status` is declared first so that the memberwise initializer (`status:cardIndex:…`)
  // differs from the public one, which calls it from an extension (see ``ParsedCard``: an
  // initializer in the type's body left a copy and a release of every change).

  /// What became of the value.
  public var status: Status
  /// 0-based index of the card in the list given to the normalizer.
  public var cardIndex: Int
  /// The property the value belongs to.
  public var property: LabeledProperty
  /// The value's identifier within its card.
  public var valueID: ValueID
  /// Number or label.
  public var field: Field
  /// The value (number text, or labels as `TYPE=…` and `label "…"`) before.
  public var old: String
  /// The value after (equal to `old` when nothing changed).
  public var new: String
  /// The default region the number was read with, nil when there was none.
  public var region: PhoneRegion?
  /// Where ``region`` came from.
  public var regionSource: PhoneRegionSource
  /// The number's own region code (`US`, `001` for global services) when it parsed.
  public var numberRegion: String?
  /// The value's position (file, line, column, card index).
  public var location: SourceLocation
}

extension PhoneChange {
  /// An entry from its parts (the normalizer builds them).
  public init(
    cardIndex: Int, property: LabeledProperty, valueID: ValueID, field: Field, old: String, new: String,
    region: PhoneRegion? = nil, regionSource: PhoneRegionSource = .none, numberRegion: String? = nil,
    status: Status, location: SourceLocation
  ) {
    self.init(
      status: status, cardIndex: cardIndex, property: property, valueID: valueID, field: field, old: old, new: new,
      region: region, regionSource: regionSource, numberRegion: numberRegion, location: location)
  }
}

extension PhoneChange: Encodable {
  private enum Key: String, CodingKey {
    case cardIndex, property, valueID, field, old, new, region, regionSource, numberRegion, status, location
  }

  /// The `--dry-run --json` form: every field, the value identifier as its number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(cardIndex, forKey: .cardIndex)
    try container.encode(property, forKey: .property)
    try container.encode(valueID.rawValue, forKey: .valueID)
    try container.encode(field, forKey: .field)
    try container.encode(old, forKey: .old)
    try container.encode(new, forKey: .new)
    try container.encodeIfPresent(region?.code, forKey: .region)
    try container.encode(regionSource, forKey: .regionSource)
    try container.encodeIfPresent(numberRegion, forKey: .numberRegion)
    try container.encode(status, forKey: .status)
    try container.encode(location, forKey: .location)
  }
}

/// Counts for the summary line of `cardkit normalize`.
public struct PhoneNormalizationSummary: Hashable, Sendable, Codable {
  /// Phone values looked at.
  public var numbers = 0
  /// Numbers rewritten in the chosen format.
  public var numbersChanged = 0
  /// Numbers that were already in the chosen format.
  public var numbersAlreadyNormalized = 0
  /// Invalid, unparsable, or without a region; all left as written.
  public var numbersInvalid = 0
  /// Short codes and emergency numbers, left as written.
  public var shortNumbers = 0
  /// Values whose labels were respelled canonically.
  public var labelsMapped = 0
  /// Values whose labels held noise.
  public var garbageLabels = 0

  /// All counts zero.
  public init() {}

  mutating func add(_ other: PhoneNormalizationSummary) {
    numbers += other.numbers
    numbersChanged += other.numbersChanged
    numbersAlreadyNormalized += other.numbersAlreadyNormalized
    numbersInvalid += other.numbersInvalid
    shortNumbers += other.shortNumbers
    labelsMapped += other.labelsMapped
    garbageLabels += other.garbageLabels
  }
}

/// Everything a normalization run found and did.
public struct PhoneNormalizationReport: Sendable {
  /// One entry per number looked at (unless unchanged ones were not asked for) and per label
  /// that was mapped or was noise, in card order.
  public var changes: [PhoneChange] = []
  /// Findings (P codes) with their positions, in card order.
  public var diagnostics: [Diagnostic] = []
  /// The counts for the summary line.
  public var summary = PhoneNormalizationSummary()
  /// The book's dominant region, when `auto` needed one.
  public var bookRegion: PhoneRegion?
  /// How the number services worked (fast path, libphonenumber, cache).
  public var counters = PhoneServiceCounters(fastParses: 0, libraryParses: 0, cacheHits: 0, cacheMisses: 0)

  /// An empty report.
  public init() {}
}

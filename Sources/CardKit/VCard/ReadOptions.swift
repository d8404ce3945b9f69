/// Limits that protect the reader from hostile or broken input. Input past a limit is reported
/// and skipped; the rest of the file is still read.
public struct ReadLimits: Sendable, Hashable {
  /// Longest logical (unfolded) line in bytes.
  public var maxLineLength = 8 << 20
  /// Largest card in bytes.
  public var maxCardSize = 32 << 20
  /// Most properties on one card.
  public var maxPropertiesPerCard = 10_000
  /// Largest decoded inline binary value (PHOTO, LOGO, SOUND, KEY) in bytes.
  public var maxBinarySize = 8 << 20
  /// Deepest nesting of 2.1 AGENT cards.
  public var maxAgentDepth = 4

  /// Limits with the defaults above: 8 MiB lines, 32 MiB cards, 10,000 properties, 8 MiB binary
  /// values, 4 levels of AGENT nesting.
  public init() {}
}

/// How files are read.
public struct ReadOptions: Sendable {
  /// The size limits; input past one is reported (V019–V023, S007) and skipped.
  public var limits = ReadLimits()
  /// Threads used to parse cards (1 = on the calling thread only).
  public var parallelism = 2
  /// Whether each card keeps a record of how it was written (``ParsedCard/syntax``), for lint.
  public var collectSyntax = false
  /// How CSV input is read (layout, encoding, delimiter overrides).
  public var csv = CSVReadOptions()
  /// Read every input as CSV, whatever its content looks like.
  public var forceCSV = false
  /// The properties read into each card of vCard input; nil (the default) reads them all.
  /// A caller that needs only part of each card names that part (the name index reads
  /// ``NameSorter/properties``): the lines of other properties are skipped before their values
  /// are decoded, and their problems are not reported. jCard and CSV input is read whole.
  public var properties: Set<PropertyName>?
  /// Properties read only into the cards that need them, decided once a card's
  /// ``properties`` are read (the name index reads EMAIL and TEL only for cards without a
  /// name, whose display name falls back to them: ``NameSorter/fallbackProperties``). Used
  /// only with `properties`; the problems of these lines are reported only when they are read.
  public var fallbackProperties: FallbackProperties?
  /// Whether the lines of the properties not in ``properties`` are still checked: tokenized,
  /// decoded and recorded in ``ParsedCard/syntax`` with every problem reported as a whole
  /// reading reports it, only not built into the card. Lint's conformance rules, which read
  /// the syntax of every line but the card's model only for its name, use it. Used only with
  /// `properties`.
  public var checksSkippedLines = false
  /// Whether each card of vCard input keeps its bytes as found (``ParsedCard/sourceText``), so
  /// that it can be written back unchanged; jCard and CSV cards keep none.
  public var keepsSourceText = false

  /// The defaults: two parsing threads, no syntax collection, CSV detected from its content.
  public init() {}
}

/// Properties a reader reads into a card only when the card needs them (see
/// ``ReadOptions/fallbackProperties``).
public struct FallbackProperties: Sendable {
  /// The properties read when needed.
  public var properties: Set<PropertyName> {
    didSet { names = PropertyNameSet(properties) }
  }
  /// ``properties`` as the reader tests them on every skipped line.
  private(set) var names: PropertyNameSet
  /// Whether a card, read with the reader's other properties, needs these too.
  public var isNeeded: @Sendable (Card) -> Bool

  /// Fallback `properties`, read into the cards for which `isNeeded` is true.
  public init(_ properties: Set<PropertyName>, when isNeeded: @escaping @Sendable (Card) -> Bool) {
    self.properties = properties
    self.names = PropertyNameSet(properties)
    self.isNeeded = isNeeded
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `cardkit normalize` should do to phone numbers and labels.
public struct PhoneNormalizationOptions: Hashable, Sendable {
  /// How the default region for national numbers is chosen.
  public enum RegionChoice: Hashable, Sendable {
    /// One region for every number (`--region XX`).
    case fixed(PhoneRegion)
    /// Per card from its addresses, else the book's dominant region (`--region auto`).
    case auto
  }

  /// Which part to normalize.
  public enum Scope: String, Hashable, Sendable, CaseIterable {
    /// Numbers and labels (the default).
    case all
    /// Labels only (`--labels-only`): numbers stay as written.
    case labelsOnly
    /// Numbers only (`--numbers-only`): labels stay as written.
    case numbersOnly
  }

  /// How national numbers get their region (`--region XX|auto`).
  public var region: RegionChoice
  /// The form valid numbers are written in (`--format`); `national` for the fixed region, or
  /// with `auto` the book's region (``PhoneNumberService/format(_:_:dialledFrom:)``).
  public var format: PhoneNumberFormat
  /// Numbers, labels or both (`--labels-only`, `--numbers-only`).
  public var scope: Scope
  /// Also map the labels of email addresses, postal addresses and URLs.
  public var includesOtherLabels: Bool
  /// For `auto` across several files: the book region the caller computed over all of them
  /// (``PhoneRegionResolver/dominantRegion(in:)``); nil to compute it from the cards given.
  public var bookRegion: PhoneRegion?
  /// Threads to use; at least 1. The default is the number of online processors.
  public var workers: Int
  /// List numbers that were already normalized in the report's changes too.
  public var listsUnchanged: Bool
  /// Record each change in the report (``PhoneNormalizationReport/changes``); a caller that
  /// needs only the counts and findings turns this off and saves building the records.
  public var recordsChanges: Bool
  /// Keep an `X-` TYPE value that names a custom label (`TYPE=X-Emergency`) as it is written,
  /// rather than moving it into a free-text label: `cardkit repair` does, an `X-` type being
  /// valid in every version.
  public var keepsExtensionTypes: Bool
  /// The format the book is written in (`--to`); nil: each card in its input's (a vCard in its
  /// own version). A format without URI values for TEL (2.1, 3.0, the Google and Outlook CSV
  /// layouts) gets numbers as text, `tel:` URIs included, so the changes show what is written.
  public var output: OutputFormat?

  /// Options; the defaults read national numbers with automatic regions, write E.164, map every
  /// label and use every processor.
  public init(
    region: RegionChoice = .auto, format: PhoneNumberFormat = .e164, scope: Scope = .all,
    includesOtherLabels: Bool = true, bookRegion: PhoneRegion? = nil,
    workers: Int = PhoneNormalizationOptions.processorCount, listsUnchanged: Bool = true,
    recordsChanges: Bool = true, keepsExtensionTypes: Bool = false, output: OutputFormat? = nil
  ) {
    self.region = region
    self.format = format
    self.scope = scope
    self.includesOtherLabels = includesOtherLabels
    self.bookRegion = bookRegion
    self.workers = max(1, workers)
    self.listsUnchanged = listsUnchanged
    self.recordsChanges = recordsChanges
    self.keepsExtensionTypes = keepsExtensionTypes
    self.output = output
  }

  /// Processors online (at least 1).
  public static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  var mapsNumbers: Bool { scope != .labelsOnly }
  var mapsLabels: Bool { scope != .numbersOnly }

  /// Whether the card's numbers are written where a TEL value may be a `tel:` URI: vCard 4.0,
  /// jCard and the generic CSV layout (also CSV input written in its own, generic, layout).
  func writesTelephoneURIs(for card: borrowing Card) -> Bool {
    (output ?? card.version.map(OutputFormat.vcard))?.writesTelephoneURIs ?? true
  }
}

/// What `cardkit lint` checks and how.
public struct LintOptions: Sendable {
  /// The lint rules that run (by code).
  public var rules: Set<DiagnosticCode>
  /// Reader codes (V…, S…) left out of the report (`--disable V015`).
  public var silencedCodes: Set<DiagnosticCode>
  /// How national phone numbers get their region (`--region XX|auto`).
  public var region: PhoneNormalizationOptions.RegionChoice
  /// Inline PHOTO, LOGO, SOUND or KEY data above this many bytes is reported (L039).
  public var maxInlineMediaBytes: Int
  /// How each finding's card is named.
  public var nameFormatter: DisplayNameFormatter
  /// How the inputs are read (CSV overrides, limits, threads).
  public var read: ReadOptions
  /// Threads for checking cards; at least 1.
  public var workers: Int
  /// The locale whose collation compares names for likely duplicates (L044).
  public var locale: String = "en"
  /// Findings less serious than this are left out of the report: neither listed nor counted,
  /// so they do not change the exit status either (`--min-severity warning` leaves out the
  /// notes). Nil keeps every finding.
  public var minimumSeverity: Severity?
  /// When true, the run's records of each card (findings and facts, hundreds of megabytes for
  /// a large book) are not freed but kept until the process exits, and the system takes them
  /// back at once: for a command-line run that exits after its report. Leave false in a
  /// process that goes on, or the memory is never given back.
  public var keepsMemoryUntilExit = false

  /// Options running the default rules.
  public init(
    rules: Set<DiagnosticCode> = LintCatalogue.defaultCodes, silencedCodes: Set<DiagnosticCode> = [],
    region: PhoneNormalizationOptions.RegionChoice = .auto, maxInlineMediaBytes: Int = 256 * 1024,
    nameFormatter: DisplayNameFormatter = DisplayNameFormatter(), read: ReadOptions = ReadOptions(),
    workers: Int = PhoneNormalizationOptions.processorCount
  ) {
    self.rules = rules
    self.silencedCodes = silencedCodes
    self.region = region
    self.maxInlineMediaBytes = maxInlineMediaBytes
    self.nameFormatter = nameFormatter
    self.read = read
    self.workers = max(1, workers)
  }

  /// Whether a finding with this code is reported.
  public func reports(_ code: DiagnosticCode) -> Bool {
    code.rawValue.hasPrefix("L") ? rules.contains(code) : !silencedCodes.contains(code)
  }

  /// Whether a finding of this severity is serious enough to report (``minimumSeverity``).
  public func reports(_ severity: Severity) -> Bool {
    minimumSeverity.map { severity >= $0 } ?? true
  }
}

/// Which rules run: a starting set (the defaults or whole categories), then `--enable` and
/// `--disable`, each by code (`L030`) or rule name (`nameless`). Reader codes (V…, S…) may be
/// disabled too; they are always reported otherwise.
public struct LintSelection: Sendable, Hashable {
  /// The rules to start from.
  public enum Start: Sendable, Hashable {
    /// The rules that run by default.
    case defaults
    /// The default rules of these categories (`--rules conformance`).
    case categories(Set<LintCategory>)
    /// Every rule, also those off by default (`--rules all`).
    case all
  }

  /// The rules before `enable` and `disable` apply.
  public var start: Start
  /// Codes or rule names to add, in order (`--enable`); a reader code is un-silenced.
  public var enable: [String]
  /// Codes or rule names to remove, in order (`--disable`); a reader code (V…, S…) is silenced.
  public var disable: [String]

  /// A selection; by default the default rules with nothing added or removed.
  public init(start: Start = .defaults, enable: [String] = [], disable: [String] = []) {
    self.start = start
    self.enable = enable
    self.disable = disable
  }

  /// A code or rule name that names nothing.
  public struct UnknownCode: Error, Sendable, CustomStringConvertible {
    /// The text as given.
    public var text: String
    /// The error message, pointing at `cardkit lint --list-rules`.
    public var description: String { "unknown rule or code '\(text)' (see cardkit lint --list-rules)" }
  }

  /// Applies the selection to `options`; throws for an unknown code or name.
  public func apply(to options: inout LintOptions) throws(UnknownCode) {
    var rules: Set<DiagnosticCode>
    switch start {
    case .defaults:
      rules = LintCatalogue.defaultCodes
    case .categories(let categories):
      rules = Set(LintCatalogue.rules.filter { categories.contains($0.category) && $0.isEnabledByDefault }.map(\.code))
    case .all:
      rules = Set(LintCatalogue.rules.map(\.code))
    }
    var silenced: Set<DiagnosticCode> = []
    for text in enable {
      let code = try Self.code(text)
      if LintCatalogue.rule(for: code) != nil { rules.insert(code) }
      silenced.remove(code)
    }
    for text in disable {
      let code = try Self.code(text)
      rules.remove(code)
      if LintCatalogue.rule(for: code) == nil { silenced.insert(code) }
    }
    options.rules = rules
    options.silencedCodes = silenced
  }

  static func code(_ text: String) throws(UnknownCode) -> DiagnosticCode {
    if let code = DiagnosticCode.named(text) { return code }
    if let rule = LintCatalogue.rules.first(where: { $0.name == text.lowercased() }) { return rule.code }
    throw UnknownCode(text: text)
  }
}

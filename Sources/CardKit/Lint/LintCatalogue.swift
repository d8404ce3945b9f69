/// Every lint rule, in code order. A rule's code, name and category never change once
/// published; new rules get new codes. ("Likely duplicate contacts" belongs to the dedupe
/// engine and is not a rule here.)
public enum LintCatalogue {
  /// All rules.
  public static let rules: [any LintRule] = runs.map(\.rule)

  /// Every rule with the way the linter runs it, in code order. The kind is written here, not
  /// found with casts (`rule as? any LineRule`): a cast looks the conformance up in the
  /// runtime's tables, and four casts for each rule were an eighth of the instructions of
  /// linting a 1,000-card book. A rule given the wrong kind does not compile.
  static let runs: [LintRuleRun] = [
    .card(MissingFNRule()), .card(MissingNRule()), .card(RepeatedPropertyRule()), .line(ComponentCountRule()),
    .line(NameCaseRule()), .line(UnknownPropertyRule()), .line(PropertyVersionRule()), .card(GroupMismatchRule()),
    .line(ParameterNameRule()), .line(UnknownParameterRule()), .line(ParameterVersionRule()), .line(TypeValueRule()),
    .line(PrefValueRule()), .line(EncodingRule()), .line(CharsetRule()), .line(ValueTypeRule()),
    .line(ParameterValueRule()), .line(DateTimeRule()), .line(DateFormRule()), .line(UTCOffsetRule()), .line(GeoRule()),
    .line(URIRule()), .card(EmailRule()), .card(KindMemberRule()), .line(ControlCharactersRule()),
    .card(LineLengthRule()), .card(LineEndingRule()), .line(MediaValueRule()), .line(EnumeratedValueRule()),
    .card(NamelessRule()), .card(NoPhoneRule()), .card(GarbageLabelRule()), .card(UnlabeledPhoneRule()),
    .phone(InvalidPhoneRule()), .phone(PhoneRegionRule()), .book(SharedNumberRule()), .book(LikelyDuplicateRule()),
    .card(DuplicateValueRule()), .card(EmptyValueRule()), .card(LargePhotoRule()), .card(MissingUIDRule()),
    .card(LabelSpellingRule()), .book(SharedUIDRule()), .card(BeginEndLineRule()),
  ]

  /// The codes of the rules that run by default.
  public static let defaultCodes: Set<DiagnosticCode> = Set(rules.filter(\.isEnabledByDefault).map(\.code))

  private static let byCode: [String: any LintRule] = Dictionary(uniqueKeysWithValues: rules.map { ($0.code.rawValue, $0) })

  /// The rule with this code, if it is a lint rule.
  public static func rule(for code: DiagnosticCode) -> (any LintRule)? {
    byCode[code.rawValue]
  }
}

/// A rule as the linter runs it: by the one protocol it conforms to.
enum LintRuleRun: Sendable {
  /// Called with each content line (vCard text input).
  case line(any LineRule)
  /// Called with each card.
  case card(any CardRule)
  /// Called with each phone number and what libphonenumber made of it.
  case phone(any PhoneRule)
  /// Collects facts of each card and reports once the book is read.
  case book(any BookRule)

  /// The rule itself.
  var rule: any LintRule {
    switch self {
    case .line(let rule): rule
    case .card(let rule): rule
    case .phone(let rule): rule
    case .book(let rule): rule
    }
  }
}

/// Every lint rule, in code order. A rule's code, name and category never change once
/// published; new rules get new codes. ("Likely duplicate contacts" belongs to the dedupe
/// engine and is not a rule here.)
public enum LintCatalogue {
  /// All rules.
  public static let rules: [any LintRule] = [
    MissingFNRule(), MissingNRule(), RepeatedPropertyRule(), ComponentCountRule(), NameCaseRule(),
    UnknownPropertyRule(), PropertyVersionRule(), GroupMismatchRule(), ParameterNameRule(),
    UnknownParameterRule(), ParameterVersionRule(), TypeValueRule(), PrefValueRule(), EncodingRule(),
    CharsetRule(), ValueTypeRule(), ParameterValueRule(), DateTimeRule(), DateFormRule(), UTCOffsetRule(),
    GeoRule(), URIRule(), EmailRule(), KindMemberRule(), ControlCharactersRule(), LineLengthRule(),
    LineEndingRule(), MediaValueRule(), EnumeratedValueRule(),
    NamelessRule(), NoPhoneRule(), GarbageLabelRule(), UnlabeledPhoneRule(), InvalidPhoneRule(),
    PhoneRegionRule(), SharedNumberRule(), LikelyDuplicateRule(), DuplicateValueRule(), EmptyValueRule(), LargePhotoRule(),
    MissingUIDRule(), LabelSpellingRule(), SharedUIDRule(), BeginEndLineRule(),
  ]

  /// The codes of the rules that run by default.
  public static let defaultCodes: Set<DiagnosticCode> = Set(rules.filter(\.isEnabledByDefault).map(\.code))

  private static let byCode: [String: any LintRule] = Dictionary(uniqueKeysWithValues: rules.map { ($0.code.rawValue, $0) })

  /// The rule with this code, if it is a lint rule.
  public static func rule(for code: DiagnosticCode) -> (any LintRule)? {
    byCode[code.rawValue]
  }
}

// Which findings mean that input past a ``ReadLimits`` limit was skipped (no codes of their own:
// the limits are reported with the reader's codes V019–V023).
extension DiagnosticCode {
  /// The codes reported when input past a read limit is skipped: a line (V020), a card (V021),
  /// the properties past the limit (V022), an inline binary value (V023), or a nested AGENT
  /// card kept as text (V019).
  public static let limitSkipCodes: Set<DiagnosticCode> = [nestingTooDeep, lineTooLong, cardTooLarge, tooManyProperties, photoTooLarge]

  /// True when a finding with this code means input past a read limit was skipped; runs count
  /// these in their summary.
  public var isLimitSkip: Bool { Self.limitSkipCodes.contains(self) }
}

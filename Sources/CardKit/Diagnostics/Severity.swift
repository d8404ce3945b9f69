/// How serious a finding is. Ordered from least to most serious.
public enum Severity: String, Sendable, Comparable, CaseIterable, Codable {
  /// A repair that was applied (`cardkit repair`).
  case fixed
  /// Information that needs no action.
  case info
  /// Something that is probably wrong, or that a consumer may mishandle.
  case warning
  /// Something that is wrong: invalid per the specification or unreadable.
  case error

  private var rank: Int {
    switch self {
    case .fixed: 0
    case .info: 1
    case .warning: 2
    case .error: 3
    }
  }

  /// Orders by seriousness: `fixed < info < warning < error`.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A stable diagnostic code with its default severity and a one-line summary.
///
/// Codes are grouped by family: `V…` vCard and jCard reading, `C…` conversion between formats
/// and versions, `S…` CSV, `P…` phone labels and numbers, `L…` lint rules. Each family is
/// declared in its own file in this folder; ``DiagnosticCode/all`` lists every code, and a test
/// checks that no code is declared twice. A code, once published, is never reused.
public struct DiagnosticCode: Sendable, Hashable, CustomStringConvertible {
  /// The code as printed, such as `V005`.
  public let rawValue: String
  /// The severity a finding with this code has unless a rule or option changes it.
  public let severity: Severity
  /// One line saying what the code means.
  public let summary: String

  init(_ rawValue: String, _ severity: Severity, _ summary: String) {
    self.rawValue = rawValue
    self.severity = severity
    self.summary = summary
  }

  /// The printed code (`V005`).
  public var description: String { rawValue }

  /// Codes are equal when their printed forms are; severity and summary are not compared.
  public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue == rhs.rawValue }
  /// Hashes the printed form only, consistently with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

  /// Every code of every family, in code order.
  public static var all: [DiagnosticCode] {
    (vcardCodes + conversionCodes + csvCodes + phoneCodes + lintCodes).sorted { $0.rawValue < $1.rawValue }
  }

  /// Looks a code up by its printed form (`"V005"`).
  public static func named(_ rawValue: String) -> DiagnosticCode? {
    all.first { $0.rawValue == rawValue.uppercased() }
  }
}

/// What a lint run found: every finding in file, card, line and column order, with the
/// files read and the rules that ran.
public struct LintReport: Sendable {
  /// The findings: the reader's (V…, S…) and the rules' (L…), each card's together.
  public var diagnostics: [Diagnostic]
  /// The inputs, in order.
  public var files: [LintedFile]
  /// The lint rules that ran.
  public var rules: Set<DiagnosticCode>
  /// The severity findings had to reach to be kept (``LintOptions/minimumSeverity``); nil
  /// when every finding was kept.
  public var minimumSeverity: Severity?

  /// A report from its parts (``Linter`` builds them).
  public init(diagnostics: [Diagnostic], files: [LintedFile], rules: Set<DiagnosticCode>) {
    self.diagnostics = diagnostics
    self.files = files
    self.rules = rules
  }

  /// Cards checked, over all files.
  public var cardCount: Int { files.reduce(0) { $0 + $1.cards } }

  /// Counts by severity and by code (a large report's halves counted on two threads).
  public var summary: LintSummary {
    let count = diagnostics.count
    let halves = count >= 1 << 15 ? min(2, PhoneNormalizationOptions.processorCount) : 1
    let diagnostics = diagnostics
    let parts = parallelMap(Array(0..<halves), threads: halves) { h in
      Self.count(diagnostics, (count * h / halves)..<(count * (h + 1) / halves))
    }
    var s = LintSummary(cards: cardCount)
    s.minimumSeverity = minimumSeverity
    for part in parts {
      s.errors += part.errors
      s.warnings += part.warnings
      s.infos += part.infos
      s.fixed += part.fixed
      s.skippedPastLimits += part.skippedPastLimits
      s.byCode.merge(part.byCode, uniquingKeysWith: +)
    }
    return s
  }

  /// The counts of `range` of the findings (no cards).
  private static func count(_ diagnostics: [Diagnostic], _ range: Range<Int>) -> LintSummary {
    var s = LintSummary(cards: 0)
    // Each finding's fields are read where it stands: a copy would retain its strings.
    diagnostics.withUnsafeBufferPointer { all in
      for i in range {
        switch all[i].severity {
        case .error: s.errors += 1
        case .warning: s.warnings += 1
        case .info: s.infos += 1
        case .fixed: s.fixed += 1
        }
        s.byCode[all[i].code.rawValue, default: 0] += 1
        if all[i].code.isLimitSkip { s.skippedPastLimits += 1 }
      }
    }
    return s
  }

  /// The highest severity found; nil when nothing was found.
  public var worstSeverity: Severity? {
    diagnostics.withUnsafeBufferPointer { all in
      var worst: Severity?
      for i in all.indices where worst.map({ all[i].severity > $0 }) ?? true { worst = all[i].severity }
      return worst
    }
  }
}

/// One input of a lint run.
public struct LintedFile: Sendable, Hashable {
  /// The path as given (`<stdin>` for standard input).
  public var path: String
  /// The format recognised from the file's content.
  public var format: BookFormat
  /// Cards (or CSV records) checked in this file.
  public var cards: Int
}

/// Counts of a lint run.
public struct LintSummary: Sendable, Hashable, Codable {
  /// Cards checked.
  public var cards: Int
  /// Findings of severity error.
  public var errors = 0
  /// Findings of severity warning.
  public var warnings = 0
  /// Findings of severity info (printed as notes).
  public var infos = 0
  /// Repairs applied (severity fixed); 0 for a lint run.
  public var fixed = 0
  /// Findings that skipped input past a read limit (``DiagnosticCode/isLimitSkip``).
  public var skippedPastLimits = 0
  /// Findings per code (`"L030": 12`).
  public var byCode: [String: Int] = [:]
  /// The severity findings had to reach to be counted; nil when all were
  /// (``LintOptions/minimumSeverity``).
  public var minimumSeverity: Severity?

  /// Counts for `cards` cards with nothing found yet.
  public init(cards: Int) { self.cards = cards }

  /// `100000 cards: 3 errors, 120 warnings, 4 notes (L030 ×100, L034 ×20, V015 ×3, …)`; with
  /// a ``minimumSeverity``, what was left out is named instead of counted
  /// (`100000 cards: 3 errors, 120 warnings; notes not shown (…)`).
  public var line: String {
    func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    var text = "\(plural(cards, "card")): \(plural(errors, "error"))"
    switch minimumSeverity {
    case .error: text += "; warnings and notes not shown"
    case .warning: text += ", \(plural(warnings, "warning")); notes not shown"
    case .info, .fixed, nil: text += ", \(plural(warnings, "warning")), \(plural(infos, "note"))"
    }
    if fixed > 0 { text += ", \(fixed) fixed" }
    if skippedPastLimits > 0 { text += ", \(skippedPastLimits) skipped past read limits" }
    if !byCode.isEmpty {
      text += " (" + byCode.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ") + ")"
    }
    return text
  }
}

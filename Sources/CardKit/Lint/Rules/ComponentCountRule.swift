/// **N must have 5 components and ADR 7.**
///
/// The structured values are positional: N is family; given; additional; prefixes; suffixes
/// (RFC 6350 §6.2.2) and ADR is post office box; extended address; street; locality; region;
/// postal code; country (§6.3.1). A writer that stops early (`N:Gump;Forrest`) leaves
/// readers guessing, and a writer that forgets to escape a `;` inside a component shifts
/// every component after it. Before vCard 4.0 more components than that are also wrong
/// (RFC 9554 lets 4.0 add components at the end). GENDER in 4.0 has at most 2 components
/// and CLIENTPIDMAP exactly 2. `cardkit repair` pads N and ADR to their full length.
struct ComponentCountRule: LineRule {
  var code: DiagnosticCode { .lintComponentCount }
  var name: String { "component-count" }
  var category: LintCategory { .conformance }
  var input: LintInput { .syntax }
  var lines: LineSelection { .properties([.n, .adr, .gender, .clientPIDMap]) }

  /// The expected component counts: at least, and at most (nil: no upper bound).
  static func expected(_ name: PropertyName, _ version: VCardVersion) -> (min: Int, max: Int?)? {
    switch name {
    case .n: (5, version == .v4_0 ? nil : 5)
    case .adr: (7, version == .v4_0 ? nil : 7)
    case .gender where version == .v4_0: (1, 2)
    case .clientPIDMap where version == .v4_0: (2, 2)
    default: nil
    }
  }

  func check(line p: PropertySyntax, _ name: PropertyName, _ card: LintCard, _ findings: inout LintFindings) {
    guard let version = card.version else { return }
    guard let (least, most) = Self.expected(name, version) else { return }
    let n = p.componentCount
    if n < least {
      // A line without ':' (reported by the reader, V034) has no components to count.
      if card.readerReported(.missingColon, at: p.position) { return }
      findings.add(code, "\(name.text) has \(n) component\(n == 1 ? "" : "s"); it needs \(least)", at: p.position)
    } else if let most, n > most {
      findings.add(code, "\(name.text) has \(n) components; vCard \(version.rawValue) defines \(most) (an unescaped ';' in a value?)", at: p.position)
    }
  }
}

/// One card as the rules see it: the card as read, how it was written (vCard input), its
/// version and the reader's own findings, with per-thread caches in `workspace`.
public struct LintCard {
  /// The card as read with the reader's findings and its syntax record, held whole: the
  /// checker hands it on rather than copying its parts.
  private let parsed: ParsedCard
  /// The card as read.
  public var card: Card { _read { yield parsed.card } }
  /// The card's 0-based index in its file.
  public var index: Int { parsed.index }
  /// How the card was written; nil for CSV input (for jCard, each property as its vCard line).
  public var syntax: CardSyntax? { _read { yield parsed.syntax } }
  /// The version the card is checked against: the one it declares (in its VERSION line or,
  /// for jCard, by format), else the one the reader read it as, which its V015 or V016
  /// finding names (a card without a readable VERSION is still checked); nil for CSV.
  public let version: VCardVersion?
  /// The reader's findings for this card (V… and S… codes).
  public var readerDiagnostics: [Diagnostic] { _read { yield parsed.diagnostics } }
  /// The format of the card's input.
  public let format: BookFormat
  /// The phones, emails, addresses and URLs with their labels read, for the ``LabelRule``s
  /// (empty when none runs).
  let labelled: [LabelledValue]
  let workspace: LintWorkspace

  init(_ parsed: consuming ParsedCard, format: BookFormat, workspace: LintWorkspace, readLabels: Bool) {
    self.format = format
    self.workspace = workspace
    if format == .csv {
      version = nil
    } else {
      version = parsed.card.version ?? parsed.syntax?.declaredVersion ?? parsed.syntax?.effectiveVersion
    }
    labelled = readLabels ? LabelledValue.all(of: parsed.card, workspace) : []
    self.parsed = consume parsed
  }

  /// Calls `body` with each content line and its parsed name, without copying the lines (a
  /// line passed on as a plain argument was copied for the call). A body that hands the line
  /// on to a rule through its protocol still copies it for that call (retaining its text and
  /// parameters): the checker pays that once per line that has rules to see it.
  func forEachLine(_ body: (borrowing PropertySyntax, PropertyName) -> Void) {
    guard let properties = syntax?.properties else { return }
    properties.withUnsafeBufferPointer { lines in
      for i in lines.indices { body(lines[i], lines[i].propertyName) }
    }
  }

  /// Whether conformance rules apply: vCard or jCard input.
  var isVCard: Bool { format != .csv }

  /// The lint options of the run.
  var options: LintOptions { workspace.options }

  /// True when the reader already reported this code on the line of `position` (for jCard,
  /// where one line may hold several properties, on the property that starts there).
  func readerReported(_ code: DiagnosticCode, at position: SourcePosition) -> Bool {
    let sameColumn = format == .jcard
    return readerDiagnostics.contains {
      $0.code == code && $0.location.line == Int(position.line) && (!sameColumn || $0.location.column == Int(position.column))
    }
  }
}

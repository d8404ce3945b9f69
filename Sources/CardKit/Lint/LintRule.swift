/// The family a lint rule belongs to; `cardkit lint --rules conformance|hygiene` selects one.
public enum LintCategory: String, Sendable, Hashable, CaseIterable, Codable {
  /// What the card's vCard version requires of its text and values (vCard and jCard input).
  case conformance
  /// What makes an address book hard to use, whatever its format (CSV too).
  case hygiene
}

/// What a rule reads, which decides the inputs it applies to.
public enum LintInput: String, Sendable, Hashable, Codable {
  /// The content lines as written (``CardSyntax``): vCard and jCard input (each jCard property
  /// as the vCard line it stands for).
  case syntax
  /// The card as read: every format (conformance rules: vCard and jCard only).
  case card
  /// Every phone number, parsed and validated with libphonenumber.
  case phone
  /// Facts of every card, combined once the whole book is read.
  case book
}

/// A rule of `cardkit lint`: a stable code (its default severity and one-line summary are the
/// code's), a short name, and checks. The doc comment of each rule's type is its user
/// documentation; `docs/lint-rules.md` is generated from it.
public protocol LintRule: Sendable {
  /// The code every finding of the rule carries.
  var code: DiagnosticCode { get }
  /// A short kebab-case name (`missing-fn`), accepted wherever a code is.
  var name: String { get }
  /// Whether the rule checks conformance to the card's version or the book's hygiene.
  var category: LintCategory { get }
  /// What the rule reads; syntax rules see vCard and jCard input, not CSV.
  var input: LintInput { get }
  /// Whether the rule runs without `--enable` (a few pedantic rules do not).
  var isEnabledByDefault: Bool { get }
  /// Whether the rule checks CSV input (hygiene rules do; conformance rules only when their
  /// check makes sense without a vCard version).
  var appliesToCSV: Bool { get }
}

extension LintRule {
  /// Rules run by default unless they say otherwise.
  public var isEnabledByDefault: Bool { true }
  /// Hygiene rules check CSV input; conformance rules do not unless they say so.
  public var appliesToCSV: Bool { category == .hygiene }
}

extension BookRule {
  var spreadsItsWork: Bool { false }
  func collect(_ card: LintCard, numbers: [NumberAnalysis?], into facts: inout BookFacts) {}
  func collect(_ number: CheckedNumber, into facts: inout BookFacts) {}
}

/// A rule that looks at one card at a time, on a worker thread.
protocol CardRule: LintRule {
  func check(_ card: LintCard, _ findings: inout LintFindings)
  /// Whether the rule reads ``LintCard/labelled`` (a ``LabelRule``).
  var readsLabels: Bool { get }
  /// Whether the rule reads the card's syntax record (``LintCard/syntax``) of vCard and jCard
  /// input: the linter then collects it whatever other rules run, so that the rule finds the
  /// same alone as among others.
  var readsSyntax: Bool { get }
}

extension CardRule {
  var readsLabels: Bool { false }
  /// The conformance card rules check a card without a VERSION against the version the reader
  /// read it as (``LintCard/version``), a fact of the record.
  var readsSyntax: Bool { category == .conformance }
}

/// A rule that looks at one content line at a time (vCard input), on a worker thread. The
/// linter walks each card's lines once and hands each line to the rules that look at it
/// (``lines``), so no rule copies or re-walks the lines.
protocol LineRule: LintRule {
  /// The lines the rule looks at; the linter hands it no others. Every line unless the rule
  /// says otherwise. A rule still checks for itself what its findings depend on.
  var lines: LineSelection { get }
  func check(line p: PropertySyntax, _ name: PropertyName, _ card: LintCard, _ findings: inout LintFindings)
}

extension LineRule {
  var lines: LineSelection { .every }
}

/// The content lines a ``LineRule`` looks at.
enum LineSelection: Sendable {
  /// Every line.
  case every
  /// Lines with at least one parameter.
  case withParameters
  /// Lines of these (known) properties.
  case properties([PropertyName])

  /// Whether a line of `name` (nil: a property no selection names), with or without
  /// parameters, is one of these lines.
  func takes(_ name: PropertyName?, hasParameters: Bool) -> Bool {
    switch self {
    case .every: true
    case .withParameters: hasParameters
    case .properties(let names): name.map(names.contains) ?? false
    }
  }
}

/// A rule over phone numbers, each with what libphonenumber made of it.
protocol PhoneRule: LintRule {
  func check(_ number: CheckedNumber, _ findings: inout LintFindings)
}

/// A rule over the whole book: it records facts of each card on the worker threads, and
/// reports once every card is read.
protocol BookRule: LintRule {
  /// Records what the rule needs from one card; `numbers` is what libphonenumber made of each
  /// of its phones (parallel to `card.card.phones`; nil for a number that waits for the book's
  /// region), empty when numbers are not checked.
  func collect(_ card: LintCard, numbers: [NumberAnalysis?], into facts: inout BookFacts)
  /// Records what the rule needs from one checked phone number.
  func collect(_ number: CheckedNumber, into facts: inout BookFacts)
  /// Reports from the facts of every card (in book order); `report` takes the card's slot.
  /// `threads` is how many threads the rule may spread its work over (see ``spreadsItsWork``).
  func combine(_ facts: [BookFacts], threads: Int, _ report: (Int, BookFinding) -> Void)
  /// True when ``combine(_:threads:_:)`` spreads its own work over the threads: the rule then
  /// runs alone, after the others have run side by side (a thread of the pool cannot start
  /// more threads, so the rule would otherwise run on one core).
  var spreadsItsWork: Bool { get }
}

/// A finding of a book rule, before it is placed in its card's list.
struct BookFinding: Sendable {
  var code: DiagnosticCode
  var message: String
  var position: SourcePosition
}

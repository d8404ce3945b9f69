/// What the label mapping (``PhoneLabelReading`` for phones, ``ContactLabelReading`` for
/// emails, addresses and URLs) makes of one value's labels, in the terms the label rules use.
struct LabelFacts {
  /// The canonical label, as a message names it (`mobile`, `custom "Emergency"`).
  var meaning: String
  /// A custom (free-text) label rather than a standard one.
  var isCustom: Bool
  /// Nothing named a label.
  var isImplicit: Bool
  /// Noise found, as written.
  var garbage: [String]
  /// The tokens and free text were respelled.
  var isRewritten: Bool
  /// The tokens and free text after the rewrite.
  var types: [TypeToken]
  var freeText: String?
  /// When the labels only spell a standard label another way (rewritten, no noise, not
  /// custom), how the label-spelling rule says so: `TYPE=mobile means mobile; standard
  /// spelling: TYPE=CELL`. Worded once per distinct labels, not once per value.
  var respelling: String?
}

// The initializer calls the memberwise one from an extension: written in the type's body, it
// left the optimizer a copy and a release of the whole value (see ``ParsedCard``).
extension LabelFacts {
  /// What `r`, the reading of the labels `written`, makes of them.
  init<Reading: LabelReadingResult>(_ r: Reading, written: LabelKey) {
    let meaning = r.label.description
    var respelling: String?
    if r.isRewritten, r.garbage.isEmpty, !r.isCustomLabel {
      respelling = "\(written) means \(meaning); standard spelling: \(LabelKey(types: r.types, label: r.freeText))"
    }
    self.init(
      meaning: meaning, isCustom: r.isCustomLabel, isImplicit: r.isImplicit, garbage: r.garbage,
      isRewritten: r.isRewritten, types: r.types, freeText: r.freeText, respelling: respelling)
  }
}

/// The fields the phone and contact label readings share.
protocol LabelReadingResult {
  associatedtype Label: CustomStringConvertible
  var label: Label { get }
  var isImplicit: Bool { get }
  var garbage: [String] { get }
  var isRewritten: Bool { get }
  var types: [TypeToken] { get }
  var freeText: String? { get }
  var isCustomLabel: Bool { get }
}

extension PhoneLabelReading: LabelReadingResult {
  var isCustomLabel: Bool {
    if case .custom = label { return true }
    return false
  }
}

extension ContactLabelReading: LabelReadingResult {
  var isCustomLabel: Bool {
    if case .custom = label { return true }
    return false
  }
}

struct LabelFactsKey: Hashable {
  var phone: Bool
  var labels: LabelKey
}

/// One labelled value of a card (TEL, EMAIL, ADR, URL), with what the label mapping makes of its
/// labels, as the label rules walk them.
struct LabelledValue {
  var property: String
  var isPhone: Bool
  var types: [TypeToken]
  var label: String?
  var position: SourcePosition
  /// The value as text, for messages (phones only).
  var text: String?
  var facts: LabelFacts
}

/// A rule that reads ``LintCard/labelled``: the checker reads the card's labels once, for all
/// such rules, only when one of them runs.
protocol LabelRule: CardRule {}

extension LabelRule {
  var readsLabels: Bool { true }
}

extension LabelledValue {
  /// The card's phones, emails, addresses and URLs with their labels read, in that order.
  static func all(of card: borrowing Card, _ workspace: LintWorkspace) -> [LabelledValue] {
    var out: [LabelledValue] = []
    out.reserveCapacity(card.phones.count + card.emails.count + card.addresses.count + card.urls.count)
    func add(_ property: String, phone: Bool, _ types: [TypeToken], _ label: String?, _ position: SourcePosition, text: String? = nil) {
      let facts = workspace.labels(phone: phone, types: types, label: label)
      out.append(LabelledValue(property: property, isPhone: phone, types: types, label: label, position: position, text: text, facts: facts))
    }
    for v in card.phones { add("TEL", phone: true, v.types, v.label, v.position, text: v.value) }
    for v in card.emails { add("EMAIL", phone: false, v.types, v.label, v.position) }
    for v in card.addresses { add("ADR", phone: false, v.types, v.label, v.position) }
    for v in card.urls { add("URL", phone: false, v.types, v.label, v.position) }
    return out
  }
}

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
}

// The initializer calls the memberwise one from an extension: written in the type's body, it
// left the optimizer a copy and a release of the whole value (see ``ParsedCard``).
extension LabelFacts {
  init<Reading: LabelReadingResult>(_ r: Reading) {
    self.init(
      meaning: r.label.description, isCustom: r.isCustomLabel, isImplicit: r.isImplicit, garbage: r.garbage,
      isRewritten: r.isRewritten, types: r.types, freeText: r.freeText)
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

/// One labelled value of a card (TEL, EMAIL, ADR, URL), as the label rules walk them.
struct LabelledValue {
  var property: String
  var isPhone: Bool
  var types: [TypeToken]
  var label: String?
  var position: SourcePosition
  /// The value as text, for messages (phones only).
  var text: String?
}

extension LintCard {
  /// The card's phones, emails, addresses and URLs with their labels, in that order.
  var labelledValues: [LabelledValue] {
    var out: [LabelledValue] = []
    let c = card
    for v in c.phones { out.append(LabelledValue(property: "TEL", isPhone: true, types: v.types, label: v.label, position: v.position, text: v.value)) }
    for v in c.emails { out.append(LabelledValue(property: "EMAIL", isPhone: false, types: v.types, label: v.label, position: v.position)) }
    for v in c.addresses { out.append(LabelledValue(property: "ADR", isPhone: false, types: v.types, label: v.label, position: v.position)) }
    for v in c.urls { out.append(LabelledValue(property: "URL", isPhone: false, types: v.types, label: v.label, position: v.position)) }
    return out
  }
}

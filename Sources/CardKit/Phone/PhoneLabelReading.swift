/// How a phone value's labels read: the canonical label, what the number can do, and the
/// value's `TYPE` tokens and free-text label respelled canonically.
///
/// Reading never fails: a nil, empty or odd label reads as ``PhoneLabel/other``, and noise is
/// listed in ``garbage`` so the caller can report it.
public struct PhoneLabelReading: Hashable, Sendable {
  /// The canonical label.
  public var label: PhoneLabel
  /// Text, voice, video and textphone, as the tokens or words said.
  public var capabilities: PhoneCapabilities
  /// `TYPE=pref`, or Google's `* ` mark on the label.
  public var isPreferred: Bool
  /// True when nothing named a label: the value reads as `other` by default.
  public var isImplicit: Bool
  /// Label text and tokens that were noise, as written.
  public var garbage: [String]
  /// The value's `TYPE` tokens after the rewrite.
  public var types: [TypeToken]
  /// The value's free-text label after the rewrite (only custom labels keep one).
  public var freeText: String?
  /// True when `types` or `freeText` differ from what was read.
  public var isRewritten: Bool

  /// Reads a value's `TYPE` tokens and free-text label (`X-ABLabel`, a CSV label). A custom
  /// label written as a TYPE moves into the free-text label, unless it is an `X-` type and
  /// `keepingExtensionTypes` is set (it reads as the custom label all the same).
  public init(types original: [TypeToken], label: String?, keepingExtensionTypes: Bool = false) {
    let read = LabelReader(relevant: .phone).read(types: original, label: label)
    let meaning = read.meaning
    var types = read.types
    var freeText: String? = read.keepLabel ? label : read.customText
    var chosen = PhoneLabelReading.standardLabel(for: meaning)
    var changed = read.changed
    if let custom = read.customText {
      // Free text wins over tokens, as Apple shows its X-ABLabel over the TYPE.
      chosen = .custom(custom)
    } else if chosen == nil, let first = read.unknownTokens.first {
      // Android writes a custom label as a TYPE value (`TYPE=Emergency`, `X-Emergency`).
      chosen = .custom(first.word)
      if !(keepingExtensionTypes && first.isExtension) {
        types.remove(at: first.index)
        freeText = first.word
        changed = true
      }
    }
    for token in LabelReader.tokens(for: read.addedMeaning) where !types.contains(token) {
      types.append(token)
    }
    let isImplicit = chosen == nil && read.garbage.isEmpty && !read.named
    self.label = chosen ?? .other
    self.capabilities = PhoneLabelReading.capabilities(of: meaning)
    self.isPreferred = read.preferred
    self.isImplicit = isImplicit
    self.garbage = read.garbage
    self.types = types
    self.freeText = freeText
    self.isRewritten = changed && (types != original || freeText != label)
  }

  /// Reads a phone value's labels.
  public init(_ value: LabeledValue<String>) {
    self.init(types: value.types, label: value.label)
  }

  /// The standard label a meaning names, in the order fax, pager, iPhone, mobile, main, home,
  /// work, other (a work mobile is a mobile; a home fax is a fax).
  static func standardLabel(for m: LabelMeaning) -> PhoneLabel? {
    if m.contains(.fax) {
      if m.contains(.home) { return .homeFax }
      if m.contains(.work) { return .workFax }
      return .otherFax
    }
    if m.contains(.pager) { return .pager }
    if m.contains(.iPhone) { return .iPhone }
    if m.contains(.cell) || m.contains(.pcs) { return .mobile }
    if m.contains(.main) { return .main }
    if m.contains(.home) { return .home }
    if m.contains(.work) { return .work }
    if m.contains(.other) || m.contains(.filler) { return .other }
    return nil
  }

  static func capabilities(of m: LabelMeaning) -> PhoneCapabilities {
    var capabilities: PhoneCapabilities = []
    if m.contains(.text) { capabilities.insert(.text) }
    if m.contains(.voice) { capabilities.insert(.voice) }
    if m.contains(.video) { capabilities.insert(.video) }
    if m.contains(.textphone) { capabilities.insert(.textphone) }
    return capabilities
  }
}

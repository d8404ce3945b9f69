/// How the labels of an email address, postal address or URL read: the canonical label and the
/// value's `TYPE` tokens and free-text label respelled canonically.
///
/// Tokens that belong to the property itself (`internet`, `postal`, `pref`) are kept as they
/// are. A nil, empty or odd label reads as ``ContactLabel/other``; noise is listed in ``garbage``.
public struct ContactLabelReading: Hashable, Sendable {
  /// The canonical label.
  public var label: ContactLabel
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

  /// Reads a value's `TYPE` tokens and free-text label. A custom label written as a TYPE moves
  /// into the free-text label, unless it is an `X-` type and `keepingExtensionTypes` is set
  /// (it reads as the custom label all the same).
  public init(types original: [TypeToken], label: String?, keepingExtensionTypes: Bool = false) {
    let read = LabelReader(relevant: .contact).read(types: original, label: label)
    var types = read.types
    var freeText: String? = read.keepLabel ? label : read.customText
    var chosen = ContactLabelReading.standardLabel(for: read.meaning)
    var changed = read.changed
    if let custom = read.customText {
      chosen = .custom(custom)
    } else if chosen == nil, let first = read.unknownTokens.first {
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
    self.label = chosen ?? .other
    self.isPreferred = read.preferred
    self.isImplicit = chosen == nil && read.garbage.isEmpty && !read.named
    self.garbage = read.garbage
    self.types = types
    self.freeText = freeText
    self.isRewritten = changed && (types != original || freeText != label)
  }

  /// Reads a value's labels.
  public init<V>(_ value: LabeledValue<V>) {
    self.init(types: value.types, label: value.label)
  }

  static func standardLabel(for m: LabelMeaning) -> ContactLabel? {
    if m.contains(.home) { return .home }
    if m.contains(.work) { return .work }
    if m.contains(.school) { return .school }
    if m.contains(.other) || m.contains(.filler) { return .other }
    return nil
  }
}

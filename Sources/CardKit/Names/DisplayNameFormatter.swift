/// Composes the name shown for a card, the way the Address Book does: the structured name's
/// parts in the order right for its script, then a fallback chain for cards without a name.
///
/// Latin, Greek, Cyrillic, … names read given name first (`Dr. John Q. Public Jr.`); Chinese,
/// Japanese and Korean names read family name first with no space (`张伟`, `山田太郎`,
/// `홍길동`). ``order`` overrides the automatic choice.
public struct DisplayNameFormatter: Sendable, Hashable {
  /// Which part of a name comes first.
  public enum NameOrder: String, Sendable, Hashable, CaseIterable, Codable {
    /// By the name's script: family first for Chinese, Japanese and Korean names.
    case automatic
    /// Given name first.
    case given
    /// Family name first.
    case family
  }

  /// Whether and how the nickname appears in a composed name.
  public enum NicknameStyle: Sendable, Hashable {
    /// The nickname is shown only when the card has no name and no organization.
    case omitted
    /// After the given names, quoted: `Robert “Bob” Smith`.
    case quoted
    /// Instead of the given and middle names (macOS Contacts' "prefer nickname"): `Bob Smith`.
    case replacesGiven
  }

  /// Where a display name came from.
  public enum Source: String, Sendable, Hashable, Codable {
    /// The card property the name was composed from, in the fallback order: structured name (N),
    /// formatted name (FN), organization, nickname, email, phone, or none (the ``noName`` text).
    case name, formattedName, organization, nickname, email, phone, none

    /// True when the card has no name of any kind (the text is an email, a number or "No Name").
    public var isNameless: Bool { self == .email || self == .phone || self == .none }
  }

  /// Which part of a structured name comes first.
  public var order: NameOrder
  /// Whether the nickname appears in composed names.
  public var nickname: NicknameStyle
  /// Shown for a card with no name, organization, nickname, email or phone.
  public var noName: String

  /// A formatter; the defaults compose names like the Address Book.
  public init(order: NameOrder = .automatic, nickname: NicknameStyle = .omitted, noName: String = "No Name") {
    self.order = order
    self.nickname = nickname
    self.noName = noName
  }

  /// The name to show for `card`.
  public func displayName(for card: Card) -> String { resolve(card).text }

  /// The name to show for `card` and where it came from. The chain: the structured name (`N`),
  /// the formatted name (`FN`), the organization, the nickname, the first email, the first
  /// phone number, then ``noName``. Company cards (`KIND:org`, Apple `X-ABShowAs:COMPANY`) show
  /// their organization first.
  public func resolve(_ card: borrowing Card) -> (text: String, source: Source) {
    let source = source(of: card)
    return (text(of: card, from: source), source)
  }

  /// Where the display name of `card` comes from (the ``resolve(_:)`` chain), found without
  /// composing any text: a caller that needs the text only sometimes (a sort key) asks
  /// ``text(of:from:)`` then.
  public func source(of card: borrowing Card) -> Source {
    if card.isCompanyCard, Self.hasOrganizationText(card) { return .organization }
    let hasNickname = card.nicknames.contains { $0.value.hasNameText }
    if let name = card.name?.value {
      // The five components a name is composed from (later ones are not shown); a quoted
      // nickname or one that replaces the given name makes text of any name.
      if name.components.prefix(5).contains(where: { $0.contains(where: \.hasNameText) }) || (hasNickname && nickname != .omitted) {
        return .name
      }
    }
    if let fn = card.formattedName?.value, fn.hasNameText { return .formattedName }
    if Self.hasOrganizationText(card) { return .organization }
    if hasNickname { return .nickname }
    if card.emails.contains(where: { $0.value.hasNameText }) { return .email }
    if card.phones.contains(where: { $0.value.hasNameText }) { return .phone }
    return .none
  }

  /// The display name of `card` composed from `source` (as ``source(of:)`` found it).
  public func text(of card: borrowing Card, from source: Source) -> String {
    switch source {
    case .organization:
      return organizationText(card) ?? noName
    case .name:
      return format(card.name?.value ?? StructuredName(), nickname: Self.firstText(card.nicknames))
    case .formattedName:
      return card.formattedName?.value.trimmedName ?? noName
    case .nickname:
      return Self.firstText(card.nicknames) ?? noName
    case .email:
      return Self.firstText(card.emails) ?? noName
    case .phone:
      return Self.firstText(card.phones, Self.phoneText) ?? noName
    case .none:
      return noName
    }
  }

  /// A structured name composed in display order; empty when it has no text.
  public func format(_ name: StructuredName, nickname: String? = nil) -> String {
    var given = name.given
    var additional = name.additional
    var quoted: [String] = []
    if let nickname, !nickname.isEmpty {
      switch self.nickname {
      case .omitted: break
      case .quoted: quoted = ["“\(nickname)”"]
      case .replacesGiven:
        given = [nickname]
        additional = []
      }
    }
    var joiner = NameJoiner()
    joiner.append(name.prefixes)
    if isFamilyFirst(name) {
      joiner.append(name.family)
      joiner.append(given)
      joiner.append(additional)
      joiner.append(quoted)
    } else {
      joiner.append(given)
      joiner.append(additional)
      joiner.append(quoted)
      joiner.append(name.family)
    }
    joiner.append(name.suffixes)
    return joiner.text
  }

  /// True when `name` is shown family name first with this formatter's ``order``.
  public func isFamilyFirst(_ name: StructuredName) -> Bool {
    switch order {
    case .given: false
    case .family: true
    case .automatic: Self.isCJKName(name)
    }
  }

  /// True when the family, given or middle name holds a Chinese, Japanese or Korean letter.
  public static func isCJKName(_ name: StructuredName) -> Bool {
    func cjk(_ parts: [String]) -> Bool {
      parts.contains { part in !part.utf8.allSatisfy { $0 < 0x80 } && part.unicodeScalars.contains(where: isCJKLetter) }
    }
    return cjk(name.family) || cjk(name.given) || cjk(name.additional)
  }

  /// Joins name parts with a space, except between two CJK letters (`张` + `伟` = `张伟`).
  static func join(_ parts: [String]) -> String {
    var joiner = NameJoiner()
    joiner.append(parts)
    return joiner.text
  }

  static func isCJKLetter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x1100 && Script(scalar).isCJK
  }

  /// A phone value for display: a `tel:` URI without its scheme.
  static func phoneText(_ value: String) -> String {
    let text = value.trimmedName
    if text.utf8.count > 4, text.lowercased().hasPrefix("tel:") { return String(text.dropFirst(4)) }
    return text
  }

  /// The first of `values` with text, trimmed (by `text`).
  private static func firstText(_ values: [LabeledValue<String>], _ text: (String) -> String = \.trimmedName) -> String? {
    for value in values {
      let shown = text(value.value)
      if !shown.isEmpty { return shown }
    }
    return nil
  }

  private static func hasOrganizationText(_ card: borrowing Card) -> Bool {
    card.organization?.value.components.contains(where: \.hasNameText) ?? false
  }

  private func organizationText(_ card: borrowing Card) -> String? {
    guard let org = card.organization?.value else { return nil }
    return org.components.lazy.map(\.trimmedName).first { !$0.isEmpty }
  }
}

/// Builds a name from parts: trimmed, empty parts skipped, a space between parts except
/// between two CJK letters.
struct NameJoiner {
  private(set) var text = ""
  private var lastIsCJK = false

  mutating func append(_ parts: [String]) {
    for part in parts { append(part) }
  }

  mutating func append(_ part: String) {
    let part = part.trimmedName
    guard !part.isEmpty else { return }
    let ascii = part.utf8.allSatisfy { $0 < 0x80 }
    let firstIsCJK = !ascii && DisplayNameFormatter.isCJKLetter(part.unicodeScalars.first!)
    if !text.isEmpty && !(lastIsCJK && firstIsCJK) { text += " " }
    text += part
    lastIsCJK = !ascii && DisplayNameFormatter.isCJKLetter(part.unicodeScalars.last!)
  }
}

extension Card {
  /// True for cards describing a company: `KIND:org`, or Apple's `X-ABShowAs:COMPANY`.
  var isCompanyCard: Bool {
    if kind?.value == .organization { return true }
    return extras.contains { $0.name == .xABShowAs && $0.value.uppercased() == "COMPANY" }
  }
}

extension String {
  /// True when ``trimmedName`` is not empty: the text has a character other than white space.
  var hasNameText: Bool {
    if let first = utf8.first, first > 0x20, first < 0x80 { return true }
    return unicodeScalars.contains { !$0.isSpace }
  }

  /// The text without leading and trailing white space (including U+3000 and no-break spaces).
  var trimmedName: String {
    // Fast path: most names start and end with a printable ASCII character.
    if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 {
      return self
    }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.isSpace }) else { return "" }
    let last = scalars.lastIndex(where: { !$0.isSpace })!
    if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) { return self }
    return String(scalars[first...last])
  }
}

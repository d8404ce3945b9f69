/// A contact: a person, an organization, a group or a location.
///
/// The model is independent of the vCard version it was read from: readers map each version's
/// spelling (and vendor extensions such as Apple's group cards and yearless birthdays) onto the
/// same fields, and writers map the fields onto the target's spelling. Anything CardKit does not
/// interpret is kept in ``extras`` and written back.
public struct Card: Hashable, Sendable {
  /// The version the card was read as; nil for cards built in code or read from CSV.
  public var version: VCardVersion?
  /// `KIND` (vCard 4.0), or Apple's `X-ADDRESSBOOKSERVER-KIND` for group cards in 3.0; nil means
  /// an individual.
  public var kind: Attributed<CardKind>?
  /// `FN`: the formatted name as the source wrote it.
  public var formattedName: Attributed<String>?
  /// `N`: the structured name.
  public var name: Attributed<StructuredName>?
  /// `NICKNAME` values, one entry per nickname (a comma-separated list is split).
  public var nicknames: [LabeledValue<String>] = []
  /// `ORG`: the organization name and its units.
  public var organization: Attributed<Organization>?
  /// `TITLE` values: job titles (`Research Scientist`).
  public var titles: [LabeledValue<String>] = []
  /// `ROLE` values: functions within the organization (`Project Leader`).
  public var roles: [LabeledValue<String>] = []
  /// `TEL` values: the number as written (a `tel:` URI when the source used `VALUE=uri`).
  public var phones: [LabeledValue<String>] = []
  /// `EMAIL` addresses, as written (no validation or case folding).
  public var emails: [LabeledValue<String>] = []
  /// `URL` values, as written.
  public var urls: [LabeledValue<String>] = []
  /// `ADR` values (with the 3.0 `LABEL` property folded into ``PostalAddress/formattedLabel``).
  public var addresses: [LabeledValue<PostalAddress>] = []
  /// `IMPP` values (URIs such as `xmpp:alice@example.com`).
  public var instantMessaging: [LabeledValue<String>] = []
  /// `BDAY`: a full or partial date (year may be missing), or free text.
  public var birthday: Attributed<DateValue>?
  /// `ANNIVERSARY` (4.0), `X-ANNIVERSARY`, or Apple's `X-ABDATE` labelled as an anniversary.
  public var anniversary: Attributed<DateValue>?
  /// `NOTE` values, unescaped (line breaks are real newlines).
  public var notes: [LabeledValue<String>] = []
  /// `PHOTO` values: inline data or a URI.
  public var photos: [LabeledValue<Media>] = []
  /// `LOGO` values: inline data or a URI.
  public var logos: [LabeledValue<Media>] = []
  /// `SOUND` values: inline data or a URI.
  public var sounds: [LabeledValue<Media>] = []
  /// `KEY` values (public keys or certificates): inline data or a URI.
  public var keys: [LabeledValue<Media>] = []
  /// `CATEGORIES`, one entry per category.
  public var categories: [LabeledValue<String>] = []
  /// Group members (4.0 `MEMBER`, Apple `X-ADDRESSBOOKSERVER-MEMBER`), as URIs.
  public var members: [LabeledValue<String>] = []
  /// `UID`: the card's persistent identifier, as written (often `urn:uuid:…`).
  public var uid: Attributed<String>?
  /// `REV`, as written.
  public var revision: Attributed<String>?
  /// `PRODID` of the product that wrote the source.
  public var productID: Attributed<String>?
  /// Every property CardKit does not interpret, in input order.
  public var extras: [RawProperty] = []
  /// Where `BEGIN:VCARD` (or the CSV record) was read; not part of equality.
  public var position: SourcePosition = .unknown

  private var nextValueID: UInt32 = 1

  /// An empty card (no version, no properties).
  public init() {}

  /// A fresh identifier for a value added to this card.
  public mutating func makeValueID() -> ValueID {
    defer { nextValueID &+= 1 }
    return ValueID(nextValueID)
  }

  /// Adds a value to one of the card's multi-valued properties and returns its identifier.
  @discardableResult
  public mutating func append<V>(_ value: LabeledValue<V>, to property: WritableKeyPath<Card, [LabeledValue<V>]>) -> ValueID {
    var value = value
    value.id = makeValueID()
    self[keyPath: property].append(value)
    return value.id
  }

  /// The value with a fresh identifier of this card (to append without key paths on hot paths).
  mutating func identified<V>(_ value: consuming LabeledValue<V>) -> LabeledValue<V> {
    var value = value
    value.id = makeValueID()
    return value
  }

  /// Content equality: source positions and value identifiers are not compared.
  public static func == (lhs: Card, rhs: Card) -> Bool {
    lhs.version == rhs.version && lhs.kind == rhs.kind && lhs.formattedName == rhs.formattedName
      && lhs.name == rhs.name && lhs.nicknames == rhs.nicknames && lhs.organization == rhs.organization
      && lhs.titles == rhs.titles && lhs.roles == rhs.roles && lhs.phones == rhs.phones
      && lhs.emails == rhs.emails && lhs.urls == rhs.urls && lhs.addresses == rhs.addresses
      && lhs.instantMessaging == rhs.instantMessaging && lhs.birthday == rhs.birthday
      && lhs.anniversary == rhs.anniversary && lhs.notes == rhs.notes && lhs.photos == rhs.photos
      && lhs.logos == rhs.logos && lhs.sounds == rhs.sounds && lhs.keys == rhs.keys
      && lhs.categories == rhs.categories && lhs.members == rhs.members && lhs.uid == rhs.uid
      && lhs.revision == rhs.revision && lhs.productID == rhs.productID && lhs.extras == rhs.extras
  }

  /// Hashes the names, phones and emails only (a subset of what `==` compares, so equal cards
  /// hash equally).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(formattedName)
    hasher.combine(name)
    hasher.combine(phones)
    hasher.combine(emails)
  }
}

extension Card {
  /// The first value of an extension property (`X-PHONETIC-FIRST-NAME`, …), unescaped.
  func extraText(_ name: PropertyName) -> String? {
    extras.first { $0.name == name }.map { TextEscaping.unescape($0.value) }
  }

  mutating func setExtraText(_ name: PropertyName, _ text: String?) {
    if let i = extras.firstIndex(where: { $0.name == name }) {
      if let text, !text.isEmpty {
        extras[i].value = TextEscaping.escape(text)
      } else {
        extras.remove(at: i)
      }
    } else if let text, !text.isEmpty {
      extras.append(RawProperty(name: name, value: TextEscaping.escape(text)))
    }
  }

  /// Phonetic name (Apple and Android `X-PHONETIC-FIRST-NAME`, `-MIDDLE-NAME`, `-LAST-NAME`).
  public var phoneticName: StructuredName {
    get {
      StructuredName(
        family: extraText(.xPhoneticLastName).map { [$0] } ?? [],
        given: extraText(.xPhoneticFirstName).map { [$0] } ?? [],
        additional: extraText(.xPhoneticMiddleName).map { [$0] } ?? [])
    }
    set {
      setExtraText(.xPhoneticLastName, newValue.familyName)
      setExtraText(.xPhoneticFirstName, newValue.givenName)
      setExtraText(.xPhoneticMiddleName, newValue.additionalName)
    }
  }

  /// vCard 4.0 `SORT-AS` of `N` (or of `ORG` when the card has no `N`), split at commas.
  public var sortAs: [String] {
    // RFC 6350 §5.9: a comma-separated list, usually in one quoted value.
    func split(_ values: [String]) -> [String] {
      values.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }
    if let v = name?.parameters.values(.sortAs), !v.isEmpty { return split(v) }
    if let v = organization?.parameters.values(.sortAs), !v.isEmpty { return split(v) }
    return []
  }

  /// The name to show for the card, with the Address Book's fallback chain: `FN`, then the
  /// structured name, organization, nickname, email, phone, and finally "No Name".
  public var displayName: String {
    if let fn = formattedName?.value.trimmingSpaces, !fn.isEmpty { return fn }
    if let n = name?.value, !n.isEmpty {
      let parts = (n.prefixes + n.given + n.additional + n.family + n.suffixes).filter { !$0.isEmpty }
      if !parts.isEmpty { return parts.joined(separator: " ") }
    }
    if let org = organization?.value, !org.name.isEmpty { return org.name }
    if let nick = nicknames.first?.value, !nick.isEmpty { return nick }
    if let email = emails.first?.value, !email.isEmpty { return email }
    if let phone = phones.first?.value, !phone.isEmpty { return phone }
    return "No Name"
  }

  /// True when the card has no `FN`, `N`, `ORG` or `NICKNAME` text: what a contact list would
  /// show falls back to an email address or a number (as `cardkit lint`'s L030 says).
  public var isNameless: Bool {
    (formattedName?.value.trimmingSpaces ?? "").isEmpty && (name?.value.isEmpty ?? true)
      && (organization?.value.isEmpty ?? true) && !nicknames.contains { !$0.value.trimmingSpaces.isEmpty }
  }

  /// True when a TEL of the card holds something: an empty one (`TEL:`, or a CSV label whose
  /// value cell is empty), which `cardkit lint` reports as an empty value, is no number.
  public var hasPhoneNumber: Bool {
    phones.contains { !$0.value.trimmingSpaces.isEmpty }
  }
}

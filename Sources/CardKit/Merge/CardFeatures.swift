/// What duplicate finding and book merging compare about a card: its name signature, its
/// phone numbers and email addresses in normalized form, its UIDs and its birthday.
///
/// Made once per card and then only read, so it is a class: a lint run hands a hundred
/// thousand of them from the cards' facts to the duplicate finder, one reference each
/// instead of the ten or so arrays and strings they hold.
final class CardFeatures: Sendable {
  let name: NameSignature
  let phones: [PhoneIdentity]
  /// The phones as written, parallel to `phones`.
  let phoneTexts: [String]
  /// Case-folded addresses without `mailto:`.
  let emails: [String]
  /// The UID and any UID an earlier merge kept aside (`X-CARDKIT-MERGED-UID`), normalized.
  let uids: [String]
  /// A full birthday (with month and day), to tell apart people with one name.
  let birthday: PartialDate?
  /// Group cards (`KIND:group`) are matched by UID only.
  let isGroup: Bool
  /// A national number has letters that a region could read as digits (`1-800-FLOWERS`).
  let mayHoldVanityNumber: Bool
  /// ``blockKeys`` hashed, each with whether it is a name key: what ``DuplicateFinder`` sorts
  /// into blocks. Worked out with the rest of the features, on the thread that made them, so
  /// the one-thread step of finding duplicates does not hash every card's keys.
  let blockHashes: [HashedBlockKey]

  init(
    name: NameSignature = NameSignature(), phones: [PhoneIdentity] = [], phoneTexts: [String] = [], emails: [String] = [],
    uids: [String] = [], birthday: PartialDate? = nil, isGroup: Bool = false, mayHoldVanityNumber: Bool = false
  ) {
    self.name = name
    self.phones = phones
    self.phoneTexts = phoneTexts
    self.emails = emails
    self.uids = uids
    self.birthday = birthday
    self.isGroup = isGroup
    self.mayHoldVanityNumber = mayHoldVanityNumber
    // Hashed as they are made: a list of the keys first grew an array three times per card.
    var hashes: [HashedBlockKey] = []
    hashes.reserveCapacity(uids.count + phones.count + emails.count + name.keys.count)
    Self.forEachBlockKey(uids: uids, isGroup: isGroup, phones: phones, emails: emails, name: name) {
      hashes.append(HashedBlockKey($0))
    }
    blockHashes = hashes
  }

  /// The blocking keys under which the card can meet its duplicates.
  var blockKeys: [BlockKey] {
    var keys: [BlockKey] = []
    Self.forEachBlockKey(uids: uids, isGroup: isGroup, phones: phones, emails: emails, name: name) { keys.append($0) }
    return keys
  }

  private static func forEachBlockKey(
    uids: [String], isGroup: Bool, phones: [PhoneIdentity], emails: [String], name: NameSignature, _ body: (BlockKey) -> Void
  ) {
    for u in uids { body(.uid(u)) }
    if isGroup { return }
    for p in phones { if let t = p.tailKey { body(.phone(t)) } }
    for e in emails { body(.email(e)) }
    for k in name.keys { body(.name(k)) }
  }

  /// The first phone of each card that is the same number (for evidence), or nil.
  func sharedPhone(with other: CardFeatures) -> Int? {
    for (i, p) in phones.enumerated() where p.isEvidence {
      if other.phones.contains(where: { $0.isEvidence && p.isEquivalent(to: $0) }) { return i }
    }
    return nil
  }

  /// The first email both cards hold, or nil.
  func sharedEmail(with other: CardFeatures) -> String? {
    emails.first { other.emails.contains($0) }
  }

  /// True when both cards have numbers and none is shared, or both have emails and none is
  /// shared (checked where no number or email is shared).
  func contactsDiffer(from other: CardFeatures) -> Bool {
    let numbers = phones.contains(where: \.isEvidence) && other.phones.contains(where: \.isEvidence)
    return numbers || (!emails.isEmpty && !other.emails.isEmpty)
  }

  /// What speaks against the two cards being one person, whatever else they share: full
  /// birthdays that differ (father and son of one name may share a landline). Dedupe lowers
  /// such a pair by one level (``DuplicateFinder``); merge does not join them (``BookMerger``).
  func evidenceAgainst(_ other: CardFeatures) -> [DuplicateEvidence] {
    birthdayConflicts(with: other) ? [DuplicateEvidence(.differentBirthdays)] : []
  }

  /// True when both cards have full birthdays and they differ.
  private func birthdayConflicts(with other: CardFeatures) -> Bool {
    guard let a = birthday, let b = other.birthday else { return false }
    if a.month != b.month || a.day != b.day { return true }
    if let ya = a.year, let yb = b.year, ya != yb { return true }
    return false
  }
}

/// A key two cards must share to be compared at all, so finding duplicates is not quadratic.
enum BlockKey: Hashable, Sendable {
  case uid(String)
  case phone(String)
  case email(String)
  case name([UInt8])

  /// A name key is hashed as one run of bytes (the derived hash fed them in one at a time).
  func hash(into hasher: inout Hasher) {
    switch self {
    case .uid(let text): hasher.combine(0); hasher.combine(text)
    case .phone(let text): hasher.combine(1); hasher.combine(text)
    case .email(let text): hasher.combine(2); hasher.combine(text)
    case .name(let key): hasher.combine(3); key.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
  }
}

/// A ``BlockKey`` as its hash value (equal keys, equal hashes within one process).
struct HashedBlockKey: Sendable {
  var hash: Int
  var isName: Bool

  init(_ key: BlockKey) {
    hash = key.hashValue
    isName = if case .name = key { true } else { false }
  }
}

/// Normalized forms of emails and UIDs.
enum ContactKey {
  /// An email address trimmed, without `mailto:`, case-folded; nil when empty.
  static func email(_ text: String) -> String? {
    var t = text.trimmingSpaces
    if t.utf8.count > 7, t.utf8.prefix(7).lazy.map({ $0 | 0x20 }).elementsEqual("mailto:".utf8) { t = String(t.dropFirst(7)) }
    let folded = t.lowercased()
    return folded.isEmpty ? nil : folded
  }

  /// A UID trimmed, without `urn:uuid:`, case-folded; nil when empty.
  static func uid(_ text: String) -> String? {
    var t = text.trimmingSpaces.lowercased()
    if t.hasPrefix("urn:uuid:") { t = String(t.dropFirst(9)) }
    return t.isEmpty ? nil : t
  }
}

/// Computes ``CardFeatures`` for many cards on several threads (each with its own
/// libphonenumber context).
struct FeatureExtractor: Sendable {
  let names: NameSignatureMaker
  let region: PhoneNormalizationOptions.RegionChoice
  let workers: Int

  init(locale: String, region: PhoneNormalizationOptions.RegionChoice, workers: Int = PhoneNormalizationOptions.processorCount) throws(NamesError) {
    names = try NameSignatureMaker(locale: locale)
    self.region = region
    self.workers = max(1, workers)
  }

  /// The features of every card, in order. With `auto`, a card's phones are read with its own
  /// address region, else `bookRegion` (the book's dominant region when nil). The region only
  /// matters for the letters of national vanity numbers, so the book's region is worked out
  /// only when a card without an address country has one.
  func features(of cards: [Card], bookRegion: PhoneRegion? = nil) -> [CardFeatures] {
    let choice = region
    let names = self.names
    let workers = min(self.workers, max(1, cards.count / 256))
    func extract(_ indexes: [Int], book: PhoneRegion?) -> [(CardFeatures, needsBookRegion: Bool)] {
      let parts = PhoneNormalizer.inParallel(indexes.count, workers: workers) { range in
        let service = PhoneNumberService()
        let memo = NameKeyMemo()
        var resolver = PhoneRegionResolver()
        var out: [(CardFeatures, needsBookRegion: Bool)] = []
        out.reserveCapacity(range.count)
        cards.withUnsafeBufferPointer { cards in
          for k in range {
            let i = indexes[k]
            var cardRegion: PhoneRegion?
            switch choice {
            case .fixed(let r): cardRegion = r
            case .auto: cardRegion = cards[i].addresses.isEmpty ? nil : resolver.region(of: cards[i])?.region
            }
            let f = Self.features(of: cards[i], names: names, region: cardRegion ?? book, service: service, memo: memo)
            out.append((f, cardRegion == nil && book == nil && f.mayHoldVanityNumber))
          }
        }
        return out
      }
      return Array(parts.joined())
    }
    let first = extract(Array(cards.indices), book: bookRegion)
    var features = first.map(\.0)
    let missing = first.indices.filter { first[$0].needsBookRegion }
    guard case .auto = choice, bookRegion == nil, !missing.isEmpty else { return features }
    guard let book = BookRegion.dominant(in: cards, workers: workers) else { return features }
    for (i, f) in zip(missing, extract(missing, book: book)) { features[i] = f.0 }
    return features
  }

  /// One card's features; `memo` (one per thread) spares the keys of words seen before, and
  /// `numbers` (parallel to the card's phones, nil where not parsed yet) the parses of its
  /// international numbers.
  static func features(
    of card: borrowing Card, names: NameSignatureMaker, region: PhoneRegion?, service: PhoneNumberService,
    memo: NameKeyMemo? = nil, numbers: [NumberAnalysis?] = []
  ) -> CardFeatures {
    var mayHoldVanityNumber = false
    let phoneTexts = card.phones.map(\.value)
    let phones = phoneTexts.indices.map { i in
      let text = phoneTexts[i]
      let written = PhoneDigits(text)
      if written.mayBeVanity { mayHoldVanityNumber = true }
      if written.international, i < numbers.count, let analysis = numbers[i], analysis.status != .noRegion {
        return PhoneIdentity(written, parsed: analysis.number)
      }
      return PhoneIdentity(text, written, region: region, service: service)
    }
    var uids: [String] = []
    if let u = card.uid.flatMap({ ContactKey.uid($0.value) }) { uids.append(u) }
    for raw in card.extras where raw.name.upperText == KeptAside.uid.propertyName {
      if let u = ContactKey.uid(TextEscaping.unescape(raw.value)), !uids.contains(u) { uids.append(u) }
    }
    var birthday: PartialDate?
    if case .date(let d)? = card.birthday?.value, d.month != nil, d.day != nil { birthday = d }
    return CardFeatures(
      name: names.signature(of: card, memo: memo), phones: phones, phoneTexts: phoneTexts,
      emails: card.emails.compactMap { ContactKey.email($0.value) }, uids: uids, birthday: birthday,
      isGroup: card.kind?.value == .group, mayHoldVanityNumber: mayHoldVanityNumber)
  }
}

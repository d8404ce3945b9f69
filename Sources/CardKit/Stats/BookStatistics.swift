/// Counts describing an address book (what `cardkit stats` prints).
public struct BookStatistics: Hashable, Sendable, Codable {
  /// Cards read.
  public var cards = 0
  /// Cards per vCard version (`2.1`, `3.0`, `4.0`; `none` for CSV and cards built in code).
  public var versions: [String: Int] = [:]
  /// Cards with no FN, N, ORG or NICKNAME text (``Card/isNameless``).
  public var withoutName = 0
  /// Cards without a TEL value.
  public var withoutPhone = 0
  /// Cards without an EMAIL value.
  public var withoutEmail = 0
  /// Cards with at least one PHOTO.
  public var withPhoto = 0
  /// Group cards (`KIND:group`, Apple `X-ADDRESSBOOKSERVER-KIND:group`).
  public var groupCards = 0
  /// Company cards (`KIND:org`, Apple `X-ABShowAs:COMPANY`).
  public var organizationCards = 0
  /// Distinct `CATEGORIES` values (Google labels, Outlook categories), compared as written.
  public var categories = 0
  /// Phone values.
  public var phones = 0
  /// Phone values by label class.
  public var phoneLabels = PhoneLabelCounts()
  /// Phone values by libphonenumber's verdict.
  public var numbers = NumberCounts()
  /// Likely duplicates.
  public var duplicates = DuplicateCounts()

  /// All counts zero.
  public init() {}

  mutating func add(_ o: BookStatistics) {
    cards += o.cards
    versions.merge(o.versions, uniquingKeysWith: +)
    withoutName += o.withoutName
    withoutPhone += o.withoutPhone
    withoutEmail += o.withoutEmail
    withPhoto += o.withPhoto
    groupCards += o.groupCards
    organizationCards += o.organizationCards
    phones += o.phones
    phoneLabels.add(o.phoneLabels)
    numbers.add(o.numbers)
  }
}

/// Phone values by how their labels read (``PhoneLabelReading``). Every value is in exactly
/// one of `standard`, `custom`, `garbage` and `unlabeled`.
public struct PhoneLabelCounts: Hashable, Sendable, Codable {
  /// Values with a standard label, by its name (`mobile`, `home`, `work fax`, `other`, …),
  /// whatever the spelling (`TYPE=CELL`, `_$!<Mobile>!$_`, `Handy`).
  public var standard: [String: Int] = [:]
  /// Values with a free-text label of the user's (`Emergency`).
  public var custom = 0
  /// Values whose only label is noise (`TYPE=asdf`, `???`, an empty `X-ABLabel`).
  public var garbage = 0
  /// Values with no label at all.
  public var unlabeled = 0

  /// All counts zero.
  public init() {}

  /// Counts one value.
  mutating func count(_ reading: PhoneLabelReading) {
    if case .custom = reading.label {
      custom += 1
    } else if reading.label == .other && !reading.garbage.isEmpty {
      garbage += 1
    } else if reading.isImplicit {
      unlabeled += 1
    } else {
      standard[reading.label.name, default: 0] += 1
    }
  }

  mutating func add(_ o: PhoneLabelCounts) {
    standard.merge(o.standard, uniquingKeysWith: +)
    custom += o.custom
    garbage += o.garbage
    unlabeled += o.unlabeled
  }
}

/// Phone numbers by what libphonenumber makes of them.
public struct NumberCounts: Hashable, Sendable, Codable {
  /// The region national numbers were read with: the one asked for, or with `auto` the book's
  /// dominant region (cards with an address country use that country).
  public var region: String?
  /// Valid numbers.
  public var valid = 0
  /// Parsed, but no such number exists in its region.
  public var invalid = 0
  /// Valid short codes and emergency numbers (`112`).
  public var shortNumbers = 0
  /// Not a phone number at all.
  public var unparsable = 0
  /// National numbers without a region to read them with.
  public var noRegion = 0

  /// All counts zero.
  public init() {}

  mutating func count(_ status: NumberAnalysis.Status) {
    switch status {
    case .valid: valid += 1
    case .invalid: invalid += 1
    case .shortNumber: shortNumbers += 1
    case .unparsable: unparsable += 1
    case .noRegion: noRegion += 1
    }
  }

  mutating func add(_ o: NumberCounts) {
    valid += o.valid
    invalid += o.invalid
    shortNumbers += o.shortNumbers
    unparsable += o.unparsable
    noRegion += o.noRegion
  }
}

/// Likely duplicates, as ``DuplicateFinder`` finds them at the `normal` threshold.
public struct DuplicateCounts: Hashable, Sendable, Codable {
  /// The threshold the clusters were found at.
  public var threshold = DuplicateThreshold.normal
  /// Clusters of cards that are probably one person.
  public var clusters = 0
  /// Cards in those clusters.
  public var cards = 0
  /// Cards a dedupe at this threshold would remove (`cards - clusters`).
  public var extraCards: Int { cards - clusters }

  /// All counts zero.
  public init() {}
}

/// One row of the phone picker: a phone number of a card, with the name and label to show.
public struct PhonePickerRow: Sendable, Hashable, Codable {
  /// Title of the index section the card is filed under.
  public var section: String
  /// Display name of the card ("No Name" fallbacks included).
  public var name: String
  /// The number's label, as the picker's labeler gave it.
  public var label: String
  /// The number as written in the card.
  public var number: String
  /// Position of the card in the input list.
  public var card: Int
  /// Position of the number in the card's ``Card/phones``.
  public var phone: Int

  /// A row from its parts (``PhonePicker/rows(for:)`` builds them).
  public init(section: String, name: String, label: String, number: String, card: Int, phone: Int) {
    self.section = section
    self.name = name
    self.label = label
    self.number = number
    self.card = card
    self.phone = phone
  }
}

/// One section of the phone picker: an index title and its rows.
public struct PhonePickerSection: Sendable, Hashable, Codable {
  /// The index title (`A`, `Å`, `か`, `#`, …).
  public var title: String
  /// The numbers filed under the title, in list order.
  public var rows: [PhonePickerRow]

  /// A section from its parts.
  public init(title: String, rows: [PhonePickerRow]) {
    self.title = title
    self.rows = rows
  }
}

/// The emergency-contact picker of the original app, done right: one row per phone number,
/// only cards that have a number, grouped by index section and sorted by collation within it.
/// Cards without a name are listed too (under `#`, shown by their number).
///
/// The label text comes from a closure so that the canonical phone-label mapping (Phone/) can
/// be plugged in; the default is the canonical phone label (``canonicalLabel(_:)``).
public final class PhonePicker {
  /// Gives the label text shown for a phone value.
  public typealias Labeler = (LabeledValue<String>) -> String

  /// Files and orders the cards.
  public let indexer: NameIndexer
  private let label: Labeler

  /// The properties the rows are made from: a card's names (``NameSorter/properties``), its
  /// phones with their labels (`TEL`, Apple's `X-ABLabel`) and the email a card without a name
  /// is shown by. Cards read with only these (``ReadOptions/properties``) give the same rows as
  /// whole cards.
  public static let properties: Set<PropertyName> = NameSorter.properties.union([.tel, .email, .xABLabel])

  /// A picker over `indexer`'s sections, labelling numbers with `label`.
  public init(indexer: NameIndexer, label: @escaping Labeler = PhonePicker.canonicalLabel) {
    self.indexer = indexer
    self.label = label
  }

  /// The sections of the picker: only sections with numbers, rows in list order.
  public func sections(for cards: [Card]) -> [PhonePickerSection] {
    let index = indexer.index(cards) { card in card.phones.contains { Self.hasNumber($0) } }
    return index.sections.map { section in
      var rows: [PhonePickerRow] = []
      for member in section.members {
        for (p, phone) in cards[member.card].phones.enumerated() where Self.hasNumber(phone) {
          rows.append(PhonePickerRow(
            section: section.title, name: member.name, label: label(phone),
            number: phone.value.trimmedName, card: member.card, phone: p))
        }
      }
      return PhonePickerSection(title: section.title, rows: rows)
    }
  }

  /// All rows in list order.
  public func rows(for cards: [Card]) -> [PhonePickerRow] {
    sections(for: cards).flatMap(\.rows)
  }

  /// A plain-text listing: section titles, then one tab-separated row per number.
  public static func text(_ sections: [PhonePickerSection]) -> String {
    TerminalText.escapingControls(reportText(sections), keepingLayout: true)
  }

  private static func reportText(_ sections: [PhonePickerSection]) -> String {
    var out = ""
    for section in sections {
      out += section.title + "\n"
      for row in section.rows { out += "  \(row.name)\t\(row.label)\t\(row.number)\n" }
    }
    return out
  }

  /// A stand-in labeler until the canonical mapping is plugged in: the free-text label when
  /// there is one, else the `TYPE` tokens other than `pref` and `voice`, else "phone".
  public static func canonicalLabel(_ phone: LabeledValue<String>) -> String {
    PhoneLabelReading(phone).label.name
  }

  static func hasNumber(_ phone: LabeledValue<String>) -> Bool {
    !DisplayNameFormatter.phoneText(phone.value).isEmpty
  }
}

@available(*, unavailable, message: "holds ICU transliterators; use one PhonePicker per thread")
extension PhonePicker: Sendable {}

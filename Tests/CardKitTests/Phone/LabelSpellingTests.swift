import Testing

@testable import CardKit

/// Each target's own spelling, and that reading a spelling back gives the label again.
@Suite struct LabelSpellingTests {
  struct Row: Sendable {
    let label: PhoneLabel
    let target: LabelTarget
    let types: [String]
    var itemLabel: String? = nil
    var csv: [String] = []
  }

  static let rows: [Row] = [
    Row(label: .mobile, target: .vCard21, types: ["CELL", "VOICE"]),
    Row(label: .mobile, target: .vCard30, types: ["CELL", "VOICE"]),
    Row(label: .mobile, target: .vCard40, types: ["cell"]),
    Row(label: .mobile, target: .google, types: [], csv: ["Mobile"]),
    Row(label: .mobile, target: .outlook, types: [], csv: ["Mobile Phone"]),
    Row(label: .iPhone, target: .apple, types: ["IPHONE", "CELL", "VOICE"]),
    Row(label: .workFax, target: .vCard30, types: ["WORK", "FAX"]),
    Row(label: .workFax, target: .vCard40, types: ["work", "fax"]),
    Row(label: .workFax, target: .google, types: [], csv: ["Work Fax"]),
    Row(label: .workFax, target: .outlook, types: [], csv: ["Business Fax"]),
    Row(label: .work, target: .outlook, types: [], csv: ["Business Phone", "Business Phone 2"]),
    Row(label: .main, target: .outlook, types: [], csv: ["Company Main Phone"]),
    Row(label: .otherFax, target: .apple, types: ["OTHER", "FAX"]),
    Row(label: .custom("Emergency"), target: .vCard21, types: ["X-Emergency"]),
    Row(label: .custom("Emergency"), target: .vCard30, types: [], itemLabel: "Emergency"),
    Row(label: .custom("Emergency"), target: .apple, types: [], itemLabel: "Emergency"),
    Row(label: .custom("Emergency"), target: .google, types: [], csv: ["Emergency"]),
    Row(label: .custom("Emergency"), target: .outlook, types: [], csv: ["Other Phone"]),
  ]

  @Test(arguments: rows)
  func spellsLabels(_ row: Row) {
    let spelling = row.label.spelling(for: row.target)
    #expect(spelling.types == row.types)
    #expect(spelling.itemLabel == row.itemLabel)
    #expect(spelling.csv == row.csv)
  }

  @Test func capabilitiesFollowTheTargetsCase() {
    #expect(PhoneLabel.mobile.spelling(for: .vCard40, capabilities: [.text, .voice]).types == ["cell", "text"])
    #expect(PhoneLabel.mobile.spelling(for: .vCard30, capabilities: .video).types == ["CELL", "VOICE", "VIDEO"])
    #expect(PhoneLabel.home.spelling(for: .google, capabilities: .text).csv == ["Home"])
  }

  @Test func appleTokens() {
    #expect(PhoneLabel.homeFax.appleToken == "_$!<HomeFAX>!$_")
    #expect(PhoneLabel.mobile.appleToken == "_$!<Mobile>!$_")
    #expect(PhoneLabel.iPhone.appleToken == "iPhone")
    #expect(PhoneLabel.custom("Oma").appleToken == "Oma")
  }

  /// Every vCard spelling reads back as its label (iPhone only where the target has it), and so
  /// do Google's words, Outlook's first column and Apple's tokens.
  @Test(arguments: PhoneLabel.standard + [.custom("Emergency")])
  func spellingsReadBack(_ label: PhoneLabel) {
    for target in [LabelTarget.vCard21, .vCard30, .vCard40, .apple] {
      let spelling = label.spelling(for: target)
      let reading = PhoneLabelReading(types: spelling.types.map(TypeToken.init), label: spelling.itemLabel)
      let expected: PhoneLabel = (label == .iPhone && target != .apple) ? .mobile : label
      #expect(reading.label == expected, "\(target)")
    }
    let google = label.spelling(for: .google).csv.first
    #expect(PhoneLabelReading(types: [], label: google).label == label)
    // Outlook has no iPhone column and puts custom labels in "Other Phone".
    let outlookHasColumn = PhoneLabel.standard.contains(label) && label != .iPhone
    if outlookHasColumn {
      let outlook = label.spelling(for: .outlook).csv.first
      #expect(PhoneLabelReading(types: [], label: outlook).label == label)
    }
    #expect(PhoneLabelReading(types: [], label: label.appleToken).label == label)
  }

  @Test(arguments: ContactLabel.standard + [.custom("Blog")], LabeledProperty.allCases)
  func contactSpellingsReadBack(_ label: ContactLabel, _ property: LabeledProperty) {
    for target in [LabelTarget.vCard21, .vCard30, .vCard40, .apple] {
      let spelling = label.spelling(for: target, property: property)
      let reading = ContactLabelReading(types: spelling.types.map(TypeToken.init), label: spelling.itemLabel)
      #expect(reading.label == label, "\(target)")
    }
  }

  @Test func outlookAddressColumns() {
    #expect(ContactLabel.work.spelling(for: .outlook, property: .address).csv == ["Business"])
    #expect(ContactLabel.home.spelling(for: .outlook, property: .email).csv.count == 3)
    #expect(ContactLabel.home.spelling(for: .apple, property: .email).types == ["INTERNET", "HOME"])
  }
}

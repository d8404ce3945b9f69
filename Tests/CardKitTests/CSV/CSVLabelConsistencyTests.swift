import Testing

@testable import CardKit

/// The CSV layouts and the phone-label mapping each know the Google words and Outlook columns
/// of the standard phone labels; they must agree.
@Suite struct CSVLabelConsistencyTests {
  @Test(arguments: PhoneLabel.standard)
  func googleWordsAgree(_ label: PhoneLabel) {
    let fromPhone = label.spelling(for: .google).csv.first
    let fromCSV = CSVLabels.googleWord(types: label.modelTokens, label: nil, preference: nil, kind: .phone)
    #expect(fromCSV == fromPhone, "\(label): CSV writes \(fromCSV), the phone mapping \(fromPhone ?? "nil")")
    // And the word reads back as the same canonical label.
    let (types, custom, _) = CSVLabels.fromGoogle(fromCSV, kind: .phone)
    #expect(PhoneLabelReading(types: types, label: custom).label == label, "\(fromCSV) reads back as \(PhoneLabelReading(types: types, label: custom).label)")
  }

  /// Outlook columns of each standard label exist in the CSV layout and read back as that
  /// label.
  @Test(arguments: PhoneLabel.standard)
  func outlookColumnsAgree(_ label: PhoneLabel) {
    let columns = label.spelling(for: .outlook).csv
    for column in columns {
      let slot = CSVLabels.outlookPhoneColumns.first { $0.0 == column }?.1
      #expect(slot != nil, "\(label): the phone mapping names Outlook column \(column), which the CSV layout lacks")
      if let slot {
        // Outlook has no iPhone column: an iPhone number goes to Mobile Phone and reads back as mobile.
        let expected: PhoneLabel = label == .iPhone ? .mobile : label
        #expect(PhoneLabelReading(types: slot.types, label: slot.label).label == expected, "\(column) reads as \(PhoneLabelReading(types: slot.types, label: slot.label).label), not \(label)")
      }
    }
  }
}

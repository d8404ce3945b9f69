import Testing

@testable import CardKit

/// Email, address and URL labels: the same forms as phone labels, with their own label set.
@Suite struct ContactLabelReadingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let note: String
    let types: [TypeToken]
    let label: String?
    let expected: ContactLabel
    let rewrittenTypes: [TypeToken]?
    let rewrittenLabel: String?
    var preferred = false
    var garbage: [String] = []
    var testDescription: String { note }
  }

  static let cases: [Case] = [
    Case(note: "EMAIL;TYPE=INTERNET,HOME", types: [.internet, .home], label: nil, expected: .home,
         rewrittenTypes: nil, rewrittenLabel: nil),
    Case(note: "2.1 EMAIL;WORK;PREF", types: [.work, .pref], label: nil, expected: .work, rewrittenTypes: nil,
         rewrittenLabel: nil, preferred: true),
    Case(note: "ADR;TYPE=POSTAL,PARCEL,HOME", types: [.postal, .parcel, .home], label: nil, expected: .home,
         rewrittenTypes: nil, rewrittenLabel: nil),
    Case(note: "no labels", types: [.internet], label: nil, expected: .other, rewrittenTypes: nil, rewrittenLabel: nil),
    Case(note: "Apple _$!<Work>!$_", types: [.internet], label: "_$!<Work>!$_", expected: .work,
         rewrittenTypes: [.internet, .work], rewrittenLabel: nil),
    Case(note: "Apple _$!<School>!$_", types: [], label: "_$!<School>!$_", expected: .school,
         rewrittenTypes: [.school], rewrittenLabel: nil),
    Case(note: "Apple _$!<Other>!$_", types: [], label: "_$!<Other>!$_", expected: .other,
         rewrittenTypes: [.other], rewrittenLabel: nil),
    // Apple's own token with no canonical meaning stays exactly as written.
    Case(note: "Apple _$!<HomePage>!$_", types: [], label: "_$!<HomePage>!$_", expected: .custom("HomePage"),
         rewrittenTypes: nil, rewrittenLabel: nil),
    Case(note: "X-ABLabel BLOG", types: [], label: "BLOG", expected: .custom("BLOG"), rewrittenTypes: nil,
         rewrittenLabel: nil),
    Case(note: "Google * Work", types: [], label: "* Work", expected: .work, rewrittenTypes: [.work],
         rewrittenLabel: nil, preferred: true),
    Case(note: "Google Home", types: [], label: "Home", expected: .home, rewrittenTypes: [.home], rewrittenLabel: nil),
    Case(note: "German Privat", types: [], label: "Privat", expected: .home, rewrittenTypes: [.home],
         rewrittenLabel: nil),
    Case(note: "German Büro", types: [], label: "Büro", expected: .work, rewrittenTypes: [.work], rewrittenLabel: nil),
    Case(note: "French École", types: [], label: "École", expected: .school, rewrittenTypes: [.school],
         rewrittenLabel: nil),
    Case(note: "Spanish Trabajo", types: [], label: "Trabajo", expected: .work, rewrittenTypes: [.work],
         rewrittenLabel: nil),
    Case(note: "Outlook Web Page", types: [], label: "Web Page", expected: .other, rewrittenTypes: [],
         rewrittenLabel: nil),
    // A phone word means nothing for an email: free text.
    Case(note: "Mobile on an email", types: [], label: "Mobile", expected: .custom("Mobile"), rewrittenTypes: nil,
         rewrittenLabel: nil),
    Case(note: "quoted HOME,INTERNET", types: [.extended("\"HOME"), .extended("INTERNET\"")], label: nil,
         expected: .home, rewrittenTypes: [.home, .internet], rewrittenLabel: nil),
    Case(note: "TYPE=x-privat", types: [.extended("x-privat")], label: nil, expected: .home, rewrittenTypes: [.home],
         rewrittenLabel: nil),
    Case(note: "X-custom type", types: [.internet, .extended("X-Newsletter")], label: nil,
         expected: .custom("Newsletter"), rewrittenTypes: [.internet], rewrittenLabel: "Newsletter"),
    Case(note: "empty label", types: [.internet], label: "", expected: .other, rewrittenTypes: [.internet],
         rewrittenLabel: nil, garbage: [""]),
    Case(note: "TYPE=asdf", types: [.extended("asdf")], label: nil, expected: .other, rewrittenTypes: [],
         rewrittenLabel: nil, garbage: ["asdf"]),
  ]

  @Test(arguments: cases)
  func reads(_ c: Case) {
    let reading = ContactLabelReading(types: c.types, label: c.label)
    #expect(reading.label == c.expected)
    #expect(reading.isPreferred == c.preferred)
    #expect(reading.garbage == c.garbage)
    if let types = c.rewrittenTypes {
      #expect(reading.isRewritten)
      #expect(reading.types == types)
      #expect(reading.freeText == c.rewrittenLabel)
    } else {
      #expect(!reading.isRewritten)
      #expect(reading.types == c.types)
      #expect(reading.freeText == c.label)
    }
  }
}

import Foundation
import Testing

@testable import CardKit

/// `--dry-run` JSON output encodes the change list; check the shape with Foundation's encoder.
@Suite struct PhoneChangeEncodingTests {
  @Test func changeEncodesEveryField() throws {
    let change = PhoneChange(
      cardIndex: 3, property: .phone, valueID: ValueID(7), field: .number, old: "(650) 253-0000",
      new: "+16502530000", region: PhoneRegion("US"), regionSource: .cardAddress, numberRegion: "US",
      status: .changed, location: SourceLocation(file: "a.vcf", line: 12, column: 1, cardIndex: 3))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(change), as: UTF8.self)
    #expect(json == #"{"cardIndex":3,"field":"number","location":{"cardIndex":3,"column":1,"file":"a.vcf","line":12},"new":"+16502530000","numberRegion":"US","old":"(650) 253-0000","property":"phone","region":"US","regionSource":"cardAddress","status":"changed","valueID":7}"#)
    let region = try JSONDecoder().decode([PhoneRegion].self, from: Data(#"["CH","de"]"#.utf8))
    #expect(region.map(\.code) == ["CH", "DE"])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([PhoneRegion].self, from: Data(#"["XX"]"#.utf8)) }
  }
}

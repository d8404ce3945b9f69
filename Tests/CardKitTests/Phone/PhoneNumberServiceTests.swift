import Testing

@testable import CardKit

/// Numbers across 22 regions. Expected values are libphonenumber's own answers; each case was
/// checked against both the C++ library here (8.12.57) and the newer metadata of Python
/// `phonenumbers` 9.0, and only cases on which they agree are used.
@Suite struct PhoneNumberServiceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let region: String
    let input: String
    let e164: String
    let international: String
    let national: String
    let rfc3966: String
    let type: PhoneNumberType
    var testDescription: String { "\(region) \(input)" }
  }

  static let cases: [Case] = [
    // Google's Zurich office, libphonenumber's own running example.
    Case(region: "CH", input: "044 668 18 00", e164: "+41446681800", international: "+41 44 668 18 00",
         national: "044 668 18 00", rfc3966: "tel:+41-44-668-18-00", type: .fixedLine),
    Case(region: "US", input: "(650) 253-0000", e164: "+16502530000", international: "+1 650-253-0000",
         national: "(650) 253-0000", rfc3966: "tel:+1-650-253-0000", type: .fixedLineOrMobile),
    Case(region: "GB", input: "020 7031 3000", e164: "+442070313000", international: "+44 20 7031 3000",
         national: "020 7031 3000", rfc3966: "tel:+44-20-7031-3000", type: .fixedLine),
    Case(region: "DE", input: "030 123456", e164: "+4930123456", international: "+49 30 123456",
         national: "030 123456", rfc3966: "tel:+49-30-123456", type: .fixedLine),
    Case(region: "DE", input: "0151 23456789", e164: "+4915123456789", international: "+49 1512 3456789",
         national: "01512 3456789", rfc3966: "tel:+49-1512-3456789", type: .mobile),
    Case(region: "FR", input: "01 23 45 67 89", e164: "+33123456789", international: "+33 1 23 45 67 89",
         national: "01 23 45 67 89", rfc3966: "tel:+33-1-23-45-67-89", type: .fixedLine),
    Case(region: "FR", input: "06 12 34 56 78", e164: "+33612345678", international: "+33 6 12 34 56 78",
         national: "06 12 34 56 78", rfc3966: "tel:+33-6-12-34-56-78", type: .mobile),
    // Italian fixed lines keep their leading zero after the country code.
    Case(region: "IT", input: "02 3661 8300", e164: "+390236618300", international: "+39 02 3661 8300",
         national: "02 3661 8300", rfc3966: "tel:+39-02-3661-8300", type: .fixedLine),
    Case(region: "IT", input: "312 345 6789", e164: "+393123456789", international: "+39 312 345 6789",
         national: "312 345 6789", rfc3966: "tel:+39-312-345-6789", type: .mobile),
    Case(region: "JP", input: "03-1234-5678", e164: "+81312345678", international: "+81 3-1234-5678",
         national: "03-1234-5678", rfc3966: "tel:+81-3-1234-5678", type: .fixedLine),
    Case(region: "JP", input: "090-1234-5678", e164: "+819012345678", international: "+81 90-1234-5678",
         national: "090-1234-5678", rfc3966: "tel:+81-90-1234-5678", type: .mobile),
    Case(region: "AU", input: "(02) 9374 4000", e164: "+61293744000", international: "+61 2 9374 4000",
         national: "(02) 9374 4000", rfc3966: "tel:+61-2-9374-4000", type: .fixedLine),
    Case(region: "AU", input: "0412 345 678", e164: "+61412345678", international: "+61 412 345 678",
         national: "0412 345 678", rfc3966: "tel:+61-412-345-678", type: .mobile),
    // Brazil and Argentina have national prefix transform rules (libphonenumber's own path).
    Case(region: "BR", input: "(11) 2395-8400", e164: "+551123958400", international: "+55 11 2395-8400",
         national: "(11) 2395-8400", rfc3966: "tel:+55-11-2395-8400", type: .fixedLine),
    Case(region: "BR", input: "(11) 96123-4567", e164: "+5511961234567", international: "+55 11 96123-4567",
         national: "(11) 96123-4567", rfc3966: "tel:+55-11-96123-4567", type: .mobile),
    Case(region: "AR", input: "011 4123-4567", e164: "+541141234567", international: "+54 11 4123-4567",
         national: "011 4123-4567", rfc3966: "tel:+54-11-4123-4567", type: .fixedLine),
    Case(region: "IN", input: "098765 43210", e164: "+919876543210", international: "+91 98765 43210",
         national: "098765 43210", rfc3966: "tel:+91-98765-43210", type: .mobile),
    Case(region: "MX", input: "55 1234 5678", e164: "+525512345678", international: "+52 55 1234 5678",
         national: "55 1234 5678", rfc3966: "tel:+52-55-1234-5678", type: .fixedLineOrMobile),
    Case(region: "ES", input: "912 34 56 78", e164: "+34912345678", international: "+34 912 34 56 78",
         national: "912 34 56 78", rfc3966: "tel:+34-912-34-56-78", type: .fixedLine),
    Case(region: "NL", input: "020 123 4567", e164: "+31201234567", international: "+31 20 123 4567",
         national: "020 123 4567", rfc3966: "tel:+31-20-123-4567", type: .fixedLine),
    Case(region: "SE", input: "08-123 456 78", e164: "+46812345678", international: "+46 8 123 456 78",
         national: "08-123 456 78", rfc3966: "tel:+46-8-123-456-78", type: .fixedLine),
    Case(region: "PL", input: "12 345 67 89", e164: "+48123456789", international: "+48 12 345 67 89",
         national: "12 345 67 89", rfc3966: "tel:+48-12-345-67-89", type: .fixedLine),
    // Russia's national prefix is 8.
    Case(region: "RU", input: "8 (495) 123-45-67", e164: "+74951234567", international: "+7 495 123-45-67",
         national: "8 (495) 123-45-67", rfc3966: "tel:+7-495-123-45-67", type: .fixedLine),
    Case(region: "CN", input: "010 1234 5678", e164: "+861012345678", international: "+86 10 1234 5678",
         national: "010 1234 5678", rfc3966: "tel:+86-10-1234-5678", type: .fixedLine),
    Case(region: "KR", input: "02-312-3456", e164: "+8223123456", international: "+82 2-312-3456",
         national: "02-312-3456", rfc3966: "tel:+82-2-312-3456", type: .fixedLine),
    Case(region: "ZA", input: "021 123 4567", e164: "+27211234567", international: "+27 21 123 4567",
         national: "021 123 4567", rfc3966: "tel:+27-21-123-4567", type: .fixedLine),
    Case(region: "SG", input: "6123 4567", e164: "+6561234567", international: "+65 6123 4567",
         national: "6123 4567", rfc3966: "tel:+65-6123-4567", type: .fixedLine),
    Case(region: "CA", input: "(416) 555-0123", e164: "+14165550123", international: "+1 416-555-0123",
         national: "(416) 555-0123", rfc3966: "tel:+1-416-555-0123", type: .fixedLineOrMobile),
  ]

  @Test(arguments: cases)
  func parsesValidatesAndFormats(_ c: Case) throws {
    let service = PhoneNumberService()
    let region = try #require(PhoneRegion(c.region))
    let number = try service.parse(c.input, region: region)
    #expect(service.isValid(number))
    #expect(service.regionCode(of: number) == c.region)
    #expect(service.type(of: number) == c.type)
    #expect(service.possibility(of: number) == .possible)
    #expect(service.format(number, .e164) == c.e164)
    #expect(service.format(number, .international) == c.international)
    #expect(service.format(number, .national) == c.national)
    #expect(service.format(number, .rfc3966) == c.rfc3966)
    // The E.164 form reads back as the same number with no region at all.
    #expect(try service.parse(c.e164, region: nil) == number)
  }

  @Test func regionsCoverAtLeastFifteenCountries() {
    #expect(Set(Self.cases.map(\.region)).count >= 15)
  }

  struct ExtensionCase: Sendable {
    let region: String, input: String, ext: String, e164: String, international: String, rfc3966: String
  }

  static let extensions: [ExtensionCase] = [
    ExtensionCase(region: "US", input: "(650) 253-0000 x123", ext: "123", e164: "+16502530000 x123",
                  international: "+1 650-253-0000 x123", rfc3966: "tel:+1-650-253-0000;ext=123"),
    ExtensionCase(region: "US", input: "+1 650 253 0000 ext. 456", ext: "456", e164: "+16502530000 x456",
                  international: "+1 650-253-0000 x456", rfc3966: "tel:+1-650-253-0000;ext=456"),
    ExtensionCase(region: "DE", input: "+49 30 123456;ext=12", ext: "12", e164: "+4930123456 x12",
                  international: "+49 30 123456 x12", rfc3966: "tel:+49-30-123456;ext=12"),
    ExtensionCase(region: "US", input: "tel:+1-650-253-0000;ext=99", ext: "99", e164: "+16502530000 x99",
                  international: "+1 650-253-0000 x99", rfc3966: "tel:+1-650-253-0000;ext=99"),
  ]

  @Test(arguments: extensions)
  func keepsExtensions(_ c: ExtensionCase) throws {
    let service = PhoneNumberService()
    let number = try service.parse(c.input, region: PhoneRegion(c.region))
    #expect(number.extension == c.ext)
    #expect(service.isValid(number))
    #expect(service.format(number, .e164) == c.e164)
    #expect(service.format(number, .international) == c.international)
    #expect(service.format(number, .rfc3966) == c.rfc3966)
    // libphonenumber's own suffix, for comparison: " ext. 123".
    #expect(service.libraryFormat(number, .national, withExtension: true).hasSuffix(" ext. " + c.ext))
  }

  @Test func vanityNumbersBecomeKeypadDigits() throws {
    let service = PhoneNumberService()
    let analysis = service.analyze("1-800-FLOWERS", region: PhoneRegion("US"), format: .e164)
    #expect(analysis.status == .valid)
    #expect(analysis.formatted == "+18003569377")
    #expect(analysis.isVanity)
    let number = try #require(analysis.number)
    #expect(service.type(of: number) == .tollFree)
    // Fewer than three letters are not a vanity number.
    #expect(!service.isVanityNumber("555-1234 x12"))
  }

  struct ShortCase: Sendable { let region: String, input: String, emergency: Bool }

  static let shortNumbers: [ShortCase] = [
    ShortCase(region: "US", input: "911", emergency: true),
    ShortCase(region: "US", input: "112", emergency: true),
    ShortCase(region: "DE", input: "112", emergency: true),
    ShortCase(region: "GB", input: "999", emergency: true),
  ]

  @Test(arguments: shortNumbers)
  func shortNumbersAreNotFullNumbers(_ c: ShortCase) throws {
    let service = PhoneNumberService()
    let region = try #require(PhoneRegion(c.region))
    let number = try service.parse(c.input, region: region)
    #expect(!service.isValid(number))
    #expect(service.isValidShortNumber(c.input, in: region))
    #expect(service.isEmergencyNumber(c.input, in: region) == c.emergency)
    #expect(service.analyze(c.input, region: region, format: .e164).status == .shortNumber)
  }

  struct InvalidCase: Sendable {
    let region: String?, input: String, status: NumberAnalysis.Status, error: PhoneParseError?
  }

  static let invalid: [InvalidCase] = [
    InvalidCase(region: "US", input: "+1 555 555 5555", status: .invalid, error: nil),
    InvalidCase(region: "US", input: "555-1234", status: .invalid, error: nil),
    InvalidCase(region: "US", input: "123", status: .invalid, error: nil),
    // A German IDD is no IDD in the US: libphonenumber keeps the zeros and calls it invalid.
    InvalidCase(region: "US", input: "0049 30 123456", status: .invalid, error: nil),
    InvalidCase(region: "US", input: "abc", status: .unparsable, error: .notANumber),
    InvalidCase(region: "US", input: "+999 1234567", status: .unparsable, error: .invalidCountryCode),
    InvalidCase(region: "US", input: "", status: .unparsable, error: .notANumber),
    InvalidCase(region: "US", input: "ask Jenny for Lisa's number", status: .unparsable, error: .notANumber),
    InvalidCase(region: nil, input: "044 668 18 00", status: .noRegion, error: .invalidCountryCode),
  ]

  @Test(arguments: invalid)
  func invalidInputIsReportedNotRewritten(_ c: InvalidCase) {
    let service = PhoneNumberService()
    let analysis = service.analyze(c.input, region: c.region.flatMap { PhoneRegion($0) }, format: .e164)
    #expect(analysis.status == c.status)
    #expect(analysis.parseError == c.error)
    #expect(analysis.formatted == nil)
  }

  @Test func internationalPrefixesOfTheDefaultRegion() throws {
    let service = PhoneNumberService()
    // 00 is Germany's IDD, 011 the US one.
    let fromGermany = try service.parse("0049 30 123456", region: PhoneRegion("DE"))
    let fromUS = try service.parse("011 49 30 123456", region: PhoneRegion("US"))
    #expect(service.format(fromGermany, .e164) == "+4930123456")
    #expect(fromUS == fromGermany)
  }

  /// FORMATS.md: a wrong default region turns a US number into a plausible Indian one.
  @Test func wrongDefaultRegionTrap() throws {
    let service = PhoneNumberService()
    let asIndian = try service.parse("(517) 321-7871", region: PhoneRegion("IN"))
    let asAmerican = try service.parse("(517) 321-7871", region: PhoneRegion("US"))
    #expect(service.format(asIndian, .e164) == "+915173217871")
    #expect(service.isValid(asIndian))
    #expect(service.format(asAmerican, .e164) == "+15173217871")
    #expect(service.isValid(asAmerican))
  }

  @Test func globalServicesHaveRegion001() throws {
    let service = PhoneNumberService()
    let number = try service.parse("+800 1234 5678", region: nil)
    #expect(service.isValid(number))
    #expect(service.regionCode(of: number) == "001")
    #expect(service.region(of: number) == nil)
    #expect(service.type(of: number) == .tollFree)
    #expect(service.format(number, .international) == "+800 1234 5678")
  }

  @Test func equalPlainNumbersShareOneCacheEntry() {
    let service = PhoneNumberService()
    let us = PhoneRegion("US")
    let forms = ["(650) 253-0000", "650-253-0000", "650.253.0000", " 650 253 0000 "]
    let results = forms.map { service.analyze($0, region: us, format: .e164) }
    #expect(Set(results.map(\.formatted)) == ["+16502530000"])
    #expect(service.counters.cacheMisses == 1)
    #expect(service.counters.cacheHits == 3)
  }
}

import Testing

@testable import CardKit

/// The shim's fast path must give exactly libphonenumber's answers. These tests run the same
/// input through a fast service and a reference service (every call through libphonenumber's
/// public API) and compare parse result, validity, region, type and possibility.
@Suite struct FastPathParityTests {
  struct Outcome: Equatable, CustomStringConvertible {
    var number: PhoneNumber?
    var error: PhoneParseError?
    var valid = false
    var region = ""
    var type = PhoneNumberType.unknown
    var possibility = PhonePossibility.invalidLength

    var description: String {
      "\(number.map(\.description) ?? "-") \(error.map(\.rawValue) ?? "") valid=\(valid) \(region) \(type) \(possibility)"
    }
  }

  static func outcome(_ service: PhoneNumberService, _ text: String, _ region: PhoneRegion?) -> Outcome {
    var outcome = Outcome()
    do {
      let number = try service.parse(text, region: region)
      outcome.number = number
      let (valid, code) = service.validate(number)
      outcome.valid = valid
      outcome.region = code
      outcome.type = service.type(of: number)
      outcome.possibility = service.possibility(of: number)
    } catch {
      outcome.error = error
    }
    return outcome
  }

  /// Texts written from libphonenumber's example numbers of every region and type, in every
  /// format, without separators, with the region's IDD, and one digit short or long.
  static func inputs(for region: PhoneRegion, _ service: PhoneNumberService) -> [String] {
    var texts: [String] = []
    let types: [PhoneNumberType] = [.fixedLine, .mobile, .tollFree, .premiumRate, .voip, .personalNumber, .uan]
    for type in types {
      guard let number = service.exampleNumber(for: region, type: type) else { continue }
      let national = service.format(number, .national)
      let international = service.format(number, .international)
      let nsn = number.nationalSignificantNumber
      texts += [
        national, international, number.e164, service.format(number, .rfc3966), nsn,
        "00" + String(number.countryCode) + nsn, "011 " + String(number.countryCode) + " " + nsn,
        String(number.countryCode) + nsn, national + "1", String(nsn.dropLast()), "0" + nsn,
        "(" + String(nsn.prefix(3)) + ") " + String(nsn.dropFirst(3)),
      ]
    }
    return texts
  }

  @Test func fastPathMatchesLibphonenumberForEveryRegion() {
    let fast = PhoneNumberService()
    let reference = PhoneNumberService(reference: true)
    let defaults: [PhoneRegion?] = [nil, PhoneRegion("US"), PhoneRegion("DE"), PhoneRegion("GB")]
    var compared = 0
    var mismatches: [String] = []
    for region in PhoneRegion.all {
      for text in Self.inputs(for: region, reference) {
        for defaultRegion in defaults + [region] {
          let a = Self.outcome(fast, text, defaultRegion)
          let b = Self.outcome(reference, text, defaultRegion)
          compared += 1
          if a != b { mismatches.append("\(defaultRegion?.code ?? "ZZ") \(text): fast \(a) library \(b)") }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    #expect(compared > 40_000)
    // The comparison is only worth something if the fast path actually ran.
    #expect(fast.counters.fastParses > compared / 2)
    #expect(reference.counters.fastParses == 0)
  }

  /// Written extensions: the forms the fast path reads (` x12`, ` ext 123`, ` EXT. 4`) and
  /// near misses it must leave to libphonenumber (no space, too many digits, a slash before
  /// the `x`, a `#` suffix, other labels). Parse result (extension included), validity and
  /// the vanity test must be libphonenumber's.
  @Test func extensionsMatchLibphonenumber() {
    let fast = PhoneNumberService()
    let reference = PhoneNumberService(reference: true)
    let suffixes = [
      " x12", " ext 123", " EXT. 4", " Ext.  987654", " x 5", "  X123456", " x1234567", "x12", " ext12",
      " / x12", " x12#", " ext. ", " extension 12", " xt 12", " ,x12", " - x12",
    ]
    var compared = 0
    var mismatches: [String] = []
    for region in PhoneRegion.all {
      let texts = Self.inputs(for: region, reference)
      for (i, text) in texts.enumerated() {
        let suffix = suffixes[i % suffixes.count]
        for defaultRegion in [nil, region] {
          let a = Self.outcome(fast, text + suffix, defaultRegion)
          let b = Self.outcome(reference, text + suffix, defaultRegion)
          compared += 1
          if a != b { mismatches.append("\(defaultRegion?.code ?? "ZZ") \(text + suffix): fast \(a) library \(b)") }
        }
        if fast.isVanityNumber(text + suffix) != reference.isVanityNumber(text + suffix) {
          mismatches.append("vanity \(text + suffix)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    #expect(compared > 10_000)
    // The fast path read some of them, and kept their extension.
    #expect(fast.counters.fastParses > compared / 8)
    #expect((try? fast.parse("(650) 253-0000 ext. 42", region: PhoneRegion("US")))?.extension == "42")
    #expect((try? fast.parse("+41 44 668 18 00 x7", region: nil))?.extension == "7")
    #expect((try? fast.parse("650-253-0000 x1234567", region: PhoneRegion("US")))?.extension == "1234567")
  }

  /// The cache keys plain text by its digits: libphonenumber must read `(517) 321-7871` and
  /// `5173217871` alike, for every separator the key drops.
  @Test func plainTextReadsLikeItsDigits() {
    let reference = PhoneNumberService(reference: true)
    var compared = 0
    var mismatches: [String] = []
    for region in PhoneRegion.all {
      let texts = Self.inputs(for: region, reference).flatMap { text in
        [text, text.replacingSpaces(with: "."), "- (" + text.replacingSpaces(with: "/") + ") "]
      }
      for text in texts {
        let key = PhoneText(text).key
        guard key != PhoneText.trim(text) else { continue }
        for defaultRegion in [nil, region] {
          let a = Self.outcome(reference, text, defaultRegion)
          let b = Self.outcome(reference, key, defaultRegion)
          compared += 1
          if a != b { mismatches.append("\(defaultRegion?.code ?? "ZZ") \(text) vs \(key): \(a) / \(b)") }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    #expect(compared > 10_000)
    // Two digits with a separator are not a number, while two bare digits may be: not plain.
    #expect(PhoneText("1-2").key == "1-2")
    #expect(PhoneText("(650) 253-0000").key == "6502530000")
    #expect(PhoneText("+41 44 668 18 00").key == "+41446681800")
    #expect(PhoneText("+41 44 668 18 00 x12").key == "+41 44 668 18 00 x12")
  }

  /// The fast path answers whole-number matches with digit automata built from the metadata's
  /// patterns; each must agree with ICU's matcher on members, near misses and random digits.
  @Test func patternAutomataAgreeWithICU() {
    let check = PhoneNumberService.checkPatternAutomata(seed: 0x5EED_CA2D, statesPerPattern: 48, randomTexts: 40)
    #expect(check.mismatches == 0, "first: \(check.firstMismatch)")
    #expect(check.firstMismatch.isEmpty)
    // Nearly every pattern is in the automata's subset; the texts cover them all.
    #expect(check.patterns > 1_000)
    #expect(check.automata * 100 >= check.patterns * 95, "\(check.automata) of \(check.patterns)")
    #expect(check.texts > check.automata * 100)
  }

  @Test func regionListsMatchLibphonenumber() {
    #expect(PhoneRegion.all.count > 240)
    #expect(PhoneRegion.all.contains(PhoneRegion("CH")!))
    #expect(PhoneRegion("001") == nil)
    #expect(PhoneRegion("zz") == nil)
    #expect(PhoneRegion("us")?.code == "US")
    #expect(PhoneRegion(countryCallingCode: 1)?.code == "US")
    #expect(PhoneRegion(countryCallingCode: 44)?.code == "GB")
    #expect(PhoneRegion(countryCallingCode: 7)?.code == "RU")
    #expect(PhoneRegion(countryCallingCode: 800) == nil)
    #expect(PhoneRegion("CH")?.countryCallingCode == 41)
  }
}

extension String {
  fileprivate func replacingSpaces(with separator: Character) -> String {
    String(map { $0 == " " ? separator : $0 })
  }
}

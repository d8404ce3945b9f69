@testable import CardKit

extension ReadOracles {
  /// A service whose every call goes through libphonenumber's public API.
  public static func referenceService() -> PhoneNumberService { PhoneNumberService(reference: true) }

  /// Phone labels and numbers. The input is cut at its first two NUL bytes into a TYPE list
  /// (comma-separated), a free-text label and a number; its length and last byte pick the
  /// default region. The labels are read as phone and contact labels; the number is parsed by
  /// the fast path and by libphonenumber itself, which must agree (and libphonenumber must read
  /// the text as it reads its cache key); a card holding both is normalized in every format.
  public static func phone(_ bytes: [UInt8], fast: PhoneNumberService = PhoneNumberService(), reference: PhoneNumberService? = nil) -> [String] {
    let reference = reference ?? PhoneNumberService(reference: true)
    let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    let number = parts.last ?? ""
    let types = parts.count > 2 ? parts[0].split(separator: ",").map { TypeToken(String($0)) } : []
    let label = parts.count > 1 ? parts[parts.count - 2] : nil
    let regions = PhoneRegion.all
    let pick = selector(bytes) % (regions.count + 1)
    let region = pick == regions.count ? nil : regions[pick]
    let where_ = "\(String(reflecting: number)) in \(region?.code ?? "ZZ")"

    var failures: [String] = []
    let reading = PhoneLabelReading(types: types, label: label)
    _ = (ContactLabelReading(types: types, label: label), reading.label.modelTokens, reading.label.name)

    let a = PhoneOutcome(fast, number, region)
    let b = PhoneOutcome(reference, number, region)
    if a != b { failures.append("fast path and libphonenumber differ on \(where_): \(a) / \(b)") }
    let key = PhoneText(number).key
    if key != PhoneText.trim(number) {
      let k = PhoneOutcome(reference, key, region)
      if k != b { failures.append("\(where_) and its key \(String(reflecting: key)) read differently: \(b) / \(k)") }
    }

    var card = Card()
    card.append(LabeledValue(number, types: types, label: label), to: \.phones)
    for format in [PhoneNumberFormat.e164, .international, .national, .rfc3966] {
      var cards = [card]
      let options = PhoneNormalizationOptions(region: region.map { .fixed($0) } ?? .auto, format: format, scope: .all, workers: 1)
      _ = PhoneNormalizer(options: options).normalize(&cards, file: "f")
      // The number is kept (rewritten only when valid), and text libphonenumber cannot
      // parse at all is left exactly as written.
      if cards[0].phones.count != 1 {
        failures.append("normalize (\(format)): 1 number became \(cards[0].phones.count)")
      } else if b.number == nil, cards[0].phones[0].value != number {
        failures.append("normalize (\(format)): unparsable \(where_) was rewritten as \(String(reflecting: cards[0].phones[0].value))")
      }
    }
    return failures
  }
}

/// What a phone number service makes of one text.
struct PhoneOutcome: Equatable, CustomStringConvertible {
  var number: PhoneNumber?
  var error: PhoneParseError?
  var valid = false
  var region = ""
  var type = PhoneNumberType.unknown
  var possibility = PhonePossibility.invalidLength
  var formatted: [String] = []

  init(_ service: PhoneNumberService, _ text: String, _ region: PhoneRegion?) {
    do {
      let number = try service.parse(text, region: region)
      self.number = number
      (valid, self.region) = service.validate(number)
      type = service.type(of: number)
      possibility = service.possibility(of: number)
      formatted = [PhoneNumberFormat.e164, .international, .national, .rfc3966].map { service.format(number, $0) }
      _ = service.uri(number, .international)
    } catch {
      self.error = error
    }
  }

  var description: String {
    "\(number.map(\.description) ?? "-") \(error.map(\.rawValue) ?? "") valid=\(valid) \(region) \(type) \(possibility) \(formatted)"
  }
}

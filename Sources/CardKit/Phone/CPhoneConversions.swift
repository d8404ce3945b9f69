internal import CPhoneNumber

// MARK: Conversions between the shim's C values and Swift

extension PhoneNumber {
  init(_ raw: cphone_number) {
    var raw = raw
    let ext = withUnsafeBytes(of: &raw.extension) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    self.init(
      countryCode: Int(raw.country_code), nationalNumber: raw.national_number,
      leadingZeros: Int(raw.leading_zeros), extension: ext.isEmpty ? nil : ext)
  }

  var raw: cphone_number {
    var raw = cphone_number()
    raw.country_code = Int32(truncatingIfNeeded: countryCode)
    raw.leading_zeros = Int32(truncatingIfNeeded: leadingZeros)
    raw.national_number = nationalNumber
    if let ext = `extension` {
      withUnsafeMutableBytes(of: &raw.extension) { buffer in
        let bytes = Array(ext.utf8.prefix(buffer.count - 1))
        buffer.copyBytes(from: bytes)
        buffer[bytes.count] = 0
      }
    }
    return raw
  }
}

extension PhoneParseError {
  init?(_ status: cphone_parse_status) {
    switch status {
    case CPHONE_PARSE_OK: return nil
    case CPHONE_PARSE_INVALID_COUNTRY_CODE: self = .invalidCountryCode
    case CPHONE_PARSE_TOO_SHORT_AFTER_IDD: self = .tooShortAfterIDD
    case CPHONE_PARSE_TOO_SHORT_NSN: self = .tooShort
    case CPHONE_PARSE_TOO_LONG_NSN: self = .tooLong
    default: self = .notANumber
    }
  }
}

extension PhoneNumberFormat {
  var raw: cphone_format_kind {
    switch self {
    case .e164: CPHONE_FORMAT_E164
    case .international: CPHONE_FORMAT_INTERNATIONAL
    case .national: CPHONE_FORMAT_NATIONAL
    case .rfc3966: CPHONE_FORMAT_RFC3966
    }
  }
}

extension PhoneNumberType {
  private static let order: [PhoneNumberType] = [
    .fixedLine, .mobile, .fixedLineOrMobile, .tollFree, .premiumRate, .sharedCost, .voip,
    .personalNumber, .pager, .uan, .voicemail, .unknown,
  ]

  init(_ raw: cphone_number_type) {
    let index = Int(raw.rawValue)
    self = index < Self.order.count ? Self.order[index] : .unknown
  }

  var raw: cphone_number_type { cphone_number_type(UInt32(Self.order.firstIndex(of: self) ?? 11)) }
}

extension PhonePossibility {
  init(_ raw: cphone_possibility) {
    let order: [PhonePossibility] = [.possible, .possibleLocalOnly, .invalidCountryCode, .tooShort, .invalidLength, .tooLong]
    let index = Int(raw.rawValue)
    self = index < order.count ? order[index] : .invalidLength
  }
}

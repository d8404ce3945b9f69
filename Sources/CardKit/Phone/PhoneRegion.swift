internal import CPhoneNumber

/// A region as libphonenumber knows it: an ISO 3166-1 alpha-2 code such as `US` or `CH`.
///
/// Only regions libphonenumber has metadata for can be made, so a `PhoneRegion` is always usable
/// as a default region for parsing.
public struct PhoneRegion: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The upper-case code, such as `DE`.
  public let code: String

  /// A supported region from its code, in any case (`"us"`, `"US"`); nil when unsupported.
  public init?(_ code: String) {
    let upper = code.uppercased()
    guard upper.utf8.count == 2, cphone_country_code_for_region(upper) != 0 else { return nil }
    self.code = upper
  }

  /// The main region of a country calling code (`1` is `US`, `44` is `GB`); nil for unknown
  /// codes and for global services such as `800`.
  public init?(countryCallingCode: Int) {
    guard let code = Self.regionCode(forCallingCode: countryCallingCode), code.utf8.count == 2 else { return nil }
    self.code = code
  }

  /// The region a country name or code names, as address books write it: ISO codes (`DE`,
  /// `DEU`), names in major languages (`Germany`, `Deutschland`, `Allemagne`) and common
  /// informal names (`USA`, `UK`, `Holland`). Case, accents and punctuation are ignored.
  public init?(countryName: String) {
    let code = CPhoneText.withUTF8(countryName) { text, length in
      CPhoneText.region { cphone_region_for_country_name(text, length, $0) }
    }
    guard let code else { return nil }
    self.init(code)
  }

  /// The country calling code (`US` is 1, `CH` is 41).
  public var countryCallingCode: Int { Int(cphone_country_code_for_region(code)) }

  /// Every supported region, in code order.
  public static let all: [PhoneRegion] = {
    var regions: [PhoneRegion] = []
    let count = cphone_supported_region_count()
    regions.reserveCapacity(count)
    for index in 0..<count {
      if let code = CPhoneText.region({ cphone_supported_region_at(index, $0) }), let region = PhoneRegion(code) {
        regions.append(region)
      }
    }
    return regions
  }()

  /// The region code (`US`, `DE`, `001`).
  public var description: String { code }

  /// Orders by region code, alphabetically.
  public static func < (lhs: PhoneRegion, rhs: PhoneRegion) -> Bool { lhs.code < rhs.code }

  /// The region code (`US`, `001`) of a calling code, nil when unknown.
  static func regionCode(forCallingCode code: Int) -> String? {
    guard let value = Int32(exactly: code) else { return nil }
    return CPhoneText.region { cphone_region_for_country_code(value, $0) }
  }
}

extension PhoneRegion: Codable {
  /// Decodes a region from its code; unsupported codes are a data error.
  public init(from decoder: any Decoder) throws {
    let code = try decoder.singleValueContainer().decode(String.self)
    guard let region = PhoneRegion(code) else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown region \(code)"))
    }
    self = region
  }

  /// Encodes the region as its code (`"US"`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(code)
  }
}

/// Small helpers for passing text to the shim and reading the C strings it fills in.
enum CPhoneText {
  /// Calls `body` with the UTF-8 bytes of a string as a C pointer and a length.
  static func withUTF8<R>(_ text: String, _ body: (UnsafePointer<CChar>?, Int) -> R) -> R {
    var text = text
    return text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress, $0.count) }
    }
  }

  /// Calls a shim function that writes a region code into a 4-byte buffer and returns non-zero
  /// on success; returns the code.
  static func region(_ fill: (UnsafeMutablePointer<CChar>) -> Int32) -> String? {
    var buffer: (CChar, CChar, CChar, CChar) = (0, 0, 0, 0)
    let ok = withUnsafeMutablePointer(to: &buffer) { pointer in
      pointer.withMemoryRebound(to: CChar.self, capacity: 4) { fill($0) }
    }
    guard ok != 0 else { return nil }
    return withUnsafeBytes(of: buffer) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
  }
}

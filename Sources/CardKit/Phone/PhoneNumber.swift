/// A parsed phone number: the fields that identify it, as libphonenumber defines them.
public struct PhoneNumber: Hashable, Sendable, CustomStringConvertible {
  /// The country calling code, such as 41.
  public var countryCode: Int
  /// The national number without leading zeros.
  public var nationalNumber: UInt64
  /// Leading zeros that belong to the number (Italian fixed lines: `+39 06 …`), usually 0.
  public var leadingZeros: Int
  /// The extension as written (`123` from `x123`, `ext. 123` or `;ext=123`), nil when none.
  public var `extension`: String?

  /// A number from its parts; nothing is validated.
  public init(countryCode: Int, nationalNumber: UInt64, leadingZeros: Int = 0, extension: String? = nil) {
    self.countryCode = countryCode
    self.nationalNumber = nationalNumber
    self.leadingZeros = leadingZeros
    self.extension = `extension`
  }

  /// The national significant number: leading zeros, then the national number.
  public var nationalSignificantNumber: String {
    String(repeating: "0", count: max(leadingZeros, 0)) + String(nationalNumber)
  }

  /// The E.164 form (`+41446681800`), which has no room for an extension.
  public var e164: String { "+\(countryCode)\(nationalSignificantNumber)" }

  /// The E.164 form, followed by ` x` and the extension when there is one (`+41446681800 x12`).
  public var description: String {
    if let ext = `extension` { return e164 + " x" + ext }
    return e164
  }
}

/// The text forms a number can be written in.
public enum PhoneNumberFormat: String, Sendable, CaseIterable, Codable {
  /// `+41446681800`: what dialers and databases expect. An extension follows as ` x123`.
  case e164
  /// `+41 44 668 18 00`, grouped the way the region writes it; extension as ` x123`.
  case international
  /// `044 668 18 00`, as dialled inside the region; extension as ` x123`. A book's numbers of
  /// another country keep their country code, as dialled from the book's region
  /// (``PhoneNumberService/format(_:_:dialledFrom:)``).
  case national
  /// `tel:+41-44-668-18-00;ext=123` (RFC 3966), the form of vCard 4.0 `VALUE=uri`.
  case rfc3966
}

/// The kind of line a number belongs to, from libphonenumber's metadata.
public enum PhoneNumberType: String, Sendable, CaseIterable, Codable {
  /// Lines libphonenumber tells apart: fixed line, mobile, either (where the numbering plan does
  /// not say), toll free, premium rate, shared cost, VoIP.
  case fixedLine, mobile, fixedLineOrMobile, tollFree, premiumRate, sharedCost, voip
  /// Personal numbers, pagers, UAN (universal access numbers of a company), voicemail, and
  /// `unknown` when the number fits no pattern of its region.
  case personalNumber, pager, uan, voicemail, unknown
}

/// Whether a number's length fits its region (libphonenumber's possibility check, which is
/// cheaper and more lenient than validity).
public enum PhonePossibility: String, Sendable, CaseIterable, Codable {
  /// Possible, possible only when dialled locally, unknown country code, too short, a length
  /// between the valid ones, too long.
  case possible, possibleLocalOnly, invalidCountryCode, tooShort, invalidLength, tooLong

  /// True for `possible` and `possibleLocalOnly`.
  public var isPossible: Bool { self == .possible || self == .possibleLocalOnly }
}

/// Why a text could not be parsed as a phone number.
public enum PhoneParseError: String, Error, Sendable, CaseIterable, Codable {
  /// No default region was given and the text is not international, or the calling code is unknown.
  case invalidCountryCode
  /// The text does not look like a phone number at all.
  case notANumber
  /// An international prefix was followed by too few digits.
  case tooShortAfterIDD
  /// Too few digits for a national number.
  case tooShort
  /// More digits than any national number has.
  case tooLong
}

/// A vCard version.
public enum VCardVersion: String, Sendable, CaseIterable, Codable, Comparable {
  /// vCard 2.1 (IMC, 1996): bare parameters, quoted-printable, per-property CHARSET.
  case v2_1 = "2.1"
  /// vCard 3.0 (RFC 2426): TYPE lists, `ENCODING=b`; N and FN required.
  case v3_0 = "3.0"
  /// vCard 4.0 (RFC 6350): PREF, KIND, MEMBER, `data:` URIs, partial dates, SORT-AS.
  case v4_0 = "4.0"

  /// Orders by age: 2.1 < 3.0 < 4.0.
  public static func < (lhs: VCardVersion, rhs: VCardVersion) -> Bool { lhs.rawValue < rhs.rawValue }
}

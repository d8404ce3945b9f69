/// Column-name handling shared by every layout: matching is case-insensitive, ignores
/// surrounding and repeated spaces, and treats `E-mail` and `Email` alike.
enum CSVHeaderName {
  /// The form names are compared in: lower case, single spaces, `e-mail` -> `email`.
  static func normalize(_ name: String) -> String {
    var out = [UInt8]()
    out.reserveCapacity(name.utf8.count)
    var pendingSpace = false
    for b in name.utf8 {
      if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
        pendingSpace = !out.isEmpty
        continue
      }
      if pendingSpace {
        out.append(0x20)
        pendingSpace = false
      }
      out.append(b >= 0x41 && b <= 0x5A ? b + 0x20 : b)
    }
    var s = String(decoding: out, as: UTF8.self)
    if s.contains("e-mail") { s = s.replacingAll("e-mail", with: "email") }
    return s
  }

  /// The kind words of numbered blocks, normalized.
  private static let blockWords: [String: CSVBlockKind] = {
    var map = [String: CSVBlockKind]()
    for kind in CSVBlockKind.allCases { map[normalize(kind.rawValue)] = kind }
    map["web site"] = .website
    map["url"] = .website
    map["categories"] = .category
    map["notes"] = .note
    map["nicknames"] = .nickname
    return map
  }()

  /// Splits `phone 2 - value` into its kind, 1-based index and part (`value`).
  static func parseBlock(_ normalized: String) -> (kind: CSVBlockKind, index: Int, part: String)? {
    guard let dash = normalized.firstRange(of: " - ") else { return nil }
    let left = normalized[..<dash.lowerBound]
    let part = String(normalized[dash.upperBound...])
    guard let space = left.lastIndex(of: " "), let index = Int(left[left.index(after: space)...]), index > 0,
      let kind = blockWords[String(left[..<space])]
    else { return nil }
    return (kind, index, part)
  }

  /// The address part a block column names (`street`, `po box`, …).
  static func addressPart(_ part: String) -> CSVAddressPart? {
    switch part {
    case "formatted": .formatted
    case "street": .street
    case "city": .city
    case "po box": .poBox
    case "region": .region
    case "postal code": .postalCode
    case "country": .country
    case "extended address": .extended
    case "more": .more
    default: nil
    }
  }

  /// The `X-` property that keeps the values of a column without a field: `X-` and the name
  /// in upper case with every run of other characters than A-Z and 0-9 as one `-`
  /// (`Connected On` -> `X-CONNECTED-ON`). A name with letters outside ASCII is first written
  /// in Latin letters by `latin` when given (`Lieblingsfarbe` stays, `Straße` -> `X-STRASSE`,
  /// `フリガナ` -> `X-FURIGANA`, `Любимый цвет` -> `X-LUBIMYJ-CVET`), so that the column's name
  /// survives in the property's; `X-CSV-COLUMN-<n>` when nothing is left.
  static func extensionName(for column: String, position: Int, latin: ((String) -> String?)? = nil) -> PropertyName {
    var name = column
    if let latin, column.unicodeScalars.contains(where: { !$0.isASCII }), let written = latin(column) { name = written }
    var out = "X-"
    var dash = false
    for scalar in name.unicodeScalars {
      let v = scalar.value
      let isAlnum = (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
      if isAlnum {
        if dash && out.count > 2 { out.append("-") }
        dash = false
        out.unicodeScalars.append(Unicode.Scalar(v >= 0x61 ? v - 0x20 : v)!)
      } else {
        dash = true
      }
    }
    if out.count == 2 { return .extended("X-CSV-COLUMN-\(position + 1)") }
    if out.hasPrefix("X-X-") { out.removeFirst(2) }
    return PropertyName(out)
  }
}

extension String {
  /// Replaces every occurrence of `target` (no Foundation needed).
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var out = ""
    var rest = self[...]
    while let r = rest.firstRange(of: target) {
      out += rest[..<r.lowerBound]
      out += replacement
      rest = rest[r.upperBound...]
    }
    out += rest
    return out
  }
}

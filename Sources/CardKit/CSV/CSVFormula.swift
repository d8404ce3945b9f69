/// Spreadsheet formula injection (OWASP "CSV Injection"): a cell starting with `=`, `+`, `-`,
/// `@`, tab or CR may run as a formula when the file is opened in a spreadsheet.
///
/// The writers neutralise such a cell by putting an apostrophe in front of it, which
/// spreadsheets show as text. Left alone: numbers and phone numbers (`+1 408 555 0100`,
/// `-12.5`, `+44 (0)20 7946 0958 ext. 12`): a `+` or `-` followed only by digits, spaces and
/// `( ) . - /` (and an extension) is not a formula that can do harm. The readers undo the
/// apostrophe, so a value survives a round trip. So that this is exact, a value that already
/// starts with apostrophes followed by a trigger character gets one more apostrophe.
enum CSVFormula {
  @inline(__always)
  private static func isTrigger(_ b: UInt8) -> Bool {
    b == 0x3D || b == 0x2B || b == 0x2D || b == 0x40 || b == 0x09 || b == 0x0D
  }

  /// True when the writer must add an apostrophe.
  static func needsNeutralising(_ text: String) -> Bool {
    var utf8 = text.utf8[...]
    while utf8.first == 0x27 { utf8 = utf8.dropFirst() }
    guard let first = utf8.first, isTrigger(first) else { return false }
    if utf8.count < text.utf8.count { return true }  // apostrophes then a trigger
    return !((first == 0x2B || first == 0x2D) && isNumberLike(utf8.dropFirst()))
  }

  /// `text` with an apostrophe in front when needed.
  static func neutralise(_ text: String) -> String {
    needsNeutralising(text) ? "'" + text : text
  }

  /// Undoes ``neutralise(_:)``: removes one apostrophe in front of apostrophes and a trigger.
  static func restore(_ text: String) -> String {
    var utf8 = text.utf8[...]
    guard utf8.first == 0x27 else { return text }
    while utf8.first == 0x27 { utf8 = utf8.dropFirst() }
    guard let first = utf8.first, isTrigger(first) else { return text }
    return String(text.dropFirst())
  }

  /// Digits with phone punctuation, optionally followed by an extension; at least one digit.
  private static func isNumberLike(_ rest: Substring.UTF8View.SubSequence) -> Bool {
    var digits = 0
    var i = rest.startIndex
    while i < rest.endIndex {
      let b = rest[i]
      switch b {
      case 0x30...0x39: digits += 1
      case 0x20, 0x28, 0x29, 0x2E, 0x2D, 0x2F: break
      case 0x78, 0x58, 0x65, 0x45, 0x3B:  // x, X, ext, ;ext=
        let tail = String(decoding: rest[i...], as: UTF8.self).lowercased()
        let digitsAfter = tail.drop { !$0.isNumber }
        let head = tail.prefix(tail.count - digitsAfter.count).filter { $0 != " " && $0 != "." }
        guard ["x", "ext", "ext=", ";ext="].contains(head), !digitsAfter.isEmpty, digitsAfter.allSatisfy(\.isNumber) else { return false }
        return digits > 0
      default: return false
      }
      i = rest.index(after: i)
    }
    return digits > 0
  }
}

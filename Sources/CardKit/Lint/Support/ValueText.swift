/// Small readings of property values as written, shared by the syntax rules.
enum ValueText {
  /// True when the value holds nothing but white space and the `;` and `,` separators (an
  /// empty text, an `N:;;;;` or `ADR:;;;;;;` with every component empty).
  static func isBlank(_ p: PropertySyntax) -> Bool {
    p.withRawValue { $0.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x3B || $0 == 0x2C } }
  }

  /// Whether the property says its value is quoted-printable.
  static func isQuotedPrintable(_ p: PropertySyntax) -> Bool {
    guard let encoding = p.parameters.value(.encoding)?.uppercased() else { return false }
    return encoding == "QUOTED-PRINTABLE" || encoding == "QP"
  }

  /// The value as text: quoted-printable decoded when the property says so (other decoding,
  /// such as CHARSET, does not matter to the checks that use this).
  static func decoded(_ p: PropertySyntax) -> String {
    guard isQuotedPrintable(p) else { return p.rawValue }
    return String(decoding: QuotedPrintable.decode(Array(p.rawValue.utf8)).bytes, as: UTF8.self)
  }

  /// The value with vCard backslash escapes undone and surrounding white space removed.
  static func unescapedTrimmed(_ raw: String) -> String {
    TextEscaping.unescape(raw).trimmingSpaces
  }

  /// The first component of a structured value (up to an unescaped `;`), escapes undone.
  static func firstComponent(_ raw: String) -> String {
    var out: [UInt8] = []
    var escaped = false
    for b in raw.utf8 {
      if escaped {
        out += [0x5C, b]
        escaped = false
      } else if b == 0x5C {
        escaped = true
      } else if b == 0x3B {
        break
      } else {
        out.append(b)
      }
    }
    return TextEscaping.unescape(String(decoding: out, as: UTF8.self))
  }

  /// The value of the VALUE parameter, lower-cased.
  static func valueType(_ p: PropertySyntax) -> String? {
    p.parameters.value(.value)?.lowercased()
  }

  /// Text quoted for a message, shortened to about 60 characters.
  static func quoted(_ text: String) -> String {
    var shown = text
    if shown.count > 60 { shown = String(shown.prefix(57)) + "…" }
    return Quoted.text(shown)
  }
}

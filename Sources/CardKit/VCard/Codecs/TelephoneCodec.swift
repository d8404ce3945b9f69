/// `TEL` (RFC 6350 §6.4.1, RFC 2426 §3.3.1, vCard 2.1 §2.3.2). The number is kept as written;
/// a 4.0 `tel:` URI (`VALUE=uri`) is written to 2.1/3.0 as text with an `x<ext>` extension,
/// as those versions have no URI value for TEL, and to 4.0 as the URI it is, unescaped
/// (`tel:+1-555-0100;ext=7`: a `\;` would break the URI for readers that take it as written).
enum TelephoneCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    let v = LabeledText.value(&p, &card)
    card.phones.append(v)
    return true
  }

  static func write(_ card: Card, into out: inout PropertyEmitter) {
    // 4.0 keeps every number as it is; 2.1 and 3.0 have no URI value for TEL.
    let toText: (inout LabeledValue<String>, VCardVersion) -> Void = { v, _ in
      let isURI = isTelURI(v.value)
      if isURI { v.value = text(ofTelURI: v.value) }
      if isURI || v.parameters.value(.value)?.lowercased() == "uri" { v.parameters.remove(.value) }
    }
    LabeledText.write(card.phones, .tel, into: &out, transform: out.version == .v4_0 ? nil : toText) { v, version in
      version == .v4_0 && v.parameters.value(.value)?.lowercased() == "uri"
    }
  }

  /// Whether the value is a `tel:` URI with something after the scheme (in any case).
  static func isTelURI(_ value: String) -> Bool {
    value.utf8.count > 4 && PhoneText.hasTelScheme(value)
  }

  /// The number as a format without URI values for TEL writes it (2.1, 3.0, the Google and
  /// Outlook CSV layouts): a `tel:` URI as text (``text(ofTelURI:)``), any other value as it is.
  static func textForm(_ value: String) -> String {
    isTelURI(value) ? text(ofTelURI: value) : value
  }

  /// The phones with each value in its text form (``textForm(_:)``), labels and parameters kept.
  static func textForms(_ phones: [LabeledValue<String>]) -> [LabeledValue<String>] {
    guard phones.contains(where: { isTelURI($0.value) }) else { return phones }
    return phones.map { phone in
      var v = phone
      v.value = textForm(phone.value)
      return v
    }
  }

  /// `tel:+1-555-555-5555;ext=123` -> `+1-555-555-5555 x123` (other URI parameters kept after it).
  static func text(ofTelURI uri: String) -> String {
    let body = uri.dropFirst(4)
    let parts = body.split(separator: ";", omittingEmptySubsequences: false)
    var number = parts.first.map(String.init) ?? ""
    var rest: [String] = []
    for part in parts.dropFirst() {
      if part.lowercased().hasPrefix("ext=") {
        number += " x" + part.dropFirst(4)
      } else if !part.isEmpty {
        rest.append(String(part))
      }
    }
    return ([number] + rest).joined(separator: ";")
  }
}

/// A change to one labeled value; nil fields stay as they are.
struct ValueEdit: Sendable {
  var card: Int
  var property: LabeledProperty
  var index: Int
  var value: String?
  var types: [TypeToken]?
  /// `.some(nil)` removes the free-text label.
  var label: String??
  var preference: Int?
  var parameters: [Parameter]?

  init(card: Int, property: LabeledProperty, index: Int) {
    self.card = card
    self.property = property
    self.index = index
  }

  var changesSomething: Bool {
    value != nil || types != nil || label != nil || preference != nil || parameters != nil
  }

  func apply<V>(to value: inout LabeledValue<V>) {
    if let types { value.types = types }
    if let label { value.label = label }
    if let preference { value.preference = preference }
    if let parameters { value.parameters = parameters }
  }
}

/// A value's labels as a cache key and as report text (`TYPE=cell,voice label "Emergency"`).
struct LabelKey: Hashable, CustomStringConvertible {
  var types: [TypeToken]
  var label: String?

  var description: String {
    var out = ""
    for (i, type) in types.enumerated() {
      out += i == 0 ? "TYPE=" : ","
      out += type.text
    }
    if let label {
      out += out.isEmpty ? "label " : " label "
      Quoted.append(label, to: &out)
    }
    return out.isEmpty ? "(no label)" : out
  }
}

/// Quoting user text in messages, with control characters made visible.
enum Quoted {
  static func text(_ text: String) -> String {
    var out = ""
    append(text, to: &out)
    return out
  }

  /// Appends `text` quoted to `out`.
  static func append(_ text: String, to out: inout String) {
    if isPlain(text) {
      out += "\""
      out += text
      out += "\""
      return
    }
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
          out += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }

  /// Appends the UTF-8 of `text` quoted to `out`.
  static func append(_ text: String, to out: inout [UInt8]) {
    if isPlain(text) {
      out.append(ASCII.quote)
      out += text.utf8
      out.append(ASCII.quote)
    } else {
      out += Self.text(text).utf8
    }
  }

  /// Text without quotes, backslashes or control characters (most labels and names, in any
  /// script) is quoted whole.
  private static func isPlain(_ text: String) -> Bool {
    !TerminalText.needsEscaping(text, quotes: true)
  }
}

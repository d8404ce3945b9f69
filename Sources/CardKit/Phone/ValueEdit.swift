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
    var parts: [String] = []
    if !types.isEmpty { parts.append("TYPE=" + types.map(\.text).joined(separator: ",")) }
    if let label { parts.append("label " + Quoted.text(label)) }
    return parts.isEmpty ? "(no label)" : parts.joined(separator: " ")
  }
}

/// Quoting user text in messages, with control characters made visible.
enum Quoted {
  static func text(_ text: String) -> String {
    var out = "\""
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
    return out + "\""
  }
}

/// The syntax record of a jCard card (``ReadOptions/collectSyntax``): each property as the
/// vCard content line it stands for (RFC 7095 §4, jCard to vCard), so that the lint's syntax
/// rules (parameter names and values, TYPE, PREF, VALUE, components, dates, GEO, URIs, control
/// characters, empty values) check jCard input as they check vCard text. Each line is placed
/// where the property starts in the JSON text.
///
/// A jCard has no physical lines, folding, line endings or BEGIN/END lines, so the rules about
/// those find nothing; its property names are written in upper case here (RFC 7095 writes them
/// in lower case), so L005 finds nothing either.
struct JCardLines {
  private var text: [UInt8] = []
  private var lines: [Line] = []

  private struct Line {
    var group: Range<Int>?
    var name: Range<Int>
    var value: Range<Int>
    var propertyName: PropertyName
    var parameters: [Parameter]
    var type: String
    var position: SourcePosition
  }

  /// Adds one property: its group (the `group` parameter), name, parameters as written, value
  /// type (lower case) and values.
  mutating func add(
    group: String?, name: PropertyName, parameters: [Parameter], type: String, values: [JSONValue], at position: SourcePosition
  ) {
    let groupRange = group.map { append($0) }
    if groupRange != nil { text.append(ASCII.dot) }
    let nameRange = append(name.text)
    text.append(ASCII.colon)
    let valueRange = append(Self.valueText(values))
    text.append(ASCII.lf)
    lines.append(
      Line(
        group: groupRange, name: nameRange, value: valueRange, propertyName: name, parameters: parameters, type: type,
        position: position))
  }

  /// The record; `version` is the card's (its `version` property: ical.js writes 3.0 cards as
  /// jCard too). A value type other than the property's default in that version becomes the
  /// line's VALUE, unless the property has a VALUE parameter of its own.
  func syntax(version: VCardVersion?) -> CardSyntax {
    var syntax = CardSyntax()
    syntax.declaredVersion = version
    syntax.effectiveVersion = version ?? .v4_0
    syntax.text = text
    syntax.properties = lines.map { line in
      var parameters = line.parameters
      if parameters.value(.value) == nil, !Self.isDefault(line.type, of: line.propertyName, in: syntax.effectiveVersion) {
        parameters.append(Parameter(.value, line.type))
      }
      return PropertySyntax(
        text: text, group: line.group, name: line.name, value: line.value, propertyName: line.propertyName,
        parameters: parameters, hasBareParameters: false, position: line.position)
    }
    return syntax
  }

  /// Whether a jCard value type is what the property's line holds without VALUE: `unknown`,
  /// `text` on an extension, the version's default (RFC 2426 §3 for 3.0, RFC 6350 for 4.0), and
  /// in 4.0 a date-and-or-time written as `date`, `time` or `date-time` (RFC 7095 §3.5).
  static func isDefault(_ type: String, of name: PropertyName, in version: VCardVersion) -> Bool {
    if type == "unknown" || (type == "text" && name.isExtension) { return true }
    let fallback = JCardTypes.defaultType(of: name)
    if version == .v4_0 {
      if fallback == .dateAndOrTime { return ["date-and-or-time", "date", "time", "date-time"].contains(type) }
      return type == fallback.rawValue
    }
    switch name {
    case .photo, .logo, .sound, .key: return type == "binary"
    case .agent: return type == "vcard"
    case .geo: return type == "float"
    case .tel: return type == "phone-number"
    case .bday: return type == "date"
    case .rev: return type == "date-time"
    case .tz: return type == "utc-offset"
    default: return type == fallback.rawValue
    }
  }

  /// The value as vCard text: a structured value's components joined by `;` and each
  /// component's items by `,`, several values by `,`, each piece escaped as vCard text.
  static func valueText(_ values: [JSONValue]) -> String {
    if values.count == 1, case .array(let components) = values[0] {
      return components.map { component in
        if case .array(let items) = component { return items.map(piece).joined(separator: ",") }
        return piece(component)
      }.joined(separator: ";")
    }
    return values.map(piece).joined(separator: ",")
  }

  private static func piece(_ value: JSONValue) -> String {
    TextEscaping.escape(value.text ?? "")
  }

  private mutating func append(_ s: String) -> Range<Int> {
    let start = text.count
    text.append(contentsOf: s.utf8)
    return start..<text.count
  }
}

/// Builds HTML text in which every piece of text and every attribute value is escaped: markup
/// comes only from the tag and attribute names the code spells out, so a card named
/// `<script>` stays text. Elements nest through closures, so every element opened is closed.
struct HTMLBuilder {
  /// The markup so far.
  private(set) var html = ""

  /// An attribute: a name written by the code and a value that is escaped.
  typealias Attribute = (name: StaticString, value: String)

  init() {
    html.reserveCapacity(1 << 14)
  }

  /// An element with content built by `body`.
  mutating func element(_ tag: StaticString, _ attributes: [Attribute] = [], _ body: (inout HTMLBuilder) -> Void) {
    openTag(tag, attributes)
    body(&self)
    html += "</\(tag)>"
  }

  /// An element holding only text.
  mutating func element(_ tag: StaticString, _ attributes: [Attribute] = [], text: String) {
    openTag(tag, attributes)
    Self.escape(text, into: &html)
    html += "</\(tag)>"
  }

  /// An element without content, self-closed (`<meta … />`, `<line … />`): HTML's void
  /// elements allow the slash, and inside SVG only the slash closes an element, since SVG has
  /// no void elements (a bare `<line>` would swallow what follows it).
  mutating func void(_ tag: StaticString, _ attributes: [Attribute] = []) {
    openTag(tag, attributes, selfClosing: true)
  }

  /// Escaped text.
  mutating func text(_ text: String) {
    Self.escape(text, into: &html)
  }

  /// Markup written in the code itself (the style sheet, the doctype): never data.
  mutating func trusted(_ markup: StaticString) {
    html += "\(markup)"
  }

  private mutating func openTag(_ tag: StaticString, _ attributes: [Attribute], selfClosing: Bool = false) {
    html += "<\(tag)"
    for (name, value) in attributes {
      html += " \(name)=\""
      Self.escape(value, into: &html)
      html += "\""
    }
    html += selfClosing ? " />" : ">"
  }

  /// `text` escaped for element content and quoted attribute values alike: `& < > " '`
  /// become character references, and control characters other than tab and line breaks
  /// (which HTML does not allow in text) become U+FFFD so the reader sees something was there.
  static func escape(_ text: String) -> String {
    var out = ""
    escape(text, into: &out)
    return out
  }

  static func escape(_ text: String, into out: inout String) {
    var needsWork = false
    // 0xC2 leads the C1 controls (U+0080…U+009F).
    for byte in text.utf8 where byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
      || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    {
      needsWork = true
      break
    }
    guard needsWork else {
      out += text
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
  }
}

/// A strict structural check of the HTML CardKit writes: a doctype, then tags that nest and
/// close (HTML's void elements may stand alone; SVG elements must close or self-close), every
/// attribute value double-quoted, character references only among the five the builder
/// writes, `<` never in text, and the raw text of `<style>` closed by its end tag.
/// Stricter than HTML5 parsing on purpose: anything it flags means the builder misbehaved.
enum HTMLCheck {
  static let voidElements: Set<String> = ["meta", "br", "hr", "img", "input", "link", "wbr"]
  static let references: Set<String> = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"]

  /// The problems found: empty for a well-formed page.
  static func problems(_ html: String) -> [String] {
    let s = Array(html.utf8)
    var i = 0
    var stack: [String] = []
    var problems: [String] = []
    func at(_ text: String) -> Bool { s[i...].starts(with: text.utf8) }
    func name(from start: Int) -> (String, Int) {
      var j = start
      while j < s.count, s[j] == UInt8(ascii: "-") || (s[j] | 0x20 >= 0x61 && s[j] | 0x20 <= 0x7A) || (s[j] >= 0x30 && s[j] <= 0x39) { j += 1 }
      return (String(decoding: s[start..<j], as: UTF8.self), j)
    }
    if !at("<!DOCTYPE html>") { problems.append("no <!DOCTYPE html> at the start") }
    while i < s.count, problems.count < 10 {
      switch s[i] {
      case UInt8(ascii: "<") where at("<!DOCTYPE"):
        while i < s.count, s[i] != UInt8(ascii: ">") { i += 1 }
        i += 1
      case UInt8(ascii: "<") where i + 1 < s.count && s[i + 1] == UInt8(ascii: "/"):
        let (tag, end) = name(from: i + 2)
        if stack.last != tag { problems.append("</\(tag)> closes <\(stack.last ?? "nothing")> at byte \(i)") } else { stack.removeLast() }
        guard end < s.count, s[end] == UInt8(ascii: ">") else { problems.append("bad end tag at byte \(i)"); return problems }
        i = end + 1
      case UInt8(ascii: "<"):
        let (tag, afterName) = name(from: i + 1)
        guard !tag.isEmpty else { problems.append("'<' in text at byte \(i)"); i += 1; continue }
        i = afterName
        var selfClosed = false
        while i < s.count, s[i] != UInt8(ascii: ">") {
          if s[i] == UInt8(ascii: " ") { i += 1; continue }
          if at("/>") { selfClosed = true; i += 1; continue }
          let (attribute, afterAttribute) = name(from: i)
          guard !attribute.isEmpty, afterAttribute + 1 < s.count, s[afterAttribute] == UInt8(ascii: "="), s[afterAttribute + 1] == UInt8(ascii: "\"") else {
            problems.append("attribute of <\(tag)> not name=\"value\" at byte \(i)")
            return problems
          }
          guard let close = s[(afterAttribute + 2)...].firstIndex(of: UInt8(ascii: "\"")) else { problems.append("unclosed attribute value"); return problems }
          let value = String(decoding: s[(afterAttribute + 2)..<close], as: UTF8.self)
          if value.contains("<") || value.contains(">") { problems.append("raw < or > in attribute \(attribute) of <\(tag)>") }
          problems += referenceProblems(value)
          i = close + 1
        }
        i += 1
        if tag == "style" {
          guard let end = html.range(of: "</style>") else { problems.append("<style> not closed"); return problems }
          i = html.utf8.distance(from: html.utf8.startIndex, to: end.upperBound)
        } else if !selfClosed && !voidElements.contains(tag) {
          stack.append(tag)
        }
      default:
        let start = i
        while i < s.count, s[i] != UInt8(ascii: "<") { i += 1 }
        problems += referenceProblems(String(decoding: s[start..<i], as: UTF8.self))
      }
    }
    if !stack.isEmpty { problems.append("unclosed at the end: \(stack)") }
    return problems
  }

  /// `&` that does not start one of the known references.
  static func referenceProblems(_ text: String) -> [String] {
    var out: [String] = []
    var rest = text[...]
    while let amp = rest.firstIndex(of: "&") {
      let tail = rest[amp...]
      if !references.contains(where: { tail.hasPrefix($0) }) { out.append("bare or unknown reference: \(tail.prefix(12))") }
      rest = rest[rest.index(after: amp)...]
    }
    return out
  }

  /// What in the page would reach outside it: the empty list for a self-contained page.
  static func externalReferences(_ html: String) -> [String] {
    let lower = html.lowercased()
    let forbidden = ["http:", "https:", "ftp:", "file:", "data:", "src=", "=\"//", "<script", "<link", "@import", "url(",
                     "<iframe", "<img", "<object", "<embed", "<base", "@font-face"]
    var found = forbidden.filter { lower.contains($0) }
    // Every link stays on the page.
    var rest = lower[...]
    while let r = rest.range(of: "href=\"") {
      if !rest[r.upperBound...].hasPrefix("#") { found.append("href not to an anchor: " + rest[r.upperBound...].prefix(30)) }
      rest = rest[r.upperBound...]
    }
    return found
  }
}

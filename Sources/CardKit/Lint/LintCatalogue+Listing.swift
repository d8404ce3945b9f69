extension LintCatalogue {
  /// Forms of the rule list (`cardkit lint --list-rules --format …`).
  public enum ListingFormat: Sendable {
    /// Plain text for a terminal, JSON for tools, or Markdown (the form of `docs/lint-rules.md`).
    case text, json, markdown
  }

  /// The rule list: code, severity, category, name, whether it runs by default, summary.
  /// For markdown, `documentation` maps codes to each rule's user documentation (its doc
  /// comment), written after the table.
  public static func listing(format: ListingFormat, documentation: [String: String] = [:]) -> String {
    switch format {
    case .text:
      var out = ""
      for rule in rules {
        let severity = rule.code.severity.rawValue.padding(7)
        let category = rule.category.rawValue.padding(11)
        let name = rule.name.padding(20)
        let off = rule.isEnabledByDefault ? "" : " (off by default)"
        out += "\(rule.code.rawValue)  \(severity)  \(category)  \(name)  \(rule.code.summary)\(off)\n"
      }
      return out
    case .json:
      var json = JSONText()
      json.beginObject()
      json.beginArray("rules")
      for rule in rules {
        json.beginObject()
        json.string("code", rule.code.rawValue)
        json.string("name", rule.name)
        json.string("severity", rule.code.severity.rawValue)
        json.string("category", rule.category.rawValue)
        json.string("input", rule.input.rawValue)
        json.bool("enabledByDefault", rule.isEnabledByDefault)
        json.string("summary", rule.code.summary)
        json.endObject()
      }
      json.endArray()
      json.endObject()
      return json.text + "\n"
    case .markdown:
      return markdown(documentation)
    }
  }

  private static func markdown(_ documentation: [String: String]) -> String {
    var out = "# cardkit lint rules\n\n"
    out += "Generated from the rule definitions in `Sources/CardKit/Lint/Rules/` (each rule's doc comment);\n"
    out += "do not edit by hand. `cardkit lint --list-rules` prints the same list.\n\n"
    out += "| code | severity | category | name | reads | summary |\n|---|---|---|---|---|---|\n"
    for rule in rules {
      let off = rule.isEnabledByDefault ? "" : " (off by default)"
      let anchor = "[\(rule.code.rawValue)](#\(rule.code.rawValue.lowercased()))"
      out += "| \(anchor) | \(rule.code.severity.rawValue) | \(rule.category.rawValue) | `\(rule.name)` | \(rule.input.rawValue) | \(rule.code.summary)\(off) |\n"
    }
    for rule in rules {
      guard let doc = documentation[rule.code.rawValue] else { continue }
      out += "\n## \(rule.code.rawValue)\n\n`\(rule.name)` · \(rule.code.severity.rawValue) · \(rule.category.rawValue)\n\n\(doc)\n"
    }
    return out
  }
}

extension String {
  /// The string padded with spaces to at least `width` characters.
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}

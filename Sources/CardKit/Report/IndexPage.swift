/// The HTML page of `cardkit index --format html`: the section bar chart, then the cards'
/// display names section by section like a phone's contact list, under an index bar of every
/// title. A title without cards is grey and links to the nearest earlier section with cards
/// (``NameIndex/Title/section``). Names keep their own direction (Arabic and Hebrew names read
/// right to left inside a left-to-right list).
///
/// Each section is `<section id="s-N" data-title="A" data-count="12">` with one `<li>` per
/// card, so scripts can read the page too.
public struct IndexPage: Sendable {
  /// The inputs, as named on the command line.
  public var sources: [String]
  /// The sectioned list.
  public var index: NameIndex

  /// A page from its parts.
  public init(sources: [String], index: NameIndex) {
    self.sources = sources
    self.index = index
  }

  /// The page: a complete UTF-8 HTML document with its style and chart inline and no reference
  /// to anything outside it.
  public func html() -> String {
    let sourceLine = sources.map { $0 == "-" ? "standard input" : $0 }.joined(separator: ", ")
    let page = HTMLPage(title: "Contacts: " + sourceLine)
    return page.render { b in
      b.element("h1", text: "Contacts")
      b.element("p", [("class", "sub")], text: "\(sourceLine) · \(index.count) cards in \(index.sections.count) sections · locale \(index.locale)")
      // Titles and names are filed for the index's locale: say so, for the glyphs of kanji.
      let language = HTMLPage.languageTag(index.locale)
      b.element("section", [("class", "panel")]) { b in
        b.element("h2", text: "Cards per section")
        b.element("div", [("class", "scroll"), ("lang", language)]) { b in SVGChart.columns(Self.sectionItems(index), into: &b) }
      }
      b.element("div", [("lang", language)]) { b in
        titleBar(&b)
        for (n, section) in index.sections.enumerated() { Self.section(section, n, &b) }
      }
    }
  }

  /// A section: its title and count, then its names.
  private static func section(_ section: NameIndex.Section, _ n: Int, _ b: inout HTMLBuilder) {
    b.element("section", [("class", "letter"), ("id", "s-\(n)"), ("data-title", section.title), ("data-count", "\(section.count)")]) { b in
      b.element("h2") { b in
        b.element("span", [("dir", "auto")], text: section.title)
        b.element("small", text: section.count == 1 ? "1 card" : "\(section.count) cards")
      }
      b.element("ul", [("class", "names")]) { b in
        for member in section.members { entry(member, &b) }
      }
    }
  }

  /// The index bar: every title, linking to its section or the nearest earlier one.
  private func titleBar(_ b: inout HTMLBuilder) {
    b.element("nav", [("class", "titles"), ("aria-label", "Index")]) { b in
      for entry in IndexBarEntry.entries(index) {
        guard let target = entry.section else {
          b.element("a", [("class", "empty"), ("data-title", entry.title)], text: entry.title)
          continue
        }
        var attributes: [HTMLBuilder.Attribute] = [("href", "#s-\(target)"), ("data-title", entry.title)]
        if !entry.isOwn {
          attributes.append(("class", "empty"))
          attributes.append(("title", "no cards: goes to \(index.sections[target].title)"))
        }
        b.element("a", attributes, text: entry.title)
      }
    }
  }

  /// One contact: an initial in a colored circle, then the name.
  private static func entry(_ member: NameIndex.Member, _ b: inout HTMLBuilder) {
    let name = member.name.isEmpty ? "(no name)" : member.name
    var hash: UInt32 = 2_166_136_261
    for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    let initial = name.first.map { String($0).uppercased() } ?? "?"
    b.element("li", [("data-card", "\(member.card)")]) { b in
      b.element("span", [("class", "av a\(hash % 8)"), ("aria-hidden", "true")], text: initial)
      b.element("span", [("dir", "auto")], text: name)
    }
  }

  /// The chart's columns, one per ``IndexBarEntry``; empty titles show as stubs.
  static func sectionItems(_ index: NameIndex) -> [SVGChart.Item] {
    IndexBarEntry.entries(index).map { entry in
      guard entry.isOwn, let s = entry.section else { return SVGChart.Item(label: entry.title, value: 0) }
      let section = index.sections[s]
      return SVGChart.Item(label: section.title, value: section.count, color: section.kind == .letter ? "c0" : "c4", key: "section:\(section.title)")
    }
  }
}

/// The HTML page of `cardkit stats --format html`: the book's figures as tiles, the vCard
/// versions and the numbers' validity as stacked bars, the phone label histogram, the lint
/// findings by rule and the index sections as a column chart. One self-contained document
/// (see ``html()``).
///
/// Each figure carries `data-stat` and `data-value` attributes (`data-stat="withoutPhone"`,
/// the names of the JSON output), so scripts can read the page as well as people.
public struct StatsPage: Sendable {
  /// The inputs, as named on the command line.
  public var sources: [String]
  /// The book's figures.
  public var statistics: BookStatistics
  /// What `cardkit lint` (default rules) finds in the book.
  public var lint: LintReport
  /// The cards filed into index sections for the locale.
  public var index: NameIndex

  /// A page from its parts.
  public init(sources: [String], statistics: BookStatistics, lint: LintReport, index: NameIndex) {
    self.sources = sources
    self.statistics = statistics
    self.lint = lint
    self.index = index
  }

  /// The page: a complete UTF-8 HTML document with its style and charts inline and no
  /// reference to anything outside it.
  public func html() -> String {
    let s = statistics
    let page = HTMLPage(title: "Address book: " + sourceLine)
    return page.render { b in
      b.element("h1", text: "Address book report")
      b.element("p", [("class", "sub")], text: subtitle)
      figures(&b)
      b.element("div", [("class", "grid")]) { b in
        panel("Phone numbers: are they real?", &b) { b in
          SVGChart.stacked(numberItems, into: &b)
          b.element("p", [("class", "note")], text: regionNote)
        }
        panel("vCard versions", &b) { b in SVGChart.stacked(versionItems, into: &b) }
      }
      b.element("div", [("class", "grid")]) { b in
        panel("Phone labels (\(s.phones == 1 ? "1 number" : "\(s.phones) numbers"))", &b) { b in
          SVGChart.bars(labelItems, into: &b)
          b.element("p", [("class", "note")], text: "Standard labels are counted whatever their spelling (TYPE=CELL, _$!<Mobile>!$_, Handy); garbage labels are noise such as TYPE=asdf.")
        }
        panel("Lint", &b) { b in lintOverview(&b) }
      }
      panel("Index sections (\(index.locale))", &b) { b in
        b.element("div", [("class", "scroll"), ("lang", HTMLPage.languageTag(index.locale))]) { b in
          SVGChart.columns(IndexPage.sectionItems(index), into: &b)
        }
        b.element("p", [("class", "note")], text: "\(index.count) cards in \(index.sections.count) sections; grey titles have no cards.")
      }
      panel("Lint findings by rule", &b) { b in lintTable(&b) }
    }
  }

  private var sourceLine: String {
    sources.map { $0 == "-" ? "standard input" : $0 }.joined(separator: ", ")
  }

  private var subtitle: String {
    "\(sourceLine) · \(statistics.cards) cards · locale \(index.locale)"
      + (statistics.numbers.region.map { " · region \($0)" } ?? "")
  }

  private var regionNote: String {
    statistics.numbers.region.map { "National numbers read as \($0) unless the card's address says otherwise." }
      ?? "No region: national numbers (without +country code) cannot be checked."
  }

  /// A white panel with a heading.
  func panel(_ title: String, _ b: inout HTMLBuilder, _ body: (inout HTMLBuilder) -> Void) {
    b.element("section", [("class", "panel")]) { b in
      b.element("h2", text: title)
      body(&b)
    }
  }
}

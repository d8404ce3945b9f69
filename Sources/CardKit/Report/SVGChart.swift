/// Inline SVG charts for the HTML pages: horizontal bars (a histogram), columns (index
/// sections) and one stacked bar with a legend. Colors come from the style sheet's classes
/// (`c0`…`c6`, `empty`), so the charts follow the light or dark scheme. Every bar carries a
/// `<title>` that browsers show as a tooltip.
enum SVGChart {
  /// One bar or column: its label, its value and the style class of its color.
  struct Item {
    var label: String
    var value: Int
    var color = "c0"
    /// A name for the figure (`valid`, `label:mobile`), written as `data-stat` next to
    /// `data-value` so tests and scripts can read the page; empty for none.
    var key = ""

    /// The `data-` attributes naming the figure, none when ``key`` is empty.
    var data: [HTMLBuilder.Attribute] {
      if key.isEmpty { return [] }
      return [(name: "data-stat", value: key), (name: "data-value", value: "\(value)")]
    }
  }

  /// Horizontal bars, one row per item, longest first as given.
  static func bars(_ items: [Item], into b: inout HTMLBuilder) {
    let labelWidth = 150, barSpace = 300, row = 26, width = 520
    let most = max(1, items.map(\.value).max() ?? 0)
    let height = max(row, items.count * row)
    b.element("svg", frame(width, height, items)) { b in
      for (i, item) in items.enumerated() {
        let y = i * row
        let length = item.value == 0 ? 0 : max(2, item.value * barSpace / most)
        b.element("text", [("x", "\(labelWidth - 8)"), ("y", "\(y + 17)"), ("text-anchor", "end")], text: clipped(item.label, 22))
        b.element("rect", [("x", "\(labelWidth)"), ("y", "\(y + 5)"), ("width", "\(length)"), ("height", "16"), ("rx", "3"), ("class", item.color)] + item.data) { b in
          b.element("title", text: "\(item.label): \(item.value)")
        }
        b.element("text", [("x", "\(labelWidth + length + 6)"), ("y", "\(y + 17)"), ("class", "muted")], text: "\(item.value)")
      }
    }
  }

  /// Columns, one per item, in the order given; items with value 0 show as a faint stub.
  /// Columns narrow (down to 12 px) to fit the panel; beyond that the chart scrolls sideways
  /// in its `.scroll` box instead of shrinking its text. Counts wider than their column stand
  /// upright above it.
  static func columns(_ items: [Item], into b: inout HTMLBuilder) {
    let fit = 1020, plot = 170, bottom = 24
    let column = min(30, max(12, fit / max(1, items.count)))
    let narrow = column < 20
    let most = max(1, items.map(\.value).max() ?? 0)
    // About 6 px a digit at the small size, 7 at the normal one.
    let digitWidth = narrow ? 6 : 7
    let upright = "\(most)".count * digitWidth > column - 2
    let top = upright ? 8 + "\(most)".count * digitWidth : 18
    let width = max(column, items.count * column) + 8
    let height = top + plot + bottom
    var attributes = frame(width, height, items)
    if width > fit + 8 { attributes.append(("class", "wide")) }
    b.element("svg", attributes) { b in
      b.void("line", [("x1", "0"), ("y1", "\(top + plot)"), ("x2", "\(width)"), ("y2", "\(top + plot)"), ("class", "axis")])
      for (i, item) in items.enumerated() {
        let x = 4 + i * column
        let center = x + column / 2
        let gap = narrow ? 2 : 4
        let h = item.value == 0 ? 2 : max(3, item.value * plot / most)
        b.element("rect", [("x", "\(x + gap)"), ("y", "\(top + plot - h)"), ("width", "\(column - 2 * gap)"), ("height", "\(h)"), ("rx", "2"), ("class", item.value == 0 ? "empty" : item.color)] + item.data) { b in
          b.element("title", text: "\(item.label): \(item.value)")
        }
        if item.value > 0 {
          let y = top + plot - h - 4
          let style = narrow ? "muted small" : "muted"
          if upright {
            b.element("text", [("x", "\(center + 4)"), ("y", "\(y)"), ("transform", "rotate(-90 \(center + 4) \(y))"), ("class", style)], text: "\(item.value)")
          } else {
            b.element("text", [("x", "\(center)"), ("y", "\(y)"), ("text-anchor", "middle"), ("class", style)], text: "\(item.value)")
          }
        }
        b.element("text", [("x", "\(center)"), ("y", "\(top + plot + 17)"), ("text-anchor", "middle"), ("class", item.value == 0 ? (narrow ? "muted small" : "muted") : (narrow ? "small" : "plain"))], text: clipped(item.label, 3))
      }
    }
  }

  /// One bar split into parts (in the order given), then a legend with counts and shares.
  static func stacked(_ items: [Item], into b: inout HTMLBuilder) {
    let width = 520, height = 26
    let total = items.reduce(0) { $0 + $1.value }
    b.element("svg", frame(width, height, items)) { b in
      if total == 0 {
        b.void("rect", [("x", "0"), ("y", "0"), ("width", "\(width)"), ("height", "\(height)"), ("rx", "5"), ("class", "empty")])
        return
      }
      var x = 0
      for (i, item) in items.enumerated() where item.value > 0 {
        let isLast = !items[(i + 1)...].contains { $0.value > 0 }
        let w = isLast ? width - x : item.value * width / total
        b.element("rect", [("x", "\(x)"), ("y", "0"), ("width", "\(w)"), ("height", "\(height)"), ("class", item.color)]) { b in
          b.element("title", text: "\(item.label): \(item.value)")
        }
        x += w
      }
    }
    legend(items, total: total, into: &b)
  }

  /// The legend of a chart: a swatch, the label, the count and its share of `total`.
  static func legend(_ items: [Item], total: Int, into b: inout HTMLBuilder) {
    b.element("ul", [("class", "legend")]) { b in
      for item in items {
        b.element("li", item.data) { b in
          b.element("i", [("class", item.color)], text: "")
          b.text(item.label + " ")
          b.element("b", text: "\(item.value)")
          if total > 0 { b.element("em", text: LocationGuess.percent(Double(item.value) / Double(total))) }
        }
      }
    }
  }

  /// The attributes of a chart's `<svg>`: its size, and its data as the text a screen reader
  /// says in place of the picture.
  static func frame(_ width: Int, _ height: Int, _ items: [Item]) -> [HTMLBuilder.Attribute] {
    [
      ("viewBox", "0 0 \(width) \(height)"), ("width", "\(width)"), ("height", "\(height)"), ("role", "img"),
      ("aria-label", items.map { "\($0.label): \($0.value)" }.joined(separator: ", ")),
    ]
  }

  /// At most `limit` characters, with `…` when cut.
  static func clipped(_ text: String, _ limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }
}

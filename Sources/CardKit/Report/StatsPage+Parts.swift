extension StatsPage {
  /// The tiles: one figure each, with its share of the cards where that helps.
  func figures(_ b: inout HTMLBuilder) {
    let s = statistics
    let d = s.duplicates
    b.element("div", [("class", "tiles")]) { b in
      tile("cards", s.cards, "cards", nil, &b)
      tile("phones", s.phones, "phone numbers", nil, &b)
      tile("withoutName", s.withoutName, "without a name", s.cards, &b, alert: s.withoutName > 0)
      tile("withoutPhone", s.withoutPhone, "without a phone", s.cards, &b)
      tile("withoutEmail", s.withoutEmail, "without an email", s.cards, &b)
      tile("withPhoto", s.withPhoto, "with a photo", s.cards, &b)
      tile("groupCards", s.groupCards, "group cards", nil, &b)
      tile("organizationCards", s.organizationCards, "company cards", nil, &b)
      tile("categories", s.categories, "categories", nil, &b)
      tile("duplicates", d.clusters, "likely duplicates (\(d.cards) cards)", nil, &b, alert: d.clusters > 0)
    }
  }

  private func tile(_ key: String, _ value: Int, _ caption: String, _ total: Int?, _ b: inout HTMLBuilder, alert: Bool = false) {
    b.element("div", [("class", alert ? "tile alert" : "tile"), ("data-stat", key), ("data-value", "\(value)")]) { b in
      b.element("b", text: "\(value)")
      var text = caption
      if let total, total > 0 { text += " (" + LocationGuess.percent(Double(value) / Double(total)) + ")" }
      b.element("span", text: text)
    }
  }

  /// libphonenumber's verdicts, best first.
  var numberItems: [SVGChart.Item] {
    let n = statistics.numbers
    return [
      .init(label: "valid", value: n.valid, color: "c1", key: "valid"),
      .init(label: "short codes", value: n.shortNumbers, color: "c6", key: "shortNumbers"),
      .init(label: "invalid", value: n.invalid, color: "c2", key: "invalid"),
      .init(label: "not numbers", value: n.unparsable, color: "c3", key: "unparsable"),
      .init(label: "no region to read", value: n.noRegion, color: "c5", key: "noRegion"),
    ]
  }

  /// Cards per vCard version, in version order.
  var versionItems: [SVGChart.Item] {
    let order = ["2.1", "3.0", "4.0", "none"]
    let keys = statistics.versions.keys.sorted { (order.firstIndex(of: $0) ?? 9, $0) < (order.firstIndex(of: $1) ?? 9, $1) }
    let colors = ["c4", "c0", "c1", "c5"]
    return keys.map { key in
      let color = order.firstIndex(of: key).map { colors[$0] } ?? "c3"
      return .init(label: key == "none" ? "no version (CSV, jCard)" : "vCard \(key)", value: statistics.versions[key]!, color: color, key: "version:\(key)")
    }
  }

  /// Standard labels by count, then custom, garbage and missing labels.
  var labelItems: [SVGChart.Item] {
    let l = statistics.phoneLabels
    let standard = l.standard.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    return standard.map { .init(label: $0.key, value: $0.value, color: "c0", key: "label:\($0.key)") } + [
      .init(label: "custom label", value: l.custom, color: "c4", key: "custom"),
      .init(label: "garbage label", value: l.garbage, color: "c2", key: "garbage"),
      .init(label: "no label", value: l.unlabeled, color: "c5", key: "unlabeled"),
    ]
  }

  /// Errors, warnings and notes as a stacked bar.
  func lintOverview(_ b: inout HTMLBuilder) {
    let sum = lint.summary
    if lint.diagnostics.isEmpty {
      b.element("p", [("class", "ok")], text: "No findings: the default lint rules pass on all \(sum.cards) cards.")
      return
    }
    SVGChart.stacked([
      .init(label: "errors", value: sum.errors, color: "c2", key: "lint:errors"),
      .init(label: "warnings", value: sum.warnings, color: "c3", key: "lint:warnings"),
      .init(label: "notes", value: sum.infos, color: "c6", key: "lint:notes"),
    ], into: &b)
    let cards = Set(lint.diagnostics.compactMap { d in d.location.cardIndex.map { "\(d.location.file)#\($0)" } }).count
    b.element("p", [("class", "note")], text: "\(cards) of \(sum.cards) cards have findings, under \(sum.byCode.count == 1 ? "1 code" : "\(sum.byCode.count) codes"); the most frequent:")
    topFindings(lintRows, &b)
    b.element("p", [("class", "note")], text: "cardkit lint lists every finding with its file, line and column.")
  }

  /// Findings of one code.
  struct LintRow {
    var code: DiagnosticCode
    var count = 0
    var worst = Severity.fixed
    /// The rule's short name; `reader` for the reader's own codes (V…, S…).
    var name: String { LintCatalogue.rule(for: code)?.name ?? "reader" }
  }

  /// Findings per code, most frequent first.
  var lintRows: [LintRow] {
    var rows: [String: LintRow] = [:]
    for d in lint.diagnostics {
      rows[d.code.rawValue, default: LintRow(code: d.code)].count += 1
      rows[d.code.rawValue]!.worst = max(rows[d.code.rawValue]!.worst, d.severity)
    }
    return rows.values.sorted { $0.count != $1.count ? $0.count > $1.count : $0.code.rawValue < $1.code.rawValue }
  }

  /// The most frequent codes as bars, colored by severity.
  func topFindings(_ rows: [LintRow], _ b: inout HTMLBuilder) {
    let colors: [Severity: String] = [.error: "c2", .warning: "c3", .info: "c6", .fixed: "c1"]
    SVGChart.bars(rows.prefix(8).map { .init(label: "\($0.code.rawValue) \($0.name)", value: $0.count, color: colors[$0.worst]!) }, into: &b)
  }

  /// One row per code: severity, count and the code's one-line summary, most frequent first.
  func lintTable(_ b: inout HTMLBuilder) {
    let rows = lintRows
    guard !rows.isEmpty else {
      b.element("p", [("class", "ok")], text: "Nothing to report.")
      return
    }
    b.element("table") { b in
      b.element("thead") { b in
        b.element("tr") { b in
          for title in ["Code", "Rule", "Severity", "Findings", "What it means"] { b.element("th", text: title) }
        }
      }
      b.element("tbody") { b in
        for row in rows {
          b.element("tr", [("data-code", row.code.rawValue), ("data-count", "\(row.count)")]) { b in
            b.element("td") { b in b.element("code", text: row.code.rawValue) }
            b.element("td", text: row.name)
            b.element("td") { b in b.element("span", [("class", "sev \(row.worst.rawValue)")], text: row.worst == .info ? "note" : row.worst.rawValue) }
            b.element("td", [("class", "num")], text: "\(row.count)")
            b.element("td", text: row.code.summary)
          }
        }
      }
    }
  }
}

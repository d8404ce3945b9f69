extension BookStatistics {
  /// The statistics as aligned lines.
  public func text() -> String { TerminalText.escapingControls(reportText(), keepingLayout: true) }

  private func reportText() -> String {
    var lines: [String] = []
    func row(_ title: String, _ value: String) {
      lines.append(title + String(repeating: " ", count: max(1, 22 - title.count)) + value)
    }
    func part(_ n: Int, of total: Int) -> String {
      total == 0 ? "\(n)" : "\(n) (\(LocationGuess.percent(Double(n) / Double(total))))"
    }
    row("cards", "\(cards)")
    let order = ["2.1", "3.0", "4.0", "none"]
    let versionKeys = versions.keys.sorted { (order.firstIndex(of: $0) ?? 9, $0) < (order.firstIndex(of: $1) ?? 9, $1) }
    row("versions", versionKeys.isEmpty ? "-" : versionKeys.map { "\($0): \(versions[$0]!)" }.joined(separator: ", "))
    row("without name", part(withoutName, of: cards))
    row("without phone", part(withoutPhone, of: cards))
    row("without email", part(withoutEmail, of: cards))
    row("with photo", part(withPhoto, of: cards))
    row("group cards", "\(groupCards)")
    row("company cards", "\(organizationCards)")
    row("categories", "\(categories)")
    row("phone numbers", "\(phones)")
    let standardTotal = phoneLabels.standard.values.reduce(0, +)
    let standard = phoneLabels.standard.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    row("  standard labels", part(standardTotal, of: phones) + (standard.isEmpty ? "" : ": " + standard.map { "\($0.key) \($0.value)" }.joined(separator: ", ")))
    row("  custom labels", part(phoneLabels.custom, of: phones))
    row("  garbage labels", part(phoneLabels.garbage, of: phones))
    row("  no label", part(phoneLabels.unlabeled, of: phones))
    row("  valid numbers", part(numbers.valid, of: phones) + (numbers.region.map { " (national numbers read as \($0) unless the card's address says otherwise)" } ?? ""))
    row("  invalid numbers", part(numbers.invalid, of: phones))
    row("  short codes", part(numbers.shortNumbers, of: phones))
    row("  not numbers", part(numbers.unparsable, of: phones))
    row("  no region to read", part(numbers.noRegion, of: phones))
    row("likely duplicates", "\(duplicates.clusters) cluster\(duplicates.clusters == 1 ? "" : "s"), \(duplicates.cards) cards (\(duplicates.extraCards) extra)")
    return lines.joined(separator: "\n") + "\n"
  }
}

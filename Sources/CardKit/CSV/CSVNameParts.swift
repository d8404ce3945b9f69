/// A card's name as the layouts with one column per `N` component write it (Google, Outlook):
/// each component's values joined with spaces.
struct CSVNameParts {
  var prefix = "", given = "", additional = "", family = "", suffix = ""
  /// Set when the card's `FN` is not what the parts compose, so the layout loses it.
  var lostFormattedName: String?
  /// Set when the `N` has values after its fifth component, which no column holds.
  var lostComponents: String?

  /// What the layout cannot keep of the name, to report.
  var lost: [String] { [lostFormattedName, lostComponents].compactMap { $0 } }

  /// The parts of `card`'s `N`; nil when it has none. `layout` names the layout in the message.
  init?(_ card: Card, layout: String) {
    guard let n = card.name?.value, !n.isEmpty else { return nil }
    prefix = n.prefixes.joined(separator: " ")
    given = n.given.joined(separator: " ")
    additional = n.additional.joined(separator: " ")
    family = n.family.joined(separator: " ")
    suffix = n.suffixes.joined(separator: " ")
    let composed = (n.prefixes + n.given + n.additional + n.family + n.suffixes).filter { !$0.isEmpty }.joined(separator: " ")
    if let fn = card.formattedName?.value.csvTrimmed, !fn.isEmpty, fn != composed {
      // The card's own name, not the text: one finding then stands for every card alike
      // (a book of people whose formatted names add a title or drop a middle name).
      lostFormattedName = "formatted name not kept: \(layout) shows the name parts, which compose it differently"
    }
    let extra = n.components.dropFirst(5).joined().filter { !$0.isEmpty }
    if !extra.isEmpty { lostComponents = "name components after the fifth not written: \(extra.joined(separator: ", "))" }
  }
}

/// Which line rules each content line goes to, by its property and whether it has parameters
/// (``LineRule/lines``): most rules look at a few properties or at parameters only, and a
/// call that returns at once still costs about as much as a short check.
///
/// The rules of each list keep the plan's order, so findings on one line come in the same
/// order whichever rules see it.
struct LineRouting: Sendable {
  /// Indexes into the plan's line rules, list after list.
  private var indexes: [Int] = []
  /// Where each list is in `indexes`: list `2 * k` for lines without parameters, `2 * k + 1`
  /// for lines with, for pair `k`.
  private var lists: [Range<Int>] = []
  /// The pair of each known property, by ``PropertyName/ordinal``; pair 0 is every other
  /// property's.
  private var pairOfOrdinal: [Int] = []

  init(_ rules: [any LineRule]) {
    var named: [PropertyName] = []
    for rule in rules {
      guard case .properties(let names) = rule.lines else { continue }
      for name in names where !named.contains(name) {
        precondition(name.ordinal != nil, "a line rule selects the known property \(name.text)")
        named.append(name)
      }
    }
    func add(_ name: PropertyName?) {
      for hasParameters in [false, true] {
        let start = indexes.count
        for i in rules.indices where rules[i].lines.takes(name, hasParameters: hasParameters) { indexes.append(i) }
        lists.append(start..<indexes.count)
      }
    }
    add(nil)
    let ordinals = PropertyName.knownNames.compactMap(\.ordinal)
    pairOfOrdinal = [Int](repeating: 0, count: (ordinals.max() ?? 0) + 1)
    for name in named {
      pairOfOrdinal[name.ordinal!] = lists.count / 2
      add(name)
    }
  }

  /// Where the rules that look at a line of `name` are listed, in order: each position's rule
  /// is ``rule(at:)``. Positions rather than a closure that takes each rule: the line, captured
  /// by such a closure, was copied for it.
  @inline(__always)
  func positions(_ name: PropertyName, hasParameters: Bool) -> Range<Int> {
    let pair = name.ordinal.map { pairOfOrdinal[$0] } ?? 0
    return lists[2 * pair + (hasParameters ? 1 : 0)]
  }

  /// The index in the plan's line rules of the rule at `position` (see ``positions(_:hasParameters:)``).
  @inline(__always)
  func rule(at position: Int) -> Int { indexes[position] }
}

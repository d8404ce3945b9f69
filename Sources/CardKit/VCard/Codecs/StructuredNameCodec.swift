/// `N` (RFC 6350 §6.2.2, RFC 2426 §3.1.2): family; given; additional; prefixes; suffixes.
/// Required in 2.1 and 3.0: a card without one is written with `N:;;;;`, as Apple does for
/// company cards. 2.1 has no comma lists, so several values of a component are comma-joined.
enum StructuredNameCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    guard card.name == nil else { return false }
    card.name = p.attributed(StructuredName(components: p.value.components()))
    return true
  }

  static func write(_ card: Card, into out: inout PropertyEmitter) {
    if let n = card.name {
      var components = n.value.components
      while components.count > 5, components.last!.allSatisfy(\.isEmpty) { components.removeLast() }
      out.emit("N", group: n.group, n.parameters, .structured(components), position: n.position)
    } else if out.version != .v4_0 {
      out.emit("N", [], .structured([[], [], [], [], []]))
    }
  }
}

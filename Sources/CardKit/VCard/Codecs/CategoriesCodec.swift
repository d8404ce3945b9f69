/// `CATEGORIES` (RFC 6350 §6.7.1, RFC 2426 §3.6.1): a comma list; one model value per
/// category. Not defined in 2.1: written as `X-CATEGORIES`.
enum CategoriesCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    let template = p.labeled("")
    for category in p.value.list() where !category.isEmpty {
      var v = template
      v.value = category
      card.append(v, to: \.categories)
    }
    return true
  }

  static func write(_ card: Card, into out: inout PropertyEmitter) {
    guard !card.categories.isEmpty else { return }
    if out.version == .v2_1 {
      out.report(.propertyAsExtension, "CATEGORIES is not defined in vCard 2.1; written as X-CATEGORIES", position: card.categories[0].position)
    }
    NicknameCodec.writeGroupedList(card.categories, name: out.version == .v2_1 ? "X-CATEGORIES" : "CATEGORIES", into: &out)
  }
}

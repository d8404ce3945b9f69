/// Property groups (`item1` in `item1.TEL`) of a card: which are used, and renaming them so
/// two merged cards do not bind each other's values (Apple ties a value to its `X-ABLabel` and
/// `X-ABADR` through the group).
extension Card {
  /// Every group the card uses, lower-cased.
  var usedGroups: Set<String> {
    var out = Set<String>()
    func note(_ g: String?) { if let g { out.insert(g.lowercased()) } }
    forEachGroupedValue { group, _ in note(group) }
    note(kind?.group); note(formattedName?.group); note(name?.group); note(organization?.group)
    note(birthday?.group); note(anniversary?.group); note(uid?.group); note(revision?.group)
    note(productID?.group)
    for raw in extras { note(raw.group) }
    return out
  }

  /// Calls `body` with the group and free-text label of each value of the card's lists that
  /// has a group.
  func forEachGroupedValue(_ body: (_ group: String, _ label: String?) -> Void) {
    func list<V>(_ values: [LabeledValue<V>]) {
      for v in values { if let g = v.group { body(g, v.label) } }
    }
    list(nicknames); list(titles); list(roles); list(phones); list(emails); list(urls); list(addresses)
    list(instantMessaging); list(notes); list(photos); list(logos); list(sounds); list(keys)
    list(categories); list(members)
  }

  /// Calls `body` with the group and the free-text label of each value of the card's lists
  /// that has a group; `body` may change either.
  mutating func updateGroupedValues(_ body: (_ group: inout String, _ label: inout String?) -> Void) {
    func list<V>(_ values: inout [LabeledValue<V>]) {
      for i in values.indices {
        guard var g = values[i].group else { continue }
        body(&g, &values[i].label)
        values[i].group = g
      }
    }
    list(&nicknames); list(&titles); list(&roles); list(&phones); list(&emails); list(&urls); list(&addresses)
    list(&instantMessaging); list(&notes); list(&photos); list(&logos); list(&sounds); list(&keys)
    list(&categories); list(&members)
  }

  /// Renames groups (keys lower-cased) everywhere on the card.
  mutating func renameGroups(_ map: [String: String]) {
    guard !map.isEmpty else { return }
    func rename(_ g: String?) -> String? { g.map { map[$0.lowercased()] ?? $0 } }
    func single<V>(_ value: inout Attributed<V>?) {
      if value?.group != nil { value!.group = rename(value!.group) }
    }
    updateGroupedValues { group, _ in group = map[group.lowercased()] ?? group }
    single(&kind); single(&formattedName); single(&name); single(&organization); single(&birthday)
    single(&anniversary); single(&uid); single(&revision); single(&productID)
    for i in extras.indices where extras[i].group != nil { extras[i].group = rename(extras[i].group) }
  }
}

/// Chooses new names for groups of an incoming card that the target card already uses:
/// Apple's `itemN` become the next free `itemN`, other names get a number (`home` → `home2`).
enum GroupRenaming {
  static func renames(incoming: Set<String>, target: Set<String>) -> [String: String] {
    var used = target.union(incoming)
    var nextItem = 1
    var map: [String: String] = [:]
    for g in incoming.sorted() where target.contains(g) {
      var fresh: String
      if isItemGroup(g) {
        repeat {
          fresh = "item\(nextItem)"
          nextItem += 1
        } while used.contains(fresh)
      } else {
        var n = 2
        repeat {
          fresh = "\(g)\(n)"
          n += 1
        } while used.contains(fresh)
      }
      used.insert(fresh)
      map[g] = fresh
    }
    return map
  }

  /// `item` followed by digits, in any case (Apple's groups).
  static func isItemGroup(_ g: String) -> Bool {
    let u = Array(g.lowercased().utf8)
    return u.count > 4 && u.prefix(4).elementsEqual("item".utf8) && u.dropFirst(4).allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }
}

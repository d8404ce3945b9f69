extension CardMerger {
  /// Merges every multi-valued property.
  func mergeValues(_ other: Card, into base: inout Card, _ moves: inout GroupMoves, _ outcome: inout MergeOutcome) {
    var phoneIDs = base.phones.map { identity($0.value) }
    merge(other.phones, \.phones, into: &base, &moves, &outcome) { kept, new in
      if kept.value.trimmingSpaces == new.value.trimmingSpaces { return true }
      let a = phoneIDs[kept.index], b = identity(new.value)
      return a.isEquivalent(to: b)
    } added: { value in
      phoneIDs.append(self.identity(value))
    }
    merge(other.emails, \.emails, into: &base, &moves, &outcome) { kept, new in
      (ContactKey.email(kept.value) ?? kept.value) == (ContactKey.email(new.value) ?? new.value)
    }
    merge(other.addresses, \.addresses, into: &base, &moves, &outcome) { kept, new in
      kept.value.components == new.value.components
        && (kept.value.formattedLabel == nil || new.value.formattedLabel == nil || kept.value.formattedLabel == new.value.formattedLabel)
    } absorb: { kept, new in
      if kept.formattedLabel == nil { kept.formattedLabel = new.formattedLabel }
    }
    let text: (Indexed<String>, LabeledValue<String>) -> Bool = { $0.value.trimmingSpaces == $1.value.trimmingSpaces }
    merge(other.nicknames, \.nicknames, into: &base, &moves, &outcome, same: text)
    merge(other.titles, \.titles, into: &base, &moves, &outcome, same: text)
    merge(other.roles, \.roles, into: &base, &moves, &outcome, same: text)
    merge(other.urls, \.urls, into: &base, &moves, &outcome, same: text)
    merge(other.instantMessaging, \.instantMessaging, into: &base, &moves, &outcome, same: text)
    merge(other.notes, \.notes, into: &base, &moves, &outcome, same: text)
    merge(other.categories, \.categories, into: &base, &moves, &outcome, same: text)
    merge(other.members, \.members, into: &base, &moves, &outcome, same: text)
    let media: (Indexed<Media>, LabeledValue<Media>) -> Bool = { $0.value == $1.value }
    merge(other.photos, \.photos, into: &base, &moves, &outcome, same: media)
    merge(other.logos, \.logos, into: &base, &moves, &outcome, same: media)
    merge(other.sounds, \.sounds, into: &base, &moves, &outcome, same: media)
    merge(other.keys, \.keys, into: &base, &moves, &outcome, same: media)
  }

  /// A base value with its position in its list.
  struct Indexed<V> {
    var value: V
    var index: Int
  }

  /// Folds each incoming value into the first base value that is the same and whose label
  /// does not disagree; adds the others.
  private func merge<V>(
    _ incoming: [LabeledValue<V>], _ path: WritableKeyPath<Card, [LabeledValue<V>]>, into base: inout Card,
    _ moves: inout GroupMoves, _ outcome: inout MergeOutcome,
    same: (Indexed<V>, LabeledValue<V>) -> Bool, absorb: (inout V, V) -> Void = { _, _ in },
    added: (V) -> Void = { _ in }
  ) {
    for value in incoming {
      let list = base[keyPath: path]
      // A value written the same way first (so merging a card into itself changes nothing),
      // then the first same value whose label does not disagree.
      let match =
        list.indices.first { i in
          list[i].value == value.value && list[i].types == value.types && list[i].label == value.label
            && list[i].preference == value.preference && list[i].parameters == value.parameters
        }
        ?? list.indices.first { i in
          (list[i].label == nil || value.label == nil || list[i].label == value.label)
            && same(Indexed(value: list[i].value, index: i), value)
        }
      guard let i = match else {
        base.append(value, to: path)
        added(value.value)
        if let g = value.group?.lowercased() { moves.added.insert(g) }
        outcome.addedValues += 1
        continue
      }
      outcome.foldedValues += 1
      var kept = list[i]
      absorb(&kept.value, value.value)
      for t in value.types where !kept.types.contains(t) { kept.types.append(t) }
      if let p = value.preference { kept.preference = min(kept.preference ?? p, p) }
      if kept.label == nil { kept.label = value.label }
      for p in value.parameters where !kept.parameters.contains(p) { kept.parameters.append(p) }
      if let g = value.group?.lowercased() {
        if kept.group == nil && moves.incomingExtraGroups.contains(g) { kept.group = value.group }
        moves.folded[g] = kept.group?.lowercased()
      }
      if kept != list[i] { base[keyPath: path][i] = kept }
    }
  }
}

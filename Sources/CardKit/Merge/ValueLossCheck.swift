/// Checks that a merge lost no value: every entry of each input card's
/// ``Card/valueInventory`` must be found on the card it went into.
///
/// An entry is found when the output card's inventory holds it as it is, or:
/// - `TEL:` when the output has the same number (`PhoneIdentity`: merges keep one spelling
///   of a number, so `030 12345678` is found as `+49 30 12345678`);
/// - `EMAIL:` when the output has the address in another case;
/// - `UID:` when the output has the same UID in another spelling (case, `urn:uuid:`);
/// - a single value (`FN:`, `N0:`, `UID:`, …) when it is in an `X-CARDKIT-MERGED-…` property
///   (``KeptAside``).
/// Repeats are not counted: two cards holding one number need it once in the merged card.
public final class ValueLossCheck {
  private let service = PhoneNumberService()
  /// The region vanity numbers were read with in the merge (``CardMerger/region``).
  public let region: PhoneRegion?

  /// A check reading vanity numbers with `region`, as the merge did.
  public init(region: PhoneRegion? = nil) {
    self.region = region
  }

  /// Inventory entries of `inputs` not found on `output`.
  public func missing(from inputs: [Card], in output: Card) -> [String] {
    let entries = Set(inventory(of: output))
    let phones = output.phones.map { PhoneIdentity($0.value, region: region, service: service) }
    let emails = Set(output.emails.compactMap { ContactKey.email($0.value) })
    let uid = output.uid.flatMap { ContactKey.uid($0.value) }
    var lost: [String] = []
    for card in inputs {
      for entry in card.valueInventory where !entries.contains(entry) {
        if entry.hasPrefix("TEL:") {
          let text = String(entry.dropFirst(4))
          let id = PhoneIdentity(text, region: region, service: service)
          if phones.contains(where: { $0.isEquivalent(to: id) }) { continue }
        } else if entry.hasPrefix("EMAIL:"), let e = ContactKey.email(String(entry.dropFirst(6))), emails.contains(e) {
          continue
        } else if entry.hasPrefix("UID:"), let u = ContactKey.uid(String(entry.dropFirst(4))), u == uid {
          continue
        }
        lost.append(entry)
      }
    }
    return lost
  }

  /// The card's inventory with kept-aside values read as the properties they came from.
  public func inventory(of card: Card) -> [String] {
    var out = card.valueInventory
    for raw in card.extras {
      if let kept = KeptAside(propertyName: raw.name) { out += kept.inventory(ofValue: raw.value) }
    }
    return out
  }
}

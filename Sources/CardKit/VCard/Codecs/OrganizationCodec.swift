/// `ORG` (RFC 6350 §6.6.4, RFC 2426 §3.5.5): organization name then units, `;`-separated
/// (components are not comma lists).
enum OrganizationCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    guard card.organization == nil else { return false }
    let parts = p.value.components(lists: false).map { $0.first ?? "" }
    card.organization = p.attributed(Organization(name: parts.first ?? "", units: Array(parts.dropFirst())))
    return true
  }

  static func write(_ card: Card, into out: inout PropertyEmitter) {
    guard let org = card.organization else { return }
    out.emit("ORG", group: org.group, org.parameters, .structured(org.value.components.map { [$0] }), position: org.position)
  }
}

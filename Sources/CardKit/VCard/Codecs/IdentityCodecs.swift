/// `UID` (RFC 6350 §6.7.6, RFC 2426 §3.6.7).
enum UIDCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    guard card.uid == nil else { return false }
    card.uid = p.attributed(p.value.text())
    return true
  }
  static func write(_ card: Card, into out: inout PropertyEmitter) {
    guard let uid = card.uid else { return }
    out.emit("UID", group: uid.group, uid.parameters, .text(uid.value), type: MediaCodec.looksLikeURI(uid.value) ? .uri : .text)
  }
}

/// `REV` (RFC 6350 §6.7.4, RFC 2426 §3.6.4): kept as written.
enum RevisionCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    guard card.revision == nil else { return false }
    card.revision = p.attributed(p.value.text())
    return true
  }
  static func write(_ card: Card, into out: inout PropertyEmitter) {
    guard let rev = card.revision else { return }
    out.emit("REV", group: rev.group, rev.parameters, .text(rev.value), type: .timestamp)
  }
}

/// `PRODID` (RFC 6350 §6.7.3, RFC 2426 §3.6.3): read as the source's; writers put CardKit's own.
enum ProductIDCodec: PropertyCodec {
  /// The PRODID CardKit writes.
  static let cardkit = "-//CardKit//CardKit 1.0//EN"

  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    guard card.productID == nil else { return false }
    card.productID = p.attributed(p.value.text())
    return true
  }
  static func write(_ card: Card, into out: inout PropertyEmitter) {
    guard out.version != .v2_1 else { return }  // 2.1 defines no PRODID
    out.emit("PRODID", [], .text(cardkit))
  }
}

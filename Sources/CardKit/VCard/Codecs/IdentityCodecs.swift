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

/// `REV` (RFC 6350 §6.7.4, RFC 2426 §3.6.4): kept as written, but for a complete date and time
/// written to vCard 4.0, whose timestamps have only the basic form (`1995-10-31T22:27:10Z`,
/// which 3.0 writers use, becomes `19951031T222710Z`).
enum RevisionCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    guard card.revision == nil else { return false }
    card.revision = p.attributed(p.value.text())
    return true
  }
  static func write(_ card: Card, into out: inout PropertyEmitter) {
    guard let rev = card.revision else { return }
    let text = out.version == .v4_0 ? DateTimeText.basicTimestamp(rev.value) ?? rev.value : rev.value
    out.emit("REV", group: rev.group, rev.parameters, .text(text), type: .timestamp)
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

/// `UID` (RFC 6350 §6.7.6, RFC 2426 §3.6.7).
enum UIDCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    guard card.uid == nil else { return false }
    card.uid = p.attributed(p.value.text())
    return true
  }
  static func write(_ card: Card, into out: inout PropertyEmitter) {
    guard let uid = card.uid else { return }
    out.emit("UID", group: uid.group, uid.parameters, .text(uid.value), type: MediaCodec.looksLikeURI(uid.value) ? .uri : .text, position: uid.position)
  }
}

/// `REV` (RFC 6350 §6.7.4, RFC 2426 §3.6.4). A complete date and time is held in the basic form
/// of a vCard 4.0 timestamp, whichever form it was written in (3.0 writers spell it
/// `1995-10-31T22:27:10Z`, 4.0 only `19951031T222710Z`), so one time compares alike (merge,
/// dedupe), and each version writes its own form, as dates are (``PartialDate``); anything else
/// (a date alone, text) is kept as written.
enum RevisionCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    guard card.revision == nil else { return false }
    let value = held(p.value.text())
    // VALUE=timestamp (4.0) or date-time (3.0) on a complete date and time only says what each
    // version's writer says in its own way (3.0 has no timestamp type): not kept.
    if let declared = p.parameters.value(.value)?.lowercased(), declared == "timestamp" || declared == "date-time",
      DateTimeText.basicTimestamp(value) != nil
    {
      p.parameters.remove(.value)
    }
    card.revision = p.attributed(value)
    return true
  }
  static func write(_ card: Card, into out: inout PropertyEmitter) {
    guard let rev = card.revision else { return }
    out.emit("REV", group: rev.group, rev.parameters, .text(written(rev.value, extended: out.version != .v4_0)), type: .timestamp, position: rev.position)
  }

  /// REV as the card holds it, from the text of any reader (vCard, jCard, CSV).
  static func held(_ text: String) -> String {
    DateTimeText.basicTimestamp(text) ?? text
  }

  /// A held REV as written: a complete date and time in the extended form (vCard 3.0, 2.1,
  /// CSV) or the basic one (vCard 4.0), anything else as it is.
  static func written(_ held: String, extended: Bool) -> String {
    guard extended, DateTimeText.basicTimestamp(held) != nil else { return held }
    return DateTimeText.extended(held, type: .timestamp) ?? held
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

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
    // VALUE=timestamp (4.0), date-time (3.0) or date-and-or-time on a complete date and time
    // only says what each version's writer says in its own way (3.0 has no timestamp type):
    // not kept.
    if let declared = p.parameters.value(.value)?.lowercased(), ["timestamp", "date-time", "date-and-or-time"].contains(declared),
      DateTimeText.basicTimestamp(value) != nil
    {
      p.parameters.remove(.value)
    }
    card.revision = p.attributed(value)
    return true
  }
  static func write(_ card: Card, into out: inout PropertyEmitter) {
    guard let rev = card.revision else { return }
    var parameters = rev.parameters
    if out.version == .v4_0, let (midnight, note) = timestamp(ofDate: rev.value, &parameters) {
      out.report(note.0, note.1, position: rev.position)
      out.emit("REV", group: rev.group, parameters, .text(midnight), type: .timestamp, position: rev.position)
      return
    }
    out.emit("REV", group: rev.group, parameters, .text(written(rev.value, extended: out.version != .v4_0)), type: .timestamp, position: rev.position)
  }

  /// A 4.0 REV is a timestamp (RFC 6350 §6.7.4): a REV that is a date alone is that day's start
  /// in UTC, without the VALUE that called it a date, and the writer says so (C006). Nil for
  /// any other value. For the card's REV and a second one kept raw (``RawValueForms``).
  static func timestamp(ofDate value: String, _ parameters: inout [Parameter]) -> (String, (DiagnosticCode, String))? {
    guard let midnight = midnight(value) else { return nil }
    parameters.removeAll { $0.name == .value && $0.values.allSatisfy { ["date", "date-and-or-time"].contains($0.lowercased()) } }
    let note = "REV \(value) is a date alone, and a vCard 4.0 REV is a date and time; written as \(midnight), the day's start in UTC"
    return (midnight, (.lossyDate, note))
  }

  /// A REV that is a complete date alone (`1997-11-15`, `19971115`) as the timestamp of its
  /// start in UTC (`19971115T000000Z`); nil for anything else.
  static func midnight(_ value: String) -> String? {
    // A date has no `T` (the usual REV, a timestamp, is told apart without parsing it).
    guard !value.utf8.contains(0x54), let date = DateTimeText.extended(value.trimmingSpaces, type: .date), date.utf8.count == 10 else { return nil }
    return date.filter { $0 != "-" } + "T000000Z"
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

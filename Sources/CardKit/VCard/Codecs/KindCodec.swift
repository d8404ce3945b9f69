/// `KIND` (RFC 6350 §6.1.4) and its 3.0 vendor forms: Apple's `X-ADDRESSBOOKSERVER-KIND`
/// (group cards) and `X-ABShowAs:COMPANY` (organization cards).
enum KindCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    let text = p.value.text().trimmingSpaces
    let kind: CardKind
    switch p.name {
    case .xABShowAs:
      guard text.uppercased() == "COMPANY" else { return false }
      kind = .organization
    default:
      guard !text.isEmpty else { return false }
      kind = CardKind(text)
    }
    if let existing = card.kind { return existing.value == kind }
    card.kind = p.attributed(kind)
    return true
  }

  static func write(_ card: Card, into out: inout PropertyEmitter) {
    guard let kind = card.kind else { return }
    if out.version == .v4_0 {
      out.emit("KIND", group: kind.group, kind.parameters, .text(kind.value.text), position: kind.position)
    } else if kind.value == .organization {
      out.report(.kindAsAppleExtension, "KIND:org written as X-ABShowAs:COMPANY for vCard \(out.version.rawValue)", position: kind.position)
      out.emit("X-ABShowAs", group: kind.group, kind.parameters, .text("COMPANY"), position: kind.position)
    } else {
      out.report(.kindAsAppleExtension, "KIND:\(kind.value.text) written as X-ADDRESSBOOKSERVER-KIND for vCard \(out.version.rawValue)", position: kind.position)
      out.emit("X-ADDRESSBOOKSERVER-KIND", group: kind.group, kind.parameters, .text(kind.value.text), position: kind.position)
    }
  }
}

/// `MEMBER` (RFC 6350 §6.6.5) and Apple's 3.0 `X-ADDRESSBOOKSERVER-MEMBER`.
enum MemberCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    let v = LabeledText.value(&p, &card)
    card.members.append(v)
    return true
  }

  static func write(_ card: Card, into out: inout PropertyEmitter) {
    guard let first = card.members.first else { return }
    let name: String
    if out.version == .v4_0 {
      name = "MEMBER"
    } else {
      name = "X-ADDRESSBOOKSERVER-MEMBER"
      out.report(.kindAsAppleExtension, "MEMBER written as X-ADDRESSBOOKSERVER-MEMBER for vCard \(out.version.rawValue)", position: first.position)
    }
    let preferred = PropertyEmitter.preferred(card.members)
    for v in card.members {
      out.emitLabeled(v, name: name, value: .text(v.value), type: .uri, isPreferred: v.id == preferred)
    }
  }
}

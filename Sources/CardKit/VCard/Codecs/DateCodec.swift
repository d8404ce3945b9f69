/// `BDAY` and `ANNIVERSARY` (RFC 6350 §6.2.5, §6.2.6; RFC 2426 §3.1.5) with their vendor forms:
/// Apple's yearless `1604-MM-DD;X-APPLE-OMIT-YEAR=1604`, outlook.com's year 1604,
/// `X-ANNIVERSARY` (Evolution, KDE, Android) and Apple's `itemN.X-ABDATE` labelled
/// `_$!<Anniversary>!$_`.
enum DateCodec {
  static let appleAnniversaryLabel = "_$!<Anniversary>!$_"

  /// Parses a date property value; `VALUE=text` and unparsable text read as text.
  static func value(_ p: inout PropertyContext, _ r: inout ReadReporter) -> DateValue {
    let declared = p.take(.value)?.lowercased()
    let omitted = takeOmittedYear(&p.parameters)
    let text = p.value.text()
    if declared == "text" { return .text(text) }
    guard let date = PartialDate(parsing: text) else {
      if let declared, declared != "date" && declared != "date-time" && declared != "date-and-or-time" {
        p.parameters.append(Parameter(.value, declared))
      }
      r.report(.invalidValue, "'\(text)' is not a date; kept as text", at: p.position)
      return .text(text)
    }
    return .date(yearless(date, omitted: omitted))
  }

  /// Takes Apple's `X-APPLE-OMIT-YEAR` out of `parameters` and returns its year.
  static func takeOmittedYear(_ parameters: inout [Parameter]) -> Int? {
    guard let i = parameters.firstIndex(where: { $0.name.text.uppercased() == "X-APPLE-OMIT-YEAR" }) else { return nil }
    defer { parameters.remove(at: i) }
    return Int(parameters[i].values.first ?? "")
  }

  /// The date without its year when the year stands for none: the placeholder year 1604, or
  /// the year `X-APPLE-OMIT-YEAR` named.
  static func yearless(_ date: PartialDate, omitted: Int?) -> PartialDate {
    var date = date
    if let y = date.year, y == VersionRules.yearlessPlaceholder || y == omitted { date.year = nil }
    return date
  }

  /// A date in the spelling of `version`, for `property` (`BDAY`, …): 4.0's form in 4.0; in
  /// 3.0 and 2.1 a complete date in extended form (`1985-04-12`), a date without a year as
  /// Apple writes it (`1604-04-12` and `X-APPLE-OMIT-YEAR=1604`, appended to `parameters`),
  /// and a date without a year or a month, which those versions cannot write, in 4.0's form.
  /// The note says what the version could not keep, to be reported as ``DiagnosticCode/lossyDate``.
  static func text(
    of d: PartialDate, _ property: String, in version: VCardVersion, _ parameters: inout [Parameter]
  ) -> (text: String, note: String?) {
    if version == .v4_0 { return (d.vcard4Text, nil) }
    if d.year == nil, d.month != nil, d.day != nil {
      let text = d.extendedText(yearlessPlaceholder: VersionRules.yearlessPlaceholder)
      parameters.append(Parameter(.extended("X-APPLE-OMIT-YEAR"), String(VersionRules.yearlessPlaceholder)))
      return (
        text,
        "\(property) \(d.vcard4Text) has no year, which vCard \(version.rawValue) cannot write; written as \(text) with X-APPLE-OMIT-YEAR=\(VersionRules.yearlessPlaceholder), as Apple does"
      )
    }
    if d.year != nil, d.month != nil { return (d.extendedText(), nil) }
    return (
      d.vcard4Text,
      "\(property) \(d.vcard4Text) lacks a year or a month, which vCard \(version.rawValue) dates have; written in its vCard 4.0 form, which \(version.rawValue) readers may not accept"
    )
  }

  static func write(_ attributed: Attributed<DateValue>, _ property: PropertyName, into out: inout PropertyEmitter) {
    var parameters = attributed.parameters
    // 3.0 and 2.1 have no ANNIVERSARY: it is written as X-ANNIVERSARY and an Apple X-ABDATE.
    let asExtension = property == .anniversary && out.version != .v4_0
    let name = asExtension ? "X-ANNIVERSARY" : property.text
    if asExtension {
      out.report(.propertyAsExtension, "ANNIVERSARY is not defined in vCard \(out.version.rawValue); written as X-ANNIVERSARY and an Apple X-ABDATE", position: attributed.position)
    }
    let text: String
    switch attributed.value {
    case .text(let t):
      text = t
      if out.version == .v4_0 || asExtension {
        parameters.append(Parameter(.value, "text"))
      } else {
        // 3.0 and 2.1 give BDAY no text form (VALUE=text is not among its value types): the
        // text is written as it is, as it stood in a 3.0 card, and read back as text.
        out.report(
          .lossyDate, "\(name) '\(t)' is not a date, and vCard \(out.version.rawValue) has no text form for it; written as it is, which \(out.version.rawValue) readers may not accept",
          position: attributed.position)
      }
    case .date(let d):
      let note: String?
      (text, note) = Self.text(of: d, property.text, in: out.version, &parameters)
      if let note { out.report(.lossyDate, note, position: attributed.position) }
    }
    out.emit(name, group: attributed.group, parameters, .text(text), type: .dateAndOrTime, position: attributed.position)
    if asExtension {
      let group = out.newGroup()
      var appleParameters: [Parameter] = []
      if case .date(let d) = attributed.value, d.year == nil {
        appleParameters.append(Parameter(.extended("X-APPLE-OMIT-YEAR"), String(VersionRules.yearlessPlaceholder)))
      }
      out.emit("X-ABDATE", group: group, appleParameters, .text(text), type: .dateAndOrTime)
      out.emit("X-ABLabel", group: group, [], .text(appleAnniversaryLabel))
    }
  }
}

/// `BDAY`.
enum BirthdayCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    let value = DateCodec.value(&p, &r)
    if let existing = card.birthday { return existing.value == value }
    card.birthday = p.attributed(value)
    return true
  }
  static func write(_ card: Card, into out: inout PropertyEmitter) {
    if let b = card.birthday { DateCodec.write(b, .bday, into: &out) }
  }
}

/// `ANNIVERSARY`, `X-ANNIVERSARY`, and Apple's anniversary `X-ABDATE`. The same date given in
/// several of these forms (as our 3.0 writer does) reads as one anniversary.
enum AnniversaryCodec: PropertyCodec {
  static func read(_ p: inout PropertyContext, into card: inout Card, _ r: inout ReadReporter) -> Bool {
    if p.name == .xABDate {
      guard p.groupLabel == DateCodec.appleAnniversaryLabel else { return false }
      _ = p.takeGroupLabel()
    }
    let value = DateCodec.value(&p, &r)
    if let existing = card.anniversary {
      return existing.value == value
    }
    p.group = p.name == .xABDate ? nil : p.group
    card.anniversary = p.attributed(value)
    return true
  }
  static func write(_ card: Card, into out: inout PropertyEmitter) {
    if let a = card.anniversary { DateCodec.write(a, .anniversary, into: &out) }
  }
}

/// Normalizes cards on one thread at a time with its own number service, region resolver and
/// label caches: a range of a book, recording edits that the normalizer applies after all
/// threads finish, or one card at a time, changed in place (``PhoneNormalizationSession``).
final class PhoneNormalizationWorker {
  private let options: PhoneNormalizationOptions
  private var file: String
  private let bookRegion: PhoneRegion?
  private let service = PhoneNumberService()
  private var resolver = PhoneRegionResolver()
  private var phoneLabels: [LabelKey: PhoneLabelReading] = [:]
  private var contactLabels: [LabelKey: ContactLabelReading] = [:]
  private var output = PhoneWorkerOutput()

  init(options: PhoneNormalizationOptions, file: String, bookRegion: PhoneRegion?) {
    self.options = options
    self.file = file
    self.bookRegion = bookRegion
  }

  func run(_ cards: [Card], _ range: Range<Int>) -> PhoneWorkerOutput {
    cards.withUnsafeBufferPointer { cards in
      let phones = range.reduce(0) { $0 + cards[$1].phones.count }
      if options.mapsNumbers { service.reserveCapacity(phones) }
      output.changes.reserveCapacity(phones)
      output.edits.reserveCapacity(phones)
      // The buffer hands out each card without copying it.
      for index in range { process(cards[index], index) }
    }
    output.counters = service.counters
    return output
  }

  /// Makes room in the number cache for about this many distinct numbers.
  func reserveCapacity(_ count: Int) { service.reserveCapacity(count) }

  /// How this worker's number service worked so far.
  var counters: PhoneServiceCounters { service.counters }

  /// Normalizes one card in place; `index` and `file` locate its findings and changes.
  func normalize(_ card: inout Card, index: Int, file: String) -> PhoneWorkerOutput {
    self.file = file
    output = PhoneWorkerOutput()
    process(card, index)
    for edit in output.edits { PhoneNormalizer.apply(edit, to: &card) }
    output.edits = []
    return output
  }

  private func process(_ card: Card, _ cardIndex: Int) {
    let region = options.mapsNumbers ? defaultRegion(for: card, cardIndex) : nil
    for (index, phone) in card.phones.enumerated() {
      var edit = ValueEdit(card: cardIndex, property: .phone, index: index)
      let location = self.location(phone.position, card, cardIndex)
      if options.mapsNumbers { normalizeNumber(phone, card, cardIndex, region, location, &edit) }
      if options.mapsLabels { mapPhoneLabel(phone, card, cardIndex, location, &edit) }
      if edit.changesSomething { output.edits.append(edit) }
    }
    guard options.mapsLabels && options.includesOtherLabels else { return }
    mapContactLabels(card.emails, .email, card, cardIndex)
    mapContactLabels(card.addresses, .address, card, cardIndex)
    mapContactLabels(card.urls, .url, card, cardIndex)
  }

  // MARK: Regions

  private func defaultRegion(for card: Card, _ cardIndex: Int) -> (region: PhoneRegion, source: PhoneRegionSource)? {
    switch options.region {
    case .fixed(let region):
      return (region, .option)
    case .auto:
      guard !card.phones.isEmpty else { return nil }
      let regions = card.addresses.indices.map { resolver.region(ofAddress: $0, in: card) }
      for (index, region) in regions.enumerated() where region == nil {
        let country = card.addresses[index].value.countryText
        guard !LabelText.trimmed(country).isEmpty else { continue }
        diagnose(
          .unknownCountry, "address country \(Quoted.text(country)) is not a country CardKit knows",
          location(card.addresses[index].position, card, cardIndex), card)
      }
      if let found = PhoneRegionResolver.choose(regions, card) { return (found.region, .cardAddress) }
      if let bookRegion { return (bookRegion, .book) }
      return nil
    }
  }

  /// Where the book's numbers are dialled from, which `national` formats for: the region
  /// given, or with `auto` the book's region (a card's address country says how its own
  /// numbers were written, not where the book's owner dials them).
  private var diallingRegion: PhoneRegion? {
    switch options.region {
    case .fixed(let region): region
    case .auto: bookRegion
    }
  }

  // MARK: Numbers

  private func normalizeNumber(
    _ phone: LabeledValue<String>, _ card: Card, _ cardIndex: Int,
    _ region: (region: PhoneRegion, source: PhoneRegionSource)?, _ location: SourceLocation, _ edit: inout ValueEdit
  ) {
    let raw = phone.value
    // An empty TEL is no number to normalize (lint reports it, L038; repair drops it).
    if raw.trimmingSpaces.isEmpty { return }
    let analysis = service.analyze(raw, region: region?.region, format: options.format, dialledFrom: diallingRegion)
    output.summary.numbers += 1
    var change = PhoneChange(
      cardIndex: cardIndex, property: .phone, valueID: phone.id, field: .number, old: raw, new: raw,
      region: region?.region, regionSource: region?.source ?? .none, numberRegion: analysis.regionCode,
      status: .invalid, location: location)
    switch analysis.status {
    case .valid:
      guard let number = analysis.number, let formatted = analysis.formatted else { return }
      let isURI = PhoneText.hasTelScheme(PhoneText.trim(raw))
      let keepsURIs = options.writesTelephoneURIs(for: card)
      // Where TEL has no URI value the writer turns a URI into its number: the change says so.
      let new = keepsURIs ? (isURI ? service.uri(number, options.format) : formatted) : TelephoneCodec.textForm(formatted)
      change.new = new
      if new == raw {
        change.status = .alreadyNormalized
        output.summary.numbersAlreadyNormalized += 1
        if !options.listsUnchanged { return }
      } else {
        change.status = .changed
        output.summary.numbersChanged += 1
        edit.value = new
        // A `tel:` URI is a URI value where the output has them: also a 3.0 card's `tel:` text
        // going to 4.0, which had no VALUE=uri to keep.
        if keepsURIs && TelephoneCodec.isTelURI(new) && phone.parameters.value(.value)?.lowercased() != "uri" {
          edit.parameters = phone.parameters.filter { $0.name != .value } + [Parameter(.value, "uri")]
        }
      }
      if analysis.isVanity {
        diagnose(.vanityNumber, "vanity number \(Quoted.text(raw)) written as \(new)", location, card)
      }
    case .invalid:
      output.summary.numbersInvalid += 1
      diagnose(.invalidPhoneNumber, "\(Quoted.text(raw)) is not a valid phone number\(PhoneText.regionNote(raw, region?.region))", location, card)
    case .unparsable:
      output.summary.numbersInvalid += 1
      let reason = analysis.parseError.map { " (\($0.rawValue))" } ?? ""
      diagnose(.unparsablePhoneNumber, "\(Quoted.text(raw)) is not a phone number\(reason)", location, card)
    case .noRegion:
      output.summary.numbersInvalid += 1
      diagnose(
        .noPhoneRegion, "\(Quoted.text(raw)) is a national number and no region is known for this card",
        location, card)
    case .shortNumber:
      change.status = .shortNumber
      output.summary.shortNumbers += 1
      diagnose(.shortPhoneNumber, "\(Quoted.text(raw)) is a short number\(PhoneText.regionNote(raw, region?.region))", location, card)
    }
    if options.recordsChanges { output.changes.append(change) }
  }

  // MARK: Labels

  private func mapPhoneLabel(
    _ phone: LabeledValue<String>, _ card: Card, _ cardIndex: Int, _ location: SourceLocation, _ edit: inout ValueEdit
  ) {
    let key = LabelKey(types: phone.types, label: phone.label)
    let reading: PhoneLabelReading
    if let known = phoneLabels[key] {
      reading = known
    } else {
      reading = PhoneLabelReading(types: phone.types, label: phone.label, keepingExtensionTypes: options.keepsExtensionTypes)
      phoneLabels[key] = reading
    }
    if reading.isPreferred && phone.preference == nil { edit.preference = 1 }
    guard reading.isRewritten || !reading.garbage.isEmpty else { return }
    edit.types = reading.types
    edit.label = .some(reading.freeText)
    recordLabel(
      .phone, phone.id, phone.types, phone.label, reading.types, reading.freeText, reading.garbage,
      reading.label.description, card, cardIndex, location)
  }

  private func mapContactLabels<V>(
    _ values: [LabeledValue<V>], _ property: LabeledProperty, _ card: Card, _ cardIndex: Int
  ) {
    for (index, value) in values.enumerated() {
      let key = LabelKey(types: value.types, label: value.label)
      let reading: ContactLabelReading
      if let known = contactLabels[key] {
        reading = known
      } else {
        reading = ContactLabelReading(types: value.types, label: value.label, keepingExtensionTypes: options.keepsExtensionTypes)
        contactLabels[key] = reading
      }
      var edit = ValueEdit(card: cardIndex, property: property, index: index)
      if reading.isPreferred && value.preference == nil { edit.preference = 1 }
      if reading.isRewritten || !reading.garbage.isEmpty {
        edit.types = reading.types
        edit.label = .some(reading.freeText)
        let location = self.location(value.position, card, cardIndex)
        recordLabel(
          property, value.id, value.types, value.label, reading.types, reading.freeText, reading.garbage,
          reading.label.description, card, cardIndex, location)
      }
      if edit.changesSomething { output.edits.append(edit) }
    }
  }

  private func recordLabel(
    _ property: LabeledProperty, _ id: ValueID, _ oldTypes: [TypeToken], _ oldLabel: String?,
    _ newTypes: [TypeToken], _ newLabel: String?, _ garbage: [String], _ reads: String, _ card: Card,
    _ cardIndex: Int, _ location: SourceLocation
  ) {
    for text in garbage {
      diagnose(.garbageLabel, "garbage label \(Quoted.text(text)) removed; the value reads as \(reads)", location, card)
    }
    let status: PhoneChange.Status = garbage.isEmpty ? .labelMapped : .garbageLabel
    if garbage.isEmpty { output.summary.labelsMapped += 1 } else { output.summary.garbageLabels += 1 }
    guard options.recordsChanges else { return }
    output.changes.append(
      PhoneChange(
        cardIndex: cardIndex, property: property, valueID: id, field: .label,
        old: LabelKey(types: oldTypes, label: oldLabel).description,
        new: LabelKey(types: newTypes, label: newLabel).description, status: status, location: location))
  }

  // MARK: Reporting

  private func location(_ position: SourcePosition, _ card: Card, _ cardIndex: Int) -> SourceLocation {
    let at = position.line > 0 ? position : card.position
    return SourceLocation(file: file, line: Int(at.line), column: Int(at.column), cardIndex: cardIndex)
  }

  private func diagnose(_ code: DiagnosticCode, _ message: String, _ location: SourceLocation, _ card: Card) {
    output.diagnostics.append(Diagnostic(code, message, at: location, cardName: card.displayName))
  }
}

/// What one worker found and wants changed.
struct PhoneWorkerOutput: Sendable {
  var edits: [ValueEdit] = []
  var changes: [PhoneChange] = []
  var diagnostics: [Diagnostic] = []
  var summary = PhoneNormalizationSummary()
  var counters = PhoneServiceCounters(fastParses: 0, libraryParses: 0, cacheHits: 0, cacheMisses: 0)
}

/// The safe repairs of one card, each recorded as the finding it fixes. A repair never drops
/// a value: it derives, adds, respells or merges identical copies, and what it cannot fix
/// safely stays as it was.
struct CardRepair {
  /// One fix: the code of the finding it removes, where that finding is, and what was done.
  struct Fix {
    var code: DiagnosticCode
    var position: SourcePosition
    var message: String
    /// A fix the rewrite makes whether or not it was needed: reported only where the input
    /// had the finding.
    var onlyIfFound = false
    /// The fix removed the value at `position` (an empty value, a copy of another): what else
    /// was found there is about a value the output no longer has.
    var removesValue = false
  }

  var card: Card
  private(set) var syntax: CardSyntax?
  private(set) var readerDiagnostics: [Diagnostic]
  private(set) var fixes: [Fix] = []

  init(_ parsed: ParsedCard) {
    card = parsed.card
    syntax = parsed.syntax
    readerDiagnostics = parsed.diagnostics
  }

  /// Lets go of the card as read (its syntax record and the reader's findings) once the
  /// repairs that read them are made: ``recordLabelChanges(_:before:)``,
  /// ``mergeCopies(writtenIn:)`` and ``addUID(stable:)`` do not, and a large book keeps only
  /// what it writes.
  mutating func forgetSource() {
    syntax = nil
    readerDiagnostics = []
  }

  /// Records a fix, once: the values read from one place (the numbers of one Google CSV
  /// cell, `a ::: b`) are fixed alike, and the place's fix is one fix.
  private mutating func fixed(
    _ code: DiagnosticCode, _ message: String, at position: SourcePosition? = nil, onlyIfFound: Bool = false, removesValue: Bool = false
  ) {
    let position = position ?? card.position
    let again = fixes.contains {
      $0.code == code && $0.position.line == position.line && $0.position.column == position.column && $0.message == message
    }
    if again { return }
    fixes.append(Fix(code: code, position: position, message: message, onlyIfFound: onlyIfFound, removesValue: removesValue))
  }

  private mutating func rewritten(_ code: DiagnosticCode, _ message: String, at position: SourcePosition? = nil) {
    fixed(code, message, at: position, onlyIfFound: true)
  }

  private func readerReported(_ code: DiagnosticCode, line: Int32) -> Bool {
    readerDiagnostics.contains { $0.code == code && $0.location.line == Int(line) }
  }

  /// What the writer does on its own when it rewrites the card in a vCard version: a VERSION
  /// line, an empty N where 2.1 and 3.0 require one, N and ADR with all their components,
  /// a property the version lacks in the version's own form, canonical property names, UTF-8
  /// text without CHARSET, the version's own ENCODING, media values in the version's form,
  /// TYPE lists written as lists (2.1 ones as repeated parameters), CRLF line ends and folding
  /// at 75 octets. A jCard's values are read as written: of its CHARSET and ENCODING
  /// parameters only a base64 media value's is decoded, so only that one is claimed.
  mutating func recordRewrite(versionOfOutput: VCardVersion?, input: BookFormat) {
    guard let syntax, let output = versionOfOutput else { return }
    if syntax.declaredVersion == nil, card.version == nil, readerReported(.missingVersion, line: card.position.line) {
      rewritten(.missingVersion, "added VERSION:\(output.rawValue)")
    }
    if output != .v4_0, card.name == nil {
      rewritten(.lintMissingN, "added an empty N, which vCard \(output.rawValue) requires")
    }
    // A card without END:VCARD (cut off by the next BEGIN or by the end of the file) is
    // written closed; what it lost before its end was never read and is not claimed back.
    for d in readerDiagnostics where d.code == .missingEnd || d.code == .nestedBegin {
      let next = d.code == .missingEnd ? "where the file ends" : "before the next card's BEGIN:VCARD"
      rewritten(d.code, "card closed with END:VCARD \(next)", at: SourcePosition(line: d.location.line, column: d.location.column))
    }
    var sawLongLine = false
    var sawBadEnding = false
    for line in syntax.lines {
      if line.length > 75 && !sawLongLine {
        sawLongLine = true
        rewritten(.lintLineLength, "lines folded at 75 octets", at: SourcePosition(line: line.line, column: 76))
      }
      if line.ending != .crlf && !sawBadEnding {
        sawBadEnding = true
        rewritten(.lintLineEnding, "lines end with CRLF", at: SourcePosition(line: line.line, column: line.length + 1))
      }
    }
    for p in syntax.properties {
      let name = PropertyName(p.name)
      // A line the model keeps raw (a second N) is written back as it was: not padded.
      let keptRaw = card.extras.contains { $0.position.line == p.position.line }
      if let (least, _) = ComponentCountRule.expected(name, output), name == .n || name == .adr, p.componentCount < least,
        !readerReported(.missingColon, line: p.position.line), !keptRaw
      {
        rewritten(.lintComponentCount, "\(name.text) written with all \(least) components", at: p.position)
      }
      // A modelled property the version lacks is written in the version's own form (KIND as
      // X-ADDRESSBOOKSERVER-KIND in 3.0) or as its X- counterpart (X-NICKNAME in 2.1).
      if PropertyVersionRule.applies(to: name, in: output), !keptRaw {
        rewritten(.lintPropertyVersion, "\(name.text) written as a property vCard \(output.rawValue) has (its vendor or X- form)", at: p.position)
      }
      let canonical: String
      if case .extended = name { canonical = p.name.uppercased() } else { canonical = name.text }
      if p.name != canonical, p.name != p.name.uppercased(), !readerReported(.invalidPropertyName, line: p.position.line) {
        rewritten(.lintNameCase, "property name written as \(canonical)", at: p.position)
      }
      if input == .vcard, let charset = p.parameters.value(.charset), !readerReported(.unknownCharset, line: p.position.line),
        !readerReported(.invalidCharsetBytes, line: p.position.line)
      {
        rewritten(.lintCharset, "value decoded from \(charset) and written as UTF-8", at: p.position)
      }
      if let encoding = p.parameters.value(.encoding), input == .vcard || JCardParser.decodesBase64(name, encoding: encoding),
        !readerReported(.invalidBase64, line: p.position.line), !readerReported(.invalidQuotedPrintable, line: p.position.line)
      {
        rewritten(.lintEncoding, "value decoded and written in vCard \(output.rawValue)'s own encoding", at: p.position)
      }
      // Inline data the reader recognised without its ENCODING (MediaCodec) is written in the
      // version's own form of inline data.
      if [.photo, .logo, .sound].contains(name), p.parameters.value(.encoding) == nil, isInlineMedia(at: p.position) {
        rewritten(.lintMediaValue, "\(name.text) written as inline data in vCard \(output.rawValue)'s own form", at: p.position)
      }
      // A parameter name read without the white space around it (`TYPE =cell`) is written
      // so; claimed only where that is the line's only parameter name problem.
      let invalidNames = ParameterNameRule.invalidNames(p)
      if !invalidNames.isEmpty, invalidNames.allSatisfy({ ExtrasCodec.isValidName($0.trimmingSpaces) }) {
        rewritten(.lintParameterName, "parameter name written without white space", at: p.position)
      }
      // 2.1 lists are written as repeated parameters; claimed only where the line has no other
      // parameter value problem.
      if output == .v2_1, card.version == .v2_1, p.hasParameterList,
        !p.parameters.contains(where: { q in q.values.contains { ParameterValueRule.problem(q.name, $0, name) != nil } })
      {
        rewritten(.lintParameterValue, "parameter list written as vCard 2.1 repeats it", at: p.position)
      }
      // A quoted list is written as a list; claimed only when every item is a TYPE value of
      // the property in the output version (otherwise the items are findings of their own).
      for parameter in p.parameters where parameter.name == .type {
        let lists = parameter.values.filter { $0.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 }) }
        guard !lists.isEmpty else { continue }
        let items = lists.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: "\" ") } }.filter { !$0.isEmpty }
        if items.allSatisfy({ TypeValueTable.verdict($0, property: name, version: output) == .defined }) {
          rewritten(.lintTypeValue, "quoted TYPE list written as a list", at: p.position)
        }
        break
      }
    }
  }

  private func isInlineMedia(at position: SourcePosition) -> Bool {
    [card.photos, card.logos, card.sounds].joined().contains {
      guard case .inline = $0.value else { return false }
      return $0.position.line == position.line && $0.position.column == position.column
    }
  }

  /// Names a card that has no FN, or an empty one, from its structured name, else its
  /// organization, nickname, email address or phone number (the Address Book's order).
  mutating func deriveFormattedName(_ formatter: DisplayNameFormatter) {
    let current = card.formattedName?.value.trimmingSpaces ?? ""
    guard current.isEmpty else { return }
    var derived: (text: String, from: String)?
    if let n = card.name?.value, !n.isEmpty {
      let text = formatter.format(n)
      if !text.isEmpty { derived = (text, "N") }
    }
    if derived == nil, let org = card.organization?.value, !org.name.trimmingSpaces.isEmpty { derived = (org.name.trimmingSpaces, "ORG") }
    if derived == nil, let nick = card.nicknames.first(where: { !$0.value.trimmingSpaces.isEmpty }) {
      derived = (nick.value.trimmingSpaces, "NICKNAME")
    }
    if derived == nil, let email = card.emails.first(where: { !$0.value.trimmingSpaces.isEmpty }) {
      derived = (email.value.trimmingSpaces, "EMAIL")
    }
    if derived == nil, let phone = card.phones.first(where: { !$0.value.trimmingSpaces.isEmpty }) {
      derived = (phone.value.trimmingSpaces, "TEL")
    }
    guard let derived else { return }
    if let fn = card.formattedName {
      card.formattedName?.value = derived.text
      // An `FN` line without ':' is the reader's V034; an `FN:` line is an empty value.
      let code: DiagnosticCode = readerReported(.missingColon, line: fn.position.line) ? .missingColon : .lintEmptyValue
      fixed(code, "empty FN set to \(Quoted.text(derived.text)) from \(derived.from)", at: fn.position)
    } else {
      card.formattedName = Attributed(derived.text)
      fixed(.lintMissingFN, "added FN \(Quoted.text(derived.text)) from \(derived.from)")
    }
  }

  /// Gives a card without a UID one: derived from its content (`stable`), else random.
  mutating func addUID(stable: StableUID?) {
    guard (card.uid?.value.trimmingSpaces ?? "").isEmpty else { return }
    let uid = stable?.next(for: card) ?? StableUID.random()
    if card.uid != nil {
      card.uid?.value = uid
    } else {
      card.uid = Attributed(uid)
    }
    fixed(.lintMissingUID, "added UID \(uid)")
  }

  /// Upper-cases the names of properties kept as they were read (`x-foo` → `X-FOO`).
  mutating func uppercaseExtensionNames() {
    for i in card.extras.indices {
      guard case .extended(let text) = card.extras[i].name, text != text.uppercased() else { continue }
      card.extras[i].name = .extended(text.uppercased())
    }
  }

  /// Drops the values that are empty (a raw property kept without its colon, AGENT and a
  /// grouped label aside).
  mutating func dropEmpty() {
    for (path, property) in EmptyValueRule.textLists { dropEmpty(path, property, EmptyValueRule.isEmpty) }
    dropEmpty(\.addresses, "ADR", EmptyValueRule.isEmpty)
    for i in card.extras.indices.reversed() where card.extras[i].value.trimmingSpaces.isEmpty && card.extras[i].name != .xABLabel {
      let raw = card.extras[i]
      if readerReported(.missingColon, line: raw.position.line) || raw.name == .agent { continue }
      card.extras.remove(at: i)
      fixed(.lintEmptyValue, "dropped empty \(raw.name.text)", at: raw.position, removesValue: true)
    }
  }

  /// Drops the second and later copies of a value: a value that `version`, the output's
  /// vCard version, writes as it writes an earlier value of its property (nil, for CSV
  /// output: a value identical to an earlier one), and a raw property identical to an earlier
  /// one. Made once the labels are respelled, so that the output has no copy left that the
  /// respelling or the version makes (`TEL;TYPE=mobile` beside `TEL;TYPE=CELL`, 3.0's
  /// `EMAIL;TYPE=INTERNET,HOME` beside `EMAIL;TYPE=HOME` written as 4.0). The copy kept is
  /// the first, so no value is lost.
  mutating func mergeCopies(writtenIn version: VCardVersion?) {
    mergeList(\.phones, "TEL", version)
    mergeList(\.emails, "EMAIL", version)
    mergeList(\.urls, "URL", version)
    mergeList(\.addresses, "ADR", version)
    mergeList(\.instantMessaging, "IMPP", version)
    mergeList(\.nicknames, "NICKNAME", version)
    mergeList(\.titles, "TITLE", version)
    mergeList(\.roles, "ROLE", version)
    mergeList(\.notes, "NOTE", version)
    mergeList(\.categories, "CATEGORIES", version)
    mergeList(\.members, "MEMBER", version)
    mergeList(\.photos, "PHOTO", version)
    mergeList(\.logos, "LOGO", version)
    mergeList(\.sounds, "SOUND", version)
    mergeList(\.keys, "KEY", version)
    for i in DuplicateValueRule.duplicateExtras(card.extras).reversed() {
      let raw = card.extras.remove(at: i)
      fixed(.lintDuplicateValue, "dropped a copy of \(raw.name.text) identical to an earlier one", at: raw.position, removesValue: true)
    }
  }

  private mutating func mergeList<V>(_ path: WritableKeyPath<Card, [LabeledValue<V>]>, _ property: String, _ version: VCardVersion?) {
    let dropped = version.map { copies(path, writtenIn: $0) } ?? DuplicateValueRule.duplicates(card[keyPath: path])
    for i in dropped.reversed() {
      let value = card[keyPath: path].remove(at: i)
      let shown = DuplicateValueRule.shown(value.value)
      fixed(.lintDuplicateValue, "dropped a copy of \(property)\(shown) identical to an earlier one", at: value.position, removesValue: true)
    }
  }

  /// Indexes of the values `version` writes as it writes an earlier value of the list. Only
  /// values of the same text and preference can be: each such value is written alone by the
  /// writer and the texts compared, so that what the version drops or respells (4.0's
  /// `internet` email type, a `VALUE` the version implies) is judged as the writer does it.
  private func copies<V>(_ path: WritableKeyPath<Card, [LabeledValue<V>]>, writtenIn version: VCardVersion) -> [Int] {
    let values = card[keyPath: path]
    guard values.count > 1, Self.hasPairOfSameText(values) else { return [] }
    var written: [Int: [UInt8]] = [:]
    func text(_ i: Int) -> [UInt8] {
      if let known = written[i] { return known }
      var alone = Card()
      alone.version = card.version
      var value = values[i]
      value.group = nil
      alone[keyPath: path] = [value]
      var writer = VCardWriter(version: version)
      writer.composesFormattedName = false
      var bytes: [UInt8] = []
      writer.write(alone, to: &bytes)
      written[i] = bytes
      return bytes
    }
    var found: [Int] = []
    for i in values.indices {
      let original = values.indices[..<i].first { j in
        values[j].value == values[i].value && values[j].preference == values[i].preference && !found.contains(j)
          && (values[j].hasSameContent(as: values[i]) || text(j) == text(i))
      }
      if original != nil { found.append(i) }
    }
    return found
  }

  /// Whether two values of the list have the same text. A card has a few values of a kind:
  /// below nine, comparing each pair finds none faster than hashing.
  private static func hasPairOfSameText<V>(_ values: [LabeledValue<V>]) -> Bool {
    if values.count > 8 {
      var seen = Set<V>()
      return values.contains { !seen.insert($0.value).inserted }
    }
    return DuplicateValueRule.hasPair(values) { $0.value == $1.value }
  }

  /// Drops the empty values of a list; a free-text label goes with its value, and the fix
  /// says which (the label is the user's text: it is not dropped unsaid).
  private mutating func dropEmpty<V>(_ path: WritableKeyPath<Card, [LabeledValue<V>]>, _ property: String, _ isEmpty: (V) -> Bool) {
    for i in card[keyPath: path].indices.reversed() where isEmpty(card[keyPath: path][i].value) {
      let value = card[keyPath: path].remove(at: i)
      let label = (value.label ?? "").trimmingSpaces
      fixed(
        .lintEmptyValue, "dropped empty \(property)" + (label.isEmpty ? "" : " labelled \(Quoted.text(label))"), at: value.position,
        removesValue: true)
    }
  }

  /// Records the label rewrites `cardkit normalize --labels-only` made on this card.
  mutating func recordLabelChanges(_ changes: [PhoneChange], before: Card) {
    for change in changes where change.field == .label {
      let position = SourcePosition(line: change.location.line, column: change.location.column)
      if change.status == .garbageLabel {
        fixed(.lintGarbageLabel, "garbage label removed (\(change.old) → \(change.new))", at: position)
      } else if Self.movedCustomLabel(change, before) {
        fixed(.lintTypeValue, "custom label moved from TYPE into a label (\(change.old) → \(change.new))", at: position)
      } else {
        fixed(.lintLabelSpelling, "label respelled (\(change.old) → \(change.new))", at: position)
      }
    }
  }

  /// Whether the rewrite moved an unknown TYPE word into a free-text label (a custom label).
  private static func movedCustomLabel(_ change: PhoneChange, _ card: Card) -> Bool {
    func check<V>(_ values: [LabeledValue<V>], phone: Bool) -> Bool {
      guard let v = values.first(where: { $0.id == change.valueID }), v.label == nil, v.types.contains(where: \.isUnknown) else {
        return false
      }
      if phone {
        if case .custom = PhoneLabelReading(types: v.types, label: v.label).label { return true }
      } else {
        if case .custom = ContactLabelReading(types: v.types, label: v.label).label { return true }
      }
      return false
    }
    switch change.property {
    case .phone: return check(card.phones, phone: true)
    case .email: return check(card.emails, phone: false)
    case .address: return check(card.addresses, phone: false)
    case .url: return check(card.urls, phone: false)
    }
  }
}

extension SearchIndex {
  /// Marks the cards whose name or number the keypad digits match (Android SmartDial): from a
  /// word start of a name, possibly across words; the initials of its first two or last two
  /// words; the start of a number (as written, national, after the country code, national
  /// dialling form, after the NANP area code); anywhere inside a national number.
  func markDialled(_ digits: [UInt8], _ marks: inout KindMarks) {
    guard !digits.isEmpty else { return }
    let range = PackedKey.digitRange(digits)
    let typed = String(decoding: digits, as: UTF8.self)
    let lineCard = dial.lineCard
    let names = dialWordTable.positions(range)
    dialWordTable.payloads.withUnsafeBufferPointer { payloads in
      for position in names {
        let line = Int(payloads[position] >> 1)
        var kind: SearchMatchKind = payloads[position] & 1 == 0 ? .nameStart : .wordStart
        if range.isTruncated {
          // Longer than a key: the name decides.
          guard let match = T9Key(latinName: dial.lineText[line]).match(typed) else { continue }
          kind = Self.kind(of: match)
        }
        marks.mark(Int(lineCard[line]), kind)
      }
    }
    if digits.count == 2 {
      for position in dialInitialTable.positions(range) {
        marks.mark(Int(lineCard[Int(dialInitialTable.payloads[position])]), .initials)
      }
    }
    let numberCard = numbers.numberCard
    let starts = numberStartTable.positions(range)
    numberStartTable.payloads.withUnsafeBufferPointer { payloads in
      for position in starts {
        let number = Int(payloads[position] >> NumberStore.kindBits)
        if range.isTruncated && numberStart(number, digits, accepting: { _ in true }) == nil { continue }
        marks.mark(Int(numberCard[number]), .numberStart)
      }
    }
    let inner = numberInnerTable.positions(range)
    numberInnerTable.payloads.withUnsafeBufferPointer { cards in
      for position in inner {
        let card = Int(cards[position])
        if range.isTruncated && !cardNumbers(card).contains(where: { innerPosition($0, digits) != nil }) { continue }
        marks.mark(card, .numberInner)
      }
    }
  }

  static func kind(of match: T9Key.Match) -> SearchMatchKind {
    switch match.kind {
    case .nameStart: .nameStart
    case .wordStart: .wordStart
    case .initials: .initials
    }
  }

  /// The card's names and numbers the digits match, best first, with the matched letters
  /// and digits.
  func dialMatches(card: Int, _ digits: [UInt8]) -> [SearchMatch] {
    guard !digits.isEmpty else { return [] }
    let typed = String(decoding: digits, as: UTF8.self)
    var found: [(SearchMatchKind, SearchMatch)] = []
    for line in Int(dial.cardLines[card])..<Int(dial.cardLines[card + 1]) {
      let text = dial.lineText[line]
      guard let match = T9Key(latinName: text).match(typed) else { continue }
      let ranges = match.spans.compactMap { T9Key.scalarRange(of: $0, in: text) }
      found.append((Self.kind(of: match), SearchMatch(
        field: dial.lineField[line], text: text, transliterated: dial.lineTransliterated[line], ranges: ranges)))
    }
    for number in cardNumbers(card) {
      let phone = Int(numbers.numberPhone[number])
      let text = cards[card].phones[phone].value
      let written = NumberForms.writtenDigits(of: text)
      let forms = numbers.forms(of: number, written: written)
      if let form = forms.forms.first(where: { $0.digits.starts(with: digits) }) {
        let indices = Self.writtenIndices(form, 0..<digits.count, forms: forms, written: written.digits)
        found.append((.numberStart, Self.numberMatch(phone, text, indices, written.offsets)))
      } else if let position = innerPosition(number, digits) {
        let indices = Self.nationalIndices(position..<(position + digits.count), forms: forms, written: written.digits)
        found.append((.numberInner, Self.numberMatch(phone, text, indices, written.offsets)))
      }
    }
    return Self.bestFirst(found)
  }

  /// Matches ordered by kind, ties in the order found.
  static func bestFirst(_ found: [(SearchMatchKind, SearchMatch)]) -> [SearchMatch] {
    found.enumerated().sorted { a, b in a.element.0 != b.element.0 ? a.element.0 < b.element.0 : a.offset < b.offset }
      .map(\.element.1)
  }

  /// The numbers of a card.
  func cardNumbers(_ card: Int) -> Range<Int> {
    Int(numbers.cardNumbers[card])..<Int(numbers.cardNumbers[card + 1])
  }

  /// The first position after the start of number `id`'s national number where `digits` occur.
  func innerPosition(_ id: Int, _ digits: [UInt8]) -> Int? {
    let card = Int(numbers.numberCard[id])
    let text = cards[card].phones[Int(numbers.numberPhone[id])].value
    let inner = numbers.forms(of: id, written: NumberForms.writtenDigits(of: text)).inner
    guard inner.count > digits.count else { return nil }
    return (1...(inner.count - digits.count)).first { inner[$0...].starts(with: digits) }
  }
}

extension SearchIndex {
  /// The region a query without a country code is read in: the fixed region, else the book's.
  public var queryRegion: PhoneRegion? {
    switch options.region {
    case .fixed(let region): region
    case .auto: bookRegion
    }
  }

  /// Which forms of a number a phone query is compared with: an international query (`+44 20`)
  /// with country code and national number; a national one (`(408)`, `020 7946`) with the
  /// national number and its dialling forms of the query region's numbers, and with the
  /// digits as written of any number.
  private func accepts(_ query: PhoneQuery) -> (NumberForms.Kinds, Int) -> Bool {
    if query.isInternational { return { kinds, _ in kinds.contains(.international) } }
    let country = queryRegion.map { UInt16($0.countryCallingCode) }
    let countries = numbers.numberCountry
    return { kinds, number in
      kinds.contains(.written)
        || (!kinds.isDisjoint(with: .regional) && (country == nil || countries[number] == country))
    }
  }

  /// Marks the cards with a number starting with the query (both normalized), or for `exact`
  /// the same number in any format.
  func markNumbers(_ text: String, exact: Bool, _ marks: inout KindMarks) {
    let service = PhoneNumberService()
    let query = PhoneQuery(text, service: service)
    guard !query.digits.isEmpty else { return }
    if exact {
      for (digits, kinds) in exactForms(text, query, service) {
        let range = PackedKey.digitRange(digits)
        for position in numberStartTable.positions(range) where numberStartTable.keys[position] == range.low {
          let payload = numberStartTable.payloads[position]
          let number = Int(payload >> NumberStore.kindBits)
          guard !NumberForms.Kinds(rawValue: UInt8(payload & 63)).isDisjoint(with: kinds) else { continue }
          if range.isTruncated && numberStart(number, digits, accepting: { $0.digits == digits }) == nil { continue }
          marks.mark(Int(numbers.numberCard[number]), .exactNumber)
        }
      }
      return
    }
    let accepts = accepts(query)
    let range = PackedKey.digitRange(query.digits)
    for position in numberStartTable.positions(range) {
      let payload = numberStartTable.payloads[position]
      let number = Int(payload >> NumberStore.kindBits)
      guard accepts(NumberForms.Kinds(rawValue: UInt8(payload & 63)), number) else { continue }
      if range.isTruncated && numberStart(number, query.digits, accepting: { accepts($0.kinds, number) }) == nil { continue }
      marks.mark(Int(numbers.numberCard[number]), .numberStart)
    }
  }

  /// What an exact query is compared with: country code and national number when
  /// libphonenumber reads the query (in the query region), and the digits as written (so a
  /// number of another region, written the same way, is found too).
  private func exactForms(_ text: String, _ query: PhoneQuery, _ service: PhoneNumberService) -> [([UInt8], NumberForms.Kinds)] {
    var forms: [([UInt8], NumberForms.Kinds)] = [(query.digits, .written)]
    if let number = try? service.parse(text, region: queryRegion) {
      forms.insert((Array("\(number.countryCode)\(number.nationalSignificantNumber)".utf8), .international), at: 0)
    }
    return forms
  }

  /// The first form of number `id` that starts with `digits` and that `accepting` takes.
  func numberStart(_ id: Int, _ digits: [UInt8], accepting: (NumberForms.Form) -> Bool) -> NumberForms.Form? {
    let text = cards[Int(numbers.numberCard[id])].phones[Int(numbers.numberPhone[id])].value
    return numbers.forms(of: id, written: NumberForms.writtenDigits(of: text)).forms.first {
      $0.digits.starts(with: digits) && accepting($0)
    }
  }

  /// The card's numbers the query matches, with the matched digits.
  func numberMatches(card: Int, _ text: String, exact: Bool) -> [SearchMatch] {
    let service = PhoneNumberService()
    let query = PhoneQuery(text, service: service)
    guard !query.digits.isEmpty else { return [] }
    let accepts = accepts(query)
    let exactForms = exact ? exactForms(text, query, service) : []
    var found: [SearchMatch] = []
    for number in Int(numbers.cardNumbers[card])..<Int(numbers.cardNumbers[card + 1]) {
      let phone = Int(numbers.numberPhone[number])
      let value = cards[card].phones[phone].value
      let written = NumberForms.writtenDigits(of: value)
      let forms = numbers.forms(of: number, written: written)
      let form = forms.forms.first { form in
        exact
          ? exactForms.contains { form.digits == $0.0 && !form.kinds.isDisjoint(with: $0.1) }
          : form.digits.starts(with: query.digits) && accepts(form.kinds, number)
      }
      guard let form else { continue }
      let length = exact ? form.digits.count : query.digits.count
      found.append(Self.numberMatch(phone, value, Self.writtenIndices(form, 0..<length, forms: forms, written: written.digits), written.offsets))
    }
    return found
  }

  // MARK: Matched digits

  /// The positions among the written digits of digits `range` of `form`.
  static func writtenIndices(_ form: NumberForms.Form, _ range: Range<Int>, forms: NumberForms, written: [UInt8]) -> [Int] {
    if form.kinds.contains(.written) { return Array(range.clamped(to: 0..<written.count)) }
    guard let start = nationalStart(forms, written) else { return [] }
    return range.compactMap { k in
      let i = start + k - form.nationalOffset
      return i >= 0 && i < written.count && k < form.digits.count && written[i] == form.digits[k] ? i : nil
    }
  }

  /// The positions among the written digits of digits `range` of the national number.
  static func nationalIndices(_ range: Range<Int>, forms: NumberForms, written: [UInt8]) -> [Int] {
    guard let start = nationalStart(forms, written) else { return [] }
    return range.map { start + $0 }.filter { $0 < written.count }
  }

  /// Where the national number starts among the written digits.
  private static func nationalStart(_ forms: NumberForms, _ written: [UInt8]) -> Int? {
    let national = forms.inner
    guard !national.isEmpty, written.count >= national.count else { return nil }
    return (0...(written.count - national.count)).first { written[$0...].starts(with: national) }
  }

  /// A phone match whose ranges cover the matched digits and the separators between them.
  static func numberMatch(_ phone: Int, _ text: String, _ indices: [Int], _ offsets: [Int]) -> SearchMatch {
    var ranges: [Range<Int>] = []
    for index in indices.sorted() where index < offsets.count {
      let offset = offsets[index]
      if let last = ranges.last, index > 0, offsets[index - 1] == last.upperBound - 1, indices.contains(index - 1) {
        ranges[ranges.count - 1] = last.lowerBound..<(offset + 1)
      } else {
        ranges.append(offset..<(offset + 1))
      }
    }
    return SearchMatch(field: .phone, valueIndex: phone, text: text, ranges: ranges)
  }
}

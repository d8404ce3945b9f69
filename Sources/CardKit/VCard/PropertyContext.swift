/// One property being read: its name, group, parameters (codecs remove those they consume),
/// its decoded value, and where it came from.
struct PropertyContext {
  var group: String?
  var name: PropertyName
  var parameters: [Parameter]
  var value: PropertyText
  /// The decoded bytes when the property was base64-encoded (2.1 `BASE64`, 3.0 `ENCODING=b`).
  var binary: [UInt8]?
  var position: SourcePosition
  var version: VCardVersion
  /// The free-text label Apple attached to this property's group (`itemN.X-ABLabel`).
  var groupLabel: String?
  /// Set by a codec that used ``groupLabel``.
  var usedGroupLabel = false

  /// Removes and returns the TYPE tokens and the preference (`PREF=n`, or `TYPE=pref` as 1;
  /// in 2.1 and 3.0, else `X-PREF=n`, the rank CardKit writes there for a value that is not
  /// the most preferred).
  ///
  /// A quoted list such as `TYPE="HOME,VOICE"` (Nextcloud) reads as two tokens, and stray
  /// quotes around a token (as iOS shows them) are dropped.
  mutating func takeTypesAndPreference() -> (types: [TypeToken], preference: Int?) {
    // Names are matched by case and the parameters read by index: the derived `==` is a call,
    // and `for … in` copies each parameter and value. This runs for every TEL, EMAIL and ADR.
    guard parameters.indices.contains(where: { isTypeOrPref(parameters[$0].name) }) else { return ([], nil) }
    var types: [TypeToken] = []
    var preference: Int?
    var extensionRank: (rank: Int, index: Int)?
    var sawPrefType = false
    func add(_ t: TypeToken) {
      if case .pref = t {
        sawPrefType = true
      } else if !types.contains(t) {
        types.append(t)
      }
    }
    types.reserveCapacity(4)
    // Which parameters were taken: a bit each for the first 64, a set beyond (never seen).
    var takenBits: UInt64 = 0
    var takenBeyond = Set<Int>()
    var takenCount = 0
    func take(_ index: Int) {
      takenCount += 1
      if index < 64 { takenBits |= 1 << UInt64(index) } else { takenBeyond.insert(index) }
    }
    func wasTaken(_ index: Int) -> Bool {
      index < 64 ? takenBits & (1 << UInt64(index)) != 0 : takenBeyond.contains(index)
    }
    for index in parameters.indices {
      switch parameters[index].name {
      case .type:
        for v in parameters[index].values {
          if !Self.isWrittenAsList(v) {
            if !v.isEmpty { add(TypeToken(v)) }
            continue
          }
          for piece in v.split(separator: ",", omittingEmptySubsequences: true) {
            var token = piece.trimmingCharacters(in: "\" ")
            // `TYPE=HOME,TYPE=VOICE`: a writer repeated the name inside the list.
            if token.count > 5, token.prefix(5).uppercased() == "TYPE=" { token = String(token.dropFirst(5)) }
            if !token.isEmpty { add(TypeToken(token)) }
          }
        }
        take(index)
      case .pref:
        if let n = Self.rank(parameters[index]) {
          preference = n
          take(index)
        }
      case .extended(let name) where version != .v4_0 && extensionRank == nil && name.caseInsensitiveEquals("X-PREF"):
        if let n = Self.rank(parameters[index]) { extensionRank = (n, index) }
      default:
        break
      }
    }
    if preference == nil && sawPrefType { preference = 1 }
    if preference == nil, let (n, index) = extensionRank {
      preference = n
      take(index)
    }
    // Usually every parameter was a type: then no new array is needed.
    if takenCount == parameters.count {
      parameters = []
    } else if takenCount > 0 {
      parameters = parameters.indices.filter { !wasTaken($0) }.map { parameters[$0] }
    }
    return (types, preference)
  }

  private func isTypeOrPref(_ name: ParameterName) -> Bool {
    switch name {
    case .type, .pref: true
    case .extended(let name): version != .v4_0 && name.caseInsensitiveEquals("X-PREF")
    default: false
    }
  }

  /// A preference rank, 1 to 100.
  private static func rank(_ parameter: Parameter) -> Int? {
    guard let v = parameter.values.first, let n = Int(v.trimmingSpaces), (1...100).contains(n) else { return nil }
    return n
  }

  /// Whether a TYPE value is a list or quoted (`,`, `"`, a space or `=` in it: `"HOME,VOICE"`,
  /// `HOME,TYPE=VOICE`), searched in its bytes where they are. The reader splits such a value;
  /// ``TypeValueRule`` reports it.
  static func isWrittenAsList(_ v: String) -> Bool {
    func special(_ c: UInt8) -> Bool { c == ASCII.comma || c == ASCII.quote || c == ASCII.space || c == ASCII.equals }
    if let found = v.utf8.withContiguousStorageIfAvailable({ b -> Bool in
      for c in b where special(c) { return true }
      return false
    }) {
      return found
    }
    return v.utf8.contains(where: special)
  }

  /// Removes a parameter that holds one value and returns it. A list (`LABEL=1 Main St,
  /// Town`: a comma written bare, which the reader splits on) is that value with its commas,
  /// not its first piece: the rest would be lost.
  mutating func take(_ name: ParameterName) -> String? {
    guard let i = parameters.firstIndex(where: { $0.name == name }) else { return nil }
    let values = parameters.remove(at: i).values
    return values.count > 1 ? values.joined(separator: ",") : values.first
  }

  /// The free-text label of the group, marking it used.
  mutating func takeGroupLabel() -> String? {
    guard let label = groupLabel else { return nil }
    usedGroupLabel = true
    return label
  }

  /// A labeled value with this property's types, preference, group label and parameters.
  mutating func labeled<V>(_ value: V) -> LabeledValue<V> {
    let (types, preference) = takeTypesAndPreference()
    return LabeledValue(
      value, types: types, label: takeGroupLabel(), preference: preference, group: group,
      parameters: parameters, position: position)
  }

  /// A single-valued property's wrapper.
  func attributed<V>(_ value: V) -> Attributed<V> {
    Attributed(value, group: group, parameters: parameters, position: position)
  }

  /// The property as a raw property (kept unchanged).
  var raw: RawProperty {
    let text: String
    if let binary {
      text = String(decoding: Base64.encode(binary), as: UTF8.self)
    } else {
      text = value.rawText()
    }
    return RawProperty(group: group, name: name, parameters: parameters, value: text, position: position)
  }
}

extension StringProtocol {
  /// The string without the given leading and trailing ASCII characters.
  func trimmingCharacters(in set: StaticString) -> String {
    let chars = UnsafeBufferPointer(start: set.utf8Start, count: set.utf8CodeUnitCount)
    let u = Array(utf8)
    var s = 0
    var e = u.count
    while s < e, chars.contains(u[s]) { s += 1 }
    while e > s, chars.contains(u[e - 1]) { e -= 1 }
    return String(decoding: u[s..<e], as: UTF8.self)
  }
}

/// Label spellings of the CSV layouts: Google's label words and Outlook's and Thunderbird's
/// fixed phone columns, to and from vCard `TYPE` tokens plus a free-text label.
///
/// Kept in this one file so it can be switched to the shared phone-label mapping in
/// `Phone/` once that exists.
enum CSVLabels {
  /// The tokens that say nothing a label word would: ignored when choosing a word.
  static func significant(_ types: [TypeToken]) -> [TypeToken] {
    types.filter { $0 != .voice && $0 != .pref && $0 != .internet }
  }

  // MARK: Google label words

  /// Google phone label words (lower case) and their tokens; the first spelling of a token set
  /// is the one written.
  private static let googlePhoneWords: [(String, [TypeToken])] = [
    ("Mobile", [.cell]), ("Work", [.work]), ("Home", [.home]), ("Main", [.main]),
    ("Home Fax", [.home, .fax]), ("Work Fax", [.work, .fax]), ("Other Fax", [.other, .fax]),
    ("Fax", [.fax]), ("Pager", [.pager]), ("Work Pager", [.work, .pager]),
    ("Work Mobile", [.work, .cell]), ("Other", [.other]), ("Car", [.car]), ("ISDN", [.isdn]),
    ("iPhone", [.iPhone]), ("Video", [.video]), ("TTY/TDD", [.textphone]),
    ("Company Main", [.work, .main]), ("Cell", [.cell]), ("Text", [.text]),
  ]

  /// Label words shared by emails, addresses, websites and instant messaging.
  private static let googleGeneralWords: [(String, [TypeToken])] = [
    ("Home", [.home]), ("Work", [.work]), ("Other", [.other]), ("Home Page", [.homepage]),
    ("Homepage", [.homepage]), ("School", [.school]),
  ]

  private static func words(for kind: CSVBlockKind) -> [(String, [TypeToken])] {
    kind == .phone ? googlePhoneWords : googleGeneralWords
  }

  /// The words by lower-case spelling, for reading.
  private static let phoneLookup = lookup(googlePhoneWords)
  private static let generalLookup = lookup(googleGeneralWords)

  private static let phoneExact = exact(googlePhoneWords)
  private static let generalExact = exact(googleGeneralWords)

  private static func exact(_ words: [(String, [TypeToken])]) -> [String: ([TypeToken], String?, Int?)] {
    var map = [String: ([TypeToken], String?, Int?)]()
    for (word, types) in words {
      if map[word] == nil { map[word] = (types, nil, nil) }
      if map["* " + word] == nil { map["* " + word] = (types, nil, 1) }
    }
    return map
  }

  private static func lookup(_ words: [(String, [TypeToken])]) -> [String: [TypeToken]] {
    var map = [String: [TypeToken]]()
    for (word, types) in words where map[word.lowercased()] == nil { map[word.lowercased()] = types }
    return map
  }

  /// Reads a Google label cell: `* ` marks the primary value (preference 1); a known word
  /// becomes tokens, anything else the free-text label.
  static func fromGoogle(_ cell: String, kind: CSVBlockKind) -> (types: [TypeToken], label: String?, preference: Int?) {
    // Fast path: the exact spellings Google writes (`Mobile`, `* Mobile`).
    if let hit = (kind == .phone ? phoneExact : generalExact)[cell] { return hit }
    var word = cell.csvTrimmed
    var preference: Int?
    if word.csvStartsWithStar || word == "*" {
      // `*` alone: the primary value without a label (trimmed from `* `).
      preference = 1
      word = String(word.dropFirst(2)).csvTrimmed
    }
    if word.isEmpty { return ([], nil, preference) }
    if let types = (kind == .phone ? phoneLookup : generalLookup)[word.lowercased()] {
      return (types, nil, preference)
    }
    // Tokens no Google word names, as ``googleWord(types:label:preference:kind:)`` spells
    // them (`Msg Work` for MSG and WORK): every word a known TYPE token.
    let tokens = word.split(separator: " ").map { TypeToken(String($0)) }
    if !tokens.contains(where: \.isUnknown) { return (tokens, nil, preference) }
    return ([], word, preference)
  }

  /// The Google label word for a value: its free-text label when it has one (Apple's
  /// `_$!<Mobile>!$_` tokens unwrapped), else the word of its tokens, else the tokens spelled out.
  static func googleWord(types: [TypeToken], label: String?, preference: Int?, kind: CSVBlockKind) -> String {
    let word: String
    let wanted = Set(significant(types))
    let reading = kind == .phone ? PhoneLabelReading(types: types, label: label) : nil
    if let reading, label != nil || types.contains(where: \.isUnknown) {
      // Free text and unknown tokens go through the canonical reading (the phone-label
      // mapping): a standard label in Google's spelling, a custom one as its text
      // (`X-Werkstatt` as Werkstatt, Apple's `_$!<…>!$_` unwrapped, Android's `X-携帯` as Mobile).
      switch reading.label {
      case .custom(let text): word = text
      case let standard: word = standard.spelling(for: .google).csv.first ?? ""
      }
    } else if wanted.isEmpty || !(label ?? "").isEmpty {
      // The free-text label, as Apple shows it over the types (`EMAIL;TYPE=WORK` labelled
      // `Billing` is Billing; the writer reports the types left out).
      word = canonical(label.map(unwrapApple) ?? "", kind: kind)
    } else if let reading, PhoneLabel.standard.contains(reading.label), Set(significant(reading.label.modelTokens)) == wanted,
      let spelled = reading.label.spelling(for: .google).csv.first
    {
      // A standard phone label: the phone-label mapping's Google spelling (one table).
      word = spelled
    } else if let hit = words(for: kind).first(where: { Set($0.1) == wanted }) {
      word = hit.0
    } else {
      word = significant(types).map { $0.text.prefix(1).uppercased() + $0.text.dropFirst() }.joined(separator: " ")
    }
    return starred(word, preference: preference)
  }

  /// Google's mark of the preferred value, `*` before the label word (`* Mobile`, `*` alone).
  static func starred(_ word: String, preference: Int?) -> String {
    guard preference == 1 else { return word }
    return word.isEmpty ? "*" : "* " + word
  }

  /// A free-text label that is one of Google's words in another spelling (Apple's `HomePage`
  /// for `Home Page`) in the spelling written for its tokens, which the reader reads it as:
  /// written as it was, it read back as the word's tokens and was then written differently.
  private static func canonical(_ label: String, kind: CSVBlockKind) -> String {
    guard let types = (kind == .phone ? phoneLookup : generalLookup)[label.lowercased()],
      let word = words(for: kind).first(where: { $0.1 == types })?.0
    else { return label }
    return word
  }

  static func unwrapApple(_ label: String) -> String {
    guard label.hasPrefix("_$!<"), label.hasSuffix(">!$_"), label.count > 8 else { return label }
    return String(label.dropFirst(4).dropLast(4))
  }

  // MARK: Fixed columns

  /// Outlook's phone columns, in the order Outlook for Windows writes them.
  static let outlookPhoneColumns: [(String, CSVSlot)] = [
    ("Assistant's Phone", CSVSlot(label: "Assistant")),
    ("Business Fax", CSVSlot([.work, .fax])),
    ("Business Phone", CSVSlot([.work])),
    ("Business Phone 2", CSVSlot([.work])),
    ("Callback", CSVSlot(label: "Callback")),
    ("Car Phone", CSVSlot([.car])),
    ("Company Main Phone", CSVSlot([.work, .main])),
    ("Home Fax", CSVSlot([.home, .fax])),
    ("Home Phone", CSVSlot([.home])),
    ("Home Phone 2", CSVSlot([.home])),
    ("ISDN", CSVSlot([.isdn])),
    ("Mobile Phone", CSVSlot([.cell])),
    ("Other Fax", CSVSlot([.other, .fax])),
    ("Other Phone", CSVSlot([.other])),
    ("Pager", CSVSlot([.pager])),
    ("Primary Phone", CSVSlot([.main])),
    ("Radio Phone", CSVSlot(label: "Radio")),
    ("TTY/TDD Phone", CSVSlot([.textphone])),
    ("Telex", CSVSlot(label: "Telex")),
  ]

  /// Thunderbird's phone columns.
  static let thunderbirdPhoneColumns: [(String, CSVSlot)] = [
    ("Work Phone", CSVSlot([.work])), ("Home Phone", CSVSlot([.home])),
    ("Fax Number", CSVSlot([.fax])), ("Pager Number", CSVSlot([.pager])),
    ("Mobile Number", CSVSlot([.cell])),
  ]

  /// Outlook address column prefixes and the tokens of each address.
  static let outlookAddressSlots: [(String, CSVSlot)] = [
    ("Business", CSVSlot([.work])), ("Home", CSVSlot([.home])), ("Other", CSVSlot([.other])),
  ]

  /// A value's labels read once, to be compared with each fixed slot (``score(_:types:)``).
  struct SlotFit {
    /// The value's significant tokens.
    let tokens: Set<TypeToken>
    /// The free-text label as compared with a slot's label (Apple's wrapping gone, lower case).
    private let label: String?
    /// The tokens of the free-text label read as a Google word; nil without a label.
    private let labelTokens: Set<TypeToken>?

    init(types: [TypeToken], label: String?) {
      tokens = Set(CSVLabels.significant(types))
      self.label = label.map { CSVLabels.unwrapApple($0).lowercased() }
      if let label, !label.isEmpty {
        labelTokens = Set(CSVLabels.fromGoogle(label, kind: .phone).types)
      } else {
        labelTokens = nil
      }
    }

    /// How well the value fits `slot` (whose tokens as a set are `types`): 2 same tokens (and
    /// label), 1 a looser fit (a `cell` value in a slot for `cell`; a `fax` without a place in
    /// a slot for other faxes), 0 none.
    func score(_ slot: CSVSlot, types: Set<TypeToken>) -> Int {
      if let wanted = slot.label { return label == wanted.lowercased() ? 2 : 0 }
      if let labelTokens, labelTokens == types && !slot.types.isEmpty { return 2 }
      if tokens == types { return 2 }
      if slot.types.count == 1, tokens.contains(slot.types[0]), !tokens.contains(.fax), !tokens.contains(.pager) { return 1 }
      if types.count > 1, types.contains(.other), !tokens.isEmpty, tokens == types.subtracting([.other]) { return 1 }
      return 0
    }
  }
}

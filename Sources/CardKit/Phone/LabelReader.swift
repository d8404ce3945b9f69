/// Reads the labels of one value (its `TYPE` tokens and free-text label) into a meaning, and
/// works out the minimal rewrite into canonical tokens.
///
/// Standard tokens are kept as written and in order; only non-standard spellings change:
/// quoted lists (`"HOME` and `VOICE"` from `TYPE="HOME,VOICE"`) become their tokens, known
/// words (`mobile`, `x-mobil`, `homefax`) become the tokens they stand for, noise is dropped and
/// reported, and a free-text label that says a standard label (`_$!<Mobile>!$_`, `Work Fax`,
/// `携帯`) becomes tokens. Shared by the phone and the email/address/URL label readers.
struct LabelReader {
  /// The bits that count for this property (``LabelMeaning/phone`` or ``LabelMeaning/contact``).
  let relevant: LabelMeaning

  struct Result {
    /// Meaning from standard tokens and mapped words together.
    var meaning: LabelMeaning = []
    var preferred = false
    /// Noise found, as written (label text or token).
    var garbage: [String] = []
    /// Meaningful free text with no standard meaning, as the label should keep it.
    var customText: String?
    /// The label as read, when it should stay exactly as written (an Apple token with no
    /// standard meaning, such as `_$!<HomePage>!$_`, or plain custom text).
    var keepLabel = false
    /// Unknown but meaningful tokens: index into `types`, the word without `X-`, and whether
    /// it was written with `X-`.
    var unknownTokens: [(index: Int, word: String, isExtension: Bool)] = []
    /// The rewritten tokens before label tokens are added.
    var types: [TypeToken] = []
    /// Meaning that came from somewhere other than a standard token (needs tokens added).
    var addedMeaning: LabelMeaning = []
    /// True when a token or the label text was respelled or removed.
    var changed = false
    /// True when there was any label word at all (label text or a token with meaning).
    var named = false
  }

  func read(types: [TypeToken], label: String?) -> Result {
    var result = Result()
    if let label { readText(label, into: &result) }
    for token in types { readToken(token, into: &result) }
    return result
  }

  private func readText(_ label: String, into result: inout Result) {
    let (unwrapped, wasApple) = LabelText.unwrapApple(label)
    let (body, primary) = LabelText.stripGooglePrimary(unwrapped)
    if primary { result.preferred = true }
    let text = LabelText.trimmed(body)
    if text.isEmpty {
      result.garbage.append(label)
      result.changed = true
      return
    }
    if let meaning = LabelVocabulary.meaning(of: text), relevant.isSuperset(of: meaning) {
      result.meaning.formUnion(meaning.isEmpty ? .filler : meaning)
      result.addedMeaning.formUnion(meaning)
      result.changed = true
      result.named = true  // label text that maps says something, even if only "phone"
      return
    }
    if LabelNoise.isGarbage(text) {
      result.garbage.append(label)
      result.changed = true
      return
    }
    result.named = true
    result.customText = text
    // Keep the label exactly as read unless it only lost a Google star or white space.
    result.keepLabel = wasApple || (!primary && text == label)
    if !result.keepLabel { result.changed = true }
  }

  private func readToken(_ token: TypeToken, into result: inout Result) {
    guard case .extended(let spelled) = token else {
      addStandard(token, into: &result)
      result.types.append(token)
      return
    }
    // A quoted list arrives as one token or as pieces with stray quotes: `"HOME,VOICE"`,
    // `"HOME`, `VOICE"`. Split it and read each part.
    let cleaned = String(spelled.unicodeScalars.filter { $0 != "\"" && $0 != "'" })
    let parts = cleaned.split(separator: ",", omittingEmptySubsequences: false).map { LabelText.trimmed(String($0)) }
    let isPlain = parts.count == 1 && parts[0] == spelled
    if !isPlain { result.changed = true }
    if parts.allSatisfy(\.isEmpty) {
      // `TYPE=""` or a lone quote left from a broken list.
      result.garbage.append(spelled)
      result.changed = true
      return
    }
    for part in parts {
      if part.isEmpty { continue }
      let known = TypeToken(part)
      if !known.isUnknown {
        addStandard(known, into: &result)
        result.types.append(known)
        result.changed = true
        continue
      }
      let word = LabelText.stripExtensionPrefix(part)
      if let meaning = LabelVocabulary.meaning(of: word), !meaning.isEmpty, relevant.isSuperset(of: meaning) {
        result.meaning.formUnion(meaning)
        result.addedMeaning.formUnion(meaning)
        result.changed = true
        if !meaning.isDisjoint(with: .names) { result.named = true }
        continue
      }
      if LabelNoise.isGarbage(word) {
        result.garbage.append(part)
        result.changed = true
        continue
      }
      result.unknownTokens.append((result.types.count, word, word != part))
      result.types.append(isPlain ? token : .extended(part))
    }
  }

  private func addStandard(_ token: TypeToken, into result: inout Result) {
    let meaning = LabelReader.meaning(of: token)
    if token == .pref { result.preferred = true }
    let useful = meaning.intersection(relevant)
    result.meaning.formUnion(useful)
    if !useful.isDisjoint(with: .names) { result.named = true }
  }

  /// The meaning of a standard token.
  static func meaning(of token: TypeToken) -> LabelMeaning {
    switch token {
    case .home: .home
    case .work: .work
    case .other: .other
    case .school: .school
    case .cell: .cell
    case .iPhone: .iPhone
    case .main: .main
    case .fax: .fax
    case .pager: .pager
    case .voice: .voice
    case .text: .text
    case .video: .video
    case .textphone: .textphone
    case .car: .car
    case .isdn: .isdn
    case .msg: .msg
    case .modem: .modem
    case .bbs: .bbs
    case .pcs: .pcs
    default: []
    }
  }

  /// The standard tokens for a meaning, in a fixed order.
  static func tokens(for meaning: LabelMeaning) -> [TypeToken] {
    let order: [(LabelMeaning, TypeToken)] = [
      (.home, .home), (.work, .work), (.school, .school), (.other, .other), (.cell, .cell),
      (.iPhone, .iPhone), (.main, .main), (.fax, .fax), (.pager, .pager), (.text, .text),
      (.voice, .voice), (.video, .video), (.textphone, .textphone), (.car, .car), (.isdn, .isdn),
      (.msg, .msg), (.modem, .modem), (.bbs, .bbs), (.pcs, .pcs),
    ]
    return order.compactMap { meaning.contains($0.0) ? $0.1 : nil }
  }
}

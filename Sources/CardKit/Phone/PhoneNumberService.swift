internal import CPhoneNumber

/// Parses, validates and formats phone numbers with libphonenumber (through `CPhoneNumber`).
///
/// A service owns a libphonenumber working context and a cache, so it is not `Sendable`: give
/// each thread its own (they are cheap; the metadata is shared and loaded once per process).
/// Plain input such as `(517) 321-7871` or `+41 44 668 18 00` takes a fast path that follows
/// libphonenumber's steps over the same metadata and the same ICU expressions; everything else
/// (letters, extensions, `tel:` URIs, unusual characters) goes through libphonenumber itself.
public final class PhoneNumberService {
  private let context: OpaquePointer
  private var cache: [NumberCacheKey: NumberAnalysis] = [:]
  private var hits = 0
  private var misses = 0
  /// Entries kept before the cache starts over (about 200 bytes each, so under 1 MB). Most
  /// numbers of a book are distinct (the benchmark book's 171,051 values are 168,727 distinct
  /// texts): a cache that grew with the book cost `lint` and `normalize` more in resizing and
  /// page faults than its hits saved. A small one stays in the processor's cache and still
  /// serves numbers that recur close together.
  private let cacheLimit = 1 << 12

  /// A service using the fast path for plain input.
  public convenience init() { self.init(reference: false) }

  /// A service whose every call goes through libphonenumber's public API (for checking the fast path).
  init(reference: Bool) {
    guard let context = cphone_context_create(reference ? 1 : 0) else {
      fatalError("libphonenumber's compiled-in metadata cannot be loaded")
    }
    self.context = context
  }

  deinit { cphone_context_destroy(context) }

  // MARK: Parsing and checks

  /// Parses text with a default region (nil when unknown: the text must then be international).
  /// Vanity letters become digits (`1-800-FLOWERS`) and extensions are kept.
  public func parse(_ text: String, region: PhoneRegion?) throws(PhoneParseError) -> PhoneNumber {
    var raw = cphone_number()
    let status = CPhoneText.withUTF8(text) { bytes, length in
      (region?.code ?? "ZZ").withCString { cphone_parse(context, bytes, length, $0, &raw) }
    }
    if let error = PhoneParseError(status) { throw error }
    return PhoneNumber(raw)
  }

  /// Whether libphonenumber considers the number valid (not just of a possible length).
  public func isValid(_ number: PhoneNumber) -> Bool { validate(number).valid }

  /// The number's region code as libphonenumber gives it: `CH`, `001` for global services
  /// such as `+800`, `ZZ` when no region's numbering plan covers it.
  public func regionCode(of number: PhoneNumber) -> String { validate(number).region }

  /// The number's region, nil for global services and numbers no region covers.
  public func region(of number: PhoneNumber) -> PhoneRegion? { PhoneRegion(regionCode(of: number)) }

  /// Validity and region in one call.
  func validate(_ number: PhoneNumber) -> (valid: Bool, region: String) {
    var raw = number.raw
    var valid: Int32 = 0
    let region = CPhoneText.region { buffer in
      valid = cphone_is_valid(context, &raw, buffer)
      return 1
    }
    return (valid != 0, region ?? "ZZ")
  }

  /// The kind of line (mobile, fixed line, toll free, …).
  public func type(of number: PhoneNumber) -> PhoneNumberType {
    var raw = number.raw
    return PhoneNumberType(cphone_get_type(context, &raw))
  }

  /// Whether the number has a possible length for its region.
  public func possibility(of number: PhoneNumber) -> PhonePossibility {
    var raw = number.raw
    return PhonePossibility(cphone_possibility_of(context, &raw))
  }

  /// Whether the text is a valid short number in a region (emergency numbers, service codes).
  public func isValidShortNumber(_ text: String, in region: PhoneRegion) -> Bool {
    guard let number = try? parse(text, region: region) else { return false }
    return isValidShortNumber(number, in: region)
  }

  /// Whether a parsed number is a valid short number dialled in a region.
  public func isValidShortNumber(_ number: PhoneNumber, in region: PhoneRegion) -> Bool {
    var raw = number.raw
    return cphone_is_valid_short_number(context, &raw, region.code) != 0
  }

  /// Whether the text is exactly an emergency number of a region (`112`, `911`).
  public func isEmergencyNumber(_ text: String, in region: PhoneRegion) -> Bool {
    CPhoneText.withUTF8(text) { bytes, length in
      cphone_is_emergency_number(context, bytes, length, region.code) != 0
    }
  }

  /// Whether the text is a vanity number: three or more letters standing for keypad digits.
  public func isVanityNumber(_ text: String) -> Bool {
    CPhoneText.withUTF8(text) { bytes, length in cphone_is_alpha_number(context, bytes, length) != 0 }
  }

  /// libphonenumber's example number of a type for a region, nil when it documents none.
  public func exampleNumber(for region: PhoneRegion, type: PhoneNumberType) -> PhoneNumber? {
    var raw = cphone_number()
    let found = cphone_example_number(context, region.code, type.raw, &raw)
    return found != 0 ? PhoneNumber(raw) : nil
  }

  // MARK: Formatting

  /// Formats a number. E.164 has no extension syntax, so an extension follows text forms as
  /// ` x123`; RFC 3966 carries it as `;ext=123`. `.national` is the number's own national
  /// format, whatever its country (see ``format(_:_:dialledFrom:)`` for a book's numbers).
  public func format(_ number: PhoneNumber, _ format: PhoneNumberFormat) -> String {
    var text: String
    switch format {
    case .e164: text = number.e164
    case .international, .national, .rfc3966: text = libraryFormat(number, format, withExtension: format == .rfc3966)
    }
    if format != .rfc3966, let ext = number.extension, !ext.isEmpty { text += " x" + ext }
    return text
  }

  /// Formats a number of a book dialled from `region`. Only `.national` differs from
  /// ``format(_:_:)``: a number with the region's calling code is written in its national
  /// format, and any other keeps its country code, as libphonenumber writes it for dialling
  /// from the region (`FormatOutOfCountryCallingNumber`: `00 44 7911 123456` from DE,
  /// `011 44 7911 123456` from US, `+44 7911 123456` from a region with several international
  /// prefixes), or in international format when no region is known. A national form of another
  /// country's number would dial a different number in the book's country.
  public func format(_ number: PhoneNumber, _ format: PhoneNumberFormat, dialledFrom region: PhoneRegion?) -> String {
    guard format == .national, region?.countryCallingCode != number.countryCode else { return self.format(number, format) }
    var text = outOfCountryFormat(number, from: region)
    if let ext = number.extension, !ext.isEmpty { text += " x" + ext }
    return text
  }

  /// libphonenumber's format for dialling the number from a region (nil: international),
  /// without the extension.
  private func outOfCountryFormat(_ number: PhoneNumber, from region: PhoneRegion?) -> String {
    var raw = number.raw
    return Self.shimText { buffer, capacity in
      (region?.code ?? "ZZ").withCString { cphone_format_out_of_country(context, &raw, $0, buffer, capacity) }
    }
  }

  /// The text a shim call writes into a buffer of the capacity it is given, returning the
  /// length it needs (called again with a larger buffer when the first was short).
  private static func shimText(_ write: (UnsafeMutablePointer<CChar>, Int) -> Int) -> String {
    var capacity = 96
    while true {
      var buffer = [CChar](repeating: 0, count: capacity)
      let needed = buffer.withUnsafeMutableBufferPointer { write($0.baseAddress!, capacity) }
      if needed < capacity {
        return buffer.withUnsafeBufferPointer { pointer in
          pointer.withMemoryRebound(to: UInt8.self) { String(decoding: $0.prefix(needed), as: UTF8.self) }
        }
      }
      capacity = needed + 1
    }
  }

  /// The `tel:` URI for a number: RFC 3966 form, or the E.164 digits for `.e164`.
  public func uri(_ number: PhoneNumber, _ format: PhoneNumberFormat) -> String {
    guard format == .e164 else { return self.format(number, .rfc3966) }
    var text = "tel:" + number.e164
    if let ext = number.extension, !ext.isEmpty { text += ";ext=" + ext }
    return text
  }

  /// libphonenumber's own formatting (its extension suffix only when asked).
  func libraryFormat(_ number: PhoneNumber, _ format: PhoneNumberFormat, withExtension: Bool) -> String {
    var raw = number.raw
    return Self.shimText { buffer, capacity in cphone_format(context, &raw, format.raw, withExtension ? 1 : 0, buffer, capacity) }
  }

  // MARK: Normalizing with a cache

  /// Parses, validates and formats one value, remembering the answer: equal plain numbers
  /// (`(517) 321-7871` and `517.321.7871` with the same region) cost one libphonenumber call.
  /// The text is never changed here; the caller decides what to write. `region` reads national
  /// numbers; `dialledFrom` is where the book is dialled from, which `.national` formats for
  /// (``format(_:_:dialledFrom:)``; nil: numbers keep their country code).
  public func analyze(
    _ text: String, region: PhoneRegion?, format: PhoneNumberFormat, dialledFrom: PhoneRegion? = nil
  ) -> NumberAnalysis {
    let shape = PhoneText(text)
    let key = NumberCacheKey(text: shape.key, region: region, format: format, dialledFrom: dialledFrom)
    if let known = cache[key] {
      hits += 1
      return known
    }
    misses += 1
    let result = computeAnalysis(shape, region: region, format: format, dialledFrom: dialledFrom)
    if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
    cache[key] = result
    return result
  }

  private func computeAnalysis(
    _ shape: PhoneText, region: PhoneRegion?, format: PhoneNumberFormat, dialledFrom: PhoneRegion?
  ) -> NumberAnalysis {
    if shape.key.isEmpty { return NumberAnalysis(status: .unparsable, parseError: .notANumber) }
    if region == nil && !shape.isInternational {
      return NumberAnalysis(status: .noRegion, parseError: .invalidCountryCode)
    }
    let number: PhoneNumber
    do {
      number = try parse(shape.key, region: region)
    } catch {
      return NumberAnalysis(status: .unparsable, parseError: error)
    }
    let vanity = shape.hasLetters && isVanityNumber(shape.key)
    let (valid, numberRegion) = validate(number)
    guard valid else {
      let short = region.map { isValidShortNumber(number, in: $0) } ?? false
      return NumberAnalysis(status: short ? .shortNumber : .invalid, number: number, regionCode: numberRegion, isVanity: vanity)
    }
    return NumberAnalysis(
      status: .valid, number: number, regionCode: numberRegion, formatted: self.format(number, format, dialledFrom: dialledFrom),
      isVanity: vanity)
  }

  /// Makes room in the cache for about this many more distinct numbers.
  public func reserveCapacity(_ count: Int) {
    cache.reserveCapacity(min(cache.count + count, cacheLimit))
  }

  /// How the service has worked so far.
  public var counters: PhoneServiceCounters {
    var fast: UInt64 = 0
    var library: UInt64 = 0
    cphone_context_counters(context, &fast, &library)
    return PhoneServiceCounters(fastParses: Int(fast), libraryParses: Int(library), cacheHits: hits, cacheMisses: misses)
  }
}

/// What ``PhoneNumberService/checkPatternAutomata(seed:statesPerPattern:randomTexts:)`` found.
struct PatternAutomataCheck {
  /// Patterns in libphonenumber's metadata, and how many of them have a digit automaton.
  var patterns: Int
  var automata: Int
  /// Texts asked of both the automaton and ICU, and how many answers differed.
  var texts: Int
  var mismatches: Int
  /// The first difference as "pattern | text | question", empty when there is none.
  var firstMismatch: String
}

extension PhoneNumberService {
  /// Compares the shim's digit automata with ICU's matcher on texts drawn from each automaton
  /// (members, near misses) and random digit strings: the check behind the fast path's use of
  /// automata instead of ICU for whole-number matches.
  static func checkPatternAutomata(seed: UInt64, statesPerPattern: Int, randomTexts: Int) -> PatternAutomataCheck {
    var check = cphone_automaton_check()
    cphone_check_automata(seed, Int32(statesPerPattern), Int32(randomTexts), &check)
    let first = withUnsafeBytes(of: check.first_mismatch) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    return PatternAutomataCheck(
      patterns: Int(check.patterns), automata: Int(check.automata), texts: Int(check.texts),
      mismatches: Int(check.mismatches), firstMismatch: first)
  }
}

/// Work counters of a ``PhoneNumberService``.
public struct PhoneServiceCounters: Hashable, Sendable {
  /// Parses that took CardKit's fast path.
  public var fastParses: Int
  /// Parses handed to libphonenumber (letters, extensions, URIs, uncommon forms).
  public var libraryParses: Int
  /// Values answered from the cache.
  public var cacheHits: Int
  /// Values that needed libphonenumber (or the fast path).
  public var cacheMisses: Int
}

/// The text with the regions and format packed into one integer, so hashing is one string.
struct NumberCacheKey: Hashable {
  var text: String
  var context: Int

  init(text: String, region: PhoneRegion?, format: PhoneNumberFormat, dialledFrom: PhoneRegion? = nil) {
    self.text = text
    // Two letters each, 16 bits a region: the three fields fit one integer.
    func bits(_ region: PhoneRegion?) -> Int {
      var bits = 0
      for byte in region?.code.utf8 ?? "".utf8 { bits = bits << 8 | Int(byte) }
      return bits
    }
    context = (bits(region) << 16 | bits(dialledFrom)) << 8 | (PhoneNumberFormat.allCases.firstIndex(of: format) ?? 0)
  }
}

/// The digit strings a phone number can be found by, and where each lies in the number as
/// written (for showing which digits matched).
struct NumberForms {
  /// The ways a number is dialled or written.
  struct Kinds: OptionSet, Sendable, Hashable {
    let rawValue: UInt8
    /// Country code and national number: `+1 408 555 0100` as `14085550100`.
    static let international = Kinds(rawValue: 1 << 0)
    /// The national significant number, what follows the country code: `4085550100`.
    static let national = Kinds(rawValue: 1 << 1)
    /// The national dialling form, with the trunk prefix: `02079460958` in the UK.
    static let nationalFormat = Kinds(rawValue: 1 << 2)
    /// NANP long-distance dialling: `1` and the ten digits.
    static let nanpTrunk = Kinds(rawValue: 1 << 3)
    /// NANP: the seven digits after the area code.
    static let local = Kinds(rawValue: 1 << 4)
    /// The digits as written, whatever they are.
    static let written = Kinds(rawValue: 1 << 5)

    /// The forms a query without a country code is compared with for numbers of its region.
    static let regional: Kinds = [.national, .nationalFormat, .nanpTrunk]
  }

  /// One digit string and the forms it stands for.
  struct Form {
    var digits: [UInt8]
    var kinds: Kinds
    /// Digit `k` of the form is digit `k - nationalOffset` of the national number (when that
    /// lies inside it).
    var nationalOffset: Int
  }

  /// Distinct digit strings, international form first.
  private(set) var forms: [Form] = []
  /// The national number, or the written digits for a number that could not be parsed; T9
  /// finds digits anywhere inside it.
  let inner: [UInt8]

  /// The forms of a parsed number (`countryCode` 0 when parsing failed) written as `written`.
  init(written: [UInt8], writtenInternational: Bool, countryCode: Int, national: String, nationalFormat: String) {
    guard countryCode > 0, !national.isEmpty else {
      inner = written
      add(written, writtenInternational ? [.written, .international] : .written, offset: 0)
      return
    }
    let nsn = Array(national.utf8)
    let cc = Array(String(countryCode).utf8)
    inner = nsn
    add(cc + nsn, .international, offset: cc.count)
    add(nsn, .national, offset: 0)
    let dialled = Array(nationalFormat.utf8)
    if !dialled.isEmpty {
      add(dialled, .nationalFormat, offset: dialled.count >= nsn.count && dialled.suffix(nsn.count).elementsEqual(nsn) ? dialled.count - nsn.count : Int.min / 2)
    }
    if countryCode == 1 {
      add([UInt8(ascii: "1")] + nsn, .nanpTrunk, offset: 1)
      if nsn.count == 10 { add(Array(nsn[3...]), .local, offset: -3) }
    }
    // Digits written after a `+` are international digits too (with an extension, say).
    add(written, writtenInternational ? [.written, .international] : .written, offset: Int.min / 2)
  }

  private mutating func add(_ digits: [UInt8], _ kinds: Kinds, offset: Int) {
    guard !digits.isEmpty else { return }
    if let i = forms.firstIndex(where: { $0.digits == digits }) {
      forms[i].kinds.formUnion(kinds)
    } else {
      forms.append(Form(digits: digits, kinds: kinds, nationalOffset: offset))
    }
  }

  /// The ASCII digits of a phone value and the scalar offset of each in the text.
  static func writtenDigits(of text: String) -> (digits: [UInt8], offsets: [Int], international: Bool) {
    var digits: [UInt8] = []
    var offsets: [Int] = []
    var plus = false
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      if scalar.value >= 0x30 && scalar.value <= 0x39 {
        digits.append(UInt8(scalar.value))
        offsets.append(offset)
      } else if scalar == "+" && digits.isEmpty {
        plus = true
      }
    }
    return (digits, offsets, plus)
  }
}

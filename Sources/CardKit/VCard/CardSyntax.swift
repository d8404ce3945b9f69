/// How a card was written, line by line, for checks that the model cannot answer (component
/// counts, parameters as written, line lengths and endings). Collected only when
/// ``ReadOptions/collectSyntax`` is set (`cardkit lint` does).
public struct CardSyntax: Sendable {
  /// The card's content lines as read, in order (BEGIN and END excluded).
  public var properties: [PropertySyntax] = []
  /// The card's physical lines, BEGIN and END included.
  public var lines: [PhysicalLine] = []
  /// The version the card declares; nil when it has no VERSION.
  public var declaredVersion: VCardVersion?
  /// The version the card was read as: the declared one, else the one its syntax suggests.
  public var effectiveVersion: VCardVersion = .v3_0
  /// The group written before `BEGIN:VCARD` (`item.BEGIN:VCARD`), if any.
  public var beginGroup: String?
  /// The VERSION text as written, when it is not a known version.
  public var versionText: String?
  /// The card's unfolded text, which ``properties`` read their text from.
  var text: [UInt8] = []

  /// An empty record (no lines; read as vCard 3.0 until told otherwise).
  public init() {}
}

/// One content line as written. Its group, name and value are read from the card's unfolded
/// text when asked: the lint walks a million lines and most rules never look at them.
public struct PropertySyntax: Sendable {
  /// The card's unfolded text, shared by all its lines.
  private let text: [UInt8]
  private let groupRange: Range<Int>?
  private let nameRange: Range<Int>
  private let valueRange: Range<Int>
  /// The property name as parsed.
  public let propertyName: PropertyName
  /// The parameters as written (ENCODING and CHARSET included).
  public let parameters: [Parameter]
  /// True when a parameter was written bare, 2.1 style (`TEL;HOME;CELL:`).
  public let hasBareParameters: Bool
  /// Where the content line starts (line and byte column).
  public let position: SourcePosition

  init(
    text: [UInt8], group: Range<Int>?, name: Range<Int>, value: Range<Int>, propertyName: PropertyName,
    parameters: [Parameter], hasBareParameters: Bool, position: SourcePosition
  ) {
    self.text = text
    groupRange = group
    nameRange = name
    valueRange = value
    self.propertyName = propertyName
    self.parameters = parameters
    self.hasBareParameters = hasBareParameters
    self.position = position
  }

  /// The group as written, without the dot.
  public var group: String? { groupRange.map(string) }
  /// The property name as written.
  public var name: String { string(nameRange) }
  /// The value as written, after unfolding, before any decoding.
  public var rawValue: String { string(valueRange) }

  /// Calls `body` with the bytes of the value as written (``rawValue`` without making it).
  func withRawValue<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try text.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[valueRange])) }
  }

  private func string(_ range: Range<Int>) -> String {
    text.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
  }

  /// Whether the parameters, as written, hold a comma outside quotes: a list in one parameter
  /// (`TYPE=HOME,PREF`), which is vCard 3.0 and 4.0 syntax.
  public var hasParameterList: Bool {
    guard !parameters.isEmpty else { return false }
    return text.withUnsafeBufferPointer { t in
      var quoted = false
      for i in nameRange.upperBound..<valueRange.lowerBound {
        if t[i] == ASCII.quote {
          quoted.toggle()
        } else if t[i] == ASCII.comma && !quoted {
          return true
        }
      }
      return false
    }
  }

  /// Calls `body` with each parameter name as written. In vCard text, the bytes between a
  /// `;` and the `=` after it, white space included (the reader reads `TYPE =cell` as TYPE);
  /// a bare 2.1 parameter (`TEL;HOME:`) is a value and has none, and values are skipped as
  /// the reader skips them (a quoted one may hold `;`). jCard writes no parameter text: there,
  /// each parameter's name (its JSON key).
  func forEachParameterName(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    let writesParameters = text.withUnsafeBufferPointer { t in
      (nameRange.upperBound..<max(nameRange.upperBound, valueRange.lowerBound)).contains { t[$0] == ASCII.semicolon }
    }
    guard writesParameters else {
      for parameter in parameters {
        var name = parameter.name.text
        name.withUTF8(body)
      }
      return
    }
    text.withUnsafeBufferPointer { t in
      // Up to the colon that starts the value.
      let end = max(nameRange.upperBound, valueRange.lowerBound - 1)
      var i = nameRange.upperBound
      while i < end {
        guard t[i] == ASCII.semicolon else {
          i += 1
          continue
        }
        let start = i + 1
        i = start
        while i < end, t[i] != ASCII.equals, t[i] != ASCII.semicolon { i += 1 }
        guard i < end, t[i] == ASCII.equals else { continue }
        body(UnsafeBufferPointer(rebasing: t[start..<i]))
        // The values: each up to `,` or `;`, a quoted one from its opening to its closing quote first.
        i += 1
        while i < end {
          if t[i] == ASCII.quote {
            i += 1
            while i < end, t[i] != ASCII.quote { i += 1 }
            i += 1
          }
          while i < end, t[i] != ASCII.comma, t[i] != ASCII.semicolon { i += 1 }
          guard i < end, t[i] == ASCII.comma else { break }
          i += 1
        }
      }
    }
  }

  /// The number of `;`-separated components of the value (escaped semicolons not counted).
  /// Counted when asked: only N, ADR, GENDER and CLIENTPIDMAP have their components checked.
  public var componentCount: Int {
    withRawValue { t in
      var n = 1
      var i = 0
      while i < t.count {
        if t[i] == ASCII.backslash {
          i += 2
          continue
        }
        if t[i] == ASCII.semicolon { n += 1 }
        i += 1
      }
      return n
    }
  }
}

/// How a physical line ends.
public enum LineEnding: Sendable, Hashable {
  /// CR LF (what RFC 6350 requires), LF alone, CR alone, or CR CR LF (a CR LF file passed through
  /// a tool that added another CR).
  case crlf, lf, cr, crcrlf
  /// The last line of a file without a final line break.
  case none
}

/// One physical line: its number, length in bytes (without the line break) and ending.
public struct PhysicalLine: Sendable, Hashable {
  /// 1-based line number in the file.
  public var line: Int
  /// Length in bytes, without the line break.
  public var length: Int
  /// How the line ends.
  public var ending: LineEnding
}

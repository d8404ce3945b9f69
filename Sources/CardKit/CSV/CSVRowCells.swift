/// One card's row, encoded before the header is known: each non-empty cell as it will be
/// written (neutralised and quoted as the options ask, in UTF-8), named by its column, with what
/// the writer reports about the row. What the card needs of the header comes from it
/// (``needs(in:)``); once the header is planned, ``CSVRowRenderer`` lays the cells out in its
/// columns. The rows of a book being converted wait in a ``SpillFile`` meanwhile
/// (``spilled()``, ``init(spilled:)``).
struct CSVRowCells: Sendable {
  /// A cell's column: its number in the layout's ``CSVColumnCatalogue``, or its name when the
  /// catalogue has no such column.
  enum Column: Sendable, Hashable {
    case known(UInt16)
    case named(String)
  }

  /// One cell: its column, where its bytes are in ``text`` (offsets from its start), and
  /// whether it got an apostrophe against formulas.
  struct Cell: Sendable {
    var column: Column
    var start: Int
    var end: Int
    var neutralised: Bool
  }

  /// The cells' bytes, one after the other.
  var text: ArraySlice<UInt8>
  /// The non-empty cells, in no particular order.
  var cells: [Cell]
  /// Line feeds inside the cells (quoted line breaks).
  var lineFeeds: Int
  /// How many values of each block kind the card has (not kept in the spill form: by then
  /// they are in the plan).
  var counts: [CSVBlockKind: Int]
  var cardName: String
  var inexact: [String] = []
  var notWritten: [String] = []
  var overflow: [String] = []
  var metadata: Set<String> = []

  /// `card` in `layout`, its cells written with `encoder` (Google's labels read with the
  /// calling thread's `words`).
  init(card: Card, layout: CSVOutputLayout, encoder: CSVRowEncoder, words: LabelWords) {
    let named: [String: String]
    switch layout {
    case .generic:
      let encoded = GenericRowEncoder(card: card)
      named = encoded.cells
      counts = encoded.counts
      inexact = encoded.inexact
    case .google:
      let encoded = GoogleRowEncoder(card: card, words: words)
      named = encoded.cells
      counts = encoded.counts
      inexact = encoded.inexact
      notWritten = encoded.notWritten
      metadata = encoded.metadata
    case .outlook:
      let encoded = OutlookRowEncoder(card: card)
      named = encoded.cells
      counts = [:]
      inexact = encoded.inexact
      notWritten = encoded.notWritten
      overflow = encoded.overflow
      metadata = encoded.metadata
    }
    cardName = card.displayName
    let catalogue = CSVColumnCatalogue.of(layout)
    var text: [UInt8] = []
    text.reserveCapacity(named.reduce(0) { $0 + $1.value.utf8.count + 2 })
    cells = []
    cells.reserveCapacity(named.count)
    lineFeeds = 0
    for (column, value) in named where !value.isEmpty {
      let start = text.count
      let written = encoder.appendCell(value, neutralise: encoder.neutralises, to: &text)
      lineFeeds += written.lineFeeds
      cells.append(Cell(column: catalogue.column(column), start: start, end: text.count, neutralised: written.neutralised))
    }
    self.text = text[...]
  }

  /// The bytes of `cell` as written.
  func bytes(of cell: Cell) -> ArraySlice<UInt8> {
    text[(text.startIndex + cell.start)..<(text.startIndex + cell.end)]
  }

  /// What the row needs of a `layout` header: its block counts and, in the generic layout,
  /// the optional columns it fills.
  func needs(in layout: CSVOutputLayout) -> CSVColumnNeeds {
    guard layout == .generic else { return CSVColumnNeeds(counts: counts, columns: []) }
    let catalogue = CSVColumnCatalogue.of(layout)
    return CSVColumnNeeds(counts: counts, columns: cells.map { catalogue.name(of: $0.column) })
  }
}

/// Every column a layout's rows usually fill, numbered: the widest header of the layout with
/// blocks of up to 12 values. A row names its cells' columns by these numbers (two bytes in its
/// spill form, where the names took twenty), and the renderer finds each column's place by
/// number. A column beyond them (a 13th phone) is named in full. (Made once per process: the
/// generic layout's is some 1,200 names.)
struct CSVColumnCatalogue: Sendable {
  let names: [String]
  private let numbers: [String: UInt16]

  private init(_ layout: CSVOutputLayout) {
    names = CSVColumnPlan.widest(layout, blocks: 12).columns
    numbers = Dictionary(names.enumerated().map { ($1, UInt16($0)) }, uniquingKeysWith: { first, _ in first })
  }

  private static let generic = CSVColumnCatalogue(.generic)
  private static let google = CSVColumnCatalogue(.google)
  private static let outlook = CSVColumnCatalogue(.outlook)

  /// The catalogue of `layout` (made once).
  static func of(_ layout: CSVOutputLayout) -> CSVColumnCatalogue {
    switch layout {
    case .generic: generic
    case .google: google
    case .outlook: outlook
    }
  }

  /// The column named `name`: its number, or its name when it has none.
  func column(_ name: String) -> CSVRowCells.Column {
    numbers[name].map(CSVRowCells.Column.known) ?? .named(name)
  }

  /// The name of `column`.
  func name(of column: CSVRowCells.Column) -> String {
    switch column {
    case .known(let number): names[Int(number)]
    case .named(let name): name
    }
  }
}

// The spill form: the card's name, the line feeds, the number of cells and each cell (0 and
// its column's name, or its column's number plus one; 1 when it was neutralised, else 0; the
// length of its bytes), then the cells' bytes one after the other, then the findings. Numbers
// are unsigned LEB128 (seven bits a byte, low first: most take one byte); a string is its
// length and its UTF-8.
extension CSVRowCells {
  /// The row as bytes for a ``SpillFile``.
  func spilled() -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(text.count + cells.count * 4 + cardName.utf8.count + 32)
    func put(_ n: Int) {
      var n = UInt(n)
      while n >= 0x80 {
        out.append(UInt8(truncatingIfNeeded: n) | 0x80)
        n >>= 7
      }
      out.append(UInt8(n))
    }
    func put(_ s: String) {
      put(s.utf8.count)
      out.append(contentsOf: s.utf8)
    }
    func put(_ list: some Collection<String>) {
      put(list.count)
      for s in list { put(s) }
    }
    put(cardName)
    put(lineFeeds)
    put(cells.count)
    for cell in cells {
      switch cell.column {
      case .known(let number): put(Int(number) + 1)
      case .named(let name):
        put(0)
        put(name)
      }
      out.append(cell.neutralised ? 1 : 0)
      put(cell.end - cell.start)
    }
    // The cells' bytes in the order of the cells: each starts where the one before ended.
    for cell in cells { out.append(contentsOf: bytes(of: cell)) }
    put(inexact)
    put(notWritten)
    put(overflow)
    put(metadata.sorted())
    return out
  }

  /// The row of ``spilled()``, its cells' bytes read where they are in `bytes` (not copied);
  /// nil when the bytes are not such a row.
  init?(spilled bytes: ArraySlice<UInt8>) {
    var at = bytes.startIndex
    func left() -> Int { bytes.endIndex - at }
    func number() -> Int? {
      var n = 0
      var shift = 0
      while at < bytes.endIndex, shift < 63 {
        let byte = bytes[at]
        at += 1
        n |= Int(byte & 0x7F) << shift
        if byte < 0x80 { return n >= 0 ? n : nil }
        shift += 7
      }
      return nil
    }
    func string() -> String? {
      guard let n = number(), n <= left() else { return nil }
      defer { at += n }
      return String(decoding: bytes[at..<at + n], as: UTF8.self)
    }
    func list() -> [String]? {
      guard let n = number(), n <= left() else { return nil }
      var out: [String] = []
      out.reserveCapacity(n)
      for _ in 0..<n {
        guard let s = string() else { return nil }
        out.append(s)
      }
      return out
    }
    guard let cardName = string(), let lineFeeds = number(), let count = number(), count <= left() else { return nil }
    var cells: [Cell] = []
    cells.reserveCapacity(count)
    var end = 0
    for _ in 0..<count {
      guard let tag = number(), tag <= Int(UInt16.max) + 1 else { return nil }
      let column: Column
      if tag == 0 {
        guard let name = string() else { return nil }
        column = .named(name)
      } else {
        column = .known(UInt16(tag - 1))
      }
      guard at < bytes.endIndex, bytes[at] <= 1 else { return nil }
      let neutralised = bytes[at] == 1
      at += 1
      guard let length = number(), length <= left() - end else { return nil }
      cells.append(Cell(column: column, start: end, end: end + length, neutralised: neutralised))
      end += length
    }
    guard left() >= end else { return nil }
    text = bytes[at..<at + end]
    at += end
    guard let inexact = list(), let notWritten = list(), let overflow = list(), let metadata = list(), at == bytes.endIndex else { return nil }
    self.cells = cells
    self.lineFeeds = lineFeeds
    counts = [:]
    self.cardName = cardName
    self.inexact = inexact
    self.notWritten = notWritten
    self.overflow = overflow
    self.metadata = Set(metadata)
  }
}

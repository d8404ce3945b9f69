/// One card encoded in a layout, before the columns are known: its cells by column name and
/// what the writer reports about it. What a card needs of the header comes from it
/// (``needs``), and ``CSVRowRenderer`` makes the row from it once the header is planned.
struct CSVRowCells: Sendable {
  /// The non-empty cells, each with its column's name, in no particular order.
  var cells: [(column: String, value: String)]
  /// How many values of each block kind the card has.
  var counts: [CSVBlockKind: Int]
  var cardName: String
  var inexact: [String] = []
  var notWritten: [String] = []
  var overflow: [String] = []
  var metadata: Set<String> = []

  init(
    cells: [String: String], counts: [CSVBlockKind: Int], cardName: String, inexact: [String] = [], notWritten: [String] = [],
    overflow: [String] = [], metadata: Set<String> = []
  ) {
    self.cells = []
    self.cells.reserveCapacity(cells.count)
    for (column, value) in cells where !value.isEmpty { self.cells.append((column, value)) }
    self.counts = counts
    self.cardName = cardName
    self.inexact = inexact
    self.notWritten = notWritten
    self.overflow = overflow
    self.metadata = metadata
  }

  /// `card` in `layout` (Google's labels read with the calling thread's `words`).
  init(card: Card, layout: CSVOutputLayout, words: LabelWords) {
    switch layout {
    case .generic:
      let encoded = GenericRowEncoder(card: card)
      self.init(cells: encoded.cells, counts: encoded.counts, cardName: card.displayName, inexact: encoded.inexact)
    case .google:
      let encoded = GoogleRowEncoder(card: card, words: words)
      self.init(
        cells: encoded.cells, counts: encoded.counts, cardName: card.displayName, inexact: encoded.inexact,
        notWritten: encoded.notWritten, metadata: encoded.metadata)
    case .outlook:
      let encoded = OutlookRowEncoder(card: card)
      self.init(
        cells: encoded.cells, counts: [:], cardName: card.displayName, inexact: encoded.inexact, notWritten: encoded.notWritten,
        overflow: encoded.overflow, metadata: encoded.metadata)
    }
  }

  /// What the row needs of a `layout` header: its block counts and, in the generic layout,
  /// the optional columns it fills.
  func needs(in layout: CSVOutputLayout) -> CSVColumnNeeds {
    CSVColumnNeeds(counts: counts, columns: layout == .generic ? cells.map(\.column) : [])
  }
}

// The spill form, for the cells that wait on disk while a CSV header is planned
// (``BookConverter``): the strings, each as its length (4 bytes, little-endian) and its UTF-8.
// The counts are not kept: they have gone into the plan by then.
extension CSVRowCells {
  /// The row's cells and findings as bytes for a ``SpillFile``.
  func spilled() -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(cells.reduce(64 + cardName.utf8.count) { $0 + 8 + $1.column.utf8.count + $1.value.utf8.count })
    func put(_ n: Int) { withUnsafeBytes(of: UInt32(truncatingIfNeeded: n).littleEndian) { out.append(contentsOf: $0) } }
    func put(_ s: String) {
      put(s.utf8.count)
      out.append(contentsOf: s.utf8)
    }
    func put(_ list: some Collection<String>) {
      put(list.count)
      for s in list { put(s) }
    }
    put(cardName)
    put(cells.count)
    for (column, value) in cells {
      put(column)
      put(value)
    }
    put(inexact)
    put(notWritten)
    put(overflow)
    put(metadata)
    return out
  }

  /// The row of ``spilled()``; nil when the bytes are not such a row.
  init?(spilled bytes: [UInt8]) {
    var at = 0
    func count() -> Int? {
      guard bytes.count - at >= 4 else { return nil }
      var n: UInt32 = 0
      for k in 0..<4 { n |= UInt32(bytes[at + k]) << (8 * k) }
      at += 4
      return Int(n)
    }
    func string() -> String? {
      guard let n = count(), bytes.count - at >= n else { return nil }
      defer { at += n }
      return String(decoding: bytes[at..<at + n], as: UTF8.self)
    }
    func list() -> [String]? {
      guard let n = count(), n <= bytes.count - at else { return nil }
      var out: [String] = []
      out.reserveCapacity(n)
      for _ in 0..<n {
        guard let s = string() else { return nil }
        out.append(s)
      }
      return out
    }
    guard let cardName = string(), let cellCount = count(), cellCount <= bytes.count - at else { return nil }
    var cells: [(column: String, value: String)] = []
    cells.reserveCapacity(cellCount)
    for _ in 0..<cellCount {
      guard let column = string(), let value = string() else { return nil }
      cells.append((column, value))
    }
    guard let inexact = list(), let notWritten = list(), let overflow = list(), let metadata = list(), at == bytes.count else { return nil }
    self.cells = cells
    counts = [:]
    self.cardName = cardName
    self.inexact = inexact
    self.notWritten = notWritten
    self.overflow = overflow
    self.metadata = Set(metadata)
  }
}

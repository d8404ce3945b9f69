/// The meaning of every column of one file, resolved once from its header row.
struct CSVHeaderMap {
  struct Column {
    /// The name as written in the header (`Column <n>` for a file without a header).
    var name: String
    var role: CSVColumnRole
    /// The property that keeps the values of an ``CSVColumnRole/unmapped`` column.
    var extensionName: PropertyName
    /// A value that means "empty" in this column (Outlook's `Normal` priority).
    var emptyValue: String?
  }

  let layout: CSVLayout
  var columns: [Column]
  /// True when the file has no header row: the first record is data.
  let headerless: Bool
  /// Findings about the header itself.
  var diagnostics: [Diagnostic] = []
  /// The block columns grouped by block, in ``CSVCardAssembly/BlockKey`` order.
  private(set) var blockSlots: [BlockSlot] = []

  /// The columns of one block.
  struct BlockSlot {
    struct Part {
      var part: CSVBlockPart
      var column: Int
    }
    var key: CSVCardAssembly.BlockKey
    var parts: [Part]
  }

  /// Resolves a header row. `positions` are the (line, column) of each header cell.
  init(names: [String], positions: [(Int, Int)], override: CSVLayout?, fileName: String) {
    let normalized = names.map(CSVHeaderName.normalize)
    let layout = override ?? CSVLayoutDetector.detect(normalized)
    self.layout = layout
    self.headerless = false
    let table = CSVLayoutDetector.table(for: layout)
    let hasJobTitle = normalized.contains(where: HeaderVocabulary.isJobTitle)
    var used = Set<CSVColumnRole>()
    // Opened at the first unmapped column with a name outside ASCII (opening takes a while).
    var transliterator: Transliterator??
    func latin(_ text: String) -> String? {
      if transliterator == nil { transliterator = try? Transliterator(id: Transliterator.ID.latinASCII, cacheLimit: 0) }
      return transliterator??.transliterate(text)
    }
    columns = []
    var diagnostics = [Diagnostic]()
    for (i, name) in names.enumerated() {
      let n = normalized[i]
      var role = CSVHeaderMap.role(n, table: table, layout: layout, hasJobTitle: hasJobTitle) ?? .unmapped
      if !role.isRepeatable && used.contains(role) {
        let (line, column) = i < positions.count ? positions[i] : (1, 0)
        diagnostics.append(
          Diagnostic(.csvDuplicateColumn, "column '\(name)' repeats the meaning of an earlier column; its values are kept as an X- property",
            at: SourceLocation(file: fileName, line: line, column: column)))
        role = .unmapped
      }
      used.insert(role)
      let empty = layout.isOutlook ? OutlookLayout.defaults[n] : nil
      let extensionName =
        role == .unmapped ? CSVHeaderName.extensionName(for: name, position: i, latin: latin) : .extended("X-CSV-COLUMN-\(i + 1)")
      columns.append(Column(name: name, role: role, extensionName: extensionName, emptyValue: empty))
    }
    if let override, override != .custom {
      let found = CSVLayoutDetector.detect(normalized)
      if found != .custom && !CSVLayoutDetector.sameFamily(found, override) {
        diagnostics.insert(
          Diagnostic(.csvLayoutMismatch, "header is the \(found.name) layout's, not the \(override.name) layout asked for; read as \(override.name), its columns mapped by the names that layout knows",
            at: SourceLocation(file: fileName, line: positions.first?.0 ?? 1, column: 1)), at: 0)
      }
    }
    if layout == .custom && override == nil {
      let mapped = columns.filter { $0.role != .unmapped }.map(\.name)
      diagnostics.insert(
        Diagnostic(.csvUnknownLayout, "header is not a known layout; mapped by name: \(mapped.isEmpty ? "no column" : mapped.joined(separator: ", "))",
          at: SourceLocation(file: fileName, line: positions.first?.0 ?? 1, column: 1)), at: 0)
    }
    self.diagnostics = diagnostics
    var slots = [CSVCardAssembly.BlockKey: [BlockSlot.Part]]()
    for (i, column) in columns.enumerated() {
      if case .block(let kind, let index, let part) = column.role {
        slots[CSVCardAssembly.BlockKey(kind: kind, index: index), default: []].append(BlockSlot.Part(part: part, column: i))
      }
    }
    blockSlots = slots.keys.sorted().map { BlockSlot(key: $0, parts: slots[$0]!) }
  }

  /// A map for a file without a header: each column's role guessed from the first record.
  init(headerlessSample sample: [String], fileName: String, line: Int) {
    layout = .custom
    headerless = true
    columns = []
    var sawName = false
    for (i, cell) in sample.enumerated() {
      let role: CSVColumnRole
      if CSVContentGuess.looksLikeEmail(cell) {
        role = .email(CSVSlot())
      } else if CSVContentGuess.looksLikePhone(cell) {
        role = .phone(CSVSlot())
      } else if !sawName && !cell.isEmpty {
        role = .field(.formattedName)
        sawName = true
      } else {
        role = .unmapped
      }
      columns.append(Column(name: "Column \(i + 1)", role: role, extensionName: .extended("X-CSV-COLUMN-\(i + 1)"), emptyValue: nil))
    }
    diagnostics = [
      Diagnostic(.csvNoHeader, "the first row holds an email address or phone number, so it was read as data; columns were guessed from it",
        at: SourceLocation(file: fileName, line: line, column: 1))
    ]
  }

  /// Whether a header cell (as written, without quotes) names a column some layout knows
  /// (`Email`, `Primary Email`, `Mobile`): a file whose first line is one such name is a CSV
  /// file of one column, not a vCard.
  static func isKnownColumnName(_ name: String) -> Bool {
    let n = CSVHeaderName.normalize(name)
    return role(n, table: CSVLayoutDetector.table(for: .custom), layout: .custom, hasJobTitle: false) != nil
  }

  private static func role(_ n: String, table: [String: CSVColumnRole], layout: CSVLayout, hasJobTitle: Bool) -> CSVColumnRole? {
    if n.isEmpty { return nil }
    if let role = table[n] { return role }
    if let block = CSVHeaderName.parseBlock(n) {
      let part = layout == .generic
        ? GenericLayout.blockPart(kind: block.kind, part: block.part)
        : GoogleLayouts.blockPart(kind: block.kind, part: block.part)
      if let part { return .block(block.kind, block.index, part) }
    }
    return HeaderVocabulary.role(for: n, headerHasJobTitle: hasJobTitle)
  }
}

/// Guesses about a cell's content, for files without a header row.
enum CSVContentGuess {
  /// `local@domain.tld` without spaces.
  static func looksLikeEmail(_ s: String) -> Bool {
    guard let at = s.firstIndex(of: "@"), !s.contains(" ") else { return false }
    return at != s.startIndex && s[s.index(after: at)...].contains(".")
  }

  /// Seven or more digits and nothing but `+ - ( ) . /` and spaces.
  static func looksLikePhone(_ s: String) -> Bool {
    var digits = 0
    for b in s.utf8 {
      switch b {
      case 0x30...0x39: digits += 1
      case 0x20, 0x2B, 0x2D, 0x28, 0x29, 0x2E, 0x2F: break
      default: return false
      }
    }
    return digits >= 7
  }

  /// True when a first row is data rather than a header: a cell holds an email address or a
  /// phone number.
  static func isDataRow(_ cells: [String]) -> Bool {
    cells.contains { looksLikeEmail($0) || looksLikePhone($0) }
  }
}
